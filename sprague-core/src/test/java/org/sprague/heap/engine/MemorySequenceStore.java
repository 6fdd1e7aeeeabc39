package org.sprague.heap.engine;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/** A {@link SequenceStore} in memory, for tests: blocks copied in and out, the state kept as committed. */
final class MemorySequenceStore implements SequenceStore {
    final Map<Long, char[]> blocks = new HashMap<>();
    State state;
    int commits;
    int reads;

    @Override
    public Optional<State> load() {
        return Optional.ofNullable(state);
    }

    @Override
    public synchronized char[] readBlock(long index, int count) {
        reads++;
        char[] b = blocks.get(index);
        if (b == null || b.length < count) {
            throw new IllegalStateException("block " + index + " missing or short");
        }
        return Arrays.copyOf(b, count);
    }

    @Override
    public synchronized void writeBlock(long index, char[] values, int from, int count) {
        blocks.put(index, Arrays.copyOfRange(values, from, from + count));
    }

    @Override
    public void commit(State s) {
        state = s;
        commits++;
    }

    @Override
    public void close() {
    }

    /** G(0 .. state.computed - 1) as ints. */
    int[] values() {
        int[] out = new int[(int) state.computed()];
        int b = state.blockValues();
        for (int x = 0; x < out.length; x++) {
            out[x] = blocks.get((long) (x / b))[x % b];
        }
        return out;
    }

    /** A copy of what a crash at the last commit leaves: the committed state and every block written so far. */
    MemorySequenceStore crashCopy() {
        MemorySequenceStore c = new MemorySequenceStore();
        blocks.forEach((k, v) -> c.blocks.put(k, v.clone()));
        c.state = state;
        return c;
    }
}
