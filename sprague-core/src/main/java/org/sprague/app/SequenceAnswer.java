package org.sprague.app;

import org.sprague.app.json.GrundyReport;
import java.util.Locale;
import java.util.Optional;
import org.sprague.game.Deadline;
import org.sprague.game.InvalidInputException;
import org.sprague.heap.GrundySequenceCalculator;
import org.sprague.heap.HeapCode;
import org.sprague.heap.HeapPeriodicity;
import org.sprague.heap.HeapRules;
import org.sprague.heap.NaiveSequenceCalculator;
import org.sprague.heap.Periodicity;
import org.sprague.heap.SparseSpaceCalculator;

/**
 * The answer of {@link Sprague#sequence}: a heap game's Grundy values G(0..to), how they were
 * computed and their periodicity (proven by the theorem of {@link HeapPeriodicity#theorem} when
 * enough values were computed; otherwise only observed). The JSON of {@code sprague grundy
 * --json} and {@code POST /api/grundy} is {@link #json()}.
 *
 * <p>A class, not a record: its parts are the heap engine's (the rule's code, the
 * calculator's result, the periodicity), which a module-path user cannot name; a library user
 * reads {@link #value}, {@link #period()}, {@link #preperiod()}, {@link #proven()} and the rest.
 */
public final class SequenceAnswer {
    /** Sequences longer than this are not printed as text (the caller writes them to a file). */
    public static final int PRINT_LIMIT = 10_000;

    private final SequenceQuestion question;
    private final HeapCode code;
    private final GrundySequenceCalculator.Result result;
    private final Optional<Periodicity> periodicity;

    /**
     * @param question what was asked
     * @param code the rule's code
     * @param result the calculator's values, method and rare/common split
     * @param periodicity the periodicity seen in the values, if any
     */
    SequenceAnswer(SequenceQuestion question, HeapCode code, GrundySequenceCalculator.Result result,
            Optional<Periodicity> periodicity) {
        this.question = question;
        this.code = code;
        this.result = result;
        this.periodicity = periodicity;
    }

    /** What was asked. */
    public SequenceQuestion question() {
        return question;
    }

    /** The calculator's values, method and rare/common split. */
    GrundySequenceCalculator.Result result() {
        return result;
    }

    /** The periodicity seen in the values, if any. */
    Optional<Periodicity> periodicity() {
        return periodicity;
    }

    /** {@link Sprague#sequence}: the calculator asked for, with a checkpoint or a memory budget when asked. */
    static SequenceAnswer of(SequenceQuestion q) {
        if (q.to() >= Integer.MAX_VALUE) { // G(0..to) must fit one array
            throw new InvalidInputException("${to} must be in 0 .. 2^31 - 2, got " + q.to());
        }
        return Sprague.within(q.timeLimit(), (Deadline d) -> of(q, d));
    }

    private static SequenceAnswer of(SequenceQuestion q, Deadline deadline) {
        HeapCode code = HeapRules.resolve(q.rule());
        GrundySequenceCalculator calc = q.naive() ? new NaiveSequenceCalculator()
                : SparseSpaceCalculator.withThreads(q.threads());
        int count = (int) (q.to() + 1);
        GrundySequenceCalculator.Result r = q.checkpoint() != null
                ? SequenceCheckpoints.compute(q, calc, code, count, deadline)
                : q.budget() == null ? calc.compute(code, count, null, q.calculatorListener(), deadline)
                : SequenceBudget.compute(calc, q.rule(), code, count, q.budget(), deadline);
        deadline.check();
        return new SequenceAnswer(q, code, r, HeapPeriodicity.of(code, r.values()));
    }

    /** How many values: {@code to + 1}. */
    public int count() {
        return (int) (question.to() + 1);
    }

    /** G(n), for n in 0..to. */
    public int value(int n) {
        return result.values().get(n);
    }

    /**
     * The period of the values, 0 when none was seen: with {@link #preperiod()}, G(n + period)
     * = G(n) (plus {@code saltus} for arithmetic periodicity) for every n from the preperiod on,
     * proven when {@link #proven()}, otherwise only observed in G(0..to).
     */
    public int period() {
        return periodicity.map(Periodicity::period).orElse(0);
    }

    /** The first heap of the periodic part, -1 when no period was seen. */
    public int preperiod() {
        return periodicity.map(Periodicity::preperiod).orElse(-1);
    }

    /** Whether the period is proven by {@link #theorem()} on the values computed. */
    public boolean proven() {
        return periodicity.map(Periodicity::proven).orElse(false);
    }

    /** The game's name and code, "kayles (0.77)", or the code alone when it has no other name. */
    public String name() {
        return code.name().equals(code.notation()) ? code.notation() : code.name() + " (" + code.notation() + ")";
    }

    /** The largest of G(0..to) (0 for none computed). */
    public int maxValue() {
        return result.values().max();
    }

    /**
     * The periodicity in words, "period 4 (proven)", "period 2, saltus 1 (observed)"; null
     * when no period was seen ({@code sprague grundy --plot} writes it on the plot).
     */
    public String periodNote() {
        return periodicity.map(p -> "period " + p.period() + (p.saltus() != 0 ? ", saltus " + p.saltus() : "")
                + (p.proven() ? " (proven)" : " (observed)")).orElse(null);
    }

