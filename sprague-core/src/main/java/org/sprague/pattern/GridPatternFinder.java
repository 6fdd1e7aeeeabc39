package org.sprague.pattern;

import java.util.stream.IntStream;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * Finds the rule in a two-coordinate table: cell [i][j] is position
 * (x, y) = (rowStart + i, colStart + j).
 *
 * <p>P-positions, simplest first: periodic in both coordinates ("P iff x and y are both
 * odd", kiki's game), on a few diagonals ("P iff x = y", two-heap Nim), complementary
 * Beatty pairs {@code (floor(k alpha), floor(k beta))} with alpha and beta identified as
 * quadratic irrationals and checked with exact integer arithmetic (Wythoff: alpha = phi).
 * Grundy values: a split {@code G(x, y) = f(x) XOR h(y)} (the game is a sum of two
 * one-coordinate games), periodic in both coordinates. Rules are learned on the top-left
 * half of each side and checked on every cell given (the caller holds out a table twice as
 * large); none is reported that fails. Among those that hold, the one with the least score
 * (the numbers in its parameters) is chosen when it is at most half the learned cells.
 *
 * <p>Cost: O(R C (R + C)) for periods, O(R C) for the rest; the quadratic-irrational
 * search tries a fixed set of small coefficients.
 */
final class GridPatternFinder {
    /** A period must repeat this often in the learned corner (the held-out cells then check it twice more). */
    private static final int MIN_PERIODS = 2;
    /** The least learned side: tables from 8x8. */
    private static final int MIN_LEARNED = 4;
    private static final int MAX_DIAGONALS = 3;
    private static final int MIN_PAIRS = 5;

    private GridPatternFinder() {
    }

    private static String range(long r0, long c0, int rows, int cols) {
        return "x = " + r0 + ".." + (r0 + rows - 1) + ", y = " + c0 + ".." + (c0 + cols - 1);
    }

    // ------------------------------------------------------------------ P-positions

    /**
     * The rule for the P-positions: candidates learned on the top-left {@code lr x lc}
     * cells, checked on every cell given (the rest held out); the one with the least score
     * (numbers in its parameters) is chosen when it is at most half the learned cells.
     */
    static PatternReport outcomes(boolean[][] isP, long rowStart, long colStart, int lr, int lc,
            Function<Rule, Optional<String>> prover) {
        int rows = isP.length;
        int cols = rows == 0 ? 0 : isP[0].length;
        int[][] v = new int[rows][cols];
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
                v[i][j] = isP[i][j] ? 1 : 0;
            }
        }
        String learned = range(rowStart, colStart, lr, lc);
        String checked = range(rowStart, colStart, rows, cols);
        List<String> tried = List.of("periodic in both coordinates", "diagonals y - x in a small set",
                "complementary Beatty pairs");
        List<Rejected> rejected = new ArrayList<>();
        List<Candidate> found = new ArrayList<>();
        if (lr < MIN_LEARNED || lc < MIN_LEARNED) {
            return new PatternReport("P-positions", null, List.of(), learned, checked,
                    List.of("too small a table: at least 8x8 is needed"));
        }
        // 1. periodic in both coordinates
        int px = period(v, true, lr, lc);
        int py = period(v, false, lr, lc);
        if (px > 0 && py > 0) {
            int[] bad = breakOfDoublePeriod(v, px, py);
            if (bad == null) {
                TreeSet<String> cells = new TreeSet<>();
                List<List<Long>> pairs = new ArrayList<>();
                for (int i = 0; i < px; i++) {
                    for (int j = 0; j < py; j++) {
                        if (isP[i][j]) {
                            long a = Math.floorMod(rowStart + i, (long) px);
                            long b = Math.floorMod(colStart + j, (long) py);
                            cells.add("(" + a + ", " + b + ")");
                            pairs.add(List.of(a, b));
                        }
                    }
                }
                Map<String, Object> d = new LinkedHashMap<>();
                d.put("rowPeriod", px);
                d.put("colPeriod", py);
                d.put("residues", pairs);
                found.add(new Candidate(new Rule("doubly-periodic", doublyText(px, py, pairs, cells), d),
                        2 + pairs.size()));
            } else {
                rejected.add(new Rejected("periodic with periods " + px + " x " + py,
                        "breaks at (" + (rowStart + bad[0]) + ", " + (colStart + bad[1]) + ")"));
            }
        } else {
            rejected.add(new Rejected("periodic in both coordinates",
                    "no period repeats " + MIN_PERIODS + " times along the " + (px <= 0 ? "rows" : "columns")));
        }
        // 2. diagonals
        TreeSet<Long> diffs = new TreeSet<>();
        for (int i = 0; i < lr; i++) {
            for (int j = 0; j < lc; j++) {
                if (isP[i][j]) {
                    diffs.add((colStart + j) - (rowStart + i));
                }
            }
        }
        if (!diffs.isEmpty() && diffs.size() <= MAX_DIAGONALS) {
            int[] bad = null;
            for (int i = 0; i < rows && bad == null; i++) {
                for (int j = 0; j < cols; j++) {
                    boolean on = diffs.contains((colStart + j) - (rowStart + i));
                    if (on != isP[i][j]) {
                        bad = new int[] {i, j};
                        break;
                    }
                }
            }
            if (bad == null) {
                Map<String, Object> d = new LinkedHashMap<>();
                d.put("differences", List.copyOf(diffs));
                String text = diffs.size() == 1 && diffs.first() == 0 ? "P iff x = y"
                        : "P iff y - x in " + SequencePatternFinder.listText(List.copyOf(diffs));
                found.add(new Candidate(new Rule("lines", text, d), diffs.size()));
            } else {
                rejected.add(new Rejected("P iff y - x in " + diffs,
                    "breaks at (" + (rowStart + bad[0]) + ", " + (colStart + bad[1]) + ")"));
            }
        } else {
            rejected.add(new Rejected("P on at most " + MAX_DIAGONALS + " diagonals",
                    "P-positions lie on " + diffs.size() + " diagonals in " + learned));
        }
        // 3. Beatty pairs
        Optional<Rule> beatty = beatty(isP, rowStart, colStart, lr, lc, rejected);
        beatty.ifPresent(b -> found.add(new Candidate(b, 4)));
        return choose("P-positions", found, rejected, lr, lc, learned, checked, tried, prover);
    }

    /** A rule that held on every cell, and the numbers that state it. */
    private record Candidate(Rule rule, int size) {
    }

    /** The candidate with the least score, when it compresses the learned cells to at most half. */
    private static PatternReport choose(String subject, List<Candidate> found, List<Rejected> rejected, int lr, int lc,
            String learned, String checked, List<String> tried, Function<Rule, Optional<String>> prover) {
        long threshold = (long) lr * lc / 2;
        String rule = "a rule is printed only when its score (the numbers in its parameters; rules here have no"
                + " exceptions) is at most " + threshold + " (half the " + (long) lr * lc + " learned cells)";
        Candidate best = null;
        for (Candidate c : found) {
            if (c.size() > threshold) {
                rejected.add(new Rejected(c.rule().text(), "score " + c.size() + " > " + threshold
                        + ": does not compress the table"));
            } else if (best == null || c.size() < best.size()) {
                best = c;
            }
        }
        if (best == null) {
            return new PatternReport(subject, null, rejected, learned, checked, tried, rule, null);
        }
        for (Candidate c : found) {
            if (c != best && c.size() <= threshold) {
                rejected.add(new Rejected(c.rule().text(), "also holds, score " + c.size() + " >= " + best.size()));
            }
        }
        Rule r = best.rule();
        Optional<String> proof = prover.apply(r);
        if (proof.isPresent()) {
            r = r.provenBy(proof.get());
        }
        return new PatternReport(subject, r, rejected, learned, checked, tried, "score " + best.size() + "; " + rule,
                null);
    }

    private static String doublyText(int px, int py, List<List<Long>> pairs, TreeSet<String> cells) {
        if (pairs.isEmpty()) {
            return "no position is P";
        }
        if (pairs.size() == px * py) {
            return "every position is P";
        }
        if (px <= 2 && py <= 2 && pairs.size() == 1) {
            List<Long> c = pairs.get(0);
            String xs = px == 1 ? null : "x is " + (c.get(0) == 0 ? "even" : "odd");
            String ys = py == 1 ? null : "y is " + (c.get(1) == 0 ? "even" : "odd");
            if (xs != null && ys != null) {
                return c.get(0).equals(c.get(1)) ? "P iff x and y are both " + (c.get(0) == 0 ? "even" : "odd")
                        : "P iff " + xs + " and " + ys;
            }
            return "P iff " + (xs != null ? xs : ys);
        }
        return "P iff (x mod " + px + ", y mod " + py + ") in {" + String.join(", ", cells) + "}";
    }

    /**
     * P-positions are exactly (a_k, b_k) and (b_k, a_k) with a_k = floor(k alpha),
     * b_k = floor(k beta), alpha and beta quadratic irrationals found from the table.
     */
    private static Optional<Rule> beatty(boolean[][] isP, long r0, long c0, int lr, int lc, List<Rejected> rejected) {
        int rows = isP.length;
        int cols = isP[0].length;
        if (r0 != c0) {
            rejected.add(new Rejected("complementary Beatty pairs", "the table is not square from the same start"));
            return Optional.empty();
        }
        // pairs with a <= b, by a; each row may hold at most one with a <= b
        List<long[]> pairs = new ArrayList<>();
        for (int i = 0; i < lr; i++) {
            long found = -1;
            for (int j = i; j < lc; j++) {
                if (isP[i][j]) {
                    if (found >= 0) {
                        rejected.add(new Rejected("complementary Beatty pairs",
                                "row x = " + (r0 + i) + " has two P-positions with y >= x"));
                        return Optional.empty();
                    }
                    found = c0 + j;
                }
            }
            if (found >= 0) {
                pairs.add(new long[] {r0 + i, found});
            }
        }
        // index k: k = 0 for (0, 0) when present
        int k0 = !pairs.isEmpty() && pairs.get(0)[0] == 0 && pairs.get(0)[1] == 0 ? 0 : 1;
        if (pairs.size() - (1 - k0) < MIN_PAIRS) {
            rejected.add(new Rejected("complementary Beatty pairs", "fewer than " + MIN_PAIRS + " pairs in the table"));
            return Optional.empty();
        }
        Optional<QuadraticIrrational> alpha = identify(pairs, 0, k0);
        // complementary: 1/alpha + 1/beta = 1, so beta = alpha / (alpha - 1) exactly
        Optional<QuadraticIrrational> beta = alpha.map(QuadraticIrrational::complement)
                .filter(b -> fitsExactly(b, pairs, 1, k0));
        if (alpha.isEmpty() || beta.isEmpty()) {
            rejected.add(new Rejected("complementary Beatty pairs (floor(k alpha), floor(k beta))",
                    "no quadratic irrational with small coefficients fits the pairs"));
            return Optional.empty();
        }
        // check the whole table against the predicted pairs
        boolean[][] predicted = new boolean[rows][cols];
        for (long k = 0; ; k++) {
            long a = alpha.get().floorTimes(k).longValueExact();
            long b = beta.get().floorTimes(k).longValueExact();
            if (a - r0 >= rows && a - c0 >= cols) {
                break;
            }
            mark(predicted, a - r0, b - c0);
            mark(predicted, b - r0, a - c0);
        }
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
                if (predicted[i][j] != isP[i][j]) {
                    rejected.add(new Rejected("Beatty pairs with alpha = " + alpha.get().name() + ", beta = "
                            + beta.get().name(), "breaks at (" + (r0 + i) + ", " + (c0 + j) + ")"));
                    return Optional.empty();
                }
            }
        }
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("alpha", alpha.get().name());
        d.put("beta", beta.get().name());
        d.put("alphaApprox", alpha.get().approx());
        d.put("betaApprox", beta.get().approx());
        List<List<Long>> first = pairs.stream().limit(6).map(pair -> List.of(pair[0], pair[1])).toList();
        d.put("firstPairs", first);
        String text = "P iff {x, y} = {floor(k alpha), floor(k beta)} for some k >= " + k0 + ", alpha = "
                + alpha.get().name() + ", beta = " + beta.get().name() + "; first pairs " + first;
        return Optional.of(new Rule("beatty-pairs", text, d));
    }

    private static void mark(boolean[][] grid, long i, long j) {
        if (i >= 0 && j >= 0 && i < grid.length && j < grid[0].length) {
            grid[(int) i][(int) j] = true;
        }
    }

    private static final long[] SQUARE_FREE = {2, 3, 5, 6, 7, 10, 11, 13, 14, 15, 17};

    /**
     * The simplest (p + q sqrt d)/r whose floor(k value) equals the pairs' coordinate
     * {@code which} for every k, with the k-th pair at index k - k0.
     */
    static Optional<QuadraticIrrational> identify(List<long[]> pairs, int which, int k0) {
        // the interval [lo, hi) of real numbers consistent with every pair, as doubles for the search only
        double lo = Double.NEGATIVE_INFINITY;
        double hi = Double.POSITIVE_INFINITY;
        for (int idx = 0; idx < pairs.size(); idx++) {
            long k = idx + k0;
            if (k == 0) {
                continue;
            }
            long a = pairs.get(idx)[which];
            lo = Math.max(lo, (double) a / k);
            hi = Math.min(hi, (double) (a + 1) / k);
        }
        if (!(lo < hi + 1e-9)) {
            return Optional.empty();
        }
        QuadraticIrrational best = null;
        long bestCost = Long.MAX_VALUE;
        for (long d : SQUARE_FREE) {
            for (long r = 1; r <= 8; r++) {
                for (long q = -6; q <= 6; q++) {
                    if (q == 0) {
                        continue;
                    }
                    for (long p = -16; p <= 16; p++) {
                        double val = (p + q * Math.sqrt(d)) / r;
                        if (val < lo - 1e-9 || val > hi + 1e-9) {
                            continue;
                        }
                        long cost = Math.abs(p) + Math.abs(q) * 2 + r + d;
                        if (cost >= bestCost) {
                            continue;
                        }
                        QuadraticIrrational c = new QuadraticIrrational(p, q, d, r);
                        if (fitsExactly(c, pairs, which, k0)) {
                            best = c;
                            bestCost = cost;
                        }
                    }
                }
            }
        }
        return Optional.ofNullable(best);
    }

    private static boolean fitsExactly(QuadraticIrrational c, List<long[]> pairs, int which, int k0) {
        return IntStream.range(0, pairs.size())
                .allMatch(idx -> c.floorTimes(idx + k0).equals(BigInteger.valueOf(pairs.get(idx)[which])));
    }

    // ------------------------------------------------------------------ Grundy values

    /** The rule for the Grundy values: as {@link #outcomes(boolean[][], long, long, int, int, Function)}. */
    static PatternReport grundy(int[][] g, long rowStart, long colStart, int lr, int lc,
            Function<Rule, Optional<String>> prover) {
        int rows = g.length;
        int cols = rows == 0 ? 0 : g[0].length;
        String learned = range(rowStart, colStart, lr, lc);
        String checked = range(rowStart, colStart, rows, cols);
        List<String> tried = List.of("G(x, y) = f(x) XOR h(y)", "periodic in both coordinates");
        List<Rejected> rejected = new ArrayList<>();
        List<Candidate> found = new ArrayList<>();
        if (lr < MIN_LEARNED || lc < MIN_LEARNED) {
            return new PatternReport("Grundy values", null, List.of(), learned, checked,
                    List.of("too small a table: at least 8x8 is needed"));
        }
        // 1. XOR split
        int[] bad = null;
        for (int i = 0; i < rows && bad == null; i++) {
            for (int j = 0; j < cols; j++) {
                if (g[i][j] != (g[i][0] ^ g[0][j] ^ g[0][0])) {
                    bad = new int[] {i, j};
                    break;
                }
            }
        }
        if (bad == null) {
            int[] f = new int[rows];
            int[] h = new int[cols];
            boolean identity = true;
            for (int i = 0; i < rows; i++) {
                f[i] = g[i][0];
                identity &= f[i] == rowStart + i;
            }
            for (int j = 0; j < cols; j++) {
                h[j] = g[0][j] ^ g[0][0];
                identity &= h[j] == colStart + j;
            }
            Map<String, Object> d = new LinkedHashMap<>();
            d.put("f", toList(f));
            d.put("h", toList(h));
            String text;
            int size;
            if (identity) {
                text = "G(x, y) = x XOR y (the game is Nim on two heaps)";
                size = 1;
            } else {
                PatternReport fr = SequencePatternFinder.grundy(f, rowStart, lr, SequencePatternFinder.Prover.NONE);
                PatternReport hr = SequencePatternFinder.grundy(h, colStart, lc, SequencePatternFinder.Prover.NONE);
                text = "G(x, y) = f(x) XOR h(y): the game is a sum of a game on x and a game on y; f: "
                        + fr.found().map(Rule::text).orElse("no rule found")
                        + "; h: " + hr.found().map(Rule::text).orElse("no rule found");
                size = fr.found().map(x -> (Integer) x.details().get("score")).orElse(lr)
                        + hr.found().map(x -> (Integer) x.details().get("score")).orElse(lc);
            }
            found.add(new Candidate(new Rule("xor-split", text, d), size));
        } else {
            rejected.add(new Rejected("G(x, y) = f(x) XOR h(y)", "breaks at (" + (rowStart + bad[0]) + ", "
                    + (colStart + bad[1]) + "): G = " + g[bad[0]][bad[1]]));
        }
        // 2. periodic in both coordinates
        int px = period(g, true, lr, lc);
        int py = period(g, false, lr, lc);
        if (px > 0 && py > 0 && breakOfDoublePeriod(g, px, py) == null) {
            List<List<Integer>> block = Arrays.stream(g, 0, px).map(row -> toList(Arrays.copyOf(row, py))).toList();
            Map<String, Object> d = new LinkedHashMap<>();
            d.put("rowPeriod", px);
            d.put("colPeriod", py);
            d.put("block", block);
            String text = "G(x + " + px + ", y) = G(x, y + " + py + ") = G(x, y); one block from ("
                    + rowStart + ", " + colStart + "): " + block;
            found.add(new Candidate(new Rule("doubly-periodic", text, d), 2 + px * py));
        } else {
            rejected.add(new Rejected("periodic in both coordinates", px <= 0 || py <= 0
                    ? "no period repeats " + MIN_PERIODS + " times along the " + (px <= 0 ? "rows" : "columns")
                    : "periods " + px + " x " + py + " break in the larger table"));
        }
        return choose("Grundy values", found, rejected, lr, lc, learned, checked, tried, prover);
    }

    // ------------------------------------------------------------------ helpers

    /** The learned part of a side of n cells: the first half. */
    static int learn(int n) {
        return Math.max(1, (n + 1) / 2);
    }

    private static List<Integer> toList(int[] a) {
        return Arrays.stream(a).boxed().toList();
    }

    /**
     * The least period along rows (x) or columns (y) of the learning sub-table, seen at
     * least MIN_PERIODS times, or -1.
     */
    private static int period(int[][] v, boolean alongRows, int lr, int lc) {
        int n = alongRows ? lr : lc;
        for (int p = 1; p * MIN_PERIODS <= n; p++) {
            boolean ok = true;
            for (int i = 0; i < lr && ok; i++) {
                for (int j = 0; j < lc; j++) {
                    int pi = alongRows ? i - p : i;
                    int pj = alongRows ? j : j - p;
                    if (pi >= 0 && pj >= 0 && v[i][j] != v[pi][pj]) {
                        ok = false;
                        break;
                    }
                }
            }
            if (ok) {
                return p;
            }
        }
        return -1;
    }

    private static int[] breakOfDoublePeriod(int[][] v, int px, int py) {
        for (int i = 0; i < v.length; i++) {
            for (int j = 0; j < v[i].length; j++) {
                if ((i >= px && v[i][j] != v[i - px][j]) || (j >= py && v[i][j] != v[i][j - py])) {
                    return new int[] {i, j};
                }
            }
        }
        return null;
    }

}
