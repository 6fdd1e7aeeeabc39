package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The launcher's heap for {@code sprague strong --memory SIZE} (bin/strong-heap.sh): a heap that
 * holds the budget, so that the option works without JAVA_OPTS; nothing for a size that is not
 * one or exceeds the machine's memory (StrongCommand then refuses it, exit 2).
 */
class StrongHeapLauncherTest {
    private static final Path SCRIPT = Path.of("..", "bin", "strong-heap.sh").toAbsolutePath().normalize();

    private static String heap(String... args) throws IOException, InterruptedException {
        List<String> cmd = new java.util.ArrayList<>(List.of("bash", "-c", ". \"$0\"; sprague_strong_heap \"$@\"",
                SCRIPT.toString()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        assertEquals(0, p.waitFor(), out);
        return out;
    }

    /** MemTotal of /proc/meminfo in KB. */
    private static long ramKb() throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/meminfo"))) {
            if (line.startsWith("MemTotal:")) {
                return Long.parseLong(line.replaceAll("[^0-9]", ""));
            }
        }
        throw new IllegalStateException("no MemTotal in /proc/meminfo");
    }

    @Test
    void aBudgetAboveTheDefaultHeapGetsAHeapAboveIt() throws Exception {
        assertTrue(Files.exists(SCRIPT), SCRIPT.toString());
        long mb = ramKb() / 1024 / 2; // half the machine: above the default heap (a quarter), within the machine
        String xmx = "-Xmx" + (mb + mb / 4 + 64) + "m";
        assertEquals(xmx, heap("strong", "quixo:4", "--db", "q.db", "--memory", mb + "m"));
        assertEquals(xmx, heap("strong", "quixo:4", "--memory=" + mb + "M"));
        assertEquals(xmx, heap("strong", "--memory", mb * 1024 + "k", "--db", "q.db"));
        long budget = MemorySize.parse("--memory", mb + "m");
        assertTrue((mb + mb / 4 + 64) << 20 >= budget, "the heap holds the budget StrongCommand checks");
    }

    @Test
    void noHeapWithoutABudgetOrForABadOne() throws Exception {
        assertEquals("", heap("strong", "quixo:4", "--db", "q.db"));
        assertEquals("", heap("solve", "nim", "--memory", "8g"));
        assertEquals("", heap("strong", "quixo:4", "--memory", "12q"));
        assertEquals("", heap("strong", "quixo:4", "--memory", "1000t")); // more than any machine here
        assertEquals("", heap("strong", "quixo:4", "--memory", "64m")); // the default heap holds it
    }
}
