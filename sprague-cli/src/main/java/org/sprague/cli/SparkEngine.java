package org.sprague.cli;

import java.io.BufferedReader;
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
 * some 200 MB); this runs the checkout's {@code bin/sprague-spark} launcher in a child process,
 * which builds the sprague-spark module when stale and starts {@code SparkStrongMain} with the
 * Spark JVM's flags (module opens, ahead-of-time class cache, JIT directives). The launcher is
 * their one source: this class adds none ({@code SparkEngineLauncherTest}). Its output is
 * passed through; the child runs on this JVM's JDK ({@code JAVA_HOME}).
 */
final class SparkEngine {
    private SparkEngine() {
    }

    static int run(CommandSpec spec, List<String> words, Path db, Path gameFile, boolean fresh, String master,
            boolean json, java.time.Duration timeout) {
        List<String> game = new ArrayList<>();
        if (gameFile != null) {
            // compiled and built here first, so that a bad file or bad arguments end with exit 2 before
            // Spark starts; the jar of its classes (the compile cache's entry) is what the Spark driver adds
            // to its context
            GameFileCache.Compiled c = StrongGameFile.compile(gameFile);
            StrongGameFile.instantiate(c, words);
            game.addAll(List.of("--game-class", c.className(), "--game-jar", c.jarFile().toString()));
            for (String w : words) {
                game.addAll(List.of("--game-arg", w));
            }
        } else if (words.size() != 1) {
            throw new InvalidInputException("strong: give one GAME (e.g. connect-four:5x4)");
        } else {
            game.add(words.get(0));
        }
        List<String> cmd = command(launcher(), game, db, master, fresh);
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.environment().put("JAVA_HOME", System.getProperty("java.home")); // the launcher's JDK is this one
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
     * The child's command line: the launcher, the game's words and the solve's options, and no JVM
     * flag (those are {@code bin/sprague-spark}'s alone).
     */
    static List<String> command(Path launcher, List<String> game, Path db, String master, boolean fresh) {
        List<String> cmd = new ArrayList<>();
        cmd.add(launcher.toString());
        cmd.addAll(game);
        cmd.addAll(List.of("--db", db.toString(), "--master", master));
        if (fresh) {
            cmd.add("--fresh");
        }
        return cmd;
    }

    /** {@code bin/sprague-spark} of the checkout this CLI was built in (its jar is in sprague-cli/target). */
    static Path launcher() {
        Path here;
        try {
            here = Path.of(SparkEngine.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException | RuntimeException e) {
            here = Path.of(".").toAbsolutePath();
        }
        // .../sprague-cli/target/sprague.jar or .../sprague-cli/target/classes
        Path root = here.toAbsolutePath().getParent() == null ? null : here.toAbsolutePath().getParent().getParent();
        root = root == null ? null : root.getParent();
        Path launcher = root == null ? null : root.resolve("bin").resolve("sprague-spark");
        if (launcher == null || !Files.isExecutable(launcher)) {
            throw new InvalidInputException("--engine spark needs bin/sprague-spark of a Sprague checkout (see"
                    + " docs/strong.md); none beside " + here);
        }
        return launcher;
    }
}
