package org.sprague.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.strong.solve.StrongSolver;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.engine.TieredRetrogradeSolver;
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
        return onSpark(new SparkStrongSolver(sc, game), game, file);
    }

    private static SparkStrongSolver onSpark(SparkStrongSolver s, String game, Path file) {
        TierPlan plan = SparkStrongSolver.plan(game);
        try (DatabaseWriter w = DatabaseWriter.open(file, plan, false)) {
            s.solve(plan, w, StrongSolver.Progress.NONE);
            w.finish();
        }
        return s;
    }

    @Test
    void connectFourOnSparkIsByteIdenticalToInProcess() throws Exception {
        inProcess("connect-four:5x4", dir.resolve("a.db"));
        // tiers of more than one block as jobs (the default, 2^22, would solve all of 5x4's on the driver)
        SparkStrongSolver s = onSpark(new SparkStrongSolver(sc, GameSource.catalog("connect-four:5x4"), 2,
                DatabaseWriter.BLOCK), "connect-four:5x4", dir.resolve("b.db"));
        assertEquals(0, s.cycleTiers());
        TierPlan plan = SparkStrongSolver.plan("connect-four:5x4");
        int small = 0;
        for (int t = 0; t < plan.tierCount(); t++) {
            small += plan.space(t).size() <= DatabaseWriter.BLOCK ? 1 : 0;
        }
        assertEquals(true, small > 0);
        assertEquals(small, s.driverTiers(), "the tiers of at most one block are solved on the driver");
        assertEquals(plan.tierCount() - small, s.jobTiers());
        assertArrayEquals(Files.readAllBytes(dir.resolve("a.db")), Files.readAllBytes(dir.resolve("b.db")));
    }

    @Test
    void byDefaultTheTiersOfAtMostTwoToTheTwentyTwoPositionsAreSolvedOnTheDriver() throws Exception {
        inProcess("connect-four:5x4", dir.resolve("a.db"));
        SparkStrongSolver s = onSpark("connect-four:5x4", dir.resolve("b.db"));
        TierPlan plan = SparkStrongSolver.plan("connect-four:5x4");
        int small = 0;
        for (int t = 0; t < plan.tierCount(); t++) {
            small += plan.space(t).size() <= SparkStrongSolver.DRIVER_TIER_MAX ? 1 : 0;
        }
        assertEquals(1L << 22, SparkStrongSolver.DRIVER_TIER_MAX);
        assertEquals(small, s.driverTiers());
        assertEquals(plan.tierCount() - small, s.jobTiers());
        assertArrayEquals(Files.readAllBytes(dir.resolve("a.db")), Files.readAllBytes(dir.resolve("b.db")));
    }

    @Test
    void aLocalMastersConsecutiveExecutorTiersAreOneJobAndByteIdentical() throws Exception {
        inProcess("connect-four:5x4", dir.resolve("a.db"));
        SparkStrongSolver s = onSpark(new SparkStrongSolver(sc, GameSource.catalog("connect-four:5x4"), 2,
                DatabaseWriter.BLOCK), "connect-four:5x4", dir.resolve("b.db"));
        TierPlan plan = SparkStrongSolver.plan("connect-four:5x4");
        int runs = 0;
        boolean inRun = false;
        for (int t : plan.order()) { // the maximal runs of executor tiers in the solving order
            boolean job = plan.space(t).size() > DatabaseWriter.BLOCK;
            runs += job && !inRun ? 1 : 0;
            inRun = job;
        }
        assertEquals(true, runs > 0 && runs < s.jobTiers(), "some run holds several tiers");
        assertEquals(runs, s.runJobs());
        assertEquals(s.jobTiers(), s.runTiers(), "every executor tier in a run's job");
        assertArrayEquals(Files.readAllBytes(dir.resolve("a.db")), Files.readAllBytes(dir.resolve("b.db")));
    }

    @Test
    void aLocalMasterCanStillRunOneJobATier() throws Exception {
        inProcess("connect-four:4x4", dir.resolve("a.db"));
        SparkStrongSolver s = onSpark(new SparkStrongSolver(sc, GameSource.catalog("connect-four:4x4"), 2, 0, false),
                "connect-four:4x4", dir.resolve("b.db"));
        assertEquals(17, s.jobTiers());
        assertEquals(0, s.runJobs());
        assertArrayEquals(Files.readAllBytes(dir.resolve("a.db")), Files.readAllBytes(dir.resolve("b.db")));
    }

    @Test
    void aRunStopsAtTheFirstTierWithCycles() {
        // LocalRun's tasks without Spark, on one thread: dodgem:4 has tiers with moves inside them
        TierPlan plan = SparkStrongSolver.plan("dodgem:4");
        LocalRun run = LocalRun.open(plan, plan.order(), new short[plan.tierCount()][]);
        try {
            run.work(plan);
            int k = 0;
            while (k < plan.tierCount() && run.await(k) != null) {
                k++;
            }
            assertEquals(true, k < plan.tierCount(), "some tier has cycles: the run stopped there");
            for (int j = k; j < plan.tierCount(); j++) {
                assertEquals(null, run.await(j), "tier " + j + " of the order, after the stop, is not solved");
            }
        } finally {
            run.close();
        }
        assertThrows(IllegalStateException.class, () -> LocalRun.of(run.key()), "closed: not in the JVM's table");
    }

    @Test
    void aRunsTasksSolveEveryTierAsInProcessAndAFailedRunFailsEveryWaiter() {
        TierPlan plan = SparkStrongSolver.plan("connect-four:4x4");
        short[][] table = new short[plan.tierCount()][];
        LocalRun run = LocalRun.open(plan, plan.order(), table);
        try {
            assertEquals(true, run.work(plan) > 0);
            assertEquals(0, run.work(plan), "a second task finds every block claimed");
            TierPlan fresh = TierPlan.of(plan.game(), Long.MAX_VALUE);
            short[][] expected = new short[plan.tierCount()][];
            for (int k = 0; k < plan.tierCount(); k++) {
                int t = plan.order()[k];
                expected[t] = org.sprague.strong.engine.TierRetrograde.solve(fresh, t, c -> expected[c],
                        org.sprague.game.Deadline.unlimited());
                assertArrayEquals(expected[t], run.await(k), "tier " + plan.id(t));
            }
        } finally {
            run.close();
        }
        LocalRun failed = LocalRun.open(plan, plan.order(), new short[plan.tierCount()][]);
        try {
            failed.fail(new IllegalStateException("a task failed"));
            assertThrows(IllegalStateException.class, () -> failed.await(0), "the driver is told, not left waiting");
            assertThrows(IllegalStateException.class, () -> failed.work(plan), "a retried task too");
        } finally {
            failed.close();
        }
    }

    @Test
    void everyTierAsAJobOneAtATimeIsByteIdenticalToo() throws Exception {
        inProcess("connect-four:4x4", dir.resolve("a.db"));
        SparkStrongSolver s = onSpark(new SparkStrongSolver(sc, GameSource.catalog("connect-four:4x4"), 1, 0),
                "connect-four:4x4", dir.resolve("b.db"));
        assertEquals(17, s.jobTiers());
        assertEquals(0, s.driverTiers());
        assertArrayEquals(Files.readAllBytes(dir.resolve("a.db")), Files.readAllBytes(dir.resolve("b.db")));
    }

    @Test
    void aGameWithCyclesOnSparkIsByteIdenticalToInProcess() throws Exception {
        inProcess("dodgem:4", dir.resolve("a.db"));
        SparkStrongSolver s = onSpark(new SparkStrongSolver(sc, GameSource.catalog("dodgem:4"), 2, 0), "dodgem:4",
                dir.resolve("b.db"));
        assertEquals(true, s.cycleTiers() > 0);
        assertEquals(true, s.runJobs() > 0, "a run's job found the first tier with cycles");
        assertEquals(true, s.concurrentRuns() > 0, "independent tiers were solved concurrently");
        assertArrayEquals(Files.readAllBytes(dir.resolve("a.db")), Files.readAllBytes(dir.resolve("b.db")));
    }

    @Test
    void aSymmetricGameOnSparkLeavesTheNonRepresentativesUndefinedAsInProcess() throws Exception {
        // Quixo's ranks include every rotation and reflection; only representatives are solved.
        // The tasks solved all of them before (quixo:3: 14,150 bytes against 9,479)
        inProcess("quixo:3", dir.resolve("a.db"));
        SparkStrongSolver s = onSpark(new SparkStrongSolver(sc, GameSource.catalog("quixo:3"), 2, 0), "quixo:3",
                dir.resolve("b.db"));
        assertEquals(true, s.cycleTiers() > 0);
        assertArrayEquals(Files.readAllBytes(dir.resolve("a.db")), Files.readAllBytes(dir.resolve("b.db")));
    }

    @Test
    void aLocalMastersTasksReadTheDriversChildTiersWithoutACopyAndWriteTheRecordsInPlace() {
        short[][] children = {{1, 2, 3}, null};
        SharedTiers shared = SharedTiers.of(sc, children, 4);
        assertInstanceOf(SharedTiers.Local.class, shared, "no broadcast with a local master");
        assertSame(children, shared.children());
        // each task reads a child record and writes it into its rank of the tier, in the driver's array
        List<Integer> seen = sc.parallelize(List.of(0, 1, 2, 3), 2).map(r -> {
            short v = r < 3 ? shared.children()[0][r] : 9;
            shared.records()[r] = v;
            return (int) v;
        }).collect();
        assertEquals(List.of(1, 2, 3, 9), seen);
        assertArrayEquals(new short[] {1, 2, 3, 9}, shared.records());
        shared.destroy();
        assertThrows(IllegalStateException.class, shared::children, "destroyed: the arrays are released");
    }
}
