package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code --engine spark} runs the checkout's {@code bin/sprague-spark}, the one place that gives
 * Spark's JVM its flags (module opens, class cache, JIT directives), and adds none of its own:
 * the two cannot drift apart.
 */
class SparkEngineLauncherTest {
    @Test
    void theChildIsTheLauncherWithTheSolvesOptionsOnly() {
        Path launcher = Path.of("/checkout/bin/sprague-spark");
        assertEquals(List.of(launcher.toString(), "connect-four:4x4", "--db", "c4.db", "--master", "local[2]",
                "--fresh"), SparkEngine.command(launcher, List.of("connect-four:4x4"), Path.of("c4.db"), "local[2]", true));
        assertEquals(List.of(launcher.toString(), "--game-class", "TakeAway", "--game-jar", "t.jar", "--game-arg", "9",
                "--db", "t.db", "--master", "local[1]"), SparkEngine.command(launcher, List.of("--game-class", "TakeAway",
                        "--game-jar", "t.jar", "--game-arg", "9"), Path.of("t.db"), "local[1]", false));
    }

    @Test
    void theLauncherIsThisCheckoutsBinSpragueSpark() throws Exception {
        assertEquals(Path.of("..", "bin", "sprague-spark").toRealPath(), SparkEngine.launcher().toRealPath());
    }

    @Test
    void theCliSpellsNoJvmFlagOfSparks() throws Exception {
        String source = Files.readString(Path.of("src", "main", "java", "org", "sprague", "cli", "SparkEngine.java"));
        for (String flag : List.of("--add-opens", "-XX:", "AOTCache", "CompilerDirectivesFile", "-Xmx")) {
            assertFalse(source.contains("\"" + flag), "SparkEngine passes " + flag + " itself");
        }
    }
}
