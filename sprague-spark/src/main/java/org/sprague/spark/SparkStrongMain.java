package org.sprague.spark;

import java.nio.file.Path;
import java.util.Locale;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.sprague.game.InvalidInputException;
import org.sprague.game.Remedy;
import org.sprague.game.SpragueException;
import org.sprague.strong.Record;
import org.sprague.strong.StrongGame;
import org.sprague.strong.StrongGames;
import org.sprague.strong.StrongSolver;
import org.sprague.strong.TierPlan;
import org.sprague.strong.db.DatabaseWriter;

/**
 * {@code sprague strong GAME --db FILE --engine spark [--master URL] [--fresh]}, run in its own
 * JVM with this module's classpath (by the CLI, or by {@code bin/sprague-spark}).
 */
public final class SparkStrongMain {
    private SparkStrongMain() {
    }

    public static void main(String[] args) {
        try {
            System.exit(run(args));
        } catch (SpragueException e) {
            System.err.println("sprague: " + e.message(SparkStrongMain::flag, Remedy::libraryWords));
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
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--db" -> db = Path.of(value(args, ++i, "--db"));
                case "--master" -> master = value(args, ++i, "--master");
                case "--fresh" -> fresh = true;
                case "--engine" -> value(args, ++i, "--engine");
                default -> {
                    if (args[i].startsWith("-") || game != null) {
                        throw new InvalidInputException("strong --engine spark: unexpected argument '" + args[i]
                                + "' (GAME --db FILE [--master URL] [--fresh])");
                    }
                    game = args[i];
                }
            }
        }
        if (game == null || db == null) {
            throw new InvalidInputException("strong --engine spark: give GAME and --db FILE");
        }
        StrongGame g = StrongGames.of(game);
        // spark.* system properties (JAVA_OPTS=-Dspark.jars=... on a cluster) win over these defaults
        SparkConf conf = new SparkConf().setAppName("sprague strong " + g.id()).setMaster(master)
                .setIfMissing("spark.ui.enabled", "false").setIfMissing("spark.driver.host", "127.0.0.1")
                .setIfMissing("spark.driver.bindAddress", "127.0.0.1");
        long t0 = System.nanoTime();
        try (JavaSparkContext sc = new JavaSparkContext(conf)) {
            sc.setLogLevel("WARN");
            TierPlan plan = SparkStrongSolver.plan(g.id());
            SparkStrongSolver solver = new SparkStrongSolver(sc, g.id());
            StrongSolver.Result r;
            try (DatabaseWriter w = DatabaseWriter.open(db, plan, !fresh)) {
                if (w.resumedTiers() > 0) {
                    System.err.println("strong: resuming from " + db.getFileName() + ".ckpt: " + w.resumedTiers()
                            + " of " + plan.tierCount() + " tiers already solved");
                }
                r = solver.solve(plan, w, StrongSolver.Progress.NONE);
                w.finish();
            }
            double seconds = (System.nanoTime() - t0) / 1e9;
            System.out.printf(Locale.ROOT, "%s: %,d positions in %d tiers, solved on Spark (%s) in %.2f s"
                    + " (%d tiers with cycles solved level by level)%n", g.id(), r.positions(), r.tiers(), master,
                    seconds, solver.cycleTiers());
            System.out.printf(Locale.ROOT, "start %s: %s%n", g.format(g.start()), Record.describe(r.start()));
            System.out.printf(Locale.ROOT, "database %s: %,d bytes%n", db, db.toFile().length());
        }
        return 0;
    }

    private static String value(String[] args, int i, String name) {
        if (i >= args.length) {
            throw new InvalidInputException(name + " needs a value");
        }
        return args[i];
    }
}
