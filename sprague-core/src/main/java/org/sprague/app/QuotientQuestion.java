package org.sprague.app;

import java.time.Duration;
import java.util.function.Consumer;

/**
 * The request of {@link Sprague#quotient}: a heap game's misère quotient ({@code sprague
 * quotient RULE --to N}, {@code POST /api/quotient}).
 *
 * @param rule the heap game: a take-and-break code ({@code 0.75}), {@code subtraction:1,3,4}, or
 *     a name ({@code kayles})
 * @param to the last heap, at least 0; the run stops earlier once the quotient is proven
 * @param partial at the deadline, answer with the quotient of the heaps done (and the
 *     exception that stopped the run) instead of throwing it; the run is then this call's own,
 *     not continued from the work of earlier calls
 * @param progress receives each heap done, or null
 * @param timeLimit the deadline from the call's start; null: none
 */
public record QuotientQuestion(String rule, int to, boolean partial, Consumer<Progress> progress,
        Duration timeLimit) {

    /** The quotient of {@code rule}'s heaps 0..{@code to}, continuing earlier calls' work. */
    public static QuotientQuestion of(String rule, int to) {
        return new QuotientQuestion(rule, to, false, null, null);
    }

    /**
     * A heap done.
     *
     * @param heap the heap just added
     * @param to the last heap asked for
     * @param order the quotient's order so far
     * @param pPortion the size of its P-portion
     */
    public record Progress(int heap, int to, int order, int pPortion) {
    }
}
