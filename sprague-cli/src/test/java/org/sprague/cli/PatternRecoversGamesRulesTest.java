package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The pattern finder recovers every rule stated in shared/spec/games.md from the engine's
 * own (searched) tables.
 */
class PatternRecoversGamesRulesTest {

    private static JsonNode pattern(String... args) throws Exception {
        String[] full = new String[args.length + 2];
        full[0] = "pattern";
        System.arraycopy(args, 0, full, 1, args.length);
        full[full.length - 1] = "--json";
        Cli r = Cli.run(full);
        assertEquals(0, r.exitCode(), r.err());
        return new ObjectMapper().readTree(r.out());
    }

    @ParameterizedTest(name = "{0} {1}: {3}")
    @CsvSource(delimiter = '|', value = {
        "bash:3|--to 200|outcomes|P iff n mod 4 = 0",
        "subtraction:pow2|--to 300|outcomes|P iff n mod 3 = 0",
        "subtraction:1,3,4|--to 300|outcomes|P iff n mod 7 in {0, 2}",
        "capped-nim:2|--to 200|grundy|G(n + 3) = G(n) for n >= 0; one period from n = 0: [0, 1, 2]",
        "lasker|--to 200|grundy|G(n + 4) = G(n) + 4 for n >= 1; below 1, G differs from that rule at n in {0} (1 exception)",
        "nim|--to 100|grundy|G(n) = n + 0 for n >= 0",
    })
    void oneCoordinateRules(String game, String range, String subject, String rule) throws Exception {
        String[] r = range.split(" ");
        JsonNode j = pattern(game, r[0], r[1]);
        assertEquals(rule, j.get(subject).get("rule").get("text").asText());
    }

    @ParameterizedTest(name = "{0}: preperiod {1}, period {2}")
    @CsvSource({"kayles, 71, 12, 400", "dawsons-kayles, 53, 34, 400"})
    void octalGamesHaveTheirKnownPeriods(String game, long preperiod, int period, int to) throws Exception {
        JsonNode rule = pattern(game, "--to", Integer.toString(to)).get("grundy").get("rule");
        assertEquals(preperiod, rule.get("details").get("preperiod").asLong());
        assertEquals(period, rule.get("details").get("period").asInt());
    }

    @ParameterizedTest(name = "{0} {1}: {2}")
    @CsvSource(delimiter = '|', value = {
        "kiki|24x24|P iff x and y are both odd",
        "nim|20x20|P iff x = y",
    })
    void twoCoordinateRules(String game, String size, String rule) throws Exception {
        assertEquals(rule, pattern(game, size).get("outcomes").get("rule").get("text").asText());
    }

    @org.junit.jupiter.api.Test
    void wythoffIsTheGoldenRatioPairs() throws Exception {
        JsonNode d = pattern("wythoff", "40x40").get("outcomes").get("rule").get("details");
        assertEquals("phi = (1 + sqrt 5)/2", d.get("alpha").asText());
    }

    @org.junit.jupiter.api.Test
    void multiplicationGameIsTheIntervalsOf18() throws Exception {
        JsonNode d = pattern("multiplication", "--to", "6000").get("outcomes").get("rule").get("details");
        assertEquals(18, d.get("ratio").asLong());
        assertEquals("N", d.get("outcome").asText());
        assertEquals(1, d.get("a").asLong());
        assertEquals(9, d.get("b").asLong());
    }
}
