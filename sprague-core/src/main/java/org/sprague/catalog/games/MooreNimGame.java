package org.sprague.catalog.games;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.sprague.catalog.entry.GameDefinition;
import org.sprague.game.Move;
import org.sprague.catalog.engine.OutcomeClosedForm;
import org.sprague.game.Position;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.game.Outcome;

/**
 * Moore's Nim_k: heaps; a move removes stones from at least one and at most k heaps (any
 * positive number from each heap it touches). {@code moore:1} is Nim.
 *
 * <p>Closed form (E. H. Moore 1910; Winning Ways ch. 15): write the heaps in binary and add
 * each bit column; the position is P iff every column sum is 0 mod k+1. O(n * bits).
 *
 * <p>Winning moves are all moves to P-positions. For each set S of at most k heaps that the
 * move lowers, column j of S must carry exactly {@code t_j = -(column sum outside S) mod (k+1)}
 * ones (at most |S| <= k ones fit). The new sizes are built bit by bit from the top with a
 * "tight" mask (heaps whose prefix still equals the old one: those with an old 0 bit must
 * stay 0); at the end every heap of S must be strictly smaller. A backward table of the tight
 * masks that can still be completed prunes every dead branch, so each listed move costs
 * O(bits * 2^|S|) at most. Listing stops at the limit; the number of heap sets examined is
 * bounded ({@link #MAX_HEAP_SETS}), beyond which the moves are refused as a limit.
 */
final class MooreNimGame extends DeclaredGame implements HeapPositions, HeapMultiset, org.sprague.catalog.engine.OutcomeSearch {
    /** The most sets of heaps the winning-move enumeration examines. */
    static final long MAX_HEAP_SETS = 2_000_000L;
    /** The most (bit, tight mask) states per heap set. */
    static final long MAX_STATES = 4_000_000L;

    static final GameDefinition DEFINITION = Definitions.of("moore", MooreNimGame::create);

    private final int k;

    MooreNimGame(int k) {
        super(DEFINITION, () -> new HeapPacking(bits -> new PackedMoore(k, bits), true, false, "heap", true),
                () -> new ColumnSums(k));
        this.k = k;
    }

    static MooreNimGame create(String parameter) {
        if (parameter == null) {
            throw new InvalidInputException("moore needs the parameter K (how many heaps a move may touch), e.g. moore:2");
        }
        BigInteger k = Position.parseNumber("moore", "parameter K", parameter.trim(), 1);
        if (k.bitLength() > 31) {
            throw new InvalidInputException("moore: parameter K '" + parameter + "' is too large");
        }
        return new MooreNimGame(k.intValue());
    }

    @Override
    public String id() {
        return "moore:" + k;
    }

    /**
     * Every move: {@link PackedMoore.Rule} (the rule, written once) on the non-empty heaps,
     * each set of 1..K of them lowered to each smaller size, heaps in place.
     */
    @Override
    public List<Move> moves(Position p) {
        int[] h = p.ints();
        int[] nonEmpty = new int[h.length];
        int[] heaps = new int[h.length];
        int n = 0;
        for (int i = 0; i < h.length; i++) {
            if (h[i] > 0) {
                nonEmpty[n] = i;
                heaps[n++] = h[i];
            }
        }
        List<Move> moves = new ArrayList<>();
        new PackedMoore.Rule(k, n, MAX_HEAP_SETS).forEachOption(heaps, n, (set, size, to) -> {
            int[] after = h.clone();
            for (int j = 0; j < size; j++) {
                after[nonEmpty[set[j]]] = to[j];
            }
            moves.add(HeapLabels.move(p, Position.of(Arrays.stream(after).asLongStream().toArray())));
        });
        return moves;
    }

