package org.sprague.catalog;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import org.sprague.game.ImpartialGame;
import org.sprague.impartial.GrundyAlgorithm;
import org.sprague.impartial.MemoizedGrundySolver;

/**
 * An impartial catalogue game: labelled moves, an optional closed form, and a search
 * solver (memoized search by default; heap games use dense arrays).
 */
public interface ImpartialCatalogGame extends Game, ImpartialGame<Position> {

    /** Every legal move, labelled, in a fixed order. */
    List<Move> moves(Position position);

    /** The distinct positions the moves lead to. */
    @Override
    default Collection<Position> options(Position position) {
        LinkedHashSet<Position> set = new LinkedHashSet<>();
        for (Move m : moves(position)) {
            set.add(m.to());
        }
        return new ArrayList<>(set);
    }

    /** The normal-play closed form, if one is known for these parameters. */
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

    /** The brute-force normal-play solver, storing at most {@code maxPositions} positions. */
    default GrundyAlgorithm<Position> searchSolver(long maxPositions) {
        return new MemoizedGrundySolver<>(this, maxPositions);
    }

    /**
     * The whole-position misère search, storing at most {@code maxPositions} positions: the
     * object search by default; games on the packed engine override it.
     */
    default org.sprague.impartial.OutcomeAlgorithm<Position> misereSolver(long maxPositions) {
        return new org.sprague.impartial.MemoizedOutcomeSolver<>(this, true, maxPositions);
    }

    /** The label of the move from {@code from} to {@code to}. */
    default String describeMove(Position from, Position to) {
        for (Move m : moves(from)) {
            if (m.to().equals(to)) {
                return m.label();
            }
        }
        return "-> " + format(to);
    }
}
