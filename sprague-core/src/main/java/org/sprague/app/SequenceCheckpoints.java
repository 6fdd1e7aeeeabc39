package org.sprague.app;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import org.sprague.game.LimitExceededException;
import org.sprague.heap.GrundySequenceCalculator;
import org.sprague.heap.GrundyValues;
import org.sprague.heap.HeapCode;
import org.sprague.heap.SequenceCheckpoint;

/**
 * A sequence question with a checkpoint ({@link SequenceQuestion#checkpoint()}): resumes from
 * the file, replaces it atomically ({@link SequenceCheckpoint}: temporary file, forced, moved)
 * every {@link SequenceQuestion#checkpointEvery()} at a progress report and once at the end
 * unless the file already holds as many values, and saves it before stopping when
 * {@link SequenceQuestion#stop()} asks. One save is O(values computed).
 *
 * <p>A file that cannot be read or written comes out as an {@link UncheckedIOException} whose
 * message names what was being done; a checkpoint of another rule or a damaged one is refused by
 * {@link SequenceCheckpoint#read} (bad input).
 */
final class SequenceCheckpoints {
    private SequenceCheckpoints() {
    }

    static GrundySequenceCalculator.Result compute(SequenceQuestion q, GrundySequenceCalculator calc, HeapCode code,
            int count, org.sprague.game.Deadline deadline) {
        Path file = q.checkpoint();
        String ruleKey = code.notation();
        GrundySequenceCalculator.Start start;
        try {
            start = SequenceCheckpoint.read(file, ruleKey, count).orElse(null);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the checkpoint " + file, e);
        }
        long every = q.checkpointEvery().toNanos();
        long[] last = {System.nanoTime()};
        GrundySequenceCalculator.Listener user = q.calculatorListener();
        GrundySequenceCalculator.Listener listener = p -> {
            user.progress(p);
            boolean stop = q.stop().getAsBoolean();
            long now = System.nanoTime();
            if (stop || now - last[0] >= every) {
                last[0] = now;
                save(file, ruleKey, p.values(), p.computed(), p.rareMask(), p.domainParity());
                if (stop) {
                    throw new LimitExceededException("interrupted; " + p.computed() + " values saved in " + file
                            + ": run the same command to resume");
                }
            }
        };
        GrundySequenceCalculator.Result r = calc.compute(code, count, start, listener, deadline);
        if (start == null || start.values().length() < count) {
            // never replace a longer checkpoint by a shorter run's values
            save(file, ruleKey, r.values(), count, r.rareMask(), r.domainParity());
        }
        return r;
    }

    private static void save(Path file, String ruleKey, GrundyValues values, int computed, int mask, boolean domain) {
        try {
            SequenceCheckpoint.write(file, ruleKey, values, computed, Math.max(mask, 0), domain);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the checkpoint " + file, e);
        }
    }
}
