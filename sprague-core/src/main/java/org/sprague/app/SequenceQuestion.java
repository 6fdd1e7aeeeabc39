package org.sprague.app;

import java.nio.file.Path;
import java.time.Duration;
import java.util.function.BiConsumer;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.sprague.heap.GrundySequenceCalculator;

/**
 * The request of {@link Sprague#sequence}: the Grundy values G(0..to) of a heap game, their
 * rare/common split and their periodicity ({@code sprague grundy RULE --to N},
 * {@code POST /api/grundy}); and of {@link Sprague#quotient}: the misère quotient of its heaps
 * 0..to ({@code sprague quotient RULE --to N}, {@code POST /api/quotient}), which reads
 * {@code rule}, {@code to}, {@code partial}, {@code progress} and {@code timeLimit} only
 * ({@link #quotient} builds the quotient's).
 *
 * @param rule the heap game: a take-and-break code ({@code 0.77}, {@code 4.[3]}),
 *     {@code subtraction:1,3,4}, or a name ({@code kayles}, {@code grundys-game})
 * @param to the last heap, at least 0 and below {@link Integer#MAX_VALUE} (the caller checks
 *     its own limits first: memory, a server's maximum); a quotient's may be {@link Integer#MAX_VALUE}
 * @param naive the naive calculator (the mex of every option, O(N^2): the oracle) instead of the
 *     sparse one (rare and common values, Flammenkamp's sparse space; what {@code auto} means)
 * @param threads the sparse method's threads (1 or more; 2 help values of 7-8 bits)
 * @param values whether the answer's JSON lists the values
 * @param valuesFile where the caller wrote the values (named in the answer), or null
 * @param listener receives the run's progress every few thousand values: the values computed and
 *     the values asked for (it may throw to stop the run), or null (a run continues only from a
 *     checkpoint)
 * @param budget with a time budget, the run is first tried on growing prefixes and refused at
 *     once (a {@link org.sprague.game.LimitExceededException} with the figures) when it is
 *     predicted to end past it; null: computed directly
 * @param checkpoint a checkpoint file the caller named (the command line's {@code --checkpoint};
 *     a server never passes one): the run resumes from it when it holds values of the same rule,
 *     replaces it atomically every {@code checkpointEvery} and at the end (never by fewer values
 *     than it holds), so a run killed with {@code kill -9} resumes to the same values; null: none
 * @param checkpointEvery the time between checkpoints (zero: at every progress report); null:
 *     30 seconds
 * @param stop asked at every progress report; once it answers true the run saves its checkpoint
 *     and ends with a {@link org.sprague.game.LimitExceededException} saying what was saved
 *     (the command line's Ctrl-C); null: never
 * @param timeLimit the deadline from the call's start (a {@link org.sprague.game.TimeLimitException}
 *     past it); null: none
 * @param partial {@link Sprague#quotient} only: at the deadline, answer with the quotient of the
 *     heaps done (and the exception that stopped the run, {@link Report#stopped()}) instead of
 *     throwing it; the run is then this call's own, not continued from the work of earlier calls
 * @param progress {@link Sprague#quotient} only: receives a line for each heap done
 *     ({@code quotient: heap 120 of at most 1000, |Q| = 8, |P| = 2}: the heap just added, the last
 *     heap asked for, the quotient's order and the size of its P-portion so far), or null
 */
public record SequenceQuestion(String rule, long to, boolean naive, int threads, boolean values, String valuesFile,
        BiConsumer<Integer, Integer> listener, Duration budget, Path checkpoint, Duration checkpointEvery, BooleanSupplier stop, Duration timeLimit, boolean partial,
        Consumer<String> progress) {

    /** A question without a checkpoint, its deadline {@code timeLimit} from the call's start (null: none). */
    public SequenceQuestion(String rule, long to, boolean naive, int threads, boolean values, String valuesFile,
            BiConsumer<Integer, Integer> listener, Duration budget, Duration timeLimit) {
        this(rule, to, naive, threads, values, valuesFile, listener, budget, null, null, null, timeLimit, false, null);
    }

    /**
     * {@code to} when it is a heap (>= 0): the one check of {@code sprague grundy}'s and
     * {@code quotient}'s {@code --to} and of the web's {@code to} (each front end then checks its
     * own upper limit: memory, the disk engine, a server's maximum).
     *
     * @throws org.sprague.game.InvalidInputException when it is negative
     */
    public static long checkedTo(long to) {
        if (to < 0) {
            throw new org.sprague.game.InvalidInputException("${to} " + to + " must be >= 0");
        }
        return to;
    }

    /**
     * Whether a sequence's {@code method} asks for the naive calculator: {@code naive}; else
     * {@code sparse} or {@code auto} (and null, the default) ask for the sparse one.
     *
     * @throws org.sprague.game.InvalidInputException for any other word
     */
    public static boolean naive(String method) {
        return switch (method == null ? "auto" : method) {
            case "naive" -> true;
            case "sparse", "auto" -> false;
            default -> throw new org.sprague.game.InvalidInputException("unknown ${method} '" + method
                    + "' (naive, sparse or auto)");
        };
    }

    public SequenceQuestion {
        if (threads < 1) {
            throw new org.sprague.game.InvalidInputException("${threads} must be >= 1, got " + threads);
        }
        if (checkedTo(to) > Integer.MAX_VALUE) { // a sequence checks its own bound (2^31 - 2), a quotient has none
            throw new org.sprague.game.InvalidInputException("${to} " + to + " must be at most 2^31 - 1");
        }
        if (listener == null) {
            listener = (computed, total) -> { };
        }
        if (checkpointEvery == null) {
            checkpointEvery = Duration.ofSeconds(30);
        }
        if (checkpointEvery.isNegative()) {
            throw new org.sprague.game.InvalidInputException("${checkpointEvery} must be >= 0, got " + checkpointEvery);
        }
        if (stop == null) {
            stop = () -> false;
        }
        if (checkpoint != null && budget != null) {
            throw new IllegalArgumentException("a checkpoint is the run's start; give no budget");
        }
    }

    /** {@link #listener} as the heap engine's. */
    GrundySequenceCalculator.Listener calculatorListener() {
        return p -> listener.accept(p.computed(), p.total());
    }

    /** G(0..{@code to}) of {@code rule} by the sparse method on one thread, with the values. */
    public static SequenceQuestion of(String rule, long to) {
        return new SequenceQuestion(rule, to, false, 1, true, null, null, null, null);
    }

    /**
     * The misère quotient of {@code rule}'s heaps 0..{@code to} ({@link Sprague#quotient}),
     * continuing earlier calls' work.
     */
    public static SequenceQuestion quotient(String rule, int to) {
        return quotient(rule, to, false, null, null);
    }

    /**
     * The misère quotient of {@code rule}'s heaps 0..{@code to} ({@link Sprague#quotient}):
     * with {@code partial}, the heaps done at the deadline {@code timeLimit} (null: none) are
     * answered, and {@code progress} (or null) receives a line for each heap done.
     */
    public static SequenceQuestion quotient(String rule, int to, boolean partial, Consumer<String> progress,
            Duration timeLimit) {
        return new SequenceQuestion(rule, to, false, 1, false, null, null, null, null, null, null, timeLimit,
                partial, progress);
    }
}
