package org.sprague.app;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import org.sprague.game.Deadline;
import org.sprague.game.LimitExceededException;
import org.sprague.heap.HeapCode;
import org.sprague.heap.HeapRules;
import org.sprague.misere.MisereQuotient;
import org.sprague.misere.MisereQuotientCalculator;
import org.sprague.misere.MisereQuotients;
import org.sprague.misere.RecalibratingQuotientCalculator;

/**
 * The answer of {@link Sprague#quotient}: the misère quotient of a heap game's heaps
 * 0..{@link #lastHeap()}. The JSON of {@code sprague quotient --json} and
 * {@code POST /api/quotient} is {@link #json()}; the quotient itself (the engine's type) stays
 * inside. Package-private behind {@link Report}: the front ends print its text or write its
 * JSON, and read {@link #stopped()}; the JSON's {@code to} is the last heap computed.
 *
 * @param rule the rule as asked
 * @param code the heap game's code
 * @param quotient the quotient (the engine's type)
 * @param stopped with {@link SequenceQuestion#partial()}, the deadline or limit that stopped the
 *     run before heap {@code lastHeap() + 1}; else null
 */
record QuotientAnswer(String rule, HeapCode code, MisereQuotient quotient, LimitExceededException stopped)
        implements Report {
    /** Heaps of the alphabet printed as text when the quotient is not proven. */
    static final int PRINT_LIMIT = 2000;

    /**
     * {@link Sprague#quotient}: the quotient of the process's shared run on the code
     * ({@link MisereQuotients}), or, when the question is {@link SequenceQuestion#partial()}, a
     * run of its own, so that the heaps done are at hand when the deadline stops it.
     */
    static QuotientAnswer of(SequenceQuestion q) {
        HeapCode code = HeapRules.resolve(q.rule());
        if (!q.partial()) {
            return Sprague.within(q.timeLimit(), (Deadline d) -> new QuotientAnswer(q.rule(), code,
                    MisereQuotients.upTo(code, (int) q.to(), d), null));
        }
        RecalibratingQuotientCalculator calc = new RecalibratingQuotientCalculator(code);
        Consumer<String> progress = q.progress();
        MisereQuotientCalculator.Listener listener = progress == null ? MisereQuotientCalculator.Listener.NONE
                : p -> progress.accept(String.format(Locale.ROOT, "quotient: heap %d of at most %d, |Q| = %d, |P| = %d",
                        p.heap(), p.to(), p.order(), p.pPortion()));
        try {
            return new QuotientAnswer(q.rule(), code, Sprague.within(q.timeLimit(), d -> calc.extendTo((int) q.to(), listener, d)),
                    null);
        } catch (LimitExceededException e) {
            return new QuotientAnswer(q.rule(), code, calc.snapshot(), e);
        }
    }

    /** Whether the quotient holds for every heap size (its heap alphabet proven periodic). */
    public boolean proven() {
        return quotient.proven();
    }

    /** The last heap computed. */
    public int lastHeap() {
        return quotient.to();
    }

    /**
     * The record written as JSON, built here for {@code sprague quotient --json} and
     * {@code POST /api/quotient} alike: what the quotient is, what it is exact for and on what
     * evidence it holds beyond ({@link #evidence}).
     */
    @Override
    public Map<String, Object> json() {
        MisereQuotient q = quotient;
        MisereQuotient.Periodicity p = q.periodicity();
        return JsonMaps.of("rule", rule, "code", code.notation(), "to", q.to(), "proven", q.proven(),
                "evidence", evidence(code, q), "order", q.order(), "pPortionSize", q.pPortionSize(), "tame", q.tame(),
                "generators", q.generators(), "relations", q.relations(), "presentation", q.presentation(),
                "pPortion", q.pPortion(), "elements", q.elements(), "alphabet", java.util.Arrays.stream(q.alphabet()).mapToObj(q::word).toList(),
                "periodicity", p == null ? null : JsonMaps.of("preperiod", p.preperiod(), "period", p.period(),
                        "proven", p.proven(), "lastHeapNeeded", p.lastHeapNeeded() < 0 ? null : p.lastHeapNeeded()),
                "changes", q.changes().stream().map(c -> JsonMaps.of("heap", c.heap(), "order", c.order(),
                        "pPortionSize", c.pPortionSize())).toList());
    }

    private static String evidence(HeapCode code, MisereQuotient q) {
        String exact = "exact for every sum of heaps 0.." + q.to() + " (verified against the misère outcome rule"
                + " on all of them)";
        MisereQuotient.Periodicity p = q.periodicity();
        if (q.proven()) {
            int t = code.lastDigit();
            int m = code.maxHeaps(t);
            return exact + "; proven for every heap size by the periodicity theorem: the alphabet repeats with period "
                    + p.period() + " from heap " + p.preperiod() + " through heap " + q.to() + ", and a finite code"
                    + " whose last digit is t = " + t + " and whose moves leave at most M = " + m
                    + (m == 1 ? " heap" : " heaps") + " needs that through heap max(M(f + p) + t - M + 1, p + t + 1) - 1 = "
                    + p.lastHeapNeeded() + " (f = max(" + p.preperiod() + ", 1)); every larger heap then has, in the"
                    + " quotient, the options of the heap " + p.period() + " below it";
        }
        String why;
        if (!code.isFinite()) {
            why = "the code is infinite, so no periodicity theorem applies";
        } else if (code.unequalSplit()) {
            why = "splits must be unequal, so no periodicity theorem applies";
        } else if (p != null) {
            why = "the alphabet looks periodic (period " + p.period() + " from heap " + p.preperiod()
                    + ") but the periodicity theorem needs that through heap " + p.lastHeapNeeded();
        } else {
            why = "the alphabet is not (yet) periodic";
        }
        return exact + "; not proven beyond heap " + q.to() + ": " + why;
    }

    /**
     * The text for people: the rule, the heaps, the presentation, the P-portion, the order, the
     * heap alphabet (heaps 0..preperiod+period when proven, else at most {@value #PRINT_LIMIT}),
     * the periodicity, the evidence and where the quotient grew.
     */
    @Override
    public String text() {
        return text(java.util.function.Function.identity());
    }

    /**
     * The text with each parameter it names spelled by {@code spell} (the command line's
     * flags, {@link org.sprague.game.wording.Wording}); {@link #text()} names them bare.
     */
    @Override
    public String text(java.util.function.Function<String, String> spell) {
        MisereQuotient q = quotient;
        StringBuilder s = new StringBuilder();
        String name = code.name().equals(code.notation()) ? code.notation() : rule + " = " + code.notation();
        s.append("rule:        ").append(name).append('\n');
        s.append("heaps:       0..").append(q.to()).append(q.proven() ? " (proven for every heap size)" : "").append('\n');
        String tame = q.tame();
        s.append("quotient:    Q = ").append(q.presentation()).append('\n');
        s.append("P-portion:   P = {").append(String.join(",", q.pPortion())).append("}\n");
        s.append("order:       |Q| = ").append(q.order()).append(", |P| = ").append(q.pPortionSize())
                .append(tame != null ? " (tame: " + tame + ")" : " (wild)").append('\n');
        MisereQuotient.Periodicity p = q.periodicity();
        int[] alphabet = q.alphabet();
        int shown = q.proven() ? p.preperiod() + p.period() : Math.min(alphabet.length, PRINT_LIMIT);
        s.append("alphabet:    heap n -> element").append(q.proven() ? " (heaps 0.." + (shown - 1)
                + "; every later heap as the heap one period below)" : "").append('\n');
        for (int n = 0; n < shown; n += 10) {
            s.append(String.format(Locale.ROOT, "%8d:", n));
            for (int i = n; i < Math.min(shown, n + 10); i++) {
                s.append(' ').append(q.word(alphabet[i]));
            }
            s.append('\n');
        }
        if (shown < alphabet.length && !q.proven()) {
            s.append("             (heaps ").append(shown).append("..").append(q.to())
                    .append(" left out: ${json} lists them all)\n");
        }
        s.append("periodicity: ");
        if (p == null) {
            s.append("none seen in heaps 0..").append(q.to()).append('\n');
        } else {
            s.append("period ").append(p.period()).append(" from heap ").append(p.preperiod())
                    .append(p.proven() ? ", proven" : ", observed, not proven").append('\n');
        }
        s.append("evidence:    ").append(evidence(code, q)).append('\n');
        List<MisereQuotient.Change> changes = q.changes();
        if (!changes.isEmpty()) {
            s.append("grew at:     ");
            for (int i = 0; i < changes.size(); i++) {
                MisereQuotient.Change c = changes.get(i);
                s.append(i > 0 ? ", " : "").append("heap ").append(c.heap()).append(" (|Q| = ").append(c.order())
                        .append(", |P| = ").append(c.pPortionSize()).append(')');
            }
            s.append('\n');
        }
        return org.sprague.game.wording.Wording.render(s.toString(), spell);
    }
}
