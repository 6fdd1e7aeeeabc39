package org.sprague.pattern;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import org.sprague.heap.Periodicity;
import org.sprague.heap.PeriodicityChecker;

/**
 * Finds the rule in a one-coordinate table (position n = start, start+1, ...): which n
 * are P-positions, and how the Grundy values go on — the tutorials' 打表找规律.
 *
 * <p>Families tried, simplest first. P-positions: residues ("P iff n mod m in R"),
 * eventually periodic, geometric intervals (runs whose ends grow by a fixed integer
 * ratio every two runs, as in the multiplication game). Grundy values: eventually
 * periodic, arithmetic-periodic (a saltus, as in Lasker's Nim). Every rule is learned on
 * the first two thirds of the table and then checked on all of it; a period must repeat
 * at least three times where it was learned. A rule that fails the check is not
 * reported: "no rule found" is said instead, with what was tried.
 *
 * <p>Cost: O(L * maxModulus) for residues, O(L) for periods (Z-function), O(L * 64) for
 * arithmetic periods, O(L) for intervals.
 */
public final class SequencePatternFinder {
    /** A period must be seen this many times in the learning range. */
    static final int MIN_PERIODS = 3;
    /** Rejected rules listed in full before "and N more". */
    static final int MAX_REJECTED_SHOWN = 12;
    /** Fewer values than this: no rule is claimed. */
    public static final int MIN_VALUES = 12;

    /** Says whether a theorem proves an observed periodicity (n-based preperiod). */
    @FunctionalInterface
    public interface PeriodProof {
        /** Whether G(n+p) = G(n) for all n >= preperiod follows from the values up to checkedTo. */
        boolean proves(long preperiod, int period, long checkedTo);

        /** No theorem known: never proven. */
        PeriodProof NONE = (e, p, to) -> false;
    }

    private SequencePatternFinder() {
    }

    private static int learnLength(int length) {
        return Math.max(MIN_VALUES, (length * 2 + 2) / 3);
    }

    private static String range(long start, int length) {
        return "n = " + start + ".." + (start + length - 1);
    }

    // ------------------------------------------------------------------ P-positions

    /**
     * The rule for the P-positions: {@code isP[i]} tells whether n = start + i is a
     * P-position.
     */
    public static PatternReport outcomes(boolean[] isP, long start, PeriodProof proof) {
        int len = isP.length;
        List<String> tried = List.of("residues n mod m", "eventually periodic", "geometric intervals");
        if (len < MIN_VALUES) {
            return new PatternReport("P-positions", null, List.of(), range(start, len), range(start, len),
                    List.of("too few values: at least " + MIN_VALUES + " are needed"));
        }
        int learn = Math.min(len, learnLength(len));
        int[] v = new int[len];
        for (int i = 0; i < len; i++) {
            v[i] = isP[i] ? 1 : 0;
        }
        List<Rejected> rejected = new ArrayList<>();
        int rejectedMore = 0;
        // 1. residues: periodic from the first position
        for (int m = 1; m * MIN_PERIODS <= learn; m++) {
            int bad = firstBreak(v, m, m, len);
            if (bad < 0) {
                TreeSet<Long> residues = new TreeSet<>();
                for (int i = 0; i < m; i++) {
                    if (isP[i]) {
                        residues.add(Math.floorMod(start + i, (long) m));
                    }
                }
                Map<String, Object> d = new LinkedHashMap<>();
                d.put("modulus", m);
                d.put("residues", List.copyOf(residues));
                Rule rule = new Rule("residues", residueText(m, residues), d,
                        proof.proves(start, m, start + len - 1));
                return report("P-positions", rule, rejected, rejectedMore, start, learn, len, tried);
            }
            if (rejected.size() < MAX_REJECTED_SHOWN) {
                String r = m == 1 ? (isP[0] ? "every position is P" : "no position is P")
                        : "P iff n mod " + m + " in a fixed set";
                rejected.add(new Rejected(r, "n = " + (start + bad) + " is " + pn(isP[bad])
                        + " but n = " + (start + bad - m) + " is " + pn(isP[bad - m])));
            } else {
                rejectedMore++;
            }
        }
        // 2. eventually periodic
        Optional<Periodicity> per = PeriodicityChecker.ordinary(v, learn, MIN_PERIODS);
        if (per.isPresent() && firstBreak(v, per.get().period(), per.get().preperiod() + per.get().period(), len) < 0) {
            Periodicity p = per.get();
            long e = start + p.preperiod();
            TreeSet<Long> residues = new TreeSet<>();
            for (int i = p.preperiod(); i < p.preperiod() + p.period(); i++) {
                if (isP[i]) {
                    residues.add(Math.floorMod(start + i, (long) p.period()));
                }
            }
            List<Long> exceptions = new ArrayList<>();
            for (int i = 0; i < p.preperiod(); i++) {
                if (isP[i]) {
                    exceptions.add(start + i);
                }
            }
            Map<String, Object> d = new LinkedHashMap<>();
            d.put("preperiod", e);
            d.put("period", p.period());
            d.put("residues", List.copyOf(residues));
            d.put("pBeforePreperiod", exceptions);
            String text = "for n >= " + e + ": " + residueText(p.period(), residues)
                    + "; below " + e + ", P exactly at " + listText(exceptions);
            Rule rule = new Rule("periodic", text, d, proof.proves(e, p.period(), start + len - 1));
            return report("P-positions", rule, rejected, rejectedMore, start, learn, len, tried);
        }
        rejected.add(new Rejected("P-positions eventually periodic", per.isEmpty()
                ? "no period repeats " + MIN_PERIODS + " times in " + range(start, learn)
                : "period " + per.get().period() + " from n = " + (start + per.get().preperiod())
                        + " breaks at n = " + (start + firstBreak(v, per.get().period(),
                        per.get().preperiod() + per.get().period(), len))));
        // 3. geometric intervals
        Optional<Rule> geo = geometric(isP, start, learn, len);
        if (geo.isPresent()) {
            return report("P-positions", geo.get(), rejected, rejectedMore, start, learn, len, tried);
        }
        return new PatternReport("P-positions", null, withMore(rejected, rejectedMore),
                range(start, learn), range(start, len), tried);
    }

