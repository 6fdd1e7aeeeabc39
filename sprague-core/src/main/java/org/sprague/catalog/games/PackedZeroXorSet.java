package org.sprague.catalog.games;

import org.sprague.catalog.engine.PositionCodec;
import java.math.BigInteger;
import org.sprague.game.Position;
import org.sprague.search.PackedGame;

/**
 * Zero XOR (ARC131 C) when every number is at most 64: the set of numbers as a 64-bit set
 * (bit {@code v - 1} for number {@code v}), which is its own canonical form and holds any
 * count of numbers, where {@link PackedZeroXor}'s fields hold at most {@code 64 / bits}.
 * An option clears one bit; one that leaves XOR 0 leads to the finished game (0).
 */
final class PackedZeroXorSet implements PackedGame {

    /** A set of numbers as a 64-bit set: {@link org.sprague.search.engine.HashLongMemo}. */
    @Override
    public KeyShape keyShape() {
        return KeyShape.BITBOARD;
    }

    @Override
    public void options(long set, OptionSink sink) {
        int x = 0;
        for (long s = set; s != 0; s &= s - 1) {
            x ^= Long.numberOfTrailingZeros(s) + 1;
        }
        for (long s = set; s != 0; s &= s - 1) {
            int v = Long.numberOfTrailingZeros(s) + 1;
            sink.option(v == x ? 0 : set & ~(1L << (v - 1)));
        }
    }

    @Override
    public boolean streamsCanonicalParts() {
        return true;
    }

    @Override
    public String format(long set) {
        StringBuilder sb = new StringBuilder();
        for (long s = set; s != 0; s &= s - 1) {
            sb.append(sb.isEmpty() ? "" : " ").append(Long.numberOfTrailingZeros(s) + 1);
        }
        return sb.toString();
    }

    /**
     * Zero XOR's packing: layout 0 is this set (every number at most 64); otherwise the
     * sorted fields of {@link PackedZeroXor}, layout = bits per number.
     */
    static PositionCodec packing() {
        HeapPacking fields = new HeapPacking(PackedZeroXor::new, true, false, "number");
        return new PositionCodec() {
            private boolean small(Position p) {
                for (BigInteger v : p.values()) {
                    if (v.compareTo(BigInteger.valueOf(64)) > 0) {
                        return false;
                    }
                }
                return true;
            }

            @Override
            public int layout(Position p) {
                return small(p) ? 0 : fields.layout(p);
            }

            @Override
            public boolean fits(Position p, int layout) {
                return layout == 0 ? small(p) : fields.fits(p, layout);
            }

            @Override
            public String whyNot(Position p) {
                return fields.whyNot(p);
            }

            @Override
            public PackedGame game(int layout) {
                return layout == 0 ? new PackedZeroXorSet() : fields.game(layout);
            }

            @Override
            public long pack(Position p, int layout) {
                if (layout != 0) {
                    return fields.pack(p, layout);
                }
                long set = 0;
                for (BigInteger v : p.values()) {
                    set |= 1L << (v.intValue() - 1);
                }
                return set;
            }
        };
    }
}
