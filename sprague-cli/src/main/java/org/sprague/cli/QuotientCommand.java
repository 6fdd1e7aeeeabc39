package org.sprague.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.sprague.app.Report;
import org.sprague.app.SequenceQuestion;
import org.sprague.app.Sprague;
import org.sprague.game.LimitExceededException;
import org.sprague.game.TimeLimitException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import org.sprague.game.wording.Remedy;

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
        int last = to == null ? DEFAULT_TO : to;
        SequenceQuestion.checkedTo(last);
        PrintWriter err = spec.commandLine().getErr();
        ProgressReporter reporter = new ProgressReporter(err, ProgressReporter.Mode.parse("quotient", progress), 0);
        // on this thread (every loop of the engine polls the deadline), so the heaps done stay
        // readable after the limit: the answer then carries what stopped it
        Report q = Sprague.quotient(SequenceQuestion.quotient(rule, last, true, heapDone -> {
            long now = System.nanoTime();
            if (reporter.due(now)) { // heap, order and |P|: redrawn in place on a terminal
                String line = heapDone + ", " + ProgressReporter.clock(reporter.seconds(now));
                err.print(reporter.bar() ? "\r" + line + "  " : line + System.lineSeparator());
                err.flush();
            }
        }, time.limit()));
        reporter.endLine();
        PrintWriter o = spec.commandLine().getOut();
        o.print(json ? Json.write(q.json()) + "\n" : q.text(CliWords::flag));
        o.flush();
        if (q.stopped() != null) {
            int lastHeap = ((Number) ((java.util.Map<?, ?>) q.json()).get("to")).intValue(); // the last heap computed
            LimitExceededException stopped = q.stopped() instanceof TimeLimitException && time.limit() != null
                    ? Watchdog.timeUp(time.limit()) : q.stopped();
            throw Remedy.attach(new LimitExceededException(stopped.template() + " (quotient: while computing heap "
                    + (lastHeap + 1) + "; the quotient of heaps 0.." + lastHeap + " is printed)"),
                    Remedy.of(stopped).toArray(new Remedy[0]));
        }
        return 0;
    }
}
