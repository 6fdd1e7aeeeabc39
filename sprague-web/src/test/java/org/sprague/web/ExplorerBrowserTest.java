package org.sprague.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The explorer in a real browser: the real server, Debian's headless Chromium driven by
 * Selenium through /usr/bin/chromedriver. Skipped (not failed) where Chromium or its
 * driver is not installed ({@code apt-get install chromium chromium-driver}). Screenshots
 * of each page go to {@code target/screenshots/}.
 */
class ExplorerBrowserTest {
    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path DRIVER = Path.of("/usr/bin/chromedriver");
    private static final Path SHOTS = Path.of("target", "screenshots");

    private static WebServer server;
    private static ChromeDriver browser;
    private static Path profile;

    @BeforeAll
    static void start() throws IOException {
        assumeTrue(Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER),
                "Chromium and chromedriver are not installed (apt-get install chromium chromium-driver)");
        server = WebServer.start("127.0.0.1", 0, WebLimits.defaults());
        Files.createDirectories(SHOTS);
        openBrowser();
    }

    /** One browser for every test (each test loads the page afresh): starting Chromium costs seconds. */
    private static void openBrowser() throws IOException {
        profile = Files.createTempDirectory("sprague-chromium-");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--window-size=1280,1000", "--user-data-dir=" + profile);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort().build();
        browser = new ChromeDriver(service, options);
        browser.manage().timeouts().implicitlyWait(Duration.ZERO);
    }

    @AfterAll
    static void stop() throws IOException {
        if (browser != null) {
            browser.quit();
        }
        if (server != null) {
            server.close();
        }
        if (profile != null) {
            try (var files = Files.walk(profile)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    @Test
    void pickAGameAndSeeEveryMoveColouredByItsResult() throws IOException {
        open("");
        new Select(browser.findElement(By.id("game"))).selectByValue("nim");
        assertTrue(browser.findElement(By.id("rules")).getText().contains("takes any positive number of stones"));
        setPosition("1 2 4");
        browser.findElement(By.id("analyse")).click();
        waitIdle();
        assertEquals("N", browser.findElement(By.id("outcome")).getAttribute("data-outcome"));
        assertTrue(browser.findElement(By.id("grundy")).getText().contains("7"));
        List<WebElement> moves = browser.findElements(By.cssSelector("#moves li.move"));
        assertEquals(7, moves.size());
        List<WebElement> winning = browser.findElements(By.cssSelector("#moves li.move.winning"));
        assertEquals(1, winning.size());
        assertEquals("1 2 3", winning.get(0).getAttribute("data-position"));
        assertEquals(6, browser.findElements(By.cssSelector("#moves li.move.losing")).size());
        assertEquals(7, browser.findElements(By.cssSelector("#board .stone")).size());
        browser.findElement(By.id("hint")).click();
        assertTrue(browser.findElement(By.id("hint-text")).getText().contains("nim-sum"));
        screenshot("1-analyse-nim");
    }

    @Test
    void playAWholeGameOfNimAgainstTheEngineAndLose() throws IOException {
        open("?game=nim");
        setPosition("1 2 3");
        browser.findElement(By.id("analyse")).click();
        waitIdle();
        new Select(browser.findElement(By.id("starter"))).selectByValue("you");
        browser.findElement(By.id("play")).click();
        waitIdle();
        int myMoves = 0;
        while (!"true".equals(browser.findElement(By.id("status")).getAttribute("data-over"))) {
            assertTrue(myMoves < 10, "the game should end: 1 2 3 has 6 stones");
            assertTrue(browser.findElement(By.id("status")).getText().contains("Your move"));
            // from a P-position every move loses: all red
            assertTrue(browser.findElements(By.cssSelector("#moves li.move.winning")).isEmpty());
            if (myMoves == 0) {
                // a move by clicking a heap: the top stone of heap 3 leaves 2 stones there
                browser.findElement(By.cssSelector("#board .stone[data-heap='2'][data-stone='2']")).click();
            } else {
                browser.findElements(By.cssSelector("#moves li.move")).get(0).click();
            }
            myMoves++;
            waitIdle();
        }
        assertTrue(browser.findElement(By.id("status")).getText().contains("You lost"));
        List<WebElement> record = browser.findElements(By.cssSelector("#history li"));
        assertEquals(2 * myMoves, record.size(), "each of your moves was answered");
        assertTrue(record.get(0).getText().startsWith("you: heap 3: 3 -> 2"), record.get(0).getText());
        assertTrue(record.get(record.size() - 1).getText().startsWith("engine:"));
        assertTrue(record.get(record.size() - 1).getText().endsWith("=> 0 0 0"));
        screenshot("2-play-nim-lost");

        browser.findElement(By.id("undo")).click();
        waitIdle();
        assertEquals(2 * myMoves - 2, browser.findElements(By.cssSelector("#history li")).size());
        assertFalse("true".equals(browser.findElement(By.id("status")).getAttribute("data-over")));
        browser.findElement(By.id("restart")).click();
        waitIdle();
        assertEquals(0, browser.findElements(By.cssSelector("#history li")).size());
        assertEquals("P", browser.findElement(By.id("outcome")).getAttribute("data-outcome"));
    }

    @Test
    void theEngineStartsAndWinsFromAnNPosition() {
        open("?game=nim");
        setPosition("3 4 5");
        browser.findElement(By.id("analyse")).click();
        waitIdle();
        new Select(browser.findElement(By.id("starter"))).selectByValue("engine");
        browser.findElement(By.id("play")).click();
        waitIdle();
        List<WebElement> record = browser.findElements(By.cssSelector("#history li"));
        assertEquals(1, record.size());
        assertTrue(record.get(0).getText().startsWith("engine: heap 1: 3 -> 1"), record.get(0).getText());
        assertEquals("P", browser.findElement(By.id("outcome")).getAttribute("data-outcome"));
    }

    @Test
    void openATwoHeapNimGridAndClickACell() throws IOException {
        open("?game=nim");
        waitIdle();
        browser.findElement(By.id("tab-grid")).click();
        setValue("rows", "10");
        setValue("cols", "12");
        browser.findElement(By.id("grid-show")).click();
        waitIdle();
        List<WebElement> cells = browser.findElements(By.cssSelector("#grid rect.cell"));
        assertEquals(120, cells.size());
        assertEquals(10, browser.findElements(By.cssSelector("#grid rect.cell.P")).size(), "the diagonal");
        WebElement diagonal = browser.findElement(By.cssSelector("#grid rect.cell[data-row='4'][data-col='4']"));
        assertTrue(diagonal.getAttribute("class").contains("P"));
        screenshot("3-grid-two-heap-nim");
        browser.findElement(By.cssSelector("#grid rect.cell[data-row='2'][data-col='5']")).click();
        waitIdle();
        assertEquals("2 5", browser.findElement(By.id("position")).getAttribute("value"));
        assertEquals("N", browser.findElement(By.id("outcome")).getAttribute("data-outcome"));
        assertTrue(browser.findElement(By.id("analyse-tab")).isDisplayed());

        browser.findElement(By.id("tab-grid")).click();
        new Select(browser.findElement(By.id("kind"))).selectByValue("grundy");
        browser.findElement(By.id("grid-show")).click();
        waitIdle();
        assertEquals(String.valueOf(3 ^ 6),
                browser.findElement(By.cssSelector("#grid rect.cell[data-row='3'][data-col='6']")).getAttribute("data-value"));
        screenshot("4-grid-two-heap-nim-grundy");
    }

    @Test
    void badInputShowsTheServersMessage() {
        open("?game=nim");
        setPosition("3 -1");
        browser.findElement(By.id("analyse")).click();
        waitIdle();
        WebElement error = browser.findElement(By.id("error"));
        assertTrue(error.isDisplayed());
        assertTrue(error.getText().contains("heap 2 '-1' must be >= 0"), error.getText());
    }

    // ------------------------------------------------------------ helpers

    private void open(String query) {
        browser.get(server.uri().toString() + query);
        new WebDriverWait(browser, Duration.ofSeconds(10)).until(d -> "idle".equals(
                d.findElement(By.tagName("body")).getAttribute("data-state")));
    }

    private void waitIdle() {
        new WebDriverWait(browser, Duration.ofSeconds(10)).until(d -> "idle".equals(
                d.findElement(By.tagName("body")).getAttribute("data-state")));
    }

    private void setPosition(String text) {
        setValue("position", text);
    }

    private void setValue(String id, String text) {
        WebElement e = browser.findElement(By.id(id));
        e.clear();
        e.sendKeys(text);
    }

    private void screenshot(String name) throws IOException {
        Path shot = browser.getScreenshotAs(OutputType.FILE).toPath();
        Files.copy(shot, SHOTS.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
    }
}
