package org.sprague.heap;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.sprague.game.ImpartialGame;

/**
 * A second, independent oracle for tests: the heap game as an {@link ImpartialGame} on
 * sorted heap lists, solved by the generic memoized search without components.
 */
record HeapOracle(HeapRule rule) implements ImpartialGame<List<Integer>> {

    @Override
    public Collection<List<Integer>> options(List<Integer> heaps) {
        List<List<Integer>> out = new ArrayList<>();
        for (int i = 0; i < heaps.size(); i++) {
            int idx = i;
            rule.forEachOption(heaps.get(i), (count, a, b, c) -> {
                List<Integer> next = new ArrayList<>(heaps);
                next.remove(idx);
                int[] parts = {a, b, c};
                for (int k = 0; k < count; k++) {
                    next.add(parts[k]);
                }
                next.sort(null);
                out.add(List.copyOf(next));
            });
        }
        return out;
    }
}
