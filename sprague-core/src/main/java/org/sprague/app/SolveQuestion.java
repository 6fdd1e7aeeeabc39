package org.sprague.app;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import org.sprague.catalog.SolveOptions;
import org.sprague.catalog.SolveOptions.Method;
import org.sprague.game.InvalidInputException;
import org.sprague.partizan.Notation;
import org.sprague.partizan.PartizanOutcomeAlgorithm.Side;
import org.sprague.partizan.outcome.PartizanOutcomeSearch;
import org.sprague.search.engine.SearchThreads;

/**
 * The request of {@link Sprague#solve}: who wins from a position, its value and the winning
 * moves. The command line's {@code sprague solve} flags and the web's {@code POST /api/solve}
 * fields, as one record. Also the request of {@link Sprague#moves}: every legal move of the
 * position with the result it leads to ({@code POST /api/moves}); and of
 * {@link Sprague#engineMove}: the move the engine plays there ({@code POST /api/engine-move}),
 * which lists the moves within the same limits and ignores {@code remotenessBudget}
 * ({@link #moves} builds the web's).
 *
 * @param words the game and position as typed: {@code ["nim", "3", "4", "5"]}, a sum with
 *     {@code "+"} between components (a word may hold several tokens: {@code "nim 3 4"})
 * @param misere the player who cannot move wins
 * @param method how to decide: {@code auto} (null: the default: a closed form when there is one,
 *     else search), {@code closed-form} or {@code search}, any case
 * @param maxPositions the most positions a search may store, at least 1
 * @param maxMoves the most winning moves to list, at least 1
 * @param outcomeOnly only who wins and the winning moves, not the Grundy value or canonical form
 *     ({@code sprague solve --outcome})
 * @param threads the search threads asked for (1 or 2), or null for the default of one
 * @param notation how partizan values are printed: {@code sprague} (null: the default) or
 *     {@code cgsuite}, any case
 * @param checkpoint with outcome only, a Domineering board's checkpoint file (command line
 *     only: a web request never names a file); null for none
 * @param progress where a long partizan outcome search reports its progress; null for nowhere
 * @param timeLimit the deadline, from the start of the call; null: none
 * @param toMove for the moves of a partizan game alone, the side whose moves are listed (or who
 *     moves): {@code left} or {@code right}; null: Left (and, for impartial games, required null:
 *     both players have the same moves)
 * @param maxListed the most moves {@link Sprague#moves} and {@link Sprague#engineMove} list; past
 *     it the question is refused before anything is solved ({@value #DEFAULT_MAX_LISTED} by default)
 * @param maxMoveSum the largest sum of the position's numbers whose moves are listed (heap games
 *     have about that many moves)
 * @param remotenessBudget the time the remoteness of a single impartial game's moves may take
 *     (then unknown, never a failure); null or zero: not computed
 * @param checkpointMinNodes with a checkpoint, the least nodes a transposition-table entry's search
 *     took for the checkpoint to keep it (rounded down to a power of two, at least 16, the default):
 *     a smaller file to carry to another machine, more work done again on resume
 * @param checkpointWholeTable with a checkpoint, a file on this machine that keeps the whole
 *     transposition table between runs (written at every stop, loaded on resume; hundreds of MB on
 *     10x10); null for none (command line only, as the checkpoint)
 * @param notes where the whole table's load and write report, one line each; null for nowhere
 * @param checkpointWholeEvery with a whole table, how often it is also written during the search
 *     (zero: only at the stops); null: every 10 minutes ({@code sprague solve --checkpoint-whole-every})
 */
