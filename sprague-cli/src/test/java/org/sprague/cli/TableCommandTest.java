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

class TableCommandTest {

    /** The grid rows of a text table: every line after the header. */
    private static List<String> rows(Cli r) {
        List<String> lines = r.out().strip().lines().toList();
        return lines.subList(1, lines.size());
    }

    @ParameterizedTest
    @ValueSource(strings = {"auto", "search"})
    void twoHeapNimIsPExactlyOnTheDiagonal(String method) {
        Cli r = Cli.run("table", "nim", "6x7", "--method", method);
        assertEquals(0, r.exitCode(), r.err());
        List<String> rows = rows(r);
        assertEquals(6, rows.size(), r.out());
        for (int a = 0; a < 6; a++) {
            assertEquals(7, rows.get(a).length(), rows.get(a));
            for (int b = 0; b < 7; b++) {
                assertEquals(a == b ? 'P' : 'N', rows.get(a).charAt(b), "nim " + a + " " + b);
            }
        }
        assertTrue(r.out().lines().findFirst().orElseThrow().contains(method.equals("auto") ? "closed-form" : "search"));
    }

    /** Options that only one kind of table reads were ignored silently; now they end in exit 2 naming the option. */
    @ParameterizedTest
    @ValueSource(strings = {"nim 3x3 --outcome --grundy", "nim 3x3 --threads 2", "domineering 2x2 --grundy",
        "domineering 2x2 --misere"})
    void optionsTheTableWouldIgnoreAreRefusedNamingThem(String line) {
        Cli r = Cli.run(("table " + line).split(" "));
        assertEquals(2, r.exitCode(), r.out() + r.err());
        String option = line.contains("--threads") ? "--threads" : line.contains("--grundy") ? "--grundy" : "--misere";
        assertTrue(r.err().contains(option), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
    }

    @Test
    void outcomeOnAnImpartialGameIsItsDefaultTableOfPAndN() {
        Cli plain = Cli.run("table", "nim", "4x5");
        Cli outcome = Cli.run("table", "nim", "4x5", "--outcome");
        assertEquals(0, outcome.exitCode(), outcome.err());
        assertEquals(plain.out(), outcome.out());
    }

    @Test
    void headerNamesTheCoordinates() {
        Cli r = Cli.run("table", "nim", "3x4");
        String header = r.out().lines().findFirst().orElseThrow();
        assertTrue(header.startsWith("nim 3x4"), header);
        assertTrue(header.contains("rows 0..2, cols 0..3"), header);
    }

    @Test
    void jsonHasTheDocumentedShape() throws Exception {
        Cli r = Cli.run("table", "nim", "3x4", "--json");
        assertEquals(0, r.exitCode(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals(List.of("game", "kind", "rowStart", "colStart", "rows", "cols", "cells", "decidedBy"),
                List.copyOf(iterable(j)));
        assertEquals("nim", j.get("game").asText());
        assertEquals("outcome", j.get("kind").asText());
        assertEquals(0, j.get("rowStart").asInt());
        assertEquals(0, j.get("colStart").asInt());
        assertEquals(3, j.get("rows").asInt());
        assertEquals(4, j.get("cols").asInt());
        assertEquals("closed-form", j.get("decidedBy").asText());
        for (int a = 0; a < 3; a++) {
            assertEquals(4, j.get("cells").get(a).size());
            for (int b = 0; b < 4; b++) {
                assertEquals(a == b ? "P" : "N", j.get("cells").get(a).get(b).asText());
            }
        }
    }

    private static List<String> iterable(JsonNode j) {
        List<String> names = new java.util.ArrayList<>();
        j.fieldNames().forEachRemaining(names::add);
        return names;
    }

    @Test
    void grundyJsonCellsAreNumbersEqualToTheNimSum() throws Exception {
        Cli r = Cli.run("table", "nim", "5x9", "--grundy", "--json", "--method", "search");
        assertEquals(0, r.exitCode(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals("grundy", j.get("kind").asText());
        assertEquals("search", j.get("decidedBy").asText());
        for (int a = 0; a < 5; a++) {
            for (int b = 0; b < 9; b++) {
                JsonNode cell = j.get("cells").get(a).get(b);
                assertTrue(cell.isNumber(), cell.toString());
                assertEquals(a ^ b, cell.asInt());
            }
        }
    }

    @Test
    void grundyTextIsAlignedInColumns() {
        Cli r = Cli.run("table", "nim", "4x12", "--grundy");
        assertEquals(0, r.exitCode(), r.err());
        List<String> rows = rows(r);
        assertEquals(4, rows.size());
        assertEquals(" 0  1  2  3  4  5  6  7  8  9 10 11", rows.get(0));
        assertEquals(" 3  2  1  0  7  6  5  4 11 10  9  8", rows.get(3));
    }

    @Test
    void misereTwoHeapNimDiffersOnlyAmongHeapsOfAtMostOne() {
        Cli r = Cli.run("table", "nim", "4x4", "--misere");
        assertEquals(0, r.exitCode(), r.err());
        assertEquals(List.of("NPNN", "PNNN", "NNPN", "NNNP"), rows(r));
        assertTrue(r.out().contains("misère"), r.out());
    }

    @ParameterizedTest
    @ValueSource(strings = {"5by3", "0x3", "3x0", "x3", "3x", "3x3x3", "", "5 x 3"})
    void malformedOrEmptySizeIsBadInputNamingIt(String size) {
        Cli r = Cli.run("table", "nim", size);
        assertEquals(2, r.exitCode(), r.err());
        assertTrue(r.err().contains("'" + size + "'"), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.out().isEmpty(), r.out());
    }

    @Test
    void tooManyCellsIsALimit() {
        Cli r = Cli.run("table", "nim", "3000x3000");
        assertEquals(3, r.exitCode(), r.err());
        assertTrue(r.err().contains("9000000 cells"), r.err());
        Cli huge = Cli.run("table", "nim", "99999999999999999999x2");
        assertEquals(3, huge.exitCode(), huge.err());
    }

    @Test
    void searchOverTheLimitIsALimit() {
        Cli r = Cli.run("table", "nim", "40x40", "--method", "search", "--max-positions", "10");
        assertEquals(3, r.exitCode(), r.err());
        assertTrue(r.err().contains("limit"), r.err());
    }

    @Test
    void grundyWithMisereIsBadInput() {
        Cli r = Cli.run("table", "nim", "3x3", "--grundy", "--misere");
        assertEquals(2, r.exitCode());
        assertEquals(1, r.err().strip().lines().count(), r.err());
    }

    @Test
    void unknownGameAndMissingSizeAreBadInput() {
        Cli r = Cli.run("table", "chess", "3x3");
        assertEquals(2, r.exitCode());
        assertTrue(r.err().contains("unknown game 'chess'"), r.err());
        Cli missing = Cli.run("table", "nim");
        assertEquals(2, missing.exitCode());
        assertTrue(missing.err().contains("RxC"), missing.err());
        assertFalse(missing.err().contains("Exception"), missing.err());
    }
}
