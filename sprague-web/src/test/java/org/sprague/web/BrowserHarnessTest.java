package org.sprague.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder.request;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

/**
 * Where Chromium is missing, the browser tests must not fail, nor pass silently as "Tests run:
 * 0": each is skipped, and a banner on the build's output says what to install.
 */
class BrowserHarnessTest {
    static final AtomicBoolean SERVER_STARTED = new AtomicBoolean();

    /**
     * A browser test on a machine without Chromium (paths that do not exist). Run only through
     * the launcher below: Surefire leaves nested classes out.
     */
    static class WithoutChromium {
        @RegisterExtension
        static final BrowserHarness b = BrowserHarness.serving(() -> {
            SERVER_STARTED.set(true);
            throw new IOException("a server was started for tests that have no browser");
        }).paths(Path.of("/nonexistent-" + UUID.randomUUID(), "chromium"), Path.of("/nonexistent", "chromedriver"));

        @Test
        void one() {
            fail("ran without a browser");
        }

        @Test
        void two() {
            fail("ran without a browser");
        }
    }

    @Test
    void withoutChromiumEveryTestIsSkippedAndABannerSaysSoOnce() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream before = System.err;
        SummaryGeneratingListener listener = new SummaryGeneratingListener();
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        try {
            LauncherFactory.create().execute(request().selectors(selectClass(WithoutChromium.class)).build(), listener);
        } finally {
            System.setErr(before);
        }
        TestExecutionSummary s = listener.getSummary();
        // kept off the build's output: there it would say, wrongly, that the real browser tests were skipped
        String banner = err.toString(StandardCharsets.UTF_8);
        assertEquals(2, s.getTestsFoundCount());
        assertEquals(2, s.getTestsAbortedCount(), "each test is counted as skipped");
        assertEquals(0, s.getTestsFailedCount() + s.getContainersFailedCount(), s.getFailures().toString());
        assertFalse(SERVER_STARTED.get(), "nothing is started without a browser");
        assertTrue(banner.contains("*** BROWSER TESTS SKIPPED: WithoutChromium and the other browser tests did not run."),
                banner);
        assertTrue(banner.contains("apt-get install chromium chromium-driver"), banner);
        assertEquals(1, banner.split("BROWSER TESTS SKIPPED", -1).length - 1, "one banner, not one per test: " + banner);
    }
}
