package org.sprague.catalog;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import org.sprague.catalog.engine.GrundyClosedForm;
import org.sprague.catalog.engine.OutcomeClosedForm;
import org.sprague.catalog.engine.OutcomeSearch;
import org.sprague.catalog.engine.PositionCodec;
import org.sprague.catalog.engine.SequenceSearch;
import org.sprague.catalog.entry.Game;
import org.sprague.game.ImpartialGame;
import org.sprague.game.Move;
import org.sprague.game.Position;
import org.sprague.impartial.GrundyAlgorithm;
import org.sprague.impartial.OutcomeAlgorithm;
import org.sprague.search.engine.SearchThreads;

/**
 * An impartial catalogue game: its syntax ({@link Game}: parse and print positions), its rules
 * as labelled moves, and its capabilities declared as data, each optional, which the engine
 * ({@link CatalogSolver}, its searches built by {@link EngineChoice}, the one place engines are
 * chosen: games do not override {@link #searchSolver} or {@link #misereSolver}) picks up:
 * closed forms ({@link #closedForm}, {@link #misereClosedForm}), a {@link PositionCodec} when
 * positions pack into layouts of bit fields or board frames ({@link #codec}; object positions
 * by default), and, by implementing them, {@link SequenceSearch} (a table over heap sizes
 * or sheets) and {@link OutcomeSearch} (whole positions worth an outcome-only search). A game
 * declaring none gets the object-position memoized search.
 */
public interface ImpartialCatalogGame extends Game, ImpartialGame<Position> {

    /**
     * Every legal move, labelled, in a fixed order. The labels are built here, at the edge;
     * the search engines never ask for them.
     */
    List<Move> moves(Position position);

    /**
     * The label of the move from {@code from} to {@code to}: the first of {@link #moves}
     * that leads there, or {@code -> to} when none does. Cost: one call of {@link #moves}.
     */
    default String describeMove(Position from, Position to) {
        for (Move m : moves(from)) {
            if (m.to().equals(to)) {
                return m.label();
            }
        }
        return "-> " + format(to);
    }

    /** The distinct positions the moves lead to. */
    @Override
    default Collection<Position> options(Position position) {
        LinkedHashSet<Position> set = new LinkedHashSet<>();
        for (Move m : moves(position)) {
            set.add(m.to());
        }
        return new ArrayList<>(set);
    }

    /**
     * The normal-play closed form, if one is known for these parameters: used under
     * {@code auto} and {@code closed-form}, checked against search under {@code search}. A
     * {@link GrundyClosedForm} also gives values, so sums of the game are decided without search.
     */
    default Optional<OutcomeClosedForm> closedForm() {
        return Optional.empty();
    }

    /** The misère-play closed form, if one is known. */
    default Optional<OutcomeClosedForm> misereClosedForm() {
        return Optional.empty();
    }

    /**
     * An upper bound on the positions a search from {@code position} stores (heaps
     * {@code a b}: {@code (a + 1)(b + 1)}), or -1 when unknown; lets a bounded search be
     * refused before it starts.
     */
    default double searchSize(Position position) {
        return -1;
    }

    /**
     * How positions pack into {@code long}s for the packed engine, when they do: for the
     * Grundy search ({@code whole} false: a position may pack as a sum of parts) or for the
     * outcome searches ({@code whole} true: positions packed whole, since a misère sum is not
     * decided by its parts' values). Empty by default (the object search).
     */
    default Optional<PositionCodec> codec(boolean whole) {
        return Optional.empty();
    }

    /** The normal-play Grundy search, storing at most {@code maxPositions} positions, as {@link EngineChoice} picks it. */
    default GrundyAlgorithm<Position> searchSolver(long maxPositions) {
        return searchSolver(maxPositions, SearchThreads.one());
    }

    /**
     * The normal-play Grundy search on the {@code threads} asked for (told the threads used,
     * or why one), as {@link EngineChoice} picks it.
     */
    default GrundyAlgorithm<Position> searchSolver(long maxPositions, SearchThreads threads) {
        return EngineChoice.grundy(this, maxPositions, threads);
    }

    /**
     * The whole-position misère search, storing at most {@code maxPositions} positions and
     * stopping at {@code call}'s running deadline, as {@link EngineChoice} picks it.
     */
    default OutcomeAlgorithm<Position> misereSolver(long maxPositions, SearchThreads call) {
        return EngineChoice.outcome(this, true, maxPositions, call);
    }
}
