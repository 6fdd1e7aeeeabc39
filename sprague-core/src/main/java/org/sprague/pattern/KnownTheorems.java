package org.sprague.pattern;

import java.math.BigInteger;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.LongUnaryOperator;
import org.sprague.catalog.entry.Game;
import org.sprague.game.Deadline;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.search.engine.SearchThreads;
import org.sprague.heap.HeapCode;
import org.sprague.heap.HeapPeriodicity;
import org.sprague.heap.HeapRules;
import org.sprague.heap.Periodicity;
import org.sprague.heap.ProvenPeriod;
import org.sprague.pattern.SequencePatternFinder.Verdict;

/**
 * The theorems the pattern finder may cite, keyed by game id: a rule found in a table is
 * marked {@code proven} only when one of these applies to the game <i>and</i> the rule
 * agrees with what the theorem says for every n (checked exactly, not on a sample).
 *
 * <ul>
 * <li><b>Bachet's theorem</b> (Bash game and capped Nim with parameter M): G(n) = n mod (M+1).</li>
 * <li><b>Guy-Smith</b> (finite take-and-break codes) and the <b>window argument</b> (finite
 * subtraction sets): a Grundy period (e0, p0) proven by computing the values up to the
 * theorem's bound ({@link ProvenPeriod#find}), within {@link #PROOF_BUDGET} of CPU time. A periodic rule
 * (e, p) for G, or for the P-positions G = 0, is then proven when it agrees with the proven
 * values on one common period {@code max(e, e0) .. max(e, e0) + lcm(p, p0) - 1}: both are
 * periodic there, so they agree for ever. A proven period whose block has no 0 (0.16, 0.56)
 * proves that the P-positions are finite.</li>
 * <li><b>Subtraction of powers of two</b>: G(n) = n mod 3 (2^k mod 3 is 1 or 2, and 1, 2 are moves).</li>
 * <li><b>Nim</b>: G(n) = n (the options of n are exactly 0..n-1); <b>Lasker's Nim</b>:
 * G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3 (Winning Ways ch. 4).</li>
 * <li><b>The multiplication game</b>: N iff n in (18^k, 9*18^k], by induction on the
 * intervals (see {@code MultiplicationGame}).</li>
 * <li>Two coordinates: <b>Wythoff's theorem</b> (P-positions the pairs (floor(k phi),
 * floor(k phi^2))), <b>kiki's parity rule</b> (P iff both coordinates odd), <b>Bouton's
 * theorem</b> for two-heap Nim (P iff x = y; G = x XOR y).</li>
 * </ul>
 * Every other rule is reported as checked on its range, never proven.
 */
final class KnownTheorems {
    /**
     * The time allowed to prove a heap game's Grundy period by computation: 6 s of this
     * thread's CPU time, so that a proof found on a quiet machine is found on a busy one too
     * (a wall-time budget said "unproven" under load), and a wall-time cap ten times that,
     * which ends a thread the machine does not run.
     */
    static final CpuBudget PROOF_BUDGET = new CpuBudget(Duration.ofSeconds(6), Duration.ofSeconds(60));
    /** Values computed at most when proving a heap game's period (0.16 needs about 520,000). */
    static final int PROOF_VALUES = 1 << 21;
    /** The longest common period compared value by value. */
    static final long MAX_WINDOW = 20_000_000L;

    private KnownTheorems() {
    }

    /** A sequence known for every n: {@code G(n + period) = G(n) + saltus} for n >= preperiod. */
    record Known(String theorem, LongUnaryOperator grundy, long preperiod, long period, long saltus) {
    }

