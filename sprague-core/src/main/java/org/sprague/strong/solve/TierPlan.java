package org.sprague.strong.solve;

import org.sprague.strong.StrongGame;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.LongStream;
import org.sprague.game.Deadline;
import org.sprague.game.InvalidInputException;
import org.sprague.strong.space.PositionSpace;

/**
 * The tiers of a game and the order to solve them in: every tier after all its child tiers
 * (Kahn's topological sort, the smallest tier id first among those ready, so the order is
 * deterministic), with each tier's {@link PositionSpace}.
 *
 * <p>For a ranked game the plan comes from {@link StrongGame.Ranking}; otherwise every position
 * reachable from the start is found by a forward search ({@code O(V + E)}, one hash-set
 * entry per position, no recursion), grouped by tier and sorted. Tier ids are the game's;
 * {@link #index} maps them to {@code 0..tierCount-1}.
 */
public final class TierPlan {
    private final StrongGame game;
    private final int[] ids;
    private final PositionSpace[] spaces;
    private final int[][] children;
    private final int[] order;
    private final boolean ranked;
    /** A ranked game whose symmetries apply ({@link StrongGame.Ranking#symmetric}). */
    private final boolean symmetric;

    private TierPlan(StrongGame game, int[] ids, PositionSpace[] spaces, int[][] children) {
        this.game = game;
        this.ranked = game.ranking() != null;
        this.symmetric = ranked && game.ranking().symmetric();
        this.ids = ids;
        this.spaces = spaces;
        this.children = children;
        this.order = topologicalOrder(ids, children);
    }

    /** The plan of {@code game}: from its ranking, or by exploring at most {@code maxPositions} (no deadline). */
    public static TierPlan of(StrongGame game, long maxPositions) {
        return of(game, maxPositions, Deadline.unlimited());
    }

    /** {@link #of(StrongGame, long)}, its exploration stopped at {@code deadline}. */
    public static TierPlan of(StrongGame game, long maxPositions, Deadline deadline) {
        StrongGame.Ranking r = game.ranking();
        if (r != null) {
            int n = r.tierCount();
            int[] ids = new int[n];
            PositionSpace[] spaces = new PositionSpace[n];
            int[][] children = new int[n][];
            long total = 0;
            for (int t = 0; t < n; t++) {
                ids[t] = t;
                spaces[t] = new RankedSpace(r, t);
                children[t] = r.childTiers(t).clone();
                total += spaces[t].size();
            }
            if (total > maxPositions) {
                throw new org.sprague.game.LimitExceededException("the game has " + total + " ranked positions, more than ${maxPositions} " + maxPositions);
            }
            return new TierPlan(game, ids, spaces, children);
        }
        return explore(game, maxPositions, deadline);
    }

    private static TierPlan explore(StrongGame game, long maxPositions, Deadline deadline) {
        LongHashSet seen = new LongHashSet();
        long[] stack = new long[1024];
        int sp = 0;
        long[] buf = new long[game.maxMoves()];
        TreeMap<Integer, LongStream.Builder> byTier = new TreeMap<>();
        TreeSet<Long> tierEdges = new TreeSet<>();
        long start = game.canonical(game.start());
        seen.add(start);
        stack[sp++] = start;
        long steps = 0;
        while (sp > 0) {
            long p = stack[--sp];
            int t = game.tier(p);
            byTier.computeIfAbsent(t, k -> LongStream.builder()).add(p);
            if ((++steps & 1023) == 0) {
                deadline.check();
            }
            if (game.primitive(p) != null) {
                continue;
            }
            int m = game.moves(p, buf);
            for (int i = 0; i < m; i++) {
                long c = game.canonical(buf[i]);
                int ct = game.tier(c);
                if (ct != t) {
                    tierEdges.add((long) t << 32 | (ct & 0xFFFFFFFFL));
                }
                if (seen.add(c)) {
                    if (seen.size() > maxPositions) {
                        throw new org.sprague.game.LimitExceededException(
                                "more than ${maxPositions} " + maxPositions + " positions are reachable");
                    }
                    if (sp == stack.length) {
                        stack = Arrays.copyOf(stack, 2 * sp);
                    }
                    stack[sp++] = c;
                }
            }
        }
        int n = byTier.size();
        int[] ids = new int[n];
        PositionSpace[] spaces = new PositionSpace[n];
        int k = 0;
        for (var e : byTier.entrySet()) {
            ids[k] = e.getKey();
            long[] keys = e.getValue().build().toArray();
            Arrays.sort(keys);
            spaces[k++] = new PositionSpace.Sorted(keys);
        }
        // each tier's edges are one range of the sorted set: (id << 32) | child id, children ascending
        int[][] children = Arrays.stream(ids).mapToObj(id -> tierEdges.subSet((long) id << 32, true,
                (long) id << 32 | 0xFFFFFFFFL, true).stream().mapToInt(e -> Arrays.binarySearch(ids, (int) (long) e))
                .toArray()).toArray(int[][]::new);
        return new TierPlan(game, ids, spaces, children);
    }

