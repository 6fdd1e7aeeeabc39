package org.sprague.loopy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.sprague.game.Outcome;

class LoopySumTest {

    /**
     * Sums of tokens on random loopy graphs: the outcome and the winning moves from the
     * generalized values alone agree with retrograde analysis (the slow fixed point) of the
     * product graph, and the sum's value with the labelling of the product graph.
     */
    @Test
    void sumsFromGeneralizedValuesAgreeWithBruteForceOnTheProductGraph() {
        Random rnd = new Random(5);
        int draws = 0;
        int wins = 0;
        for (int trial = 0; trial < 150; trial++) {
            GameGraph g = RandomGraphs.cyclic(rnd, 2 + rnd.nextInt(7), 1 + rnd.nextInt(3));
            int n = g.vertexCount();
            int parts = 2 + rnd.nextInt(2);
            GameGraph product = product(g, parts);
            int[][] ref = ReferenceLoopySolver.outcomes(product);
            GeneralizedGrundySolver.Result productValues = GeneralizedGrundySolver.solve(product, org.sprague.game.Deadline.unlimited());
            GeneralizedGrundySolver.Result values = GeneralizedGrundySolver.solve(g, org.sprague.game.Deadline.unlimited());
            for (int p = 0; p < product.vertexCount(); p++) {
                int[] tokens = decode(p, n, parts);
                LoopySum sum = LoopySum.of(values, tokens);
                int expected = ref[0][p];
                Outcome expectedOutcome = expected == ReferenceLoopySolver.WIN ? Outcome.N
                        : expected == ReferenceLoopySolver.LOSS ? Outcome.P : Outcome.D;
                String at = "trial " + trial + " tokens " + java.util.Arrays.toString(tokens);
                assertEquals(expectedOutcome, sum.outcome(), at);
                assertEquals(productValues.value(p), sum.value(), at);
                Set<Integer> expectedMoves = new HashSet<>();
                if (expectedOutcome == Outcome.N) {
                    for (int q : product.options(p)) {
                        if (ref[0][q] == ReferenceLoopySolver.LOSS) {
                            expectedMoves.add(q);
                        }
                    }
                }
                Set<Integer> moves = new HashSet<>();
                for (LoopySum.Move m : sum.winningMoves()) {
                    int[] after = tokens.clone();
                    assertEquals(tokens[m.component()], m.from());
                    after[m.component()] = m.to();
                    moves.add(encode(after, n));
                }
                assertEquals(expectedMoves, moves, at);
                draws += expectedOutcome == Outcome.D ? 1 : 0;
                wins += expectedOutcome == Outcome.N ? 1 : 0;
            }
        }
        org.junit.jupiter.api.Assertions.assertTrue(draws > 100 && wins > 100, draws + " " + wins);
    }

    /** The graph of sums of {@code parts} tokens on g: vertex = tokens in base n. */
    static GameGraph product(GameGraph g, int parts) {
        int n = g.vertexCount();
        int size = (int) Math.pow(n, parts);
        int[] from = new int[size * parts * Math.max(1, g.edgeCount())];
        int[] to = new int[from.length];
        int m = 0;
        for (int p = 0; p < size; p++) {
            int[] tokens = decode(p, n, parts);
            for (int i = 0; i < parts; i++) {
                for (int w : g.options(tokens[i])) {
                    int[] after = tokens.clone();
                    after[i] = w;
                    from[m] = p;
                    to[m++] = encode(after, n);
                }
            }
        }
        return GameGraph.fromEdges(size, from, to, m, null, null, null);
    }

    static int[] decode(int p, int n, int parts) {
        int[] t = new int[parts];
        for (int i = 0; i < parts; i++) {
            t[i] = p % n;
            p /= n;
        }
        return t;
    }

    static int encode(int[] t, int n) {
        int p = 0;
        for (int i = t.length - 1; i >= 0; i--) {
            p = p * n + t[i];
        }
        return p;
    }
}
