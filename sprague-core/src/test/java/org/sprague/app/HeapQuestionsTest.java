package org.sprague.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.SolveOptions;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;

/**
 * The table, sequence, pattern and quotient questions of the application layer: the layer
 * chooses the engine and its answer carries the JSON and the text both front ends write.
 */
class HeapQuestionsTest {
    private final Sprague sprague = Sprague.standard();

    @Test
    void sequenceByEitherMethodHasTheSameValuesAndAProvenPeriod() {
        SequenceAnswer sparse = Sprague.sequence(SequenceQuestion.of("subtraction:1,3,4", 40));
        SequenceAnswer naive = Sprague.sequence(new SequenceQuestion("subtraction:1,3,4", 40,
                true, 1, true, null, null, null, null));
        int[] period = {0, 1, 0, 1, 2, 3, 2};
        for (int n = 0; n <= 40; n++) {
            assertEquals(period[n % 7], sparse.value(n), "G(" + n + ")");
            assertEquals(sparse.value(n), naive.value(n), "G(" + n + ")");
        }
        assertEquals(41, sparse.count());
        assertEquals("naive", naive.result().method());
        assertTrue(sparse.periodicity().orElseThrow().proven());
        assertTrue(sparse.text().contains("periodicity: preperiod 0, period 7: proven"), sparse.text());
        assertEquals(41, sparse.report().values().length);
    }

    @Test
    void sequenceWithoutValuesLeavesThemOutOfItsJsonAndText() {
        SequenceAnswer a = Sprague.sequence(new SequenceQuestion("kayles", 100, false, 2, false, null, null, null, null));
        assertNull(a.report().values(), a.report().toString());
        assertFalse(a.text().contains("\nvalues:"), a.text());
        assertEquals(1, a.value(100)); // Kayles: period 12 from 72, G(n) = 1 for n = 4 (mod 12); computed, not rendered
    }

    @Test
    void sequencePredictedPastItsBudgetIsRefusedWithTheFigures() {
        long t0 = System.nanoTime();
        LimitExceededException e = assertThrows(LimitExceededException.class, () -> Sprague.sequence(
                new SequenceQuestion("grundys-game", 2_000_000, false, 1, false, null, null, Duration.ofMillis(50), null)));
        assertTrue(e.getMessage().contains("would take about"), e.getMessage());
        assertTrue(System.nanoTime() - t0 < 5_000_000_000L, "refused by prediction, not by running");
    }

    @Test
    void quotientOfKaylesIsProvenAndItsJsonIsTheReport() {
        QuotientAnswer q = (QuotientAnswer) Sprague.quotient(SequenceQuestion.quotient("kayles", 300));
        assertNull(q.stopped());
        Map<String, Object> json = q.json();
        assertEquals("kayles", json.get("rule"));
        assertEquals(Boolean.TRUE, json.get("proven"));
        assertTrue(q.text().startsWith("rule:        kayles = "), q.text());
    }

    @Test
    void partialQuotientAnswersWithTheHeapsDoneAtItsDeadline() {
        // Dawson's Kayles' quotient grows for dozens of heaps: 1 ms stops it early
        QuotientAnswer q = (QuotientAnswer) Sprague.quotient(SequenceQuestion.quotient("dawsons-kayles", 1000, true, null, Duration.ofMillis(1)));
        assertNotNull(q.stopped());
        assertTrue(q.lastHeap() < 1000, "heaps done: " + q.lastHeap());
        assertThrows(LimitExceededException.class, () -> Sprague.quotient(
                SequenceQuestion.quotient("dawsons-kayles", 1000, false, null, Duration.ofMillis(1))));
    }

    @Test
    void quotientReportsItsProgressHeapByHeap() {
        List<String> seen = new java.util.ArrayList<>();
        QuotientAnswer q = (QuotientAnswer) Sprague.quotient(SequenceQuestion.quotient("nim", 15, true, seen::add, null));
        assertFalse(seen.isEmpty());
        java.util.regex.Matcher last = java.util.regex.Pattern.compile(
                "quotient: heap (\\d+) of at most 15, \\|Q\\| = \\d+, \\|P\\| = \\d+").matcher(seen.get(seen.size() - 1));
        assertTrue(last.matches(), seen.get(seen.size() - 1));
        assertTrue(Integer.parseInt(last.group(1)) <= q.lastHeap());
    }