    /**
     * Runs of equal outcome whose ends satisfy end[j+2] = r * end[j] for an integer
     * r >= 2 from some run on: "N iff n in (a r^k, b r^k] for some k >= 0".
     */
    private static Optional<Rule> geometric(boolean[] isP, long start, int learn, int len) {
        List<Long> ends = new ArrayList<>(); // last n of each complete run in the learning range
        for (int i = 0; i + 1 < learn; i++) {
            if (isP[i] != isP[i + 1]) {
                ends.add(start + i);
            }
        }
        if (ends.size() < 5) {
            return Optional.empty();
        }
        // the ratio, from the last complete pair, must hold backwards for at least 3 steps
        int last = ends.size() - 1;
        long a0 = ends.get(last - 2);
        if (a0 <= 0 || ends.get(last) % a0 != 0) {
            return Optional.empty();
        }
        long r = ends.get(last) / a0;
        if (r < 2) {
            return Optional.empty();
        }
        int j0 = last - 2;
        while (j0 - 1 >= 0 && ends.get(j0 - 1) > 0 && ends.get(j0 + 1) == r * ends.get(j0 - 1)) {
            j0--;
        }
        if (last - j0 < 4) {
            return Optional.empty();
        }
        long a = ends.get(j0);
        long b = ends.get(j0 + 1);
        boolean inner = isP[(int) (a + 1 - start)]; // outcome on (a, b]
        // check every n > a in the whole range
        for (int i = (int) (a + 1 - start); i < len; i++) {
            long n = start + i;
            boolean expectedP = predictGeometric(n, a, b, r) == inner;
            if (isP[i] != expectedP) {
                return Optional.empty();
            }
        }
        List<Long> exceptions = new ArrayList<>();
        for (int i = 0; start + i <= a && i < len; i++) {
            if (isP[i]) {
                exceptions.add(start + i);
            }
        }
        String o = inner ? "P" : "N";
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("outcome", o);
        d.put("a", a);
        d.put("b", b);
        d.put("ratio", r);
        d.put("from", a + 1);
        d.put("pAtOrBelowA", exceptions);
        String text = o + " iff n in (" + term(a, r) + ", " + term(b, r) + "] for some k >= 0 (for n > " + a
                + "; at or below " + a + ", P exactly at " + listText(exceptions) + ")";
        return Optional.of(new Rule("geometric-intervals", text, d, false));
    }

    /** Whether n > a lies in (a r^k, b r^k] for some k. */
    private static boolean predictGeometric(long n, long a, long b, long r) {
        long lo = a;
        long hi = b;
        while (lo < n) {
            if (n <= hi) {
                return true;
            }
            if (lo > Long.MAX_VALUE / r || hi > Long.MAX_VALUE / r) {
                return false;
            }
            lo *= r;
            hi *= r;
        }
        return false;
    }

    private static String term(long c, long r) {
        return (c == 1 ? "" : c + "*") + r + "^k";
    }

    // ------------------------------------------------------------------ Grundy values

