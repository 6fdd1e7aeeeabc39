package org.sprague.partizan;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.concurrent.FutureTask;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Deep canonical forms evaluate on a thread with an ordinary stack (1 MiB, the JVM's usual
 * default for new threads), without a StackOverflowError: construction with its dominance
 * and reversibility checks, sums, negatives, comparisons, thermographs, cooling, heating,
 * printing and the parser.
 */
class DeepFormsTest {

    /** Runs {@code work} on a new thread with a 1 MiB stack. */
    static <T> T onOrdinaryStack(Supplier<T> work) throws Exception {
        FutureTask<T> task = new FutureTask<>(work::get);
        Thread t = new Thread(null, task, "ordinary-stack", 1L << 20);
        t.start();
        return task.get();
    }

    @Test
    void zeroOverZeroOverZeroTenThousandDeep() throws Exception {
        String printed = onOrdinaryStack(() -> {
            CanonicalForms forms = new CanonicalForms();
            int g = CanonicalForms.ZERO;
            for (int i = 0; i < 10_000; i++) {
                g = forms.game(new int[] {CanonicalForms.ZERO}, new int[] {g});
            }
            Thermographs th = new Thermographs(forms);
            return new CanonicalFormPrinter(forms, th).print(g) + " " + th.outcome(g) + " " + th.temperature(g);
        });
        // {0|0} = *, {0|*} = ^, {0|^} = ^^*, ...: recognised as ups when built
        assertEquals("^9999 L 0", printed);
    }

