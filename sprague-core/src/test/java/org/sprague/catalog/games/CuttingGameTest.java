package org.sprague.catalog.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogSolver;
import org.sprague.catalog.entry.Game;
import org.sprague.catalog.front.GameTable;
import org.sprague.catalog.ImpartialCatalogGame;
import org.sprague.game.Position;
import org.sprague.game.Solution;
import org.sprague.catalog.SolveOptions;
import org.sprague.game.InvalidInputException;
import org.sprague.game.Outcome;

class CuttingGameTest {
    private static final int N = 24;
    private final ImpartialCatalogGame game = (ImpartialCatalogGame) Catalog.standard().game("cutting");
    private final CatalogSolver solver = new CatalogSolver(SolveOptions.defaults());

    /** The tutorials' dense table: g[w][h] = mex over cuts (both parts >= 2) of the XOR of the pieces. */
    private static int[][] denseTable() {
        int[][] g = new int[N + 1][N + 1];
        for (int w = 2; w <= N; w++) {
            for (int h = 2; h <= N; h++) {
                boolean[] seen = new boolean[2 * N];
                for (int a = 2; a <= w - 2; a++) {
                    seen[g[a][h] ^ g[w - a][h]] = true;
                }
                for (int b = 2; b <= h - 2; b++) {
                    seen[g[w][b] ^ g[w][h - b]] = true;
                }
                int mex = 0;
                while (seen[mex]) {
                    mex++;
                }
                g[w][h] = mex;
            }
        }
        return g;
    }

    @Test
    void pojSamplesTwoByTwoAndThreeByTwoLoseFourByTwoWins() {
        assertEquals(Outcome.P, solver.solve(game, Position.of(2, 2)).outcome());
        assertEquals(Outcome.P, solver.solve(game, Position.of(3, 2)).outcome());
        Solution s = solver.solve(game, Position.of(4, 2));
        assertEquals(Outcome.N, s.outcome());
        assertEquals("search", s.decidedBy());
        assertEquals(List.of(new Solution.SolvedMove("sheet 1: 4x2 -> 2x2 + 2x2", "2 2 2 2")), s.winningMoves());
    }

    @Test
    void searchedValuesMatchTheDenseMexTable() {
        int[][] g = denseTable();
        for (int w = 2; w <= N; w++) {
            for (int h = 2; h <= N; h++) {
                assertEquals(BigInteger.valueOf(g[w][h]), solver.solve(game, Position.of(w, h)).grundy(), w + "x" + h);
            }
        }
    }

    @Test
    void winningCutsAreTheCutsIntoPiecesOfEqualValue() {
        int[][] g = denseTable();
        int withMoves = 0;
        for (int w = 2; w <= 14; w++) {
            for (int h = 2; h <= 14; h++) {
                Set<String> expected = new HashSet<>();
                for (int a = 2; a <= w - a; a++) {
                    if (g[a][h] == g[w - a][h]) {
                        expected.add(a + " " + h + " " + (w - a) + " " + h);
                    }
                }
                for (int b = 2; b <= h - b; b++) {
                    if (g[w][b] == g[w][h - b]) {
                        expected.add(w + " " + b + " " + w + " " + (h - b));
                    }
                }
                Solution s = solver.solve(game, Position.of(w, h));
                assertEquals(g[w][h] == 0 ? Set.of() : expected, AgainstSearch.targets(s), w + "x" + h);
                withMoves += expected.isEmpty() ? 0 : 1;
            }
        }
        assertTrue(withMoves > 50);
    }

    @Test
    void severalSheetsAreTheSumOfTheSheets() {
        int[][] g = denseTable();
        for (int w1 = 2; w1 <= 9; w1++) {
            for (int h1 = 2; h1 <= 9; h1++) {
                for (int w2 = 2; w2 <= 9; w2 += 3) {
                    Position p = Position.of(w1, h1, w2, 7);
                    assertEquals(BigInteger.valueOf(g[w1][h1] ^ g[w2][7]), solver.solve(game, p).grundy(), p.toString());
                }
            }
        }
        assertEquals(List.of(Position.of(2, 5), Position.of(3, 4)), game.components(Position.of(5, 2, 4, 3)));
        assertEquals(Position.of(2, 5, 3, 4), game.canonical(Position.of(4, 3, 5, 2)));
    }

    @Test
    void cutTurnsOneSheetIntoTwoInPlace() {
        assertTrue(game.moves(Position.of(2, 2, 5, 2, 3, 3)).stream()
                .anyMatch(m -> m.to().equals(Position.of(2, 2, 2, 2, 3, 2, 3, 3))
                        && m.label().equals("sheet 2: 5x2 -> 2x2 + 3x2")));
        assertEquals(List.of(), game.moves(Position.of(3, 3)));
    }

    @Test
    void misereIsDecidedBySearch() {
        Solution s = new CatalogSolver(SolveOptions.defaults().withMisere(true)).solve(game, Position.of(2, 2));
        assertEquals(Outcome.N, s.outcome());
    }

    @Test
    void tableStartsAtTwo() {
        GameTable t = GameTable.of(game, 6, 5, true, SolveOptions.defaults());
        assertEquals(2, t.rowStart());
        assertEquals(2, t.colStart());
        int[][] g = denseTable();
        for (int r = 0; r < 6; r++) {
            for (int c = 0; c < 5; c++) {
                assertEquals(String.valueOf(g[2 + r][2 + c]), t.cells().get(r).get(c));
            }
        }
        assertEquals(List.of("0", "0", "1"), t.cells().get(0).subList(0, 3));
    }

    @Test
    void sidesOfOneAreRejectedWithTheReason() {
        Game g = Catalog.standard().game("cutting");
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> g.parse(List.of("1", "5")));
        assertTrue(e.getMessage().startsWith("cutting: width of sheet 1 '1' must be >= 2"), e.getMessage());
        assertEquals(1, e.getMessage().lines().count());
        assertThrows(InvalidInputException.class, () -> g.parse(List.of("4", "5", "6")));
        assertThrows(InvalidInputException.class, () -> g.parse(List.of()));
    }
}
