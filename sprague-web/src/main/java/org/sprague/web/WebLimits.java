package org.sprague.web;

import java.time.Duration;

/**
 * What one request of the explorer may cost. Every request is checked against these before
 * and while it runs; going past one is a 422 answer naming the limit, never a hung server.
 *
 * @param maxPositions the most positions one search may store
 * @param maxMoves the most moves one answer may list (winning moves, or the analysed move list)
 * @param maxMoveSum the most the numbers of a position may add up to for {@code /api/moves}
 *     (in heap games the move list grows with the heap sizes)
 * @param maxTableCells the most cells of one table (also of a pattern table)
 * @param maxTokens the most words (numbers, game ids, '+') in one position text
 * @param maxDigits the most characters of one number
 * @param maxBodyBytes the largest request body (but {@code /api/graph}'s)
 * @param timeLimit the longest one request may compute
 * @param workers how many requests compute at once (the others wait in the queue)
 * @param queue how many requests may wait; past it the server answers 503 (busy)
 * @param maxGrundyTo the largest N of {@code /api/grundy} by the sparse method (values G(0..N))
 * @param maxNaiveGrundyTo the largest N by the naive method (O(N^2) and more)
 * @param maxPatternTo the largest n of a one-coordinate {@code /api/pattern} sequence
 * @param maxGraphBytes the largest {@code /api/graph} body (the edge list travels in it)
 * @param maxGraphVertices the most vertices of one uploaded graph
 */
public record WebLimits(long maxPositions, int maxMoves, long maxMoveSum, long maxTableCells,
        int maxTokens, int maxDigits, int maxBodyBytes, Duration timeLimit, int workers, int queue,
        int maxGrundyTo, int maxNaiveGrundyTo, int maxPatternTo, int maxGraphBytes, int maxGraphVertices) {

    public WebLimits {
        if (maxPositions < 1 || maxMoves < 1 || maxMoveSum < 1 || maxTableCells < 1 || maxTokens < 1
                || maxDigits < 1 || maxBodyBytes < 1 || workers < 1 || queue < 1
                || timeLimit.isNegative() || timeLimit.isZero() || maxGrundyTo < 1 || maxNaiveGrundyTo < 1
                || maxPatternTo < 1 || maxGraphBytes < 1 || maxGraphVertices < 1) {
            throw new IllegalArgumentException("every web limit must be positive: " + this);
        }
    }

    /**
     * The defaults: a million stored positions, 10,000 moves, tables of 40,000 cells,
     * 5 seconds per request, one worker per core (at least 2), 256 waiting requests;
     * Grundy sequences to 10^6 (sparse) or 20,000 (naive), pattern sequences to 20,000,
     * graphs of 1 MiB and 100,000 vertices.
     */
    public static WebLimits defaults() {
        return new WebLimits(1_000_000L, 10_000, 100_000L, 40_000L, 1_000, 1_000, 64 * 1024,
                Duration.ofSeconds(5), Math.max(2, Runtime.getRuntime().availableProcessors()), 256,
                1_000_000, 20_000, 20_000, 1 << 20, 100_000);
    }

    /** These limits with another time limit. */
    public WebLimits withTimeLimit(Duration d) {
        return new WebLimits(maxPositions, maxMoves, maxMoveSum, maxTableCells, maxTokens, maxDigits,
                maxBodyBytes, d, workers, queue, maxGrundyTo, maxNaiveGrundyTo, maxPatternTo, maxGraphBytes,
                maxGraphVertices);
    }

    /** These limits with another position limit. */
    public WebLimits withMaxPositions(long n) {
        return new WebLimits(n, maxMoves, maxMoveSum, maxTableCells, maxTokens, maxDigits,
                maxBodyBytes, timeLimit, workers, queue, maxGrundyTo, maxNaiveGrundyTo, maxPatternTo, maxGraphBytes,
                maxGraphVertices);
    }

    /** These limits with another number of workers and queue length. */
    public WebLimits withWorkers(int w, int q) {
        return new WebLimits(maxPositions, maxMoves, maxMoveSum, maxTableCells, maxTokens, maxDigits,
                maxBodyBytes, timeLimit, w, q, maxGrundyTo, maxNaiveGrundyTo, maxPatternTo, maxGraphBytes,
                maxGraphVertices);
    }

    /** These limits with other graph upload limits. */
    public WebLimits withGraphLimits(int bytes, int vertices) {
        return new WebLimits(maxPositions, maxMoves, maxMoveSum, maxTableCells, maxTokens, maxDigits,
                maxBodyBytes, timeLimit, workers, queue, maxGrundyTo, maxNaiveGrundyTo, maxPatternTo, bytes,
                vertices);
    }
}
