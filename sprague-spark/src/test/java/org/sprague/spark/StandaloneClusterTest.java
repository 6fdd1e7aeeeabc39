package org.sprague.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.strong.solve.StrongSolver;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.engine.TieredRetrogradeSolver;
import org.sprague.strong.db.DatabaseWriter;

/**
 * A Spark standalone cluster on this machine: a master and a worker started as their own
 * JVMs on 127.0.0.1 (the classes of the test's classpath; the worker's SPARK_HOME is a
 * directory with a RELEASE file and an empty {@code jars/}, the executors get the classpath through
 * {@code spark.executor.extraClassPath}), then a solve through them, byte-compared with the
 * in-process solver.
 *
 * <p>A standalone executor always runs as the Spark user through Hadoop's
 * {@code UserGroupInformation}; Hadoop 3.4.1 (Spark 4.0.1's) calls {@code Subject.getSubject},
 * which JDK 23+ refuses ("getSubject is not supported", HADOOP-19212), so the build pins
 * Hadoop 3.5.0: with 3.4.1 this test fails on JDK 25 with that exception in the executors'
 * stderr, with 3.5.0 it passes (about 12 s).
 */
class StandaloneClusterTest {
    /** The module opens of every Spark JVM: the list bin/sprague-spark passes ({@code spark-jvm.args}). */
    static final List<String> OPENS = SparkJvmArgs.opens();

    @TempDir
    Path dir;

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    private Process start(String mainClass, List<String> args, Path log) throws IOException {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.add("-Xmx512m");
        cmd.addAll(OPENS);
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), mainClass));
        cmd.addAll(args);
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile());
        pb.environment().put("SPARK_USER", "sprague");
        pb.environment().put("SPARK_HOME", dir.resolve("spark-home").toString());
        pb.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
        // the worker's launcher looks for a Spark distribution: RELEASE + jars/ (empty here) and the Scala version
        pb.environment().put("SPARK_SCALA_VERSION", "2.13");
        return pb.start();
    }

    @Test
    @Timeout(value = 4, unit = TimeUnit.MINUTES)
    void aSolveThroughAStandaloneMasterAndWorkerIsByteIdentical() throws Exception {
        Files.createDirectories(dir.resolve("spark-home").resolve("jars"));
        Files.writeString(dir.resolve("spark-home").resolve("RELEASE"), "Spark 4.0.1 (the test's classpath)\n");
        int port = freePort();
        String url = "spark://127.0.0.1:" + port;
        Process master = start("org.apache.spark.deploy.master.Master", List.of("--host", "127.0.0.1", "--port",
                "" + port, "--webui-port", "" + freePort()), dir.resolve("master.log"));
        Process worker = null;
        try {
            worker = start("org.apache.spark.deploy.worker.Worker", List.of("--host", "127.0.0.1", "--cores", "2",
                    "--memory", "1g", "--webui-port", "" + freePort(), "--work-dir", dir.resolve("work").toString(),
                    url), dir.resolve("worker.log"));
            SparkConf conf = new SparkConf().setMaster(url).setAppName("standalone test")
                    .set("spark.ui.enabled", "false").set("spark.driver.host", "127.0.0.1")
                    .set("spark.driver.bindAddress", "127.0.0.1").set("spark.executor.memory", "512m")
                    .set("spark.cores.max", "2").set("spark.executor.extraClassPath", System.getProperty("java.class.path"))
                    .set("spark.executor.extraJavaOptions", String.join(" ", OPENS))
                    .set("spark.executorEnv.SPARK_USER", "sprague");
            String game = "connect-four:4x4";
            TierPlan plan = SparkStrongSolver.plan(game);
            try (DatabaseWriter w = DatabaseWriter.open(dir.resolve("a.db"), plan, false)) {
                new TieredRetrogradeSolver().solve(plan, w, StrongSolver.Progress.NONE);
                w.finish();
            }
            try (JavaSparkContext sc = new JavaSparkContext(conf)) {
                sc.setLogLevel("WARN");
                // the master's and worker's JVMs may still be starting: the first job waits for an executor
                CompletableFuture<Void> solve = CompletableFuture.runAsync(() -> {
                    try (DatabaseWriter w = DatabaseWriter.open(dir.resolve("b.db"), plan, false)) {
                        // every tier a job (driver tier limit 0), so the executors do the solving
                        new SparkStrongSolver(sc, GameSource.catalog(game), 2, 0).solve(plan, w, StrongSolver.Progress.NONE);
                        w.finish();
                    }
                });
                solve.get(Duration.ofMinutes(2).toSeconds(), TimeUnit.SECONDS);
                assertEquals(true, sc.sc().getExecutorMemoryStatus().size() >= 2, "an executor besides the driver");
            }
            assertArrayEquals(Files.readAllBytes(dir.resolve("a.db")), Files.readAllBytes(dir.resolve("b.db")));
        } catch (Exception | AssertionError e) {
            // keep the cluster's logs for the report: the worker's and each executor's stderr
            Path keep = Path.of(System.getProperty("java.io.tmpdir"), "sprague-standalone-test-logs");
            Files.createDirectories(keep);
            try (var files = Files.walk(dir)) {
                for (Path f : files.filter(f -> f.toString().endsWith(".log") || f.getFileName().toString().equals("stderr"))
                        .toList()) {
                    Files.copy(f, keep.resolve(dir.relativize(f).toString().replace('/', '_')),
                            java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                }
            }
            throw new AssertionError("the standalone cluster failed; logs in " + keep, e);
        } finally {
            if (worker != null) {
                worker.destroyForcibly().waitFor();
            }
            master.destroyForcibly().waitFor();
        }
    }
}
