package org.sprague.bench.heap;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.sprague.heap.GrundySequenceCalculator;
import org.sprague.heap.HeapCode;
import org.sprague.heap.HeapRules;
import org.sprague.heap.NaiveSequenceCalculator;
import org.sprague.heap.SparseSpaceCalculator;

/**
 * Plain-main timing of the heap-game Grundy sequence calculators (bench/heap.sh runs it next
 * to the C++ baseline). Each line: game, method, heaps, seconds, microseconds per value,
 * values per second, the computing thread's CPU seconds (steadier than wall time on a shared
 * machine), rare positions, peak resident memory (VmHWM), and a checksum (sum of G(n)) that
 * must equal the C++ program's.
 *
 * <p>Usage: {@code HeapBench (naive|sparse|sparse2|threads) GAME COUNT [REPEATS]} (sparse2: two
 * threads; threads: one against two threads in one JVM, REPEATS alternating rounds) with GAME one of kayles,
 * grundy, officers (0.6), dawsons (0.07), or any rule {@code sprague grundy} takes (0.1777).
 */
public final class HeapBench {
    private HeapBench() {
    }

    static HeapCode game(String name) {
        return switch (name) {
            case "kayles" -> HeapCode.finite("0.77", 0, 7, 7);
            case "dawsons" -> HeapCode.finite("0.07", 0, 0, 7);
            case "officers", "0.6" -> HeapCode.finite("0.6", 0, 6);
            case "grundy" -> HeapCode.grundysGame();
            default -> HeapRules.resolve(name);
        };
    }

    /**
     * One thread against two in the same JVM, alternating ({@code repeats} rounds, after a
     * warm-up of each), so compiled code and machine drift weigh on both alike: prints each
     * round and the median of the per-round speed-ups.
     */
    static void threads(String name, HeapCode code, int count, int repeats) {
        GrundySequenceCalculator one = new SparseSpaceCalculator();
        GrundySequenceCalculator two = SparseSpaceCalculator.withThreads(2);
        int warm = Math.min(count, 1 << 18);
        one.compute(code, warm);
        two.compute(code, warm);
        double[] ratios = new double[repeats];
        long sum1 = -1;
        long sum2 = -1;
        for (int i = 0; i < repeats; i++) {
            long t0 = System.nanoTime();
            GrundySequenceCalculator.Result a = one.compute(code, count);
            long t1 = System.nanoTime();
            GrundySequenceCalculator.Result b = two.compute(code, count);
            long t2 = System.nanoTime();
            sum1 = checksum(a, count);
            sum2 = checksum(b, count);
            ratios[i] = (double) (t1 - t0) / (t2 - t1);
            System.out.printf(Locale.ROOT, "java threads %-8s n=%-9d 1 thread %8.3f s, 2 threads %8.3f s, speed-up %.2fx%n",
                    name, count, (t1 - t0) / 1e9, (t2 - t1) / 1e9, ratios[i]);
        }
        java.util.Arrays.sort(ratios);
        System.out.printf(Locale.ROOT, "java threads %-8s n=%-9d median speed-up %.2fx over %d rounds; checksums %d %d %s%n",
                name, count, ratios[repeats / 2], repeats, sum1, sum2, sum1 == sum2 ? "agree" : "DIFFER");
    }

    static long checksum(GrundySequenceCalculator.Result r, int count) {
        long sum = 0;
        for (int n = 0; n < count; n++) {
            sum += r.values().get(n);
        }
        return sum;
    }

    /** Peak resident memory of this process (VmHWM), in kB; -1 where /proc is missing. */
    static long peakRssKb() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmHWM:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", ""));
                }
            }
        } catch (IOException e) {
            return -1;
        }
        return -1;
    }

    public static void main(String[] args) {
        String method = args[0];
        HeapCode code = game(args[1]);
        int count = Integer.parseInt(args[2]);
        int repeats = args.length > 3 ? Integer.parseInt(args[3]) : 1;
        if (method.equals("threads")) {
            threads(args[1], code, count, repeats);
            return;
        }
        GrundySequenceCalculator calc = switch (method) {
            case "naive" -> new NaiveSequenceCalculator();
            case "sparse2" -> SparseSpaceCalculator.withThreads(2);
            default -> new SparseSpaceCalculator();
        };
        double best = Double.MAX_VALUE;
        double bestCpu = Double.MAX_VALUE;
        GrundySequenceCalculator.Result r = null;
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        for (int i = 0; i < repeats; i++) {
            long c0 = threads.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            r = calc.compute(code, count);
            best = Math.min(best, (System.nanoTime() - t0) / 1e9);
            bestCpu = Math.min(bestCpu, (threads.getCurrentThreadCpuTime() - c0) / 1e9);
        }
        long sum = 0;
        for (int n = 0; n < count; n++) {
            sum += r.values().get(n);
        }
        System.out.printf(Locale.ROOT, "java %-6s %-8s n=%-9d %8.3f s %9.3f us/value %12.0f values/s cpu=%.3fs rare=%d"
                + " bits=%d peakRSS=%.1fMB checksum=%d%n",
                method, args[1], count, best, best * 1e6 / count, count / best, bestCpu, r.rareCount(),
                r.values().bitsPerValue(), peakRssKb() / 1024.0, sum);
    }
}
