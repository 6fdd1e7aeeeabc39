package org.sprague.catalog.games;

import org.sprague.catalog.entry.Part;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.CatalogSolver;
import org.sprague.game.Move;
import org.sprague.game.Position;
import org.sprague.game.Solution;
import org.sprague.catalog.SolveOptions;
import org.sprague.catalog.SolveOptions.Method;
import org.sprague.impartial.GrundyAlgorithm;

class NimGameTest {
    private final NimGame nim = new NimGame();

    private static Position heaps(List<Integer> hs) {
        return Position.of(hs.stream().mapToLong(Integer::longValue).toArray());
    }

    private static Set<String> positions(Solution s) {
        Set<String> out = new HashSet<>();
        for (Solution.SolvedMove m : s.winningMoves()) {
            out.add(m.position());
        }
        return out;
    }

    @Property(tries = 300)
    void closedFormAgreesWithSearchOnOutcomeValueAndEveryWinningMove(
            @ForAll @Size(max = 4) List<@IntRange(max = 7) Integer> hs) {
        Position p = heaps(hs);
        Solution closed = new CatalogSolver(SolveOptions.defaults()).solve(nim, p);
        Solution searched = new CatalogSolver(SolveOptions.defaults().withMethod(Method.SEARCH)).solve(nim, p);
        assertEquals(searched.outcome(), closed.outcome());
        assertEquals(searched.grundy(), closed.grundy());
        assertEquals(positions(searched), positions(closed));
        assertEquals("closed-form", closed.decidedBy());
        assertEquals("search", searched.decidedBy());
    }

    @Property(tries = 300)
    void misereClosedFormAgreesWithMisereSearch(@ForAll @Size(max = 4) List<@IntRange(max = 6) Integer> hs) {
        Position p = heaps(hs);
        SolveOptions misere = SolveOptions.defaults().withMisere(true);
        Solution closed = new CatalogSolver(misere).solve(nim, p);
        Solution searched = new CatalogSolver(misere.withMethod(Method.SEARCH)).solve(nim, p);
        assertEquals(searched.outcome(), closed.outcome(), p.toString());
        assertEquals(positions(searched), positions(closed), p.toString());
    }

    @Property(tries = 200)
    void movesToEverySmallerValueAgreeWithSearch(@ForAll @Size(min = 1, max = 3) List<@IntRange(max = 9) Integer> hs) {
        Position p = heaps(hs);
        NimGame.NimSum f = new NimGame.NimSum();
        GrundyAlgorithm<Position> search = nim.searchSolver(100_000);
        int g = f.grundy(p).intValueExact();
        for (int v = 0; v < g; v++) {
            Set<Position> expected = new HashSet<>(search.movesToValue(p, v));
            Set<Position> actual = new HashSet<>();
            for (Move m : f.movesToValue(p, BigInteger.valueOf(v), 1000)) {
                actual.add(m.to());
            }
            assertEquals(expected, actual, p + " to value " + v);
        }
    }

    @Test
    void misereNimWithOnlySingletonsLosesOnAnOddCount() {
        SolveOptions misere = SolveOptions.defaults().withMisere(true);
        assertEquals("P", new CatalogSolver(misere).solve(nim, Position.of(1, 1, 1)).outcome().name());
        assertEquals("N", new CatalogSolver(misere).solve(nim, Position.of(1, 1)).outcome().name());
        assertEquals("N", new CatalogSolver(misere).solve(nim, Position.of()).outcome().name());
    }

    @Test
    void sumOfNimGamesIsNimOnAllTheHeaps() {
        CatalogSolver s = new CatalogSolver(SolveOptions.defaults());
        Solution sum = s.solveSum(List.of(new Part(nim, Position.of(3, 4)),
                new Part(nim, Position.of(5))));
        assertEquals(BigInteger.TWO, sum.grundy());
        assertEquals("nim 1 4 + nim 5", sum.winningMoves().get(0).position());
        assertEquals(1, sum.winningMoves().size());
    }
}
