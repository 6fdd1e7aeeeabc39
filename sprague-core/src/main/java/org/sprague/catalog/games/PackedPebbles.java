package org.sprague.catalog.games;

import static org.sprague.partizan.MemoizedPartizanOutcomeSolver.RIGHT_TO_MOVE;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.stream.Collectors;
import org.sprague.catalog.engine.PositionCodec;
import org.sprague.game.Position;
import org.sprague.game.LimitExceededException;
import org.sprague.search.PackedGame;

/**
 * Piles of Pebbles ({@link PebblesGame}) on packed positions: the heaps as a sorted multiset
 * in bit fields of the low 63 bits (field {@code i} in bits {@code [i b, (i + 1) b)}, heaps
 * decreasing, empty fields last; the layout is {@code b}, the fewest bits that hold the
 * largest heap, so {@code 63 / b} heaps fit). The search's positions are (position, side to
 * move) states, bit 63 set when Right is to move
 * ({@link org.sprague.partizan.MemoizedPartizanOutcomeSolver#RIGHT_TO_MOVE}): a state's
 * options are the moving side's options with the other side to move. Heaps below
 * {@code min(X, Y)} are dropped from the canonical form: neither player can ever take from
 * them, so they change no option. Heaps only shrink and never multiply, so every position
 * reached from a root fits the root's layout.
 *
 * <p>Options without materialising the {@code 2^n - 1} heap sets: heaps of equal size are
 * interchangeable, so a move is a vector {@code (k_1, ..., k_d)} over the distinct eligible
 * sizes {@code v_1 > ... > v_d >= take}, {@code 0 <= k_i <= m_i} heaps of size {@code v_i}
 * lowered by {@code take}, not all zero. Different vectors give different multisets (the
 * count of size {@code w} after the move is {@code m_w - k_w + k_{w+take}}; equal counts force
 * equal vectors from the largest size down), so an odometer over the vectors streams each
 * distinct option once: {@code prod (m_i + 1) - 1} options, {@code O(n)} work each, nothing
 * allocated. Source: AtCoder ARC143 C.
 *
 * <p>Measured (docs/performance-log.md, "Pebbles on packed positions", CPU with JVM start): the
 * search of {@code pebbles:2,3 14 15 16 17} 1.87 s on objects against 0.23 s,
 * of {@code 3,2 10 11 12 13 14 15} not done in 150 s (20.6 s CPU, 4 GB) against 0.24 s; sorted
 * multisets without the dead heaps store fewer states than the ordered object positions
 * (tested), and equal heaps cost one option per count taken, not one per subset.
 */
final class PackedPebbles implements PackedGame {
    /** The bits a packed position may use (bit 63 is the side to move). */
    static final int POSITION_BITS = 63;

    private final long x;
    private final long y;
    private final long dead; // heaps below min(X, Y) never move
    private final int bits;
    private final int slots;
    private final long fieldMask;
    private final int[] heaps;
    private final int[] values;
    private final int[] counts;
    private final int[] taken;
    private final int[] next;
    private final int[] scratch;

    /**
     * @param x Left's removal (a long: a removal past 31 bits is one no heap allows)
     * @param y Right's removal
     * @param bits bits per heap, 1 to 31
     */
    PackedPebbles(long x, long y, int bits) {
        if (bits < 1 || bits > 31) {
            throw new IllegalArgumentException("bits per heap must be 1..31, got " + bits);
        }
        this.x = x;
        this.y = y;
        this.dead = Math.min(x, y);
        this.bits = bits;
        this.slots = POSITION_BITS / bits;
        this.fieldMask = (1L << bits) - 1;
        this.heaps = new int[slots];
        this.values = new int[slots];
        this.counts = new int[slots];
        this.taken = new int[slots];
        this.next = new int[slots];
        this.scratch = new int[slots];
    }

    /** The most distinct options of one move listed: as many as the object moves of {@link PebblesGame#MAX_MOVE_HEAPS} heaps. */
    static final long MAX_OPTIONS = (1L << PebblesGame.MAX_MOVE_HEAPS) - 1;

