package org.sprague.partizan;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Collection;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.game.PartizanGame;

/**
 * The canonical-form solver takes any partizan game: a plain {@link PartizanGame} is valued
 * by its own {@code regions}, and a {@link RegionGame}'s shortcuts on object regions (closed
 * form, negative) are taken where it declares them.
 */
class RegionShortcutsTest {

    /** Position n: Left moves n to n - 1; Right has no move. Its value is the integer n. */
    private static Collection<Integer> leftChain(Integer n) {
        return n == 0 ? List.of() : List.of(n - 1);
    }

    @Test
    void aPlainPartizanGameIsValuedAsTheSumOfItsRegions() {
        // position n is n copies of the region 1 (Left's one move to 0): the integer n
        PartizanGame<Integer> copies = new PartizanGame<>() {
            @Override
            public Collection<Integer> leftOptions(Integer n) {
                return leftChain(n);
            }

            @Override
            public Collection<Integer> rightOptions(Integer n) {
                return List.of();
            }

            @Override
            public List<Integer> regions(Integer n) {
                return n <= 1 ? List.of(n) : Collections.nCopies(n, 1);
            }
        };
        CanonicalForms forms = new CanonicalForms();
        CanonicalFormSolver<Integer> solver = new CanonicalFormSolver<>(copies, forms, 1_000);
        assertEquals(Dyadic.of(7), forms.numberPart(solver.value(7)));
        assertEquals(2, solver.positionsStored(), "the regions 1 and 0, each valued once");
    }

    @Test
    void aRegionGamesClosedFormAndNegativeAreTakenOnObjectRegions() {
        // the closed form says *1 for region 5 (searched, it is the integer 5); region -n is the negative of n
        RegionGame<Integer> chain = new RegionGame<>() {
            @Override
            public Collection<Integer> leftOptions(Integer n) {
                return n > 0 ? leftChain(n) : List.of();
            }

            @Override
            public Collection<Integer> rightOptions(Integer n) {
                return n < 0 ? List.of(n + 1) : List.of();
            }

            @Override
            public int closedForm(Integer region, CanonicalForms forms) {
                return region == 5 ? forms.nimber(1) : -1;
            }

            @Override
            public Integer negative(Integer region) {
                return -region;
            }
        };
        CanonicalForms forms = new CanonicalForms();
        CanonicalFormSolver<Integer> solver = new CanonicalFormSolver<>(chain, forms, 1_000);
        assertEquals(forms.nimber(1), solver.value(5), "the closed form, not the search's 5");
        assertEquals(forms.nimber(1), solver.value(-5), "the negative of 5's stored value, not the search's -5");
        assertEquals(Dyadic.of(-3), forms.numberPart(solver.value(-3)), "3 not valued yet: -3 is searched");
    }
}
