package org.sprague.examples;

// EXAMPLE-BEGIN
import java.util.ArrayList;
import java.util.List;
import org.sprague.app.LoopyAnswer;
import org.sprague.app.Sprague;
import org.sprague.game.ImpartialGame;

/**
 * A pile of counters; a move takes 1 or 4 counters, or puts one back when the pile holds 1
 * to 3. Play can go on for ever: the memoized solvers would stop with a LoopyGameException,
 * so the positions are explored into a graph and solved by retrograde analysis.
 */
public class LoopyExample {
    public static void main(String[] args) {
        ImpartialGame<Integer> game = n -> {
            List<Integer> options = new ArrayList<>();
            for (int take : new int[] {1, 4}) {
                if (take <= n) {
                    options.add(n - take);
                }
            }
            if (n >= 1 && n <= 3) {
                options.add(n + 1);
            }
            return options;
        };
        LoopyAnswer<Integer> r = Sprague.loopy(game, 9, 1_000_000);
        for (int n = 0; n <= 9; n++) {
            System.out.println(n + ": " + r.outcome(n) + ", remoteness " + r.remoteness(n)
                    + ", best moves to " + r.bestMoves(n));
        }
    }
}
// EXAMPLE-END
