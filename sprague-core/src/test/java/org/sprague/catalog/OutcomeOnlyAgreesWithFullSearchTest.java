package org.sprague.catalog;

import org.sprague.game.Solution;
import org.sprague.catalog.entry.Part;
import org.sprague.catalog.entry.GameDefinition;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.engine.Evaluation;
import org.sprague.catalog.SolveOptions.Method;
import org.sprague.game.Position;
import org.sprague.catalog.engine.OutcomeSearch;

/**
 * {@code --outcome} ({@link SolveOptions#outcomeOnly}) answers who wins and lists the winning
 * moves exactly as the full search does, on small positions of every impartial catalogue
 * game: its example position and the positions reachable from it (breadth first, the first
 * {@link #PER_GAME}). Under {@code search} the games with an {@link OutcomeSearch} that
 * prunes normal play (Chomp and the whole-position games) take the pruned outcome fold, the others their Grundy search;
 * under {@code auto} the closed forms. The outcome-only evaluation a table or {@code play}
 * asks for agrees too.
 */
class OutcomeOnlyAgreesWithFullSearchTest {
    private static final int PER_GAME = 12;
    private static final long MAX_POSITIONS = 2_000_000;

    @Test
    void outcomeOnlyAgreesWithTheFullSearchOnEveryCatalogueGame() {
        Catalog catalog = Catalog.standard();
        int games = 0;
        int pruned = 0;
        for (GameDefinition d : catalog.definitions()) {
            List<Part> parts = catalog.parseParts(Catalog.tokens(d.example()));
            if (parts.size() != 1 || !(parts.get(0).game() instanceof ImpartialCatalogGame g)) {
                continue;
            }
            games++;
            boolean prunes = g instanceof OutcomeSearch o && o.prunesNormalPlay();
            pruned += prunes ? 1 : 0;
            for (Method method : List.of(Method.SEARCH, Method.AUTO)) {
                SolveOptions full = SolveOptions.defaults().withMethod(method).withMaxPositions(MAX_POSITIONS);
                CatalogSolver fullSolver = new CatalogSolver(full);
                CatalogSolver outcomeSolver = new CatalogSolver(full.withOutcomeOnly(true));
                CatalogSolver evaluator = new CatalogSolver(full);
                for (Position p : reachable(g, parts.get(0).position())) {
                    String what = g.id() + " " + g.format(p) + " (" + method + ")";
                    Solution a = fullSolver.solve(g, p);
                    Solution b = outcomeSolver.solve(g, p);
                    assertEquals(a.outcome(), b.outcome(), what);
                    assertEquals(a.winningMoves(), b.winningMoves(), what);
                    assertNull(b.grundy(), what + ": --outcome gives no value, whatever the route (README)");
                    assertTrue(b.grundyNote().contains("only the outcome was asked"), what + ": " + b.grundyNote());
                    assertEquals(a.outcome(), evaluator.evaluate(g, p, false).outcome(), what);
                    if (prunes && method == Method.SEARCH) {
                        assertNull(b.grundy(), what + ": the pruned search computes no value");
                        assertNull(evaluator.evaluate(g, p, false).grundy(), what + ": play's check is pruned too");
                        assertTrue(b.grundyNote().contains("only the outcome"), what);
                    }
                }
            }
        }
        assertTrue(games >= 15, "impartial catalogue games checked: " + games);
        assertTrue(pruned >= 7, "games with a pruned normal-play outcome search: " + pruned);
    }

    /**
     * The whole-position games whose {@link OutcomeSearch} prunes normal play (Wythoff, kiki,
     * Moore's Nim_k, Zero XOR, Staircase Nim, the multiplication game): under {@code search},
     * {@code --outcome} takes the pruned fold and agrees with the Grundy search on every small
     * position, outcome and the complete list of winning moves, with no value claimed.
     */
    @Test
    void prunedOutcomeAgreesWithTheGrundySearchOnEverySmallWholePosition() {
        Map<String, List<String>> positions = new LinkedHashMap<>();
        List<String> wythoff = new ArrayList<>();
        List<String> kiki = new ArrayList<>();
        for (int a = 0; a <= 12; a++) {
            for (int b = 0; b <= 12; b++) {
                wythoff.add("wythoff " + a + " " + b);
                kiki.add("kiki " + (a + 1) + " " + (b + 1));
            }
        }
        positions.put("wythoff", wythoff);
        positions.put("kiki", kiki);
        List<String> moore = new ArrayList<>();
        List<String> staircase = new ArrayList<>();
        for (int a = 0; a <= 5; a++) {
            for (int b = 0; b <= 5; b++) {
                for (int c = 0; c <= 5; c++) {
                    moore.add("moore:2 " + a + " " + b + " " + c);
                    staircase.add("staircase " + (a % 3) + " " + b + " " + (c % 4) + " " + (a + c) % 5);
                }
            }
        }
        positions.put("moore", moore);
        positions.put("staircase", staircase);
        List<String> zeroXor = new ArrayList<>();
        for (int set = 1; set < 1 << 7; set++) {
            StringBuilder sb = new StringBuilder("zero-xor");
            for (int i = 0; i < 7; i++) {
                if ((set >>> i & 1) != 0) {
                    sb.append(' ').append(i + 1);
                }
            }
            zeroXor.add(sb.toString());
        }
        positions.put("zero-xor", zeroXor);
        List<String> multiplication = new ArrayList<>();
        for (int n = 1; n <= 400; n++) {
            multiplication.add("multiplication " + n);
            multiplication.add("multiplication " + n + " " + (1 + n % 7));
        }
        positions.put("multiplication", multiplication);

        Catalog catalog = Catalog.standard();
        SolveOptions full = SolveOptions.defaults().withMethod(Method.SEARCH).withMaxPositions(MAX_POSITIONS);
        for (Map.Entry<String, List<String>> e : positions.entrySet()) {
            CatalogSolver fullSolver = new CatalogSolver(full);
            CatalogSolver outcomeSolver = new CatalogSolver(full.withOutcomeOnly(true));
            CatalogSolver evaluator = new CatalogSolver(full);
            for (String text : e.getValue()) {
                Part part = catalog.parseParts(Catalog.tokens(text)).get(0);
                ImpartialCatalogGame g = (ImpartialCatalogGame) part.game();
                Position p = part.position();
                assertTrue(g instanceof OutcomeSearch o && o.prunesNormalPlay(), text + ": prunes normal play");
                Solution a = fullSolver.solve(g, p);
                Solution b = outcomeSolver.solve(g, p);
                assertEquals(a.outcome(), b.outcome(), text);
                assertEquals(a.winningMoves(), b.winningMoves(), text);
                assertNull(b.grundy(), text + ": the pruned search computes no value");
                Evaluation check = evaluator.evaluate(g, p, false);
                assertEquals(a.outcome(), check.outcome(), text);
                assertNull(check.grundy(), text + ": play's check is pruned too");
            }
        }
    }

    /** The first {@link #PER_GAME} positions reachable from {@code start}, breadth first. */
    private static List<Position> reachable(ImpartialCatalogGame g, Position start) {
        Set<Position> seen = new LinkedHashSet<>();
        Deque<Position> queue = new ArrayDeque<>(List.of(start));
        while (!queue.isEmpty() && seen.size() < PER_GAME) {
            Position p = queue.poll();
            if (seen.add(p)) {
                queue.addAll(g.options(p));
            }
        }
        return new ArrayList<>(seen);
    }
}