public record SolveQuestion(List<String> words, boolean misere, String method, long maxPositions, int maxMoves,
        boolean outcomeOnly, Integer threads, String notation, Path checkpoint, Consumer<String> progress,
        Duration timeLimit, String toMove, int maxListed, long maxMoveSum, Duration remotenessBudget,
        long checkpointMinNodes, Path checkpointWholeTable, Consumer<String> notes, Duration checkpointWholeEvery) {

    /**
     * The most moves {@link Sprague#moves} and {@link Sprague#engineMove} list by default: a
     * position with more is refused before anything is solved.
     */
    public static final int DEFAULT_MAX_LISTED = 100_000;

    /**
     * @throws InvalidInputException for a method other than those above, limits below 1, a thread
     *     count other than 1 to {@link SearchThreads#MAX}, a notation other than {@code sprague} or
     *     {@code cgsuite}, a side other than {@code left} or {@code right}
     */
    public SolveQuestion {
        method = word(new SolveOptions(misere, Method.parse(method == null ? "auto" : method), maxPositions, maxMoves)
                .method());
        if (threads != null && (threads < 1 || threads > SearchThreads.MAX)) {
            throw new InvalidInputException("${threads} " + threads + " must be 1 or " + SearchThreads.MAX
                    + " (the search splits a position's moves between at most " + SearchThreads.MAX + " threads)");
        }
        if (checkpointMinNodes < 1) {
            throw new InvalidInputException("${checkpointMinNodes} " + checkpointMinNodes + " must be at least 1");
        }
        if (checkpointWholeEvery != null && checkpointWholeEvery.isNegative()) {
            throw new InvalidInputException("${checkpointWholeEvery} " + checkpointWholeEvery.toSeconds() + " must be at least 0");
        }
        words = List.copyOf(words);
        notation = notation == null ? "sprague" : Notation.parse(notation).name().toLowerCase(Locale.ROOT);
        if (toMove != null && !toMove.equals("left") && !toMove.equals("right")) {
            throw new InvalidInputException("${toMove} must be \"left\" or \"right\", got '" + toMove + "'");
        }
    }

    /** {@code m} as its word: {@code auto}, {@code closed-form} or {@code search}. */
    static String word(Method m) {
        return m.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The catalogue solver's options: misère, method, limits and outcome only (one thread, no deadline). */
    SolveOptions options() {
        return new SolveOptions(misere, Method.parse(method), maxPositions, maxMoves, outcomeOnly);
    }

    /** {@link #notation} as the printer's. */
    Notation printIn() {
        return Notation.parse(notation);
    }

    /** {@link #toMove} as the engines' side, null when not given. */
    Side side() {
        return toMove == null ? null : toMove.equals("left") ? Side.LEFT : Side.RIGHT;
    }

    /**
     * A solve with default options (normal play, method auto, ten million positions, a thousand
     * winning moves listed, the value asked) and the move lists' defaults: Left to move, at most
     * {@value #DEFAULT_MAX_LISTED} moves, no bound on the sum of the numbers, a second for the remoteness.
     */
    public SolveQuestion(List<String> words, Integer threads, String notation, Path checkpoint,
            Consumer<String> progress, Duration timeLimit) {
        this(words, false, null, SolveOptions.DEFAULT_MAX_POSITIONS, SolveOptions.DEFAULT_MAX_MOVES, false, threads,
                notation, checkpoint, progress, timeLimit, null, DEFAULT_MAX_LISTED,
                Long.MAX_VALUE, Duration.ofSeconds(1), PartizanOutcomeSearch.Options.DEFAULT_CHECKPOINT_MIN_NODES, null,
                null, null);
    }

    /**
     * The moves of a position (the web's {@code POST /api/moves} and {@code /api/engine-move}):
     * the side to move, the move list's limits, the remoteness budget and the deadline; options
     * (the {@code with...} methods), threads, notation, checkpoint and progress by default.
     */
    public static SolveQuestion moves(List<String> words, String toMove, int maxListed, long maxMoveSum,
            Duration remotenessBudget, Duration timeLimit) {
        return new SolveQuestion(words, false, null, SolveOptions.DEFAULT_MAX_POSITIONS, SolveOptions.DEFAULT_MAX_MOVES,
                false, null, null, null, null, timeLimit, toMove, maxListed,
                maxMoveSum, remotenessBudget, PartizanOutcomeSearch.Options.DEFAULT_CHECKPOINT_MIN_NODES, null, null, null);
    }

    /** Misère play (the player who cannot move wins) when {@code misere}. */
    public SolveQuestion withMisere(boolean misere) {
        return with(options().withMisere(misere));
    }

    /** Decided by {@code method}: {@code auto}, {@code closed-form} or {@code search}. */
    public SolveQuestion withMethod(String method) {
        return with(options().withMethod(Method.parse(method)));
    }

    /** At most {@code n} positions stored by the search, past which it stops with a {@code PositionLimitException}. */
    public SolveQuestion withMaxPositions(long n) {
        return with(options().withMaxPositions(n));
    }

    /** At most {@code n} winning moves listed (the answer says when the list was cut). */
    public SolveQuestion withMaxMoves(int n) {
        return with(options().withMaxMoves(n));
    }

    /** Only who wins and how (no Grundy value or canonical form), as {@code sprague solve --outcome}. */
    public SolveQuestion withOutcomeOnly(boolean only) {
        return with(options().withOutcomeOnly(only));
    }

    /**
     * The question with default options: normal play, method auto, one thread; for its moves,
     * Left to move and at most {@value #DEFAULT_MAX_LISTED} moves listed.
     */
    public static SolveQuestion of(List<String> words) {
        return new SolveQuestion(words, null, null, null, null, null);
    }

    /** The same question with {@code o}'s misère, method, limits and outcome only (not its threads or deadline). */
    SolveQuestion with(SolveOptions o) {
        return new SolveQuestion(words, o.misere(), word(o.method()), o.maxPositions(), o.maxMoves(), o.outcomeOnly(),
                threads, notation, checkpoint, progress, timeLimit, toMove, maxListed, maxMoveSum, remotenessBudget,
                checkpointMinNodes, checkpointWholeTable, notes, checkpointWholeEvery);
    }

    /** The same question on {@code n} threads. */
    public SolveQuestion withThreads(Integer n) {
        return new SolveQuestion(words, misere, method, maxPositions, maxMoves, outcomeOnly, n, notation, checkpoint,
                progress, timeLimit, toMove, maxListed, maxMoveSum, remotenessBudget,
                checkpointMinNodes, checkpointWholeTable, notes, checkpointWholeEvery);
    }

    /** The same question under a deadline {@code limit} from the call's start. */
    public SolveQuestion within(Duration limit) {
        return new SolveQuestion(words, misere, method, maxPositions, maxMoves, outcomeOnly, threads, notation, checkpoint,
                progress, limit, toMove, maxListed, maxMoveSum, remotenessBudget,
                checkpointMinNodes, checkpointWholeTable, notes, checkpointWholeEvery);
    }
}
