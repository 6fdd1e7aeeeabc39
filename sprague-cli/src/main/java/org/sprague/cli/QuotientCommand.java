package org.sprague.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.heap.HeapCode;
import org.sprague.heap.HeapRules;
import org.sprague.misere.MisereQuotient;
import org.sprague.misere.MisereQuotientCalculator;
import org.sprague.misere.QuotientReport;
import org.sprague.misere.RecalibratingQuotientCalculator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code sprague quotient}: the misère quotient of a heap game (Plambeck and Siegel 2008). */
@Command(name = "quotient", sortOptions = false,
        header = "The misère quotient of a heap game: presentation, P-portion and heap alphabet.",
        description = {"The commutative monoid of the game's sums up to misère indistinguishability"
                + " (Plambeck and Siegel 2008), computed heap by heap and verified on every sum of the"
                + " heaps computed: a sum of heaps is a misère P-position exactly when the product of"
                + " its heaps' elements lies in the P-portion. The quotient is proven for every heap"
                + " size when the heap alphabet is periodic long enough (periodicity theorem, finite"
                + " codes); otherwise it is exact up to the last heap computed.", "",
                "RULE: a take-and-break code (0.77, .137, 4.007, hexadecimal 0.f, repeating tail"
                        + " 0.[3]), subtraction:1,3,4, or kayles, dawsons-kayles, dawsons-chess,"
                        + " treblecross, officers, grundys-game, lasker, nim."},
        footer = {"", "Examples:",
                "  sprague quotient kayles",
                "  sprague quotient 0.75 --json",
                "  sprague quotient dawsons-kayles --to 30 --timeout 600",
                "  sprague quotient nim --to 15",
                "", "JSON: {\"rule\", \"code\", \"to\" (last heap computed), \"proven\", \"evidence\", \"order\",",
                "  \"pPortionSize\", \"tame\" (\"T2\" or null), \"generators\", \"relations\", \"presentation\",",
                "  \"pPortion\", \"elements\", \"alphabet\" (the word of heaps 0..to), \"periodicity\"",
                "  ({\"preperiod\", \"period\", \"proven\", \"lastHeapNeeded\"} or null), \"changes\"",
                "  ([{\"heap\", \"order\", \"pPortionSize\"}]: where the quotient grew)}"})
final class QuotientCommand implements Callable<Integer> {
    /** The last heap computed when --to is not given (the run stops earlier once proven). */
    static final int DEFAULT_TO = 1000;
    /** Heaps of the alphabet printed as text when the quotient is not proven. */
    static final int PRINT_LIMIT = 2000;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "RULE", description = "the heap game: a code, subtraction:S, or a name")
    String rule;

    @Option(names = "--to", paramLabel = "N",
            description = "compute the quotient of heaps 0..N (default " + DEFAULT_TO + "); the run stops"
                    + " earlier when the quotient is proven for every heap size")
    Integer to;

    @Option(names = "--json", description = "print the result as JSON")
    boolean json;

    /** {@code --timeout}: the quotient of the heaps done so far is printed, and the exit code is 3. */
    @Mixin
    TimeoutOption time = new TimeoutOption();

    @Option(names = "--progress", paramLabel = "auto|bar|lines|none", defaultValue = "auto",
            description = "progress on stderr for long runs: a line redrawn in place on a terminal,"
                    + " a line every ten seconds otherwise (auto, default)")
    String progress;

    @Override
    public Integer call() {
        HeapCode code = HeapRules.resolve(rule);
        int last = to == null ? DEFAULT_TO : to;
        if (last < 0) {
            throw new InvalidInputException("quotient: --to " + last + " must be >= 0");
        }
        PrintWriter err = spec.commandLine().getErr();
        Progress reporter = new Progress(err, mode(progress));
        RecalibratingQuotientCalculator calc = new RecalibratingQuotientCalculator(code);
        MisereQuotient q;
        LimitExceededException stopped = null;
        try {
            // on this thread (every loop of the engine polls the deadline), so the heaps done stay
            // readable after the limit
            q = Watchdog.within(time.limit(), System.nanoTime(), () -> calc.extendTo(last, reporter));
        } catch (LimitExceededException e) {
            stopped = e;
            q = calc.snapshot();
        }
        reporter.finish();
        PrintWriter o = spec.commandLine().getOut();
        o.print(json ? Json.write(QuotientReport.json(rule, code, q)) + "\n" : text(code, q));
        o.flush();
        if (stopped != null) {
            throw new LimitExceededException(stopped.kind(), stopped.template() + " (quotient: while computing heap "
                    + (q.to() + 1) + "; the quotient of heaps 0.." + q.to() + " is printed)",
                    stopped.remedies().toArray(new org.sprague.game.Remedy[0]));
        }
        return 0;
    }

    private static ProgressMode mode(String s) {
        return switch (s) {
            case "auto" -> ProgressReporter.terminal() ? ProgressMode.BAR : ProgressMode.LINES;
            case "bar" -> ProgressMode.BAR;
            case "lines" -> ProgressMode.LINES;
            case "none" -> ProgressMode.NONE;
            default -> throw new InvalidInputException("quotient: unknown --progress '" + s
                    + "' (auto, bar, lines or none)");
        };
    }

    private enum ProgressMode { BAR, LINES, NONE }

    /** Heap, order and |P| on stderr: redrawn in place on a terminal, silent for the first two seconds. */
    private static final class Progress implements MisereQuotientCalculator.Listener {
        private final PrintWriter err;
        private final ProgressMode mode;
        private final long start = System.nanoTime();
        private long lastPrint;
        private boolean printed;

        Progress(PrintWriter err, ProgressMode mode) {
            this.err = err;
            this.mode = mode;
        }

        @Override
        public void heapDone(MisereQuotientCalculator.Progress p) {
            long now = System.nanoTime();
            if (mode == ProgressMode.NONE || now - start < 2_000_000_000L) {
                return;
            }
            long every = mode == ProgressMode.BAR ? 200_000_000L : 10_000_000_000L;
            if (printed && now - lastPrint < every) {
                return;
            }
            lastPrint = now;
            printed = true;
            String line = String.format(Locale.ROOT, "quotient: heap %d of at most %d, |Q| = %d, |P| = %d, %s",
                    p.heap(), p.to(), p.order(), p.pPortion(), ProgressReporter.clock((now - start) / 1e9));
            if (mode == ProgressMode.BAR) {
                err.print("\r" + line + "  ");
            } else {
                err.println(line);
            }
            err.flush();
        }

        void finish() {
            if (printed && mode == ProgressMode.BAR) {
                err.println();
                err.flush();
            }
        }
    }

    private String text(HeapCode code, MisereQuotient q) {
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
                    .append(" left out: --json lists them all)\n");
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
        return s.toString();
    }
}
