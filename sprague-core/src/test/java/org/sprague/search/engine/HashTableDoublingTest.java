package org.sprague.search.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.sprague.game.PositionLimitException;

/** The helpers that InternedGame, the edge-list parser and seven constructors share. */
class HashTableDoublingTest {
    /** Probes {@code t} from the entry's hash, as the tables' lookups do; the slot or -1. */
    private static int find(long[] t, long entry) {
        int mask = t.length - 1;
        for (int s = (int) (entry >>> 32) & mask; t[s] != 0; s = (s + 1) & mask) {
            if (t[s] == entry) {
                return s;
            }
        }
        return -1;
    }

    @Test
    void doublingKeepsEveryEntryWhereAProbeFromItsHashFindsIt() {
        long[] t = new long[8];
        // hashes 3, 11 and 19 collide in 8 slots (and 3, 19 again in 16); 7 wraps around
        long[] entries = {3L << 32 | 1, 11L << 32 | 2, 19L << 32 | 3, 7L << 32 | 4, 15L << 32 | 5};
        for (long e : entries) {
            int mask = t.length - 1;
            int s = (int) (e >>> 32) & mask;
            while (t[s] != 0) {
                s = (s + 1) & mask;
            }
            t[s] = e;
        }
        long[] d = HashLongMemo.doubled(t);
        assertEquals(16, d.length);
        for (long e : entries) {
            assertTrue(find(d, e) >= 0, "entry " + Long.toHexString(e));
        }
        assertEquals(entries.length, Arrays.stream(d).filter(x -> x != 0).count());
    }

    @Test
    void aPositionLimitBelowOneIsTheCallersError() {
        assertEquals(1, PositionLimitException.checked(1));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PositionLimitException.checked(0));
        assertEquals("maxPositions must be >= 1: 0", e.getMessage());
    }
}
