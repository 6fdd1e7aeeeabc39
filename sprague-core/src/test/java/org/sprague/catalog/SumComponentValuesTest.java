package org.sprague.catalog;

import org.sprague.game.Solution;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.math.BigInteger;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.entry.Part;

/**
 * A sum's answer in normal play lists each component with its own Grundy value
 * ({@link Solution#components()}, issue 20: the explorer shows the XOR as the working): each
 * value is the component's own answer, and their XOR is the sum's value (Sprague-Grundy);
 * closed-form and searched components alike.
 */
class SumComponentValuesTest {
    private static List<Part> parts(String sum) {
        return Catalog.standard().parseParts(Catalog.tokens(sum));
    }

    @Property(tries = 60)
    void eachComponentHasItsOwnValueAndTheyXorToTheSumsValue(@ForAll @IntRange(max = 12) int a,
            @ForAll @IntRange(max = 12) int b, @ForAll @IntRange(max = 25) int k, @ForAll @IntRange(max = 9) int x,
            @ForAll @IntRange(max = 9) int y) {
        String sum = "nim " + a + " " + b + " + kayles " + k + " + wythoff " + x + " " + y + " + grundys-game " + (k + 3);
        CatalogSolver solver = new CatalogSolver(SolveOptions.defaults());
        List<Part> parts = parts(sum);
        Solution s = solver.solveSum(parts);
        assertEquals(parts.size(), s.components().size(), sum);
        BigInteger xor = BigInteger.ZERO;
        for (int i = 0; i < parts.size(); i++) {
            Solution.ComponentValue c = s.components().get(i);
            assertEquals(parts.get(i).text(), c.component(), sum);
            Solution alone = solver.solve(parts.get(i).game(), parts.get(i).position());
            assertEquals(alone.grundy(), c.grundy(), sum + ": " + c.component());
            xor = xor.xor(c.grundy());
        }
        assertEquals(s.grundy(), xor, sum);
    }

    @Test
    void aSingleGameAndAMisereSumHaveNoComponents() {
        assertNull(new CatalogSolver(SolveOptions.defaults()).solveSum(parts("nim 3 4")).components());
        assertNull(new CatalogSolver(SolveOptions.defaults().withMisere(true)).solveSum(parts("nim 3 4 + nim 5"))
                .components());
    }
}
