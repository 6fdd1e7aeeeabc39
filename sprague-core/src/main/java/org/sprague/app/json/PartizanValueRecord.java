package org.sprague.app.json;

import java.util.List;
import org.sprague.partizan.games.PartizanSumSolver.WinningMove;

/**
 * The JSON of a partizan value: the value report flattened, and each player's winning
 * first moves (at most {@code maxMoves} each); then the fields every solve answer has
 * ({@link org.sprague.game.Solution}'s names): the first player's (Left's) winning moves, whether that list
 * is complete, how it was decided, the engine, its statistics and any fallback.
 *
 * <p>The record of {@code SolveAnswer.PartizanValue}, in a package exported to Sprague's front
 * ends only (issue 22, item 6): a library user reads the JSON through {@code json()}.
 *
 * @param outcome the outcome class: L, R, N (the first player wins) or P
 * @param winningMoves the moves that win for Left moving first ({@code leftWinningMoves})
 */
public record PartizanValueRecord(String game, String position, String value, String outcome, String mean,
        String temperature, String leftStop, String rightStop, List<WinningMove> leftWinningMoves,
        List<WinningMove> rightWinningMoves, long positionsStored, List<WinningMove> winningMoves,
        boolean winningMovesComplete, String decidedBy, String engine, java.util.Map<String, Long> statistics,
        String fallback) {
    public PartizanValueRecord {
        leftWinningMoves = List.copyOf(leftWinningMoves);
        rightWinningMoves = List.copyOf(rightWinningMoves);
        winningMoves = List.copyOf(winningMoves);
    }
}