    /**
     * Calls {@code visitor} on every set of 1..maxSize of the given indices, in lexicographic
     * order (so large sets come early: {0}, {0,1}, {0,1,2}, ...), until it returns false.
     * More than {@link #MAX_HEAP_SETS} sets is a limit.
     */
    private static void forEachHeapSet(List<Integer> indices, int maxSize, java.util.function.Predicate<int[]> visitor) {
        int n = indices.size();
        if (n == 0 || maxSize == 0) {
            return;
        }
        int[] c = new int[maxSize];
        int size = 1;
        long visited = 0;
        while (true) {
            int[] set = Arrays.stream(c, 0, size).map(indices::get).toArray();
            if (++visited > MAX_HEAP_SETS) {
                throw new LimitExceededException("moore: more than " + MAX_HEAP_SETS
                        + " sets of heaps to examine for the winning moves; too many heaps");
            }
            size = visitor.test(set) ? PackedMoore.Rule.nextSet(c, size, maxSize, n) : 0;
            if (size == 0) {
                return;
            }
        }
    }

    /**
     * The position as one component with its heaps sorted and empty heaps dropped (the order
     * of heaps does not matter), so the search memoizes each multiset of heaps once; no
     * component for the all-empty position.
     */
    @Override
    public List<Position> components(Position p) {
        Position c = canonical(p);
        return c.size() == 0 ? List.of() : List.of(c);
    }

    /** Every position below the heaps: the product of (heap + 1). */
    @Override
    public double searchSize(Position p) {
        return HeapMultiset.positionsBelow(p);
    }

    /** Moore's column sums mod k+1, with every move to a P-position. */
    record ColumnSums(int k) implements OutcomeClosedForm {
        /** The number of ones in each bit column, bit 0 first. */
        static int[] columns(Position p) {
            int bits = p.max().bitLength();
            int[] col = new int[bits];
            for (BigInteger h : p.values()) {
                for (int j = h.getLowestSetBit(); j >= 0 && j < h.bitLength(); j++) {
                    if (h.testBit(j)) {
                        col[j]++;
                    }
                }
            }
            return col;
        }

        boolean losing(Position p) {
            return Arrays.stream(columns(p)).allMatch(c -> c % (k + 1) == 0);
        }

        @Override
        public Outcome outcome(Position p) {
            return losing(p) ? Outcome.P : Outcome.N;
        }

        @Override
        public List<Move> winningMoves(Position p, int limit) {
            List<Move> out = new ArrayList<>();
            if (losing(p) || limit < 1) {
                return out;
            }
            int[] total = columns(p);
            List<Integer> nonEmpty = IntStream.range(0, p.size()).filter(i -> p.get(i).signum() > 0).boxed().toList();
            forEachHeapSet(nonEmpty, Math.min(k, nonEmpty.size()), set -> {
                if (set.length > 62) {
                    throw new LimitExceededException("moore: a move touching " + set.length
                            + " heaps is too many to enumerate");
                }
                new SetSearch(p, set, total).enumerate(out, limit);
                return out.size() < limit;
            });
            return out;
        }

        /** The moves that lower exactly the heaps of one set to a P-position. */
        private final class SetSearch {
            final Position p;
            final int[] set;
            final int bits;
            final int[] need; // ones column j of the set must hold
            final long[] oldOnes; // mask of set heaps whose old bit j is 1
            final long full;

            SetSearch(Position p, int[] set, int[] total) {
                this.p = p;
                this.set = set;
                this.bits = total.length;
                this.need = new int[bits];
                this.oldOnes = new long[bits];
                this.full = (1L << set.length) - 1;
                for (int j = 0; j < bits; j++) {
                    int inSet = 0;
                    for (int s = 0; s < set.length; s++) {
                        if (p.get(set[s]).testBit(j)) {
                            inSet++;
                            oldOnes[j] |= 1L << s;
                        }
                    }
                    need[j] = Math.floorMod(-(total[j] - inSet), k + 1);
                }
            }

