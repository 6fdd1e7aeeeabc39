package org.sprague.catalog.games;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.sprague.catalog.engine.GrundyClosedForm;
import org.sprague.catalog.ImpartialCatalogGame;
import org.sprague.game.Move;
import org.sprague.game.Position;
import org.sprague.game.Outcome;
import org.sprague.impartial.GrundyAlgorithm;

/** Compares a game's closed form with its search solver, position by position. */
final class ClosedFormChecks {
    private ClosedFormChecks() {
    }

    /** Every list of {@code count} numbers in {@code 0..max}. */
    static List<Position> all(int count, int max) {
        List<Position> out = new ArrayList<>();
        int[] v = new int[count];
        while (true) {
            long[] l = new long[count];
            for (int i = 0; i < count; i++) {
                l[i] = v[i];
            }
            out.add(Position.of(l));
            int i = 0;
            while (i < count && v[i] == max) {
                v[i++] = 0;
            }
            if (i == count) {
                return out;
            }
            v[i]++;
        }
    }

    /**
     * For every position: the same outcome and Grundy value, the same winning moves (as a set
     * of resulting positions), the same moves to every smaller value, and the closed form's
     * labels are the game's own labels.
     */
    static void assertAgrees(ImpartialCatalogGame game, List<Position> positions) {
        assertAgrees(game, positions, Integer.MAX_VALUE);
    }

    /** The same, checking the moves to the values below {@code min(G, values)} only. */
    static void assertAgrees(ImpartialCatalogGame game, List<Position> positions, int values) {
        GrundyClosedForm cf = (GrundyClosedForm) game.closedForm().orElseThrow();
        GrundyAlgorithm<Position> search = game.searchSolver(10_000_000);
        for (Position p : positions) {
            String at = game.id() + " " + p;
            int g = search.grundy(p);
            assertEquals(BigInteger.valueOf(g), cf.grundy(p), at);
            assertEquals(g == 0 ? Outcome.P : Outcome.N, cf.outcome(p), at);
            Map<Position, String> labels = new HashMap<>();
            for (Move m : game.moves(p)) {
                labels.putIfAbsent(m.to(), m.label());
            }
            assertEquals(Set.copyOf(g == 0 ? List.of() : search.movesToValue(p, 0)),
                    targets(cf.winningMoves(p, Integer.MAX_VALUE), labels, at), "winning moves of " + at);
            for (int v = 0; v < Math.min(g, values); v++) {
                assertEquals(Set.copyOf(search.movesToValue(p, v)),
                        targets(cf.movesToValue(p, BigInteger.valueOf(v), Integer.MAX_VALUE), labels, at),
                        "moves to value " + v + " of " + at);
            }
        }
    }

    /** The resulting positions, checking each is a legal move with the game's label and listed once. */
    private static Set<Position> targets(List<Move> moves, Map<Position, String> labels, String at) {
        Set<Position> out = new HashSet<>();
        for (Move m : moves) {
            assertEquals(labels.get(m.to()), m.label(), "label of a move of " + at);
            assertEquals(true, out.add(m.to()), "move listed twice from " + at + ": " + m);
        }
        return out;
    }
}
