package org.sprague.examples;

// EXAMPLE-BEGIN
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.sprague.game.ImpartialGame;
import org.sprague.loopy.GameGraph;
import org.sprague.loopy.GraphRetrograde;
import org.sprague.loopy.LoopyExplorer;

/**
 * A pile of counters; a move takes 1 or 4 counters, or puts one back when the pile holds 1
 * to 3. Play can go on for ever: the solvers of org.sprague.impartial would stop with a
 * LoopyGameException, so the positions are explored into a graph and solved by retrograde analysis.
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
        var explored = new LoopyExplorer<>(game, 1_000_000).explore(9);
        GameGraph graph = explored.graph();
        GraphRetrograde.Result r = GraphRetrograde.solve(graph, 1);
        for (int n = 0; n <= 9; n++) {
            int v = explored.idOf(n);
            int[] best = Arrays.stream(r.bestMoves(v))
                    .map(w -> explored.positions().get(w)).toArray();
            System.out.println(n + ": " + r.outcome(v) + ", remoteness " + r.remoteness(v)
                    + ", best moves to " + Arrays.toString(best));
        }
    }
}
// EXAMPLE-END
