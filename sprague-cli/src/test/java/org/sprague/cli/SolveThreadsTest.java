package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code solve --threads 2}: the root's moves split between two threads, the same answers as one. */
class SolveThreadsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static String[] args(String position, String... more) {
        List<String> a = new ArrayList<>();
        a.add("solve");
        a.addAll(List.of(position.split(" ")));
        a.addAll(List.of(more));
        return a.toArray(String[]::new);
    }

    private static Path example(String name) {
        Path p = Path.of("../examples", name);
        return Files.exists(p) ? p : Path.of("examples", name);
    }

    @Test
    void twoThreadsPrintTheSameValuesAndWinningMovesAsOne() throws Exception {
        String cuttingFile = example("CuttingSheets.java").toString();
        for (String position : List.of("chomp 6x7", "chomp 5 4 4 2 1", "cutting 300 4 --method search",
                "wythoff 25 40 --method search", "moore:2 5 7 9 11 --method search", "kiki 6 8 --method search",
                "chomp 5x5 + chomp 3 2 1", "--game-file " + cuttingFile + " 200 3",
                "--game-file " + example("FibonacciThreeHeaps.java") + " 25 30 35")) {
            Cli one = Cli.run(args(position, "--threads", "1"));
            Cli two = Cli.run(args(position, "--threads", "2"));
            assertEquals(0, two.exitCode(), position + ": " + two.err());
            // the same lines but the engine's: two threads name the split search (issue 22 item 2)
            assertEquals(noEngine(one.out()), noEngine(two.out()), position);
            assertEquals(noEngine(Cli.run(args(position)).out()), noEngine(two.out()), position + ": as without --threads");
            JsonNode j1 = JSON.readTree(Cli.run(args(position, "--threads", "1", "--json")).out());
            JsonNode j2 = JSON.readTree(Cli.run(args(position, "--threads", "2", "--json")).out());
            assertEquals(1, j1.get("threads").asInt(), position);
            assertEquals(2, j2.get("threads").asInt(), position + ": the search was split");
            ((ObjectNode) j2).put("threads", 1);
            for (ObjectNode j : List.of((ObjectNode) j1, (ObjectNode) j2)) {
                j.remove(List.of("engine", "statistics")); // which search, and its time and positions
            }
            assertEquals(j1, j2, position);
        }
    }

    @Test
    void withoutTheFlagTheJsonHasNoThreadsField() throws Exception {
        JsonNode j = JSON.readTree(Cli.run("solve", "chomp", "4x4", "--json").out());
        assertFalse(j.has("threads"), j.toString());
    }

    @Test
    void routesThatAreNotSplitSayTheyRanOnOneThread() throws Exception {
        Cli cram = Cli.run("solve", "cram", "4x4", "--threads", "2");
        assertEquals(0, cram.exitCode(), cram.err());
        assertTrue(cram.out().contains("searched:   on one thread (Lemoine and Viennot's pruned search"), cram.out());
        assertEquals(1, JSON.readTree(Cli.run("solve", "cram", "4x4", "--threads", "2", "--json").out())
                .get("threads").asInt());
        Cli misere = Cli.run("solve", "chomp", "4x4", "--misere", "--threads", "2");
        assertTrue(misere.out().contains("searched:   on one thread"), misere.out());
        Cli closedForm = Cli.run("solve", "nim", "3", "4", "--threads", "2");
        assertEquals(Cli.run("solve", "nim", "3", "4").out(), closedForm.out(), "nothing searched: nothing to say");
    }

    @Test
    void aPositionLimitOrATimeoutOnTwoThreadsExits3() {
        Cli limit = Cli.run("solve", "chomp", "9x9", "--threads", "2", "--max-positions", "5000");
        assertEquals(3, limit.exitCode(), limit.err());
        assertTrue(limit.err().contains("position limit reached"), limit.err());
        assertEquals(1, limit.err().strip().lines().count(), limit.err());
        Cli time = Cli.run("solve", "chomp", "15x15", "--threads", "2", "--timeout", "1",
                "--max-positions", "1000000000");
        assertEquals(3, time.exitCode(), time.err());
        assertTrue(time.err().contains("time limit reached"), time.err());
    }

    @Test
    void aThreadCountOtherThanOneOrTwoExits2NamingIt() {
        for (String n : List.of("0", "3", "-1")) {
            Cli r = Cli.run("solve", "chomp", "3x3", "--threads", n);
            assertEquals(2, r.exitCode(), n);
            assertTrue(r.err().contains("--threads " + n + " must be 1 or 2"), r.err());
        }
        Cli word = Cli.run("solve", "chomp", "3x3", "--threads", "two");
        assertEquals(2, word.exitCode());
        assertTrue(word.err().contains("'two'"), word.err());
    }

    /** The text without its {@code engine:} line. */
    private static String noEngine(String out) {
        return out.replaceAll("(?m)^engine: .*\\R", "");
    }
}
