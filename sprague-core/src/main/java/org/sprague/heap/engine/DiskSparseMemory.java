package org.sprague.heap.engine;

/**
 * What a {@link DiskSparseRun} keeps in memory, by the numbers: the prefix and the window of
 * values (2 bytes each), the decoded blocks it may cache, the heaps per batch. Bounded by the
 * {@link DiskSparseCalculator.Settings}, whatever the count of values: the defaults need about
 * 200 MB for 2^30 values as for 2^32 or more (the rare list and the histogram, a few KB for
 * the games measured, come on top).
 */
final class DiskSparseMemory {
    /** Heaps per batch (two threads speculate a batch at a time, see SpeculativeHeaps). */
    static final int BATCH = 1024;
    /** Decoded blocks kept for reads behind the window (2 bytes a value each). */
    static final int CACHED_BLOCKS = 8;

    private DiskSparseMemory() {
    }

    /** Heaps per batch of a run: {@link #BATCH}, less for a small window (tests). */
    static int batch(DiskSparseCalculator.Settings settings) {
        return Math.max(1, Math.min(BATCH, settings.windowValues() / 8));
    }

    /** The values the window keeps when it shifts: at least a block and four batches past the take digits. */
    static int keep(int windowValues, int blockValues, int batch, int kMax) {
        return Math.max(windowValues, Math.max(blockValues, 4 * batch + kMax + 2));
    }

    /**
     * The window's length: what it keeps, a block and a batch; but a run that fits in it never
     * shifts it, so count + batch values are enough (a short run then needs no more memory than
     * the in-memory engine).
     */
    static int windowCapacity(long count, int keep, int blockValues, int batch) {
        return (int) Math.min(keep + Math.max(blockValues, 2 * batch) + batch, count + batch);
    }

    /** The decoded blocks a run may cache: none when the window holds every value (nothing is read back). */
    static long cacheBytes(long count, int keep, int blockValues) {
        return count > keep ? 2L * CACHED_BLOCKS * blockValues : 0;
    }

    /** The bytes a run of {@code count} values allocates up front and may cache (prefix, window, decoded blocks). */
    static long bytesUpFront(long count, DiskSparseCalculator.Settings settings) {
        int batch = batch(settings);
        int keep = keep(settings.windowValues(), settings.blockValues(), batch, 0);
        return 2L * Math.min(count, settings.prefixValues())
                + 2L * windowCapacity(count, keep, settings.blockValues(), batch)
                + cacheBytes(count, keep, settings.blockValues());
    }
}
