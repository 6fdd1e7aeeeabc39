package org.sprague.partizan.outcome;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.game.Deadline;
import org.sprague.game.InvalidInputException;
import org.sprague.game.Outcome;
import org.sprague.game.TimeLimitException;
import org.sprague.partizan.MemoizedPartizanOutcomeSolver;
import org.sprague.partizan.PartizanOutcomeAlgorithm.Side;
import org.sprague.partizan.games.Domineering;

/** The outcome table of rectangular Domineering against independent searches, and checkpoints. */
class DomineeringTableTest {

    /** Plain memoized minimax on the catalogue's Domineering (no bounds, no regions, no bit boards). */
    private static Outcome oracle(int rows, int cols) {
        MemoizedPartizanOutcomeSolver<Domineering.Board> s = new MemoizedPartizanOutcomeSolver<>(new Domineering(),
                50_000_000);
        Domineering.Board b = new Domineering.Board(rows, cols, (rows * cols == 64 ? -1L : (1L << (rows * cols)) - 1));
        boolean l = s.firstPlayerWins(b, Side.LEFT);
        boolean r = s.firstPlayerWins(b, Side.RIGHT);
        return l && r ? Outcome.N : l ? Outcome.L : r ? Outcome.R : Outcome.P;
    }

    @Test
    void everyRectangleUpToFourByFiveAgreesWithPlainMinimax() {
        Outcome[][] t = PartizanOutcomeSearch.domineeringTable(4, 5, 1, Deadline.unlimited());
        for (int r = 1; r <= 4; r++) {
            for (int c = 1; c <= 5; c++) {
                assertEquals(oracle(r, c), t[r - 1][c - 1], r + "x" + c);
            }
        }
    }

    @Test
    void knownBoards() {
        // 5x5 is a second-player win (its value is 0), 6x6 a first-player win (Breuker, Uiterwijk,
        // van den Herik 2000), 2x2 is +-1, 1xn Right's
        Outcome[][] t = PartizanOutcomeSearch.domineeringTable(6, 6, 2, Deadline.unlimited());
        assertEquals(Outcome.N, t[1][1]);
        assertEquals(Outcome.P, t[4][4]);
        assertEquals(Outcome.N, t[5][5]);
        assertEquals(Outcome.R, t[0][3]);
        assertEquals(Outcome.L, t[3][0]);
        for (int r = 0; r < 6; r++) {
            for (int c = 0; c < 6; c++) {
                // transposing swaps the players
                Outcome mirrored = switch (t[c][r]) {
                    case L -> Outcome.R;
                    case R -> Outcome.L;
                    default -> t[c][r];
                };
                assertEquals(mirrored, t[r][c], (r + 1) + "x" + (c + 1));
            }
        }
    }

    @Test
    @Tag("slow")
    void everyRectangleUpToFiveBySixAgreesWithPlainMinimaxAndUpToEightByEightWithTheSearchWithoutKnowledge() {
        Outcome[][] t = PartizanOutcomeSearch.domineeringTable(8, 8, 2, Deadline.unlimited());
        for (int r = 1; r <= 8; r++) {
            for (int c = 1; c <= 8; c++) {
                if (r * c <= 30) {
                    assertEquals(oracle(r, c), t[r - 1][c - 1], r + "x" + c);
                } else {
                    assertEquals(bare(r, c), t[r - 1][c - 1], r + "x" + c);
                }
            }
        }
        assertEquals(Outcome.N, t[7][7]); // Breuker, Uiterwijk, van den Herik 2000
    }

    /** The alpha-beta search without the endgame table or the root split: another path to the answer. */
    private static Outcome bare(int rows, int cols) {
        DomineeringOutcome.Shape s = DomineeringOutcome.full(rows, cols);
        boolean[] w = new boolean[2];
        for (int side = 0; side < 2; side++) {
            OutcomeTable table = new OutcomeTable(PartizanOutcomeSearch.tableBits(rows * cols));
            w[side] = new AlphaBetaOutcomeSearch(table, null, org.sprague.game.Deadline.unlimited(), null).solve(
                    DomineeringOutcome.board(s, side == 0, null));
        }
        return w[0] && w[1] ? Outcome.N : w[0] ? Outcome.L : w[1] ? Outcome.R : Outcome.P;
    }

    // 7x7 (15,164 nodes) from 5 ms: 6x7 (6,753 nodes since the scan of AlphaBetaOutcomeSearch) could
    // finish within the first deadline in a warm JVM, and the test would prove nothing
    @Test
    void aStoppedRunResumesFromItsCheckpointWithTheSameAnswer(@TempDir Path dir) {
        PartizanOutcomeSearch.Report fresh = PartizanOutcomeSearch.solve(java.util.List.of("domineering", "7x7"),
                PartizanOutcomeSearch.Options.defaults());
        Path cp = dir.resolve("7x7.checkpoint");
        PartizanOutcomeSearch.Options withCp = new PartizanOutcomeSearch.Options(2, cp, 0, null, 10_000_000);
        int stops = 0;
        PartizanOutcomeSearch.Report resumed = null;
        for (long ms = 5; resumed == null; ms *= 2) {
            long limit = ms;
            try {
                resumed = PartizanOutcomeSearch.solve(java.util.List.of("domineering", "7x7"), new PartizanOutcomeSearch.Options(
                        2, cp, 0, null, 10_000_000, org.sprague.game.Deadline.after(Duration.ofMillis(limit))));
            } catch (TimeLimitException e) {
                stops++;
                assertEquals(true, Files.exists(cp));
            }
        }
        assertEquals(true, stops > 0, "the run was never stopped: the test proves nothing");
        assertEquals(fresh.outcome(), resumed.outcome());
        assertEquals(fresh.leftWinningMove(), resumed.leftWinningMove());
        assertEquals(fresh.rightWinningMove(), resumed.rightWinningMove());
        // a finished checkpoint answers at once
        PartizanOutcomeSearch.Report again = PartizanOutcomeSearch.solve(java.util.List.of("domineering", "7x7"),
                withCp);
        assertEquals(fresh.leftWinningMove(), again.leftWinningMove());
    }

    @Test
    void aDamagedOrForeignCheckpointIsRefused(@TempDir Path dir) throws Exception {
        Path cp = dir.resolve("c");
        PartizanOutcomeSearch.Options o = new PartizanOutcomeSearch.Options(1, cp, 60, null, 1000);
        PartizanOutcomeSearch.solve(java.util.List.of("domineering", "3x4"), o);
        String text = Files.readString(cp);
        Files.writeString(cp, text.replace(" lost ", " lost 1").replace("0 nodes", "0 nodes 7"));
        org.junit.jupiter.api.Assertions.assertThrows(InvalidInputException.class,
                () -> PartizanOutcomeSearch.solve(java.util.List.of("domineering", "3x4"), o));
        Files.writeString(cp, text);
        InvalidInputException e = org.junit.jupiter.api.Assertions.assertThrows(InvalidInputException.class,
                () -> PartizanOutcomeSearch.solve(java.util.List.of("domineering", "4x3"), o));
        assertEquals(true, e.getMessage().contains("is for domineering 3x4"), e.getMessage());
    }
}
