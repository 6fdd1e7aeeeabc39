package org.sprague.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.sprague.app.SequenceAnswer;
import org.sprague.app.SequenceQuestion;
import org.sprague.app.Sprague;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.heap.HeapCode;
import org.sprague.heap.HeapRules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code sprague grundy}: the Grundy sequence of a heap game, its rare values and period. */
@Command(name = "grundy", sortOptions = false,
        description = {"The Grundy values G(0..N) of a heap game, the rare/common split used to"
                + " compute them, and their periodicity (proven by the Guy-Smith bound for finite"
                + " take-and-break codes; only observed otherwise).", "",
                "RULE: a take-and-break code (0.77, .137, 4.007, hexadecimal 0.f, repeating tail"
                        + " 0.[3]), subtraction:1,3,4 (or fib, pow2, squares), or kayles,"
                        + " dawsons-kayles, dawsons-chess, treblecross, officers, grundys-game,"
                        + " lasker, nim."},
        footer = {"", "Examples:",
                "  sprague grundy kayles --to 500",
                "  sprague grundy 0.07 --to 1000 --json --no-values",
                "  sprague grundy grundys-game --to 4194304 --no-values --checkpoint g.ckpt --out g.txt",
                "  sprague grundy 0.6 --to 100000 --plot officers.svg",
                "  JAVA_OPTS=-Xmx4g sprague grundy grundys-game --to 4294967295 --disk grundy.store"})
