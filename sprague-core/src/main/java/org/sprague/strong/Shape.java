package org.sprague.strong;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;
import org.sprague.game.InvalidInputException;

/**
 * The shape of a board game's positions, declared in a few lines by a {@link StrongGame}
 * (a catalogue game or a user's game file) through {@link StrongGame#shape()}: a board of
 * {@code cells} cells, each empty or holding one of {@code P} kinds of piece (so {@code k = P + 1}
 * states a cell), the position's code holding each kind's cells as a bitboard (a plane: bit
 * {@code offset + cell}), and optional flag bits (the player to move) that no move of a piece
 * touches. From that the library derives everything the tier solver needs:
 * <ul>
 * <li>the tiers: one per vector of piece counts {@code (c1, ..., cP)} with
 * {@code c1 + ... + cP <= cells} (optionally only those a predicate keeps), numbered in
 * lexicographic order of the vector ({@code c1} slowest), and a position's tier from the
 * popcounts of its planes;</li>
 * <li>each tier's child tiers: by default the tiers with one more piece of one kind (placement
 * games: a move adds at most one piece), or what the game declares;</li>
 * <li>a dense rank inside a tier, the multinomial rank of a board of {@code k}-state cells
 * (a combinatorial number system): with {@code occ} the occupied cells and {@code n = |occ|},
 * {@code colex(occ)}, then for each kind but the last the colex rank of its cells among the
 * cells still unassigned, as mixed-radix digits of radices {@code C(n, c1)},
 * {@code C(n - c1, c2)}, ..., then the flag bits as the lowest bits; {@code colex} of cells
 * {@code a1 < a2 < ...} is {@code sum C(ai, i)} (Knuth, TAOCP 7.2.1.3). A tier holds
 * {@code C(cells, n) * n! / (c1! ... cP!) * 2^flags} ranks, every board with those counts.
 * A symmetric shape of two kinds is ranked <em>piece-major</em> instead ({@code Tables#rankPieceMajor}:
 * the kind with the higher plane first, as GamesmanOne's two-piece hash; its databases are a
 * third smaller), the order above being its {@link #formerRanking}, which databases written
 * before record format 4 are read in.
 * Rank and unrank cost {@code O(P * cells / 8)} table look-ups: the colex sums come from
 * per-byte tables and each kind's cells are gathered with {@link Long#compress};</li>
 * <li>symmetry, when the game declares its symmetries as permutations of the cells (e.g.
 * {@link #squareSymmetries}): the representative of a position is the least code among its
 * images (found with per-byte permutation tables, the plane with the highest offset compared
 * first), and the ranking is {@link StrongGame.Ranking#symmetric}.</li>
 * </ul>
 *
 * <p>Quixo on 4x4 (X's cells in bits 0-15, O's in bits 32-47, bit 31 set when O moves, the 8
 * symmetries of the square): {@code Shape.cells(16).pieces(0, 32).flags(1L << 31)
 * .symmetries(Shape.squareSymmetries(4))}; the catalogue's {@code quixo:N} is ranked by exactly
 * this. Immutable; the tables are built on first use and then shared by every thread.
 */
public final class Shape {
    private static final int MAX_TIER_VECTORS = 1 << 22;

    private final Spec spec;
    /**
     * Built on first use; not volatile (read on every rank and tier): a racy read sees null (and
     * builds the same tables again) or tables whose fields are all final, so fully built.
     */
    private Tables tables;

    private Shape(Spec spec) {
        this.spec = spec;
    }

    /** What a shape is declared with (the tables are derived from it): the builder methods' arguments, checked. */
    private record Spec(int cells, int[] offsets, long flagMask, int[][] symmetries, Predicate<int[]> keep,
            Function<int[], int[][]> childCounts) {
    }

    /** A board of {@code cells} cells (1 to 64); one kind of piece in bits {@code 0..cells-1} until {@link #pieces} says otherwise. */
    public static Shape cells(int cells) {
        if (cells < 1 || cells > 64) {
            throw new InvalidInputException("shape: a board has 1 to 64 cells, not " + cells);
        }
        return new Shape(new Spec(cells, new int[] {0}, 0, new int[0][], null, null));
    }

