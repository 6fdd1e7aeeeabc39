package org.sprague.cli;

import org.sprague.app.play.PlayEngine;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.entry.Part;
import org.sprague.catalog.entry.GameDefinition;
import org.sprague.catalog.ImpartialCatalogGame;
import org.sprague.game.Move;
import org.sprague.game.Position;
import org.sprague.catalog.SolveOptions;
import org.sprague.partizan.PartizanOutcomeAlgorithm.Side;

/** Hints for a heap game whose heaps are not worth their size, decided by search. */
class PlayHintTest {

    /** Heaps; a move takes 1 or 2 stones from one heap (Grundy value: size mod 3). */
    static final class TakeOneOrTwo implements ImpartialCatalogGame {
        static final GameDefinition DEFINITION = new GameDefinition("take12", "test game",
                "take 1 or 2 from one heap", null, "heaps", null, "take12 4 5", p -> new TakeOneOrTwo());

        @Override
        public String id() {
            return "take12";
        }

        @Override
        public GameDefinition definition() {
            return DEFINITION;
        }

        @Override
        public Position parse(List<String> tokens) {
            return Position.parse("take12", "heap", tokens, 0);
        }

        @Override
        public List<Move> moves(Position p) {
            List<Move> out = new ArrayList<>();
            for (int i = 0; i < p.size(); i++) {
                int h = p.intValue(i);
                for (int k = 1; k <= 2 && k <= h; k++) {
                    out.add(new Move("heap " + (i + 1) + ": " + h + " -> " + (h - k), p.with(i, h - k)));
                }
            }
            return out;
        }

        @Override
        public List<Position> components(Position p) {
            List<Position> parts = new ArrayList<>();
            for (BigInteger h : p.values()) {
                if (h.signum() > 0) {
                    parts.add(new Position(List.of(h)));
                }
            }
            return parts;
        }
    }

    private static PlayEngine.State state(long... heaps) {
        return new PlayEngine.State(List.of(new Part(new TakeOneOrTwo(), Position.of(heaps))), Side.LEFT);
    }

    @Test
    void hintNamesTheGrundyValuesWhenTheyAreNotTheSizes() {
        PlayEngine engine = new PlayEngine(SolveOptions.defaults(), PlayEngine.Guard.NONE, PlayEngine.DEFAULT_MAX_LISTED);
        PlayEngine.State s = state(4, 5);
        String hint = engine.hint(s, engine.moves(s)).text();
        // 5 -> 4 lowers the heap of value 2 to 1; 4 -> 2 would win too, but raises a value.
        assertEquals("hint: heap 2: 5 -> 4  => 4 4\n"
                + "why:  Grundy values G(4) = 1, G(5) = 2; nim-sum 1 XOR 2 = 3; heap 2 (value 2): 2 XOR 3 = 1 < 2,"
                + " so move it to a position of value 1: heap 2: 5 -> 4 (the nim-sum becomes 0, a P-position)", hint);
    }

    @Test
    void hintForOneHeapNamesThePPositionDecidedBySearch() {
        PlayEngine engine = new PlayEngine(SolveOptions.defaults(), PlayEngine.Guard.NONE, PlayEngine.DEFAULT_MAX_LISTED);
        PlayEngine.State s = state(5);
        String hint = engine.hint(s, engine.moves(s)).text();
        assertTrue(hint.startsWith("hint: heap 1: 5 -> 3  => 3\nwhy:  3 is a P-position"), hint);
        assertTrue(hint.contains("decided by search"), hint);
    }

    @Test
    void misereHintNamesThePPosition() {
        PlayEngine engine = new PlayEngine(SolveOptions.defaults().withMisere(true), PlayEngine.Guard.NONE, PlayEngine.DEFAULT_MAX_LISTED);
        PlayEngine.State s = state(2);
        // misère: 2 -> 1 leaves the opponent to take the last stone.
        String hint = engine.hint(s, engine.moves(s)).text();
        assertTrue(hint.startsWith("hint: heap 1: 2 -> 1  => 1\nwhy:  1 is a P-position"), hint);
        assertTrue(hint.contains("misère"), hint);
    }

    @Test
    void engineAlwaysLeavesAPPositionWhenItCan() {
        PlayEngine engine = new PlayEngine(SolveOptions.defaults(), PlayEngine.Guard.NONE, PlayEngine.DEFAULT_MAX_LISTED);
        for (int a = 0; a < 7; a++) {
            for (int b = 0; b < 7; b++) {
                PlayEngine.State s = state(a, b);
                var moves = engine.moves(s);
                if (moves.isEmpty()) {
                    continue;
                }
                PlayEngine.Option o = engine.engineMove(s, moves);
                boolean winning = (a % 3 ^ b % 3) != 0;
                List<BigInteger> after = o.after().parts().get(0).position().values();
                int value = after.get(0).intValue() % 3 ^ after.get(1).intValue() % 3;
                if (winning) {
                    assertEquals(0, value, a + " " + b + " -> " + after);
                } else {
                    assertEquals(1, Math.abs(a + b - after.get(0).intValue() - after.get(1).intValue()),
                            "a losing engine takes one stone: " + a + " " + b + " -> " + after);
                }
            }
        }
    }
}
