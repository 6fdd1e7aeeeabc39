package org.sprague.pattern;

import java.util.stream.Collectors;
import java.util.ArrayList;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import org.sprague.heap.Periodicity;
import org.sprague.heap.PeriodicityChecker;

/**
 * Finds the rule in a one-coordinate table (position n = start, start+1, ...): which n
 * are P-positions, and how the Grundy values go on (the tutorials' 打表找规律), by
 * <b>minimum description length</b> with a held-out check.
 *
 * <p>Every family proposes candidates learned on the first {@code learn} values: periodic
 * with every period p up to {@value #SMALL_PERIODS} and the longest period the Z-function
 * finds ({@link PeriodicityChecker#ordinary}), the block read from the last p learned
 * values (residues when it holds from the start); arithmetic-periodic (a saltus, as in
 * Lasker's Nim); geometric intervals (runs whose ends grow by a fixed integer ratio every
 * two runs, as in the multiplication game). Each candidate is then compared with every
 * value given, learned and held out:
 * <ul>
 * <li>a difference beyond the learned range <b>refutes</b> it;</li>
 * <li>the differences inside it are its <b>exceptions</b>, at most {@value #MAX_EXCEPTIONS};</li>
 * <li>its <b>score</b> is the numbers needed to state it (parameters) plus its exceptions
 * (one number each for P/N, two for Grundy values: where and what);</li>
 * <li>it qualifies only when it <b>compresses</b> the learned table: score at most
 * learned values / {@value #COMPRESSION}, and it held without exception over at least
 * two periods at the end of the learned range.</li>
 * </ul>
 * The qualifying candidate with the least score is the rule; with none, "no rule found".
 * A theorem ({@link Prover}, from {@link KnownTheorems}) may prove the rule; otherwise it
 * is a conjecture checked on the range given.
 *
 * <p>Cost: O(C * {@value #SMALL_PERIODS}) for the periodic candidates (C values given),
 * O(L) for the Z-function, O(L * 64) for arithmetic periods, O(C) for intervals.
 */
final class SequencePatternFinder {
    /** Periods tried one by one; longer ones come from the Z-function. */
    static final int SMALL_PERIODS = 64;
    /** The most exceptions a rule may have. */
    public static final int MAX_EXCEPTIONS = 32;
    /** A rule's score must be at most the learned values divided by this. */
    public static final int COMPRESSION = 2;
    /** Rules not chosen listed in full. */
    static final int MAX_REJECTED_SHOWN = 8;
    /** Fewer values than this: no rule is claimed. */
    public static final int MIN_VALUES = 12;

    /** A theorem known for the game, judging a fitted rule for every n. */
    @FunctionalInterface
    interface Prover {
        Verdict judge(SequenceFit fit, long start);

        Prover NONE = (fit, start) -> Verdict.UNKNOWN;
    }

    /**
     * What a theorem says of a rule: proven (with the argument), refuted (at a position the
     * theorem's values contradict it), or nothing.
     */
    record Verdict(String proof, long counterexample, String theorem) {
        static final Verdict UNKNOWN = new Verdict(null, -1, null);

        static Verdict proven(String proof) {
            return new Verdict(proof, -1, null);
        }

        static Verdict refuted(long n, String theorem) {
            return new Verdict(null, n, theorem);
        }
    }

    private SequencePatternFinder() {
    }

    /** The learned part of a table of {@code length} values: the first half (at least 6). */
    public static int learnLength(int length) {
        return Math.min(length, Math.max(MIN_VALUES / 2, (length + 1) / 2));
    }

    static String range(long start, int length) {
        return "n = " + start + ".." + (start + length - 1);
    }

    // ------------------------------------------------------------------ entry points

    static PatternReport outcomes(boolean[] isP, long start, int learn, Prover prover) {
        int[] v = IntStream.range(0, isP.length).map(i -> isP[i] ? 1 : 0).toArray();
        return find(new Table(v, start, learn, true), prover);
    }

    static PatternReport grundy(int[] g, long start, int learn, Prover prover) {
        return find(new Table(g.clone(), start, learn, false), prover);
    }

    /** The values, where they start, how many were learned, and which subject. */
    private record Table(int[] v, long start, int learn, boolean outcomes) {
        int len() {
            return v.length;
        }

        String subject() {
            return outcomes ? "P-positions" : "Grundy values";
        }

