package org.sprague.partizan.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.game.InvalidInputException;
import org.sprague.partizan.CanonicalFormPrinter;
import org.sprague.partizan.CanonicalFormSolver;
import org.sprague.partizan.CanonicalForms;
import org.sprague.partizan.Dyadic;
import org.sprague.partizan.MemoizedPartizanOutcomeSolver;
import org.sprague.partizan.Thermographs;
import org.sprague.partizan.games.Clobber.Stones;
import org.sprague.partizan.games.Cutcake.Cake;
import org.sprague.partizan.games.Hackenbush.Strings;

class PartizanGamesTest {
    private final CanonicalForms forms = new CanonicalForms();
    private final Thermographs th = new Thermographs(forms);
    private final CanonicalFormPrinter printer = new CanonicalFormPrinter(forms, th);

    @Test
    void blueRedStringsAreTheirSignExpansionBySearch() {
        Hackenbush searched = new Hackenbush(false);
        CanonicalFormSolver<Strings> solver = new CanonicalFormSolver<>(searched, forms, 1_000_000);
        for (int len = 1; len <= 9; len++) {
            for (int bits = 0; bits < 1 << len; bits++) {
                StringBuilder s = new StringBuilder();
                for (int i = 0; i < len; i++) {
                    s.append((bits >> i & 1) == 0 ? 'l' : 'r');
                }
                int v = solver.value(new Strings(List.of(s.toString())));
                assertTrue(forms.isNumber(v), s + " is a number");
                assertEquals(Hackenbush.signExpansion(s.toString()), forms.numberPart(v), s.toString());
            }
        }
        assertEquals(Dyadic.parse("3/4"), Hackenbush.signExpansion("lrl"));
        assertEquals(Dyadic.parse("-7/4"), Hackenbush.signExpansion("rrlr")); // -2 + 1/2 - 1/4
    }

    @Test
    void greenStringsAreNimbersAndMixedStringsMatchPlay() {
        Hackenbush game = new Hackenbush();
        CanonicalFormSolver<Strings> solver = new CanonicalFormSolver<>(game, forms, 1_000_000);
        assertEquals("*3", printer.print(solver.value(new Strings(List.of("eee")))));
        assertEquals("0", printer.print(solver.value(new Strings(List.of("ee", "e", "e", "ee")))));
        MemoizedPartizanOutcomeSolver<Strings> search = new MemoizedPartizanOutcomeSolver<>(game, 1_000_000);
        String letters = "lre";
        for (int len = 1; len <= 6; len++) {
            int count = (int) Math.pow(3, len);
            for (int k = 0; k < count; k++) {
                StringBuilder s = new StringBuilder();
                for (int i = 0, x = k; i < len; i++, x /= 3) {
                    s.append(letters.charAt(x % 3));
                }
                Strings p = new Strings(List.of(s.toString(), "e"));
                assertEquals(search.solve(p).outcome(), th.outcome(solver.value(p)), s + " + e");
            }
        }
    }

    @Test
    void cutcakeMatchesWinningWaysClosedForm() {
        Cutcake game = new Cutcake();
        CanonicalFormSolver<Cake> solver = new CanonicalFormSolver<>(game, forms, 1_000_000);
        for (int w = 1; w <= 16; w++) {
            for (int h = 1; h <= 16; h++) {
                int v = solver.value(Cake.of(w, h));
                assertTrue(forms.isNumber(v), w + "x" + h);
                assertEquals(Dyadic.of(Cutcake.formula(w, h)), forms.numberPart(v), w + "x" + h);
            }
        }
    }

    @Test
    void clobberAndToadsOutcomesMatchPlayOnEverySmallPosition() {
        Clobber clobber = new Clobber();
        CanonicalFormSolver<Stones> cs = new CanonicalFormSolver<>(clobber, forms, 10_000_000);
        MemoizedPartizanOutcomeSolver<Stones> csearch = new MemoizedPartizanOutcomeSolver<>(clobber, 10_000_000);
        int[][] sizes = {{2, 3}, {3, 2}, {1, 6}, {2, 2}};
        for (int[] s : sizes) {
            int cells = s[0] * s[1];
            int total = (int) Math.pow(3, cells);
            for (int k = 0; k < total; k++) {
                long l = 0;
                long r = 0;
                for (int i = 0, x = k; i < cells; i++, x /= 3) {
                    if (x % 3 == 1) {
                        l |= 1L << i;
                    } else if (x % 3 == 2) {
                        r |= 1L << i;
                    }
                }
                Stones p = new Stones(s[0], s[1], l, r);
                assertEquals(csearch.solve(p).outcome(), th.outcome(cs.value(p)), clobber.format(p));
            }
        }
        ToadsAndFrogs tf = new ToadsAndFrogs();
        CanonicalFormSolver<String> ts = new CanonicalFormSolver<>(tf, forms, 10_000_000);
        MemoizedPartizanOutcomeSolver<String> tsearch = new MemoizedPartizanOutcomeSolver<>(tf, 10_000_000);
        for (int len = 1; len <= 7; len++) {
            for (String p : strips(len)) {
                assertEquals(tsearch.solve(p).outcome(), th.outcome(ts.value(p)), p);
            }
        }
        // Winning Ways ch. 1: tt..ff... and the classic small ones
        assertEquals("*", printer.print(ts.value("t.f")));
        assertEquals("0", printer.print(ts.value("tf")));
        assertEquals("1", printer.print(ts.value("t.")));
    }

    private static List<String> strips(int len) {
        List<String> out = new ArrayList<>();
        int count = (int) Math.pow(3, len);
        for (int k = 0; k < count; k++) {
            StringBuilder s = new StringBuilder();
            for (int i = 0, x = k; i < len; i++, x /= 3) {
                s.append("tf.".charAt(x % 3));
            }
            out.add(s.toString());
        }
        return out;
    }

    @Test
    void clobberRegionsAreValuedOnceUpToSymmetry() {
        Clobber clobber = new Clobber();
        List<Stones> a = clobber.regions(clobber.parse(List.of("xo..|...o|...x")));
        List<Stones> b = clobber.regions(clobber.parse(List.of("x..|o..|...|.xo")));
        assertEquals(2, a.size());
        assertEquals(a.size(), b.size());
        assertTrue(a.containsAll(b), a + " vs " + b);
    }

    @Test
    void badBoardsNameTheBadPart() {
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> new Domineering().parse(List.of("..|.x")));
        assertTrue(e.getMessage().contains("'x'"), e.getMessage());
        e = assertThrows(InvalidInputException.class, () -> new Domineering().parse(List.of("..|...")));
        assertTrue(e.getMessage().contains("row 2"), e.getMessage());
        e = assertThrows(InvalidInputException.class, () -> new Hackenbush().parse(List.of("lrx")));
        assertTrue(e.getMessage().contains("'x'"), e.getMessage());
        e = assertThrows(InvalidInputException.class, () -> new ToadsAndFrogs().parse(List.of("tt.q")));
        assertTrue(e.getMessage().contains("'q'"), e.getMessage());
    }
}
