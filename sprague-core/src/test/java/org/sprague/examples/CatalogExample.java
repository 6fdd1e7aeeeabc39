package org.sprague.examples;

// EXAMPLE-BEGIN
import java.util.List;
import org.sprague.app.SolveQuestion;
import org.sprague.app.Sprague;
import org.sprague.game.Solution;

/** The catalogue's games by name, solved as the command line solves them. */
public class CatalogExample {
    public static void main(String[] args) {
        Sprague sprague = Sprague.standard();
        for (String sum : List.of("nim 3 4 5", "nim 3 4 + kayles 5")) {
            Solution s = sprague.solve(SolveQuestion.of(List.of(sum))).solution(); // null: partizan
            System.out.println(sum + ": " + s.outcome() + ", grundy " + s.grundy()
                    + ", decided by " + s.decidedBy());
            for (Solution.SolvedMove m : s.winningMoves()) {
                System.out.println("  " + m.move() + " => " + m.position());
            }
        }
    }
}
// EXAMPLE-END
