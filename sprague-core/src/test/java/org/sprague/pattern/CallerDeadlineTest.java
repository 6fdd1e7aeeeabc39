package org.sprague.pattern;

import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import org.sprague.catalog.Catalog;
import org.sprague.game.TimeLimitException;
import org.junit.jupiter.api.Test;
import org.sprague.search.engine.SearchThreads;

/**
 * A proof or a held-out check has a budget of its own; when the caller's deadline (a web
 * request's fast stage) ends first, the work must stop with the caller's time limit, not
 * answer "unproven" as if the proof had run out of its own budget.
 */
class CallerDeadlineTest {

    @Test
    void aPeriodProofCutShortByTheCallersDeadlineStopsInsteadOfSayingUnproven() {
        var guySmith = Catalog.standard().game("0.16");
        assertThrows(TimeLimitException.class,
                () -> KnownTheorems.sequence(guySmith, null,
                        SearchThreads.until(org.sprague.game.Deadline.after(Duration.ofNanos(1)))));
    }
}