    /**
     * The theorem known for a one-coordinate game's Grundy values, if any: a heap game's period
     * proven on {@code table} (values computed there are not computed again, and the values
     * computed here stay there; null: a table of its own), under {@code call}'s running deadline.
     */
    static Optional<Known> sequence(Game g, TimedTable table, SearchThreads call) {
        String id = g.id().toLowerCase(Locale.ROOT);
        Optional<Long> m = parameter(id, "bash:").or(() -> parameter(id, "capped-nim:"));
        if (m.isPresent()) {
            long mod = m.get() + 1;
            return Optional.of(new Known("Bachet's theorem: G(n) = n mod " + mod, n -> n % mod, 0, mod, 0));
        }
        if (id.equals("nim")) {
            return Optional.of(new Known("the Nim heap rule: the options of heap n are heaps 0..n-1, so G(n) = n", n -> n, 0, 1, 1));
        }
        if (id.equals("subtraction:pow2")) {
            return Optional.of(new Known("the powers-of-two rule: 2^k mod 3 is 1 or 2 and both 1 and 2 are powers of"
                    + " two, so the options of n have exactly the two other residues mod 3: G(n) = n mod 3",
                    n -> n % 3, 0, 3, 0));
        }
        if (id.equals("lasker")) {
            return Optional.of(new Known("Lasker's Nim: G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4,"
                    + " G(4k+4) = 4k+3 (Winning Ways, ch. 4)", KnownTheorems::lasker, 1, 4, 4));
        }
        HeapCode code;
        try {
            code = HeapRules.resolve(id);
        } catch (InvalidInputException | IllegalArgumentException e) {
            return Optional.empty();
        }
        if (!HeapPeriodicity.provable(code)) {
            return Optional.empty();
        }
        boolean shared = table != null && table.code().equals(code);
        return proveHeapPeriod(code, PROOF_BUDGET, shared ? table
                : new TimedTable(code, PROOF_VALUES, call));
    }

    /** The Guy-Smith or window-argument theorem for {@code code}, its period proven within {@code budget}. */
    static Optional<Known> proveHeapPeriod(HeapCode code, CpuBudget budget) {
        return proveHeapPeriod(code, budget, new TimedTable(code, PROOF_VALUES, SearchThreads.one()));
    }

    private static Optional<Known> proveHeapPeriod(HeapCode code, CpuBudget budget, TimedTable table) {
        Optional<ProvenPeriod> pp;
        try {
            pp = budget.run(table.call(), meter -> provenPeriod(table, meter));
        } catch (LimitExceededException e) {
            table.call().deadline().check(); // the caller's deadline passed: stop, not "unproven"
            return Optional.empty();
        }
        String name = HeapPeriodicity.theorem(code).equals("Guy-Smith") ? "Guy-Smith"
                : "the subtraction-game window argument";
        return pp.map(p -> new Known(name + ": G(n + " + p.period() + ") = G(n) for n >= "
                + p.preperiod() + ", proven by computing G up to the theorem's bound",
                p::grundy, p.preperiod(), p.period(), 0));
    }

    /**
     * {@link ProvenPeriod#find}'s search in runs of 1024, 4096, ... values (sparse-space method),
     * no run started that would likely overrun the CPU budget ({@link TimedTable#predicted}) nor
     * the caller's deadline; the deadline is also polled inside each run.
     */
    private static Optional<ProvenPeriod> provenPeriod(TimedTable table, CpuBudget.Meter meter) {
        HeapCode code = table.code();
        long lastCheck = 0; // the last run's periodicity check, O(values)
        for (int len = 1024; ; len = Math.min(PROOF_VALUES, len * 4)) {
            meter.deadline().check();
            Duration left = meter.deadline().remaining();
            // values the table holds already (the pattern's held-out check shares it) cost only the check
            long next = table.predicted(len) + 4 * lastCheck;
            if (!meter.affords(next) || left != null && left.toNanos() < next) {
                return Optional.empty();
            }
            table.ensure(len);
            long t1 = meter.used();
            int[] g = table.table().values().toIntArray(len);
            Optional<Periodicity> p = HeapPeriodicity.of(code, g, len);
            lastCheck = meter.used() - t1;
            if (p.isPresent() && p.get().proven()) {
                int e = p.get().preperiod();
                int period = p.get().period();
                return Optional.of(new ProvenPeriod(Arrays.copyOf(g, e + period), e, period));
            }
            if (len == PROOF_VALUES) {
                return Optional.empty();
            }
        }
    }

    private static long lasker(long n) {
        if (n == 0) {
            return 0;
        }
        long r = n % 4;
        return r == 3 ? n + 1 : r == 0 ? n - 1 : n;
    }

