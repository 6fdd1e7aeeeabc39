package org.sprague.app;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;
import org.sprague.catalog.SolveOptions;
import org.sprague.partizan.Notation;

/**
 * The request of {@link Sprague#solve}: who wins from a position, its value and the winning
 * moves. The command line's {@code sprague solve} flags and the web's {@code POST /api/solve}
 * fields, as one record.
 *
 * @param words the game and position as typed: {@code ["nim", "3", "4", "5"]}, a sum with
 *     {@code "+"} between components (a word may hold several tokens: {@code "nim 3 4"})
 * @param options misère, method, position and move limits, outcome only
 * @param threads the search threads asked for (1 or 2), or null for the default of one
 * @param notation how partizan values are printed
 * @param checkpoint with outcome only, a Domineering board's checkpoint file (command line
 *     only: a web request never names a file); null for none
 * @param progress where a long partizan outcome search reports its progress; null for nowhere
 * @param timeLimit the deadline, from the start of the call; null: none (but the options' own
 *     {@link SolveOptions#deadline()})
 */
public record SolveQuestion(List<String> words, SolveOptions options, Integer threads, Notation notation,
        Path checkpoint, Consumer<String> progress, Duration timeLimit) {

    public SolveQuestion {
        words = List.copyOf(words);
        if (notation == null) {
            notation = Notation.SPRAGUE;
        }
    }

    /**
     * Misère play (the player who cannot move wins) when {@code misere}; a library user's way to
     * the options, whose record is the front ends' (issue 22: the catalogue is exported to
     * Sprague's modules only).
     */
    public SolveQuestion withMisere(boolean misere) {
        return with(options.withMisere(misere));
    }

    /** At most {@code n} positions stored by the search, past which it stops with a {@code PositionLimitException}. */
    public SolveQuestion withMaxPositions(long n) {
        return with(options.withMaxPositions(n));
    }

    /** At most {@code n} winning moves listed (the answer says when the list was cut). */
    public SolveQuestion withMaxMoves(int n) {
        return with(options.withMaxMoves(n));
    }

    /** Only who wins and how (no Grundy value or canonical form), as {@code sprague solve --outcome}. */
    public SolveQuestion withOutcomeOnly(boolean only) {
        return with(options.withOutcomeOnly(only));
    }

    /** The question with default options: normal play, method auto, one thread. */
    public static SolveQuestion of(List<String> words) {
        return new SolveQuestion(words, SolveOptions.defaults(), null, Notation.SPRAGUE, null, null, null);
    }

    /** The same question with other options. */
    public SolveQuestion with(SolveOptions o) {
        return new SolveQuestion(words, o, threads, notation, checkpoint, progress, timeLimit);
    }

    /** The same question on {@code n} threads. */
    public SolveQuestion withThreads(Integer n) {
        return new SolveQuestion(words, options, n, notation, checkpoint, progress, timeLimit);
    }

    /** The same question under a deadline {@code limit} from the call's start. */
    public SolveQuestion within(Duration limit) {
        return new SolveQuestion(words, options, threads, notation, checkpoint, progress, limit);
    }
}
