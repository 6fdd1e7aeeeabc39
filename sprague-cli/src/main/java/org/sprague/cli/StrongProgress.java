package org.sprague.cli;

import java.io.PrintWriter;
import java.util.Locale;
import org.sprague.strong.solve.StrongSolver;

/**
 * {@code sprague strong}'s progress: the per-tier lines of {@code tiers}, and a line when a tier
 * is streamed from and to disk because it does not fit in {@code --memory}; {@code inline}: the
 * tier lines are rewritten in place (\r), so a note starts on a line of its own.
 */
record StrongProgress(PrintWriter err, boolean quiet, boolean inline, StrongSolver.Progress tiers)
        implements StrongSolver.Progress {
    @Override
    public void tierSolved(int tiersDone, long positionsDone, boolean resumed) {
        tiers.tierSolved(tiersDone, positionsDone, resumed);
    }

    @Override
    public void streamed(int tier, long bytes, long budget) {
        if (!quiet) {
            err.printf(Locale.ROOT, "%sstrong: tier %d needs %s with its child tiers, more than --memory %s:"
                    + " solved in blocks streamed from and to the database%n", inline ? "\n" : "", tier,
                    MemorySize.format(bytes),
                    MemorySize.format(budget));
            err.flush();
        }
    }
}
