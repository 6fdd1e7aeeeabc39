package org.sprague.impartial;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.ImpartialCatalogGame;
import org.sprague.game.Position;
import org.sprague.search.engine.SearchThreads;

/**
 * The three impartial solvers, now façades over the packed engine, against the object
 * search they replaced (kept in the tests as {@code Object*Search}) on every small position
 * of catalogue games: Grundy values and winning moves, normal and misère outcomes with
 * winning moves, remoteness.
 */
class FacadesAgainstObjectSearchTest {

    /** Game spec and its small positions. */
    private static List<Object[]> cases() {
        List<Object[]> out = new ArrayList<>();
        for (String g : List.of("wythoff", "kiki", "moore:2", "zero-xor", "subtraction:1,3,4", "kayles", "nim",
                "cutting", "chomp", "cram")) {
            List<Position> ps = new ArrayList<>();
            switch (g) {
                case "wythoff", "nim", "moore:2", "zero-xor" -> {
                    for (int a = 0; a <= 6; a++) {
                        for (int b = 0; b <= 6; b++) {
                            ps.add(g.equals("moore:2") || g.equals("zero-xor") ? Position.of(a, b, (a + b) % 4)
                                    : Position.of(a, b));
                        }
                    }
                }
                case "kiki" -> {
                    for (int a = 1; a <= 8; a++) {
                        for (int b = 1; b <= 8; b++) {
                            ps.add(Position.of(a, b));
                        }
                    }
                }
                case "subtraction:1,3,4", "kayles" -> {
                    for (int a = 0; a <= 12; a++) {
                        ps.add(Position.of(a, (a * 7) % 9));
                    }
                }
                case "cutting" -> {
                    for (int a = 2; a <= 9; a++) {
                        for (int b = 2; b <= 9; b++) {
                            ps.add(Position.of(a, b));
                        }
                    }
                }
                case "chomp" -> {
                    ps.add(Position.of(3, 3, 2, 1));
                    ps.add(Position.of(4, 4, 4));
                    ps.add(Position.of(2, 1));
                }
                case "cram" -> {
                    ps.add(Position.of(3, 4));
                    ps.add(Position.of(2, 5));
                    ps.add(Position.of(4, 4));
                }
                default -> throw new IllegalStateException(g);
            }
            out.add(new Object[] {g, ps});
        }
        return out;
    }

    @Test
    void gamesThatListOptionsWithoutLabelsListTheSamePositionsAsTheirMoves() {
        for (String g : List.of("wythoff", "cram", "chomp", "cutting")) {
            ImpartialCatalogGame game = (ImpartialCatalogGame) Catalog.standard().game(g);
            for (Object[] c : cases()) {
                if (!c[0].equals(g)) {
                    continue;
                }
                for (Object o : (List<?>) c[1]) {
                    Position p = (Position) o;
                    List<Position> fromMoves = new ArrayList<>(new java.util.LinkedHashSet<>(
                            game.moves(p).stream().map(org.sprague.game.Move::to).toList()));
                    assertEquals(fromMoves, new ArrayList<>(game.options(p)), g + " " + p);
                }
            }
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void everySolverAgreesWithTheObjectSearchItReplaced() {
        for (Object[] c : cases()) {
            ImpartialCatalogGame game = (ImpartialCatalogGame) Catalog.standard().game((String) c[0]);
            MemoizedGrundySolver<Position> grundy = new MemoizedGrundySolver<>(game, 5_000_000);
            ObjectGrundySearch<Position> grundyOracle = new ObjectGrundySearch<>(game, 5_000_000);
            for (boolean misere : new boolean[] {false, true}) {
                MemoizedOutcomeSolver<Position> outcome = new MemoizedOutcomeSolver<>(game, misere, 5_000_000, SearchThreads.one());
                ObjectOutcomeSearch<Position> outcomeOracle = new ObjectOutcomeSearch<>(game, misere, 5_000_000);
                MemoizedRemotenessSolver<Position> remote = new MemoizedRemotenessSolver<>(game, misere, 5_000_000, SearchThreads.one());
                ObjectRemotenessSearch<Position> remoteOracle = new ObjectRemotenessSearch<>(game, misere, 5_000_000);
                for (Position p : (List<Position>) c[1]) {
                    String at = c[0] + " " + p + (misere ? " misère" : "");
                    if (!misere) {
                        assertEquals(grundyOracle.solve(p), grundy.solve(p), at);
                    }
                    assertEquals(outcomeOracle.solve(p), outcome.solve(p), at);
                    assertEquals(remoteOracle.remoteness(p), remote.remoteness(p), at);
                    assertEquals(remoteOracle.wins(p), remote.wins(p), at);
                }
            }
        }
    }
}
