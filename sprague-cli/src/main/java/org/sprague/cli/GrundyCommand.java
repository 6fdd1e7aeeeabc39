package org.sprague.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.heap.GrundyReport;
import org.sprague.heap.GrundySequenceCalculator;
import org.sprague.heap.GrundyValues;
import org.sprague.heap.HeapCode;
import org.sprague.heap.HeapPeriodicity;
import org.sprague.heap.HeapRules;
import org.sprague.heap.NaiveSequenceCalculator;
import org.sprague.heap.Periodicity;
import org.sprague.heap.SequenceCheckpoint;
import org.sprague.heap.SparseSpaceCalculator;
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
    /** Sequences longer than this are not printed as text (use --out). */
    static final int PRINT_LIMIT = 10_000;
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
            description = "threads for the sparse method (default: 2 when this machine has two cores); the"
                    + " second marks the splits with a rare part ahead, for values of 7-8 bits (Grundy's game,"
                    + " about 1.3x); the values are the same for any N")
    int threads = Math.min(2, Runtime.getRuntime().availableProcessors());

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
        if (to < 0) {
            throw new InvalidInputException("grundy: --to " + to + " must be >= 0");
        }
        if (!(checkpointEvery > 0) || Double.isInfinite(checkpointEvery)) {
            throw new InvalidInputException("grundy: --checkpoint-every " + checkpointEvery
                    + " must be a positive number of seconds");
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
        GrundySequenceCalculator calc = calculator(method);
        int count = checkMemory(to);
        String ruleKey = code.notation();
        GrundySequenceCalculator.Start start = null;
        if (checkpoint != null) {
            start = SequenceCheckpoint.read(checkpoint, ruleKey, count).orElse(null);
        }
        PrintWriter err = spec.commandLine().getErr();
        ProgressReporter reporter = new ProgressReporter(err, ProgressReporter.Mode.parse(progress),
                start == null ? 0 : start.values().length());
        // Ctrl-C or kill (not kill -9): the shutdown hook asks the computing thread to save a
        // checkpoint at its next progress report (at most PROGRESS_INTERVAL values away)
        AtomicBoolean stop = new AtomicBoolean();
        CountDownLatch stopped = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            stop.set(true);
            try {
                stopped.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "grundy-checkpoint-on-exit");
        if (checkpoint != null) {
            Runtime.getRuntime().addShutdownHook(hook);
        }
        GrundySequenceCalculator.Listener listener = p -> {
            reporter.report(p.computed(), p.total());
            if (checkpoint != null && (stop.get() || reporter.checkpointDue(checkpointEvery))) {
                save(ruleKey, p.values(), p.computed(), p.rareMask(), p.domainParity());
                if (stop.get()) {
                    err.println();
                    err.println("grundy: interrupted; " + p.computed() + " values saved in " + checkpoint
                            + ": run the same command to resume");
                    err.flush();
                    stopped.countDown();
                    throw new LimitExceededException("grundy: interrupted");
                }
            }
        };
        GrundySequenceCalculator.Result r;
        Optional<Periodicity> periodicity;
        try {
            GrundySequenceCalculator.Start from = start;
            // the values and their period under --timeout, on their own thread, stopped at the limit
            // (Watchdog); grundy draws its own progress
            Computed done = Watchdog.call("grundy", () -> {
                GrundySequenceCalculator.Result values = calc.compute(code, count, from, listener);
                return new Computed(values, HeapPeriodicity.of(code, values.values()));
            }, time.limit(), null);
            r = done.result();
            periodicity = done.periodicity();
        } finally {
            stopped.countDown();
            if (checkpoint != null) {
                try {
                    Runtime.getRuntime().removeShutdownHook(hook);
                } catch (IllegalStateException shuttingDown) {
                    // the hook is running: it returns once stopped is counted down
                }
            }
        }
        reporter.finish(count);
        if (checkpoint != null && (start == null || start.values().length() < count)) {
            // never replace a longer checkpoint by a shorter run's values
            save(ruleKey, r.values(), count, Math.max(r.rareMask(), 0), r.domainParity());
        }
        GrundyValues values = r.values();
        if (out != null) {
            writeValues(out, values, count);
        }
        if (plot != null) {
            GrundyPlot.write(plot, code, values, count, periodicity.orElse(null));
        }
        PrintWriter o = spec.commandLine().getOut();
        if (json) {
            o.println(Json.write(GrundyReport.of(rule, code, r, count, periodicity, !noValues,
                    out == null ? null : out.toString()).json()));
        } else {
            o.print(text(code, r, count, periodicity));
        }
        o.flush();
        return 0;
    }

    /** The values and the periodicity found in them. */
    private record Computed(GrundySequenceCalculator.Result result, Optional<Periodicity> periodicity) {
    }

    private void save(String ruleKey, GrundyValues values, int computed, int mask, boolean domain) {
        try {
            SequenceCheckpoint.write(checkpoint, ruleKey, values, computed, Math.max(mask, 0), domain);
        } catch (IOException e) {
            throw FileProblem.of("grundy: cannot write the checkpoint " + checkpoint, e);
        }
    }

    GrundySequenceCalculator calculator(String method) {
        if (threads < 1) {
            throw new InvalidInputException("grundy: --threads " + threads + " must be >= 1");
        }
        return switch (method) {
            case "naive" -> new NaiveSequenceCalculator();
            case "sparse", "auto" -> SparseSpaceCalculator.withThreads(threads);
            default -> throw new InvalidInputException("grundy: unknown --method '" + method
                    + "' (naive, sparse or auto)");
        };
    }

    /**
     * The number of values, refused up front (exit 3) when it cannot be held: more than a
     * Java array, or more bytes than the heap allows (one byte a value at least, plus the
     * periodicity search's window).
     */
    static int checkMemory(long to) {
        long count = to + 1;
        if (count > MAX_COUNT) {
            throw new LimitExceededException("grundy: G(0.." + to + ") is " + count + " values; one run in memory"
                    + " holds at most " + MAX_COUNT + " (2^31 - 17): keep the values on disk with --disk DIR");
        }
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

    private static void writeValues(Path file, GrundyValues values, int count) throws IOException {
        try (BufferedWriter w = Files.newBufferedWriter(file)) {
            StringBuilder line = new StringBuilder();
            for (int n = 0; n < count; n++) {
                line.setLength(0);
                line.append(values.get(n)).append('\n');
                w.append(line);
            }
        }
    }

    private String text(HeapCode code, GrundySequenceCalculator.Result r, int count, Optional<Periodicity> p) {
        StringBuilder s = new StringBuilder();
        String name = code.name().equals(code.notation()) ? code.notation() : rule + " = " + code.notation();
        s.append("rule:        ").append(name).append('\n');
        s.append("computed:    G(0..").append(to).append("), ").append(count).append(" values, ")
                .append(r.method()).append(" method, largest value ").append(r.values().max())
                .append(" (").append(r.values().bitsPerValue()).append(" bits a value)\n");
        if (!noValues) {
            if (count <= PRINT_LIMIT) {
                s.append("values:\n");
                for (int n = 0; n < count; n += 10) {
                    s.append(String.format(Locale.ROOT, "%8d:", n));
                    for (int i = n; i < Math.min(count, n + 10); i++) {
                        s.append(' ').append(r.values().get(i));
                    }
                    s.append('\n');
                }
            } else if (out == null) {
                s.append("values:      ").append(count).append(" values: too many to print; write them with --out FILE\n");
            }
        }
        if (out != null) {
            s.append("values file: ").append(out).append(" (one value a line)\n");
        }
        int upTo = code.isFinite() ? code.lastDigit() : Math.min(count - 1, 1 << 16);
        if (r.rareMask() >= 0 && code.maxHeaps(upTo) == 1) {
            s.append("rare/common: not needed (no move splits a heap)\n");
        } else if (r.rareMask() >= 0) {
            s.append(String.format(Locale.ROOT, "rare/common: mask 0x%x (%s type): %d of %d heaps rare%n",
                    r.rareMask(), r.domainParity() ? "domain-parity" : "range", r.rareCount(), Math.max(count - 1, 0)));
        }
        s.append("periodicity: ");
        if (p.isEmpty()) {
            s.append("none observed in G(0..").append(to).append(")\n");
        } else {
            Periodicity x = p.get();
            s.append("preperiod ").append(x.preperiod()).append(", period ").append(x.period());
            if (!x.ordinary()) {
                s.append(", saltus ").append(x.saltus());
            }
            long needed = HeapPeriodicity.valuesNeeded(code, x);
            if (x.proven()) {
                s.append(": proven (").append(HeapPeriodicity.theorem(code)).append(": ").append(needed).append(" values suffice, ").append(count)
                        .append(" computed)");
            } else if (needed >= 0) {
                s.append(": observed, not proven (").append(HeapPeriodicity.theorem(code)).append(" needs ").append(needed).append(" values: --to ")
                        .append(needed - 1).append(')');
            } else {
                s.append(": observed, not proven (no theorem for ")
                        .append(code.unequalSplit() ? "unequal splits" : "infinite codes").append(')');
            }
            s.append('\n');
        }
        return s.toString();
    }
}
