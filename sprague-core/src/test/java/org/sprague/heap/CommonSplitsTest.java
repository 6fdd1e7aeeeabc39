package org.sprague.heap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Phase 4's one-digit scan with its spread start (heap17, one loop since heap18): whatever order it marks in, the
 * result it returns keeps the promises its callers resume from.
 */
class CommonSplitsTest {
    private static final int MASK = 0xfe;

    /**
     * On random values (bytes and chars, lengths around the spread's thresholds): every split
     * aFrom .. the returned bound is marked, the mex returned is the smallest unmarked value from
     * the one passed in, and when it is rare the scan marked every split up to aTo.
     */
    @Test
    void theReturnedBoundHasEverySplitBelowItMarkedAndARareMexMeansAllWereMarked() {
        Random rnd = new Random(17);
        for (int trial = 0; trial < 400; trial++) {
            int s = 2 + rnd.nextInt(trial < 200 ? 3000 : 80_000);
            int aFrom = 1 + rnd.nextInt(Math.max(1, s / 8));
            int aTo = aFrom + rnd.nextInt(Math.max(1, s / 2 - aFrom + 1));
            aTo = Math.min(aTo, s - 1);
            check(rnd, trial, s, aFrom, aTo);
        }
    }

    /**
     * Ranges whose length is exactly eight stretches (the spread start covers them whole and the
     * scan in order never runs), one split either side, and the shortest spread (256 splits).
     */
    @Test
    void rangesTheSpreadStartCoversExactlyKeepTheSamePromises() {
        Random rnd = new Random(18);
        int trial = 0;
        for (int len : new int[] {255, 256, 257, 512, 8 * 4096 - 1, 8 * 4096, 8 * 4096 + 1}) {
            for (int k = 0; k < 6; k++, trial++) {
                int aFrom = 1 + k;
                int aTo = aFrom + len - 1;
                check(rnd, trial, 2 * aTo + 1, aFrom, aTo);
            }
        }
    }

    private static void check(Random rnd, int trial, int s, int aFrom, int aTo) {
        boolean chars = trial % 2 == 1;
        int bound = chars ? 600 : 256;
        int[] v = new int[s + 1];
        for (int i = 0; i <= s; i++) {
            v[i] = rnd.nextInt(trial % 3 == 0 ? 8 : bound); // few values: long scans that end rare
        }
        int[] marks = new int[1024];
        int stamp = 1;
        long r;
        CommonSplits.Scan scan = new CommonSplits.Scan().start(aFrom, aTo, 0, MASK, 0);
        if (chars) {
            char[] c = new char[s + 1];
            for (int i = 0; i <= s; i++) {
                c[i] = (char) v[i];
            }
            r = CommonSplits.scanChars(c, c, marks, 0, s, stamp, scan);
        } else {
            byte[] b = new byte[s + 1];
            for (int i = 0; i <= s; i++) {
                b[i] = (byte) v[i];
            }
            r = CommonSplits.scanBytes(b, b, marks, 0, s, stamp, scan);
        }
        int mex = (int) r;
        int covered = (int) (r >>> 32);
        assertTrue(covered >= aFrom - 1 && covered <= aTo, "bound " + covered + " in [aFrom - 1, aTo]");
        for (int a = aFrom; a <= covered; a++) {
            assertEquals(stamp, marks[v[a] ^ v[s - a]], "split " + a + " below the bound " + covered);
        }
        assertEquals(mex, CommonSplits.mex(marks, 0, stamp), "the mex of the marks");
        if (!CommonSplits.common(mex, MASK, 0)) {
            assertEquals(aTo, covered, "a rare mex after every split");
        }
        boolean[] genuine = new boolean[1024];
        for (int a = aFrom; a <= aTo; a++) {
            genuine[v[a] ^ v[s - a]] = true;
        }
        for (int x = 0; x < marks.length; x++) {
            assertTrue(marks[x] != stamp || genuine[x], "marked " + x + ": no split in [aFrom, aTo] gives it");
        }
    }
}
