package org.sprague.cli;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code sprague strong --engine spark}: Spark is not in {@code sprague.jar} (it would add
 * some 200 MB); the sprague-spark module keeps its classpath in {@code sprague-spark/target/lib},
 * and this runs its {@code SparkStrongMain} in a child JVM with the {@code --add-opens} flags
 * Spark needs on JDK 17+ and {@code SPARK_USER} set (so Hadoop does not call
 * {@code Subject.getSubject}, which JDK 23+ refuses). Its output is passed through.
 */
final class SparkEngine {
    /** The module opens of Spark's launcher (JavaModuleOptions), and native access for zstd-jni. */
    static final List<String> OPENS = List.of("--add-opens=java.base/java.lang=ALL-UNNAMED",
            "--add-opens=java.base/java.lang.invoke=ALL-UNNAMED", "--add-opens=java.base/java.lang.reflect=ALL-UNNAMED",
            "--add-opens=java.base/java.io=ALL-UNNAMED", "--add-opens=java.base/java.net=ALL-UNNAMED",
            "--add-opens=java.base/java.nio=ALL-UNNAMED", "--add-opens=java.base/java.util=ALL-UNNAMED",
            "--add-opens=java.base/java.util.concurrent=ALL-UNNAMED",
            "--add-opens=java.base/java.util.concurrent.atomic=ALL-UNNAMED",
            "--add-opens=java.base/jdk.internal.ref=ALL-UNNAMED", "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED",
            "--add-opens=java.base/sun.nio.cs=ALL-UNNAMED", "--add-opens=java.base/sun.util.calendar=ALL-UNNAMED",
            "-Dio.netty.tryReflectionSetAccessible=true", "--enable-native-access=ALL-UNNAMED");

    private SparkEngine() {
    }

    static int run(CommandSpec spec, List<String> words, Path db, Path gameFile, boolean fresh, String master,
            boolean json, java.time.Duration timeout) {
        List<String> game = new ArrayList<>();
        if (gameFile != null) {
            // compiled and built here first, so that a bad file or bad arguments end with exit 2 before
            // Spark starts; the jar of its classes (the compile cache's entry) is what the Spark driver adds
            // to its context
            StrongGameFile.Compiled c = StrongGameFile.compile(gameFile);
            StrongGameFile.instantiate(c, words);
            game.addAll(List.of("--game-class", c.className(), "--game-jar", c.jar().toString()));
            for (String w : words) {
                game.addAll(List.of("--game-arg", w));
            }
        } else if (words.size() != 1) {
            throw new InvalidInputException("strong: give one GAME (e.g. connect-four:5x4)");
        } else {
            game.add(words.get(0));
        }
        String cp = classpath();
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(classCache(cp));
        cmd.addAll(jitDirectives(cp));
        cmd.addAll(OPENS);
        cmd.addAll(List.of("-cp", cp, "org.sprague.spark.SparkStrongMain"));
        cmd.addAll(game);
        cmd.addAll(List.of("--db", db.toString(), "--master", master));
        if (fresh) {
            cmd.add("--fresh");
        }
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.environment().putIfAbsent("SPARK_USER", System.getProperty("user.name", "sprague"));
        try {
            Process p = pb.start();
            Thread errPump = pump(p.getErrorStream(), spec.commandLine().getErr());
            Thread outPump = pump(p.getInputStream(), spec.commandLine().getOut());
            int code = ChildProcesses.await(p, timeout); // --timeout stops the driver and its executors
            outPump.join();
            errPump.join();
            return code;
        } catch (IOException e) {
            throw new LimitExceededException("--engine spark: cannot start Java for Spark: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LimitExceededException("--engine spark: interrupted");
        }
    }

    private static Thread pump(InputStream in, PrintWriter to) {
        Thread t = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    to.println(line);
                    to.flush();
                }
            } catch (IOException ignored) {
                // the child ended
            }
        });
        t.setDaemon(true);
        t.start();
        return t;
    }

    /**
     * The ahead-of-time class cache that {@code bin/sprague-spark} writes after a build
     * ({@code sprague-spark/target/sprague-spark.aot}, JDK 25+): Spark's start then costs about
     * half the CPU (docs/performance.md, "Strong solving on Spark, fourth pass"). None when it
     * is missing, older than the classpath, or with SPRAGUE_CDS=0; a JVM that finds the classpath
     * changed runs without it.
     */
    static List<String> classCache(String cp) {
        int sep = cp.indexOf(File.pathSeparatorChar);
        Path jar = Path.of(sep < 0 ? cp : cp.substring(0, sep));
        Path cache = jar.resolveSibling("sprague-spark.aot");
        try {
            if ("0".equals(System.getenv("SPRAGUE_CDS")) || Runtime.version().feature() < 25
                    || !Files.isRegularFile(cache) || !Files.isRegularFile(jar)
                    || Files.getLastModifiedTime(cache).compareTo(Files.getLastModifiedTime(jar)) < 0) {
                return List.of();
            }
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
        return List.of("-XX:AOTCache=" + cache, "-Xlog:aot*=off", "-Xlog:cds*=off");
    }

    /**
     * The sprague-spark module's JIT directives ({@code sprague-spark/jit-directives.json}, beside
     * its {@code target}: C2 for Sprague's methods only, as {@code bin/sprague-spark} runs it); none
     * when the file is not there.
     */
    static List<String> jitDirectives(String cp) {
        int sep = cp.indexOf(File.pathSeparatorChar);
        Path target = Path.of(sep < 0 ? cp : cp.substring(0, sep)).toAbsolutePath().getParent();
        Path file = target == null || target.getParent() == null ? null
                : target.getParent().resolve("jit-directives.json");
        if (file == null || !Files.isRegularFile(file)) {
            return List.of();
        }
        return List.of("-XX:+UnlockDiagnosticVMOptions", "-XX:CompilerDirectivesFile=" + file);
    }

    /** SPRAGUE_SPARK_CLASSPATH, or the sprague-spark module's jar and target/lib beside this checkout's CLI. */
    static String classpath() {
        String env = System.getenv("SPRAGUE_SPARK_CLASSPATH");
        if (env != null && !env.isBlank()) {
            return env;
        }
        Path here;
        try {
            here = Path.of(SparkEngine.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException | RuntimeException e) {
            here = Path.of(".").toAbsolutePath();
        }
        // .../sprague-cli/target/sprague.jar or .../sprague-cli/target/classes
        Path root = here.getParent() == null ? null : here.getParent().getParent();
        root = root == null ? null : root.getParent();
        Path target = root == null ? null : root.resolve("sprague-spark").resolve("target");
        if (target == null || !Files.isDirectory(target.resolve("lib"))) {
            throw new InvalidInputException("--engine spark needs the sprague-spark module built: run"
                    + " bin/sprague-spark --build (see docs/strong.md), or set SPRAGUE_SPARK_CLASSPATH");
        }
        try (var jars = Files.list(target)) {
            String jar = jars.filter(f -> f.getFileName().toString().matches("sprague-spark-.*\\.jar"))
                    .map(Path::toString).findFirst().orElseThrow(() -> new InvalidInputException(
                            "--engine spark: no sprague-spark jar in " + target + " (run bin/sprague-spark --build)"));
            return jar + File.pathSeparator + target.resolve("lib") + File.separator + "*";
        } catch (IOException e) {
            throw new InvalidInputException("--engine spark: cannot read " + target + ": " + e.getMessage());
        }
    }
}
