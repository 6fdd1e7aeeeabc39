package org.sprague.catalog.games;

import java.util.ArrayList;
import java.util.List;
import org.sprague.catalog.ImpartialCatalogGame;
import org.sprague.catalog.ObjectFallback;
import org.sprague.catalog.Position;
import org.sprague.game.Outcome;
import org.sprague.impartial.MemoizedOutcomeSolver;
import org.sprague.impartial.OutcomeAlgorithm;
import org.sprague.search.Fold;

/**
 * Whole-position outcome search (misère play) of a catalogue game on the packed engine: the
 * outcome fold stops at a position's first move to a P-position; the object search
 * ({@link MemoizedOutcomeSolver}) takes a position that does not pack (see
 * {@link #fallbackReason}). Winning moves are the game's own options, evaluated at the edge.
 */
final class PackedOutcomeSearch implements OutcomeAlgorithm<Position>, ObjectFallback {
    private final ImpartialCatalogGame game;
    private final LayoutSearch packed;
    private final boolean misere;
    private final long maxPositions;
    private MemoizedOutcomeSolver<Position> object;

    PackedOutcomeSearch(ImpartialCatalogGame game, Packing packing, boolean misere, long maxPositions) {
        this.game = game;
        this.packed = new LayoutSearch(packing, Fold.outcome(misere), maxPositions);
        this.misere = misere;
        this.maxPositions = maxPositions;
    }

    @Override
    public boolean wins(Position p) {
        int v = packed.value(p);
        if (v >= 0) {
            return packed.fold().wins(v);
        }
        if (object == null) {
            object = new MemoizedOutcomeSolver<>(game, misere, maxPositions);
        }
        return object.wins(p);
    }

    @Override
    public OutcomeResult<Position> solve(Position p) {
        Outcome outcome = wins(p) ? Outcome.N : Outcome.P; // the root first: its fallback reason, if any, is reported
        List<Position> winning = new ArrayList<>();
        for (Position o : game.options(p)) {
            if (!wins(o)) {
                winning.add(o);
            }
        }
        return new OutcomeResult<>(outcome, winning);
    }

    @Override
    public long fallbacks() {
        return packed.fallbacks();
    }

    @Override
    public long markFallbacks() {
        return packed.markFallbacks();
    }

    /** Why the first position searched on the object path since {@link #markFallbacks} did not pack; null if none was. */
    @Override
    public String fallbackReason() {
        return packed.fallbackReason();
    }

    @Override
    public long positionsStored() {
        return packed.positionsStored() + (object == null ? 0 : object.positionsStored());
    }
}
