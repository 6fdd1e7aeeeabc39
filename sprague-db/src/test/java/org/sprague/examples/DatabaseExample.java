package org.sprague.examples;

// EXAMPLE-BEGIN
import java.nio.file.Path;
import org.sprague.app.Sprague;
import org.sprague.app.StrongLookupAnswer;
import org.sprague.strong.StrongGame;
import org.sprague.strong.solve.StrongSolver;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.engine.TieredRetrogradeSolver;
import org.sprague.strong.db.DatabaseWriter;
import org.sprague.strong.db.StrongDatabase;

/** Tic-tac-toe solved into a database file (module sprague-db), then one position looked up. */
public class DatabaseExample {
    public static void main(String[] args) {
        Path file = Path.of(args.length > 0 ? args[0] : "tic-tac-toe.db");
        StrongGame game = Sprague.standard().strongGame("tic-tac-toe"); // or your own StrongGame
        TierPlan plan = TierPlan.of(game, 1_000_000);
        boolean resume = true; // a solve killed half way resumes from its checkpoint
        try (DatabaseWriter writer = DatabaseWriter.open(file, plan, resume)) {
            new TieredRetrogradeSolver().solve(plan, writer, StrongSolver.Progress.NONE);
            writer.finish();
        }
        try (StrongDatabase db = StrongDatabase.open(file)) {
            System.out.println(db.gameId() + ": " + db.positions() + " positions stored");
            StrongLookupAnswer a = Sprague.strongLookup(db.solved(game, null), "XX./OO./...");
            System.out.println("XX./OO./...: " + a.describe());
            for (int m = 0; m < a.moveCount(); m++) {
                System.out.println("  move " + a.move(m) + ": " + a.describeMove(m) + " for X");
            }
        }
    }
}
// EXAMPLE-END
