package org.sprague.partizan.outcome;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;

/**
 * Domineering positions solved by the outcome search in one JVM (issue 23, fewer23): one search
 * per position, Left or Right to move, a fresh transposition table (the command's size, or
 * 2^BITS buckets) and endgame table each; the result, the nodes and the search thread's CPU
 * printed. Compiled against a build's classes by bench/domineering-nodes.sh (it is in the
 * search's package). Usage: {@code DomineeringNodes BITS ROWS:L|R ...} (BITS 0: the command's
 * table; ROWS: rows of . and # joined by |).
 */
public final class DomineeringNodes {
    public static void main(String[] args) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        int bitsArg = Integer.parseInt(args[0]);
        for (int a = 1; a < args.length; a++) {
            String[] f = args[a].split(":");
            DomineeringOutcome.Shape s = DomineeringOutcome.parse(List.of(f[0]));
            int squares = s.rows() * s.cols();
            int bits = bitsArg > 0 ? bitsArg : PartizanOutcomeSearch.tableBits(squares);
            long t0 = threads.getCurrentThreadCpuTime();
            OutcomeTable table = DomineeringBoard.table(bits, squares);
            AlphaBetaOutcomeSearch search = new AlphaBetaOutcomeSearch(table, null,
                    org.sprague.game.Deadline.unlimited(), null);
            DomineeringBoard board = DomineeringOutcome.board(s, f[1].equals("L"), new EndgameTable());
            boolean win = search.solve(board);
            double cpu = (threads.getCurrentThreadCpuTime() - t0) / 1e9;
            System.out.printf("%s %s bits %d: %s nodes %d cpu %.2f s%n", f[0], f[1], bits, win ? "win" : "loss",
                    search.nodes(), cpu);
        }
    }
}
