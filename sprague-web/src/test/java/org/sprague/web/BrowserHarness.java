package org.sprague.web;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The JUnit 5 lifecycle of a browser test, as an extension: Debian's headless Chromium driven
 * by Selenium through /usr/bin/chromedriver, and the explorer's server it looks at. A browser
 * test class registers one:
 *
 * <pre>{@code
 * @RegisterExtension
 * static final BrowserHarness b = BrowserHarness.serving(() -> TestServers.start("127.0.0.1", 0, WebLimits.defaults()));
 * }</pre>
 *
 * Before all its tests the server starts, then one browser (starting Chromium costs seconds:
 * the tests share it, each loading its page afresh); after them both stop and the browser's
 * profile is deleted. Where Chromium or its driver is missing nothing starts and every test is
 * skipped (before each test, so each is counted as skipped, not "Tests run: 0"), and that is
 * said loudly on the build's output, once, in a banner.
 */
final class BrowserHarness implements BeforeAllCallback, BeforeEachCallback, AfterAllCallback {
    /** Debian's paths; {@code -Dsprague.chromium=...} and {@code -Dsprague.chromedriver=...} override them. */
    static final Path CHROMIUM = Path.of(System.getProperty("sprague.chromium", "/usr/bin/chromium"));
    static final Path DRIVER = Path.of(System.getProperty("sprague.chromedriver", "/usr/bin/chromedriver"));
    static final Path SHOTS = Path.of("target", "screenshots");
    /** The banner is printed once per missing browser and driver (once a build, in practice). */
    private static final Set<String> BANNERS_SHOWN = ConcurrentHashMap.newKeySet();

    private final ServerHarness.ServerStart serverStart;
    private final Path chromium;
    private final Path driver;
    private final int width;
    private final int height;
    private final ServerHarness server;
    private Path profile;
    /** The browser, while the test class runs (null where there is none). */
    ChromeDriver browser;

    private BrowserHarness(ServerHarness.ServerStart serverStart, Path chromium, Path driver, int width, int height) {
        this.serverStart = serverStart;
        this.server = ServerHarness.serving(serverStart);
        this.chromium = chromium;
        this.driver = driver;
        this.width = width;
        this.height = height;
    }

    /** A harness for a browser looking at the server {@code start} starts (a 1366 x 900 window). */
    static BrowserHarness serving(ServerHarness.ServerStart start) {
        return new BrowserHarness(start, CHROMIUM, DRIVER, 1366, 900);
    }

    /** The same with the browser's window {@code width x height} to begin with. */
    BrowserHarness window(int width, int height) {
        return new BrowserHarness(serverStart, chromium, driver, width, height);
    }

    /** The same with other paths for Chromium and its driver (tests of the harness itself). */
    BrowserHarness paths(Path chromium, Path driver) {
        return new BrowserHarness(serverStart, chromium, driver, width, height);
    }

    /** Whether Chromium and its driver are installed. */
    boolean present() {
        return Files.isExecutable(chromium) && Files.isExecutable(driver);
    }

    @Override
    public void beforeAll(ExtensionContext context) throws IOException {
        if (!present()) {
            return; // each test is skipped, loudly, by beforeEach
        }
        server.beforeAll(context);
        try {
            profile = Files.createTempDirectory("sprague-chromium-");
            ChromeOptions options = new ChromeOptions();
            options.setBinary(chromium.toFile());
            options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update", "--disable-sync",
                    "--disable-dev-shm-usage", "--hide-scrollbars", "--window-size=" + width + "," + height,
                    "--user-data-dir=" + profile);
            ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(driver.toFile())
                    .usingAnyFreePort().build();
            browser = new ChromeDriver(service, options);
            browser.manage().timeouts().implicitlyWait(Duration.ZERO);
            Files.createDirectories(SHOTS);
        } catch (IOException | RuntimeException e) {
            afterAll(context);
            throw e;
        }
    }

    /**
     * Skips the test when there is no browser to drive, with a banner on standard error the
     * first time.
     */
    @Override
    public void beforeEach(ExtensionContext context) {
        boolean present = present();
        if (!present && BANNERS_SHOWN.add(chromium + " " + driver)) {
            String line = "*".repeat(78);
            System.err.println(line + "\n*** BROWSER TESTS SKIPPED: " + context.getRequiredTestClass().getSimpleName()
                    + " and the other browser tests did not run.\n"
                    + "*** Chromium (" + chromium + ") or chromedriver (" + driver + ") is not installed:\n"
                    + "*** apt-get install chromium chromium-driver, then run the tests again.\n" + line);
        }
        assumeTrue(present, "BROWSER TESTS SKIPPED: Chromium or chromedriver is not installed"
                + " (apt-get install chromium chromium-driver)");
    }

    @Override
    public void afterAll(ExtensionContext context) throws IOException {
        try {
            if (browser != null) {
                browser.quit();
            }
        } finally {
            browser = null;
            server.afterAll(context);
            if (profile != null) {
                try (var files = Files.walk(profile)) {
                    files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
                }
                profile = null;
            }
        }
    }

    /** The server's address, e.g. {@code http://127.0.0.1:40123/}. */
    URI uri() {
        return server.uri();
    }

    /** A JSON client of the server, to check what the page shows against the API. */
    ApiClient api() {
        return server.api();
    }

    /** The window's size, e.g. 390 x 844 (a phone) or 1366 x 900. */
    void size(int width, int height) {
        browser.manage().window().setSize(new Dimension(width, height));
        // the viewport, not the window, must be that wide: headless windows have no chrome, but check
        long inner = (Long) ((JavascriptExecutor) browser).executeScript("return window.innerWidth");
        if (inner != width) {
            browser.manage().window().setSize(new Dimension(width + (int) (width - inner), height));
        }
    }

    void waitIdle() {
        new WebDriverWait(browser, Duration.ofSeconds(15)).until(d -> "idle".equals(
                d.findElement(By.tagName("body")).getAttribute("data-state")));
    }

    Object js(String script, Object... args) {
        return ((JavascriptExecutor) browser).executeScript(script, args);
    }

    /** The whole page as a person scrolling it sees it (the window is made as tall as the page, then restored). */
    void screenshot(String name) throws IOException {
        Dimension before = browser.manage().window().getSize();
        long tall = (Long) js("return Math.max(document.documentElement.scrollHeight, window.innerHeight)");
        browser.manage().window().setSize(new Dimension(before.getWidth(), (int) Math.min(tall + 120, 6000)));
        try {
            Path shot = browser.getScreenshotAs(OutputType.FILE).toPath();
            Files.copy(shot, SHOTS.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
        } finally {
            browser.manage().window().setSize(before);
        }
    }
}
