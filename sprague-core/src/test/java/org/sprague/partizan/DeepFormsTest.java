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
 * and reversibility checks, comparisons with 0, thermographs, and the parser. (Sums,
 * negatives and printing of a deep form that is not a number plus ups and a star still
 * recurse on its depth: the CLI runs them on a large stack, {@code BigStack}.)
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
            return th.outcome(g) + " " + th.leftStop(g) + " " + th.rightStop(g) + " " + th.temperature(g);
        });
        // {0|-1,{0|-1,...{0|-1,*}}}: built (with its dominance and reversibility checks), its
        // outcome from comparisons with 0, its thermograph
        assertEquals("N 0 -1 1/2", printed);
    }
}
