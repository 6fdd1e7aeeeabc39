package org.sprague.catalog.games;

import org.sprague.catalog.engine.PositionCodec;
import java.math.BigInteger;
import java.util.function.IntFunction;
import org.sprague.game.Position;
import org.sprague.search.PackedGame;

/**
 * The {@link PositionCodec} of games whose positions are lists of whole numbers in
 * {@link HeapFields}: the layout is the bits per field, the fewest that hold the largest
 * number a position can reach ({@code grows}: the total of the numbers, for stairs whose
 * coins pile up; else the largest number), with room for {@code 64 / bits} numbers; or, for
 * a multiset game that allows it, layout 0, the unary layout ({@code count + largest <= 64}
 * bits), chosen when it leaves room for more heaps than the fields do (take-and-break moves
 * add heaps).
 */
final class HeapPacking implements PositionCodec {
    private final IntFunction<HeapFields> games;
    private final boolean multiset;
    private final boolean grows;
    private final String what;
    private final boolean unaryToo;

    /**
     * @param games the packed game for a number of bits per field
     * @param multiset whether the numbers' order does not matter (zeros are dropped)
     * @param grows whether a number can grow up to the total (stairs), not only shrink
     * @param what what a number is, for {@link #whyNot} ("heap", "stair", "number")
     */
    HeapPacking(IntFunction<HeapFields> games, boolean multiset, boolean grows, String what) {
        this(games, multiset, grows, what, false);
    }

    /** @param unaryToo whether the unary layout (0) may be chosen (multisets only) */
    HeapPacking(IntFunction<HeapFields> games, boolean multiset, boolean grows, String what, boolean unaryToo) {
        this.unaryToo = unaryToo && multiset && !grows;
        this.games = games;
        this.multiset = multiset;
        this.grows = grows;
        this.what = what;
    }

    /** The largest number a position reached from {@code p} holds, or -1 past 31 bits. */
    private long reach(Position p) {
        long max = 0;
        long total = 0;
        for (int i = 0; i < p.size(); i++) {
            BigInteger v = p.get(i);
            if (v.bitLength() > 31) {
                return -1;
            }
            max = Math.max(max, v.longValue());
            total += v.longValue();
        }
        return grows ? total : max;
    }

    private int count(Position p) {
        if (!multiset) {
            return p.size();
        }
        int n = 0;
        for (BigInteger v : p.values()) {
            n += v.signum() != 0 ? 1 : 0;
        }
        return n;
    }

    @Override
    public int layout(Position p) {
        long reach = reach(p);
        if (reach < 0 || reach > Integer.MAX_VALUE) {
            return -1;
        }
        int bits = HeapFields.bitsFor(reach);
        int n = count(p);
        long fieldRoom = 64 / bits - n;
        long unaryRoom = unaryToo ? 64 - reach - n : -1;
        if (unaryRoom > fieldRoom && unaryRoom >= 0) {
            return 0;
        }
        return fieldRoom >= 0 ? bits : -1;
    }

    @Override
    public boolean fits(Position p, int bits) {
        long reach = reach(p);
        if (bits == 0) {
            return unaryToo && reach >= 0 && reach + count(p) <= 64;
        }
        return reach >= 0 && bits >= 1 && bits <= 31 && reach >> bits == 0 && count(p) <= 64 / bits;
    }

    @Override
    public String whyNot(Position p) {
        long reach = reach(p);
        if (reach < 0 || reach > Integer.MAX_VALUE) {
            return "a " + what + (grows ? " total" : "") + " past 31 bits does not fit a packed field";
        }
        int bits = HeapFields.bitsFor(reach);
        return count(p) + " " + what + "s of " + bits + " bits do not fit in 64 bits"
                + (unaryToo ? " (nor in unary: " + count(p) + " + " + reach + " bits)" : "");
    }

    @Override
    public PackedGame game(int bits) {
        return games.apply(bits);
    }

    @Override
    public long pack(Position p, int bits) {
        HeapFields g = games.apply(bits);
        int[] v = new int[Math.max(p.size(), 1)];
        for (int i = 0; i < p.size(); i++) {
            v[i] = p.get(i).intValue();
        }
        return g.pack(v, p.size());
    }
}
