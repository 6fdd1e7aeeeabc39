package org.sprague.heap.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.app.disk.DiskSequenceAnswer;
import org.sprague.app.disk.DiskSequenceQuestion;
import org.sprague.app.SequenceAnswer;
import org.sprague.app.SequenceQuestion;
import org.sprague.app.Sprague;
import org.sprague.game.InvalidInputException;

/** {@link DiskSequenceAnswer#of}: {@code sprague grundy --disk} as an app call, into a store the caller opened. */
class DiskSequenceQuestionTest {

    private static DiskSequenceAnswer disk(String rule, long to, SequenceStore store) {
        return DiskSequenceAnswer.of(new DiskSequenceQuestion(rule, to, DiskSparseCalculator.Settings.defaults(1), store,
                "memory", null, null));
    }

    @Test
    void theValuesOnDiskAreTheSequencesAndItsCensusesArePowersOfTwo() {
        MemorySequenceStore store = new MemorySequenceStore();
        DiskSequenceAnswer a = disk("0.007", 3000, store);
        SequenceAnswer memory = Sprague.sequence(SequenceQuestion.of("0.007", 3000));
        assertEquals(3000, a.to());
        assertEquals("0.007", a.code());
        assertEquals("sparse", a.method());
        assertEquals("memory", a.store());
        assertEquals(0, a.storeBytes(), "the store's size is the caller's to give");
        assertEquals(memory.maxValue(), a.largest());
        assertEquals(memory.value((int) a.largestIndex()), a.largest());
        List<Long> ns = new ArrayList<>();
        for (DiskSequenceAnswer.Census c : a.censuses()) {
            ns.add(c.n());
        }
        assertEquals(Long.highestOneBit(3001), ns.get(ns.size() - 1));
        assertEquals(3001, a.last().n());
        for (long[] rare : a.rare()) {
            assertEquals(memory.value((int) rare[0]), rare[1], "G(" + rare[0] + ")");
        }
        assertEquals(77, a.stored(77).storeBytes());
    }

    @Test
    void aSecondRunResumesFromTheStore() {
        MemorySequenceStore store = new MemorySequenceStore();
        disk("0.007", 1000, store);
        DiskSequenceAnswer longer = disk("0.007", 2000, store);
        assertEquals(1001, longer.resumedFrom());
        assertEquals(disk("0.007", 2000, new MemorySequenceStore()).rare().size(), longer.rare().size());
    }

    @Test
    void aCodeWithThreeHeapSplitsOrAnInfiniteCodeIsRefused() {
        assertThrows(InvalidInputException.class, () -> disk("0.8", 100, new MemorySequenceStore()));
        assertThrows(InvalidInputException.class, () -> disk("0.[3]", 100, new MemorySequenceStore()));
    }
}
