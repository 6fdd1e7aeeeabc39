package org.sprague.game;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class CancellationTest {

    @Test
    void checkPassesWithoutADeadline() {
        assertDoesNotThrow(Cancellation::check);
        assertNull(Cancellation.remaining());
    }

    @Test
    void loopStopsOnceItsDeadlinePasses() {
        TimeLimitException e = assertThrows(TimeLimitException.class, () -> Cancellation.within(
                Duration.ofMillis(20), () -> {
                    while (true) {
                        Cancellation.check();
                        Thread.onSpinWait();
                    }
                }));
        assertEquals(Duration.ofMillis(20), e.limit());
        assertTrue(e.getMessage().contains("20 ms"), e.getMessage());
        assertNull(Cancellation.remaining(), "the deadline is gone after within returns");
    }

    @Test
    void innerDeadlineCannotExtendTheOuterOne() {
        Duration left = Cancellation.within(Duration.ofMillis(50),
                () -> Cancellation.within(Duration.ofHours(1), Cancellation::remaining));
        assertTrue(left.compareTo(Duration.ofMillis(50)) <= 0, left.toString());
    }

    @Test
    void interruptedThreadIsCancelled() {
        Thread.currentThread().interrupt();
        try {
            assertThrows(TimeLimitException.class, Cancellation::check);
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void aLimitTooLongToAddToTheClockIsNoLimit() {
        // issue 20 item 7: now + 292 years overflowed into a deadline in the past
        for (Duration forever : new Duration[] {Duration.ofSeconds(9_223_372_037L), Cancellation.FOREVER,
                Duration.ofSeconds(Long.MAX_VALUE)}) {
            assertEquals(7, Cancellation.within(forever, () -> {
                Cancellation.check();
                assertNull(Cancellation.remaining());
                return 7;
            }));
        }
        Duration left = Cancellation.within(Duration.ofMillis(50),
                () -> Cancellation.within(Duration.ofSeconds(Long.MAX_VALUE), Cancellation::remaining));
        assertTrue(left.compareTo(Duration.ofMillis(50)) <= 0, "an outer deadline still holds: " + left);
    }

    @Test
    void nonPositiveLimitIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> Cancellation.within(Duration.ZERO, () -> 1));
    }
}
