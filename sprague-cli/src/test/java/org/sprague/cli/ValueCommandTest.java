package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ValueCommandTest {

    @Test
    void printsTheIssuesExampleLineByLine() {
        Cli r = Cli.run("value", "{2|-1}");
        assertEquals(0, r.exitCode(), r.err());
        assertEquals("""
                value:        {2|-1}
                outcome:      N (the first player wins)
                mean:         1/2
                temperature:  3/2
                stops:        left 2, right -1
                """, r.out());
    }

    @Test
    void jsonHasExactRationalsAsStrings() throws Exception {
        Cli r = Cli.run("value", "{2|-1}", "--json");
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals("{2|-1}", j.get("input").asText());
        assertEquals("{2|-1}", j.get("value").asText());
        assertEquals("N", j.get("outcome").asText());
        assertEquals("1/2", j.get("mean").asText());
        assertEquals("3/2", j.get("temperature").asText());
        assertEquals("2", j.get("leftStop").asText());
        assertEquals("-1", j.get("rightStop").asText());
        assertFalse(j.has("cooled"));
    }

    @Test
    void canonicalFormsOfTheIssue() {
        String[][] cases = {{"{0|0}", "*"}, {"{0,*|0,*}", "*2"}, {"{0|*}", "^"}, {"{0,*|0}", "^*"},
                {"^+^", "^^"}, {"^+^+^", "^3"}, {"{1|-1}", "+-1"}, {"{0||0|-2}", "Tiny(2)"},
                {"{2|0||0}", "Miny(2)"}, {"^ + ^ + *", "^^*"}, {"-{0|^}", "vv*"}, {"1/2 + *", "1/2*"},
                {"73/16 + v9 + *8", "73/16v9*8"}};
        for (String[] c : cases) {
            Cli r = Cli.run("value", c[0]);
            assertEquals(0, r.exitCode(), c[0] + ": " + r.err());
            assertTrue(r.out().startsWith("value:        " + c[1] + "\n"), c[0] + " -> " + r.out());
        }
    }

    @Test
    void comparisonsPrintTrueOrFalse() {
        assertEquals("false\n", Cli.run("value", "^ <= *").out());
        assertEquals("true\n", Cli.run("value", "^ <> *").out());
        assertEquals("true\n", Cli.run("value", "{1|0} + {1|0} == 1").out());
        assertEquals("true\n", Cli.run("value", "^ < 1/1024").out());
        assertEquals("true\n", Cli.run("value", "* |> 0").out());
        assertEquals("false\n", Cli.run("value", "^* >= 0").out());
    }

    @Test
    void badCharacterIsExitTwoNamingIt() {
        Cli r = Cli.run("value", "{1|x}");
        assertEquals(2, r.exitCode());
        assertTrue(r.err().contains("'x' at position 4"), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
    }

    @Test
    void coolingAndThermograph(@TempDir Path dir) throws Exception {
        Path svg = dir.resolve("plot.svg");
        Cli r = Cli.run("value", "{3||2*|1*}", "--thermograph", svg.toString(), "--cool", "1/2", "--heat", "1");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("cooled by 1/2: {5/2|2*}"), r.out());
        assertTrue(r.out().contains("temperature:  3/4"), r.out());
        String s = Files.readString(svg);
        assertTrue(s.startsWith("<svg") && s.contains("polyline") && s.contains("t = 3/4"), s);
    }

    @Test
    void formLimitIsExitThree() {
        Cli r = Cli.run("value", "{5|{3|{2|1}}} + {7/2|-1} + {^|v*} + {2|*}", "--max-forms", "20");
        assertEquals(3, r.exitCode(), r.out() + r.err());
        assertTrue(r.err().contains("canonical forms"), r.err());
    }

    @Test
    void atomicWeightOfAllSmallGames() throws Exception {
        String[][] cases = {{"^", "1"}, {"*", "0"}, {"^*", "1"}, {"v+v", "-2"}, {"{0|v*}", "0"}};
        for (String[] c : cases) {
            Cli r = Cli.run("value", c[0], "--atomic-weight");
            assertEquals(0, r.exitCode(), c[0] + ": " + r.err());
            assertTrue(r.out().contains("\natomic weight: " + c[1] + "\n"), c[0] + ": " + r.out());
        }
        Cli j = Cli.run("value", "^*", "--atomic-weight", "--json");
        assertEquals("1", new ObjectMapper().readTree(j.out()).get("atomicWeight").asText());
    }

    @Test
    void atomicWeightOfANumberIsBadInputOnOneLine() {
        Cli r = Cli.run("value", "{1|-1}", "--atomic-weight");
        assertEquals(2, r.exitCode());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains("all-small"), r.err());
    }

    @Test
    void notationCgsuitePrintsCgscriptAndBothAreReadBack() {
        Cli sprague = Cli.run("value", "2Tiny(2) + ^<2>");
        assertEquals(0, sprague.exitCode(), sprague.err());
        Cli cgsuite = Cli.run("value", "2Tiny(2)", "--notation", "cgsuite");
        assertEquals(0, cgsuite.exitCode(), cgsuite.err());
        assertTrue(cgsuite.out().startsWith("value:        2+Tiny(2)\n"), cgsuite.out());
        assertTrue(Cli.run("value", "^<2>*", "--notation", "cgsuite").out().startsWith("value:        ^.Pow(2)+*\n"));
        assertEquals("true\n", Cli.run("value", "2+Tiny(2) == 2Tiny(2)").out());
        assertEquals("true\n", Cli.run("value", "^.PowTo(3)+* == ^[3]*").out());
    }

    @Test
    void aGameNextToAnotherIsExitTwoNamingTheColumnNotADroppedTerm() {
        Cli r = Cli.run("value", "{2 3|0}");
        assertEquals(2, r.exitCode(), r.out());
        assertTrue(r.err().contains("'3' at position 4"), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
    }

    @Test
    void anUnknownNotationIsExitTwo() {
        Cli r = Cli.run("value", "1", "--notation", "latex");
        assertEquals(2, r.exitCode(), r.out());
        assertTrue(r.err().contains("notation 'latex'"), r.err());
    }
}
