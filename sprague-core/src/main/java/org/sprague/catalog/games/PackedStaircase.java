package org.sprague.catalog.games;

/**
 * Staircase Nim packed: stair {@code i}'s coins in field {@code i} of {@link HeapFields} (an
 * array layout: the order matters), with room for the total coins in every field, since
 * coins pile up as they move down. An option moves {@code 1..c_i} coins from stair
 * {@code i >= 1} to stair {@code i - 1}: two field updates, no unpacking. Coins on stair 0
 * never move again, so the canonical form empties stair 0 (positions that differ only there
 * share one memo entry).
 */
final class PackedStaircase extends HeapFields {

    PackedStaircase(int bits) {
        super(bits, false);
    }

    @Override
    public void options(long p, OptionSink sink) {
        for (int i = 1; i < slots; i++) {
            int c = field(p, i);
            long up = 1L << (i * bits);
            long down = 1L << ((i - 1) * bits);
            long q = p;
            for (int k = 1; k <= c; k++) {
                q = q - up + down;
                sink.option(canonical(q));
            }
        }
    }

    @Override
    public long canonical(long p) {
        return p & ~fieldMask;
    }

    @Override
    public boolean streamsCanonicalParts() {
        return true;
    }
}