        int exceptionCost() {
            return outcomes ? 1 : 2;
        }
    }

    // ------------------------------------------------------------------ selection

    private static PatternReport find(Table t, Prover prover) {
        List<String> tried = t.outcomes
                ? List.of("residues n mod m", "periodic with exceptions", "geometric intervals")
                : List.of("periodic with exceptions", "arithmetic-periodic (saltus)");
        String learned = range(t.start, t.learn);
        String checked = range(t.start, t.len());
        if (t.learn < MIN_VALUES / 2 || t.len() < MIN_VALUES) {
            return new PatternReport(t.subject(), null, List.of(), learned, checked,
                    List.of("too few values: at least " + MIN_VALUES + " are needed"),
                    "no rule is claimed from fewer than " + MIN_VALUES + " values", null);
        }
        List<SequenceFit> fits = new ArrayList<>(candidates(t).stream().map(m -> fit(t, m)).toList());
        int threshold = t.learn / COMPRESSION;
        List<SequenceFit> qualified = fits.stream().filter(f -> qualifies(t, f))
                .sorted(Comparator.comparingInt(SequenceFit::score)).toList();
        SequenceFit best = null;
        Verdict verdict = Verdict.UNKNOWN;
        List<Rejected> refuted = new ArrayList<>();
        for (SequenceFit f : qualified) {
            Verdict v = prover.judge(f, t.start);
            if (v.counterexample() >= 0) {
                fits.remove(f);
                refuted.add(new Rejected(baseText(t, f) + (f.exceptions().isEmpty() ? ""
                        : " with " + f.exceptions().size() + " exceptions"), "refuted at n = " + v.counterexample()
                        + ", beyond the values computed, by " + v.theorem()));
                continue;
            }
            best = f;
            verdict = v;
            break;
        }
        List<Rejected> rejected = new ArrayList<>(refuted);
        rejected.addAll(rejected(t, fits, best));
        String rule = "a rule is printed only when its score (numbers in its parameters + its exceptions, "
                + (t.outcomes ? "1" : "2") + " per exception) is at most " + threshold + " (half the "
                + t.learn + " learned values), with at most " + MAX_EXCEPTIONS
                + " exceptions, none beyond the learned range";
        if (best == null) {
            return new PatternReport(t.subject(), null, rejected, learned, checked, tried, rule, null);
        }
        Rule r = toRule(t, best, verdict.proof() != null);
        if (verdict.proof() != null) {
            r = r.provenBy(verdict.proof());
        }
        String selection = "score " + best.score() + " (rule " + best.size() + " + exceptions "
                + (best.score() - best.size()) + "); " + rule;
        return new PatternReport(t.subject(), r, rejected, learned, checked, tried, selection, null);
    }

    private static boolean qualifies(Table t, SequenceFit f) {
        if (f.refutedAt() >= 0 || f.exceptions().size() > MAX_EXCEPTIONS
                || (long) f.score() * COMPRESSION > t.learn) {
            return false;
        }
        long clean = t.start + t.learn - f.cleanFrom(t.start);
        return clean >= 2L * Math.max(1, f.model().period());
    }

    /** The best rule not chosen of each family, with why, then the rest counted. */
    private static List<Rejected> rejected(Table t, List<SequenceFit> fits, SequenceFit best) {
        List<SequenceFit> others = new ArrayList<>(fits);
        others.remove(best);
        others.sort(Comparator.comparingInt(SequenceFit::score));
        List<Rejected> out = new ArrayList<>();
        int more = 0;
        for (SequenceFit f : others) {
            if (out.size() < (best == null ? MAX_REJECTED_SHOWN : 3)) {
                out.add(new Rejected(baseText(t, f), why(t, f, best)));
            } else {
                more++;
            }
        }
        if (more > 0) {
            out.add(new Rejected("... and " + more + " more candidates", "each refuted, with too many exceptions,"
                    + " or not compressing the table"));
        }
        return out;
    }

