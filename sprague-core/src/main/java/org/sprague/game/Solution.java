package org.sprague.game;

import java.math.BigInteger;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.sprague.game.wording.Wording;

/**
 * The answer to "who wins from here, and how": one shape for every game and front end
 * (the CLI's {@code --json} and the web API print it as is).
 *
 * @param game the game id ({@code "sum"} for a sum of games)
 * @param position the position, in the syntax it was given in
 * @param outcome P (the player to move loses) or N (the player to move wins); for
 *     partizan games N means the first player wins
 * @param grundy the Sprague-Grundy value, or null where it does not apply (misère and
 *     partizan play) or where the closed form used gives none
 * @param winningMoves every winning move with the position it leads to
 * @param decidedBy "closed-form" or "search"
 * @param winningMovesComplete false when the list was cut at the move limit
 * @param grundyNote why {@code grundy} is null in normal play of an impartial game (the closed
 *     form gives only the outcome and a search for the value was too large or refused, or only
 *     the outcome was asked), in one short line; null when the value is given or does not apply.
 *     Stored as a {@link Wording} template: the accessor gives the library's (and the web
 *     API's) words, {@link #grundyNote(Function)} a front end's own
 * @param fallbackReason why a position of this answer could not be packed into a {@code long}
 *     (a number past 31 bits, more heaps than 64 bits hold) and was searched on the slower
 *     object path, same answers; null when none was (the catalogue solver's object path)
 * @param components for a sum in normal play, each component with its own Grundy value, in the
 *     order given: {@code grundy} is their XOR (the Sprague-Grundy theorem), which a front end
 *     shows as the working ({@code G(nim 3 4) = 7 xor G(kayles 5) = 4 = 3}); null otherwise
 * @param value the canonical form of a partizan catalogue position (pebbles), Left moving
 *     first, in CGSuite's notation; null for impartial games, and for a partizan position with
 *     more than {@code CatalogSolver.VALUE_POSITIONS} positions (or the search limit, if lower)
 * @param engine the technique that answered, named after the algorithm: {@code CLOSED_FORM} (a
 *     formula on the position), {@code MISERE_QUOTIENT}, {@code SEQUENCE_TABLE} (a heap game's
 *     Grundy sequence or a dense table, then a lookup), {@code PACKED_SEARCH} (memoized search over
 *     positions packed into a {@code long}), {@code NIMBER_PRUNING} (Lemoine and Viennot's pruned
 *     probes), {@code SPLIT_ROOT} (the packed search on two threads), {@code MEMO_SEARCH} (over the
 *     game's own position objects), {@code OUTCOME_SEARCH} (who wins only), {@code CANONICAL_FORM}
 *     (partizan values), {@code ALPHA_BETA_OUTCOME} (partizan outcome on bit boards); set by the
 *     route that ran it; null only for a solution built outside the catalogue solver
 *     ({@link #engineWords()} in words)
 * @param statistics the work the answer cost, as the JSON writes it: {@code positionsStored},
 *     {@code nodes} and {@code elapsedMillis} in that order ({@link #positionsStored()},
 *     {@link #nodes()}, {@link #elapsedMillis()} read them); null as {@code engine}
 * @param fallback why the answer took a slower or other path than the game's fastest one (no
 *     closed form is known, the closed form gives only the outcome, a position did not pack,
 *     the search ran on one thread of two asked), in one short line; null when none did. The
 *     first reason found is kept.
 */
