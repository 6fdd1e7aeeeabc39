package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.sprague.game.Position;
import org.sprague.catalog.games.WythoffGame;

/** The two-coordinate and contest games through the real command line. */
class Games2dCliTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static void assertOneLineError(Cli r, String expected) {
        assertEquals(2, r.exitCode(), r.out() + r.err());
        assertTrue(r.err().contains(expected), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void fortyDigitWythoffAnswersByClosedFormWithMovesToPPairs() throws Exception {
        BigInteger k = new BigInteger("3141592653589793238462643383279502884197");
        Position pair = pPair(k);
        BigInteger a = pair.get(0).add(BigInteger.valueOf(1000));
        BigInteger b = pair.get(1).add(BigInteger.valueOf(1000));
        long start = System.nanoTime();
        Cli r = Cli.run("solve", "wythoff", a.toString(), b.toString(), "--json");
        assertTrue(System.nanoTime() - start < 5_000_000_000L, "not instant");
        assertEquals(0, r.exitCode(), r.err());
        JsonNode j = JSON.readTree(r.out());
        assertEquals("N", j.get("outcome").asText());
        assertEquals("closed-form", j.get("decidedBy").asText());
        boolean diagonal = false;
        for (JsonNode m : j.get("winningMoves")) {
            String[] to = m.get("position").asText().split(" ");
            assertTrue(WythoffGame.isP(new BigInteger(to[0]), new BigInteger(to[1])), m.toString());
            diagonal |= m.get("position").asText().equals(pair.toString());
        }
        assertTrue(diagonal, r.out());

        Cli p = Cli.run("solve", "wythoff", pair.get(1).toString(), pair.get(0).toString());
        assertEquals(0, p.exitCode(), p.err());
        assertTrue(p.out().contains("P (the player to move loses)"), p.out());
    }

    @Test
    void wythoffSearchGivesTheGrundyValue() {
        Cli r = Cli.run("solve", "wythoff", "1", "2", "--method", "search", "--json");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("\"grundy\" : 0") || r.out().contains("\"grundy\":0"), r.out());
    }

    @Test
    void mooresExampleIsN() throws Exception {
        Cli r = Cli.run("solve", "moore:2", "3", "5", "10", "15", "--json");
        assertEquals(0, r.exitCode(), r.err());
        JsonNode j = JSON.readTree(r.out());
        assertEquals("moore:2", j.get("game").asText());
        assertEquals("N", j.get("outcome").asText());
        assertTrue(r.out().contains("heaps 3,4: 10 -> 6, 15 -> 7"), r.out());
    }

    @Test
    void uvaMultiplicationSamples() {
        assertTrue(Cli.run("solve", "multiplication", "162").out().contains("N (the player to move wins)"));
        assertTrue(Cli.run("solve", "multiplication", "17").out().contains("P (the player to move loses)"));
        Cli r = Cli.run("solve", "multiplication", "34012226", "--method", "search");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("N (the player to move wins)"), r.out());
    }

    @Test
    void cuttingPojSamples() {
        assertTrue(Cli.run("solve", "cutting", "2", "2").out().contains("P (the player to move loses)"));
        assertTrue(Cli.run("solve", "cutting", "3", "2").out().contains("P (the player to move loses)"));
        Cli r = Cli.run("solve", "cutting", "4", "2");
        assertTrue(r.out().contains("sheet 1: 4x2 -> 2x2 + 2x2"), r.out());
    }

    @Test
    void contestSamplesZeroXorAndPebbles() {
        assertTrue(Cli.run("solve", "zero-xor", "9", "14", "11", "3", "5", "8").out().contains("P (the player"));
        assertTrue(Cli.run("solve", "zero-xor", "131").out().contains("N (the player"));
        assertTrue(Cli.run("solve", "pebbles:1,1", "3", "3").out().contains("N ("));
        assertTrue(Cli.run("solve", "pebbles:1,2", "3", "3").out().contains("P ("));
        Cli search = Cli.run("solve", "pebbles:1,1", "3", "3", "--method", "search");
        assertEquals(0, search.exitCode(), search.err());
        assertTrue(search.out().contains("heaps 1,2: 3 -> 2, 3 -> 2"), search.out());
    }

    @Test
    void kikiAndSumsWithOtherGames() {
        Cli r = Cli.run("solve", "kiki", "5", "3");
        assertTrue(r.out().contains("P (the player to move loses)"), r.out());
        Cli sum = Cli.run("solve", "nim 3 4", "+", "wythoff 1 2", "+", "cutting 4 2");
        assertEquals(0, sum.exitCode(), sum.err());
        assertTrue(sum.out().contains("grundy:     6"), sum.out()); // 3^4 ^ 0 ^ 1
    }

    @Test
    void badParametersAndPositionsAreOneLineErrors() {
        assertOneLineError(Cli.run("solve", "moore:0", "1", "2"), "parameter K '0' must be >= 1");
        assertOneLineError(Cli.run("solve", "moore", "1", "2"), "moore needs the parameter K");
        assertOneLineError(Cli.run("solve", "pebbles:1", "3", "3"), "pebbles: parameter '1'");
        assertOneLineError(Cli.run("solve", "pebbles:0,2", "3"), "parameter X '0' must be >= 1");
        assertOneLineError(Cli.run("solve", "zero-xor", "3", "5", "3"), "number 3 '3' repeats");
        assertOneLineError(Cli.run("solve", "cutting", "1", "5"), "must be >= 2");
        assertOneLineError(Cli.run("solve", "cutting", "4", "5", "6"), "pairs w h");
        assertOneLineError(Cli.run("solve", "wythoff", "1", "2", "3"), "two heap sizes");
        assertOneLineError(Cli.run("solve", "kiki", "0", "3"), "kiki: n '0' must be >= 1");
        assertOneLineError(Cli.run("solve", "multiplication", "0"), "multiplication: n '0' must be >= 1");
        assertOneLineError(Cli.run("solve", "pebbles:1,1", "3", "+", "nim", "2"), "partizan");
    }

    @Test
    void pebblesJsonCarriesTheValueTheTextShows() throws Exception {
        Cli text = Cli.run("solve", "pebbles:1,2", "3", "3");
        String line = text.out().lines().filter(l -> l.startsWith("value:")).findFirst().orElseThrow();
        String shown = line.substring("value:".length()).strip().split("  ")[0];
        Cli json = Cli.run("solve", "pebbles:1,2", "3", "3", "--json");
        assertEquals(0, json.exitCode(), json.err());
        var node = new com.fasterxml.jackson.databind.ObjectMapper().readTree(json.out());
        assertEquals(shown, node.get("value").asText());
        assertEquals("P", node.get("outcome").asText());
        var star2 = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(Cli.run("solve", "pebbles:1,1", "3", "3", "--json").out());
        assertEquals("*2", star2.get("value").asText());
        // impartial games keep their JSON as it was
        assertFalse(new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(Cli.run("solve", "nim", "3", "--json").out()).has("value"));
    }

    /** The P-pair {@code (a_k, a_k + k)}. */
    private static Position pPair(BigInteger k) {
        BigInteger a = WythoffGame.lower(k);
        return new Position(java.util.List.of(a, a.add(k)));
    }
}
