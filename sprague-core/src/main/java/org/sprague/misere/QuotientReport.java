package org.sprague.misere;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sprague.heap.HeapCode;

/**
 * A misère quotient as {@code sprague quotient --json} and the web API's
 * {@code POST /api/quotient} print it; both build it here, so their JSON cannot drift apart.
 * States what the quotient is exact for and on what evidence it holds beyond.
 */
public final class QuotientReport {
    private QuotientReport() {
    }

    /** Why the quotient does or does not hold for every heap size, in one or two sentences. */
    public static String evidence(HeapCode code, MisereQuotient q) {
        String exact = "exact for every sum of heaps 0.." + q.to() + " (verified against the misère outcome rule"
                + " on all of them)";
        MisereQuotient.Periodicity p = q.periodicity();
        if (q.proven()) {
            int t = code.lastDigit();
            int m = code.maxHeaps(t);
            return exact + "; proven for every heap size by the periodicity theorem: the alphabet repeats with period "
                    + p.period() + " from heap " + p.preperiod() + " through heap " + q.to() + ", and a finite code"
                    + " whose last digit is t = " + t + " and whose moves leave at most M = " + m
                    + (m == 1 ? " heap" : " heaps") + " needs that through heap max(M(f + p) + t - M + 1, p + t + 1) - 1 = "
                    + p.lastHeapNeeded() + " (f = max(" + p.preperiod() + ", 1)); every larger heap then has, in the"
                    + " quotient, the options of the heap " + p.period() + " below it";
        }
        String why;
        if (!code.isFinite()) {
            why = "the code is infinite, so no periodicity theorem applies";
        } else if (code.unequalSplit()) {
            why = "splits must be unequal, so no periodicity theorem applies";
        } else if (p != null) {
            why = "the alphabet looks periodic (period " + p.period() + " from heap " + p.preperiod()
                    + ") but the periodicity theorem needs that through heap " + p.lastHeapNeeded();
        } else {
            why = "the alphabet is not (yet) periodic";
        }
        return exact + "; not proven beyond heap " + q.to() + ": " + why;
    }

    /** The JSON form. */
    public static Map<String, Object> json(String rule, HeapCode code, MisereQuotient q) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("rule", rule);
        m.put("code", code.notation());
        m.put("to", q.to());
        m.put("proven", q.proven());
        m.put("evidence", evidence(code, q));
        m.put("order", q.order());
        m.put("pPortionSize", q.pPortionSize());
        m.put("tame", q.tame());
        m.put("generators", q.generators());
        m.put("relations", q.relations());
        m.put("presentation", q.presentation());
        m.put("pPortion", q.pPortion());
        m.put("elements", q.elements());
        List<String> alphabet = new ArrayList<>();
        for (int x : q.alphabet()) {
            alphabet.add(q.word(x));
        }
        m.put("alphabet", alphabet);
        MisereQuotient.Periodicity p = q.periodicity();
        if (p == null) {
            m.put("periodicity", null);
        } else {
            Map<String, Object> pm = new LinkedHashMap<>();
            pm.put("preperiod", p.preperiod());
            pm.put("period", p.period());
            pm.put("proven", p.proven());
            pm.put("lastHeapNeeded", p.lastHeapNeeded() < 0 ? null : p.lastHeapNeeded());
            m.put("periodicity", pm);
        }
        List<Map<String, Object>> changes = new ArrayList<>();
        for (MisereQuotient.Change c : q.changes()) {
            Map<String, Object> cm = new LinkedHashMap<>();
            cm.put("heap", c.heap());
            cm.put("order", c.order());
            cm.put("pPortionSize", c.pPortionSize());
            changes.add(cm);
        }
        m.put("changes", changes);
        return m;
    }
}
