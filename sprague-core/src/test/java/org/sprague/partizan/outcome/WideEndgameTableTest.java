package org.sprague.partizan.outcome;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.partizan.MemoizedPartizanOutcomeSolver;
import org.sprague.partizan.PartizanOutcomeAlgorithm.Side;
import org.sprague.partizan.games.Domineering;

/**
 * The endgame table widened to regions of up to {@link EndgameTable#MAX_CELLS} squares
 * ({@link EndgameTable#widen}, boards past 8x8's size): only boards of more than
 * {@link EndgameTable#WIDE_BOARD} squares widen it, and the whole search with a widened table
 * gives plain memoized minimax's outcome on positions reached by random play on boards up to
 * 6x6 and 4x8 whose empty squares are 13-24 (where regions of 13-16 squares occur), deciding
 * states the narrow table leaves to the search.
 */
class WideEndgameTableTest {

    /** A 4x4 empty block as one region (rows 1..4, columns 1..4 as bits 1..4). */
    private static int infoOfBlock(EndgameTable table) {
        int[] comp = {0, 0b11110, 0b11110, 0b11110, 0b11110, 0};
        return table.info(comp, 0, 1, 4);
    }

    @Test
    void onlyBoardsPastSixtyFourSquaresWidenTheTable() {
        EndgameTable table = new EndgameTable();
        table.widen(64);
        assertEquals(EndgameTable.UNKNOWN_INFO, infoOfBlock(table), "a 16-square region on an 8x8 board");
        table.widen(65);
        assertNotEquals(EndgameTable.UNKNOWN_INFO, infoOfBlock(table), "a 16-square region past 64 squares");
    }

    @Test
    void theSearchWithTheWideTableGivesTheOutcomeOfPlainMinimax() {
        MemoizedPartizanOutcomeSolver<Domineering.Board> oracle = new MemoizedPartizanOutcomeSolver<>(new Domineering(),
                40_000_000);
        Random rnd = new Random(2424);
        int[][] sizes = {{5, 5}, {5, 6}, {6, 5}, {6, 6}, {4, 8}, {4, 7}, {3, 8}};
        EndgameTable narrow = new EndgameTable();
        EndgameTable wide = new EndgameTable();
        wide.widen(100);
        long narrowNodes = 0;
        long wideNodes = 0;
        int checked = 0;
        for (int[] size : sizes) {
            int rows = size[0];
            int cols = size[1];
            for (int trial = 0; trial < 60; trial++) {
                int moves = Math.max(0, (rows * cols - 13 - rnd.nextInt(12)) / 2);
                long empty = RandomDominoes.play(rows, cols, moves, rnd);
                int squares = Long.bitCount(empty);
                if (squares < 13 || squares > 24) {
                    continue;
                }
                for (boolean left : new boolean[] {true, false}) {
                    boolean wins = oracle.firstPlayerWins(new Domineering.Board(rows, cols, empty),
                            left ? Side.LEFT : Side.RIGHT);
                    for (EndgameTable endgame : new EndgameTable[] {narrow, wide}) {
                        AlphaBetaOutcomeSearch search = new AlphaBetaOutcomeSearch(new OutcomeTable(12), null,
                                org.sprague.game.Deadline.unlimited(), null);
                        DomineeringBoard board = new DomineeringBoard(rows, cols, empty, 0, left, endgame);
                        boolean found = search.solve(board);
                        if (endgame == wide) {
                            wideNodes += search.nodes();
                        } else {
                            narrowNodes += search.nodes();
                        }
                        assertEquals(wins, found, rows + "x" + cols + " " + board.text()
                                + (left ? " Left" : " Right") + " to move, wide " + (endgame == wide));
                    }
                    checked++;
                }
            }
        }
        assertTrue(checked > 300, "positions checked: " + checked);
        // the test means something only if the wide table's regions ended states the narrow one did not
        assertTrue(wideNodes < narrowNodes, "nodes with the wide table " + wideNodes + ", narrow " + narrowNodes);
    }
}
