package org.sprague.cli;

import org.sprague.app.play.PlayEngine;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.entry.Part;
import org.sprague.catalog.entry.GameDefinition;
import org.sprague.game.Move;
import org.sprague.catalog.PartizanCatalogGame;
import org.sprague.game.Position;
import org.sprague.catalog.SolveOptions;
import org.sprague.partizan.MemoizedPartizanOutcomeSolver;
import org.sprague.partizan.PartizanOutcomeAlgorithm.Side;

/** {@code sprague play} on a partizan game: whoever starts is Left; the engine never misses a win. */
class PlayPartizanTest {

    /** One heap; Left takes 1 or 3 stones, Right takes 2. */
    static final class LeftOneThreeRightTwo implements PartizanCatalogGame {
        static final GameDefinition DEFINITION = new GameDefinition("lr", "test game",
                "Left takes 1 or 3, Right takes 2", null, "n", null, "lr 5", p -> new LeftOneThreeRightTwo());

        @Override
        public String id() {
            return "lr";
        }

        @Override
        public GameDefinition definition() {
            return DEFINITION;
        }

        @Override
        public Position parse(List<String> tokens) {
            return Position.parse("lr", "heap", tokens, 0);
        }

        private static List<Move> take(Position p, int... amounts) {
            List<Move> out = new ArrayList<>();
            int n = p.intValue(0);
            for (int k : amounts) {
                if (n >= k) {
                    out.add(new Move("take " + k, Position.of(n - k)));
                }
            }
            return out;
        }

        @Override
        public List<Move> moves(Position p, boolean left) {
            return left ? take(p, 1, 3) : take(p, 2);
        }
    }

    private static String play(int n, boolean userFirst, String input) {
        StringWriter out = new StringWriter();
        PlayEngine engine = new PlayEngine(SolveOptions.defaults(), PlayEngine.Guard.NONE, PlayEngine.DEFAULT_MAX_LISTED);
        PlayEngine.State start = new PlayEngine.State(
                List.of(new Part(new LeftOneThreeRightTwo(), Position.of(n))), Side.LEFT);
        new PlaySession(engine, start, userFirst, new BufferedReader(new StringReader(input)),
                new PrintWriter(out, true)).run();
        return out.toString();
    }

    @Test
    void engineAsLeftWinsWheneverLeftStartingWins() {
        var solver = new MemoizedPartizanOutcomeSolver<>(new LeftOneThreeRightTwo(), 1000);
        int wins = 0;
        for (int n = 0; n <= 12; n++) {
            String out = play(n, false, "1\n".repeat(20));
            assertTrue(out.contains("you are Right"), out);
            if (solver.firstPlayerWins(Position.of(n), Side.LEFT)) {
                wins++;
                assertTrue(out.contains("the engine wins."), "lr " + n + "\n" + out);
            }
        }
        assertTrue(wins > 3, "the test should cover several winning starts");
    }

    @Test
    void engineAsRightWinsWheneverRightSecondWins() {
        var solver = new MemoizedPartizanOutcomeSolver<>(new LeftOneThreeRightTwo(), 1000);
        for (int n = 0; n <= 12; n++) {
            String out = play(n, true, "1\n".repeat(20));
            assertTrue(out.contains("you are Left"), out);
            if (!solver.firstPlayerWins(Position.of(n), Side.LEFT)) {
                assertTrue(out.contains("the engine wins."), "lr " + n + "\n" + out);
            }
        }
    }

    @Test
    void userAsLeftSeesOnlyLeftsMovesAndAHint() {
        String out = play(4, true, "hint\n");
        assertTrue(out.contains("1. take 1"), out);
        assertTrue(out.contains("2. take 3"), out);
        assertEquals(-1, out.indexOf("take 2  =>"), out);
        // 4 -> 3: Right takes 2, Left takes the last stone, Right is stuck.
        assertTrue(out.contains("hint: take 1  => 3"), out);
        assertTrue(out.contains("3 is a P-position: Right, to move there, loses"), out);
    }
}
