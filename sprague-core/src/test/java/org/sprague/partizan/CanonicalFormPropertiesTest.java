package org.sprague.partizan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import org.sprague.game.Outcome;

/** The identities of the theory on random game trees, and outcomes against brute-force play. */
class CanonicalFormPropertiesTest {

    /** A raw game tree, not simplified. */
    record Tree(List<Tree> left, List<Tree> right) {
        Tree plus(Tree o) {
            List<Tree> l = new ArrayList<>();
            List<Tree> r = new ArrayList<>();
            for (Tree t : left) {
                l.add(t.plus(o));
            }
            for (Tree t : o.left) {
                l.add(plus(t));
            }
            for (Tree t : right) {
                r.add(t.plus(o));
            }
            for (Tree t : o.right) {
                r.add(plus(t));
            }
            return new Tree(l, r);
        }

        /** Whether Left (leftToMove) or Right moving first wins, by playing it out. */
        boolean firstWins(boolean leftToMove) {
            for (Tree t : leftToMove ? left : right) {
                if (!t.firstWins(!leftToMove)) {
                    return true;
                }
            }
            return false;
        }

        Outcome outcome() {
            boolean l = firstWins(true);
            boolean r = firstWins(false);
            return l && r ? Outcome.N : l ? Outcome.L : r ? Outcome.R : Outcome.P;
        }

        int canonical(CanonicalForms f) {
            int[] l = left.stream().mapToInt(t -> t.canonical(f)).toArray();
            int[] r = right.stream().mapToInt(t -> t.canonical(f)).toArray();
            return f.game(l, r);
        }
    }

    @Provide
    Arbitrary<Tree> trees() {
        return tree(3);
    }

    private Arbitrary<Tree> tree(int depth) {
        if (depth == 0) {
            return Arbitraries.just(new Tree(List.of(), List.of()));
        }
        Arbitrary<List<Tree>> side = tree(depth - 1).list().ofMaxSize(depth == 3 ? 3 : 2);
        return net.jqwik.api.Combinators.combine(side, side).as(Tree::new);
    }

    @Property(tries = 300)
    void outcomeFromComparisonWithZeroIsTheOutcomeOfPlay(@ForAll("trees") Tree t) {
        CanonicalForms f = new CanonicalForms();
        assertEquals(t.outcome(), new Thermographs(f).outcome(t.canonical(f)));
    }

    @Property(tries = 150)
    void sumsAreCanonicalSumsAndPlayTheSame(@ForAll("trees") Tree a, @ForAll("trees") Tree b) {
        CanonicalForms f = new CanonicalForms();
        int g = a.canonical(f);
        int h = b.canonical(f);
        int sum = f.add(g, h);
        assertEquals(sum, f.add(h, g), "G + H = H + G");
        assertEquals(sum, a.plus(b).canonical(f), "the canonical form of the sum tree");
        assertEquals(a.plus(b).outcome(), new Thermographs(f).outcome(sum));
    }

    @Property(tries = 300)
    void everyPrintedFormReadsBackAsTheSameGame(@ForAll("trees") Tree a, @ForAll("trees") Tree b) {
        CanonicalForms f = new CanonicalForms();
        CanonicalFormPrinter printer = new CanonicalFormPrinter(f, new Thermographs(f));
        for (int g : new int[] {a.canonical(f), f.add(a.canonical(f), b.canonical(f))}) {
            String printed = printer.print(g);
            assertEquals(g, ValueParser.parseGame(f, printed), printed);
        }
    }

    @org.junit.jupiter.api.Test
    void aSwitchWithSeveralLeftOptionsReadsBackAsPrinted() {
        CanonicalForms f = new CanonicalForms();
        int g = ValueParser.parseGame(f, "{2,{3|1}|-2,{-1|-3}}");
        assertEquals("+-{2,2+-1}", new CanonicalFormPrinter(f, new Thermographs(f)).print(g));
        assertEquals(g, ValueParser.parseGame(f, "+-{2,2+-1}"));
        assertEquals(f.add(f.number(Dyadic.of(3)), g), ValueParser.parseGame(f, "3 +- {2, 2+-1}"));
    }

