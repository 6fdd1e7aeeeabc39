package org.sprague.app;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.sprague.app.play.CatalogPartizanBoardGame;
import org.sprague.catalog.ImpartialCatalogGame;
import org.sprague.catalog.PartizanCatalogGame;
import org.sprague.catalog.SolveOptions;
import org.sprague.catalog.entry.Part;
import org.sprague.game.InvalidInputException;
import org.sprague.partizan.games.PartizanGames;
import org.sprague.partizan.games.PartizanSumSolver;
import org.sprague.partizan.games.PartizanSumSolver.Component;
import org.sprague.partizan.outcome.PartizanOutcomeSearch;

/**
 * Sums in which a partizan game solved to canonical form (domineering, hackenbush, ...)
 * stands beside another kind of game: {@code nim 3 + domineering 2x2}. An impartial catalogue
 * game is there the nimber {@code *g} of its Grundy value (the Sprague-Grundy theorem), a
 * partizan catalogue game (pebbles) is valued by the canonical forms of its options; both are
 * then components of one {@link PartizanSumSolver} like the built-in games, so {@code solve},
 * {@code play} and the web's partizan explorer answer them by one path.
 */
final class MixedSums {
    private final Sprague sprague;
    private final Set<String> userIds;

    MixedSums(Sprague sprague, Set<String> userIds) {
        this.sprague = sprague;
        this.userIds = userIds;
    }

    /** Whether the sum has a component solved to canonical form and one of another kind. */
    boolean is(List<String> words) {
        List<List<String>> parts = PartizanSumSolver.split(words);
        long valued = parts.stream().filter(p -> !p.isEmpty() && valuedByCanonicalForm(p.get(0))).count();
        return parts.size() > 1 && valued > 0 && valued < parts.size();
    }

    private boolean valuedByCanonicalForm(String id) {
        return PartizanGames.has(id) && !userIds.contains(id);
    }

    /** The components, an impartial game's Grundy values found within {@code options}' limits. */
    List<Component<?>> components(List<String> words, SolveOptions options) {
        List<Component<?>> parts = new ArrayList<>();
        for (List<String> part : PartizanSumSolver.split(words)) {
            parts.add(component(part, parts.size() + 1, options));
        }
        return parts;
    }

    /**
     * Outcome only, for a mixed sum: the outcome class and each side's first winning move, read
     * from the components' values (the outcome search over the sum's positions would walk the
     * product of the components' positions: Kayles 30 beside Domineering 4x5 took over 250 s
     * of CPU and did not finish; by the values 0.2 s). The value itself is not reported.
     */
    PartizanOutcomeSearch.Report outcome(List<Component<?>> parts, PartizanSumSolver solver) {
        PartizanSumSolver.PartizanSolution s = solver.solve(parts, 1);
        return new PartizanOutcomeSearch.Report(s.game(), s.position(), s.report().outcome(),
                first(s.leftWinningMoves()), first(s.rightWinningMoves()), s.positionsStored(),
                "the components' canonical forms (an impartial one: the nimber of its Grundy value)");
    }

    private static PartizanOutcomeSearch.WinningMove first(List<PartizanSumSolver.WinningMove> moves) {
        return moves.isEmpty() ? null : new PartizanOutcomeSearch.WinningMove(moves.get(0).move(), moves.get(0).position());
    }

    private Component<?> component(List<String> words, int index, SolveOptions options) {
        if (words.isEmpty()) {
            throw new InvalidInputException("component " + index + " of the sum is empty: write GAME POSITION"
                    + " between the '+' signs");
        }
        if (valuedByCanonicalForm(words.get(0))) {
            return sprague.partizanComponents(words, SolveOptions.defaults()).get(0);
        }
        Part p = sprague.parts(words).get(0);
        if (p.game() instanceof ImpartialCatalogGame g) {
            return new Component<>(new CatalogPartizanBoardGame(g, options), p.position());
        }
        if (p.game() instanceof PartizanCatalogGame g) {
            return new Component<>(new CatalogPartizanBoardGame(g), p.position());
        }
        throw new InvalidInputException("'" + p.game().id() + "' (component " + index + ") has no value to add in a"
                + " sum with partizan games");
    }
}
