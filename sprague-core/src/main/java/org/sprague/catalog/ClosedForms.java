package org.sprague.catalog;

import java.util.Optional;
import org.sprague.catalog.engine.GrundyClosedForm;
import org.sprague.catalog.engine.OutcomeClosedForm;

/**
 * The formulas a game knows for its positions, each optional: the engine
 * ({@link CatalogSolver}) uses them under {@code auto} and {@code closed-form} and checks
 * them against search under {@code search}. A {@link GrundyClosedForm} also gives values,
 * so sums of the game are decided without search.
 */
interface ClosedForms {

    /** The normal-play closed form, if one is known for these parameters. */
    default Optional<OutcomeClosedForm> closedForm() {
        return Optional.empty();
    }

    /** The misère-play closed form, if one is known. */
    default Optional<OutcomeClosedForm> misereClosedForm() {
        return Optional.empty();
    }
}
