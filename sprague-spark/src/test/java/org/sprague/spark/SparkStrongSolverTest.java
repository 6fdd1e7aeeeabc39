package org.sprague.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.strong.StrongSolver;
import org.sprague.strong.TierPlan;
import org.sprague.strong.TieredRetrogradeSolver;
import org.sprague.strong.db.DatabaseWriter;

class SparkStrongSolverTest {
    static JavaSparkContext sc;

    @TempDir
    Path dir;

    @BeforeAll
    static void start() {
        sc = new JavaSparkContext(new SparkConf().setMaster("local[2]").setAppName("test")
                .set("spark.ui.enabled", "false").set("spark.driver.host", "127.0.0.1")
                .set("spark.driver.bindAddress", "127.0.0.1"));
        sc.setLogLevel("WARN");
    }

    @AfterAll
    static void stop() {
        sc.close();
    }

    private static void inProcess(String game, Path file) {
        TierPlan plan = SparkStrongSolver.plan(game);
        try (DatabaseWriter w = DatabaseWriter.open(file, plan, false)) {
            new TieredRetrogradeSolver().solve(plan, w, StrongSolver.Progress.NONE);
            w.finish();
        }
    }

    private static SparkStrongSolver onSpark(String game, Path file) {
        TierPlan plan = SparkStrongSolver.plan(game);
        SparkStrongSolver s = new SparkStrongSolver(sc, game);
        try (DatabaseWriter w = DatabaseWriter.open(file, plan, false)) {
            s.solve(plan, w, StrongSolver.Progress.NONE);
            w.finish();
        }
        return s;
    }

    @Test
    void connectFourOnSparkIsByteIdenticalToInProcess() throws Exception {
        inProcess("connect-four:5x4", dir.resolve("a.db"));
        SparkStrongSolver s = onSpark("connect-four:5x4", dir.resolve("b.db"));
        assertEquals(0, s.cycleTiers());
        assertArrayEquals(Files.readAllBytes(dir.resolve("a.db")), Files.readAllBytes(dir.resolve("b.db")));
    }

    @Test
    void aGameWithCyclesOnSparkIsByteIdenticalToInProcess() throws Exception {
        inProcess("dodgem:4", dir.resolve("a.db"));
        SparkStrongSolver s = onSpark("dodgem:4", dir.resolve("b.db"));
        assertEquals(true, s.cycleTiers() > 0);
        assertArrayEquals(Files.readAllBytes(dir.resolve("a.db")), Files.readAllBytes(dir.resolve("b.db")));
    }
}