    @Override
    public void options(long state, OptionSink sink) {
        long take = state < 0 ? y : x;
        long nextSide = state < 0 ? 0 : RIGHT_TO_MOVE; // the other side moves next
        int n = unpack(state, heaps);
        int d = 0; // distinct sizes that hold at least take (a prefix: heaps decrease)
        long options = 1;
        for (int i = 0; i < n && heaps[i] >= take; i++) {
            if (d > 0 && values[d - 1] == heaps[i]) {
                counts[d - 1]++;
            } else {
                values[d] = heaps[i];
                counts[d] = 1;
                d++;
            }
        }
        if (d == 0) {
            return;
        }
        for (int g = 0; g < d; g++) {
            options *= counts[g] + 1;
            if (options - 1 > MAX_OPTIONS) {
                throw new LimitExceededException("pebbles: a position has more than " + MAX_OPTIONS
                        + " different moves for one player (heaps " + heaps(state) + "); a search can list"
                        + " at most that many");
            }
        }
        int eligible = 0;
        for (int g = 0; g < d; g++) {
            eligible += counts[g];
            taken[g] = 0;
        }
        int t = (int) take; // d > 0: some heap of at most 31 bits holds take
        while (true) {
            int g = 0; // odometer: the next vector of heaps taken per size
            while (g < d && taken[g] == counts[g]) {
                taken[g] = 0;
                g++;
            }
            if (g == d) {
                return;
            }
            taken[g]++;
            int m = 0;
            for (int h = 0; h < d; h++) {
                for (int k = taken[h]; k < counts[h]; k++) {
                    next[m++] = values[h];
                }
                for (int k = 0; k < taken[h]; k++) {
                    next[m++] = values[h] - t;
                }
            }
            for (int i = eligible; i < n; i++) {
                next[m++] = heaps[i];
            }
            sink.option(pack(next, m) | nextSide);
        }
    }

    @Override
    public boolean streamsCanonicalParts() {
        return true; // pack sorts and drops dead heaps; options carry the side bit
    }

    @Override
    public long canonical(long state) {
        return pack(scratch, unpack(state, scratch)) | (state & RIGHT_TO_MOVE);
    }

    /** The heaps of {@code p} (decreasing, non-empty); their count. The fields end below bit 63, the side to move. */
    private int unpack(long p, int[] out) {
        int n = 0;
        while (n < slots) {
            int v = (int) (p >>> (n * bits) & fieldMask);
            if (v == 0) {
                break;
            }
            out[n++] = v;
        }
        return n;
    }

    /**
     * The first {@code n} heaps of {@code v} packed canonically: dead heaps dropped, the rest
     * sorted decreasing (insertion sort, in place: an option's heaps are nearly sorted already).
     */
    private long pack(int[] v, int n) {
        int live = 0;
        for (int i = 0; i < n; i++) {
            if (v[i] >= dead) {
                HeapFields.insertDecreasing(v, live, v[i]);
                live++;
            }
        }
        long p = 0;
        for (int i = 0; i < live; i++) {
            p |= (long) v[i] << (i * bits);
        }
        return p;
    }

    @Override
    public String format(long state) {
        return heaps(state) + (state < 0 ? " (Right to move)" : " (Left to move)");
    }

    private String heaps(long p) {
        return Arrays.stream(scratch, 0, unpack(p, scratch)).mapToObj(Integer::toString).collect(Collectors.joining(" "));
    }

    /**
     * The layouts of a Pebbles game: bits per heap, chosen by the largest heap that can move;
     * {@link #pack} gives the state with Left to move. {@link PebblesGame} extends it, so the
     * game declares this codec without delegating to it.
     */
    static class Layouts implements PositionCodec {
        final BigInteger x;
        final BigInteger y;
        private final BigInteger dead;

        Layouts(BigInteger x, BigInteger y) {
            this.x = x;
            this.y = y;
            this.dead = x.min(y);
        }

        /** The live heaps' count and largest size (-1 past 31 bits). */
        private long[] live(Position p) {
            long count = 0;
            long max = 0;
            for (BigInteger a : p.values()) {
                if (a.compareTo(dead) < 0) {
                    continue;
                }
                if (a.bitLength() > 31) {
                    return new long[] {count, -1};
                }
                count++;
                max = Math.max(max, a.longValue());
            }
            return new long[] {count, max};
        }

        @Override
        public int layout(Position p) {
            long[] l = live(p);
            if (l[1] < 0) {
                return -1;
            }
            int bits = HeapFields.bitsFor(l[1]);
            return l[0] <= POSITION_BITS / bits ? bits : -1;
        }

        @Override
        public boolean fits(Position p, int layout) {
            long[] l = live(p);
            return l[1] >= 0 && layout >= 1 && layout <= 31 && l[1] >> layout == 0 && l[0] <= POSITION_BITS / layout;
        }

        @Override
        public String whyNot(Position p) {
            long[] l = live(p);
            if (l[1] < 0) {
                return "a heap past 31 bits does not fit a packed field";
            }
            int bits = HeapFields.bitsFor(l[1]);
            return l[0] + " heaps of " + bits + " bits do not fit in 63 bits (the 64th holds the side to move)";
        }

        @Override
        public PackedGame game(int layout) {
            return new PackedPebbles(removal(x), removal(y), layout);
        }

        /** A removal as a long: past 31 bits it exceeds every packed heap, which is all that matters. */
        private static long removal(BigInteger r) {
            return r.bitLength() > 31 ? 1L << 31 : r.longValue();
        }

        @Override
        public long pack(Position p, int layout) {
            PackedPebbles g = new PackedPebbles(removal(x), removal(y), layout);
            int[] v = new int[Math.max(1, p.size())];
            int n = 0;
            for (BigInteger a : p.values()) {
                if (a.compareTo(dead) >= 0) {
                    v[n++] = a.intValue();
                }
            }
            return g.pack(v, n);
        }
    }
}
