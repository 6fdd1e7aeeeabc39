package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.sprague.app.json.GrundyReport;
import org.sprague.app.json.ValueRecord;
import org.sprague.catalog.front.GameTable;
import org.sprague.game.Outcome;
import org.sprague.game.Solution;
import org.sprague.web.JsonShapes;

/**
 * The command line's JSON writer (Jackson's serializers set up without {@code ObjectMapper}, so
 * without its date format's start-up cost) writes every shaped record byte for byte as an
 * {@code ObjectMapper} with the web's shapes and {@code INDENT_OUTPUT} writes it (what the commands
 * wrote before), null parts and big numbers included; and {@code solve --json}'s solution with
 * its note in the command's words and {@code threads} after its fields writes what the former
 * tree edit ({@code valueToTree}, then {@code put}) wrote.
 */
class JsonWriterTest {
    private static final ObjectMapper MAPPER = JsonShapes.register(new ObjectMapper())
            .enable(SerializationFeature.INDENT_OUTPUT);

    private static Solution solution(String note, String value) {
        Map<String, Long> statistics = new LinkedHashMap<>();
        statistics.put("positionsStored", 12L);
        statistics.put("nodes", null);
        statistics.put("elapsedMillis", 3L);
        return new Solution("nim", "3 4 5", Outcome.N, new BigInteger("123456789012345678901234567890"),
                List.of(new Solution.SolvedMove("heap 1: 3 -> 1", "1 4 5"), new Solution.SolvedMove("a \"quoted\" move", "é")),
                "closed-form", true, note, null, List.of(new Solution.ComponentValue("nim 3", BigInteger.TWO)), value,
                "CLOSED_FORM", statistics, null);
    }

    private static List<Object> records() {
        int[] values = new int[40];
        Arrays.setAll(values, i -> i % 7);
        return List.of(
                solution(null, null),
                solution("no Grundy value: --misere", "{1|0}"),
                new GrundyReport("0.6", "0.6", 40, "naive", values, null, new GrundyReport.PeriodicityReport(3, 5, 0, true, null),
                        null, null, null, 6, 8),
                new ValueRecord("{2|1}", "3/2*", "L", "3/2", "1/2", "2", "1", null, null, null),
                new GameTable("nim", "grundy", 0, 0, 2, 2, List.of(List.of("0", "1"), List.of("-1", "P")), "closed-form"),
                List.of(Map.of("a", 1), List.of(1.5, 2.0e-300, Long.MAX_VALUE), "text"),
                Map.of("empty", List.of(), "none", Map.of()));
    }

    @Test
    void writesEveryShapedRecordAsAnObjectMapperDoes() throws Exception {
        for (Object r : records()) {
            assertEquals(MAPPER.writeValueAsString(r), Json.write(r), r.getClass().getName());
        }
    }

    @Test
    void aSolutionWithItsNoteRespelledAndThreadsAddedIsWhatTheTreeEditWrote() throws Exception {
        for (String note : Arrays.asList(null, "the note in this command's words")) {
            Solution s = solution("a library note", null);
            ObjectNode node = MAPPER.valueToTree(s);
            node.put("grundyNote", note);
            node.put("threads", 2);
            assertEquals(MAPPER.writeValueAsString(node), Json.write(new SolveCommand.Threaded(s.withGrundyNote(note), 2)));
        }
    }
}
