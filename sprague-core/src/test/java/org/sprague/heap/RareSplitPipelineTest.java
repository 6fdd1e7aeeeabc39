package org.sprague.heap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;
import org.sprague.game.Deadline;

/**
 * The two-thread pipeline's hand-over when the helper is late (a loaded machine): the
 * computing thread marks the heaps the helper has not claimed, the helper jumps past them,
 * and the values are the one-thread values.
 */
class RareSplitPipelineTest {

    /**
     * Runs each task on a new thread after {@code delayNanos}: the computing thread starts
     * every range alone and the helper joins it mid-range, after the computing thread has
     * claimed the first heaps itself.
     */
    private static final class LateHelper extends AbstractExecutorService {
        private final long delayNanos;
        private volatile boolean shut;

        LateHelper(long delayNanos) {
            this.delayNanos = delayNanos;
        }

        @Override
        public void execute(Runnable task) {
            Thread t = new Thread(() -> {
                LockSupport.parkNanos(delayNanos);
                task.run();
            });
            t.setDaemon(true);
            t.start();
        }

        @Override
        public void shutdown() {
            shut = true;
        }

        @Override
        public List<Runnable> shutdownNow() {
            shut = true;
            return List.of();
        }

        @Override
        public boolean isShutdown() {
            return shut;
        }

        @Override
        public boolean isTerminated() {
            return shut;
        }

        @Override
        public boolean awaitTermination(long timeout, TimeUnit unit) {
            return true;
        }
    }

    private static GrundySequenceCalculator.Result twoThreads(HeapCode code, int count, long helperDelayNanos) {
        return new SparseRun(code, count, null, -1, false, 2, Deadline.unlimited())
                .withHelper(new LateHelper(helperDelayNanos)).run(GrundySequenceCalculator.Listener.NONE);
    }

    @Test
    void aLateHelperLeavesItsHeapsToTheComputingThreadWithTheSameValues() {
        // Grundy's game (unequal splits) and 0.6 (a heap left; two threads while its values are bytes)
        for (HeapCode code : List.of(SparseSpaceCalculatorTest.GRUNDY, SparseSpaceCalculatorTest.OFFICERS)) {
            int count = 30_000;
            GrundySequenceCalculator.Result one = new SparseSpaceCalculator().compute(code, count);
            for (long delay : new long[] {0, 200_000, 2_000_000}) {
                GrundySequenceCalculator.Result two = twoThreads(code, count, delay);
                assertArrayEquals(one.values().toIntArray(), two.values().toIntArray(), code.notation() + " " + delay);
                assertEquals(one.rareCount(), two.rareCount(), code.notation());
            }
        }
    }
}
