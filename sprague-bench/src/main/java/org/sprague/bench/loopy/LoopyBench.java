package org.sprague.bench.loopy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.sprague.loopy.GameGraph;
import org.sprague.loopy.GeneralizedGrundySolver;
import org.sprague.loopy.GraphRetrograde;

/**
 * Plain-main benchmark of the loopy-game solvers (not JMH, not a test), run by
 * {@code bench/loopy.sh} next to the C++ implementation in {@code sprague-bench/cpp/loopy}
 * on the same random graph: both generate it with the same splitmix64 streams (out-degree
 * uniform in 0..2*avg, targets uniform), so the checksums printed must agree.
 *
 * <p>Usage: {@code LoopyBench levelsT|grundy VERTICES AVG_DEGREE SEED REPS}
 * ({@code levels1}, {@code levels2}: the retrograde engine, {@link GraphRetrograde}, on 1 or
 * 2 threads; the FIFO queue it was measured against is the tests' oracle now). Prints
 * {@code key value} lines: build and solve times (best of REPS, milliseconds: wall clock,
 * the solving thread's CPU time, which is steadier on a shared machine, and the whole
 * process's CPU time, which counts every thread), the CPU time other processes took during
 * that solve (from /proc/stat: how much the machine was shared), the graph's adjacency
 * bytes per edge, heap used and the process's peak resident set.
 */
public final class LoopyBench {
    private LoopyBench() {
    }

    /** splitmix64 (Steele, Lea, Flood 2014): the generator both implementations share. */
    static final class SplitMix {
        private long state;

        SplitMix(long seed) {
            state = seed;
        }

        long next() {
            long z = (state += 0x9E3779B97F4A7C15L);
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            return z ^ (z >>> 31);
        }

        int below(int bound) {
            return (int) Long.remainderUnsigned(next(), bound);
        }
    }

    /** The random graph: forward rows from two streams (degrees, targets), reverse rows derived. */
    static GameGraph randomGraph(int n, int avg, long seed) {
        SplitMix degrees = new SplitMix(seed);
        SplitMix targets = new SplitMix(seed ^ 0x5DEECE66DL);
        int[] outStart = new int[n + 1];
        long m = 0;
        for (int u = 0; u < n; u++) {
            m += degrees.below(2 * avg + 1);
            if (m > Integer.MAX_VALUE - 8) {
                throw new IllegalArgumentException("too many edges");
            }
            outStart[u + 1] = (int) m;
        }
        int[] head = new int[(int) m];
        for (int k = 0; k < m; k++) {
            head[k] = targets.below(n);
        }
        return GameGraph.fromForwardRows(n, outStart, head);
    }

    public static void main(String[] args) throws IOException {
        String mode = args[0];
        int n = Integer.parseInt(args[1]);
        int avg = Integer.parseInt(args[2]);
        long seed = Long.parseLong(args[3]);
        int reps = Integer.parseInt(args[4]);
        long t0 = System.nanoTime();
        GameGraph g = randomGraph(n, avg, seed);
        long t1 = System.nanoTime();
        System.out.println("vertices " + n);
        System.out.println("edges " + g.edgeCount());
        System.out.println("build_ms " + (t1 - t0) / 1_000_000);
        System.out.printf("adjacency_bytes_per_edge %.2f%n", (double) g.adjacencyBytes() / g.edgeCount());
        long best = Long.MAX_VALUE;
        long bestCpu = Long.MAX_VALUE;
        long bestProcessCpu = 0;
        long bestOthers = 0;
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        com.sun.management.OperatingSystemMXBean os =
                (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();
        String checksum = "";
        for (int r = 0; r < reps; r++) {
            System.gc();
            long[] j0 = jiffies();
            long p = os.getProcessCpuTime();
            long s = System.nanoTime();
            long c = threads.getCurrentThreadCpuTime();
            long wall;
            if (mode.startsWith("levels")) {
                GraphRetrograde.Result res = GraphRetrograde.solve(g, Integer.parseInt(mode.substring("levels".length())), org.sprague.game.Deadline.unlimited());
                wall = System.nanoTime() - s;
                bestCpu = Math.min(bestCpu, threads.getCurrentThreadCpuTime() - c);
                long wins = 0;
                long losses = 0;
                long remSum = 0;
                for (int v = 0; v < n; v++) {
                    byte o = res.outcomes()[v];
                    wins += o == GraphRetrograde.WIN ? 1 : 0;
                    losses += o == GraphRetrograde.LOSS ? 1 : 0;
                    remSum += o == GraphRetrograde.DRAW ? 0 : res.remoteness()[v];
                }
                checksum = "W=" + wins + " L=" + losses + " D=" + (n - wins - losses) + " remoteness_sum=" + remSum;
            } else {
                GeneralizedGrundySolver.Result res = GeneralizedGrundySolver.solve(g, org.sprague.game.Deadline.unlimited());
                wall = System.nanoTime() - s;
                bestCpu = Math.min(bestCpu, threads.getCurrentThreadCpuTime() - c);
                long inf = 0;
                long sum = 0;
                int max = 0;
                for (int v = 0; v < n; v++) {
                    int x = res.values()[v];
                    if (x < 0) {
                        inf++;
                    } else {
                        sum += x;
                        max = Math.max(max, x);
                    }
                }
                checksum = "infinite=" + inf + " finite_sum=" + sum + " max=" + max;
            }
            long processCpu = os.getProcessCpuTime() - p;
            long[] j1 = jiffies();
            if (wall < best) {
                best = wall;
                bestProcessCpu = processCpu;
                bestOthers = (j1[0] - j0[0]) - (j1[1] - j0[1]);
            }
        }
        System.out.println("solve_ms " + best / 1_000_000);
        System.out.println("solve_cpu_ms " + bestCpu / 1_000_000);
        System.out.println("solve_process_cpu_ms " + bestProcessCpu / 1_000_000);
        System.out.println("others_cpu_ms " + bestOthers * 10); // jiffies of 10 ms
        System.out.println("checksum " + checksum);
        Runtime rt = Runtime.getRuntime();
        System.out.println("heap_used_mb " + (rt.totalMemory() - rt.freeMemory()) / (1 << 20));
        System.out.println("peak_rss_mb " + procField("/proc/self/status", "VmHWM"));
        System.out.println("huge_pages_mb " + procField("/proc/self/smaps_rollup", "AnonHugePages"));
    }

    /**
     * Jiffies (1/100 s) of CPU time used since boot by all processes (user, nice, system, irq,
     * softirq, steal; /proc/stat) and by this one (/proc/self/stat); zeros where /proc is absent.
     */
    private static long[] jiffies() {
        try {
            String[] cpu = Files.readAllLines(Path.of("/proc/stat")).get(0).trim().split("\\s+");
            long all = 0;
            for (int i : new int[] {1, 2, 3, 6, 7, 8}) {
                all += Long.parseLong(cpu[i]);
            }
            String self = Files.readString(Path.of("/proc/self/stat"));
            String[] f = self.substring(self.lastIndexOf(')') + 2).split(" ");
            return new long[] {all, Long.parseLong(f[11]) + Long.parseLong(f[12])};
        } catch (IOException | RuntimeException e) {
            return new long[2];
        }
    }

    /** The value of a "key: N kB" line of a /proc file, in MB; -1 when absent. */
    private static long procField(String file, String key) throws IOException {
        for (String line : Files.readAllLines(Path.of(file))) {
            if (line.startsWith(key + ":")) {
                return Long.parseLong(line.replaceAll("\\D", "")) / 1024;
            }
        }
        return -1;
    }
}
