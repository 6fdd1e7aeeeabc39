package org.sprague.bench.partizan;

import java.util.List;
import org.sprague.partizan.CanonicalForms;
import org.sprague.partizan.games.PartizanSumSolver;
import org.sprague.partizan.games.PartizanSumSolver.Component;

/**
 * Canonical forms of catalogue positions, timed in one process: {@code GAME POSITION} pairs
 * on the command line, each solved in a fresh store. Prints wall time, regions stored
 * (positions), canonical forms stored, regions per CPU second and heap bytes per stored form
 * (everything retained: forms, caches, transposition tables, divided by the forms).
 */
public final class PartizanBench {
    private PartizanBench() {
    }

    public static void main(String[] args) throws Exception {
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        System.out.printf("%-34s %9s %9s %10s %10s %12s %12s  %s%n", "position", "seconds", "cpu s", "regions", "forms",
                "regions/s", "bytes/form", "value");
        for (String spec : args) {
            List<String> words = List.of(spec.trim().split("\\s+"));
            System.gc();
            long before = used();
            long t0 = System.nanoTime();
            long c0 = mx.getCurrentThreadCpuTime();
            PartizanSumSolver solver = new PartizanSumSolver(Long.MAX_VALUE / 4);
            List<Component<?>> parts = PartizanSumSolver.parse(words, org.sprague.game.io.PositionFiles.local()); // a command line: @FILE allowed
            int v = CanonicalForms.ZERO;
            for (Component<?> c : parts) {
                v = solver.forms().add(v, solver.value(c));
            }
            double secs = (System.nanoTime() - t0) / 1e9;
            double cpu = (mx.getCurrentThreadCpuTime() - c0) / 1e9;
            long regions = solver.positionsStored();
            System.gc();
            long bytes = used() - before;
            int forms = solver.forms().size();
            String value = solver.printer().print(v);
            System.out.printf("%-34s %9.2f %9.2f %10d %10d %12.0f %12d  %s%n", spec, secs, cpu, regions, forms,
                    regions / cpu,
                    bytes / Math.max(1, forms), value.length() > 60 ? value.substring(0, 57) + "..." : value);
        }
    }

    private static long used() {
        Runtime r = Runtime.getRuntime();
        return r.totalMemory() - r.freeMemory();
    }
}
