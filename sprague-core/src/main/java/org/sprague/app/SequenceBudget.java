package org.sprague.app;

import java.time.Duration;
import java.util.Locale;
import org.sprague.game.Deadline;
import org.sprague.game.LimitExceededException;
import org.sprague.heap.GrundySequenceCalculator;
import org.sprague.heap.HeapCode;

/**
 * Grundy sequences of heap games within a time budget (a web request's time, moved here from
 * sprague-web's {@code HeapSequences}): the calculators poll
 * the request's {@link Deadline} at every progress report (every
 * {@value GrundySequenceCalculator#PROGRESS_INTERVAL} values), but a report can be far
 * away for codes whose cost per heap grows fast (three-heap splits cost O(n^2) a heap, a
 * repeating tail of them O(n^3)), so a run is first tried on growing prefixes.
 *
 * <p>Prefixes of 256, 512, ... values are computed from scratch, each timed; from the last
 * two times the growth exponent e of the cost (clamped to [1, 4], or to [2, 4] for runs
 * too short for two progress reports, where nothing would stop an underestimated run; 4
 * while the times are too small to tell) predicts the next prefix's time, and a run predicted to end past the
 * deadline is refused at once (422) with the figures. Once the whole run is predicted to
 * take at most half the time left, it is run directly. The final run is a single
 * computation of G(0..N), so its result (values, rare/common split) is what
 * {@code sprague grundy} computes. Cost: the prefixes add at most as much again as the
 * final run (a geometric series), usually far less.
 */
final class SequenceBudget {
    private static final int FIRST_PREFIX = 256;
    /** Times below this (nanoseconds) say too little about growth. */
    private static final long MEASURABLE_NANOS = 20_000_000L;

    private SequenceBudget() {
    }

    /**
     * G(0 .. count-1) of {@code code}, or a {@link LimitExceededException} when it cannot be
     * done in the time left: refused early by prediction, or stopped at a progress report.
     */
    static GrundySequenceCalculator.Result compute(GrundySequenceCalculator calc, String rule, HeapCode code,
            int count, Duration limit, Deadline deadline) {
        GrundySequenceCalculator.Listener check = p -> deadline.check();
        long begin = System.nanoTime();
        long budget = limit.toNanos();
        int size = Math.min(count, FIRST_PREFIX);
        int prevSize = 0;
        long prevNanos = 0;
        while (true) {
            deadline.check();
            long t0 = System.nanoTime();
            GrundySequenceCalculator.Result r = calc.compute(code, size, null, check, deadline);
            long nanos = System.nanoTime() - t0;
            if (size == count) {
                return r;
            }
            double e = 4;
            if (prevSize > 0 && prevNanos >= MEASURABLE_NANOS) {
                // below two progress reports nothing stops a run that was underestimated: assume at least n^2
                double floor = count < 2 * GrundySequenceCalculator.PROGRESS_INTERVAL ? 2 : 1;
                e = Math.log((double) nanos / prevNanos) / Math.log((double) size / prevSize);
                e = Math.max(floor, Math.min(4, e));
            }
            long left = budget - (System.nanoTime() - begin);
            double whole = nanos * Math.pow((double) count / size, e);
            if (whole <= left / 2.0) {
                size = count;
            } else {
                int next = (int) Math.min(count, 2L * size);
                double predicted = nanos * Math.pow((double) next / size, e);
                if (predicted > left) {
                    throw tooSlow(rule, code, count, size, nanos, predicted, limit);
                }
                prevSize = size;
                prevNanos = nanos;
                size = next;
            }
        }
    }

    private static LimitExceededException tooSlow(String rule, HeapCode code, int count, int size, long nanos, double predicted,
            Duration limit) {
        return new LimitExceededException(String.format(Locale.ROOT, "time limit: G(0..%d) of %s took %.0f ms and"
                + " G(0..%d) would take about %.1f s, past the server's limit of %d ms per request;"
                + " ask for fewer values, or compute G(0..%d) of %s with the command sprague grundy, which has no time limit",
                size - 1, code.notation(), nanos / 1e6, Math.min(count, 2L * size) - 1, predicted / 1e9,
                limit.toMillis(), count - 1, rule));
    }
}