    private static int[] topologicalOrder(int[] ids, int[][] children) {
        int n = ids.length;
        int[] pending = new int[n];
        List<List<Integer>> parents = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            parents.add(new ArrayList<>());
        }
        for (int t = 0; t < n; t++) {
            for (int c : children[t]) {
                pending[t]++;
                parents.get(c).add(t);
            }
        }
        PriorityQueue<Integer> ready = new PriorityQueue<>();
        for (int t = 0; t < n; t++) {
            if (pending[t] == 0) {
                ready.add(t);
            }
        }
        int[] order = new int[n];
        int k = 0;
        while (!ready.isEmpty()) {
            int t = ready.poll();
            order[k++] = t;
            for (int p : parents.get(t)) {
                if (--pending[p] == 0) {
                    ready.add(p);
                }
            }
        }
        if (k < n) {
            throw new InvalidInputException("the game's tiers form a cycle (a move leads back to an earlier tier)");
        }
        return order;
    }

    public StrongGame game() {
        return game;
    }

    public int tierCount() {
        return ids.length;
    }

    /** The game's id of tier index {@code t}. */
    public int id(int t) {
        return ids[t];
    }

    /** The index of the game's tier {@code id}, or -1. */
    public int index(int id) {
        if (ranked) { // (not game.ranking(): a game may build its ranking object on each call)
            return id >= 0 && id < ids.length ? id : -1;
        }
        int i = Arrays.binarySearch(ids, id);
        return i < 0 ? -1 : i;
    }

    public PositionSpace space(int t) {
        return spaces[t];
    }

    public int[] children(int t) {
        return children[t].clone();
    }

    /** Tier indices, children before parents. */
    public int[] order() {
        return order.clone();
    }

    /**
     * For each tier index, the position in {@link #order()} of the last tier that reads it (the
     * tier itself or its last parent): a solver walking the order frees tier {@code t}'s records
     * once that position is done, so Connect Four holds two tiers at a time. Shared by the
     * in-process and the Spark solver.
     */
    public int[] lastUse() {
        int n = ids.length;
        int[] lastUse = new int[n];
        int[] pos = new int[n];
        for (int i = 0; i < n; i++) {
            pos[order[i]] = i;
            lastUse[order[i]] = i;
        }
        for (int t = 0; t < n; t++) {
            for (int c : children[t]) {
                lastUse[c] = Math.max(lastUse[c], pos[t]);
            }
        }
        return lastUse;
    }

    /** Whether ranks come from exploration (then a database stores the position codes too). */
    public boolean explored() {
        return !ranked;
    }

    public long totalPositions() {
        return Arrays.stream(spaces).mapToLong(PositionSpace::size).sum();
    }

    /**
     * {@link StrongGame#canonical} for an explored game or a {@link #symmetric()} ranked one; the
     * position itself for another ranked one.
     */
    public long canonical(long position) {
        return ranked && !symmetric ? position : game.canonical(position);
    }

    /**
     * Whether the game is ranked and symmetric: only the ranks of representatives are solved,
     * the others' records stay {@link Value#UNDEFINED} (lookups go through {@link #canonical}).
     */
    public boolean symmetric() {
        return symmetric;
    }

    /** The tier index and rank of {@code position} (or of its representative), or null when it is not in the plan. */
    public long[] locate(long position) {
        position = canonical(position);
        int t = index(game.tier(position));
        if (t < 0) {
            return null;
        }
        long r = spaces[t].rank(position);
        return r < 0 ? null : new long[] {t, r};
    }

    /** An open-addressing set of longs (linear probing, a free slot marked by a flag array). */
    static final class LongHashSet {
        private long[] keys = new long[1 << 10];
        private boolean[] used = new boolean[1 << 10];
        private int size;

        boolean add(long k) {
            if (2 * (size + 1) > keys.length) {
                grow();
            }
            int mask = keys.length - 1;
            int i = mix(k) & mask;
            while (used[i]) {
                if (keys[i] == k) {
                    return false;
                }
                i = (i + 1) & mask;
            }
            used[i] = true;
            keys[i] = k;
            size++;
            return true;
        }

        int size() {
            return size;
        }

        private void grow() {
            org.sprague.retrograde.MemoryBudget.require(18L * keys.length, "exploring " + size
                    + " positions (a hash set of position codes)");
            long[] ok = keys;
            boolean[] ou = used;
            keys = new long[ok.length * 2];
            used = new boolean[ok.length * 2];
            size = 0;
            for (int i = 0; i < ok.length; i++) {
                if (ou[i]) {
                    add(ok[i]);
                }
            }
        }

        private static int mix(long k) {
            long h = k * 0x9E3779B97F4A7C15L;
            return (int) (h ^ (h >>> 29));
        }
    }
}
