package org.sprague.catalog;

import org.sprague.catalog.entry.Game;
import java.util.Optional;
import org.sprague.catalog.SolveOptions.Method;
import org.sprague.game.InvalidInputException;
import org.sprague.game.wording.Wording;
import org.sprague.catalog.engine.GrundyClosedForm;
import org.sprague.catalog.engine.OutcomeClosedForm;

/**
 * Decides whether a closed form is used: {@code search} never, {@code auto} when the game
 * has one, {@code closed-form} always (bad input when the game has none).
 */
final class ClosedFormRoute {
    private static final String METHOD = Wording.parameter("method");
    private final SolveOptions options;

    ClosedFormRoute(SolveOptions options) {
        this.options = options;
    }

    /**
     * The closed form {@code cf} of {@code game} when the method allows it; {@code play} is
     * {@code ""} or {@code "misère "} for the message.
     */
    Optional<OutcomeClosedForm> usable(Game game, Optional<OutcomeClosedForm> cf, String play) {
        return switch (options.method()) {
            case SEARCH -> Optional.empty();
            case AUTO -> cf;
            case CLOSED_FORM -> {
                if (cf.isEmpty()) {
                    throw new InvalidInputException("no " + play + "closed form is known for "
                            + game.id() + "; use " + METHOD + " search or auto");
                }
                yield cf;
            }
        };
    }

    /** The closed form of the game's Grundy values when the method allows it (sums need values). */
    Optional<GrundyClosedForm> grundyForm(ImpartialCatalogGame g) {
        if (options.method() == Method.SEARCH) {
            return Optional.empty();
        }
        Optional<OutcomeClosedForm> cf = g.closedForm();
        if (cf.isPresent() && cf.get() instanceof GrundyClosedForm gf) {
            return Optional.of(gf);
        }
        if (options.method() == Method.CLOSED_FORM) {
            throw new InvalidInputException("no closed form for the Grundy values of " + g.id()
                    + " is known, and a sum needs them; use " + METHOD + " search or auto");
        }
        return Optional.empty();
    }

    /** Misère sums have no closed form: bad input under {@code closed-form}. */
    void refuseMisereSum() {
        if (options.method() == Method.CLOSED_FORM) {
            throw new InvalidInputException("no closed form is known for misère sums of games;"
                    + " use " + METHOD + " search or auto");
        }
    }
}