    private static String why(Table t, SequenceFit f, SequenceFit best) {
        if (f.refutedAt() >= 0) {
            int i = (int) (f.refutedAt() - t.start);
            return "breaks at n = " + f.refutedAt() + ", beyond the learned range: " + valueText(t, i)
                    + ", the rule says " + predictedText(t, f.model().predict(f.refutedAt()));
        }
        if (f.exceptions().size() > MAX_EXCEPTIONS) {
            return "more than " + MAX_EXCEPTIONS + " exceptions in " + range(t.start, t.learn)
                    + " (first at n = " + f.exceptions().get(0) + ")";
        }
        if ((long) f.score() * COMPRESSION > t.learn) {
            return "score " + f.score() + " (" + f.exceptions().size() + " exceptions) > " + t.learn / COMPRESSION
                    + ": does not compress the table";
        }
        long clean = t.start + t.learn - f.cleanFrom(t.start);
        if (clean < 2L * Math.max(1, f.model().period())) {
            return "holds without exception only from n = " + f.cleanFrom(t.start)
                    + " in the learned range: less than two periods";
        }
        return "score " + f.score() + " >= " + best.score() + " of the rule chosen";
    }

    private static String valueText(Table t, int i) {
        return t.outcomes ? "n = " + (t.start + i) + " is " + (t.v[i] == 1 ? "P" : "N")
                : "G(" + (t.start + i) + ") = " + t.v[i];
    }

    private static String predictedText(Table t, long value) {
        return t.outcomes ? (value == 1 ? "P" : "N") : Long.toString(value);
    }

    /** Compares the model with every value: exceptions (up to MAX + 1) and the first refutation. */
    private static SequenceFit fit(Table t, SequenceFit.Model m) {
        List<Long> exceptions = new ArrayList<>();
        long refuted = -1;
        for (int i = 0; i < t.len(); i++) {
            if (m.predict(t.start + i) != t.v[i]) {
                if (i >= t.learn) {
                    refuted = t.start + i;
                    break;
                }
                if (exceptions.size() <= MAX_EXCEPTIONS) {
                    exceptions.add(t.start + i);
                } else {
                    i = t.learn - 1; // enough exceptions: only a refutation can still be told
                }
            }
        }
        int size = size(t, m);
        long score = size + (long) t.exceptionCost() * exceptions.size();
        return new SequenceFit(kind(t, m, exceptions), m, size, exceptions, (int) Math.min(Integer.MAX_VALUE, score),
                refuted);
    }

    /** Numbers to state a model: period and residues (P/N), period and block (Grundy), (a, b, r, side). */
    private static int size(Table t, SequenceFit.Model m) {
        if (m instanceof Periodic p) {
            return t.outcomes ? 1 + p.residues().size() : 1 + p.period();
        }
        if (m instanceof Arithmetic a) {
            return 2 + a.period();
        }
        return 4;
    }

    private static String kind(Table t, SequenceFit.Model m, List<Long> exceptions) {
        if (m instanceof Periodic) {
            return t.outcomes && exceptions.isEmpty() ? "residues" : "periodic";
        }
        return m instanceof Arithmetic ? "arithmetic-periodic" : "geometric-intervals";
    }

    // ------------------------------------------------------------------ candidates

    private static List<SequenceFit.Model> candidates(Table t) {
        List<SequenceFit.Model> out = new ArrayList<>();
        int learn = t.learn;
        for (int p = 1; p <= SMALL_PERIODS && 2 * p <= learn; p++) {
            Periodic c = Periodic.of(t.v, t.start, learn, p);
            if (c.leastPeriod() == p) { // else the same model as the candidate of its least period
                out.add(c);
            }
        }
        Optional<Periodicity> per = PeriodicityChecker.ordinary(t.v, learn, 2);
        if (per.isPresent() && per.get().period() > SMALL_PERIODS) {
            out.add(Periodic.of(t.v, t.start, learn, per.get().period()));
        }
        if (t.outcomes) {
            geometric(t).ifPresent(out::add);
        } else {
            Optional<Periodicity> ar = PeriodicityChecker.arithmetic(t.v, learn, Math.min(64, learn / 3), 3);
            ar.ifPresent(a -> out.add(Arithmetic.of(t.v, t.start, learn, a.period(), a.saltus())));
        }
        return out;
    }

    /** Periodic: {@code value(n) = block[(n - anchor) mod p]}, the block the last p learned values. */
    record Periodic(int period, int[] block, long anchor) implements SequenceFit.Model {
        static Periodic of(int[] v, long start, int learn, int p) {
            int[] block = new int[p];
            System.arraycopy(v, learn - p, block, 0, p);
            return new Periodic(p, block, start + learn - p);
        }

        @Override
        public long predict(long n) {
            return block[(int) Math.floorMod(n - anchor, (long) period)];
        }

