package org.sprague.partizan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.sprague.game.LoopyGameException;
import org.sprague.game.PositionLimitException;
import org.sprague.partizan.games.Clobber;
import org.sprague.partizan.games.Cutcake;
import org.sprague.partizan.games.Domineering;
import org.sprague.partizan.games.Hackenbush;
import org.sprague.partizan.games.ToadsAndFrogs;

/**
 * The fold of the two canonical-form walks: {@link CanonicalFormSolver} on objects now runs the
 * walk on keys over interned regions; here it is compared with the object walk it replaced
 * ({@link ObjectCanonicalFormOracle}, the old code kept in the tests) on every small position of
 * each catalogue game valued on objects, both storing into one {@link CanonicalForms} (equal forms,
 * equal ids), with the same number of regions stored.
 */
class InternedWalkAgainstObjectWalkTest {
    private final CanonicalForms forms = new CanonicalForms();

    private <P> int compare(RegionGame<P> game, List<P> positions, Function<P, String> name) {
        CanonicalFormSolver<P> folded = new CanonicalFormSolver<>(game, forms, 10_000_000, false);
        ObjectCanonicalFormOracle<P> oracle = new ObjectCanonicalFormOracle<>(game, forms, 10_000_000);
        for (P p : positions) {
            assertEquals(oracle.value(p), folded.value(p), () -> name.apply(p));
        }
        assertEquals(oracle.positionsStored(), folded.positionsStored());
        return positions.size();
    }

    private static List<String> words(String letters, int maxLength) {
        List<String> out = new ArrayList<>();
        List<String> last = List.of("");
        for (int n = 1; n <= maxLength; n++) {
            List<String> next = new ArrayList<>();
            for (String w : last) {
                for (char c : letters.toCharArray()) {
                    next.add(w + c);
                }
            }
            out.addAll(next);
            last = next;
        }
        return out;
    }

    @Test
    void toadsAndFrogsStripsUpTo9SquaresGetTheObjectWalksValues() {
        ToadsAndFrogs game = new ToadsAndFrogs();
        assertEquals(29_523, compare(game, words("tf.", 9), s -> s));
    }

    @Test
    void hackenbushSumsOfTwoStringsUpTo4EdgesGetTheObjectWalksValuesWithAndWithoutClosedForms() {
        List<Hackenbush.Strings> sums = new ArrayList<>();
        List<String> strings = words("lre", 4);
        for (String a : strings) {
            for (String b : strings) {
                sums.add(new Hackenbush.Strings(List.of(a, b)));
            }
        }
        assertEquals(14_400, compare(new Hackenbush(true), sums, Hackenbush.Strings::toString));
        assertEquals(14_400, compare(new Hackenbush(false), sums, Hackenbush.Strings::toString));
    }

    @Test
    void cutcakeAndSmallDomineeringAndClobberBoardsGetTheObjectWalksValues() {
        Cutcake cutcake = new Cutcake();
        List<Cutcake.Cake> cakes = new ArrayList<>();
        for (int w = 1; w <= 8; w++) {
            for (int h = 1; h <= 8; h++) {
                cakes.add(cutcake.parse(List.of(w + "x" + h, h + "x" + (9 - w))));
            }
        }
        compare(cutcake, cakes, Cutcake.Cake::toString);
        Domineering domineering = new Domineering();
        List<Domineering.Board> boards = new ArrayList<>();
        for (long empty = 0; empty < 1 << 9; empty++) {
            boards.add(new Domineering.Board(3, 3, empty));
            boards.add(new Domineering.Board(2, 4, empty & 0xff));
        }
        compare(domineering, boards, domineering::format);
        Clobber clobber = new Clobber();
        List<Clobber.Stones> stones = new ArrayList<>();
        for (long bits = 0; bits < 1 << 8; bits++) {
            stones.add(new Clobber.Stones(2, 4, bits, ~bits & 0xff & (bits * 3 + 5)));
        }
        compare(clobber, stones, clobber::format);
    }

    @Test
    void aCycleIsRefusedAndTheRegionLimitHoldsOnObjects() {
        RegionGame<Integer> cycle = new RegionGame<>() {
            @Override
            public Collection<Integer> leftOptions(Integer n) {
                return List.of((n + 1) % 5);
            }

            @Override
            public Collection<Integer> rightOptions(Integer n) {
                return List.of();
            }
        };
        assertThrows(LoopyGameException.class, () -> new CanonicalFormSolver<>(cycle, forms, 100).value(0));
        CanonicalFormSolver<String> small = new CanonicalFormSolver<>(new ToadsAndFrogs(), forms, 20);
        assertThrows(PositionLimitException.class, () -> small.value("ttt...fff"));
    }
}
