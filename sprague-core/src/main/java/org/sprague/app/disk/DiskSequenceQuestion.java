package org.sprague.app.disk;

import org.sprague.game.Deadline;
import org.sprague.heap.engine.DiskSparseCalculator;
import org.sprague.heap.engine.SequenceStore;

/**
 * A heap game's Grundy values on disk ({@link DiskSequenceAnswer#of}): G(0..to) by the sparse
 * method, stored in and resumed from a store the caller opened (sprague-db's zstd store of a
 * directory: the core opens no file), committed at every checkpoint its listener asks for.
 *
 * @param rule the rule as written ({@code 0.007}, {@code grundys-game}): a finite code without
 *     three-heap splits
 * @param to the last heap: G(0..to)
 * @param settings the calculator's threads and memory windows
 * @param store the store of the values, opened by the caller, who closes it after the call
 * @param storeName the store's name as the answer reports it (the directory)
 * @param deadline when to stop (the values computed are committed first)
 * @param listener told between batches; answers whether to go on, commit a checkpoint or stop
 */
public record DiskSequenceQuestion(String rule, long to, DiskSparseCalculator.Settings settings, SequenceStore store,
        String storeName, Deadline deadline, DiskSparseCalculator.Listener listener) {

    public DiskSequenceQuestion {
        if (rule == null || settings == null || store == null) {
            throw new IllegalArgumentException("a sequence on disk needs a rule, settings and a store");
        }
        if (to < 0) {
            throw new org.sprague.game.InvalidInputException("${to} " + to + " must be >= 0");
        }
        deadline = deadline == null ? Deadline.unlimited() : deadline;
        listener = listener == null ? DiskSparseCalculator.Listener.NONE : listener;
    }
}