public record Solution(String game, String position, Outcome outcome, BigInteger grundy,
        List<SolvedMove> winningMoves, String decidedBy, boolean winningMovesComplete, String grundyNote,
        String fallbackReason, List<ComponentValue> components, String value, String engine,
        Map<String, Long> statistics, String fallback) {

    public Solution {
        winningMoves = List.copyOf(winningMoves);
        components = components == null ? null : List.copyOf(components);
    }

    /** A solution with no note, components, value, engine, statistics or fallback (the withers add them). */
    public Solution(String game, String position, Outcome outcome, BigInteger grundy,
            List<SolvedMove> winningMoves, String decidedBy, boolean winningMovesComplete) {
        this(game, position, outcome, grundy, winningMoves, decidedBy, winningMovesComplete, null, null, null, null, null,
                null, null);
    }

    /** The note in the library's words (parameters by their Java/JSON names). */
    @Override
    public String grundyNote() {
        return Wording.library(grundyNote);
    }

    /** The note with each parameter spelled by {@code spell} (a command line: its flags). */
    public String grundyNote(Function<String, String> spell) {
        return Wording.render(grundyNote, spell);
    }

    /** This solution without a Grundy value, with a note (a template) saying why. */
    public Solution withoutGrundy(String note) {
        return new Solution(game, position, outcome, null, winningMoves, decidedBy, winningMovesComplete, note, fallbackReason,
                components, value, engine, statistics, fallback);
    }

    /** This solution with a note saying why its Grundy value is not given. */
    public Solution withGrundyNote(String note) {
        return new Solution(game, position, outcome, grundy, winningMoves, decidedBy, winningMovesComplete, note, fallbackReason,
                components, value, engine, statistics, fallback);
    }

    /**
     * This solution saying why a position was searched on the object path ({@code reason});
     * a null {@code reason} leaves it as it is (the first reason found is kept).
     */
    public Solution withFallbackReason(String reason) {
        if (reason == null || fallbackReason != null) {
            return this;
        }
        return new Solution(game, position, outcome, grundy, winningMoves, decidedBy, winningMovesComplete, grundyNote,
                reason, components, value, engine, statistics, fallback == null ? reason : fallback);
    }

    /** This solution with its components' values (a sum in normal play). */
    public Solution withComponents(List<ComponentValue> values) {
        return new Solution(game, position, outcome, grundy, winningMoves, decidedBy, winningMovesComplete, grundyNote,
                fallbackReason, values, value, engine, statistics, fallback);
    }

    /** This solution with the canonical form {@code v} (null: none). */
    public Solution withValue(String v) {
        return new Solution(game, position, outcome, grundy, winningMoves, decidedBy, winningMovesComplete, grundyNote,
                fallbackReason, components, v, engine, statistics, fallback);
    }

    /** The engine in words, for text output ({@code packed search}); null when none is named. */
    public String engineWords() {
        return engine == null ? null : engine.toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }

    /** This solution answered by {@code e} (a route names the technique it ran: {@link #engine()}). */
    public Solution withEngine(String e) {
        return new Solution(game, position, outcome, grundy, winningMoves, decidedBy, winningMovesComplete, grundyNote,
                fallbackReason, components, value, e, statistics, fallback);
    }

    /**
     * This solution with the work it cost: {@code positionsStored} positions stored while
     * answering (0 for a closed form; null where the engine does not count them), {@code nodes}
     * positions visited (null where not counted), {@code elapsedMillis} the call's wall time.
     */
    public Solution withStatistics(Long positionsStored, Long nodes, long elapsedMillis) {
        return new Solution(game, position, outcome, grundy, winningMoves, decidedBy, winningMovesComplete, grundyNote,
                fallbackReason, components, value, engine, statistics(positionsStored, nodes, elapsedMillis), fallback);
    }

    /**
     * The statistics of an answer as its JSON writes them (the {@code statistics} of a
     * solution, of a partizan value and of an outcome search): {@code positionsStored},
     * {@code nodes}, {@code elapsedMillis}, in that order, nulls kept.
     */
    public static Map<String, Long> statistics(Long positionsStored, Long nodes, long elapsedMillis) {
        Map<String, Long> m = new LinkedHashMap<>();
        m.put("positionsStored", positionsStored);
        m.put("nodes", nodes);
        m.put("elapsedMillis", elapsedMillis);
        return Collections.unmodifiableMap(m);
    }

    /** Positions the engine stored while answering (0 for a closed form); null where not counted or no statistics. */
    public Long positionsStored() {
        return statistics == null ? null : statistics.get("positionsStored");
    }

    /** Positions the engine visited, where it counts them; null otherwise. */
    public Long nodes() {
        return statistics == null ? null : statistics.get("nodes");
    }

    /** The call's wall time in milliseconds; null for a solution built outside the catalogue solver. */
    public Long elapsedMillis() {
        return statistics == null ? null : statistics.get("elapsedMillis");
    }

    /** This solution saying why a slower or other path was taken; null, or a reason already set, leaves it. */
    public Solution withFallback(String reason) {
        if (reason == null || fallback != null) {
            return this;
        }
        return new Solution(game, position, outcome, grundy, winningMoves, decidedBy, winningMovesComplete, grundyNote,
                fallbackReason, components, value, engine, statistics, reason);
    }

    /**
     * One component of a sum and its Grundy value.
     *
     * @param component the component as typed, game and position ({@code "nim 3 4"})
     * @param grundy its Sprague-Grundy value
     */
    public record ComponentValue(String component, BigInteger grundy) {
    }

    /** One winning move: its label and the position it leads to, in the input's syntax. */
    public record SolvedMove(String move, String position) {
    }
}