    /** The rule for the Grundy values {@code g[i]} of n = start + i. */
    public static PatternReport grundy(int[] g, long start, PeriodProof proof) {
        int len = g.length;
        List<String> tried = List.of("eventually periodic", "arithmetic-periodic (saltus)");
        if (len < MIN_VALUES) {
            return new PatternReport("Grundy values", null, List.of(), range(start, len), range(start, len),
                    List.of("too few values: at least " + MIN_VALUES + " are needed"));
        }
        int learn = Math.min(len, learnLength(len));
        List<Rejected> rejected = new ArrayList<>();
        Optional<Periodicity> per = PeriodicityChecker.ordinary(g, learn, MIN_PERIODS);
        if (per.isPresent()) {
            Periodicity p = per.get();
            int bad = firstBreak(g, p.period(), p.preperiod() + p.period(), len);
            if (bad < 0) {
                for (int q = 1; q < p.period() && rejected.size() < MAX_REJECTED_SHOWN; q++) {
                    int b = firstBreak(g, q, p.preperiod() + q, len);
                    if (b >= 0) {
                        rejected.add(new Rejected("period " + q + " from n = " + (start + p.preperiod()),
                                "G(" + (start + b) + ") = " + g[b] + " but G(" + (start + b - q) + ") = " + g[b - q]));
                    }
                }
                long e = start + p.preperiod();
                Map<String, Object> d = new LinkedHashMap<>();
                d.put("preperiod", e);
                d.put("period", p.period());
                d.put("saltus", 0);
                List<Integer> block = new ArrayList<>();
                for (int i = p.preperiod(); i < p.preperiod() + p.period(); i++) {
                    block.add(g[i]);
                }
                d.put("periodValues", block);
                String text = p.period() == 1 ? "G(n) = " + g[p.preperiod()] + " for n >= " + e
                        : "G(n + " + p.period() + ") = G(n) for n >= " + e + "; one period from n = " + e + ": "
                                + (block.size() <= 40 ? block.toString() : block.subList(0, 40) + "...");
                Rule rule = new Rule("periodic", text, d, proof.proves(e, p.period(), start + len - 1));
                return report("Grundy values", rule, rejected, 0, start, learn, len, tried);
            }
            rejected.add(new Rejected("period " + p.period() + " from n = " + (start + p.preperiod()),
                    "G(" + (start + bad) + ") = " + g[bad] + " but G(" + (start + bad - p.period()) + ") = "
                            + g[bad - p.period()]));
        } else {
            rejected.add(new Rejected("eventually periodic",
                    "no period repeats " + MIN_PERIODS + " times in " + range(start, learn)));
        }
        Optional<Periodicity> ar = PeriodicityChecker.arithmetic(g, learn, Math.min(64, learn / MIN_PERIODS), MIN_PERIODS);
        if (ar.isPresent()) {
            Periodicity p = ar.get();
            int bad = firstArithmeticBreak(g, p, len);
            if (bad < 0) {
                long e = start + p.preperiod();
                Map<String, Object> d = new LinkedHashMap<>();
                d.put("preperiod", e);
                d.put("period", p.period());
                d.put("saltus", p.saltus());
                String text = p.period() == 1 ? "G(n) = n " + signed(g[p.preperiod()] - e) + " for n >= " + e
                        : "G(n + " + p.period() + ") = G(n) + " + p.saltus() + " for n >= " + e;
                return report("Grundy values", new Rule("arithmetic-periodic", text, d, false), rejected, 0,
                        start, learn, len, tried);
            }
            rejected.add(new Rejected("G(n + " + p.period() + ") = G(n) + " + p.saltus(),
                    "breaks at n = " + (start + bad)));
        }
        return new PatternReport("Grundy values", null, rejected, range(start, learn), range(start, len),
                tried);
    }

    private static String signed(long c) {
        return c == 0 ? "+ 0" : c > 0 ? "+ " + c : "- " + (-c);
    }

    // ------------------------------------------------------------------ helpers

    /** The first index i >= from with v[i] != v[i - p], or -1. */
    static int firstBreak(int[] v, int p, int from, int len) {
        for (int i = Math.max(from, p); i < len; i++) {
            if (v[i] != v[i - p]) {
                return i;
            }
        }
        return -1;
    }

    private static int firstArithmeticBreak(int[] v, Periodicity p, int len) {
        for (int i = p.preperiod() + p.period(); i < len; i++) {
            if ((long) v[i] - v[i - p.period()] != p.saltus()) {
                return i;
            }
        }
        return -1;
    }

    private static PatternReport report(String subject, Rule rule, List<Rejected> rejected, int more, long start,
            int learn, int len, List<String> tried) {
        return new PatternReport(subject, rule, withMore(rejected, more), range(start, learn),
                range(start, len), tried);
    }

    private static List<Rejected> withMore(List<Rejected> rejected, int more) {
        if (more == 0) {
            return rejected;
        }
        List<Rejected> out = new ArrayList<>(rejected);
        out.add(new Rejected("... and " + more + " more rules of the same family", "each with a counterexample"));
        return out;
    }

    private static String pn(boolean p) {
        return p ? "P" : "N";
    }

    static String residueText(long m, TreeSet<Long> residues) {
        if (residues.isEmpty()) {
            return "no position is P";
        }
        if (m == 1) {
            return "every position is P";
        }
        if (m == 2 && residues.size() == 1) {
            return "P iff n is " + (residues.first() == 0 ? "even" : "odd");
        }
        if (residues.size() == 1) {
            return "P iff n mod " + m + " = " + residues.first();
        }
        return "P iff n mod " + m + " in " + listText(List.copyOf(residues));
    }

    static String listText(List<Long> values) {
        if (values.isEmpty()) {
            return "none";
        }
        StringBuilder sb = new StringBuilder("{");
        for (int i = 0; i < values.size(); i++) {
            if (i == 20) {
                sb.append(", ... (").append(values.size()).append(" in all)");
                break;
            }
            sb.append(i == 0 ? "" : ", ").append(values.get(i));
        }
        return sb.append('}').toString();
    }
}
