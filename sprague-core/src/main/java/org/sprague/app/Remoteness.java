package org.sprague.app;

import java.time.Duration;
import java.util.List;
import org.sprague.catalog.entry.Part;
import org.sprague.catalog.ImpartialCatalogGame;
import org.sprague.game.Position;
import org.sprague.game.Deadline;
import org.sprague.game.LimitExceededException;
import org.sprague.game.LoopyGameException;
import org.sprague.impartial.MemoizedRemotenessSolver;
import org.sprague.search.engine.SearchThreads;

/**
 * Remoteness for a move list, where it is cheap enough to know: single impartial games
 * whose whole-position search fits a budget of its own ({@value #MAX_POSITIONS} positions,
 * the question's remoteness budget: the web gives a fifth of the request's time, at most
 * a second), so remoteness never makes a
 * request fail: past the budget it is simply unknown (null). Sums are not searched
 * (remoteness of a sum is not a function of its parts').
 */
final class Remoteness {
    static final long MAX_POSITIONS = 200_000L;
    private static final Remoteness UNKNOWN = new Remoteness(null, null, Deadline.unlimited());

    private final MemoizedRemotenessSolver<Position> solver;
    private final SearchThreads call; // the solver's deadline: the budget, or the request's when sooner
    private final Deadline deadline;
    private boolean failed;

    private Remoteness(MemoizedRemotenessSolver<Position> solver, SearchThreads call, Deadline deadline) {
        this.solver = solver;
        this.call = call;
        this.deadline = deadline;
    }

    static Remoteness of(List<Part> parts, boolean misere, long maxPositions, Duration budget, Deadline request) {
        if (parts.size() != 1 || !(parts.get(0).game() instanceof ImpartialCatalogGame) || budget == null
                || budget.isZero()) {
            return UNKNOWN;
        }
        ImpartialCatalogGame game = (ImpartialCatalogGame) parts.get(0).game();
        SearchThreads call = SearchThreads.one();
        return new Remoteness(new MemoizedRemotenessSolver<>(game, misere, Math.min(MAX_POSITIONS, maxPositions),
                call), call, request.sooner(Deadline.after(budget)));
    }

    /** The remoteness of {@code p}, or null when unknown. */
    Integer of(Position p) {
        if (solver == null || failed) {
            return null;
        }
        try {
            if (deadline.remaining() != null && deadline.remaining().isZero()) {
                failed = true;
                return null;
            }
            return call.during(deadline, () -> solver.remoteness(p));
        } catch (LimitExceededException | LoopyGameException e) {
            failed = true; // past the budget: unknown for every position of this request
            return null;
        }
    }
}
