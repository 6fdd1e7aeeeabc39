package org.sprague.app;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.game.Deadline;
import org.sprague.game.ImpartialGame;
import org.sprague.game.PartizanGame;
import org.sprague.game.TimeLimitException;

/**
 * Issue 22 item 2: with {@code game.Cancellation} gone, no deadline is bound to the calling
 * thread; a call stops at the deadline it is given, on the caller's own thread and without an
 * interrupt. These calls had none of their own before: the Domineering outcome table ran to its
 * end whatever the request's time limit (the command line's watchdog interrupted it), and a
 * user's misère or partizan game could be bounded only by the thread-bound bridge.
 */
class DeadlineWithoutAThreadScopeTest {
    private static final Duration ALLOWED = Duration.ofMillis(200);

    /** An endless line of positions: every search over it runs until something stops it. */
    private static final ImpartialGame<Integer> ENDLESS = n -> List.of(n + 1);

    private static final PartizanGame<Integer> ENDLESS_PARTIZAN = new PartizanGame<>() {
        @Override
        public List<Integer> leftOptions(Integer n) {
            return List.of(n + 1);
        }

        @Override
        public List<Integer> rightOptions(Integer n) {
            return List.of(n + 1);
        }
    };

    private static void stopsAtItsDeadline(String what, Runnable work) {
        long start = System.nanoTime();
        assertThrows(TimeLimitException.class, work::run, what);
        long millis = (System.nanoTime() - start) / 1_000_000;
        // generous: the shared test machine may hold this thread off a core for a while
        assertTrue(millis < 3_000, what + " stopped " + millis + " ms after it started, 200 ms allowed");
    }

    @Test
    void theDomineeringOutcomeTableStopsAtItsTimeLimit() {
        // 8x8 alone takes seconds of search
        stopsAtItsDeadline("outcomeTable 8x8", () -> Sprague.standard().outcomeTable(8, 8, 1, ALLOWED));
    }

    @Test
    void aUsersGamesStopAtTheDeadlineTheyAreGiven() {
        stopsAtItsDeadline("impartial", () -> Sprague.impartial(ENDLESS, Long.MAX_VALUE, Deadline.after(ALLOWED)).grundy(0));
        stopsAtItsDeadline("misere", () -> Sprague.misere(ENDLESS, Long.MAX_VALUE, Deadline.after(ALLOWED)).outcome(0));
        stopsAtItsDeadline("partizan", () -> Sprague.partizan(ENDLESS_PARTIZAN, Long.MAX_VALUE, Deadline.after(ALLOWED))
                .outcome(0));
    }
}
