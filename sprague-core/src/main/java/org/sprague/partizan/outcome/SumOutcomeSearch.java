package org.sprague.partizan.outcome;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.sprague.partizan.MemoizedPartizanOutcomeSolver;
import org.sprague.partizan.OptionsBySide;
import org.sprague.partizan.PartizanOutcomeAlgorithm.Side;
import org.sprague.partizan.games.PartizanBoardGame;
import org.sprague.partizan.games.PartizanSumSolver.Component;

/**
 * Who wins a sum of partizan positions of any games (Hackenbush, Cutcake, a user's
 * {@code PartizanGame}, or a sum mixing games), by memoized search over (sum, side to move)
 * states ({@link MemoizedPartizanOutcomeSolver}): a state is the multiset of its components'
 * independent regions, each normalised by its game ({@link PartizanBoardGame#regions}), so
 * sums that differ by the order of their parts or by a reflected region are one state. No
 * value is computed. Cost: one stored state per distinct (sum, side) met, the moves of each.
 */
final class SumOutcomeSearch {
    /** One region of one component's game. */
    record Part(int game, Object region) {
    }

    /** A sum: its parts in a fixed order (game, then the region's hash, then its text). */
    record Sum(List<Part> parts) {
    }

    private static final Comparator<Part> ORDER = Comparator.comparingInt(Part::game)
            .thenComparingInt(p -> p.region().hashCode()).thenComparing(p -> p.region().toString());

    private final List<PartizanBoardGame<?>> games = new ArrayList<>();
    private final MemoizedPartizanOutcomeSolver<Sum> solver;

    SumOutcomeSearch(List<Component<?>> components, long maxPositions, org.sprague.game.Deadline deadline) {
        for (Component<?> c : components) {
            if (!games.contains(c.game())) {
                games.add(c.game());
            }
        }
        solver = new MemoizedPartizanOutcomeSolver<>(new SumGame(), maxPositions, false, org.sprague.search.engine.SearchThreads.until(deadline));
    }

    long positionsStored() {
        return solver.positionsStored();
    }

    /** The sum of {@code components} as a state. */
    Sum of(List<Component<?>> components) {
        List<Part> parts = new ArrayList<>();
        for (Component<?> c : components) {
            addRegions(parts, c.game(), c.position());
        }
        parts.sort(ORDER);
        return new Sum(List.copyOf(parts));
    }

    @SuppressWarnings("unchecked")
    private <P> void addRegions(List<Part> parts, PartizanBoardGame<P> game, Object position) {
        int g = games.indexOf(game);
        for (P r : game.regions((P) position)) {
            parts.add(new Part(g, r));
        }
    }

    /** Whether {@code side}, moving first on {@code sum}, wins. */
    boolean firstPlayerWins(Sum sum, Side side) {
        return solver.firstPlayerWins(sum, side);
    }

    private final class SumGame implements OptionsBySide<Sum> {
        @Override
        public List<Sum> options(Sum s, boolean left) {
            List<Sum> out = new ArrayList<>();
            List<Part> parts = s.parts();
            for (int i = 0; i < parts.size(); i++) {
                Part p = parts.get(i);
                for (Object to : targets(games.get(p.game()), p.region(), left)) {
                    List<Part> next = new ArrayList<>(parts.size() + 2);
                    for (int j = 0; j < parts.size(); j++) {
                        if (j != i) {
                            next.add(parts.get(j));
                        }
                    }
                    addRegions(next, games.get(p.game()), to);
                    next.sort(ORDER);
                    out.add(new Sum(List.copyOf(next)));
                }
            }
            return out;
        }

        @SuppressWarnings("unchecked")
        private <P> List<Object> targets(PartizanBoardGame<P> game, Object region, boolean left) {
            List<Object> out = new ArrayList<>();
            for (PartizanBoardGame.LabelledMove<P> m : game.moves((P) region, left)) {
                out.add(m.to());
            }
            return out;
        }
    }
}
