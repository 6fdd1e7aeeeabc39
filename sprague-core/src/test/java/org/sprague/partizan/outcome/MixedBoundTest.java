package org.sprague.partizan.outcome;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.partizan.MemoizedPartizanOutcomeSolver;
import org.sprague.partizan.PartizanOutcomeAlgorithm.Side;
import org.sprague.partizan.games.Domineering;

/**
 * The mixed bound ({@code DomineeringBoard.mixed}: the known regions that are not integers
 * replaced by integers below or above their sum, the bounds' races asked on the rest) against
 * plain memoized minimax on the catalogue's Domineering: every state it decides has minimax's
 * outcome, and the whole search with it gives minimax's outcome, on positions reached by random
 * play on boards up to 6x6 and 4x8 (the search's with the endgame table narrowed to regions of 8
 * squares, so that many states have regions it does not know beside ones it does).
 */
class MixedBoundTest {

    @Test
    void onlyBoardsPastEightyOneSquaresAskTheMixedBound() {
        EndgameTable endgame = new EndgameTable();
        assertTrue(!new DomineeringBoard(9, 9, -1L, 0x1FFFFL, true, endgame).mixedBound, "9x9");
        assertTrue(new DomineeringBoard(10, 10, -1L, 0xFFFFFFFFFL, true, endgame).mixedBound, "10x10");
    }

    @Test
    void everyStateTheMixedBoundDecidesHasTheOutcomeOfPlainMinimax() {
        MemoizedPartizanOutcomeSolver<Domineering.Board> oracle = new MemoizedPartizanOutcomeSolver<>(new Domineering(),
                40_000_000);
        Random rnd = new Random(2525);
        int[][] sizes = {{5, 5}, {5, 6}, {6, 5}, {6, 6}, {4, 8}, {4, 7}, {3, 8}, {5, 7}};
        EndgameTable endgame = new EndgameTable();
        int decided = 0;
        int wins = 0;
        for (int[] size : sizes) {
            int rows = size[0];
            int cols = size[1];
            for (int trial = 0; trial < 1500; trial++) {
                int moves = Math.max(1, (rows * cols - 16 - rnd.nextInt(11)) / 2);
                long empty = RandomDominoes.play(rows, cols, moves, rnd);
                if (Long.bitCount(empty) > 26) {
                    continue;
                }
                for (boolean left : new boolean[] {true, false}) {
                    DomineeringBoard board = new DomineeringBoard(rows, cols, empty, 0, left, endgame);
                    board.mixedBound = true;
                    long before = board.mixedDecided;
                    int r = board.enter(0);
                    if (board.mixedDecided == before) {
                        continue;
                    }
                    decided++;
                    wins += r == OutcomeBoard.WIN ? 1 : 0;
                    boolean w = oracle.firstPlayerWins(new Domineering.Board(rows, cols, empty),
                            left ? Side.LEFT : Side.RIGHT);
                    assertEquals(w ? OutcomeBoard.WIN : OutcomeBoard.LOSS, r,
                            rows + "x" + cols + " " + board.text() + (left ? " Left" : " Right") + " to move");
                }
            }
        }
        assertTrue(decided > 200, "the mixed bound decided " + decided);
        assertTrue(wins > 50 && decided - wins > 50, "wins " + wins + " of " + decided);
    }

    @Test
    void theSearchWithTheMixedBoundGivesTheOutcomeOfPlainMinimax() {
        MemoizedPartizanOutcomeSolver<Domineering.Board> oracle = new MemoizedPartizanOutcomeSolver<>(new Domineering(),
                40_000_000);
        Random rnd = new Random(25025);
        int[][] sizes = {{5, 6}, {6, 5}, {6, 6}, {4, 8}, {5, 7}};
        // regions past 8 squares left to the search, so that known and unknown regions meet often
        EndgameTable endgame = new EndgameTable();
        endgame.narrow(8);
        long mixed = 0;
        int checked = 0;
        for (int[] size : sizes) {
            int rows = size[0];
            int cols = size[1];
            for (int trial = 0; trial < 70; trial++) {
                int moves = Math.max(1, (rows * cols - 18 - rnd.nextInt(9)) / 2);
                long empty = RandomDominoes.play(rows, cols, moves, rnd);
                if (Long.bitCount(empty) > 26) {
                    continue;
                }
                for (boolean left : new boolean[] {true, false}) {
                    AlphaBetaOutcomeSearch search = new AlphaBetaOutcomeSearch(new OutcomeTable(12), null,
                            org.sprague.game.Deadline.unlimited(), null);
                    DomineeringBoard board = new DomineeringBoard(rows, cols, empty, 0, left, endgame);
                    board.parentRaces = true; // mixed puts back the loss test's packing parentRace reads
                    board.mixedBound = true;
                    boolean found = search.solve(board);
                    mixed += board.mixedDecided;
                    boolean wins = oracle.firstPlayerWins(new Domineering.Board(rows, cols, empty),
                            left ? Side.LEFT : Side.RIGHT);
                    assertEquals(wins, found, rows + "x" + cols + " " + board.text() + (left ? " Left" : " Right")
                            + " to move");
                    checked++;
                }
            }
        }
        assertTrue(checked > 300, "positions checked: " + checked);
        assertTrue(mixed > 40, "states the mixed bound decided in the searches: " + mixed);
    }
}
