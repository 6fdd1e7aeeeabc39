package org.sprague.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import org.sprague.catalog.games.PackedBoards;
import org.sprague.search.engine.Fold;
import org.sprague.search.engine.HashLongMemo;
import org.sprague.search.engine.NimberPruningSearch;
import org.sprague.search.PackedGame;
import org.sprague.search.engine.PackedSearch;
import org.sprague.search.engine.SearchMonitor;

/**
 * Lemoine and Viennot's pruned search ({@link NimberPruningSearch}) against the plain engine
 * ({@link PackedSearch}) on one position, each run from an empty memo in a fresh search:
 * {@code mex} (plain Grundy value, every option), {@code outcome} (plain outcome fold on the
 * whole position, stopping at the first move to a P-position, no split into regions),
 * {@code lv-nimber} and {@code lv-outcome} (pruned). Prints the median wall and thread CPU
 * time of {@code reps} runs, the value and the positions stored.
 *
 * <pre>
 *   java -cp sprague-bench/target/sprague-bench.jar org.sprague.bench.NimberPruningCompare cram 5x6 3 mex lv-nimber
 *   ... NimberPruningCompare chomp 10x10 3 mex outcome lv-nimber lv-outcome
 *   ... NimberPruningCompare cramsum 3x7+4x4+2x8 3 mex lv-outcome
 * </pre>
 */
public final class NimberPruningCompare {
    private NimberPruningCompare() {
    }

    public static void main(String[] args) {
        String game = args[0];
        String shape = args[1];
        int reps = Integer.parseInt(args[2]);
        PackedGame g;
        long root;
        switch (game) {
            case "cram" -> {
                int[] rc = rc(shape);
                g = PackedBoards.cram(rc[0], rc[1]);
                root = PackedBoards.cramBoard(g, rc[0], rc[1]);
            }
            case "cramsum" -> { // boards side by side in one 8x8 frame, a filled column between two
                g = PackedBoards.cram(8, 8);
                root = 0;
                int col = 0;
                for (String b : shape.split("\\+")) {
                    int[] rc = rc(b);
                    for (int r = 0; r < rc[0]; r++) {
                        for (int c = 0; c < rc[1]; c++) {
                            root |= PackedBoards.cramSquare(g, r, col + c);
                        }
                    }
                    col += rc[1] + 1;
                }
                if (col > 9) {
                    throw new IllegalArgumentException("the boards do not fit side by side in 8 columns: " + shape);
                }
            }
            case "chomp" -> {
                int[] rc = rc(shape);
                g = PackedBoards.chomp();
                root = PackedBoards.chompRectangle(rc[0], rc[1]);
            }
            case "cutting" -> {
                int[] rc = rc(shape);
                g = PackedBoards.cutting();
                root = PackedBoards.sheet(rc[0], rc[1]);
            }
            default -> throw new IllegalArgumentException("game: cram, cramsum, chomp or cutting, not " + game);
        }
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        for (int k = 3; k < args.length; k++) {
            String method = args[k];
            double[] wall = new double[reps];
            double[] cpu = new double[reps];
            String value = "";
            long stored = 0;
            for (int r = 0; r < reps; r++) {
                SearchMonitor monitor = SearchMonitor.limit(Long.MAX_VALUE);
                long t0 = System.nanoTime();
                long c0 = mx.getCurrentThreadCpuTime();
                switch (method) {
                    case "mex" -> {
                        PackedSearch s = new PackedSearch(g, Fold.mex(), new HashLongMemo(), monitor);
                        value = "nimber " + s.value(root);
                        stored = s.positionsStored();
                    }
                    case "outcome" -> {
                        PackedSearch s = new PackedSearch(g, Fold.outcome(false), new HashLongMemo(), monitor);
                        value = s.fold().wins(s.value(root)) ? "N" : "P";
                        stored = s.positionsStored();
                    }
                    case "lv-nimber" -> {
                        NimberPruningSearch s = new NimberPruningSearch(g, new HashLongMemo(), monitor);
                        value = "nimber " + s.nimber(root);
                        stored = s.positionsStored();
                    }
                    case "lv-outcome" -> {
                        NimberPruningSearch s = new NimberPruningSearch(g, new HashLongMemo(), monitor);
                        value = s.wins(root) ? "N" : "P";
                        stored = s.positionsStored();
                    }
                    default -> throw new IllegalArgumentException("method: mex, outcome, lv-nimber, lv-outcome");
                }
                wall[r] = (System.nanoTime() - t0) / 1e9;
                cpu[r] = (mx.getCurrentThreadCpuTime() - c0) / 1e9;
            }
            System.out.printf("%s %s %-10s %-10s positions %,12d  wall median %7.3f s  cpu median %7.3f s  (wall %s)%n",
                    game, shape, method, value, stored, median(wall), median(cpu), Arrays.toString(round(wall)));
        }
    }

    private static int[] rc(String s) {
        String[] p = s.split("x");
        return new int[] {Integer.parseInt(p[0]), Integer.parseInt(p[1])};
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
