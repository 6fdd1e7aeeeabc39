package org.sprague.loopy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.game.ImpartialGame;
import org.sprague.game.Outcome;
import org.sprague.game.PositionLimitException;
import org.sprague.impartial.MemoizedGrundySolver;

class LoopyExplorerTest {

    /** A token on 0..size-1: move down by 1 or 2, or (the loop) from 1 up, up by 3 while below size. */
    record Token(int at) {
    }

    static ImpartialGame<Token> game(int size, boolean loops) {
        return new ImpartialGame<>() {
            @Override
            public Collection<Token> options(Token t) {
                List<Token> o = new ArrayList<>();
                for (int d = 1; d <= 2; d++) {
                    if (t.at() - d >= 0) {
                        o.add(new Token(t.at() - d));
                    }
                }
                if (loops && t.at() >= 1 && t.at() + 3 < size) {
                    o.add(new Token(t.at() + 3));
                }
                return o;
            }
        };
    }

    @Test
    void withoutLoopsTheExploredGraphHasTheAcyclicGrundyValues() {
        LoopyExplorer.Explored<Token> e = new LoopyExplorer<>(game(50, false), 1000).explore(new Token(49));
        assertEquals(50, e.graph().vertexCount());
        GeneralizedGrundySolver.Result r = GeneralizedGrundySolver.solve(e.graph(), org.sprague.game.Deadline.unlimited());
        MemoizedGrundySolver<Token> acyclic = new MemoizedGrundySolver<>(game(50, false));
        for (int i = 0; i < 50; i++) {
            assertEquals(acyclic.grundy(new Token(i)), r.values()[e.idOf(new Token(i))]);
        }
    }

    @Test
    void withLoopsTheValuesSatisfyTheFixedPointAndTheOutcomesTheRetrogradeAnalysis() {
        LoopyExplorer.Explored<Token> e = new LoopyExplorer<>(game(30, true), 1000).explore(new Token(0), new Token(5));
        GameGraph g = e.graph();
        assertEquals(30, g.vertexCount());
        int[] ref = ReferenceLoopySolver.generalizedGrundy(g);
        GeneralizedGrundySolver.Result r = GeneralizedGrundySolver.solve(g, org.sprague.game.Deadline.unlimited());
        GraphRetrograde.Result o = RetrogradeSolver.solve(g);
        for (int v = 0; v < g.vertexCount(); v++) {
            assertEquals(ref[v], r.values()[v]);
            assertEquals(o.outcome(v), r.value(v).outcome());
        }
        // 0 is a sink; 1 moves to 0, so it wins at once
        assertEquals(Outcome.P, o.outcome(e.idOf(new Token(0))));
        assertEquals(Outcome.N, o.outcome(e.idOf(new Token(1))));
        assertEquals("Token[at=5]", g.name(e.idOf(new Token(5))));
    }

    @Test
    void exploringPastTheLimitStops() {
        assertThrows(PositionLimitException.class,
                () -> new LoopyExplorer<>(game(100, true), 10).explore(new Token(50)));
    }
}
