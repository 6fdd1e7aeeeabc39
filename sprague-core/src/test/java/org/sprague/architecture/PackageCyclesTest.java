package org.sprague.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** {@link PackageCycles} finds every cycle of a package graph, and only cycles. */
class PackageCyclesTest {

    @Test
    void everyStronglyConnectedGroupOfTwoOrMoreIsACycle() {
        Map<String, Set<String>> g = Map.of(
                "a", Set.of("b", "e"), "b", Set.of("a"),
                "c", Set.of("d", "a"), "d", Set.of("e", "c"),
                "e", Set.of("f"), "f", Set.of("g"), "g", Set.of("e"));
        List<List<String>> cycles = PackageCycles.of(g);
        assertEquals(Set.of(List.of("a", "b"), List.of("c", "d"), List.of("e", "f", "g")), Set.copyOf(cycles));
        assertEquals(3, cycles.size());
    }

    @Test
    void aLayeredGraphHasNone() {
        assertEquals(List.of(), PackageCycles.of(Map.of("a", Set.of("b", "c"), "b", Set.of("c"), "c", Set.of())));
    }
}