            void enumerate(List<Move> out, int limit) {
                for (int j = 0; j < bits; j++) {
                    if (need[j] > set.length) {
                        return;
                    }
                }
                // reach[j]: tight masks possible before deciding bit j (top down); good[j]: those that can finish
                List<Set<Long>> reach = Stream.<Set<Long>>generate(HashSet::new).limit(bits + 1).toList();
                reach.get(bits).add(full); // index bits = before the top bit
                long states = 1;
                for (int j = bits - 1; j >= 0; j--) {
                    for (long mask : reach.get(j + 1)) {
                        for (long next : nextMasks(mask, j)) {
                            if (reach.get(j).add(next) && ++states > MAX_STATES) {
                                throw new LimitExceededException("moore: more than " + MAX_STATES
                                        + " search states for the moves of one set of heaps");
                            }
                        }
                    }
                }
                List<Set<Long>> good = Stream.<Set<Long>>generate(HashSet::new).limit(bits + 1).toList();
                if (reach.get(0).contains(0L)) {
                    good.get(0).add(0L);
                }
                for (int j = 0; j < bits; j++) {
                    for (long mask : reach.get(j + 1)) {
                        for (long next : nextMasks(mask, j)) {
                            if (good.get(j).contains(next)) {
                                good.get(j + 1).add(mask);
                                break;
                            }
                        }
                    }
                }
                if (!good.get(bits).contains(full)) {
                    return;
                }
                // depth-first over bits, top down, with explicit per-level choice lists
                List<List<long[]>> choices = new ArrayList<>(Collections.nCopies(bits + 1, null)); // per depth: {pattern, nextMask}
                int[] index = new int[bits + 1];
                long[] pattern = new long[bits];
                long[] maskAt = new long[bits + 1];
                maskAt[bits] = full;
                int j = bits; // deciding bit j-1
                if (bits == 0) {
                    return;
                }
                choices.set(j, choicesAt(full, j - 1, good.get(j - 1)));
                index[j] = 0;
                while (j <= bits && out.size() < limit) {
                    if (j == 0) {
                        out.add(build(pattern));
                        j++;
                        continue;
                    }
                    List<long[]> cs = choices.get(j);
                    if (index[j] >= cs.size()) {
                        j++;
                        continue;
                    }
                    long[] c = cs.get(index[j]++);
                    pattern[j - 1] = c[0];
                    maskAt[j - 1] = c[1];
                    j--;
                    if (j > 0) {
                        choices.set(j, choicesAt(maskAt[j], j - 1, good.get(j - 1)));
                        index[j] = 0;
                    }
                }
            }

            /** The tight masks after bit j, from {@code mask} before it. */
            private List<Long> nextMasks(long mask, int j) {
                long tightOne = mask & oldOnes[j];
                long tightZero = mask & ~oldOnes[j];
                int loose = Long.bitCount(full & ~mask);
                List<Long> next = new ArrayList<>();
                for (long a = tightOne; ; a = (a - 1) & tightOne) {
                    int stay = Long.bitCount(a);
                    if (stay <= need[j] && need[j] - stay <= loose) {
                        next.add(a | tightZero);
                    }
                    if (a == 0) {
                        break;
                    }
                }
                return next;
            }

            /** Every (bit pattern of the set at bit j, next mask) leading to a completable mask. */
            private List<long[]> choicesAt(long mask, int j, Set<Long> goodNext) {
                long tightOne = mask & oldOnes[j];
                long tightZero = mask & ~oldOnes[j];
                long looseMask = full & ~mask;
                List<long[]> cs = new ArrayList<>();
                for (long a = tightOne; ; a = (a - 1) & tightOne) {
                    int ones = need[j] - Long.bitCount(a);
                    long next = a | tightZero;
                    if (ones >= 0 && ones <= Long.bitCount(looseMask) && goodNext.contains(next)) {
                        for (long c = looseMask; ; c = (c - 1) & looseMask) {
                            if (Long.bitCount(c) == ones) {
                                cs.add(new long[] {a | c, next});
                            }
                            if (c == 0) {
                                break;
                            }
                        }
                    }
                    if (a == 0) {
                        break;
                    }
                }
                return cs;
            }

            private Move build(long[] pattern) {
                List<BigInteger> from = new ArrayList<>();
                List<BigInteger> to = new ArrayList<>();
                List<BigInteger> v = new ArrayList<>(p.values());
                for (int s = 0; s < set.length; s++) {
                    BigInteger x = BigInteger.ZERO;
                    for (int j = 0; j < bits; j++) {
                        if ((pattern[j] >> s & 1) != 0) {
                            x = x.setBit(j);
                        }
                    }
                    from.add(p.get(set[s]));
                    to.add(x);
                    v.set(set[s], x);
                }
                return new Move(HeapLabels.reduce(set, from, to), new Position(v));
            }
        }
    }
}
