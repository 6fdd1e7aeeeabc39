package org.sprague.partizan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.FutureTask;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.sprague.partizan.games.Hackenbush;
import org.sprague.partizan.games.PartizanSumSolver;

/**
 * Deep canonical forms evaluate on a thread with an ordinary stack (1 MiB, the JVM's usual
 * default for new threads), without a StackOverflowError: construction with its dominance
 * and reversibility checks, sums, negatives, comparisons, thermographs, printing and the
 * parser.
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
}
