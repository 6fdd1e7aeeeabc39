package org.sprague.pattern;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A rule found in a table, in words and in numbers.
 *
 * @param kind the family: "periodic", "arithmetic-periodic", "residues",
 *     "geometric-intervals", "doubly-periodic", "lines", "beatty-pairs", "xor-split",
 *     "rows-periodic"
 * @param text the rule as a person reads it ("P iff n mod 3 = 0")
 * @param details the rule's numbers (preperiod, period, residues, ratio...), for programs, in
 *     the order given (the JSON's order: {@code Map.copyOf} iterated in an order that changed
 *     from one JVM to the next, so {@code pattern --json} printed them differently run to run)
 * @param proven true only where a theorem extends the rule beyond the checked range
 * @param theorem the theorem and how it applies when proven ("Guy-Smith: ..."), else null
 */
public record Rule(String kind, String text, Map<String, Object> details, boolean proven, String theorem) {

    public Rule {
        details.forEach((k, v) -> java.util.Objects.requireNonNull(v, k)); // as Map.copyOf refused nulls
        details = Collections.unmodifiableMap(new LinkedHashMap<>(details));
        if (proven != (theorem != null)) {
            throw new IllegalArgumentException("a rule is proven exactly when its theorem is named");
        }
    }

    /** An unproven rule. */
    public Rule(String kind, String text, Map<String, Object> details) {
        this(kind, text, details, false, null);
    }

    /** This rule marked proven by {@code theoremText}. */
    public Rule provenBy(String theoremText) {
        return new Rule(kind, text, details, true, theoremText);
    }
}
