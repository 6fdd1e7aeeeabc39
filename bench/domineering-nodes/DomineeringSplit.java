package org.sprague.partizan.outcome;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Where one Domineering outcome search's CPU goes in a fresh JVM (issue 23, drift32): the same
 * position searched RUNS times in one JVM, each with a fresh transposition table (the command's
 * size) and endgame table; per run the main thread's CPU for the table's allocation, the endgame
 * table and board, and the search, and the CPU the JIT's compiler threads (C1, C2) and the GC
 * threads spent meanwhile (read from /proc). The first run pays the JIT's warm-up (the search on
 * the interpreter's and C1's code, C2's compiles), the later ones show the search alone. Compiled
 * against a build's classes by bench/domineering-split.sh. Usage:
 * {@code DomineeringSplit RUNS ROWS:L|R} (ROWS: rows of . and # joined by |).
 */
public final class DomineeringSplit {
    private DomineeringSplit() {
    }

    /** CPU seconds of this JVM's C1, C2 and GC threads so far. */
    static double[] compilerAndGc() throws IOException {
        double c1 = 0;
        double c2 = 0;
        double gc = 0;
        try (DirectoryStream<Path> tasks = Files.newDirectoryStream(Path.of("/proc/self/task"))) {
            for (Path t : tasks) {
                String st = Files.readString(t.resolve("stat"));
                String name = st.substring(st.indexOf('(') + 1, st.lastIndexOf(')'));
                String[] f = st.substring(st.lastIndexOf(')') + 2).split(" ");
                double cpu = (Long.parseLong(f[11]) + Long.parseLong(f[12])) / 100.0; // USER_HZ
                if (name.startsWith("C1 ")) {
                    c1 += cpu;
                } else if (name.startsWith("C2 ")) {
                    c2 += cpu;
                } else if (name.startsWith("G1") || name.startsWith("GC")) {
                    gc += cpu;
                }
            }
        }
        return new double[] {c1, c2, gc};
    }

    public static void main(String[] args) throws IOException {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        int runs = Integer.parseInt(args[0]);
        String[] f = args[1].split(":");
        DomineeringOutcome.Shape s = DomineeringOutcome.parse(List.of(f[0]));
        int squares = s.rows() * s.cols();
        int bits = PartizanOutcomeSearch.tableBits(squares);
        for (int r = 0; r < runs; r++) {
            double[] j0 = compilerAndGc();
            long t0 = threads.getCurrentThreadCpuTime();
            OutcomeTable table = DomineeringBoard.table(bits, squares);
            long t1 = threads.getCurrentThreadCpuTime();
            DomineeringBoard board = DomineeringOutcome.board(s, f[1].equals("L"), new EndgameTable());
            long t2 = threads.getCurrentThreadCpuTime();
            AlphaBetaOutcomeSearch search = new AlphaBetaOutcomeSearch(table, null,
                    org.sprague.game.Deadline.unlimited(), null);
            boolean win = search.solve(board);
            long t3 = threads.getCurrentThreadCpuTime();
            double[] j1 = compilerAndGc();
            System.out.printf("run %d bits %d %s nodes %d: table %.3f s, endgame table and board %.3f s,"
                    + " search %.3f s; meanwhile C1 %.2f s, C2 %.2f s, GC %.2f s%n", r + 1, bits,
                    win ? "win" : "loss", search.nodes(), (t1 - t0) / 1e9, (t2 - t1) / 1e9, (t3 - t2) / 1e9,
                    j1[0] - j0[0], j1[1] - j0[1], j1[2] - j0[2]);
        }
    }
}
