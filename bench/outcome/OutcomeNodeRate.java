package org.sprague.partizan.outcome;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * The outcome search's warm node rate (issue 23): Domineering boards searched Left first, one
 * thread, several times in one JVM (a fresh transposition table of the command's size and a
 * fresh endgame table each run), each run's nodes and the search thread's CPU printed. A board
 * with a node budget stops after that many nodes (counted in the search's polls, every 1024
 * nodes), so every run of it does the same work: 9x9's first N million nodes.
 *
 * <p>Compiled against a build's {@code sprague-core/target/classes} (it is in the search's
 * package: the search is package-private) by {@code bench/outcome-rate.sh}, which alternates
 * two builds. Usage: {@code OutcomeNodeRate RxC:RUNS[:BUDGET] ...}, e.g. {@code 8x8:3
 * 9x9:2:8000000}.
 */
public final class OutcomeNodeRate {
    private OutcomeNodeRate() {
    }

    /** Thrown by the poll hook when the node budget is spent. */
    private static final class Budget extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Budget() {
            super("budget", null, false, false);
        }
    }

    /**
     * The command's table: {@code DomineeringBoard.table(bits, squares)} where the build has it
     * (node18's compact layout), else the one-argument table of older builds; found by
     * reflection so the bench compiles against both.
     */
    private static OutcomeTable table(int bits, int squares) {
        try {
            java.lang.reflect.Method m = DomineeringBoard.class.getDeclaredMethod("table", int.class, int.class);
            m.setAccessible(true);
            return (OutcomeTable) m.invoke(null, bits, squares);
        } catch (NoSuchMethodException e) {
            return new OutcomeTable(bits);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    public static void main(String[] args) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (String arg : args) {
            String[] f = arg.split(":");
            String[] rc = f[0].split("x");
            int rows = Integer.parseInt(rc[0]);
            int cols = Integer.parseInt(rc[1]);
            int runs = Integer.parseInt(f[1]);
            long budget = f.length > 2 ? Long.parseLong(f[2]) : Long.MAX_VALUE;
            for (int i = 0; i < runs; i++) {
                long polls = budget / 1024;
                long[] seen = {0};
                Runnable tick = () -> {
                    if (++seen[0] >= polls) {
                        throw new Budget();
                    }
                };
                OutcomeTable table = table(PartizanOutcomeSearch.tableBits(rows * cols), rows * cols);
                AlphaBetaOutcomeSearch search = new AlphaBetaOutcomeSearch(table, null,
                        org.sprague.game.Deadline.unlimited(), budget == Long.MAX_VALUE ? null : tick);
                DomineeringBoard board = DomineeringOutcome.board(DomineeringOutcome.full(rows, cols), true,
                        new EndgameTable());
                long t0 = threads.getCurrentThreadCpuTime();
                String result;
                try {
                    result = search.solve(board) ? "win" : "loss";
                } catch (Budget e) {
                    result = "budget";
                }
                double cpu = (threads.getCurrentThreadCpuTime() - t0) / 1e9;
                System.out.printf("%s run %d: %s nodes %d cpu %.3f s rate %.3f M nodes/s%n", f[0], i, result,
                        search.nodes(), cpu, search.nodes() / cpu / 1e6);
            }
        }
    }
}
