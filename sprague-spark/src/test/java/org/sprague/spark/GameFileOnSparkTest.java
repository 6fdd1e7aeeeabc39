package org.sprague.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.strong.StrongGame;
import org.sprague.strong.games.StrongGames;
import org.sprague.strong.solve.StrongSolver;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.engine.TieredRetrogradeSolver;
import org.sprague.strong.db.DatabaseWriter;

/**
 * A user's game file on Spark: examples/strong/TakeAway.java compiled here into a jar that is
 * not on this JVM's classpath; {@link SparkStrongMain} loads it from {@code --game-jar} and
 * ships it to the executors (every tier a Spark job: {@code --driver-tier-max 0}).
 */
class GameFileOnSparkTest {
    @TempDir
    Path dir;

    private Path compileTakeAway() throws Exception {
        Path src = Path.of("..", "examples", "strong", "TakeAway.java");
        Path classes = Files.createDirectories(dir.resolve("classes"));
        int rc = ToolProvider.getSystemJavaCompiler().run(null, null, null, "-d", classes.toString(), "-classpath",
                System.getProperty("java.class.path"), "-proc:none", src.toString());
        assertEquals(0, rc, "TakeAway.java compiles");
        Path jar = dir.resolve("take.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new JarEntry("TakeAway.class"));
            Files.copy(classes.resolve("TakeAway.class"), out);
            out.closeEntry();
        }
        return jar;
    }

    @Test
    void aGameClassFromAJarSolvesOnSparkByteIdenticalToInProcess() throws Exception {
        Path jar = compileTakeAway();
        assertThrows(ClassNotFoundException.class, () -> Class.forName("TakeAway"), "not on the test classpath");
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, getClass().getClassLoader())) {
            StrongGame game = StrongGames.newInstance(loader.loadClass("TakeAway"), List.of("21"));
            TierPlan plan = TierPlan.of(game, Long.MAX_VALUE);
            try (DatabaseWriter w = DatabaseWriter.open(dir.resolve("a.db"), plan, false)) {
                new TieredRetrogradeSolver().solve(plan, w, StrongSolver.Progress.NONE);
                w.finish();
            }
        }
        ClassLoader before = Thread.currentThread().getContextClassLoader();
        try {
            int rc = SparkStrongMain.run(new String[] {"--game-class", "TakeAway", "--game-jar", jar.toString(),
                "--game-arg", "21", "--db", dir.resolve("b.db").toString(), "--master", "local[2]",
                "--driver-tier-max", "0"});
            assertEquals(0, rc);
        } finally {
            Thread.currentThread().setContextClassLoader(before);
        }
        assertArrayEquals(Files.readAllBytes(dir.resolve("a.db")), Files.readAllBytes(dir.resolve("b.db")));
    }
}
