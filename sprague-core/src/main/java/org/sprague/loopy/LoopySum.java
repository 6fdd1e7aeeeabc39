package org.sprague.loopy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.sprague.game.InvalidInputException;
import org.sprague.game.Outcome;

/**
 * The disjunctive sum of tokens on vertices of one loopy move graph (a turn moves one
 * token along one edge; a player who cannot move loses), decided from the generalized
 * Sprague-Grundy values alone (Smith 1966): finite a and b give {@code a XOR b};
 * {@code infinity(K)} and finite b give {@code infinity(K XOR b)}; two infinities give a
 * draw. The winning moves are exactly the moves to a sum of value 0: in a finite
 * component of value a, to an option of finite value {@code a XOR s} (s the sum's value);
 * in the one infinite component, to an option of finite value equal to the XOR of the
 * others. {@code O(sum of the components' out-degrees)} once the values are known.
 *
 * @param value the sum's generalized value
 * @param outcome P, N or D for the player to move
 * @param winningMoves every move to a P-position of the sum (empty unless N)
 */
public record LoopySum(GeneralizedValue value, Outcome outcome, List<Move> winningMoves) {

    /**
     * One move in a sum.
     *
     * @param component index of the token moved (0-based, in the order given)
     * @param from the token's vertex
     * @param to the vertex it moves to
     */
    public record Move(int component, int from, int to) {
    }

    /** Decides the sum of tokens on {@code vertices} (ids) from the labelling. */
    public static LoopySum of(GeneralizedGrundySolver.Result values, int... vertices) {
        if (vertices.length == 0) {
            throw new InvalidInputException("a sum needs at least one vertex");
        }
        GeneralizedValue[] parts = Arrays.stream(vertices).mapToObj(values::value).toArray(GeneralizedValue[]::new);
        GeneralizedValue sum = Arrays.stream(parts).reduce(GeneralizedValue.finite(0), GeneralizedValue::plus);
        List<Move> moves = new ArrayList<>();
        if (sum.outcome() == Outcome.N) {
            GameGraph g = values.graph();
            int[] out = g.outStart();
            int[] head = g.heads();
            for (int i = 0; i < vertices.length; i++) {
                // the XOR of the other components (all finite here, except possibly part i)
                int target;
                if (parts[i].isFinite()) {
                    if (!sum.isFinite()) {
                        continue; // the infinite component must move
                    }
                    target = parts[i].value() ^ sum.value();
                } else {
                    GeneralizedValue rest = GeneralizedValue.finite(0);
                    for (int j = 0; j < vertices.length; j++) {
                        if (j != i) {
                            rest = rest.plus(parts[j]);
                        }
                    }
                    target = rest.value();
                }
                int v = vertices[i];
                for (int e = out[v]; e < out[v + 1]; e++) {
                    int w = head[e];
                    if (values.values()[w] == target && !moves.contains(new Move(i, v, w))) {
                        moves.add(new Move(i, v, w));
                    }
                }
            }
        }
        return new LoopySum(sum, sum.outcome(), List.copyOf(moves));
    }
}
