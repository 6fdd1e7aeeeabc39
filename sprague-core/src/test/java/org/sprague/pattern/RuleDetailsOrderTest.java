package org.sprague.pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A rule's numbers keep the order they were given in, so the JSON of {@code pattern --json} is
 * the same on every run (they were copied with {@code Map.copyOf}, whose iteration order is
 * salted per JVM: {@code pattern multiplication --to 2000 --json} printed "ratio" first on one
 * run and last on the next).
 */
class RuleDetailsOrderTest {

    @Test
    void detailsIterateInTheOrderGiven() {
        Map<String, Object> given = new LinkedHashMap<>();
        List<String> keys = List.of("outcome", "a", "b", "ratio", "preperiod", "exceptions", "score", "period",
                "residues", "modulus", "saltus", "rows", "cols");
        for (int i = 0; i < keys.size(); i++) {
            given.put(keys.get(i), i);
        }
        Rule rule = new Rule("geometric-intervals", "N iff ...", given);
        assertEquals(keys, List.copyOf(rule.details().keySet()));
    }
}
