package org.sprague.search.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.sprague.game.LimitExceededException;

class MemoryGuardTest {
    private static final long MB = 1 << 20;

    @Test
    void aHeapInUseUnderTheShareReadsNoPool() {
        AtomicInteger reads = new AtomicInteger();
        MemoryGuard.check(1000, 80 * MB, 100 * MB, () -> {
            reads.incrementAndGet();
            return 99 * MB;
        });
        assertEquals(0, reads.get(), "the pools are read only when the heap in use passes 85%");
    }

    @Test
    void aLiveSetPastTheShareStopsTheSearchWithTheBytesPerPosition() {
        LimitExceededException e = assertThrows(LimitExceededException.class,
                () -> MemoryGuard.check(1000, 95 * MB, 100 * MB, () -> 90 * MB));
        assertTrue(e.getMessage().contains("1000 positions at about " + 90 * MB / 1000 + " bytes each"), e.getMessage());
        assertTrue(e.getMessage().contains("90% of the 100 MB heap"), e.getMessage());
    }

    @Test
    void garbageOverTheShareWithALiveSetUnderItGoesOn() {
        AtomicInteger reads = new AtomicInteger();
        MemoryGuard.check(1000, 95 * MB, 100 * MB, () -> {
            reads.incrementAndGet();
            return 40 * MB;
        });
        assertEquals(1, reads.get());
    }

    /** Child JVM: one check with a heap nearly empty. */
    public static void main(String[] args) {
        MemoryGuard.check(1);
        System.out.println("checked");
    }

    @Test
    void aSearchThatFitsLoadsNoManagementClasses() throws IOException, InterruptedException {
        String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String cp = System.getProperty("java.class.path", "") + File.pathSeparator
                + System.getProperty("jdk.module.path", "");
        ProcessBuilder b = new ProcessBuilder(javaBin, "-Xmx256m", "-Xlog:class+load", "-cp", cp,
                MemoryGuardTest.class.getName()).redirectErrorStream(true);
        b.environment().remove("JAVA_TOOL_OPTIONS"); // an agent there may load java.management itself
        Process p = b.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the child JVM ends");
        assertEquals(0, p.exitValue(), out.lines().filter(l -> !l.contains("class,load")).toList().toString());
        assertTrue(out.contains("checked"));
        assertTrue(out.contains("org.sprague.search.engine.MemoryGuard "), "the guard ran");
        assertFalse(out.contains("java.lang.management.ManagementFactory "),
                "the memory pools are not read while the heap in use is under 85%");
    }
}
