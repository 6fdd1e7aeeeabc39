package org.sprague.partizan.outcome;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.partizan.MemoizedPartizanOutcomeSolver;
import org.sprague.partizan.PartizanOutcomeAlgorithm.Side;
import org.sprague.partizan.games.Domineering;

/**
 * The search's scan of an expected won state's other moves ({@code AlphaBetaOutcomeSearch.scan}:
 * a move to a state the loss test of the bounds decides ends the state) against plain memoized
 * minimax on the catalogue's Domineering: every state {@link DomineeringBoard#quickLoss} says is
 * lost is lost, and the whole search, scan included, gives minimax's outcome on positions
 * reached by random play on boards up to 6x6 and 4x8 (where the scan ends many states).
 */
class SiblingScanTest {

    @Test
    void everyStateTheLossTestDecidesIsLostByPlainMinimax() {
        MemoizedPartizanOutcomeSolver<Domineering.Board> oracle = new MemoizedPartizanOutcomeSolver<>(new Domineering(),
                40_000_000);
        Random rnd = new Random(2323);
        int[][] sizes = {{4, 6}, {5, 5}, {6, 4}, {5, 6}, {6, 5}, {6, 6}, {4, 8}, {3, 8}};
        int lost = 0;
        for (int[] size : sizes) {
            int rows = size[0];
            int cols = size[1];
            for (int trial = 0; trial < 500; trial++) {
                int moves = Math.max(1, (rows * cols - 10 - rnd.nextInt(13)) / 2);
                long empty = RandomDominoes.play(rows, cols, moves, rnd);
                if (Long.bitCount(empty) > 24) {
                    continue;
                }
                for (boolean left : new boolean[] {true, false}) {
                    DomineeringBoard board = new DomineeringBoard(rows, cols, empty, 0, left, null);
                    int q = board.quickLoss();
                    int d = board.decide();
                    if (q == OutcomeBoard.UNKNOWN) {
                        // the loss test is the second half of the bounds: it says nothing they do not
                        assertTrue(d != OutcomeBoard.LOSS, board.text());
                        continue;
                    }
                    lost++;
                    assertEquals(OutcomeBoard.LOSS, d, board.text());
                    boolean wins = oracle.firstPlayerWins(new Domineering.Board(rows, cols, empty),
                            left ? Side.LEFT : Side.RIGHT);
                    assertTrue(!wins, rows + "x" + cols + " " + board.text() + (left ? " Left" : " Right") + " to move");
                }
            }
        }
        assertTrue(lost > 500, "the loss test decided " + lost);
    }

    @Test
    void theSearchWithTheScanGivesTheOutcomeOfPlainMinimax() {
        MemoizedPartizanOutcomeSolver<Domineering.Board> oracle = new MemoizedPartizanOutcomeSolver<>(new Domineering(),
                40_000_000);
        Random rnd = new Random(23023);
        int[][] sizes = {{5, 5}, {5, 6}, {6, 5}, {6, 6}, {4, 8}, {3, 8}, {4, 7}};
        long scanWins = 0;
        int checked = 0;
        for (int[] size : sizes) {
            int rows = size[0];
            int cols = size[1];
            for (int trial = 0; trial < 120; trial++) {
                int moves = rnd.nextInt(Math.max(1, (rows * cols - 14) / 2));
                long empty = RandomDominoes.play(rows, cols, moves, rnd);
                if (Long.bitCount(empty) > 26) {
                    continue;
                }
                for (boolean left : new boolean[] {true, false}) {
                    for (EndgameTable endgame : new EndgameTable[] {null, new EndgameTable()}) {
                        AlphaBetaOutcomeSearch search = new AlphaBetaOutcomeSearch(new OutcomeTable(12), null,
                                org.sprague.game.Deadline.unlimited(), null);
                        DomineeringBoard board = new DomineeringBoard(rows, cols, empty, 0, left, endgame);
                        boolean found = search.solve(board);
                        scanWins += search.scanWins();
                        checked++;
                        boolean wins = oracle.firstPlayerWins(new Domineering.Board(rows, cols, empty),
                                left ? Side.LEFT : Side.RIGHT);
                        assertEquals(wins, found, rows + "x" + cols + " " + board.text()
                                + (left ? " Left" : " Right") + " to move");
                    }
                }
            }
        }
        // the test means something only if the scan ended many states
        assertTrue(scanWins > 1000, "the scan ended " + scanWins + " states in " + checked + " searches");
    }
}
