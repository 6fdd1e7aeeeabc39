package org.sprague.examples;

// EXAMPLE-BEGIN
import java.time.Duration;
import java.util.List;
import org.sprague.app.SolveQuestion;
import org.sprague.app.Sprague;
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

        // A catalogue game is asked through the application layer; the request carries every
        // option: limits, threads and a time limit (a deadline its worker threads check too),
        // none bound to the thread.
        SolveQuestion chomp = SolveQuestion.of(List.of("chomp 15x15"))
                .withMaxPositions(1_000_000_000)
                .withThreads(2)
                .within(Duration.ofMillis(200));
        try {
            Sprague.standard().solve(chomp);
        } catch (TimeLimitException e) {
            System.out.println("chomp 15x15, allowed " + e.limit() + ": " + e.getMessage());
        }
    }
}
// EXAMPLE-END
