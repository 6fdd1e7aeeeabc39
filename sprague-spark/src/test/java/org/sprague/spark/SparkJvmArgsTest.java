package org.sprague.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Spark JVM's flags have one source: the launcher ({@code bin/sprague-spark}, which {@code
 * sprague strong --engine spark} runs) passes {@code spark-jvm.args} as an argfile and spells no
 * module open itself; this module's tests run with the same file.
 */
class SparkJvmArgsTest {
    private static final Path LAUNCHER = Path.of("..", "bin", "sprague-spark");

    @Test
    void theArgfileHoldsTheModuleOpensSparkNeeds() {
        List<String> opens = SparkJvmArgs.opens();
        assertTrue(opens.contains("--add-opens=java.base/sun.nio.ch=ALL-UNNAMED"), opens.toString());
        assertTrue(opens.contains("--enable-native-access=ALL-UNNAMED"), opens.toString());
        assertTrue(opens.stream().allMatch(o -> o.startsWith("--add-opens=") || o.startsWith("-D")
                || o.startsWith("--enable-native-access=")), "options only, no comment left: " + opens);
    }

    @Test
    void theLauncherPassesTheArgfileAndSpellsNoOpenItself() throws Exception {
        String launcher = Files.readString(LAUNCHER);
        assertTrue(launcher.contains("@$ROOT/sprague-spark/spark-jvm.args"), "bin/sprague-spark reads the argfile");
        assertFalse(launcher.contains("--add-opens="), "a second list of opens in bin/sprague-spark");
    }

    @Test
    void theseTestsRunWithTheArgfile() {
        List<String> jvm = ManagementFactory.getRuntimeMXBean().getInputArguments();
        assertEquals(List.of(), SparkJvmArgs.opens().stream().filter(o -> !jvm.contains(o)).toList(),
                "options of spark-jvm.args missing from the test JVM (pom.xml's argLine): " + jvm);
    }
}
