package org.sprague.spark;

import java.nio.file.Path;
import java.util.Locale;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.sprague.game.InvalidInputException;
import org.sprague.game.wording.Remedy;
import org.sprague.game.SpragueException;
import org.sprague.strong.Record;
import org.sprague.strong.StrongGame;
import org.sprague.strong.solve.StrongSolver;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.db.DatabaseLock;
import org.sprague.strong.db.DatabaseWriter;

/**
 * {@code sprague strong GAME --db FILE --engine spark [--master URL] [--fresh]}, run in its own
 * JVM with this module's classpath (by the CLI, or by {@code bin/sprague-spark}). A user's game:
 * {@code --game-class NAME --game-jar JAR [--game-arg A]...} instead of GAME (the CLI compiles a
 * {@code --game-file} into such a jar); the jar is loaded here and added to the Spark context so
 * that executors load the class too. {@code --threads N} (2): tiers submitted at once;
 * {@code --driver-tier-max N} (2^22, {@link SparkStrongSolver#DRIVER_TIER_MAX}): smaller tiers are solved on the driver.
 */
public final class SparkStrongMain {
    private SparkStrongMain() {
    }

    public static void main(String[] args) {
        try {
            System.exit(run(args));
        } catch (SpragueException e) {
            System.err.println("sprague: " + Remedy.message(e.template(), Remedy.of(e), SparkStrongMain::flag, Remedy::libraryWords));
            System.exit(exitCode(e));
        }
    }

    /**
     * The command line's exit codes (sprague-cli's {@code ExitCodes}, which this module cannot
     * depend on: it runs in its own JVM with Spark's classpath): 2 bad input, 3 a limit, 4 a
     * corrupt database.
     */
    static int exitCode(SpragueException e) {
        if (e instanceof InvalidInputException || e instanceof org.sprague.game.LoopyGameException) {
            return 2;
        }
        if (e instanceof org.sprague.game.LimitExceededException) {
            return 3;
        }
        return e instanceof org.sprague.strong.db.CorruptDatabaseException ? 4 : 1;
    }

    /** A parameter ({@code maxPositions}) as this command's flag ({@code --max-positions}). */
    private static String flag(String parameter) {
        return "--" + parameter.replaceAll("([A-Z])", "-$1").toLowerCase(Locale.ROOT);
    }

