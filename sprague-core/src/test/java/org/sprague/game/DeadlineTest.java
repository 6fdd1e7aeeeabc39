package org.sprague.game;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** A deadline is a token: checked on any thread, never bound to one. */
class DeadlineTest {

    @Test
    void anUnlimitedDeadlineNeverExpiresAndHasNoTimeLeft() {
        assertTrue(Deadline.unlimited().isUnlimited());
        assertNull(Deadline.unlimited().remaining());
        assertDoesNotThrow(Deadline.unlimited()::check);
        assertSame(Deadline.unlimited(), Deadline.after(Deadline.FOREVER), "a longer limit is no limit");
    }

    @Test
    void aDeadlinePassedStopsTheCheckOnAnotherThreadWithItsLimit() throws Exception {
        Deadline d = Deadline.after(Duration.ofMillis(20));
        Thread.sleep(40);
        TimeLimitException[] seen = new TimeLimitException[1];
        Thread other = new Thread(() -> seen[0] = assertThrows(TimeLimitException.class, d::check));
        other.start();
        other.join();
        assertEquals(Duration.ofMillis(20), seen[0].limit());
        assertTrue(seen[0].getMessage().contains("stopped after 20 ms"), seen[0].getMessage());
        assertEquals(Duration.ZERO, d.remaining());
    }

    @Test
    void aDeadlineMovedEarlierPassesSoonerWithTheSameLimit() throws Exception {
        Deadline hour = Deadline.after(Duration.ofHours(1));
        Deadline early = hour.earlier(Duration.ofMinutes(59).plusSeconds(59).plusMillis(990));
        Thread.sleep(30);
        TimeLimitException e = assertThrows(TimeLimitException.class, early::check);
        assertEquals(Duration.ofHours(1), e.limit(), "reported as the hour's limit");
        assertTrue(e.getMessage().contains("stopped after 3600 s"), e.getMessage());
        assertDoesNotThrow(hour::check);
        assertSame(Deadline.unlimited(), Deadline.unlimited().earlier(Duration.ofSeconds(5)));
        assertSame(hour, hour.earlier(Duration.ZERO));
    }

    @Test
    void theSoonerOfTwoIsKeptWhateverTheOrder() {
        Deadline near = Deadline.after(Duration.ofMillis(50));
        Deadline far = Deadline.after(Duration.ofHours(1));
        assertSame(near, near.sooner(far));
        assertSame(near, far.sooner(near));
        assertSame(near, Deadline.unlimited().sooner(near));
        assertSame(near, near.sooner(Deadline.unlimited()));
    }

    @Test
    void aZeroOrNegativeLimitIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> Deadline.after(Duration.ZERO));
        assertThrows(IllegalArgumentException.class, () -> Deadline.after(Duration.ofMillis(-1)));
    }

    @Test
    void anUnlimitedDeadlineStillStopsAnInterruptedThread() {
        Thread.currentThread().interrupt();
        try {
            assertThrows(TimeLimitException.class, () -> Deadline.unlimited().check());
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void aLimitTooLongToAddToTheClockIsNoLimit() {
        // issue 20 item 7: now + 292 years overflowed into a deadline in the past (moved from CancellationTest)
        for (Duration forever : new Duration[] {Duration.ofSeconds(9_223_372_037L), Duration.ofSeconds(Long.MAX_VALUE)}) {
            assertSame(Deadline.unlimited(), Deadline.after(forever));
        }
        Deadline outer = Deadline.after(Duration.ofMillis(50));
        assertSame(outer, outer.sooner(Deadline.after(Duration.ofSeconds(Long.MAX_VALUE))), "an outer deadline still holds");
    }
}
