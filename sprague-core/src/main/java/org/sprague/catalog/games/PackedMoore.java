package org.sprague.catalog.games;

/**
 * Moore's Nim_k packed: the multiset of heaps in {@link HeapFields} (sorted, so each multiset
 * is memoized once); an option lowers each heap of a set of 1..k heaps to any smaller size.
 * The whole position is one atomic game (a move touches several heaps, so the heaps are not
 * a sum). Heap sets are enumerated in lexicographic order of indices and each set's new sizes
 * by an odometer, all in reused arrays: nothing is allocated per option.
 */
final class PackedMoore extends HeapFields {
    private final int k;
    private final int[] heaps;
    private final int[] set;
    private final int[] to;
    private final int[] next;

    PackedMoore(int k, int bits) {
        super(bits, true);
        this.k = k;
        this.heaps = new int[slots];
        this.set = new int[slots];
        this.to = new int[slots];
        this.next = new int[slots];
    }

    @Override
    public void options(long p, OptionSink sink) {
        int n = unpack(p, heaps);
        int max = Math.min(k, n);
        if (n == 0) {
            return;
        }
        int size = 1;
        set[0] = 0;
        while (true) {
            lowerAll(size, n, sink);
            // next set in lexicographic order: extend, else advance the last index, else pop
            if (size < max && set[size - 1] + 1 < n) {
                set[size] = set[size - 1] + 1;
                size++;
                continue;
            }
            while (size > 0 && set[size - 1] == n - 1) {
                size--;
            }
            if (size == 0) {
                return;
            }
            set[size - 1]++;
        }
    }

    /** Every way to lower each heap of {@code set[0..size)} to a smaller size. */
    private void lowerAll(int size, int n, OptionSink sink) {
        for (int j = 0; j < size; j++) {
            to[j] = 0;
        }
        while (true) {
            System.arraycopy(heaps, 0, next, 0, n);
            for (int j = 0; j < size; j++) {
                next[set[j]] = to[j];
            }
            sink.option(pack(next, n));
            int j = size - 1;
            while (j >= 0 && to[j] == heaps[set[j]] - 1) {
                to[j] = 0;
                j--;
            }
            if (j < 0) {
                return;
            }
            to[j]++;
        }
    }

    @Override
    public boolean streamsCanonicalParts() {
        return true;
    }
}
