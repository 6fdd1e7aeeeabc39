package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Help teaches the syntax; every bad input is exit 2 with one line naming it. */
class HelpAndErrorsTest {

    @Test
    void mainHelpListsTheCommandsWithExamples() {
        Cli r = Cli.run("--help");
        assertEquals(0, r.exitCode(), r.err());
        for (String s : List.of("solve", "table", "play", "games", "help", "sprague solve nim 3 4 5",
                "sprague table kiki 5x3", "sprague play nim 3 4 5", "Exit codes", "P: the player to move loses")) {
            assertTrue(r.out().contains(s), s + " missing from:\n" + r.out());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"solve", "table", "play", "games"})
    void everyCommandHasHelpWithExamples(String command) {
        Cli viaHelp = Cli.run("help", command);
        assertEquals(0, viaHelp.exitCode(), viaHelp.err());
        assertTrue(viaHelp.out().contains("Usage: sprague " + command), viaHelp.out());
        assertTrue(viaHelp.out().contains("Examples:"), viaHelp.out());
        assertTrue(viaHelp.out().contains("  sprague " + command + " "), viaHelp.out());
        Cli viaOption = Cli.run(command, "--help");
        assertEquals(0, viaOption.exitCode(), viaOption.err());
        assertEquals(viaHelp.out(), viaOption.out());
    }

    @Test
    void helpSolveTeachesMethodsMisereAndSums() {
        String out = Cli.run("help", "solve").out();
        for (String s : List.of("--method", "--misere", "--json", "--max-positions", "'+'", "sprague solve bash:3 10")) {
            assertTrue(out.contains(s), s + " missing from:\n" + out);
        }
    }

    @Test
    void gamesListsEveryGameWithRulesSyntaxAndClosedForm() throws Exception {
        Cli r = Cli.run("games");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("nim  -  Nim"), r.out());
        assertTrue(r.out().contains("rules:"), r.out());
        assertTrue(r.out().contains("position:"), r.out());
        assertTrue(r.out().contains("closed form: P iff the nim-sum"), r.out());
        JsonNode j = new ObjectMapper().readTree(Cli.run("games", "--json").out());
        assertTrue(j.isArray());
        JsonNode nim = j.get(0);
        assertEquals("nim", nim.get("id").asText());
        assertEquals("impartial", nim.get("kind").asText());
        assertTrue(nim.get("table").asBoolean());
        assertFalse(nim.get("closedForm").isNull());
        assertEquals(1, new ObjectMapper().readTree(Cli.run("games", "nim", "--json").out()).size());
    }

    /** Exit 2, the bad part named on the first line, at most one more line (a pointer to help). */
    private static void assertBadInput(Cli r, String named) {
        assertEquals(2, r.exitCode(), r.err());
        List<String> lines = r.err().strip().lines().toList();
        assertTrue(lines.size() == 1 || lines.size() == 2 && lines.get(1).contains("see: sprague"), r.err());
        assertTrue(lines.get(0).contains(named), named + " not named in: " + r.err());
        assertFalse(r.err().contains("Exception") || r.err().contains("\tat "), r.err());
    }

    @Test
    void badInputIsOneLineNamingTheBadPart() {
        assertBadInput(Cli.run(), "missing command");
        assertBadInput(Cli.run("frobnicate"), "unknown command 'frobnicate'");
        // the list of commands offered is the real one, newer commands included
        assertBadInput(Cli.run("frobnicate"), "strong, query, value");
        assertBadInput(Cli.run("solve"), "GAME POSITION");
        assertBadInput(Cli.run("solve", "chess", "1"), "'chess'");
        assertBadInput(Cli.run("solve", "nim", "3", "x"), "'x'");
        assertBadInput(Cli.run("solve", "nim:3", "3"), "':3'");
        assertBadInput(Cli.run("solve", "nim", "3", "--bogus"), "--bogus");
        assertBadInput(Cli.run("solve", "nim", "3", "--method", "magic"), "'magic'");
        assertBadInput(Cli.run("solve", "nim", "3", "--max-positions", "0"), "--max-positions");
        assertBadInput(Cli.run("solve", "nim", "3", "--max-positions", "lots"), "'lots'");
        assertBadInput(Cli.run("solve", "nim 3", "+"), "component 2");
        assertBadInput(Cli.run("table", "nim", "5by3"), "'5by3'");
        assertBadInput(Cli.run("games", "chess"), "'chess'");
        assertBadInput(Cli.run("help", "chess"), "'chess'");
        assertBadInput(Cli.runWithInput("", "play", "nim", "-3"), "'-3'");
        assertBadInput(Cli.runWithInput("", "play"), "GAME POSITION");
    }

    @Test
    void limitsAreExitThreeSayingWhatWasReached() {
        Cli r = Cli.run("solve", "nim", "30", "40", "--method", "search", "--max-positions", "5");
        assertEquals(3, r.exitCode());
        assertTrue(r.err().contains("stored 5 positions"), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
    }
}
