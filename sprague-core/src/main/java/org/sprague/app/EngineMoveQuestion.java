package org.sprague.app;

import java.time.Duration;
import java.util.List;
import org.sprague.app.play.PlayEngine;
import org.sprague.catalog.SolveOptions;
import org.sprague.partizan.PartizanOutcomeAlgorithm.Side;

/**
 * The request of {@link Sprague#engineMove}: the move the engine of {@code sprague play}
 * plays from a position.
 *
 * @param words the game and position (a single game or a sum of impartial games)
 * @param options misère play and the search's position limit
 * @param toMove the side to move (partizan games); null: Left, the first player
 * @param timeLimit the deadline from the call's start; null: none
 * @param maxListed the most moves of the position the engine lists (more: a
 *     {@link org.sprague.game.LimitExceededException} naming {@code maxMoves})
 * @param maxMoveSum the largest sum of the position's numbers whose moves are listed (a heap
 *     game has about as many moves; refused before any is listed)
 */
public record EngineMoveQuestion(List<String> words, SolveOptions options, Side toMove, Duration timeLimit,
        long maxListed, long maxMoveSum) {

    public EngineMoveQuestion {
        words = List.copyOf(words);
    }

    /** The engine's move from {@code words} with default options, Left to move. */
    public static EngineMoveQuestion of(List<String> words) {
        return new EngineMoveQuestion(words, SolveOptions.defaults(), null, null, PlayEngine.DEFAULT_MAX_LISTED,
                PlayEngine.DEFAULT_MAX_LISTED);
    }
}
