package org.sprague.partizan.outcome;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@link EndgameTable#info}, asked by both search threads at nearly every state, looks up a
 * region already valued without the table's lock (node31), and two threads valuing the same
 * new regions at once, the table growing meanwhile, get one entry per region.
 */
class EndgameTableLockFreeTest {

    /** A 2x2 empty block as one region (rows 1..2, columns 1..2 as bits 1..2). */
    private static final int[] BLOCK = {0, 0b110, 0b110, 0};

    @Test
    void aRegionAlreadyValuedIsAnsweredWhileAnotherThreadHoldsTheTable() throws Exception {
        EndgameTable table = new EndgameTable();
        int first = table.info(BLOCK, 0, 1, 2);
        assertNotEquals(EndgameTable.UNKNOWN_INFO, first);
        CountDownLatch held = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Thread holder = new Thread(() -> {
            synchronized (table) { // what a thread valuing a new region does for milliseconds
                held.countDown();
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        });
        holder.start();
        ExecutorService lookups = Executors.newSingleThreadExecutor();
        try {
            held.await();
            Future<Integer> again = lookups.submit(() -> table.info(BLOCK, 0, 1, 2));
            // with the lock this waits for the holder (a TimeoutException here)
            assertEquals(first, again.get(10, TimeUnit.SECONDS));
        } finally {
            release.countDown();
            holder.join();
            lookups.shutdownNow();
        }
    }

    @Test
    void twoThreadsValuingTheSameNewRegionsGetOneEntryEach() throws Exception {
        EndgameTable table = new EndgameTable();
        table.widen(100);
        int before = table.size();
        // regions in a 4x4 box, 11-16 squares: most are not stored, so the engine values them
        // and the table grows past its first size while the other thread reads it
        Random rnd = new Random(31);
        int regions = 1_500;
        int[][] comps = new int[regions][];
        for (int i = 0; i < regions; i++) {
            int[] comp = new int[6];
            int cells;
            do {
                cells = 0;
                for (int y = 1; y < 5; y++) {
                    comp[y] = (rnd.nextInt(16) | rnd.nextInt(16)) << 1; // each square empty at 3/4
                    cells += Integer.bitCount(comp[y]);
                }
            } while (cells < 11 || comp[1] == 0 || comp[4] == 0);
            comps[i] = comp;
        }
        ExecutorService threads = Executors.newFixedThreadPool(2);
        try {
            CountDownLatch go = new CountDownLatch(1);
            Future<int[]> a = threads.submit(() -> infos(table, comps, go, false));
            Future<int[]> b = threads.submit(() -> infos(table, comps, go, true));
            go.countDown();
            int[] fromA = a.get(120, TimeUnit.SECONDS);
            int[] fromB = b.get(120, TimeUnit.SECONDS);
            assertArrayEquals(fromA, fromB, "both threads' entries for the same regions");
            int[] afterwards = infos(table, comps, new CountDownLatch(0), false);
            assertArrayEquals(fromA, afterwards, "the entries asked again");
            for (int info : fromA) {
                assertNotEquals(EndgameTable.UNKNOWN_INFO, info);
            }
        } finally {
            threads.shutdownNow();
        }
        // its first 4,096 slots hold 2,048 entries: past that it was replaced while both read it
        assertTrue(table.size() > 2_048, "regions valued: " + before + " stored, " + table.size() + " after");
    }

    /** The entries of the regions, asked in order or (reversed) from the last, after {@code go}. */
    private static int[] infos(EndgameTable table, int[][] comps, CountDownLatch go, boolean reversed)
            throws InterruptedException {
        go.await();
        int[] out = new int[comps.length];
        for (int k = 0; k < comps.length; k++) {
            int i = reversed ? comps.length - 1 - k : k;
            out[i] = table.info(comps[i], 0, 1, 4);
        }
        return out;
    }
}