final class GrundyCommand implements Callable<Integer> {
    /** The most heaps one run can hold (a Java array). */
    static final long MAX_COUNT = Integer.MAX_VALUE - 16;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "RULE", description = "the heap game: a code, subtraction:S, or a name")
    String rule;

    @Option(names = "--to", required = true, paramLabel = "N", description = "compute G(0) .. G(N)")
    long to;

    @Option(names = "--json", description = "print the result as JSON")
    boolean json;

    @Option(names = "--no-values", description = "leave the values out of the output (large runs)")
    boolean noValues;

    @Option(names = "--method", paramLabel = "naive|sparse|auto", defaultValue = "auto",
            description = "naive: the mex of every option, O(N^2), the oracle; sparse: rare and"
                    + " common values; auto (default): sparse")
    String method;

    @Option(names = "--threads", paramLabel = "N",
            description = "threads for the sparse method (default 1); 2: a second thread marks the splits"
                    + " with a rare part ahead, for values of 7-8 bits (Grundy's game: about 0.9x the wall time"
                    + " for 1.5x the CPU); the values are the same for any N")
    // default 1 (was 2 on two cores): on a quiet machine (load 1.1, 2026-11-27) Grundy's game to
    // 2^21 - 1 took 10.9-12.1 s CPU and 10.5-11.8 s wall on one thread, 17.0-18.3 s CPU and
    // 9.5-11.2 s wall on two (in memory); on disk 13.8-14.9 / 13.1-14.4 s against 20.7-22.0 /
    // 11.4-13.2 s: a tenth of the wall for half again the CPU (docs/performance-log.md, "heap15")
    int threads = 1;

    @Option(names = "--checkpoint", paramLabel = "FILE",
            description = "save progress to FILE (atomically, every --checkpoint-every seconds) and"
                    + " resume from it when it exists")
    Path checkpoint;

    @Option(names = "--checkpoint-every", paramLabel = "SECONDS", defaultValue = "30",
            description = "seconds between checkpoints (default ${DEFAULT-VALUE}; 0: at every progress report)")
    double checkpointEvery;

    /** {@code --timeout}: with --checkpoint, the last checkpoint saved stays, to resume from. */
    @Mixin
    TimeoutOption time = new TimeoutOption();

    @Option(names = "--plot", paramLabel = "FILE", description = "draw G(n) against n into FILE (.svg or .png)")
    Path plot;

    @Option(names = "--out", paramLabel = "FILE", description = "write the values to FILE, one per line")
    Path out;

    @Option(names = "--disk", paramLabel = "DIR",
            description = "keep the values on disk in DIR (zstd blocks; created if missing) and only what the sparse"
                    + " method reads in memory, for N past memory (2^32 and beyond); DIR is also the checkpoint: run"
                    + " the same command again to resume or to extend the run; reports the rare values as Czajka's and"
                    + " Flammenkamp's tables do")
    Path disk;

    @Option(names = "--disk-limit", paramLabel = "SIZE",
            description = "with --disk: the most bytes the value blocks may take (e.g. 500M, 20G); past it the run"
                    + " stops (exit 3) with its values saved")
    String diskLimit;

    @Option(names = "--progress", paramLabel = "auto|bar|lines|none", defaultValue = "auto",
            description = "progress on stderr for long runs: a bar on a terminal, plain lines"
                    + " otherwise (auto, default)")
    String progress;

    @Override
    public Integer call() throws Exception {
        try {
            return run();
        } catch (IOException e) {
            throw FileProblem.of("grundy", e);
        }
    }

    private int run() throws Exception {
        HeapCode code = HeapRules.resolve(rule);
        SequenceQuestion.checkedTo(to);
        if (!(checkpointEvery >= 0) || Double.isInfinite(checkpointEvery)) {
            throw new InvalidInputException("grundy: --checkpoint-every " + checkpointEvery
                    + " must be a number of seconds >= 0");
        }
        // the files, before any work
        if (out != null) {
            OutputFiles.checkWritable("--out", out);
        }
        if (plot != null) {
            OutputFiles.checkWritable("--plot", plot);
            GrundyPlot.format(plot);
        }
        if (checkpoint != null) {
            OutputFiles.checkReplaceable("--checkpoint", checkpoint);
        }
        if (disk != null || diskLimit != null) {
            return GrundyDiskRun.run(this, code);
        }
        boolean naive = naive(method);
        int count = checkMemory(to);
        PrintWriter err = spec.commandLine().getErr();
        ProgressReporter reporter = new ProgressReporter(err, ProgressReporter.Mode.parse("grundy", progress),
                checkpoint == null ? 0 : -1); // a resumed run's rate counts from its first report
        // Ctrl-C or kill (not kill -9): the shutdown hook asks the run to save its checkpoint at its
        // next progress report (at most PROGRESS_INTERVAL values away) and stop
        StopOnSignal stop = new StopOnSignal("grundy-checkpoint-on-exit", checkpoint != null);
        SequenceAnswer answer;
        try {
            // the application layer reads, saves and replaces the checkpoint; this command names the
            // file, draws the progress and turns a signal into the question's stop
            SequenceQuestion q = new SequenceQuestion(rule, to, naive, threads, !noValues, out == null ? null : out.toString(),
                    reporter::report, null, checkpoint,
                    Duration.ofNanos((long) (checkpointEvery * 1e9)), stop::requested, time.limit(), false, null);
            // the values and their period under --timeout, on their own thread, stopped at the limit
            // (Watchdog); grundy draws its own progress
            answer = Watchdog.call("grundy", () -> Sprague.sequence(q), time.limit(), null);
        } catch (LimitExceededException e) {
            if (stop.requested()) {
                err.println();
                err.println("grundy: " + e.getMessage());
                err.flush();
                throw new LimitExceededException("grundy: interrupted");
            }
            throw e;
        } catch (UncheckedIOException e) {
            throw e.getMessage().startsWith("cannot read") ? FileProblem.of("grundy", e.getCause())
                    : FileProblem.of("grundy: " + e.getMessage(), e.getCause());
        } finally {
            stop.close();
        }
        reporter.finish(count);
        if (out != null) {
            writeValues(out, answer);
        }
        if (plot != null) {
            GrundyPlot.write(plot, answer, count);
        }
        PrintWriter o = spec.commandLine().getOut();
        o.print(json ? Json.write(answer.json()) + "\n" : answer.text(CliWords::flag));
        o.flush();
        return 0;
    }

    /** Whether {@code --method} asks for the naive method (else sparse), after --threads is checked. */
    boolean naive(String method) {
        if (threads < 1) {
            throw new InvalidInputException("grundy: --threads " + threads + " must be >= 1");
        }
        return SequenceQuestion.naive(method);
    }

    /**
     * The number of values, refused up front (exit 3) when it cannot be held: more than a
     * Java array, or more bytes than the heap allows (one byte a value at least, plus the
     * periodicity search's window).
     */
    static int checkMemory(long to) {
        if (to >= MAX_COUNT) { // before to + 1, which overflows at --to 2^63 - 1
            throw new LimitExceededException("grundy: G(0.." + to + ") is " + java.math.BigInteger.valueOf(to).add(
                    java.math.BigInteger.ONE) + " values; one run in memory"
                    + " holds at most " + MAX_COUNT + " (2^31 - 17): keep the values on disk with --disk DIR");
        }
        long count = to + 1;
        long needed = count + 12L * Math.min(count, 1 << 22) + (16L << 20);
        Runtime rt = Runtime.getRuntime();
        long available = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
        if (needed > available) {
            throw new LimitExceededException(String.format(Locale.ROOT, "grundy: G(0..%d) needs at least %,d MB"
                    + " of memory (%,d values of one byte or more, and the period search); the Java heap has"
                    + " %,d MB free (give Java more with JAVA_OPTS=-Xmx..., or keep the values on disk with --disk DIR)",
                    to, needed >> 20, count,
                    available >> 20));
        }
        return (int) count;
    }

    private static void writeValues(Path file, SequenceAnswer answer) throws IOException {
        try (BufferedWriter w = Files.newBufferedWriter(file)) {
            StringBuilder line = new StringBuilder();
            for (int n = 0, count = answer.count(); n < count; n++) {
                line.setLength(0);
                line.append(answer.value(n)).append('\n');
                w.append(line);
            }
        }
    }
}