    @Property(tries = 300)
    void gameMinusItselfIsZero(@ForAll("trees") Tree t) {
        CanonicalForms f = new CanonicalForms();
        int g = t.canonical(f);
        assertEquals(CanonicalForms.ZERO, f.subtract(g, g));
        assertEquals(g, f.negate(f.negate(g)));
    }

    @Property(tries = 200)
    void sumIsAssociativeAndOrderAgreesWithDifference(@ForAll("trees") Tree a, @ForAll("trees") Tree b,
            @ForAll("trees") Tree c) {
        CanonicalForms f = new CanonicalForms();
        int g = a.canonical(f);
        int h = b.canonical(f);
        int k = c.canonical(f);
        assertEquals(f.add(f.add(g, h), k), f.add(g, f.add(h, k)));
        assertEquals(f.leq(g, h), f.leq(CanonicalForms.ZERO, f.subtract(h, g)), "G <= H iff H - G >= 0");
    }

    @Property(tries = 200)
    void braceOfTwoNumbersIsTheSimplestBetween(@ForAll("dyadics") Dyadic x, @ForAll("dyadics") Dyadic y) {
        if (x.compareTo(y) >= 0) {
            return;
        }
        CanonicalForms f = new CanonicalForms();
        int g = f.game(new int[] {f.number(x)}, new int[] {f.number(y)});
        assertTrue(f.isNumber(g));
        Dyadic z = f.numberPart(g);
        assertTrue(x.compareTo(z) < 0 && z.compareTo(y) < 0);
        // no simpler number (smaller denominator, or for integers smaller magnitude) lies between
        for (int e = 0; e < z.exponent(); e++) {
            for (long n = -64; n <= 64; n++) {
                Dyadic w = Dyadic.of(n, e);
                assertTrue(!(x.compareTo(w) < 0 && w.compareTo(y) < 0), w + " is simpler than " + z);
            }
        }
        if (z.isInteger()) {
            for (long n = -Math.abs(z.numerator().longValue()) + 1; n < Math.abs(z.numerator().longValue()); n++) {
                Dyadic w = Dyadic.of(n);
                assertTrue(!(x.compareTo(w) < 0 && w.compareTo(y) < 0), w + " is simpler than " + z);
            }
        }
    }

    @Provide
    Arbitrary<Dyadic> dyadics() {
        return net.jqwik.api.Combinators.combine(Arbitraries.longs().between(-40, 40), Arbitraries.integers().between(0, 4))
                .as(Dyadic::of);
    }

    @Property(tries = 150)
    void thermographIsConsistentWithStopsAndCooling(@ForAll("trees") Tree t) {
        CanonicalForms f = new CanonicalForms();
        Thermographs th = new Thermographs(f);
        int g = t.canonical(f);
        Dyadic mean = th.mean(g);
        assertTrue(th.rightStop(g).compareTo(mean) <= 0 && mean.compareTo(th.leftStop(g)) <= 0, "RS <= mean <= LS");
        if (!f.isNumber(g)) {
            assertTrue(th.temperature(g).signum() >= 0, "a non-number has temperature >= 0");
            int above = th.cool(g, th.temperature(g).add(Dyadic.HALF));
            assertEquals(f.number(mean), above, "cooled past its temperature: its mean");
        }
        for (Dyadic c : new Dyadic[] {Dyadic.HALF, Dyadic.ONE}) {
            assertEquals(mean, th.mean(th.cool(g, c)), "cooling keeps the mean");
        }
    }

    @Property(tries = 100)
    void meanIsAdditive(@ForAll("trees") Tree a, @ForAll("trees") Tree b) {
        CanonicalForms f = new CanonicalForms();
        Thermographs th = new Thermographs(f);
        int g = a.canonical(f);
        int h = b.canonical(f);
        assertEquals(th.mean(g).add(th.mean(h)), th.mean(f.add(g, h)));
        Tuple.of(g, h);
    }
}
