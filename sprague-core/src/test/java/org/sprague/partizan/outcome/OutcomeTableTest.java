package org.sprague.partizan.outcome;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The transposition table's two layouts: exact keys, the replacement, entries exported from one read into the other. */
class OutcomeTableTest {
    private static final int KEY1_BITS = 17; // 9x9: the squares past 64
    private static final int KEY2_BITS = DomineeringBoard.KEY2_BITS;

    private static long[][] keys(int n, long seed) {
        Random rnd = new Random(seed);
        long[][] k = new long[n][];
        for (int i = 0; i < n; i++) {
            k[i] = new long[] {rnd.nextLong(), rnd.nextLong() & ((1L << KEY1_BITS) - 1),
                rnd.nextLong() & ((1L << KEY2_BITS) - 1), rnd.nextInt(1 << 20)};
        }
        return k;
    }

    @Test
    void bothLayoutsAnswerOnlyWhatWasStoredAndFillEveryEntry() {
        OutcomeTable wide = new OutcomeTable(8);
        OutcomeTable compact = new OutcomeTable(8, KEY1_BITS, KEY2_BITS);
        // more states than entries (512 each: 256 buckets of two, or 128 of four), so both replace
        long[][] k = keys(3000, 1);
        for (long[] s : k) {
            boolean win = (s[3] & 1) != 0;
            wide.store(s[0], s[1], s[2], win, s[3]);
            compact.store(s[0], s[1], s[2], win, s[3]);
        }
        for (OutcomeTable t : new OutcomeTable[] {wide, compact}) {
            int found = 0;
            for (long[] s : k) {
                int r = t.probe(s[0], s[1], s[2]);
                if (r != OutcomeBoard.UNKNOWN) {
                    found++;
                    assertEquals((s[3] & 1) != 0 ? OutcomeBoard.WIN : OutcomeBoard.LOSS, r);
                }
            }
            assertEquals(512, found, "every entry holds a stored state");
        }
    }

    @Test
    void aCompactBucketKeepsItsCostliestStatesAndTheNewest() {
        // 2^4 "bits": 8 buckets of four entries; 400 cheap states land four deep in every bucket
        OutcomeTable t = new OutcomeTable(4, KEY1_BITS, KEY2_BITS);
        long[][] k = keys(400, 3);
        t.store(7, 5, 9, true, 1L << 30);
        t.store(8, 5, 9, false, 1L << 20);
        for (long[] s : k) {
            t.store(s[0], s[1], s[2], true, 1 + (s[3] & 3));
            assertEquals(OutcomeBoard.WIN, t.probe(s[0], s[1], s[2]), "the state just stored is found");
        }
        assertEquals(OutcomeBoard.WIN, t.probe(7, 5, 9));
        assertEquals(OutcomeBoard.LOSS, t.probe(8, 5, 9));
        // the same state stored again takes its own entry: still one answer, now the new one
        t.store(7, 5, 9, false, 1L << 31);
        assertEquals(OutcomeBoard.LOSS, t.probe(7, 5, 9));
        assertEquals(OutcomeBoard.LOSS, t.probe(8, 5, 9));
    }

    @Test
    void keysDifferingInOneBitAreDifferentStates() {
        OutcomeTable t = new OutcomeTable(4, KEY1_BITS, KEY2_BITS);
        t.store(5, 1L << 16, 1L << 11, true, 100);
        assertEquals(OutcomeBoard.WIN, t.probe(5, 1L << 16, 1L << 11));
        // the packed word is key1 | key2 << 17: neither word's bit may stand in for the other's
        assertEquals(OutcomeBoard.UNKNOWN, t.probe(5, 0, (1L << 11) | 1));
        assertEquals(OutcomeBoard.UNKNOWN, t.probe(5 ^ (1L << 63), 1L << 16, 1L << 11));
        assertEquals(OutcomeBoard.UNKNOWN, t.probe(5, 1L << 15, 1L << 11));
    }