    @Test
    void tableSaysWhatItsLettersMean() {
        GridTableAnswer kiki = (GridTableAnswer) sprague.table(new TableQuestion("kiki", 5, 3, false, false, null,
                SolveOptions.DEFAULT_MAX_POSITIONS, null));
        assertEquals(List.of("PNP", "NNN", "PNP", "NNN", "PNP"), kiki.text().lines().skip(1).toList());
        assertTrue(kiki.text().lines().findFirst().orElseThrow().contains("P = the player to move loses"));
        assertFalse(kiki.partizan());
        GridTableAnswer misere = (GridTableAnswer) sprague.table(new TableQuestion("nim", 2, 2, false, true, null,
                1000, null));
        assertTrue(misere.text().contains("(misère play)"), misere.text());
        assertEquals(misere.table(), misere.json());
        assertThrows(InvalidInputException.class, () -> sprague.table(new TableQuestion("nim", 0, 3, false, false, null,
                SolveOptions.DEFAULT_MAX_POSITIONS, null)));
    }

    @Test
    void patternFindsKaylesPeriodInASequenceAndRendersIt() {
        PatternAnswer p = (PatternAnswer) sprague.pattern(TableQuestion.sequence("kayles", 200, 1_000_000));
        assertEquals("sequence", p.json().kind());
        assertTrue(p.text().startsWith("kayles, n = "), p.text());
        PatternAnswer t = (PatternAnswer) sprague.pattern(TableQuestion.table("wythoff", 12, 12, 1_000_000));
        assertEquals("table", t.json().kind());
    }

    private static SequenceQuestion checkpointed(String rule, long to, java.nio.file.Path ck, Duration every,
            java.util.function.BooleanSupplier stop) {
        return new SequenceQuestion(rule, to, false, 1, true, null, null, null, ck, every, stop, null, false, null);
    }

    @Test
    void aCheckpointedRunResumesToTheValuesOfAnUninterruptedOneAndNeverShortensItsFile(@org.junit.jupiter.api.io.TempDir
            java.nio.file.Path dir) throws Exception {
        java.nio.file.Path ck = dir.resolve("g.ckpt");
        Sprague.sequence(checkpointed("grundys-game", 20_000, ck, null, null));
        assertTrue(java.nio.file.Files.exists(ck), "the run saved its values at the end");
        SequenceAnswer resumed = Sprague.sequence(checkpointed("grundys-game", 40_000, ck, null, null));
        SequenceAnswer straight = Sprague.sequence(SequenceQuestion.of("grundys-game", 40_000));
        org.junit.jupiter.api.Assertions.assertArrayEquals(straight.report().values(), resumed.report().values());
        long size = java.nio.file.Files.size(ck);
        SequenceAnswer shorter = Sprague.sequence(checkpointed("grundys-game", 500, ck, null, null));
        assertEquals(501, shorter.count());
        assertEquals(size, java.nio.file.Files.size(ck), "a shorter run leaves the longer checkpoint");
        var other = assertThrows(InvalidInputException.class,
                () -> Sprague.sequence(checkpointed("kayles", 100, ck, null, null)));
        assertTrue(other.getMessage().contains("is for the rule"), other.getMessage());
    }

    @Test
    void aStopAskedForSavesTheCheckpointAndSaysWhatWasSaved(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        java.nio.file.Path ck = dir.resolve("stop.ckpt");
        var stopped = assertThrows(LimitExceededException.class,
                () -> Sprague.sequence(checkpointed("grundys-game", 300_000, ck, Duration.ofHours(1), () -> true)));
        assertTrue(stopped.getMessage().startsWith("interrupted; ") && stopped.getMessage().contains(
                "values saved in " + ck), stopped.getMessage());
        assertTrue(java.nio.file.Files.exists(ck), "saved before stopping");
        SequenceAnswer resumed = Sprague.sequence(checkpointed("grundys-game", 300_000, ck, null, null));
        SequenceAnswer straight = Sprague.sequence(SequenceQuestion.of("grundys-game", 300_000));
        org.junit.jupiter.api.Assertions.assertArrayEquals(straight.report().values(), resumed.report().values());
    }
}

