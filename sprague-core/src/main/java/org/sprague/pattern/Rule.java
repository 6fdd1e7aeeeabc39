package org.sprague.pattern;

import java.util.Map;

/**
 * A rule found in a table, in words and in numbers.
 *
 * @param kind the family: "periodic", "arithmetic-periodic", "residues",
 *     "geometric-intervals", "doubly-periodic", "lines", "beatty-pairs", "xor-split",
 *     "rows-periodic"
 * @param text the rule as a person reads it ("P iff n mod 3 = 0")
 * @param details the rule's numbers (preperiod, period, residues, ratio...), for programs
 * @param proven true only where a theorem extends the rule beyond the checked range
 */
public record Rule(String kind, String text, Map<String, Object> details, boolean proven) {

    public Rule {
        details = Map.copyOf(details);
    }

    /** This rule marked proven. */
    public Rule asProven() {
        return new Rule(kind, text, details, true);
    }
}
