package org.sprague.catalog.games;

import org.sprague.catalog.engine.PositionCodec;
import java.math.BigInteger;
import org.sprague.search.PackedGame;

/**
 * Zero XOR (ARC131 C) when every number is at most 64: the set of numbers as a 64-bit set
 * (bit {@code v - 1} for number {@code v}), which is its own canonical form and holds any
 * count of numbers. An option clears one bit; one that leaves XOR 0 leads to the finished
 * game (0), as in {@link ZeroXorGame}.
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
     * Zero XOR's packing, one layout: this set when every number is at most 64. A position
     * with a larger number takes the object search: bit fields wide enough for it (7 bits)
     * would hold at most nine numbers ({@code 64 / 7}), at most 512 sets, where the object
     * search takes milliseconds (docs/performance-log.md, "struct15"); ten or more numbers take
     * the object search anyway.
     */
    static PositionCodec packing() {
        return new OneLayout(p -> p.values().stream().allMatch(v -> v.compareTo(BigInteger.valueOf(64)) <= 0),
                "a number past 64 does not fit the 64-bit set", PackedZeroXorSet::new, p -> {
                    long set = 0;
                    for (BigInteger v : p.values()) {
                        set |= 1L << (v.intValue() - 1);
                    }
                    return set;
                });
    }
}
