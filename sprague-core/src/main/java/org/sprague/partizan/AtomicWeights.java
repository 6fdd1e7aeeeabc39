package org.sprague.partizan;

import java.util.Arrays;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.IntStream;
import org.sprague.game.InvalidInputException;

/**
 * Atomic weight of all-small games by the atomic weight calculus (Winning Ways ch. 8;
 * Siegel, <i>Combinatorial Game Theory</i>, ch. II): {@code aw(G) = {aw(G^L) - 2 | aw(G^R) + 2}}
 * unless that is an integer n (the eccentric case), where, with far star {@code ☆ = *m}
 * for m beyond every nimber in G: if {@code G > ☆}, aw(G) is the largest integer n with
 * {@code n <| aw(G^R) + 2} for every G^R; if {@code G < ☆}, the least integer n with
 * {@code n |> aw(G^L) - 2} for every G^L; otherwise n itself.
 *
 * <p>Computed bottom-up over the canonical form's subpositions with an explicit stack (no
 * recursion on depth), each subposition once: O(positions) canonical-form operations.
 * Checked in tests against known weights and against the theory's additivity
 * {@code aw(G + H) = aw(G) + aw(H)} and the two-ahead rule.
 */
public final class AtomicWeights {
    private final CanonicalForms forms;
    private final Map<Integer, Integer> weight = new HashMap<>();
    private final Map<Integer, Integer> birthday = new HashMap<>();

    public AtomicWeights(CanonicalForms forms) {
        this.forms = forms;
    }

    /** Whether every subposition of {@code g} has options for both players or for neither. */
    public boolean isAllSmall(int g) {
        ArrayDeque<Integer> stack = new ArrayDeque<>();
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        stack.push(g);
        seen.add(g);
        while (!stack.isEmpty()) {
            int h = stack.pop();
            int[] l = forms.left(h);
            int[] r = forms.right(h);
            if ((l.length == 0) != (r.length == 0)) {
                return false;
            }
            for (int[] side : new int[][] {l, r}) {
                for (int o : side) {
                    if (seen.add(o)) {
                        stack.push(o);
                    }
                }
            }
            if (seen.size() % 1024 == 0) {
                forms.checkDeadline();
            }
        }
        return true;
    }

    /**
     * The atomic weight of the all-small game {@code g}, as a canonical form id.
     *
     * @throws InvalidInputException when {@code g} is not all-small
     */
    public int atomicWeight(int g) {
        if (!isAllSmall(g)) {
            throw new InvalidInputException("atomic weight is defined for all-small games only"
                    + " (every position has moves for both players or for neither)");
        }
        // post-order over the DAG of subpositions
        ArrayDeque<Integer> stack = new ArrayDeque<>();
        stack.push(g);
        long steps = 0;
        while (!stack.isEmpty()) {
            int h = stack.peek();
            if (weight.containsKey(h)) {
                stack.pop();
                continue;
            }
            if (!Thermographs.pushMissing(stack, forms.left(h), forms.right(h), weight::containsKey)) {
                continue;
            }
            stack.pop();
            compute(h);
            if (++steps % 1024 == 0) {
                forms.checkDeadline();
            }
        }
        return weight.get(g);
    }

    private void compute(int h) {
        int[] l = forms.left(h);
        int[] r = forms.right(h);
        int born = IntStream.concat(Arrays.stream(l), Arrays.stream(r)).map(o -> birthday.get(o) + 1).max().orElse(0);
        birthday.put(h, born);
        int two = forms.integer(2);
        int[] wl = Arrays.stream(l).map(o -> forms.subtract(weight.get(o), two)).toArray();
        int[] wr = Arrays.stream(r).map(o -> forms.add(weight.get(o), two)).toArray();
        int candidate = forms.game(wl, wr);
        if (!forms.isNumber(candidate) || !forms.numberPart(candidate).isInteger()) {
            weight.put(h, candidate);
            return;
        }
        long n = forms.numberPart(candidate).floor().longValueExact();
        // far star: *m with m a power of two above every nimber a game born by day `born` holds
        int farStar = forms.nimber(Integer.highestOneBit(born + 1) << 2);
        if (forms.less(farStar, h)) {
            while (fuzzyOrBeyond(n + 1, wr, true)) {
                n++;
            }
        } else if (forms.less(h, farStar)) {
            while (fuzzyOrBeyond(n - 1, wl, false)) {
                n--;
            }
        }
        weight.put(h, forms.integer(n));
    }

    /** {@code below}: n <| x for every x (not x <= n); else n |> x for every x (not n <= x). */
    private boolean fuzzyOrBeyond(long n, int[] xs, boolean below) {
        int ni = forms.integer(n);
        return Arrays.stream(xs).noneMatch(x -> below ? forms.leq(x, ni) : forms.leq(ni, x));
    }
}
