package org.sprague.app;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.sprague.game.LimitExceededException;
import org.sprague.heap.HeapCode;
import org.sprague.misere.MisereQuotient;
import org.sprague.misere.QuotientReport;

/**
 * The answer of {@link Sprague#quotient}: the misère quotient of a heap game's heaps
 * 0..{@link #lastHeap()}. The JSON of {@code sprague quotient --json} and
 * {@code POST /api/quotient} is {@link #json()}; the quotient itself (the engine's type) stays
 * inside. Package-private behind {@link Report} (api11): the front ends print its text or write its
 * JSON, and read {@link #stopped()}; the JSON's {@code to} is the last heap computed.
 */
final class QuotientAnswer implements Report {
    /** Heaps of the alphabet printed as text when the quotient is not proven. */
    static final int PRINT_LIMIT = 2000;

    private final String rule;
    private final HeapCode code;
    private final MisereQuotient quotient;
    private final LimitExceededException stopped;

    QuotientAnswer(String rule, HeapCode code, MisereQuotient quotient, LimitExceededException stopped) {
        this.rule = rule;
        this.code = code;
        this.quotient = quotient;
        this.stopped = stopped;
    }

    /** The rule as asked. */
    public String rule() {
        return rule;
    }

    /** The heap game's code. */
    public HeapCode code() {
        return code;
    }

    /** Whether the quotient holds for every heap size (its heap alphabet proven periodic). */
    public boolean proven() {
        return quotient.proven();
    }

    /**
     * With {@link SequenceQuestion#partial()}, the deadline or limit that stopped the run before
     * heap {@code lastHeap() + 1}; else null.
     */
    @Override
    public LimitExceededException stopped() {
        return stopped;
    }

    /** The last heap computed. */
    public int lastHeap() {
        return quotient.to();
    }

    /** The record written as JSON ({@link QuotientReport#json}). */
    @Override
    public Map<String, Object> json() {
        return QuotientReport.json(rule, code, quotient);
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
        s.append("evidence:    ").append(QuotientReport.evidence(code, q)).append('\n');
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
