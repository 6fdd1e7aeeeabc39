package org.sprague.catalog.games;

/**
 * Zero XOR (ARC131 C) packed: the distinct numbers as a multiset in {@link HeapFields}
 * (sorted); an option deletes one number, and a deletion that leaves XOR 0 leads to the
 * finished game, the empty list (packed 0), as in {@link ZeroXorGame}.
 */
final class PackedZeroXor extends HeapFields {
    private final int[] numbers;
    private final int[] next;

    PackedZeroXor(int bits) {
        super(bits, true);
        this.numbers = new int[slots];
        this.next = new int[slots];
    }

    @Override
    public void options(long p, OptionSink sink) {
        int n = unpack(p, numbers);
        int x = 0;
        for (int i = 0; i < n; i++) {
            x ^= numbers[i];
        }
        for (int i = 0; i < n; i++) {
            if (numbers[i] == x) {
                sink.option(0); // the rest XORs to 0: the game ends
                continue;
            }
            int m = 0;
            for (int j = 0; j < n; j++) {
                if (j != i) {
                    next[m++] = numbers[j];
                }
            }
            sink.option(pack(next, m)); // still decreasing: no sort needed, pack checks the fit
        }
    }

    @Override
    public boolean streamsCanonicalParts() {
        return true;
    }
}
