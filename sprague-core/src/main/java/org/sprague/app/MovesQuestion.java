package org.sprague.app;

import java.time.Duration;
import java.util.List;
import org.sprague.catalog.SolveOptions;
import org.sprague.partizan.PartizanOutcomeAlgorithm.Side;

/**
 * The request of {@link Sprague#moves}: every legal move of a position with the result it
 * leads to ({@code POST /api/moves}); and of {@link Sprague#engineMove}: the move the engine
 * plays there ({@code POST /api/engine-move}), which lists the moves within the same limits and
 * ignores {@code remotenessBudget} (api10: one request for both, was also {@code EngineMoveQuestion}).
 *
 * @param words the game and position, as for {@link SolveQuestion#words()}
 * @param options misère, method, position and winning-move limits
 * @param toMove for a partizan game alone, the side whose moves are listed (or who moves); null: Left
 *     (and, for impartial games, required null: both players have the same moves)
 * @param maxListed the most moves listed; past it the question is refused before anything is solved
 * @param maxMoveSum the largest sum of the position's numbers whose moves are listed
 *     (heap games have about that many moves)
 * @param remotenessBudget the time the remoteness of a single impartial game may take
 *     (then unknown, never a failure); null or zero: not computed
 * @param timeLimit the deadline from the call's start; null: none
 */
public record MovesQuestion(List<String> words, SolveOptions options, Side toMove, int maxListed, long maxMoveSum,
        Duration remotenessBudget, Duration timeLimit) {

    public MovesQuestion {
        words = List.copyOf(words);
    }

    /** The most moves {@link #of} lists: a position with more is refused before anything is solved. */
    public static final int DEFAULT_MAX_LISTED = 100_000;

    /**
     * The moves of a position with default options, Left to move, at most
     * {@value #DEFAULT_MAX_LISTED} moves listed (api11: was no limit; the
     * {@code EngineMoveQuestion} of api9 stopped at the same 100,000), no bound on the sum of its
     * numbers, a second for the remoteness.
     */
    public static MovesQuestion of(List<String> words) {
        return new MovesQuestion(words, SolveOptions.defaults(), null, DEFAULT_MAX_LISTED, Long.MAX_VALUE,
                Duration.ofSeconds(1), null);
    }
}
