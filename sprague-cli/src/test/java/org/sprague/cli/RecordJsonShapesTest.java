package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JSON of answers that the core built as maps before and are records now (issue 22 item 1):
 * the same bytes as the maps wrote (the expected texts are what the commands printed before), and
 * {@code sprague strong --json}'s summary in a fixed order.
 */
class RecordJsonShapesTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path dir;

    private static List<String> keys(JsonNode node) {
        List<String> keys = new ArrayList<>();
        node.fieldNames().forEachRemaining(keys::add);
        return keys;
    }

    @Test
    void aGrundyTableWritesItsCellsAsNumbersAndAnOutcomeTableAsLetters() {
        Cli g = Cli.run("table", "nim", "2x3", "--grundy", "--json");
        assertEquals(0, g.exitCode(), g.err());
        assertEquals("""
                {
                  "game" : "nim",
                  "kind" : "grundy",
                  "rowStart" : 0,
                  "colStart" : 0,
                  "rows" : 2,
                  "cols" : 3,
                  "cells" : [ [ 0, 1, 2 ], [ 1, 0, 3 ] ],
                  "decidedBy" : "closed-form"
                }
                """, g.out());
        Cli o = Cli.run("table", "nim", "2x3", "--json");
        assertTrue(o.out().contains("\"cells\" : [ [ \"P\", \"N\", \"N\" ], [ \"N\", \"P\", \"N\" ] ]"), o.out());
    }

    @Test
    void aSequenceReportLeavesOutItsNullParts() throws Exception {
        Cli naive = Cli.run("grundy", "0.6", "--to", "20", "--json", "--method", "naive");
        assertEquals(0, naive.exitCode(), naive.err());
        assertEquals("""
                {
                  "rule" : "0.6",
                  "code" : "0.6",
                  "to" : 20,
                  "method" : "naive",
                  "values" : [ 0, 0, 1, 2, 0, 1, 2, 3, 1, 2, 3, 4, 0, 3, 4, 2, 1, 3, 2, 1, 0 ],
                  "maxValue" : 4,
                  "bitsPerValue" : 8
                }
                """, naive.out());
        JsonNode kayles = MAPPER.readTree(Cli.run("grundy", "kayles", "--to", "300", "--json", "--no-values").out());
        assertEquals(List.of("rule", "code", "to", "method", "periodicity", "rareMask", "rareDomainParity", "rareCount",
                "maxValue", "bitsPerValue"), keys(kayles));
        assertEquals(List.of("preperiod", "period", "saltus", "proven", "valuesNeededForProof"),
                keys(kayles.get("periodicity")));
    }

    @Test
    void aPatternAnalysisKeepsItsKeysAndItsNullGrundyReport() throws Exception {
        JsonNode seq = MAPPER.readTree(Cli.run("pattern", "kayles", "--to", "100", "--json").out());
        assertEquals(List.of("game", "kind", "from", "to", "checkedTo", "outcomes", "grundy", "table"), keys(seq));
        JsonNode table = MAPPER.readTree(Cli.run("pattern", "wythoff", "8x8", "--json").out());
        assertEquals(List.of("game", "kind", "rowStart", "colStart", "rows", "cols", "checkedRows", "checkedCols",
                "outcomes", "grundy", "grid"), keys(table));
    }

    @Test
    void theStrongSummaryHasAFixedOrderAndTheStartsMargin() throws Exception {
        Cli s = Cli.run("strong", "tic-tac-toe", "--db", dir.resolve("t.db").toString(), "--json", "--progress", "none");
        assertEquals(0, s.exitCode(), s.err());
        JsonNode j = MAPPER.readTree(s.out());
        assertEquals(List.of("game", "database", "positions", "tiers", "resumedTiers", "start", "counts", "seconds",
                "fileBytes", "recordBytes", "compressionRatio"), keys(j));
        // the start's keys came in a random order before (Map.of); margin is new
        assertEquals(List.of("position", "value", "remoteness", "margin"), keys(j.get("start")));
        assertEquals(List.of("win", "lose", "tie", "draw"), keys(j.get("counts")));
        assertEquals(765, j.get("positions").asLong());
        // 2 bytes a position over the records' compressed size, to 1/100 (the figure depends on
        // the record format, so it is worked out here rather than written down)
        assertEquals(Math.round(200.0 * 765 / j.get("recordBytes").asLong()) / 100.0,
                j.get("compressionRatio").asDouble());
    }
}