        /** The least d dividing the period with block[i] = block[i - d]. */
        int leastPeriod() {
            for (int d = 1; d < period; d++) {
                if (period % d == 0) {
                    boolean same = true;
                    for (int i = d; i < period && same; i++) {
                        same = block[i] == block[i - d];
                    }
                    if (same) {
                        return d;
                    }
                }
            }
            return period;
        }

        /** The residues n mod p where the value is 1 (the P-positions' residues). */
        TreeSet<Long> residues() {
            return IntStream.range(0, period).filter(i -> block[i] == 1)
                    .mapToObj(i -> Math.floorMod(anchor + i, (long) period)).collect(Collectors.toCollection(TreeSet::new));
        }

        /** One period of values from n = e. */
        List<Integer> from(long e) {
            return IntStream.range(0, period).mapToObj(i -> (int) predict(e + i)).toList();
        }

        @Override
        public Map<String, Object> details() {
            Map<String, Object> d = new LinkedHashMap<>();
            d.put("period", period);
            return d;
        }
    }

    /** Arithmetic-periodic: {@code value(n) = block[(n - anchor) mod p] + s * floor((n - anchor) / p)}. */
    record Arithmetic(int period, long saltus, int[] block, long anchor) implements SequenceFit.Model {
        static Arithmetic of(int[] v, long start, int learn, int p, long s) {
            int[] block = new int[p];
            System.arraycopy(v, learn - p, block, 0, p);
            return new Arithmetic(p, s, block, start + learn - p);
        }

        @Override
        public long predict(long n) {
            long d = n - anchor;
            return block[(int) Math.floorMod(d, (long) period)] + saltus * Math.floorDiv(d, (long) period);
        }

        @Override
        public Map<String, Object> details() {
            Map<String, Object> d = new LinkedHashMap<>();
            d.put("period", period);
            d.put("saltus", saltus);
            return d;
        }
    }

    /** P/N by intervals: the outcome {@code inner} on (a r^k, b r^k] for k >= 0, the other elsewhere. */
    record Geometric(long a, long b, long ratio, boolean innerP) implements SequenceFit.Model {
        @Override
        public long predict(long n) {
            return inside(n) == innerP ? 1 : 0;
        }

        /** Whether n lies in (a r^k, b r^k] for some k >= 0. */
        boolean inside(long n) {
            long lo = a;
            long hi = b;
            while (lo < n) {
                if (n <= hi) {
                    return true;
                }
                if (lo > Long.MAX_VALUE / ratio || hi > Long.MAX_VALUE / ratio) {
                    return false;
                }
                lo *= ratio;
                hi *= ratio;
            }
            return false;
        }

        @Override
        public int period() {
            return 0;
        }

        @Override
        public Map<String, Object> details() {
            Map<String, Object> d = new LinkedHashMap<>();
            d.put("outcome", innerP ? "P" : "N");
            d.put("a", a);
            d.put("b", b);
            d.put("ratio", ratio);
            return d;
        }
    }

    /**
     * Runs of equal outcome whose ends satisfy end[j+2] = r * end[j] for an integer r >= 2
     * over at least four consecutive ends of the learned range.
     */
    private static Optional<SequenceFit.Model> geometric(Table t) {
        // the last n of each complete run in the learning range
        List<Long> ends = IntStream.range(0, t.learn - 1).filter(i -> t.v[i] != t.v[i + 1]).mapToObj(i -> t.start + i).toList();
        if (ends.size() < 5) {
            return Optional.empty();
        }
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
        boolean innerP = t.v[(int) (a + 1 - t.start)] == 1;
        return Optional.of(new Geometric(a, b, r, innerP));
    }

    // ------------------------------------------------------------------ text

    /**
     * What an unproven "no P-position but these" rule says instead of "finitely many": the P
     * it found, and the evidence finiteness would take, which a check on a range cannot give.
     */
    static final String FINITELY_MANY_UNPROVEN = " and at no other n checked; finitely many P-positions is not"
            + " claimed: that takes a proof that no larger n is P (for a heap game, a proven Grundy period whose"
            + " periodic part has no 0)";