    static int run(String[] args) {
        String game = null;
        Path db = null;
        String master = "local[2]";
        boolean fresh = false;
        String gameClass = null;
        Path gameJar = null;
        java.util.List<String> gameArgs = new java.util.ArrayList<>();
        int threads = 2;
        long driverTierMax = SparkStrongSolver.DRIVER_TIER_MAX;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--db" -> db = Path.of(value(args, ++i, "--db"));
                case "--master" -> master = value(args, ++i, "--master");
                case "--fresh" -> fresh = true;
                case "--engine" -> value(args, ++i, "--engine");
                case "--game-class" -> gameClass = value(args, ++i, "--game-class");
                case "--game-jar" -> gameJar = Path.of(value(args, ++i, "--game-jar"));
                case "--game-arg" -> gameArgs.add(value(args, ++i, "--game-arg"));
                case "--threads" -> threads = number(value(args, ++i, "--threads"), "--threads");
                case "--driver-tier-max" -> driverTierMax = number(value(args, ++i, "--driver-tier-max"),
                        "--driver-tier-max");
                default -> {
                    if (args[i].startsWith("-") || game != null) {
                        throw new InvalidInputException("strong --engine spark: unexpected argument '" + args[i]
                                + "' (GAME --db FILE [--master URL] [--fresh] [--threads N] [--driver-tier-max N],"
                                + " or --game-class NAME --game-jar JAR [--game-arg A]... instead of GAME)");
                    }
                    game = args[i];
                }
            }
        }
        if ((game == null) == (gameClass == null) || db == null) {
            throw new InvalidInputException("strong --engine spark: give GAME (or --game-class) and --db FILE");
        }
        // one writer: the database's lock, before Spark starts, until the file is written
        try (DatabaseLock lock = DatabaseLock.acquire(db, "sprague strong --engine spark " + String.join(" ", args))) {
            return run(lock, game, db, master, fresh, gameClass, gameJar, gameArgs, threads, driverTierMax);
        }
    }

    private static int run(DatabaseLock lock, String game, Path db, String master, boolean fresh, String gameClass,
            Path gameJar, java.util.List<String> gameArgs, int threads, long driverTierMax) {
        GameSource source;
        if (gameClass != null) {
            if (gameJar != null) {
                if (!java.nio.file.Files.isRegularFile(gameJar)) {
                    throw new InvalidInputException("--game-jar: no file " + gameJar);
                }
                try {
                    Thread.currentThread().setContextClassLoader(new java.net.URLClassLoader(
                            new java.net.URL[] {gameJar.toUri().toURL()}, SparkStrongMain.class.getClassLoader()));
                } catch (java.net.MalformedURLException e) {
                    throw new InvalidInputException("--game-jar: " + e.getMessage());
                }
            }
            source = GameSource.ofClass(gameClass, gameArgs);
        } else {
            source = GameSource.catalog(game);
        }
        StrongGame g = source.game();
        // spark.* system properties (JAVA_OPTS=-Dspark.jars=... on a cluster) win over these defaults
        SparkConf conf = new SparkConf().setAppName("sprague strong " + g.id()).setMaster(master)
                .setIfMissing("spark.ui.enabled", "false").setIfMissing("spark.driver.host", "127.0.0.1")
                .setIfMissing("spark.driver.bindAddress", "127.0.0.1")
                // independent tiers' jobs share the executors instead of queueing behind each other
                .setIfMissing("spark.scheduler.mode", "FAIR");
        long t0 = System.nanoTime();
        try (JavaSparkContext sc = new JavaSparkContext(conf)) {
            sc.setLogLevel("WARN");
            if (gameJar != null) {
                sc.addJar(gameJar.toAbsolutePath().toString()); // executors load the game's class from it
            }
            TierPlan plan = SparkStrongSolver.plan(source);
            SparkStrongSolver solver = new SparkStrongSolver(sc, source, threads, driverTierMax);
            StrongSolver.Result r;
            try (DatabaseWriter w = DatabaseWriter.open(db, plan, !fresh, lock)) {
                if (w.resumedTiers() > 0) {
                    System.err.println("strong: resuming from " + db.getFileName() + ".ckpt: " + w.resumedTiers()
                            + " of " + plan.tierCount() + " tiers already solved");
                }
                r = solver.solve(plan, w, StrongSolver.Progress.NONE);
                w.finish();
            }
            double seconds = (System.nanoTime() - t0) / 1e9;
            System.out.printf(Locale.ROOT, "%s: %,d positions in %d tiers, solved on Spark (%s) in %.2f s"
                    + " (%d tiers on the executors, %d of them in %d jobs of consecutive tiers and the others one job"
                    + " a tier, %d small ones on the driver, %d with cycles solved level by level,"
                    + " %d groups of independent tiers run concurrently)%n", g.id(), r.positions(), r.tiers(), master,
                    seconds, solver.jobTiers(), solver.runTiers(), solver.runJobs(), solver.driverTiers(),
                    solver.cycleTiers(), solver.concurrentRuns());
            System.out.printf(Locale.ROOT, "start %s: %s%n", g.format(g.start()), Record.describe(r.start()));
            System.out.printf(Locale.ROOT, "database %s: %,d bytes%n", db, db.toFile().length());
        }
        return 0;
    }

    private static int number(String s, String name) {
        try {
            int v = Integer.parseInt(s);
            if (v >= 0) {
                return v;
            }
        } catch (NumberFormatException e) {
            // below
        }
        throw new InvalidInputException(name + " must be a number >= 0, not '" + s + "'");
    }

    private static String value(String[] args, int i, String name) {
        if (i >= args.length) {
            throw new InvalidInputException(name + " needs a value");
        }
        return args[i];
    }
}
