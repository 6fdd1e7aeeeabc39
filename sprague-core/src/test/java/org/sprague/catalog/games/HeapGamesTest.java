package org.sprague.catalog.games;

import org.sprague.catalog.entry.Part;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogSolver;
import org.sprague.catalog.ImpartialCatalogGame;
import org.sprague.game.Move;
import org.sprague.game.Position;
import org.sprague.game.Solution;
import org.sprague.catalog.SolveOptions;
import org.sprague.catalog.SolveOptions.Method;
import org.sprague.game.InvalidInputException;
import org.sprague.game.Outcome;
import org.sprague.game.PositionLimitException;

class HeapGamesTest {
    private static final Catalog CATALOG = Catalog.standard();

    private static ImpartialCatalogGame game(String id) {
        return (ImpartialCatalogGame) CATALOG.game(id);
    }

    @Test
    void everyHeapGameIsInTheCatalogue() {
        for (String id : List.of("bash:3", "capped-nim:2", "subtraction:1,3,4", "subtraction:fib",
                "subtraction:pow2", "subtraction:squares", "lasker", "kayles", "dawsons-kayles",
                "grundys-game", "staircase")) {
            assertEquals(id, CATALOG.game(id).id());
        }
    }

    @Test
    void misereBashIsLostExactlyWhenNIsOneModMPlusOne() {
        for (int m = 1; m <= 4; m++) {
            ImpartialCatalogGame g = game("bash:" + m);
            CatalogSolver solver = new CatalogSolver(new SolveOptions(true, Method.AUTO, 1_000_000, 1000));
            for (int n = 0; n <= 40; n++) {
                Solution s = solver.solve(g, Position.of(n));
                assertEquals(n % (m + 1) == 1 ? Outcome.P : Outcome.N, s.outcome(), "misère bash:" + m + " " + n);
                // under auto the misère quotient (computed up to the heap) decides it
                assertEquals("misère quotient", s.decidedBy());
            }
        }
    }

    @Test
    void misereKaylesSearchAgreesWithADirectRecursionAndTheKnownRows() {
        // misère Kayles: among rows 0..14 a single row is lost for n = 1, 4, 9, 12 (Winning Ways, ch. 13)
        CatalogSolver solver = new CatalogSolver(new SolveOptions(true, Method.AUTO, 1_000_000, 1000));
        StringBuilder losing = new StringBuilder();
        java.util.Map<List<Integer>, Boolean> memo = new java.util.HashMap<>();
        for (int n = 0; n <= 14; n++) {
            boolean lost = solver.solve(game("kayles"), Position.of(n)).outcome() == Outcome.P;
            assertEquals(!misereWins(List.of(n), memo), lost, "misère kayles " + n);
            for (int m = 0; m <= 6; m++) {
                assertEquals(!misereWins(sorted(n, m), memo),
                        solver.solve(game("kayles"), Position.of(n, m)).outcome() == Outcome.P);
            }
            if (lost) {
                losing.append(n).append(' ');
            }
        }
        assertEquals("1 4 9 12 ", losing.toString());
    }

    private static List<Integer> sorted(Integer... heaps) {
        return java.util.Arrays.stream(heaps).filter(h -> h > 0).sorted().toList();
    }

    /** Misère Kayles by plain recursion on small rows (test oracle, depth at most 20). */
    private static boolean misereWins(List<Integer> rows, java.util.Map<List<Integer>, Boolean> memo) {
        List<Integer> key = rows.stream().filter(h -> h > 0).sorted().toList();
        Boolean known = memo.get(key);
        if (known != null) {
            return known;
        }
        boolean wins = key.isEmpty(); // no move: the player to move wins under misère play
        for (int i = 0; i < key.size() && !wins; i++) {
            int n = key.get(i);
            for (int take = 1; take <= 2 && take <= n && !wins; take++) {
                for (int left = 0; left <= n - take - left && !wins; left++) {
                    List<Integer> next = new java.util.ArrayList<>(key);
                    next.remove(i);
                    next.add(left);
                    next.add(n - take - left);
                    wins = !misereWins(next, memo);
                }
            }
        }
        memo.put(key, wins);
        return wins;
    }

    @Test
    void labelsSayTakesAndSplits() {
        List<String> labels = game("kayles").moves(Position.of(2, 4)).stream().map(Move::label).toList();
        assertTrue(labels.contains("heap 2: 4 -> 3"), labels.toString());
        assertTrue(labels.contains("heap 2: 4 -> 1 + 2"), labels.toString());
        assertTrue(labels.contains("heap 1: 2 -> 0"), labels.toString());
        Move split = game("grundys-game").moves(Position.of(7)).get(1);
        assertEquals("heap 1: 7 -> 2 + 5", split.label());
        assertEquals(Position.of(2, 5), split.to());
    }

    @Test
    void canonicalIsTheSortedNonZeroHeaps() {
        assertEquals(Position.of(2, 3), game("lasker").canonical(Position.of(3, 0, 2)));
        assertEquals(2, game("kayles").components(Position.of(3, 0, 2)).size());
    }

    @Test
    void searchAnswersAMillionHeapWithoutRecursion() {
        Solution s = new CatalogSolver(new SolveOptions(false, Method.SEARCH, 10_000_000, 1000))
                .solve(game("subtraction:1"), Position.of(1_000_000));
        assertEquals(Outcome.P, s.outcome());
        assertEquals("search", s.decidedBy());
    }

    @Test
    void searchRefusesAHeapAboveTheLimitUpFront() {
        CatalogSolver solver = new CatalogSolver(new SolveOptions(false, Method.SEARCH, 1000, 1000));
        assertThrows(PositionLimitException.class, () -> solver.solve(game("kayles"), Position.of(100_000)));
    }

    @Test
    void sumsNameTheWinningComponent() {
        List<Part> parts = CATALOG.parseParts(List.of("kayles 7", "+", "nim 3"));
        Solution s = new CatalogSolver(SolveOptions.defaults()).solveSum(parts);
        // G(kayles 7) = 2, so the sum is 2 XOR 3 = 1
        assertEquals(1, s.grundy().intValue());
        assertTrue(s.winningMoves().stream().anyMatch(m -> m.move().equals("component 2 (nim): heap 1: 3 -> 2")));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "bash:0|bash: parameter M '0' must be >= 1",
        "bash:x|bash: parameter M 'x' is not a whole number",
        "bash|bash: missing parameter M",
        "capped-nim:-2|capped-nim: parameter M '-2' must be >= 1",
        "subtraction:1,x|subtraction: '1,x' has a bad element 'x'",
        "subtraction:0,2|subtraction: '0,2' has a bad element '0'",
        "subtraction:1,,2|subtraction: '1,,2' has a bad element ''",
        "subtraction|subtraction: missing set S",
        "subtraction:99999999999|too large",
        "kayles:3|kayles takes no parameter"})
    void badParametersAreOneLineErrors(String spec, String message) {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> CATALOG.game(spec));
        assertTrue(e.getMessage().contains(message), e.getMessage());
        assertEquals(1, e.getMessage().lines().count());
    }

    @Test
    void bashTakesExactlyOneHeap() {
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> game("bash:3").parse(List.of("1", "2")));
        assertTrue(e.getMessage().contains("one heap"), e.getMessage());
    }
}
