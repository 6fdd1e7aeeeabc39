package org.sprague.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.sprague.app.disk.StrongSolveAnswer;
import org.sprague.app.disk.StrongSolveQuestion;
import org.sprague.game.InvalidInputException;
import org.sprague.strong.StrongGame;
import org.sprague.strong.solve.StrongSolver;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.db.DatabaseLock;
import org.sprague.strong.db.DatabaseWriter;
import org.sprague.strong.db.StrongDatabase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code sprague strong}: strongly solve a game into a position database. */
@Command(name = "strong", sortOptions = false, mixinStandardHelpOptions = true,
        header = "Strongly solve a game: the value and remoteness of every position, in a database file.",
        description = {"Finds the value (win, lose, tie or draw for the player to move) and the remoteness"
                + " (moves to the end with best play) of every position of GAME, tier by tier (children"
                + " first) by retrograde analysis, and writes them to FILE: 2 bytes a position, in"
                + " zstd-compressed blocks with an index and checksums. Query it with 'sprague query FILE',"
                + " play from it with 'sprague play --db FILE'.", "",
                "Games: tic-tac-toe, connect-four:WxH (W columns, H rows), dodgem[:N]; or your own with"
                        + " --game-file MyGame.java (a class implementing org.sprague.strong.StrongGame; see"
                        + " docs/strong.md), the remaining arguments going to its constructor.", "",
                "Resumable: after each tier FILE.part is synced and FILE.ckpt is replaced atomically; run the"
                        + " same command again after a crash or kill and it goes on from the last tier"
                        + " (--fresh starts over). The finished database is identical either way."},
        footer = {"", "Examples:",
                "  sprague strong tic-tac-toe --db ttt.db",
                "  sprague strong connect-four:5x4 --db c4.db",
                "  sprague strong dodgem --db dodgem.db --json",
                "  sprague strong --game-file examples/strong/TakeAway.java --db take.db 21",
                "", "One run at a time writes FILE: it holds FILE.lock (removed when it ends), and a second run"
                        + " of the same FILE exits 2 naming the first (its pid and command).",
                "", "Exit codes: 0 done, 2 bad input (checked before any work; also: FILE is being written by"
                        + " another run), 3 a limit was reached (--max-positions, memory, a full disk: run again"
                        + " to resume), 4 a damaged checkpoint."})
