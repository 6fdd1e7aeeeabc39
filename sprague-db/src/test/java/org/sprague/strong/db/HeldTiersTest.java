package org.sprague.strong.db;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.strong.Record;
import org.sprague.strong.Value;

/**
 * Solved tiers held between their uses: beyond the arrays kept, the least recently used is
 * packed, and it reads back as the same records, whole or block by block, records that need two
 * bytes included.
 */
class HeldTiersTest {
    private static short[] tier(long seed, int n, boolean wide) {
        Random rnd = new Random(seed);
        short[] rec = new short[n];
        for (int i = 0; i < n; i++) {
            if (rnd.nextInt(8) == 0) {
                rec[i] = Record.of(Value.values()[1 + rnd.nextInt(4)], rnd.nextInt(wide && i % 97 == 0 ? 400 : 30));
            }
        }
        return rec;
    }

    @Test
    void theLeastRecentlyUsedTierIsPackedAndReadsBackAsTheSameRecords() {
        HeldTiers held = new HeldTiers(2);
        short[] a = tier(1, 200_003, false);
        short[] b = tier(2, 70_000, true);
        short[] c = tier(3, 1, false);
        held.put(0, a.clone());
        held.put(1, b.clone());
        short[] asHeld = held.get(0); // 0 used last: 1 is packed when 2 comes
        short[] cHeld = c.clone();
        held.put(2, cHeld);
        assertSame(asHeld, held.get(0));
        assertTrue(held.contains(1));
        short[] out = new short[65_536];
        assertTrue(held.copy(1, 65_536, out, 70_000 - 65_536)); // from the packed form
        assertArrayEquals(Arrays.copyOfRange(b, 65_536, 70_000), Arrays.copyOf(out, 70_000 - 65_536));
        short[] back = held.get(1); // unpacked; now 2 is the least recently used and packed
        assertArrayEquals(b, back);
        assertSame(asHeld, held.get(0));
        short[] again = held.get(2);
        assertNotSame(cHeld, again);
        assertArrayEquals(c, again);
        assertArrayEquals(a, held.get(0));
        held.remove(1);
        assertFalse(held.contains(1));
        assertNull(held.get(1));
        assertFalse(held.copy(1, 0, out, 1));
    }

    @Test
    void withoutALimitEveryTierStaysTheArrayPut() {
        HeldTiers held = new HeldTiers(Integer.MAX_VALUE);
        short[][] tiers = new short[20][];
        for (int t = 0; t < tiers.length; t++) {
            tiers[t] = tier(t, 1000, false);
            held.put(t, tiers[t]);
        }
        for (int t = 0; t < tiers.length; t++) {
            assertSame(tiers[t], held.get(t));
        }
    }
}