    /** The rule in words, exceptions included; {@code proven}: a theorem extends it to every n. */
    private static Rule toRule(Table t, SequenceFit f, boolean proven) {
        Map<String, Object> d = new LinkedHashMap<>(f.model().details());
        long e = f.cleanFrom(t.start);
        d.put("preperiod", e);
        d.put("exceptions", f.exceptions());
        d.put("score", f.score());
        String text;
        if (f.model() instanceof Periodic p) {
            if (t.outcomes) {
                TreeSet<Long> res = p.residues();
                d.put("residues", List.copyOf(res));
                text = exceptionsText(residueText(p.period(), res), f.exceptions(), t, proven);
            } else {
                List<Integer> block = p.from(e);
                d.put("saltus", 0);
                d.put("periodValues", block);
                text = (p.period() == 1 ? "G(n) = " + block.get(0) + " for n >= " + e
                        : "G(n + " + p.period() + ") = G(n) for n >= " + e + "; one period from n = " + e + ": "
                                + (block.size() <= 40 ? block.toString() : block.subList(0, 40) + "..."))
                        + grundyExceptionsText(f.exceptions(), e);
            }
        } else if (f.model() instanceof Arithmetic a) {
            List<Long> block = LongStream.range(0, a.period()).mapToObj(i -> a.predict(e + i)).toList();
            d.put("periodValues", block);
            text = (a.period() == 1 ? "G(n) = n " + signed(a.predict(e) - e) + " for n >= " + e
                    : "G(n + " + a.period() + ") = G(n) + " + a.saltus() + " for n >= " + e)
                    + grundyExceptionsText(f.exceptions(), e);
        } else {
            Geometric g = (Geometric) f.model();
            text = exceptionsText((g.innerP() ? "P" : "N") + " iff n in (" + term(g.a(), g.ratio()) + ", "
                    + term(g.b(), g.ratio()) + "] for some k >= 0", f.exceptions(), t, proven);
        }
        return new Rule(f.kind(), text, d);
    }

    /** The rule in words without its exceptions (for the rejected list). */
    private static String baseText(Table t, SequenceFit f) {
        if (f.model() instanceof Periodic p) {
            return t.outcomes ? residueText(p.period(), p.residues()) + " (period " + p.period() + ")"
                    : "G(n + " + p.period() + ") = G(n)";
        }
        if (f.model() instanceof Arithmetic a) {
            return "G(n + " + a.period() + ") = G(n) + " + a.saltus();
        }
        Geometric g = (Geometric) f.model();
        return (g.innerP() ? "P" : "N") + " iff n in (" + term(g.a(), g.ratio()) + ", " + term(g.b(), g.ratio())
                + "]";
    }

    private static String exceptionsText(String base, List<Long> exceptions, Table t, boolean proven) {
        if (exceptions.isEmpty()) {
            return base;
        }
        List<Long> p = new ArrayList<>();
        List<Long> n = new ArrayList<>();
        for (long x : exceptions) {
            (t.v[(int) (x - t.start)] == 1 ? p : n).add(x);
        }
        if (base.equals("no position is P") && n.isEmpty()) {
            return proven ? "finitely many P-positions: P exactly at n in " + listText(p)
                    : "P at n in " + listText(p) + FINITELY_MANY_UNPROVEN;
        }
        if (base.equals("every position is P") && p.isEmpty()) {
            return "every position is P except n in " + listText(n);
        }
        return base + "; except " + (p.isEmpty() ? "" : "P also at n in " + listText(p))
                + (p.isEmpty() || n.isEmpty() ? "" : " and ") + (n.isEmpty() ? "" : "N at n in " + listText(n));
    }

    private static String grundyExceptionsText(List<Long> exceptions, long e) {
        return exceptions.isEmpty() ? "" : "; below " + e + ", G differs from that rule at n in "
                + listText(exceptions) + " (" + exceptions.size() + (exceptions.size() == 1 ? " exception)" : " exceptions)");
    }

    private static String term(long c, long r) {
        return (c == 1 ? "" : c + "*") + r + "^k";
    }

    private static String signed(long c) {
        return c == 0 ? "+ 0" : c > 0 ? "+ " + c : "- " + (-c);
    }

    static String residueText(long m, TreeSet<Long> residues) {
        if (residues.isEmpty()) {
            return "no position is P";
        }
        if (residues.size() == m) {
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
        String more = values.size() > 40 ? ", ... (" + values.size() + " in all)}" : "}";
        return values.stream().limit(40).map(String::valueOf).collect(Collectors.joining(", ", "{", more));
    }
}
