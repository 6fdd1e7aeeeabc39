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
 * @param progress receives a line for each heap done ({@code quotient: heap 120 of at most 1000, |Q| = 8,
 *     |P| = 2}: the heap just added, the last heap asked for, the quotient's order and the size of
 *     its P-portion so far), or null (api11: a plain {@code Consumer<String>}, was
 *     {@code Consumer<QuotientQuestion.Progress>})
 * @param timeLimit the deadline from the call's start; null: none
 */
public record QuotientQuestion(String rule, int to, boolean partial, Consumer<String> progress,
        Duration timeLimit) {

    /** The quotient of {@code rule}'s heaps 0..{@code to}, continuing earlier calls' work. */
    public static QuotientQuestion of(String rule, int to) {
        return new QuotientQuestion(rule, to, false, null, null);
    }
}