    /**
     * The kinds of piece, one per offset: kind {@code i}'s cells are bits
     * {@code offsets[i] .. offsets[i] + cells - 1} of the code. The planes may not overlap.
     */
    public Shape pieces(int... offsets) {
        if (offsets.length == 0) {
            throw new InvalidInputException("shape: at least one kind of piece");
        }
        long used = 0;
        for (int off : offsets) {
            if (off < 0 || off + spec.cells > 64) {
                throw new InvalidInputException("shape: a plane of " + spec.cells + " cells at bit " + off + " does not fit in 64 bits");
            }
            long plane = planeMask(spec.cells) << off;
            if ((used & plane) != 0) {
                throw new InvalidInputException("shape: the plane at bit " + off + " overlaps another one");
            }
            used |= plane;
        }
        return new Shape(new Spec(spec.cells, offsets.clone(), spec.flagMask, spec.symmetries, spec.keep, spec.childCounts))
                .checkFlags();
    }

    /** Bits of the code that are not cells (the player to move): ranked as the lowest bits, kept by symmetries. */
    public Shape flags(long mask) {
        return new Shape(new Spec(spec.cells, spec.offsets, mask, spec.symmetries, spec.keep, spec.childCounts)).checkFlags();
    }

    /**
     * The game's symmetries, each a permutation of the cells ({@code perm[cell]} is the cell it
     * goes to); the identity may be listed or not. Every image of a position must have its value.
     */
    public Shape symmetries(int[]... perms) {
        List<int[]> kept = new ArrayList<>();
        for (int[] p : perms) {
            if (p.length != spec.cells) {
                throw new InvalidInputException("shape: a symmetry permutes " + spec.cells + " cells, not " + p.length);
            }
            boolean[] hit = new boolean[spec.cells];
            boolean identity = true;
            for (int c = 0; c < spec.cells; c++) {
                if (p[c] < 0 || p[c] >= spec.cells || hit[p[c]]) {
                    throw new InvalidInputException("shape: symmetry " + Arrays.toString(p) + " is not a permutation of the cells");
                }
                hit[p[c]] = true;
                identity &= p[c] == c;
            }
            if (!identity) {
                kept.add(p.clone());
            }
        }
        return new Shape(new Spec(spec.cells, spec.offsets, spec.flagMask, kept.toArray(new int[0][]), spec.keep,
                spec.childCounts));
    }

    /** Only the count vectors {@code keep} accepts are tiers (tic-tac-toe: X has as many pieces as O, or one more). */
    public Shape tiers(Predicate<int[]> keep) {
        return new Shape(new Spec(spec.cells, spec.offsets, spec.flagMask, spec.symmetries, keep, spec.childCounts));
    }

    /**
     * The count vectors a move from a tier with counts {@code counts} can reach, other than the
     * tier itself (vectors that are no tier are ignored). By default one more piece of any kind.
     */
    public Shape childTiers(Function<int[], int[][]> childCounts) {
        return new Shape(new Spec(spec.cells, spec.offsets, spec.flagMask, spec.symmetries, spec.keep, childCounts));
    }

