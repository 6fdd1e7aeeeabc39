package org.sprague.web;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Debian's headless Chromium driven by Selenium through /usr/bin/chromedriver, for the
 * browser tests. Where Chromium or its driver is missing the tests are skipped, and that is
 * said loudly on the build's output (a banner), not as a silent "Tests run: 0".
 */
final class BrowserHarness implements AutoCloseable {
    /** Debian's paths; {@code -Dsprague.chromium=...} and {@code -Dsprague.chromedriver=...} override them. */
    static final Path CHROMIUM = Path.of(System.getProperty("sprague.chromium", "/usr/bin/chromium"));
    static final Path DRIVER = Path.of(System.getProperty("sprague.chromedriver", "/usr/bin/chromedriver"));
    static final Path SHOTS = Path.of("target", "screenshots");

    final ChromeDriver browser;
    private final Path profile;

    private BrowserHarness(ChromeDriver browser, Path profile) {
        this.browser = browser;
        this.profile = profile;
    }

    private static volatile boolean bannerShown;

    /** Whether Chromium and its driver are installed. */
    static boolean present() {
        return Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER);
    }

    /**
     * Skips the calling test (call it from {@code @BeforeEach}, so that every test is counted
     * as skipped, not "Tests run: 0") when there is no browser to drive, with a banner on
     * standard error the first time.
     */
    static void requireBrowser(String testClass) {
        boolean present = present();
        if (!present && !bannerShown) {
            bannerShown = true;
            String line = "*".repeat(78);
            System.err.println(line + "\n*** BROWSER TESTS SKIPPED: " + testClass + " and the other browser tests did not run.\n"
                    + "*** Chromium (" + CHROMIUM + ") or chromedriver (" + DRIVER + ") is not installed:\n"
                    + "*** apt-get install chromium chromium-driver, then run the tests again.\n" + line);
        }
        assumeTrue(present, "BROWSER TESTS SKIPPED: Chromium or chromedriver is not installed"
                + " (apt-get install chromium chromium-driver)");
    }

    /** Starts one headless browser (starting Chromium costs seconds: share it between tests). */
    static BrowserHarness open() throws IOException {
        Path profile = Files.createTempDirectory("sprague-chromium-");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--hide-scrollbars", "--window-size=1366,900", "--user-data-dir=" + profile);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort().build();
        ChromeDriver browser = new ChromeDriver(service, options);
        browser.manage().timeouts().implicitlyWait(Duration.ZERO);
        Files.createDirectories(SHOTS);
        return new BrowserHarness(browser, profile);
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

    @Override
    public void close() throws IOException {
        browser.quit();
        try (var files = Files.walk(profile)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