    private static Optional<Long> parameter(String id, String prefix) {
        if (!id.startsWith(prefix)) {
            return Optional.empty();
        }
        try {
            return Optional.of(Long.parseLong(id.substring(prefix.length())));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /**
     * A prover for a sequence rule: proven when it agrees with the known values (G, or G = 0
     * for P-positions) on one common period of both from the later of their preperiods.
     */
    static SequencePatternFinder.Prover prover(Optional<Known> known, boolean outcomes, Deadline deadline) {
        if (known.isEmpty()) {
            return SequencePatternFinder.Prover.NONE;
        }
        Known k = known.get();
        // a rule the theorem's values contradict is false: refuted, never printed
        return (fit, start) -> {
            SequenceFit.Model model = fit.model();
            if (!(model instanceof SequencePatternFinder.Periodic) && !(model instanceof SequencePatternFinder.Arithmetic)) {
                return Verdict.UNKNOWN;
            }
            long p = model.period();
            long s = model.saltus();
            if (outcomes ? s != 0 : s * k.period() != k.saltus() * p) {
                return Verdict.UNKNOWN; // different slopes; P-positions of an arithmetic G are not periodic here
            }
            if (outcomes && k.saltus() != 0) {
                return growing(k, fit, start, deadline);
            }
            long clean = fit.cleanFrom(start);
            long from = Math.max(clean, k.preperiod());
            BigInteger lcm = BigInteger.valueOf(p).multiply(BigInteger.valueOf(k.period()))
                    .divide(BigInteger.valueOf(p).gcd(BigInteger.valueOf(k.period())));
            if (lcm.compareTo(BigInteger.valueOf(MAX_WINDOW)) > 0) {
                return Verdict.UNKNOWN;
            }
            long to = from + lcm.longValue();
            // below `clean` the rule's values are the table's own (searched), exceptions included;
            // from `clean` to the later preperiod, value by value; then one common period
            for (long n = clean; n < to; n++) {
                if ((n & 0x3ff) == 0) {
                    deadline.check();
                }
                long truth = k.grundy().applyAsLong(n);
                long expected = outcomes ? (truth == 0 ? 1 : 0) : truth;
                if (model.predict(n) != expected) {
                    return Verdict.refuted(n, k.theorem());
                }
            }
            return Verdict.proven(k.theorem() + "; the rule agrees with it on n = " + clean + ".." + (to - 1)
                    + " (up to one common period past both preperiods), hence for every n");
        };
    }

    /**
     * P-positions when G grows (saltus > 0): G(n + p0) = G(n) + s > G(n) >= 0, so G has no 0
     * from e0 + p0 on; a rule "no P from n = e on" is proven by checking e .. e0 + p0 - 1.
     */
    private static Verdict growing(Known k, SequenceFit fit, long start, Deadline deadline) {
        if (k.saltus() < 0 || !(fit.model() instanceof SequencePatternFinder.Periodic p) || !p.residues().isEmpty()) {
            return Verdict.UNKNOWN;
        }
        long from = fit.cleanFrom(start);
        long to = Math.max(from, k.preperiod() + k.period());
        for (long n = from; n < to; n++) {
            if (k.grundy().applyAsLong(n) == 0) {
                return Verdict.refuted(n, k.theorem());
            }
        }
        return Verdict.proven(k.theorem() + "; so G(n + " + k.period() + ") > G(n) >= 0 for n >= " + k.preperiod()
                + ", and G has no 0 on n = " + from + ".." + Math.max(from, to - 1) + ": no P-position from n = " + from);
    }

    /**
     * The P-positions a proven period gives outright when its periodic part has no 0 (0.16,
     * 0.56): exactly the zeros below the preperiod, finitely many. Used when the table alone
     * showed no rule (0.16's P-position 837 lies beyond a table to 300); empty when there are
     * more than {@link SequencePatternFinder#MAX_EXCEPTIONS} of them or the period is longer
     * than {@link #MAX_WINDOW}.
     */
    static Optional<Rule> finitePositions(Optional<Known> known, long start, Deadline deadline) {
        if (known.isEmpty() || known.get().saltus() != 0 || known.get().period() > MAX_WINDOW) {
            return Optional.empty();
        }
        Known k = known.get();
        for (long n = k.preperiod(); n < k.preperiod() + k.period(); n++) {
            if (k.grundy().applyAsLong(n) == 0) {
                return Optional.empty();
            }
        }
        List<Long> zeros = new java.util.ArrayList<>();
        for (long n = start; n < k.preperiod(); n++) {
            if ((n & 0x3ff) == 0) {
                deadline.check();
            }
            if (k.grundy().applyAsLong(n) == 0) {
                zeros.add(n);
                if (zeros.size() > SequencePatternFinder.MAX_EXCEPTIONS) {
                    return Optional.empty();
                }
            }
        }
        java.util.Map<String, Object> d = new java.util.LinkedHashMap<>();
        d.put("period", 1);
        d.put("residues", List.of());
        d.put("preperiod", zeros.isEmpty() ? start : zeros.get(zeros.size() - 1) + 1);
        d.put("exceptions", zeros);
        d.put("score", 1 + zeros.size());
        d.put("fromTheorem", true);
        return Optional.of(new Rule("periodic", "finitely many P-positions: P exactly at n in "
                + SequencePatternFinder.listText(zeros), d).provenBy(k.theorem() + "; its periodic part n = "
                + k.preperiod() + ".." + (k.preperiod() + k.period() - 1) + " has no 0, so the P-positions are"
                + " exactly the zeros below n = " + k.preperiod()));
    }

    /** The multiplication game's intervals: proven when the rule is (18^j, 9*18^j] with N inside. */
    static SequencePatternFinder.Prover multiplication(Game g) {
        if (!g.id().equals("multiplication")) {
            return SequencePatternFinder.Prover.NONE;
        }
        return (fit, start) -> {
            if (!(fit.model() instanceof SequencePatternFinder.Geometric geo) || geo.innerP() || geo.ratio() != 18) {
                return Verdict.UNKNOWN;
            }
            long a = geo.a();
            while (a > 1 && a % 18 == 0) {
                a /= 18;
            }
            if (a != 1 || geo.b() != 9 * geo.a() || fit.cleanFrom(start) > geo.a() + 1) {
                return Verdict.UNKNOWN;
            }
            // below a the rule with its exceptions is the searched table itself
            return Verdict.proven("induction on the intervals (18^k, 9*18^k]: the player to move wins iff n in (18^k, 9*18^k]"
                    + " (every factor 2..9 from a losing interval lands in a winning one, and from a winning"
                    + " one some factor reaches a losing one)");
        };
    }

    /** The theorem proving a two-coordinate rule for game {@code g}, if any. */
    static Optional<String> grid(Game g, Rule rule) {
        String id = g.id();
        String kind = rule.kind();
        if (id.equals("wythoff") && kind.equals("beatty-pairs")
                && QuadraticIrrational.PHI.name().equals(rule.details().get("alpha"))
                && QuadraticIrrational.PHI_SQUARED.name().equals(rule.details().get("beta"))) {
            return Optional.of("Wythoff's theorem (1907): the P-positions are (floor(k phi), floor(k phi^2))"
                    + " and their mirror images");
        }
        if (id.equals("kiki") && kind.equals("doubly-periodic") && rule.text().equals("P iff x and y are both odd")) {
            return Optional.of("kiki's parity rule: by induction, from a both-odd cell every move makes a coordinate even, and"
                    + " from any other cell one move reaches a both-odd cell");
        }
        if (id.equals("nim") && kind.equals("lines") && List.of(0L).equals(rule.details().get("differences"))) {
            return Optional.of("Bouton's theorem: two Nim heaps are a P-position iff they are equal");
        }
        if (id.equals("nim") && kind.equals("xor-split") && rule.text().startsWith("G(x, y) = x XOR y")) {
            return Optional.of("Bouton's theorem: G = x XOR y (Sprague-Grundy)");
        }
        return Optional.empty();
    }
}
