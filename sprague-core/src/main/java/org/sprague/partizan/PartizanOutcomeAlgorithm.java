package org.sprague.partizan;

import java.util.List;
import org.sprague.game.Outcome;

/**
 * The outcome class of a partizan position under normal play.
 *
 * @param <P> the position type
 */
public interface PartizanOutcomeAlgorithm<P> {

    /** Whether the given side, moving first from {@code position}, wins. */
    boolean firstPlayerWins(P position, Side toMove);

    /**
     * The outcome class (L, R, N or P) and the winning moves of each side moving first.
     */
    PartizanResult<P> solve(P position);

    /** How many (position, side to move) states the algorithm has stored so far. */
    long positionsStored();

    /** The two players. */
    enum Side {
        LEFT, RIGHT;

        public Side other() {
            return this == LEFT ? RIGHT : LEFT;
        }
    }

    /**
     * @param outcome L: Left wins whoever starts; R: Right does; N: whoever starts wins;
     *     P: whoever starts loses
     * @param leftWinningMoves Left's moves that win when Left starts
     * @param rightWinningMoves Right's moves that win when Right starts
     */
    record PartizanResult<P>(Outcome outcome, List<P> leftWinningMoves, List<P> rightWinningMoves) {
        public PartizanResult {
            leftWinningMoves = List.copyOf(leftWinningMoves);
            rightWinningMoves = List.copyOf(rightWinningMoves);
        }

    }
}
