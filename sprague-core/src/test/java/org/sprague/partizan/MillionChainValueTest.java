package org.sprague.partizan;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Collection;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The walk over positions is iterative: a chain of a million positions gets its value. */
class MillionChainValueTest {

    @Test
    void chainOfAMillionLeftMovesIsTheIntegerAMillion() {
        RegionGame<Integer> chain = new RegionGame<>() {
            @Override
            public Collection<Integer> leftOptions(Integer n) {
                return n == 0 ? List.of() : List.of(n - 1);
            }

            @Override
            public Collection<Integer> rightOptions(Integer n) {
                return List.of();
            }
        };
        CanonicalForms forms = new CanonicalForms();
        int v = new CanonicalFormSolver<>(chain, forms, 2_000_000).value(1_000_000);
        assertEquals(Dyadic.of(1_000_000), forms.numberPart(v));
    }

    @Test
    void chainWhereBothMoveAlikeAlternatesBetweenZeroAndStar() {
        RegionGame<Integer> chain = new RegionGame<>() {
            @Override
            public Collection<Integer> leftOptions(Integer n) {
                return n == 0 ? List.of() : List.of(n - 1);
            }

            @Override
            public Collection<Integer> rightOptions(Integer n) {
                return leftOptions(n);
            }
        };
        CanonicalForms forms = new CanonicalForms();
        CanonicalFormSolver<Integer> solver = new CanonicalFormSolver<>(chain, forms, 2_000_000);
        assertEquals(CanonicalForms.ZERO, solver.value(1_000_000));
        assertEquals(forms.nimber(1), solver.value(999_999));
    }
}
