package org.sprague.examples;

// EXAMPLE-BEGIN
import java.util.List;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogSolver;
import org.sprague.catalog.Solution;
import org.sprague.catalog.SolveOptions;

/** The catalogue's games by name, solved as the command line solves them. */
public class CatalogExample {
    public static void main(String[] args) {
        Catalog catalog = Catalog.standard();
        CatalogSolver solver = new CatalogSolver(SolveOptions.defaults());
        for (String sum : List.of("nim 3 4 5", "nim 3 4 + kayles 5")) {
            Solution s = solver.solveSum(catalog.parseParts(List.of(sum)));
            System.out.println(sum + ": " + s.outcome() + ", grundy " + s.grundy()
                    + ", decided by " + s.decidedBy());
            for (Solution.SolvedMove m : s.winningMoves()) {
                System.out.println("  " + m.move() + " => " + m.position());
            }
        }
    }
}
// EXAMPLE-END