    /** The 8 rotations and reflections of an {@code n x n} board whose cell {@code row * n + col} has row 0 at the top. */
    public static int[][] squareSymmetries(int n) {
        int[][] perms = new int[8][n * n];
        int m = n - 1;
        for (int s = 0; s < 8; s++) {
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    int to = switch (s) {
                        case 0 -> r * n + c;
                        case 1 -> c * n + m - r;
                        case 2 -> (m - r) * n + m - c;
                        case 3 -> (m - c) * n + r;
                        case 4 -> r * n + m - c;
                        case 5 -> (m - r) * n + c;
                        case 6 -> c * n + r;
                        default -> (m - c) * n + m - r;
                    };
                    perms[s][r * n + c] = to;
                }
            }
        }
        return perms;
    }

    private Shape checkFlags() {
        long planes = 0;
        for (int off : spec.offsets) {
            planes |= planeMask(spec.cells) << off;
        }
        if ((planes & spec.flagMask) != 0) {
            throw new InvalidInputException("shape: the flag bits overlap a plane of cells");
        }
        return this;
    }

    private static long planeMask(int cells) {
        return cells == 64 ? -1L : (1L << cells) - 1;
    }

    private Tables tables() {
        Tables t = tables;
        if (t == null) {
            t = new Tables(spec);
            tables = t;
        }
        return t;
    }

    /** The tier of {@code position}: its vector of piece counts. */
    public int tier(long position) {
        return tables().tier(position);
    }

    /** The representative of {@code position}: the least code among its images under the symmetries (itself without any). */
    public long canonical(long position) {
        return spec.symmetries.length == 0 ? position : tables().canonical(position);
    }

    /** The ranking derived from the shape (symmetric when symmetries are declared). */
    public StrongGame.Ranking ranking() {
        return tables().ranking;
    }

    /**
     * The ranking of databases written before record format 4: the
     * {@code colex(occupied)} order for every shape. The same as {@link #ranking} except for a
     * symmetric shape of two kinds, whose ranks are now in the piece-major order (class comment).
     */
    public StrongGame.Ranking formerRanking() {
        return tables().former;
    }

    /**
     * Which of ranks {@code from..from+count-1} of tier {@code tier} in {@code ranking} (this
     * shape's {@link #ranking} or {@link #formerRanking}) hold a position that is the
     * representative of its class ({@link #canonical} of it is itself): bit {@code i % 64} of word
     * {@code i / 64}. What a reader of a symmetric database recomputes for each block it reads.
     * The same as testing {@code canonical(unrank(r)) == r} rank by rank, in about a third of the
     * time: the flag bits (the lowest of a rank) play no part in it, so each board is unranked and
     * tested once, and the test stops at the first image below the board (most boards are not
     * representatives).
     *
     * @throws IllegalArgumentException when {@code ranking} is not this shape's
     */
    public long[] representatives(StrongGame.Ranking ranking, int tier, long from, int count) {
        Tables t = tables();
        if (ranking != t.ranking && ranking != t.former) {
            throw new IllegalArgumentException("not a ranking of this shape");
        }
        long[] mask = new long[(count + 63) >>> 6];
        int flags = t.flagBits;
        long end = from + count;
        for (long board = from >>> flags; board << flags < end; board++) {
            if (!t.isCanonical(ranking.unrank(tier, board << flags))) {
                continue;
            }
            for (long r = Math.max(from, board << flags), last = Math.min(end, board + 1 << flags); r < last; r++) {
                int i = (int) (r - from);
                mask[i >>> 6] |= 1L << i;
            }
        }
        return mask;
    }

    /** The piece counts of tier {@code tier} (a copy). */
    public int[] counts(int tier) {
        return tables().tierCounts[tier].clone();
    }

    /** The derived tables, built once. */
    private static final class Tables {
        private final int cells;
        private final int kinds;
        private final int[] offsets;
        private final long cellMask;
        private final long flagMask;
        private final int flagBits;
        private final int chunks;
        private final long[] binom;
        private final int bstride;
        /** Colex sums per byte: {@code colex[((chunk * jstride) + setBelow) * 256 + byte]}. */
        private final long[] colex;
        private final int jstride;
        private final int[] tierIndex;
        private final int[][] tierCounts;
        private final long[] tierSizes;
        private final int[][] children;
        /** The image of each byte of a plane under symmetry s: {@code sym[(s * schunks + chunk) * 256 + byte]}. */
        private final long[] sym;
        /** {@link #sym} as ints when the board has at most 32 cells: half the cache lines (4x4 Quixo: 16 KB, not 32). */
        private final int[] sym32;
        private final int nsym;
        private final int schunks;
        /** The kind whose plane has the highest offset: its image decides first. */
        private final int top;
        private final StrongGame.Ranking ranking;
        /** {@link Shape#formerRanking}: {@link #ranking} itself unless {@link #pieceMajor}. */
        private final StrongGame.Ranking former;
        /** Whether {@link #ranking} is in the piece-major order: two kinds and symmetries ({@link #rankPieceMajor}). */
        private final boolean pieceMajor;

        Tables(Spec s) {
            cells = s.cells;
            kinds = s.offsets.length;
            offsets = s.offsets;
            cellMask = planeMask(cells);
            flagMask = s.flagMask;
            flagBits = Long.bitCount(flagMask);
            chunks = (cells + 7) / 8;
            bstride = cells + 1;
            binom = new long[(cells + 1) * bstride];
            for (int a = 0; a <= cells; a++) {
                binom[a * bstride] = 1;
                for (int b = 1; b <= a; b++) {
                    binom[a * bstride + b] = Math.addExact(binom[(a - 1) * bstride + b - 1],
                            b <= a - 1 ? binom[(a - 1) * bstride + b] : 0);
                }
            }
            jstride = 8 * chunks + 1;
            colex = new long[Math.max(2, chunks) * jstride * 256]; // a second chunk of zeros for 8 cells or fewer
            for (int c = 0; c < chunks; c++) {
                for (int j0 = 0; j0 <= 8 * c; j0++) {
                    for (int b = 0; b < 256; b++) {
                        long sum = 0;
                        int j = j0;
                        for (int i = 0; i < 8; i++) {
                            if ((b >>> i & 1) != 0 && 8 * c + i < cells) {
                                j++;
                                sum += c(8 * c + i, j);
                            }
                        }
                        colex[(c * jstride + j0) * 256 + b] = sum;
                    }
                }
            }
            long vectors = 1;
            for (int i = 0; i < kinds; i++) {
                vectors *= cells + 1;
                if (vectors > MAX_TIER_VECTORS) {
                    throw new InvalidInputException("shape: " + kinds + " kinds of piece on " + cells
                            + " cells make too many tiers (at most " + MAX_TIER_VECTORS + " count vectors)");
                }
            }
            tierIndex = new int[(int) vectors];
            Arrays.fill(tierIndex, -1);
            List<int[]> counts = new ArrayList<>();
            List<Long> sizes = new ArrayList<>();
            for (int v = 0; v < vectors; v++) {
                int[] cv = new int[kinds];
                int rest = v;
                int sum = 0;
                for (int i = kinds - 1; i >= 0; i--) {
                    cv[i] = rest % (cells + 1);
                    rest /= cells + 1;
                    sum += cv[i];
                }
                if (sum > cells || s.keep != null && !s.keep.test(cv.clone())) {
                    continue;
                }
                tierIndex[v] = counts.size();
                counts.add(cv);
                sizes.add(size(cv, sum));
            }
            tierCounts = counts.toArray(new int[0][]);
            tierSizes = sizes.stream().mapToLong(Long::longValue).toArray();
            children = new int[tierCounts.length][];
            for (int t = 0; t < tierCounts.length; t++) {
                children[t] = childTiers(s, tierCounts[t]);
            }
            nsym = s.symmetries.length;
            schunks = Math.max(2, chunks);
            sym = new long[nsym * schunks * 256];
            for (int k = 0; k < nsym; k++) {
                for (int c = 0; c < chunks; c++) {
                    for (int b = 0; b < 256; b++) {
                        long img = 0;
                        for (int i = 0; i < 8; i++) {
                            int cell = 8 * c + i;
                            if ((b >>> i & 1) != 0 && cell < cells) {
                                img |= 1L << s.symmetries[k][cell];
                            }
                        }
                        sym[(k * schunks + c) * 256 + b] = img;
                    }
                }
            }
            if (cells <= 32) {
                sym32 = new int[sym.length];
                for (int i = 0; i < sym.length; i++) {
                    sym32[i] = (int) sym[i];
                }
            } else {
                sym32 = null;
            }
            int hi = 0;
            for (int i = 1; i < kinds; i++) {
                if (offsets[i] > offsets[hi]) {
                    hi = i;
                }
            }
            top = hi;
            pieceMajor = kinds == 2 && nsym > 0;
            ranking = new ShapeRanking(this, nsym > 0, pieceMajor);
            former = pieceMajor ? new ShapeRanking(this, true, false) : ranking;
        }

        private long c(int a, int b) {
            return b < 0 || b > a ? 0 : binom[a * bstride + b];
        }

        /** {@code C(cells, n) * n! / (c1! ... cP!) * 2^flags}, refused when it does not fit in a long. */
        private long size(int[] cv, int n) {
            try {
                long size = c(cells, n);
                int rest = n;
                for (int i = 0; i < kinds - 1; i++) {
                    size = Math.multiplyExact(size, c(rest, cv[i]));
                    rest -= cv[i];
                }
                if (flagBits >= 63 || size > Long.MAX_VALUE >>> flagBits) {
                    throw new ArithmeticException();
                }
                return size << flagBits;
            } catch (ArithmeticException e) {
                throw new InvalidInputException("shape: the tier of counts " + Arrays.toString(cv)
                        + " has more positions than a 64-bit rank can number");
            }
        }

        private int[] childTiers(Spec s, int[] cv) {
            int[][] next;
            if (s.childCounts != null) {
                next = s.childCounts.apply(cv.clone());
            } else {
                int sum = Arrays.stream(cv).sum();
                next = new int[sum < cells ? kinds : 0][];
                for (int i = 0; i < next.length; i++) {
                    next[i] = cv.clone();
                    next[i][i]++;
                }
            }
            int self = indexOf(cv);
            return Arrays.stream(next == null ? new int[0][] : next)
                    .mapToInt(this::indexOf).filter(t -> t >= 0 && t != self).distinct().toArray();
        }

        /** The tier of a count vector, or -1. */
        private int indexOf(int[] cv) {
            if (cv == null || cv.length != kinds) {
                return -1;
            }
            int v = 0;
            for (int i = 0; i < kinds; i++) {
                if (cv[i] < 0 || cv[i] > cells) {
                    return -1;
                }
                v = v * (cells + 1) + cv[i];
            }
            return tierIndex[v];
        }

        private long plane(long p, int i) {
            return p >>> offsets[i] & cellMask;
        }

        int tier(long p) {
            if (kinds == 2) {
                return tierIndex[Long.bitCount(plane(p, 0)) * (cells + 1) + Long.bitCount(plane(p, 1))];
            }
            int v = 0;
            for (int i = 0; i < kinds; i++) {
                v = v * (cells + 1) + Long.bitCount(plane(p, i));
            }
            return tierIndex[v];
        }

        /** The colex rank of the set of cell indices {@code mask}. Two look-ups for up to 16 cells. */
        private long colex(long mask) {
            int b0 = (int) mask & 255;
            int b1 = (int) (mask >>> 8) & 255;
            long s = colex[b0] + colex[(jstride + Integer.bitCount(b0)) * 256 + b1];
            if (chunks > 2) {
                int j = Integer.bitCount(b0) + Integer.bitCount(b1);
                for (int c = 2; c < chunks; c++) {
                    int b = (int) (mask >>> (8 * c)) & 255;
                    s += colex[(c * jstride + j) * 256 + b];
                    j += Integer.bitCount(b);
                }
            }
            return s;
        }

        /** The {@code k}-subset of {@code 0..bits-1} of colex rank {@code r}, as a mask. */
        private long colexUnrank(long r, int k, int bits) {
            long mask = 0;
            for (int i = bits - 1; i >= 0 && k > 0; i--) {
                long b = binom[i * bstride + k]; // 0 when i < k: then every cell left is taken
                if (b <= r) {
                    r -= b;
                    mask |= 1L << i;
                    k--;
                }
            }
            return mask;
        }

        long rank(long p) {
            if (kinds == 2) { // the common case (two players' pieces), without loops
                long a = plane(p, 0);
                long occ = a | plane(p, 1);
                long r = colex(occ) * binom[Long.bitCount(occ) * bstride + Long.bitCount(a)] + colex(Long.compress(a, occ));
                return flagBits == 0 ? r : r << flagBits | Long.compress(p, flagMask);
            }
            long occ = 0;
            for (int i = 0; i < kinds; i++) {
                occ |= plane(p, i);
            }
            int n = Long.bitCount(occ);
            long r = colex(occ);
            long rest = occ;
            for (int i = 0; i < kinds - 1; i++) {
                long m = plane(p, i);
                int ci = Long.bitCount(m);
                r = r * binom[n * bstride + ci] + colex(Long.compress(m, rest));
                rest &= ~m;
                n -= ci;
            }
            return flagBits == 0 ? r : r << flagBits | Long.compress(p, flagMask);
        }

        long unrank(int tier, long rank) {
            int[] cv = tierCounts[tier];
            long code = flagBits == 0 ? 0 : Long.expand(rank, flagMask);
            long r = rank >>> flagBits;
            int n = 0;
            for (int c : cv) {
                n += c;
            }
            if (kinds == 1) {
                return code | colexUnrank(r, n, cells) << offsets[0];
            }
            if (kinds == 2) { // the common case (two players' pieces), without arrays
                long per = c(n, cv[0]);
                long occ = colexUnrank(r / per, n, cells);
                long m = Long.expand(colexUnrank(r % per, cv[0], n), occ);
                return code | m << offsets[0] | (occ & ~m) << offsets[1];
            }
            // the digits of kinds 1..P-1 (kind P takes the cells left), the last kind's least significant
            long[] digits = new long[kinds - 1];
            int rest = n;
            long[] radix = new long[kinds - 1];
            for (int i = 0; i < kinds - 1; i++) {
                radix[i] = c(rest, cv[i]);
                rest -= cv[i];
            }
            for (int i = kinds - 2; i >= 0; i--) {
                digits[i] = r % radix[i];
                r /= radix[i];
            }
            long left = colexUnrank(r, n, cells);
            rest = n;
            for (int i = 0; i < kinds - 1; i++) {
                long m = Long.expand(colexUnrank(digits[i], cv[i], rest), left);
                code |= m << offsets[i];
                left &= ~m;
                rest -= cv[i];
            }
            return code | left << offsets[kinds - 1];
        }

        /** The plane's cells in reverse order (cell {@code i} to {@code cells - 1 - i}). */
        private long reverse(long plane) {
            return Long.reverse(plane) >>> (64 - cells);
        }

        /**
         * The piece-major rank of a two-kind position: with {@code h} the cells of the kind
         * {@link #top} and {@code l} the other's, both numbered from the last cell,
         * {@code colex(h) * C(cells - |h|, |l|) + colex(l among the cells not in h)}, then the
         * flags; the order of GamesmanOne's two-piece hash (O's cells major, then X's among the
         * others). A bijection onto the same range as {@link #rank}. Chosen for the database:
         * neighbouring ranks then hold boards that differ by a few of one kind's pieces, whose
         * records look alike, where the {@code colex(occupied)} order puts boards that swap
         * colours side by side: Quixo 4x4's representatives' records in blocks of 2^20 ranks at
         * zstd 15, 2,171,505 bytes in the occupied-major order, 1,648,246 piece-major, 1,543,316
         * piece-major with the cells reversed (docs/performance-log.md, "Database size (strong11)").
         */
        long rankPieceMajor(long p) {
            long h = reverse(plane(p, top));
            long l = reverse(plane(p, 1 - top));
            long r = colex(h) * binom[(cells - Long.bitCount(h)) * bstride + Long.bitCount(l)]
                    + colex(Long.compress(l, ~h & cellMask));
            return flagBits == 0 ? r : r << flagBits | Long.compress(p, flagMask);
        }

        /** The inverse of {@link #rankPieceMajor}. */
        long unrankPieceMajor(int tier, long rank) {
            int[] cv = tierCounts[tier];
            int low = 1 - top;
            long code = flagBits == 0 ? 0 : Long.expand(rank, flagMask);
            long r = rank >>> flagBits;
            long per = c(cells - cv[top], cv[low]);
            long h = colexUnrank(r / per, cv[top], cells);
            long l = Long.expand(colexUnrank(r % per, cv[low], cells - cv[top]), ~h & cellMask);
            return code | reverse(h) << offsets[top] | reverse(l) << offsets[low];
        }

        private long image(int s, long mask) {
            int base = s * schunks << 8;
            if (sym32 != null) {
                int img = sym32[base + ((int) mask & 255)] | sym32[base + 256 + ((int) (mask >>> 8) & 255)];
                for (int c = 2; c < chunks; c++) {
                    img |= sym32[base + (c << 8) + ((int) (mask >>> (8 * c)) & 255)];
                }
                return img & 0xFFFFFFFFL;
            }
            long img = sym[base + ((int) mask & 255)] | sym[base + 256 + ((int) (mask >>> 8) & 255)];
            for (int c = 2; c < chunks; c++) {
                img |= sym[base + (c << 8) + ((int) (mask >>> (8 * c)) & 255)];
            }
            return img;
        }

        long canonical(long p) {
            if (kinds == 2) {
                return canonical2(p);
            }
            long flags = p & flagMask;
            long best = p;
            long source = plane(p, top);
            long bestTop = source;
            for (int s = 0; s < nsym; s++) {
                long t = image(s, source);
                if (Long.compareUnsigned(t, bestTop) > 0) {
                    continue; // the highest plane decides first: the other images are not needed
                }
                long q = flags | t << offsets[top];
                for (int i = 0; i < kinds; i++) {
                    if (i != top) {
                        q |= image(s, plane(p, i)) << offsets[i];
                    }
                }
                if (Long.compareUnsigned(q, best) < 0) {
                    best = q;
                    bestTop = t;
                }
            }
            return best;
        }

        /** Whether {@code canonical(p) == p}: no image of {@code p} is less than it. */
        boolean isCanonical(long p) {
            if (nsym == 0) {
                return true;
            }
            long flags = p & flagMask;
            long source = plane(p, top);
            for (int s = 0; s < nsym; s++) {
                long img = image(s, source);
                if (Long.compareUnsigned(img, source) > 0) {
                    continue; // the highest plane decides first
                }
                if (img != source) {
                    return false;
                }
                long q = flags | img << offsets[top];
                for (int i = 0; i < kinds; i++) {
                    if (i != top) {
                        q |= image(s, plane(p, i)) << offsets[i];
                    }
                }
                if (Long.compareUnsigned(q, p) < 0) {
                    return false;
                }
            }
            return true;
        }

        /** {@link #canonical} for two kinds of piece, unrolled. */
        private long canonical2(long p) {
            int low = 1 - top;
            long flags = p & flagMask;
            long hiPlane = plane(p, top);
            long loPlane = plane(p, low);
            int hiOff = offsets[top];
            int loOff = offsets[low];
            long best = p;
            long bestTop = hiPlane;
            for (int s = 0; s < nsym; s++) {
                long t = image(s, hiPlane);
                if (Long.compareUnsigned(t, bestTop) > 0) {
                    continue; // the highest plane decides first: the other image is not needed
                }
                long q = flags | t << hiOff | image(s, loPlane) << loOff;
                if (Long.compareUnsigned(q, best) < 0) {
                    best = q;
                    bestTop = t;
                }
            }
            return best;
        }
    }

    /** The ranking of a shape's tables. */
    private record ShapeRanking(Tables t, boolean symmetric, boolean pieceMajor) implements StrongGame.Ranking {
        @Override
        public int tierCount() {
            return t.tierCounts.length;
        }

        @Override
        public long tierSize(int tier) {
            return t.tierSizes[tier];
        }

        @Override
        public int[] childTiers(int tier) {
            return t.children[tier].clone();
        }

        @Override
        public long rank(long position) {
            return pieceMajor ? t.rankPieceMajor(position) : t.rank(position);
        }

        @Override
        public long unrank(int tier, long rank) {
            return pieceMajor ? t.unrankPieceMajor(tier, rank) : t.unrank(tier, rank);
        }
    }
}
