package org.sprague.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The explorer in a real browser: the real server, Debian's headless Chromium driven by
 * Selenium through /usr/bin/chromedriver. Skipped (not failed) where Chromium or its
 * driver is not installed ({@code apt-get install chromium chromium-driver}). Screenshots
 * of each page go to {@code target/screenshots/}.
 */
class ExplorerBrowserTest {
    /** Debian's paths; {@code -Dsprague.chromium=...} and {@code -Dsprague.chromedriver=...} override them. */
    private static final Path CHROMIUM = Path.of(System.getProperty("sprague.chromium", "/usr/bin/chromium"));
    private static final Path DRIVER = Path.of(System.getProperty("sprague.chromedriver", "/usr/bin/chromedriver"));
    private static final Path SHOTS = Path.of("target", "screenshots");

    private static WebServer server;
    private static ChromeDriver browser;
    private static Path profile;

    @BeforeAll
    static void start() throws IOException {
        if (!BrowserHarness.present()) {
            return; // each test is skipped, loudly, by @BeforeEach
        }
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

    @BeforeEach
    void needsABrowser() {
        BrowserHarness.requireBrowser("ExplorerBrowserTest");
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
        assertTrue(browser.findElement(By.id("remoteness")).getText().contains("remoteness 7"));
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
        assertEquals("heaps", browser.findElement(By.id("board")).getAttribute("data-kind"));
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
    void theHintOfAHeapGameShowsTheNimSumOfTheHeapsValues() {
        open("?game=kayles");
        setPosition("7 4");
        browser.findElement(By.id("analyse")).click();
        waitIdle();
        browser.findElement(By.id("hint")).click();
        waitIdle();
        String hint = browser.findElement(By.id("hint-text")).getText();
        // G(7) = 2 = 010, G(4) = 1 = 001: nim-sum 3; heap 1 goes to value 2 XOR 3 = 1
        assertTrue(hint.contains("G(heap 1 = 7): 10  (2)"), hint);
        assertTrue(hint.contains("nim-sum:"), hint);
        assertTrue(hint.contains("2 XOR 3 = 1, so move in heap 1"), hint);
        assertTrue(hint.contains("(heap 1: 7 -> "), hint);
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

    @Test
    void openAKikiGridSeeItsRuleAndClickACellToOpenThatPosition() throws IOException {
        open("?game=kiki");
        browser.findElement(By.id("tab-grid")).click();
        setValue("rows", "8");
        setValue("cols", "8");
        browser.findElement(By.id("grid-show")).click();
        waitIdle();
        assertEquals(64, browser.findElements(By.cssSelector("#grid rect.cell")).size());
        // P iff both coordinates are odd: (1,1), (1,3), ... 4 x 4 of the 8 x 8 cells from (1, 1)
        assertEquals(16, browser.findElements(By.cssSelector("#grid rect.cell.P")).size());
        assertTrue(browser.findElement(By.cssSelector("#grid rect.cell[data-row='3'][data-col='5']"))
                .getAttribute("class").contains("P"));
        WebElement rules = browser.findElement(By.id("grid-rules"));
        assertTrue(rules.getText().contains("P iff x and y are both odd"), rules.getText());
        assertTrue(rules.getText().contains("checked on x = 1..16, y = 1..16"), rules.getText());
        screenshot("5-grid-kiki-with-rule");
        browser.findElement(By.cssSelector("#grid rect.cell[data-row='4'][data-col='6']")).click();
        waitIdle();
        assertTrue(browser.findElement(By.id("analyse-tab")).isDisplayed());
        assertEquals("4 6", browser.findElement(By.id("position")).getAttribute("value"));
        assertEquals("N", browser.findElement(By.id("outcome")).getAttribute("data-outcome"));
        // the position as a board: the coin on (4, 6), its three moves coloured, (3, 5) the winning one
        assertEquals("board", browser.findElement(By.id("board")).getAttribute("data-kind"));
        assertEquals(3, browser.findElements(By.cssSelector("#board rect.square.target")).size());
        WebElement win = browser.findElement(By.cssSelector("#board rect.square.target.winning"));
        assertEquals("3", win.getAttribute("data-row"));
        assertEquals("5", win.getAttribute("data-col"));
        screenshot("6-kiki-board");
        // play on the board: click the winning square, the engine answers on the board
        browser.findElement(By.id("play")).click();
        waitIdle();
        browser.findElement(By.cssSelector("#board rect.square.target.winning")).click();
        waitIdle();
        List<WebElement> record = browser.findElements(By.cssSelector("#history li"));
        assertEquals(2, record.size());
        assertTrue(record.get(0).getText().startsWith("you: ") && record.get(0).getText().endsWith("=> 3 5"),
                record.get(0).getText());
        assertTrue(record.get(1).getText().startsWith("engine: "), record.get(1).getText());
    }

    @Test
    void loadAKaylesPlotWithItsPeriodMarkedItsRuleAndZoom() throws IOException {
        open("?game=kayles");
        browser.findElement(By.id("tab-sequence")).click();
        assertEquals("kayles", browser.findElement(By.id("rule")).getAttribute("value"), "the game's rule, filled in");
        setValue("to", "300");
        browser.findElement(By.id("sequence-show")).click();
        waitIdle();
        assertEquals(301, browser.findElements(By.cssSelector("#sequence circle.point")).size());
        assertEquals(1, browser.findElements(By.cssSelector("#sequence rect.period-band")).size());
        assertEquals(1, browser.findElements(By.cssSelector("#sequence line.preperiod-line")).size());
        assertTrue(browser.findElements(By.cssSelector("#sequence line.period-tick")).size() >= 15,
                "(300 - 71) / 12: about 19 periods ticked");
        String info = browser.findElement(By.id("sequence-info")).getText();
        assertTrue(info.contains("preperiod 71, period 12: proven"), info);
        WebElement rules = browser.findElement(By.id("sequence-rules"));
        assertTrue(rules.getText().contains("G(n + 12) = G(n) for n >= 71"), rules.getText());
        screenshot("7-sequence-kayles");
        WebElement plot = browser.findElement(By.id("sequence"));
        new Actions(browser).moveToElement(plot, -200, 0).clickAndHold().moveByOffset(150, 0).release().perform();
        int zoomed = browser.findElements(By.cssSelector("#sequence circle.point")).size();
        assertTrue(zoomed > 2 && zoomed < 150, "dragging zooms in: " + zoomed + " points shown");
        screenshot("8-sequence-kayles-zoomed");
        browser.findElement(By.id("sequence-reset")).click();
        assertEquals(301, browser.findElements(By.cssSelector("#sequence circle.point")).size());
    }

    @Test
    void uploadAGraphAndSeeItsVerticesColouredByOutcome() throws IOException {
        open("?game=nim");
        browser.findElement(By.id("tab-graph")).click();
        Path file = Files.createTempFile("sprague-graph-", ".graph");
        // a -> b -> c (c has no move: loss; b wins in 1; a loses in 2), the cycle d <-> e (draws)
        Files.writeString(file, "# a path and a cycle\na b\nb c\nd e\ne d\n");
        try {
            browser.findElement(By.id("graph-file")).sendKeys(file.toAbsolutePath().toString());
            browser.findElement(By.id("graph-show")).click();
            waitIdle();
        } finally {
            Files.deleteIfExists(file);
        }
        assertEquals(2, browser.findElements(By.cssSelector("#graph circle.vertex.loss")).size());
        assertEquals(1, browser.findElements(By.cssSelector("#graph circle.vertex.win")).size());
        assertEquals(2, browser.findElements(By.cssSelector("#graph circle.vertex.draw")).size());
        assertEquals(4, browser.findElements(By.cssSelector("#graph line.edge")).size());
        assertTrue(browser.findElement(By.id("graph-info")).getText().startsWith("5 vertices: 1 win, 2 loss, 2 draw"));
        WebElement a = browser.findElement(By.cssSelector("#graph-table tr[data-vertex='a']"));
        assertTrue(a.getText().contains("loss 2"), a.getText());
        assertTrue(browser.findElement(By.cssSelector("#graph circle.vertex[data-vertex='a']")).getAttribute("class")
                .contains("loss"));
        screenshot("9-graph-upload");
    }

    @Test
    void playAPartizanGameAsLeftAgainstTheEngineAsRight() throws IOException {
        open("?game=pebbles");
        waitIdle();
        assertTrue(browser.findElement(By.id("side-row")).isDisplayed(), "partizan: the side to move is chosen");
        setValue("param", "1,2");
        setPosition("2 2");
        browser.findElement(By.id("analyse")).click();
        waitIdle();
        new Select(browser.findElement(By.id("starter"))).selectByValue("you");
        browser.findElement(By.id("play")).click();
        waitIdle();
        assertTrue(browser.findElement(By.id("status")).getText().contains("you are Left"));
        int myMoves = 0;
        while (!"true".equals(browser.findElement(By.id("status")).getAttribute("data-over"))) {
            assertTrue(myMoves < 10, "2 2 ends within a few moves");
            // Left removes 1 from each chosen heap
            for (WebElement m : browser.findElements(By.cssSelector("#moves li.move"))) {
                assertTrue(m.getText().contains("-> "), m.getText());
            }
            browser.findElements(By.cssSelector("#moves li.move")).get(0).click();
            myMoves++;
            waitIdle();
        }
        List<WebElement> record = browser.findElements(By.cssSelector("#history li"));
        assertTrue(record.get(0).getText().startsWith("you (Left): "), record.get(0).getText());
        if (record.size() > 1) {
            assertTrue(record.get(1).getText().startsWith("engine (Right): "), record.get(1).getText());
        }
        screenshot("10-play-pebbles");
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
