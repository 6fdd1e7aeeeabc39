package org.sprague.catalog.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogSolver;
import org.sprague.catalog.engine.GrundyClosedForm;
import org.sprague.catalog.ImpartialCatalogGame;
import org.sprague.game.Move;
import org.sprague.game.Position;
import org.sprague.game.Solution;
import org.sprague.catalog.SolveOptions;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.impartial.GrundyAlgorithm;
import org.sprague.impartial.MemoizedGrundySolver;

class TakeAndBreakGameTest {
    private static final Catalog CATALOG = Catalog.standard();

    private static ImpartialCatalogGame game(String spec) {
        return (ImpartialCatalogGame) CATALOG.game(spec);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"0.137|octal:0.137", ".07|octal:.07", "4.[3]|octal:4.[3]",
            "octal:0.f|octal:0.f", "kayles|kayles", "dawsons-chess|dawsons-chess", "treblecross|treblecross",
            "officers|officers"})
    void codesAndTheirNamesAreCatalogueGames(String spec, String id) {
        assertEquals(id, game(spec).id());
    }

    @Test
    void aBadCodeIsOneLineNamingTheCharacter() {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> game("0.7x"));
        assertTrue(e.getMessage().contains("bad character 'x' at index 3"), e.getMessage());
        assertThrows(InvalidInputException.class, () -> game("octal:"));
        assertThrows(InvalidInputException.class, () -> game("octal:3.7"));
    }

    @Test
    void namedGamesWithAProvenPeriodHaveAClosedFormAndTheOthersNone() {
        for (String id : List.of("kayles", "dawsons-kayles", "dawsons-chess", "0.15", "4.07", "0.f")) {
            assertTrue(game(id).closedForm().isPresent(), id);
            assertTrue(game(id).definition().hasClosedForm(), id);
        }
        for (String id : List.of("treblecross", "officers", "grundys-game")) {
            assertTrue(game(id).closedForm().isEmpty(), id);
            assertTrue(!game(id).definition().hasClosedForm(), id);
        }
    }

    /**
     * Heaps up to 400 pass 2 (e + p) for Kayles (83), Dawson's Kayles and chess (87, 86),
     * so the residue listing of splits of large heaps is checked as well as the direct one.
     */
    @Test
    void periodicClosedFormAgreesWithSearchOnEverySmallPosition() {
        for (String id : List.of("kayles", "dawsons-kayles", "dawsons-chess", "0.15", "4.07", "0.35")) {
            ClosedFormChecks.assertAgrees(game(id), ClosedFormChecks.all(1, 400));
            ClosedFormChecks.assertAgrees(game(id), ClosedFormChecks.all(2, 30));
        }
        ClosedFormChecks.assertAgrees(game("0.f"), ClosedFormChecks.all(1, 60));
        ClosedFormChecks.assertAgrees(game("0.f"), ClosedFormChecks.all(2, 12));
    }

    /** The sparse-space search equals the generic memoized search of the moves themselves. */
    @Property(tries = 80)
    void sparseSearchEqualsGenericSearchOnRandomCodes(@ForAll @IntRange(min = 0, max = 7) int d1,
            @ForAll @IntRange(min = 0, max = 7) int d2, @ForAll @IntRange(min = 0, max = 7) int d3,
            @ForAll @IntRange(min = 0, max = 40) int a, @ForAll @IntRange(min = 0, max = 40) int b,
            @ForAll @IntRange(min = 0, max = 40) int c) {
        ImpartialCatalogGame g = game("0." + d1 + d2 + d3);
        GrundyAlgorithm<Position> sparse = g.searchSolver(1_000_000);
        MemoizedGrundySolver<Position> generic = new MemoizedGrundySolver<>(g);
        for (Position p : List.of(Position.of(a), Position.of(a, b), Position.of(a, b, c))) {
            int value = generic.grundy(p);
            assertEquals(value, sparse.grundy(p), g.id() + " " + p);
            for (int v = 0; v < Math.min(value, 3); v++) {
                assertEquals(Set.copyOf(generic.movesToValue(p, v)), Set.copyOf(sparse.movesToValue(p, v)),
                        g.id() + " " + p + " to " + v);
            }
        }
    }

    @Test
    void aFortyDigitKaylesHeapHasExactWinningMoves() {
        BigInteger huge = BigInteger.TEN.pow(40);
        Position p = new Position(List.of(huge, BigInteger.valueOf(7)));
        GrundyClosedForm cf = (GrundyClosedForm) game("kayles").closedForm().orElseThrow();
        List<Move> moves = cf.winningMoves(p, 50);
        assertTrue(!moves.isEmpty());
        Set<Position> distinct = new HashSet<>();
        for (Move m : moves) {
            assertEquals(BigInteger.ZERO, cf.grundy(m.to()), m.label());
            assertTrue(distinct.add(m.to()), "listed twice: " + m.label());
            BigInteger stones = m.to().values().stream().reduce(BigInteger.ZERO, BigInteger::add);
            BigInteger removed = huge.add(BigInteger.valueOf(7)).subtract(stones);
            assertTrue(removed.equals(BigInteger.ONE) || removed.equals(BigInteger.TWO), m.label());
        }
        // a limit keeps the first moves of the full listing, in order
        List<Move> all = cf.winningMoves(p, 10_000);
        assertEquals(all.subList(0, 3), cf.winningMoves(p, 3));
    }

    @Test
    void splitsOfALargeHeapListedByResidueEqualTheDirectEnumeration() {
        ImpartialCatalogGame g = game("kayles");
        GrundyClosedForm cf = (GrundyClosedForm) g.closedForm().orElseThrow();
        GrundyAlgorithm<Position> search = g.searchSolver(1_000_000);
        Position p = Position.of(5000);
        for (int v = 0; v < cf.grundy(p).intValue(); v++) {
            List<Position> byResidue = cf.movesToValue(p, BigInteger.valueOf(v), Integer.MAX_VALUE).stream()
                    .map(Move::to).toList();
            assertEquals(Set.copyOf(search.movesToValue(p, v)), Set.copyOf(byResidue), "value " + v);
            assertEquals(byResidue.size(), Set.copyOf(byResidue).size());
        }
    }

    @Test
    void threeHeapSplitsOfAHugeHeapAreALimitButItsValueIsExact() {
        GrundyClosedForm cf = (GrundyClosedForm) game("0.f").closedForm().orElseThrow();
        Position p = Position.of(1_000_001);
        assertEquals(BigInteger.ONE, cf.grundy(p)); // period 2 from 0: 0 1 0 1 ...
        assertThrows(LimitExceededException.class, () -> cf.winningMoves(p, 10));
    }

    @Test
    void solveUsesTheClosedFormForCodesAndTheSparseSearchForGrundysGame() {
        CatalogSolver solver = new CatalogSolver(SolveOptions.defaults());
        Solution kayles = solver.solveSum(CATALOG.parseParts(List.of("0.77", "1000000000000", "+", "nim", "3")));
        assertEquals("closed-form", kayles.decidedBy());
        Solution grundy = solver.solveSum(CATALOG.parseParts(List.of("grundys-game", "100000", "70000")));
        assertEquals("search", grundy.decidedBy());
        assertTrue(!grundy.winningMoves().isEmpty());
    }
}
