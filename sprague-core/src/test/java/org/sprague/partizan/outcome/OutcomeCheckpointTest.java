package org.sprague.partizan.outcome;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.game.Deadline;

/** The checkpoint's proven states: recorded during a search, written, read back, and worth their nodes on resume. */
class OutcomeCheckpointTest {
    private static final String POSITION = "domineering 7x7";

    /** A stop the test controls: thrown from the search's tick (every 1024 nodes) once {@code ticks} have passed. */
    private static final class StopAfter implements Runnable {
        private int ticks;

        StopAfter(int ticks) {
            this.ticks = ticks;
        }

        @Override
        public void run() {
            if (--ticks < 0) {
                throw new AlphaBetaOutcomeSearch.Stopped();
            }
        }
    }

    private static DomineeringBoard board() {
        return DomineeringOutcome.board(DomineeringOutcome.full(7, 7), true, new EndgameTable());
    }

    @Test
    void aSearchStoppedHalfwayResumesFromItsProvenStatesWithTheSameAnswerAndFewerNodes(@TempDir Path dir) {
        AlphaBetaOutcomeSearch fresh = new AlphaBetaOutcomeSearch(new OutcomeTable(14), null, Deadline.unlimited(), null);
        boolean answer = fresh.solve(board());
        long freshNodes = fresh.nodes();

        Path file = dir.resolve("7x7.checkpoint");
        OutcomeCheckpoint cp = OutcomeCheckpoint.open(file, POSITION);
        AlphaBetaOutcomeSearch stopped = new AlphaBetaOutcomeSearch(new OutcomeTable(14), null, Deadline.unlimited(),
                new StopAfter((int) (freshNodes / 1024 / 2)));
        stopped.reportProven(cp::addProven, 64);
        assertThrows(AlphaBetaOutcomeSearch.Stopped.class, () -> stopped.solve(board()));
        assertTrue(cp.provenCount() > 0, "nothing was recorded: the resume below would prove nothing");
        cp.save();

        OutcomeCheckpoint read = OutcomeCheckpoint.open(file, POSITION);
        assertEquals(cp.provenCount(), read.provenCount());
        OutcomeTable table = new OutcomeTable(14);
        read.loadProven(table);
        AlphaBetaOutcomeSearch resumed = new AlphaBetaOutcomeSearch(table, null, Deadline.unlimited(), null);
        assertEquals(answer, resumed.solve(board()));
        assertTrue(resumed.nodes() < freshNodes - stopped.nodes() / 2,
                "resumed " + resumed.nodes() + " nodes, fresh " + freshNodes + ", before the stop " + stopped.nodes());
    }

    @Test
    void aProvenLineWithAnImpossibleWordIsRefused(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("c");
        OutcomeCheckpoint cp = OutcomeCheckpoint.open(file, POSITION);
        cp.addProven(1, 2, 3, true, 1000);
        cp.save();
        String text = java.nio.file.Files.readString(file);
        String bad = text.substring(0, text.indexOf("crc ")).replace("proven 1 2 ", "proven 1 2 8");
        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
        crc.update(bad.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        java.nio.file.Files.writeString(file, bad + "crc " + Long.toHexString(crc.getValue()) + "\n");
        assertThrows(org.sprague.game.InvalidInputException.class, () -> OutcomeCheckpoint.open(file, POSITION));
    }
}
