package org.sprague.examples;

// EXAMPLE-BEGIN
import java.time.Duration;
import java.util.List;
import org.sprague.app.Sprague;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogSolver;
import org.sprague.catalog.SolveOptions;
import org.sprague.game.Deadline;
import org.sprague.game.ImpartialGame;
import org.sprague.game.PositionLimitException;
import org.sprague.game.TimeLimitException;

/** A search stops with an exception at its position limit or at its deadline. */
public class LimitsExample {
    public static void main(String[] args) {
        // A pile of n counters; a move takes one or two. Each pile size is a position.
        ImpartialGame<Integer> takeOneOrTwo =
                n -> n >= 2 ? List.of(n - 1, n - 2) : n == 1 ? List.of(0) : List.of();

        try {
            Sprague.impartial(takeOneOrTwo, 1_000).grundy(5_000);
        } catch (PositionLimitException e) {
            System.out.println("reached " + e.reached() + " of " + e.limit()
                    + ": " + e.getMessage());
        }

        try {
            // A deadline is an object the search is given; it stops there with an exception.
            Deadline deadline = Deadline.after(Duration.ofMillis(200));
            Sprague.impartial(takeOneOrTwo, Long.MAX_VALUE, deadline).grundy(2_000_000_000);
        } catch (TimeLimitException e) {
            System.out.println("allowed " + e.limit() + ": " + e.getMessage());
        }

        // The catalogue's solver takes every option when it is built: limits, threads and a
        // deadline (a token its worker threads check too), none bound to the thread.
        SolveOptions options = SolveOptions.defaults()
                .withMaxPositions(1_000_000_000)
                .withThreads(2)
                .withDeadline(Deadline.after(Duration.ofMillis(200)));
        CatalogSolver solver = new CatalogSolver(options);
        try {
            solver.solveSum(Catalog.standard().parseParts(List.of("chomp 15x15")));
        } catch (TimeLimitException e) {
            System.out.println("on " + solver.threads().used() + " threads, allowed "
                    + e.limit() + ": " + e.getMessage());
        }
    }
}
// EXAMPLE-END
