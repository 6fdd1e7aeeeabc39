package org.sprague.bench;

import java.lang.management.ManagementFactory;
import java.util.Arrays;
import org.sprague.catalog.games.PackedBoards;
import org.sprague.search.engine.Fold;
import org.sprague.search.PackedGame;
import org.sprague.search.engine.PackedSearch;
import org.sprague.search.engine.SearchMonitor;
import org.sprague.search.engine.SplitRootSearch;

/**
 * Two threads against one on a single big position, the runs alternating in one process:
 * {@code plain} ({@link PackedSearch}, mex fold, its own memo: hash, or dense with a rank),
 * {@code split1} ({@link SplitRootSearch} on one thread: the shared memo's cost alone) and
 * {@code split2} (two threads). Prints the median wall time and process CPU time (all threads,
 * JIT and GC included) of {@code reps} rounds, and the load average before and after.
 *
 * <pre>
 *   java -cp sprague-bench/target/sprague-bench.jar org.sprague.bench.SplitRootCompare cram 5x6 5
 *   ... SplitRootCompare chomp 10x10 5 ; ... SplitRootCompare cutting 1000x1000 5
 * </pre>
 */
public final class SplitRootCompare {
    private SplitRootCompare() {
    }

    public static void main(String[] args) throws Exception {
        String game = args[0];
        String[] rc = args[1].split("x");
        int rows = Integer.parseInt(rc[0]);
        int cols = Integer.parseInt(rc[1]);
        int reps = Integer.parseInt(args[2]);
        PackedGame g;
        PackedGame other; // the second thread's own instance (a game may keep scratch buffers)
        long root;
        switch (game) {
            case "cram" -> {
                g = PackedBoards.cram(rows, cols);
                other = PackedBoards.cram(rows, cols);
                root = PackedBoards.cramBoard(g, rows, cols);
            }
            case "chomp" -> {
                g = PackedBoards.chomp();
                other = PackedBoards.chomp();
                root = PackedBoards.chompRectangle(rows, cols);
            }
            case "cutting" -> {
                g = PackedBoards.cutting();
                other = PackedBoards.cutting();
                root = PackedBoards.sheet(rows, cols);
            }
            default -> throw new IllegalArgumentException("game: cram, chomp or cutting, not " + game);
        }
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        String[] methods = {"plain", "split1", "split2"};
        double[][] wall = new double[3][reps];
        double[][] cpu = new double[3][reps];
        String[] value = new String[3];
        long[] stored = new long[3];
        double load0 = os.getSystemLoadAverage();
        for (int r = 0; r < reps; r++) {
            for (int k = 0; k < 3; k++) {
                System.gc();
                long t0 = System.nanoTime();
                long c0 = os.getProcessCpuTime();
                SearchMonitor monitor = SearchMonitor.limit(Long.MAX_VALUE);
                if (k == 0) {
                    PackedSearch s = PackedSearch.of(g, Fold.mex(), monitor, root);
                    value[k] = "" + s.value(root);
                    stored[k] = s.positionsStored();
                } else {
                    SplitRootSearch s = new SplitRootSearch(g, other, monitor, k);
                    value[k] = "" + s.value(root);
                    stored[k] = s.positionsStored();
                }
                wall[k][r] = (System.nanoTime() - t0) / 1e9;
                cpu[k][r] = (os.getProcessCpuTime() - c0) / 1e9;
            }
        }
        System.out.printf("%s %s, %d rounds, load average %.1f before, %.1f after%n", game, args[1], reps, load0,
                os.getSystemLoadAverage());
        for (int k = 0; k < 3; k++) {
            System.out.printf("  %-7s value %-4s positions %,11d  wall median %7.3f s  cpu median %7.3f s  wall %s%n",
                    methods[k], value[k], stored[k], median(wall[k]), median(cpu[k]), Arrays.toString(round(wall[k])));
        }
        System.out.printf("  two threads / one: wall %.2fx, cpu %.2fx (plain / split2 wall: %.2fx)%n",
                median(wall[2]) / median(wall[0]), median(cpu[2]) / median(cpu[0]), median(wall[0]) / median(wall[2]));
    }

    private static double median(double[] xs) {
        double[] s = xs.clone();
        Arrays.sort(s);
        return s[s.length / 2];
    }

    private static double[] round(double[] xs) {
        double[] out = new double[xs.length];
        for (int i = 0; i < xs.length; i++) {
            out[i] = Math.round(xs[i] * 100) / 100.0;
        }
        return out;
    }
}
