package org.sprague.spark;

import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import org.sprague.game.Deadline;
import org.sprague.strong.db.DatabaseWriter;
import org.sprague.strong.engine.TierRetrograde;
import org.sprague.strong.solve.TierPlan;

/**
 * Consecutive tiers of the solving order that the executors solve, in one Spark job on a local
 * master instead of one job a tier. A job costs about 0.1 CPU s on a local master whatever its
 * size (the DAG scheduler, the listener bus, the dispatcher, the task threads and the C1 work
 * their code brings); Connect Four 5x5 had 10 (docs/performance-log.md, "strong24").
 *
 * <p>The job has one task a core; each task goes through the run's tiers in order, claims the
 * tier's blocks of {@link DatabaseWriter#BLOCK} ranks one at a time from a shared counter, solves
 * each by {@link TierRetrograde#solveRange} and writes it into the tier's array in place (the
 * executors are threads of the driver's JVM: the run is found by key in {@link SharedTiers.Local}'s
 * JVM-wide table). A task begins a tier once the tier's children in the run are
 * complete, so it only ever waits for blocks that running tasks have claimed: no deadlock
 * whatever the number of slots. The task that solves a tier's last block completes the tier;
 * the driver stores it then, while the tasks go on. Same blocks, same records: the database is
 * the one the per-tier jobs write.
 *
 * <p>A block that {@code solveRange} cannot decide (a move inside the tier: cycles) stops the run
 * at its tier: the tier and those after it are left to one job a tier, whose path has the
 * level-by-level phase ({@link SparkRetrograde}). A task that fails fails the run: every waiter
 * (the driver, the other tasks, a retry) gets the failure instead of waiting for blocks that will
 * not come.
 */
final class LocalRun {
    /** Its key in {@link SharedTiers.Local}'s table, set when the run is opened. */
    private long key;
    /** The run's tiers (tier indexes), in solving order. */
    private final int[] tiers;
    /** Records by tier index: the children solved before the run, and the run's tiers once begun. */
    private final short[][] table;
    /** Tier index to its number in the run, -1 outside the run. */
    private final int[] number;
    private final long[] size;
    private final int[] blockCount;
    /** The next block to claim and the blocks solved, by number in the run. */
    private final AtomicInteger[] next;
    private final AtomicInteger[] solved;
    /** Each tier's blocks compressed (the database's blocks) when the game is not symmetric, else null. */
    private final byte[][][] blocks;
    /** Each tier's records once complete; null when it has cycles. */
    private final CompletableFuture<short[]>[] done;
    /** The number of the first tier found with cycles, else the run's length. */
    private volatile int stopAt;
    private volatile Throwable failure;

    @SuppressWarnings("unchecked")
    private LocalRun(TierPlan plan, int[] tiers, short[][] table) {
        this.tiers = tiers;
        this.table = table;
        int len = tiers.length;
        number = new int[plan.tierCount()];
        Arrays.fill(number, -1);
        size = new long[len];
        blockCount = new int[len];
        next = new AtomicInteger[len];
        solved = new AtomicInteger[len];
        blocks = new byte[len][][];
        done = new CompletableFuture[len];
        for (int k = 0; k < len; k++) {
            number[tiers[k]] = k;
            size[k] = plan.space(tiers[k]).size();
            blockCount[k] = (int) ((size[k] + DatabaseWriter.BLOCK - 1) / DatabaseWriter.BLOCK);
            next[k] = new AtomicInteger();
            solved[k] = new AtomicInteger();
            blocks[k] = plan.symmetric() ? null : new byte[blockCount[k]][];
            done[k] = new CompletableFuture<>();
        }
        stopAt = len;
    }

    /**
     * A run of {@code tiers} (tier indexes in solving order), their children outside the run
     * read from {@code table} (by tier index; the run adds its own tiers to it).
     */
    static LocalRun open(TierPlan plan, int[] tiers, short[][] table) {
        LocalRun run = new LocalRun(plan, tiers, table);
        run.key = SharedTiers.Local.put(run);
        return run;
    }

    /** The run of {@code key}, in this JVM. */
    static LocalRun of(long key) {
        return SharedTiers.Local.get(key, "tier run");
    }

    long key() {
        return key;
    }

    /** Frees the run's table entry. */
    void close() {
        SharedTiers.Local.TABLE.remove(key);
    }

    /** The database blocks of the run's tier number {@code k}, complete (a game that is not symmetric). */
    java.util.List<byte[]> blocks(int k) {
        return java.util.List.of(blocks[k]);
    }

    /**
     * Waits for the run's tier number {@code k}: its records, or null when it (or a tier before
     * it in the run) has cycles.
     */
    short[] await(int k) {
        return org.sprague.game.TimeLimitException.await(done[k], "a tier");
    }

    /** The run failed: every waiter gets {@code e}. */
    void fail(Throwable e) {
        failure = e;
        for (CompletableFuture<short[]> f : done) {
            f.completeExceptionally(e);
        }
    }

    /** Tier number {@code k} has cycles: the run stops there, its waiters told (null). */
    private synchronized void stop(int k) {
        stopAt = Math.min(stopAt, k);
        for (int j = k; j < done.length; j++) {
            done[j].complete(null);
        }
    }

    /** The array of the run's tier number {@code k}, made by the first task to begin it. */
    private synchronized short[] records(int k) {
        short[] rec = table[tiers[k]];
        if (rec == null) {
            rec = new short[(int) size[k]];
            table[tiers[k]] = rec;
        }
        return rec;
    }

    /** One task's share of the run (see the class comment); returns the blocks it solved. */
    int work(TierPlan plan) {
        if (failure != null) {
            throw new IllegalStateException("tier run " + key + " failed", failure);
        }
        int count = 0;
        try {
            for (int k = 0; k < tiers.length && k < stopAt; k++) {
                int t = tiers[k];
                for (int c : plan.children(t)) {
                    if (number[c] >= 0 && await(number[c]) == null) {
                        return count; // a child with cycles: the run stopped
                    }
                }
                short[] rec = records(k);
                for (int b = next[k].getAndIncrement(); b < blockCount[k]; b = next[k].getAndIncrement()) {
                    if (stopAt <= k) {
                        return count;
                    }
                    int from = b * DatabaseWriter.BLOCK;
                    int len = (int) Math.min(DatabaseWriter.BLOCK, size[k] - from);
                    // straight into the tier's array, compressed from it: no block-sized array and copy a
                    // block: the executor threads about 1% less CPU (docs/performance-log.md, "strong24")
                    if (!TierRetrograde.solveRange(plan, t, c -> table[c], from, rec, from, len,
                            Deadline.unlimited())) { // an executor: stopped by Spark's task kill
                        stop(k);
                        return count;
                    }
                    if (blocks[k] != null) {
                        blocks[k][b] = DatabaseWriter.compressBlock(rec, from, from + len, false);
                    }
                    count++;
                    if (solved[k].incrementAndGet() == blockCount[k]) {
                        done[k].complete(rec);
                    }
                }
            }
        } catch (RuntimeException | Error e) {
            fail(e);
            throw e;
        }
        return count;
    }
}
