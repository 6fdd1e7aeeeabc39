package org.sprague.partizan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.sprague.game.Deadline;
import org.sprague.game.LimitExceededException;

/** app28: a store's budget of work, and the size of a form written out. */
class CanonicalFormsBudgetTest {

    /** The sum of the switches {@code {k | -k}} for k = 1..n (each sum compares and simplifies its options). */
    private static int switches(CanonicalForms forms, int n) {
        int sum = CanonicalForms.ZERO;
        for (int k = 1; k <= n; k++) {
            sum = forms.add(sum, forms.game(new int[] {forms.integer(k)}, new int[] {forms.integer(-k)}));
        }
        return sum;
    }

    @Test
    void aStoreStopsPastItsStepsOfWork() {
        CanonicalForms bounded = new CanonicalForms(Long.MAX_VALUE, 2048, Deadline.unlimited());
        LimitExceededException e = assertThrows(LimitExceededException.class, () -> switches(bounded, 12));
        assertTrue(e.getMessage().contains("worked 2048 steps on canonical forms, the limit"), e.getMessage());
        CanonicalForms unbounded = new CanonicalForms(Long.MAX_VALUE, Deadline.unlimited());
        assertTrue(unbounded.size() < unbounded.writtenSize(switches(unbounded, 12)), "no budget: the same sum is done");
    }

    @Test
    void aFormWrittenOutCountsEachOptionAsOftenAsItAppears() {
        CanonicalForms forms = new CanonicalForms();
        assertEquals(1, forms.writtenSize(forms.number(Dyadic.ONE)), "a number is one token");
        int g = forms.game(new int[] {forms.number(Dyadic.ONE)}, new int[] {forms.number(Dyadic.ZERO)}); // {1|0}
        assertEquals(3, forms.writtenSize(g));
        int sum = switches(forms, 6);
        double expected = 1;
        for (int o : forms.left(sum)) {
            expected += forms.writtenSize(o);
        }
        for (int o : forms.right(sum)) {
            expected += forms.writtenSize(o);
        }
        assertEquals(expected, forms.writtenSize(sum), "one node and its options written out, each time they appear");
    }
}