final class StrongCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..*", paramLabel = "GAME [ARGS]",
            description = "a catalogue game id; with --game-file: the arguments of your game's constructor")
    List<String> words = new ArrayList<>();

    @Option(names = "--db", paramLabel = "FILE", required = true, description = "the database file to write")
    Path db;

    @Option(names = "--game-file", paramLabel = "FILE.java", description = "your own game (see docs/strong.md)")
    Path gameFile;

    @Option(names = "--fresh", description = "ignore a checkpoint left by an interrupted solve and start over")
    boolean fresh;

    @Option(names = "--max-positions", paramLabel = "N", defaultValue = "2000000000",
            description = "refuse games with more positions than this (default ${DEFAULT-VALUE}); exit code 3")
    long maxPositions;

    @Option(names = "--engine", paramLabel = "inprocess|spark", defaultValue = "inprocess",
            description = "inprocess (default), or spark: the same solver on Apache Spark (see docs/strong.md)")
    String engine;

    @Option(names = "--master", paramLabel = "URL", defaultValue = "local[2]",
            description = "with --engine spark: the Spark master (local[2], spark://host:7077)")
    String master;

    @Option(names = "--threads", paramLabel = "N",
            description = "threads inside a tier (default: the machine's cores); the database is the same bytes for any N")
    Integer threads;

    @Option(names = "--memory", paramLabel = "SIZE",
            description = "the memory budget (8g, 512m; default: the Java heap): a tier that does not fit with its"
                    + " child tiers is solved in blocks streamed from and to FILE")
    String memory;

    @Option(names = "--progress", paramLabel = "auto|lines|none", defaultValue = "auto",
            description = "progress on stderr: a line per tier on a terminal or every 10 s (auto), every tier, or none")
    String progress;

    @Option(names = "--json", description = "the summary as JSON")
    boolean json;

    /** {@code --timeout}: the checkpoint of the tiers solved so far stays, to resume from. */
    @Mixin
    TimeoutOption time = new TimeoutOption();

    @Override
    public Integer call() {
        if (!engine.equals("inprocess") && !engine.equals("spark")) {
            throw new InvalidInputException("--engine '" + engine + "' is not one of inprocess, spark");
        }
        boolean lines = progress.equals("lines");
        boolean none = progress.equals("none");
        if (!progress.equals("auto") && !lines && !none) {
            throw new InvalidInputException("--progress '" + progress + "' is not one of auto, lines, none");
        }
        if (maxPositions < 1) {
            throw new InvalidInputException("--max-positions " + maxPositions + " must be at least 1");
        }
        if (threads != null && (threads < 1 || threads > 1024)) {
            throw new InvalidInputException("--threads " + threads + " must be from 1 to 1024");
        }
        long budget = memoryBudget();
        if (engine.equals("spark")) {
            // the Spark driver (its own JVM) takes the lock; this fails fast, before Spark starts
            DatabaseLock.acquire(db, command()).close();
            return SparkEngine.run(spec, words, db, gameFile, fresh, master, json, time.limit());
        }
        // one writer: the lock is taken before any work and held until the finished file is read back
        try (DatabaseLock lock = DatabaseLock.acquire(db, command())) {
            return solve(lock, lines, none, budget);
        }
    }

    /** How the lock file names this run to a second one: the command line as typed. */
    private String command() {
        List<String> args = spec.root().commandLine().getParseResult() == null ? List.of()
                : spec.root().commandLine().getParseResult().originalArgs();
        return "sprague " + String.join(" ", args.isEmpty() ? List.of("strong", "--db", db.toString()) : args);
    }

    private int solve(DatabaseLock lock, boolean lines, boolean none, long budget) {
        StrongGame game = game();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        long t0 = System.nanoTime();
        boolean terminal = ProgressReporter.terminal();
        long[] last = {System.nanoTime()};
        // the store is opened here, for the plan the solve makes (the core opens no file); it is
        // finished after the solve and closed either way (the tiers solved stay in the checkpoint)
        DatabaseWriter[] writer = new DatabaseWriter[1];
        TierPlan[] planned = new TierPlan[1];
        StrongSolver.Progress tiers = (done, positions, resumed) -> {
            long now = System.nanoTime();
            if (!none && (lines || terminal || now - last[0] > 10_000_000_000L)) {
                last[0] = now;
                long total = planned[0].totalPositions();
                err.printf(Locale.ROOT, "%sstrong: tier %d of %d, %d of %d positions (%.1f%%)%s",
                        terminal && !lines ? "\r" : "", done, planned[0].tierCount(), positions, total,
                        100.0 * positions / total, terminal && !lines ? " " : "\n");
                err.flush();
            }
        };
        StrongSolveAnswer a;
        try {
            // under --timeout: the plan's exploration and the solver poll the deadline
            a = Watchdog.within(time.limit(), t0, d -> StrongSolveAnswer.of(new StrongSolveQuestion(game, maxPositions,
                    threadCount(), budget, d, db.toString(), plan -> {
                        planned[0] = plan;
                        writer[0] = DatabaseWriter.open(db, plan, !fresh, lock);
                        if (writer[0].resumedTiers() > 0) {
                            err.println("strong: resuming from " + db.getFileName() + ".ckpt: "
                                    + writer[0].resumedTiers() + " of " + plan.tierCount() + " tiers already solved");
                        }
                        return writer[0];
                    }, new StrongProgress(err, none, terminal && !lines, tiers))));
            if (terminal && !lines && !none) {
                err.println();
            }
            writer[0].finish();
        } finally {
            if (writer[0] != null) {
                writer[0].close();
            }
        }
        long bytes;
        try (StrongDatabase d = StrongDatabase.open(db)) {
            bytes = d.recordBytes();
        }
        a = a.stored(db.toFile().length(), bytes);
        if (json) {
            out.println(Json.write(a));
        } else {
            double seconds = (System.nanoTime() - t0) / 1e9;
            Map<String, Long> counts = a.counts();
            out.printf(Locale.ROOT, "%s: %,d positions in %d tiers, solved in %.2f s (%s positions/s)%s%n", a.game(),
                    a.positions(), a.tiers(), seconds, ProgressReporter.human(a.positions() / Math.max(seconds, 1e-9)),
                    a.resumedTiers() > 0 ? " (" + a.resumedTiers() + " tiers resumed)" : "");
            out.printf(Locale.ROOT, "start %s: %s%n", a.start().position(), a.start().describe());
            out.printf(Locale.ROOT, "values: win %,d, lose %,d, tie %,d, draw %,d%n", counts.get("win"),
                    counts.get("lose"), counts.get("tie"), counts.get("draw"));
            out.printf(Locale.ROOT, "database %s: %,d bytes; records %,d bytes compressed from %,d (%.2fx)%n", db,
                    a.fileBytes(), a.recordBytes(), 2 * a.positions(), 2.0 * a.positions() / Math.max(1, a.recordBytes()));
        }
        out.flush();
        return 0;
    }

    /** {@code --memory} in bytes, by default the heap's limit (-Xmx); more than the heap is bad input. */
    private long memoryBudget() {
        long heap = Runtime.getRuntime().maxMemory();
        if (memory == null) {
            return heap;
        }
        long bytes = MemorySize.parse("--memory", memory);
        if (bytes > heap) {
            throw new InvalidInputException("--memory " + memory + " is more than the Java heap, "
                    + MemorySize.format(heap) + " (raise it with JAVA_OPTS=-Xmx...)");
        }
        return bytes;
    }

    /** {@code --threads}, by default the cores this JVM may use. */
    private int threadCount() {
        return threads != null ? threads : Runtime.getRuntime().availableProcessors();
    }

    private StrongGame game() {
        if (gameFile == null) {
            if (words.size() != 1) {
                throw new InvalidInputException("strong: give one GAME (e.g. connect-four:5x4), or --game-file FILE.java");
            }
            return StrongGameFile.resolve(words.get(0), null, List.of());
        }
        if (!Files.exists(gameFile)) {
            throw new InvalidInputException("--game-file: no file " + gameFile);
        }
        return StrongGameFile.resolve(null, gameFile, words);
    }
}