    /** The theorem that proves a period of this rule once enough values are known ("Guy-Smith"...). */
    public String theorem() {
        return HeapPeriodicity.theorem(code);
    }

    /**
     * G(n) for any heap n: a computed value up to {@code to}, past it from the proven period
     * (exact at any size, a googol included).
     *
     * @throws org.sprague.game.InvalidInputException when n is negative, or past {@code to}
     *     without a proven period
     */
    public java.math.BigInteger grundy(java.math.BigInteger n) {
        if (n.signum() < 0) {
            throw new org.sprague.game.InvalidInputException("a heap must be >= 0, got " + n);
        }
        if (n.compareTo(java.math.BigInteger.valueOf(question.to())) <= 0) {
            return java.math.BigInteger.valueOf(value(n.intValueExact()));
        }
        if (!proven()) {
            throw new org.sprague.game.InvalidInputException("G(" + n + ") is past the " + count()
                    + " values computed and no period is proven in them");
        }
        Periodicity p = periodicity.get();
        java.math.BigInteger[] qr = n.subtract(java.math.BigInteger.valueOf(p.preperiod()))
                .divideAndRemainder(java.math.BigInteger.valueOf(p.period()));
        return java.math.BigInteger.valueOf(value(p.preperiod() + qr[1].intValueExact()))
                .add(qr[0].multiply(java.math.BigInteger.valueOf(p.saltus())));
    }

    /**
     * The report, the record written as JSON (its null components left out by the front ends'
     * mapper): the values only when the question asked for them. An {@code app.json.GrundyReport},
     * typed {@code Object} as {@link Report#json()} is, since a module-path user cannot name it.
     */
    public Object json() {
        return report();
    }

    /** {@link #json()} as its record. */
    GrundyReport report() {
        return GrundyReport.of(question.rule(), code, result, count(), periodicity, question.values(),
                question.valuesFile());
    }

    /**
     * The text for people: the rule, what was computed, the values ten a line (at most
     * {@value #PRINT_LIMIT}, when asked for), the rare/common split and the periodicity with its
     * evidence.
     */
    public String text() {
        return text(java.util.function.Function.identity());
    }

    /**
     * The text with each parameter it names spelled by {@code spell} (the command line's
     * flags, {@link org.sprague.game.wording.Wording}); {@link #text()} names them bare.
     */
    public String text(java.util.function.Function<String, String> spell) {
        GrundySequenceCalculator.Result r = result;
        int count = count();
        long to = question.to();
        String valuesFile = question.valuesFile();
        StringBuilder s = new StringBuilder();
        String name = code.name().equals(code.notation()) ? code.notation() : question.rule() + " = " + code.notation();
        s.append("rule:        ").append(name).append('\n');
        s.append("computed:    G(0..").append(to).append("), ").append(count).append(" values, ")
                .append(r.method()).append(" method, largest value ").append(r.values().max())
                .append(" (").append(r.values().bitsPerValue()).append(" bits a value)\n");
        if (question.values()) {
            if (count <= PRINT_LIMIT) {
                s.append("values:\n");
                for (int n = 0; n < count; n += 10) {
                    s.append(String.format(Locale.ROOT, "%8d:", n));
                    for (int i = n; i < Math.min(count, n + 10); i++) {
                        s.append(' ').append(r.values().get(i));
                    }
                    s.append('\n');
                }
            } else if (valuesFile == null) {
                s.append("values:      ").append(count).append(" values: too many to print; write them with ${out} FILE\n");
            }
        }
        if (valuesFile != null) {
            s.append("values file: ").append(valuesFile).append(" (one value a line)\n");
        }
        int upTo = code.isFinite() ? code.lastDigit() : Math.min(count - 1, 1 << 16);
        if (r.rareMask() >= 0 && code.maxHeaps(upTo) == 1) {
            s.append("rare/common: not needed (no move splits a heap)\n");
        } else if (r.rareMask() >= 0) {
            s.append(String.format(Locale.ROOT, "rare/common: mask 0x%x (%s type): %d of %d heaps rare%n",
                    r.rareMask(), r.domainParity() ? "domain-parity" : "range", r.rareCount(), Math.max(count - 1, 0)));
        }
        s.append("periodicity: ");
        if (periodicity.isEmpty()) {
            s.append("none observed in G(0..").append(to).append(")\n");
        } else {
            Periodicity x = periodicity.get();
            s.append("preperiod ").append(x.preperiod()).append(", period ").append(x.period());
            if (!x.ordinary()) {
                s.append(", saltus ").append(x.saltus());
            }
            long needed = HeapPeriodicity.valuesNeeded(code, x);
            if (x.proven()) {
                s.append(": proven (").append(HeapPeriodicity.theorem(code)).append(": ").append(needed)
                        .append(" values suffice, ").append(count).append(" computed)");
            } else if (needed >= 0) {
                s.append(": observed, not proven (").append(HeapPeriodicity.theorem(code)).append(" needs ")
                        .append(needed).append(" values: ${to} ").append(needed - 1).append(')');
            } else {
                s.append(": observed, not proven (no theorem for ")
                        .append(code.unequalSplit() ? "unequal splits" : "infinite codes").append(')');
            }
            s.append('\n');
        }
        return org.sprague.game.wording.Wording.render(s.toString(), spell);
    }
}
