package org.sprague.app;

import org.sprague.game.Outcome;
import org.sprague.game.PartizanGame;
import org.sprague.partizan.CanonicalFormPrinter;
import org.sprague.partizan.CanonicalFormSolver;
import org.sprague.partizan.CanonicalForms;
import org.sprague.partizan.MemoizedPartizanOutcomeSolver;
import org.sprague.partizan.Thermographs;

/**
 * The outcome class and the value of the positions of a user's partizan game ({@link
 * Sprague#partizan}), each position's answer remembered for the next: the outcome by a
 * memoized search over (position, side to move) states ({@link MemoizedPartizanOutcomeSolver},
 * O(states + moves)), the value as a canonical form ({@link CanonicalFormSolver}: one form per
 * distinct region of {@link PartizanGame#regions}), written as CGSuite writes it, with its mean
 * and temperature ({@link Thermographs}). Ask for the outcome alone when that is all you need:
 * forms of hot games grow very large. Not thread-safe.
 *
 * @param <P> the game's position type
 */
public final class PartizanValues<P> {
    private final PartizanGame<P> game;
    private final long maxPositions;
    private final org.sprague.game.Deadline deadline;
    private MemoizedPartizanOutcomeSolver<P> outcomes;
    private CanonicalFormSolver<P> values;
    private CanonicalFormPrinter printer;
    private Thermographs thermographs;

    PartizanValues(PartizanGame<P> game, long maxPositions, org.sprague.game.Deadline deadline) {
        this.game = game;
        this.maxPositions = maxPositions;
        this.deadline = deadline;
    }

    /** L (Left wins whoever starts), R, N (whoever starts wins) or P (whoever starts loses). */
    public Outcome outcome(P position) {
        if (outcomes == null) {
            outcomes = new MemoizedPartizanOutcomeSolver<>(game, maxPositions, false, org.sprague.search.engine.SearchThreads.until(deadline));
        }
        return outcomes.solve(position).outcome();
    }

    /** The value (canonical form) as CGSuite writes it: {@code 1/2}, {@code *2}, {@code 3/4*3}, {@code {1|-1}}... */
    public String value(P position) {
        int g = form(position);
        return printer.print(g);
    }

    /** The mean value of the game, a dyadic rational ({@code 3/4}). */
    public String mean(P position) {
        return String.valueOf(thermographs.mean(form(position)));
    }

    /**
     * The temperature of the game: how much a move is worth, a dyadic rational (CGSuite's
     * definition: {@code -1/2^k} for a number {@code m/2^k}, 0 for a number plus an infinitesimal).
     */
    public String temperature(P position) {
        return String.valueOf(thermographs.temperature(form(position)));
    }

    private int form(P position) {
        if (values == null) {
            CanonicalForms forms = new CanonicalForms(Long.MAX_VALUE, deadline);
            values = new CanonicalFormSolver<>(game, forms, maxPositions);
            thermographs = new Thermographs(forms);
            printer = new CanonicalFormPrinter(forms, thermographs);
        }
        return values.value(position);
    }
}
