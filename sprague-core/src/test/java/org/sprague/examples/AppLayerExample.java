package org.sprague.examples;

// EXAMPLE-BEGIN
import java.util.List;
import org.sprague.app.MoveReport;
import org.sprague.app.SequenceAnswer;
import org.sprague.app.SequenceQuestion;
import org.sprague.app.SolveAnswer;
import org.sprague.app.SolveQuestion;
import org.sprague.app.Sprague;

/** One call per question, as the command line and the web ask them. */
public class AppLayerExample {
    public static void main(String[] args) {
        Sprague sprague = Sprague.standard();

        // sprague solve nim 3 4 5
        SolveAnswer a = sprague.solve(SolveQuestion.of(List.of("nim 3 4 5")));
        if (a.solution() != null) { // an impartial game's solution
            System.out.println(a.solution().outcome() + " grundy " + a.solution().grundy()
                    + ", winning moves " + a.solution().winningMoves().size());
        }

        // sprague solve domineering 2x3: the partizan answer, decided by the layer, not the caller
        SolveAnswer v = sprague.solve(SolveQuestion.of(List.of("domineering 2x3")));
        System.out.println("domineering 2x3 = " + v.value());

        // POST /api/moves: every move of a sum and where it leads
        MoveReport moves = sprague.moves(SolveQuestion.of(List.of("nim 1 2 + kayles 3")));
        System.out.println(moves.moves().size() + " moves, first: " + moves.moves().get(0).move()
                + " -> " + moves.moves().get(0).outcome());

        // the move sprague play answers with, and its hint (POST /api/engine-move, POST /api/hint)
        System.out.println("engine: " + sprague.engineMove(SolveQuestion.of(List.of("nim 3 4 5"))).text());
        System.out.println(sprague.hint(SolveQuestion.of(List.of("nim 3 4 5"))).text());

        // sprague grundy subtraction:1,3,4 --to 30: the values, and their period with its evidence
        SequenceAnswer g = Sprague.sequence(SequenceQuestion.of("subtraction:1,3,4", 30));
        StringBuilder start = new StringBuilder("G(0..9) =");
        for (int n = 0; n < 10; n++) {
            start.append(' ').append(g.value(n));
        }
        System.out.println(start);
        g.text().lines().filter(line -> line.startsWith("periodicity:")).forEach(System.out::println);
    }
}
// EXAMPLE-END