    @Test
    void aKeyWiderThanTheCompactTableWasMadeForIsRefused() {
        OutcomeTable t = new OutcomeTable(4, KEY1_BITS, KEY2_BITS);
        assertThrows(IllegalStateException.class, () -> t.store(1, 1L << KEY1_BITS, 0, true, 1));
        assertThrows(IllegalStateException.class, () -> t.probe(1, 0, 1L << KEY2_BITS));
        assertEquals(OutcomeBoard.UNKNOWN, t.probe(1, 0, 0));
    }

    @Test
    void keysTooWideForTheCompactLayoutGetTheWideOne() {
        // 11x11 Domineering: 57 + 12 bits do not fit in 56; the table must still hold every bit
        OutcomeTable t = DomineeringBoard.table(6, 121);
        long k1 = 1L << 56;
        t.store(3, k1, 4095, false, 7);
        assertEquals(OutcomeBoard.LOSS, t.probe(3, k1, 4095));
        assertEquals(OutcomeBoard.UNKNOWN, t.probe(3, 0, 4095));
    }

    @Test
    void entriesExportedFromOneLayoutLoadIntoTheOther() throws IOException {
        OutcomeTable compact = new OutcomeTable(10, KEY1_BITS, KEY2_BITS);
        long[][] k = keys(500, 2);
        for (long[] s : k) {
            compact.store(s[0], s[1], s[2], (s[3] & 1) != 0, s[3]);
        }
        // the wide table larger: its buckets (two entries) differ from the compact one's (four)
        OutcomeTable wide = new OutcomeTable(14);
        OutcomeTable again = new OutcomeTable(10, KEY1_BITS, KEY2_BITS);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int n = compact.export(new DataOutputStream(bytes), 0);
        assertEquals(compact.count(0), n);
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes.toByteArray()));
        for (int i = 0; i < n; i++) {
            long k0 = in.readLong();
            long k1 = in.readLong();
            long d = in.readLong();
            wide.load(k0, k1, d);
            again.load(k0, k1, d);
        }
        for (long[] s : k) {
            int r = compact.probe(s[0], s[1], s[2]);
            assertEquals(r, wide.probe(s[0], s[1], s[2]));
            assertEquals(r, again.probe(s[0], s[1], s[2]));
        }
    }

    @Test
    void anEntryTornByTwoWritersIsNotExportedAsAFactAboutAnotherBoard() throws Exception {
        for (boolean compact : new boolean[] {false, true}) {
            OutcomeTable t = compact ? new OutcomeTable(8, KEY1_BITS, KEY2_BITS) : new OutcomeTable(8);
            long[][] k = keys(40, 5);
            for (long[] s : k) {
                t.store(s[0], s[1], s[2], (s[3] & 1) != 0, s[3] + 1);
            }
            int held = t.count(0);
            // a torn entry: one writer's key word, the other's data word (the same state stored at
            // once by two threads with different node counts): its key decodes to the first word
            // with the data's differing bits flipped, a different board
            java.lang.reflect.Field f = OutcomeTable.class.getDeclaredField("slots");
            f.setAccessible(true);
            long[] slots = (long[]) f.get(t);
            int torn = 0;
            int step = compact ? 2 : 3; // an entry's words, the data word last (compact entries from word 6)
            for (int d = (compact ? 6 : 0) + step - 1; d < slots.length && torn < 5; d += step) {
                if (slots[d] < 0) { // used
                    slots[d] ^= 0x21L << 56; // its log changed: the other writer's data word
                    torn++;
                }
            }
            assertEquals(5, torn);
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            int n = t.export(new DataOutputStream(bytes), 0);
            assertEquals(n, t.count(0));
            DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes.toByteArray()));
            java.util.Set<String> stored = new java.util.HashSet<>();
            for (long[] s : k) {
                stored.add(s[0] + " " + s[1] + " " + s[2]);
            }
            for (int i = 0; i < n; i++) {
                long k0 = in.readLong();
                long k1 = in.readLong();
                long d = in.readLong();
                assertTrue(stored.contains(k0 + " " + k1 + " " + (d & OutcomeTable.KEY2_MASK)),
                        "exported a board never stored: " + k0 + " " + k1);
            }
            assertEquals(held - 5, n, "every entry but the torn ones");
        }
    }
}