    @Test
    void parsedTenThousandDeep() throws Exception {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 10_000; i++) {
            sb.append("{0|");
        }
        sb.append("0");
        sb.append("}".repeat(10_000));
        String printed = onOrdinaryStack(() -> {
            CanonicalForms forms = new CanonicalForms();
            int g = ValueParser.parseGame(forms, sb.toString());
            return new CanonicalFormPrinter(forms, new Thermographs(forms)).print(g);
        });
        assertEquals("^9999", printed);
    }

    @Test
    void chainOfTenThousandNestedRightOptions() throws Exception {
        int depth = 10_000;
        String printed = onOrdinaryStack(() -> {
            CanonicalForms forms = new CanonicalForms();
            int g = forms.nimber(1);
            for (int i = 0; i < depth; i++) { // G' = {0 | -1, G}: every level stays in the form
                g = forms.game(new int[] {CanonicalForms.ZERO}, new int[] {forms.integer(-1), g});
            }
            Thermographs th = new Thermographs(forms);
            int pm1 = forms.game(new int[] {forms.integer(1)}, new int[] {forms.integer(-1)});
            int plus = forms.add(g, pm1); // G + H for a small H: linear in G's depth
            int star = forms.nimber(1);
            return th.outcome(g) + " " + th.leftStop(g) + " " + th.rightStop(g) + " " + th.temperature(g) + " "
                    + (forms.add(plus, pm1) == g) + " " + (forms.add(forms.add(g, star), star) == g) + " "
                    + forms.less(g, forms.add(g, forms.integer(1))) + " " + th.outcome(forms.negate(g)) + " "
                    + (forms.negate(forms.negate(g)) == g) + " "
                    + (ValueParser.parseGame(forms, new CanonicalFormPrinter(forms, th).print(g)) == g);
        });
        // {0|-1,{0|-1,...{0|-1,*}}}: built (with its dominance and reversibility checks), its
        // outcome from comparisons with 0, its thermograph; (G + +-1) + +-1 = G, G + * + * = G,
        // G < G + 1, -G is N, --G = G, printed and read back. (G + G itself has depth^2 / 2
        // subsums: quadratic.)
        assertEquals("N 0 -1 1/2 true true true N true true", printed);
    }

    /** {@code {0 | -1, {0 | -1, ... {0 | -1, bottom}}}}, {@code depth} levels. */
    static int chain(CanonicalForms forms, int bottom, int depth) {
        int g = bottom;
        for (int i = 0; i < depth; i++) {
            g = forms.game(new int[] {CanonicalForms.ZERO}, new int[] {forms.integer(-1), g});
        }
        return g;
    }

    /** Runs {@code work} on a thread with a 1 GiB stack: for the recursive references below. */
    static <T> T onHugeStack(Supplier<T> work) throws Exception {
        FutureTask<T> task = new FutureTask<>(work::get);
        Thread t = new Thread(null, task, "huge-stack", 1L << 30);
        t.start();
        return task.get();
    }

    /** The order by its definition (Siegel II.1), recursive and memoised only by pair: a reference. */
    static boolean leqByDefinition(CanonicalForms f, int g, int h, java.util.Map<Long, Boolean> memo) {
        long key = ((long) g << 32) | h;
        Boolean known = memo.get(key);
        if (known != null) {
            return known;
        }
        boolean result = true;
        for (int gl : f.left(g)) {
            if (leqByDefinition(f, h, gl, memo)) {
                result = false;
                break;
            }
        }
        if (result) {
            for (int hr : f.right(h)) {
                if (leqByDefinition(f, hr, g, memo)) {
                    result = false;
                    break;
                }
            }
        }
        memo.put(key, result);
        return result;
    }

    /** Cooling (heating) by its recursive definition, as Thermographs computed it before: a reference. */
    static int transformByDefinition(CanonicalForms f, Thermographs th, int g, Dyadic t, boolean cooling,
            java.util.Map<Integer, Integer> memo) {
        if (f.isNumber(g) || (cooling && t.signum() == 0)) {
            return g;
        }
        if (cooling && t.compareTo(th.thermograph(g).temperature()) > 0) {
            return f.number(th.thermograph(g).mast());
        }
        Integer known = memo.get(g);
        if (known != null) {
            return known;
        }
        int toLeft = f.number(cooling ? t.negate() : t);
        int toRight = f.number(cooling ? t : t.negate());
        int[] l = f.left(g).clone();
        int[] r = f.right(g).clone();
        for (int i = 0; i < l.length; i++) {
            l[i] = f.add(transformByDefinition(f, th, l[i], t, cooling, memo), toLeft);
        }
        for (int i = 0; i < r.length; i++) {
            r[i] = f.add(transformByDefinition(f, th, r[i], t, cooling, memo), toRight);
        }
        int c = f.game(l, r);
        memo.put(g, c);
        return c;
    }

    /** What the comparison, cooling and heating give for chains of these depths, by one of the two functions. */
    static String compareCoolHeat(int deep, int shallow, boolean byDefinition) {
        CanonicalForms forms = new CanonicalForms();
        int g = chain(forms, forms.nimber(1), deep);
        int h = chain(forms, forms.nimber(1), deep - 1);
        int g1 = forms.add(g, forms.integer(1));
        int s = chain(forms, forms.nimber(1), shallow);
        Thermographs th = new Thermographs(forms);
        CanonicalFormPrinter printer = new CanonicalFormPrinter(forms, th);
        Dyadic quarter = Dyadic.of(1, 2);
        java.util.Map<Long, Boolean> memo = new java.util.HashMap<>();
        java.util.function.BiPredicate<Integer, Integer> leq = byDefinition
                ? (x, y) -> leqByDefinition(forms, x, y, memo) : forms::leq;
        return leq.test(g, h) + " " + leq.test(h, g) + " " + leq.test(g, g1) + " " + leq.test(g1, g) + " "
                + leq.test(s, g) + " " + leq.test(g, s) + "\n"
                + printer.print(byDefinition ? transformByDefinition(forms, th, g, Dyadic.HALF, true,
                        new java.util.HashMap<>()) : th.cool(g, Dyadic.HALF)) + "\n"
                + (byDefinition ? transformByDefinition(forms, th, g, Dyadic.ZERO, false, new java.util.HashMap<>())
                        : th.heat(g, Dyadic.ZERO)) + " " + g + "\n"
                + printer.print(byDefinition ? transformByDefinition(forms, th, s, quarter, true, new java.util.HashMap<>())
                        : th.cool(s, quarter)) + "\n"
                + printer.print(byDefinition ? transformByDefinition(forms, th, s, Dyadic.ONE, false,
                        new java.util.HashMap<>()) : th.heat(s, Dyadic.ONE));
    }

    @Test
    void tenThousandDeepFormsCompareCoolAndHeatOnAnOrdinaryStack() throws Exception {
        // G_n = {0 | -1, G_n-1}: G_10000 against G_9999, against G_10000 + 1 and against G_100,
        // G_10000 cooled by 1/2 (its temperature: every level cools to a nus, so this is linear)
        // and heated by 0 (itself), all on a 1 MiB stack; then G_100 cooled by 1/4 and heated by
        // 1 (their images are deep general forms whose sums cost depth^2, so not 10,000 deep).
        // The reference: the recursive definitions, run on a 1 GiB stack.
        String ours = onOrdinaryStack(() -> compareCoolHeat(10_000, 100, false));
        String reference = onHugeStack(() -> compareCoolHeat(10_000, 100, true));
        assertEquals(reference, ours);
        String[] lines = ours.split("\n");
        String[] ids = lines[2].split(" ");
        assertEquals(ids[0], ids[1], "heating by 0 gives the form back");
        assertEquals("-1/2*", lines[1]);
    }
}
