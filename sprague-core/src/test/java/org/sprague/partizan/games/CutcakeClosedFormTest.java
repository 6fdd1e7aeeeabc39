package org.sprague.partizan.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.sprague.partizan.CanonicalFormSolver;
import org.sprague.partizan.CanonicalForms;
import org.sprague.partizan.games.Cutcake.Cake;
import org.sprague.partizan.games.PartizanBoardGame.LabelledMove;
import org.sprague.partizan.games.PartizanSumSolver.Component;
import org.sprague.partizan.games.PartizanSumSolver.PartizanSolution;
import org.sprague.partizan.games.PartizanSumSolver.WinningMove;

/**
 * Cutcake's closed form ({@link Cutcake#formula}, proven in {@link Cutcake}'s javadoc), which
 * {@code solve} now uses instead of searching, against the canonical-form search
 * ({@link CanonicalFormSolver}, which never asks the closed form): the value and both players'
 * winning moves of every rectangle up to 24 x 24, and of random cakes of up to three pieces.
 */
class CutcakeClosedFormTest {
    private static final Cutcake GAME = new Cutcake();

    @Example
    void everyRectangleUpTo24By24HasTheSearchedValueAndWinningMoves() {
        Oracle oracle = new Oracle();
        int checked = 0;
        for (int w = 1; w <= 24; w++) {
            for (int h = 1; h <= 24; h++) {
                oracle.agrees(Cake.of(w, h));
                checked++;
            }
        }
        assertEquals(576, checked);
    }

    @Property(tries = 60)
    void cakesOfSeveralPiecesHaveTheSearchedValueAndWinningMoves(@ForAll("cakes") Cake cake) {
        new Oracle().agrees(cake);
    }

    @Provide
    Arbitrary<Cake> cakes() {
        return Arbitraries.integers().between(1, 40).list().ofMinSize(2).ofMaxSize(6)
                .filter(l -> l.size() % 2 == 0)
                .map(l -> Cake.of(l.stream().mapToInt(Integer::intValue).toArray()));
    }

    /** The solver's closed-form answer (no position stored) against the search's. */
    private static final class Oracle {
        private final PartizanSumSolver solver = new PartizanSumSolver(10_000_000);
        private final CanonicalForms forms = solver.forms();
        private final CanonicalFormSolver<Cake> search = new CanonicalFormSolver<>(GAME, forms, 10_000_000);

        void agrees(Cake cake) {
            String what = GAME.format(cake);
            PartizanSolution s = solver.solve(List.of(new Component<>(GAME, cake)), Integer.MAX_VALUE);
            int searched = search.value(cake);
            assertTrue(forms.isNumber(searched), what + ": every Cutcake value is an integer");
            assertEquals(forms.numberPart(searched).toString(), s.report().value(), what + ": value");
            assertEquals(0, s.positionsStored(), what + ": decided by the closed form, nothing searched");
            assertEquals(winning(cake, true), positions(s.leftWinningMoves()), what + ": Left's winning moves");
            assertEquals(winning(cake, false), positions(s.rightWinningMoves()), what + ": Right's winning moves");
        }

        /** The options that win by search: Left's to a value >= 0, Right's to <= 0. */
        private List<String> winning(Cake cake, boolean left) {
            List<String> out = new ArrayList<>();
            for (LabelledMove<Cake> m : GAME.moves(cake, left)) {
                int v = search.value(m.to());
                if (left ? forms.leq(CanonicalForms.ZERO, v) : forms.leq(v, CanonicalForms.ZERO)) {
                    out.add(GAME.format(m.to()));
                }
            }
            return out;
        }
    }

    private static List<String> positions(List<WinningMove> moves) {
        List<String> out = new ArrayList<>();
        for (WinningMove m : moves) {
            out.add(m.position());
        }
        return out;
    }
}
