package org.sprague.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
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
    /** One browser for every test (each test loads the page afresh): starting Chromium costs seconds. */
    @RegisterExtension
    static final BrowserHarness b = BrowserHarness.serving(() -> TestServers.start("127.0.0.1", 0, WebLimits.defaults()))
            .window(1280, 1000);

    @Test
    void pickAGameAndSeeEveryMoveColouredByItsResult() throws IOException {
        open("");
        new Select(b.browser.findElement(By.id("game"))).selectByValue("nim");
        assertTrue(b.browser.findElement(By.id("rules")).getText().contains("takes any positive number of stones"));
        setPosition("1 2 4");
        b.browser.findElement(By.id("analyse")).click();
        waitIdle();
        assertEquals("N", b.browser.findElement(By.id("outcome")).getAttribute("data-outcome"));
        assertTrue(b.browser.findElement(By.id("grundy")).getText().contains("7"));
        assertTrue(b.browser.findElement(By.id("remoteness")).getText().contains("remoteness 7"));
        List<WebElement> moves = b.browser.findElements(By.cssSelector("#moves li.move"));
        assertEquals(7, moves.size());
        List<WebElement> winning = b.browser.findElements(By.cssSelector("#moves li.move.winning"));
        assertEquals(1, winning.size());
        assertEquals("1 2 3", winning.get(0).getAttribute("data-position"));
        assertEquals(6, b.browser.findElements(By.cssSelector("#moves li.move.losing")).size());
        assertEquals(7, b.browser.findElements(By.cssSelector("#board .stone")).size());
        b.browser.findElement(By.id("hint")).click();
        waitIdle(); // the hint is busy until POST /api/hint answers (read at once, it raced under load)
        assertTrue(b.browser.findElement(By.id("hint-text")).getText().contains("nim-sum"));
        screenshot("1-analyse-nim");
        assertEquals("heaps", b.browser.findElement(By.id("board")).getAttribute("data-kind"));
    }

    @Test
    void playAWholeGameOfNimAgainstTheEngineAndLose() throws IOException {
        open("?game=nim");
        setPosition("1 2 3");
        b.browser.findElement(By.id("analyse")).click();
        waitIdle();
        new Select(b.browser.findElement(By.id("starter"))).selectByValue("you");
        b.browser.findElement(By.id("play")).click();
        waitIdle();
        int myMoves = 0;
        while (!"true".equals(b.browser.findElement(By.id("status")).getAttribute("data-over"))) {
            assertTrue(myMoves < 10, "the game should end: 1 2 3 has 6 stones");
            assertTrue(b.browser.findElement(By.id("status")).getText().contains("Your move"));
            // from a P-position every move loses: all red
            assertTrue(b.browser.findElements(By.cssSelector("#moves li.move.winning")).isEmpty());
            if (myMoves == 0) {
                // a move by clicking a heap: the top stone of heap 3 leaves 2 stones there
                b.browser.findElement(By.cssSelector("#board .stone[data-heap='2'][data-stone='2']")).click();
            } else {
                b.browser.findElements(By.cssSelector("#moves li.move")).get(0).click();
            }
            myMoves++;
            waitIdle();
        }
        assertTrue(b.browser.findElement(By.id("status")).getText().contains("You lost"));
        List<WebElement> record = b.browser.findElements(By.cssSelector("#history li"));
        assertEquals(2 * myMoves, record.size(), "each of your moves was answered");
        assertTrue(record.get(0).getText().startsWith("you: heap 3: 3 -> 2"), record.get(0).getText());
        assertTrue(record.get(record.size() - 1).getText().startsWith("engine:"));
        assertTrue(record.get(record.size() - 1).getText().endsWith("=> 0 0 0"));
        screenshot("2-play-nim-lost");

        b.browser.findElement(By.id("undo")).click();
        waitIdle();
        assertEquals(2 * myMoves - 2, b.browser.findElements(By.cssSelector("#history li")).size());
        assertFalse("true".equals(b.browser.findElement(By.id("status")).getAttribute("data-over")));
        b.browser.findElement(By.id("restart")).click();
        waitIdle();
        assertEquals(0, b.browser.findElements(By.cssSelector("#history li")).size());
        assertEquals("P", b.browser.findElement(By.id("outcome")).getAttribute("data-outcome"));
    }

    @Test
    void theHintOfAHeapGameShowsTheNimSumOfTheHeapsValues() {
        open("?game=kayles");
        setPosition("7 4");
        b.browser.findElement(By.id("analyse")).click();
        waitIdle();
        b.browser.findElement(By.id("hint")).click();
        waitIdle();
        String hint = b.browser.findElement(By.id("hint-text")).getText();
        // G(7) = 2 = 010, G(4) = 1 = 001: nim-sum 3; heap 1 goes to value 2 XOR 3 = 1 (the rows and reason of
        // POST /api/hint, sprague play's hint, since app28: the labels were "G(heap 1 = 7)")
        assertTrue(hint.matches("(?s).*G\\(7\\): +10  \\(2\\).*"), hint); // padded to the nim-sum's label and width
        assertTrue(hint.contains("nim-sum:"), hint);
        assertTrue(hint.contains("heap 1 (value 2): 2 XOR 3 = 1 < 2, so move it to a position of value 1"), hint);
        assertTrue(hint.contains("Play heap 1: 7 -> "), hint);
    }

    @Test
    void theEngineStartsAndWinsFromAnNPosition() {
        open("?game=nim");
        setPosition("3 4 5");
        b.browser.findElement(By.id("analyse")).click();
        waitIdle();
        new Select(b.browser.findElement(By.id("starter"))).selectByValue("engine");
        b.browser.findElement(By.id("play")).click();
        waitIdle();
        List<WebElement> record = b.browser.findElements(By.cssSelector("#history li"));
        assertEquals(1, record.size());
        assertTrue(record.get(0).getText().startsWith("engine: heap 1: 3 -> 1"), record.get(0).getText());
        assertEquals("P", b.browser.findElement(By.id("outcome")).getAttribute("data-outcome"));
    }

    @Test
    void openATwoHeapNimGridAndClickACell() throws IOException {
        open("?game=nim");
        waitIdle();
        b.browser.findElement(By.id("tab-grid")).click();
        setValue("rows", "10");
        setValue("cols", "12");
        b.browser.findElement(By.id("grid-show")).click();
        waitIdle();
        List<WebElement> cells = b.browser.findElements(By.cssSelector("#grid rect.cell"));
        assertEquals(120, cells.size());
        assertEquals(10, b.browser.findElements(By.cssSelector("#grid rect.cell.P")).size(), "the diagonal");
        WebElement diagonal = b.browser.findElement(By.cssSelector("#grid rect.cell[data-row='4'][data-col='4']"));
        assertTrue(diagonal.getAttribute("class").contains("P"));
        screenshot("3-grid-two-heap-nim");
        b.browser.findElement(By.cssSelector("#grid rect.cell[data-row='2'][data-col='5']")).click();
        waitIdle();
        assertEquals("2 5", b.browser.findElement(By.id("position")).getAttribute("value"));
        assertEquals("N", b.browser.findElement(By.id("outcome")).getAttribute("data-outcome"));
        assertTrue(b.browser.findElement(By.id("analyse-tab")).isDisplayed());

        b.browser.findElement(By.id("tab-grid")).click();
        new Select(b.browser.findElement(By.id("kind"))).selectByValue("grundy");
        b.browser.findElement(By.id("grid-show")).click();
        waitIdle();
        assertEquals(String.valueOf(3 ^ 6),
                b.browser.findElement(By.cssSelector("#grid rect.cell[data-row='3'][data-col='6']")).getAttribute("data-value"));
        screenshot("4-grid-two-heap-nim-grundy");
    }

    @Test
    void badInputShowsTheServersMessage() {
        open("?game=nim");
        setPosition("3 -1");
        b.browser.findElement(By.id("analyse")).click();
        waitIdle();
        WebElement error = b.browser.findElement(By.id("error"));
        assertTrue(error.isDisplayed());
        assertTrue(error.getText().contains("heap 2 '-1' must be >= 0"), error.getText());
    }

    @Test
    void openAKikiGridSeeItsRuleAndClickACellToOpenThatPosition() throws IOException {
        open("?game=kiki");
        b.browser.findElement(By.id("tab-grid")).click();
        setValue("rows", "8");
        setValue("cols", "8");
        b.browser.findElement(By.id("grid-show")).click();
        waitIdle();
        assertEquals(64, b.browser.findElements(By.cssSelector("#grid rect.cell")).size());
        // P iff both coordinates are odd: (1,1), (1,3), ... 4 x 4 of the 8 x 8 cells from (1, 1)
        assertEquals(16, b.browser.findElements(By.cssSelector("#grid rect.cell.P")).size());
        assertTrue(b.browser.findElement(By.cssSelector("#grid rect.cell[data-row='3'][data-col='5']"))
                .getAttribute("class").contains("P"));
        WebElement rules = b.browser.findElement(By.id("grid-rules"));
        assertTrue(rules.getText().contains("P iff x and y are both odd"), rules.getText());
        // the finder looks at 32 x 32 at least (issue 20: Wythoff's rule needs it), learned on half, checked on twice
        assertTrue(rules.getText().contains("checked on x = 1..64, y = 1..64"), rules.getText());
        screenshot("5-grid-kiki-with-rule");
        b.browser.findElement(By.cssSelector("#grid rect.cell[data-row='4'][data-col='6']")).click();
        waitIdle();
        assertTrue(b.browser.findElement(By.id("analyse-tab")).isDisplayed());
        assertEquals("4 6", b.browser.findElement(By.id("position")).getAttribute("value"));
        assertEquals("N", b.browser.findElement(By.id("outcome")).getAttribute("data-outcome"));
        // the position as a board: the coin on (4, 6), its three moves coloured, (3, 5) the winning one
        assertEquals("board", b.browser.findElement(By.id("board")).getAttribute("data-kind"));
        assertEquals(3, b.browser.findElements(By.cssSelector("#board rect.square.target")).size());
        WebElement win = b.browser.findElement(By.cssSelector("#board rect.square.target.winning"));
        assertEquals("3", win.getAttribute("data-row"));
        assertEquals("5", win.getAttribute("data-col"));
        screenshot("6-kiki-board");
        // play on the board: click the winning square, the engine answers on the board
        b.browser.findElement(By.id("play")).click();
        waitIdle();
        b.browser.findElement(By.cssSelector("#board rect.square.target.winning")).click();
        waitIdle();
        List<WebElement> record = b.browser.findElements(By.cssSelector("#history li"));
        assertEquals(2, record.size());
        assertTrue(record.get(0).getText().startsWith("you: ") && record.get(0).getText().endsWith("=> 3 5"),
                record.get(0).getText());
        assertTrue(record.get(1).getText().startsWith("engine: "), record.get(1).getText());
    }

    @Test
    void loadAKaylesPlotWithItsPeriodMarkedItsRuleAndZoom() throws IOException {
        open("?game=kayles");
        b.browser.findElement(By.id("tab-sequence")).click();
        assertEquals("kayles", b.browser.findElement(By.id("rule")).getAttribute("value"), "the game's rule, filled in");
        setValue("to", "300");
        b.browser.findElement(By.id("sequence-show")).click();
        waitIdle();
        assertEquals(301, b.browser.findElements(By.cssSelector("#sequence circle.point")).size());
        assertEquals(1, b.browser.findElements(By.cssSelector("#sequence rect.period-band")).size());
        assertEquals(1, b.browser.findElements(By.cssSelector("#sequence line.preperiod-line")).size());
        assertTrue(b.browser.findElements(By.cssSelector("#sequence line.period-tick")).size() >= 15,
                "(300 - 71) / 12: about 19 periods ticked");
        String info = b.browser.findElement(By.id("sequence-info")).getText();
        assertTrue(info.contains("preperiod 71, period 12: proven"), info);
        WebElement rules = b.browser.findElement(By.id("sequence-rules"));
        assertTrue(rules.getText().contains("G(n + 12) = G(n) for n >= 71"), rules.getText());
        // issue 25: the misère quotient beside the sequence (Kayles: MisereSolver's order 40, |P| = 9)
        WebElement quotient = b.browser.findElement(By.id("quotient-text"));
        new WebDriverWait(b.browser, Duration.ofSeconds(60)).until(d -> quotient.getText().contains("|Q| = "));
        String q = quotient.getText();
        assertTrue(q.startsWith("Q = <a,b,c,d,e,f,g | a2=1,b3=b,"), q);
        assertTrue(q.contains("|Q| = 40, |P| = 9 (wild)"), q);
        assertTrue(q.contains("period 12 from heap 71, proven"), q);
        screenshot("7-sequence-kayles");
        WebElement plot = b.browser.findElement(By.id("sequence"));
        new Actions(b.browser).moveToElement(plot, -200, 0).clickAndHold().moveByOffset(150, 0).release().perform();
        int zoomed = b.browser.findElements(By.cssSelector("#sequence circle.point")).size();
        assertTrue(zoomed > 2 && zoomed < 150, "dragging zooms in: " + zoomed + " points shown");
        screenshot("8-sequence-kayles-zoomed");
        b.browser.findElement(By.id("sequence-reset")).click();
        assertEquals(301, b.browser.findElements(By.cssSelector("#sequence circle.point")).size());
    }

    @Test
    void uploadAGraphAndSeeItsVerticesColouredByOutcome() throws IOException {
        open("?game=nim");
        b.browser.findElement(By.id("tab-graph")).click();
        Path file = Files.createTempFile("sprague-graph-", ".graph");
        // a -> b -> c (c has no move: loss; b wins in 1; a loses in 2), the cycle d <-> e (draws)
        Files.writeString(file, "# a path and a cycle\na b\nb c\nd e\ne d\n");
        try {
            b.browser.findElement(By.id("graph-file")).sendKeys(file.toAbsolutePath().toString());
            b.browser.findElement(By.id("graph-show")).click();
            waitIdle();
        } finally {
            Files.deleteIfExists(file);
        }
        assertEquals(2, b.browser.findElements(By.cssSelector("#graph circle.vertex.loss")).size());
        assertEquals(1, b.browser.findElements(By.cssSelector("#graph circle.vertex.win")).size());
        assertEquals(2, b.browser.findElements(By.cssSelector("#graph circle.vertex.draw")).size());
        assertEquals(4, b.browser.findElements(By.cssSelector("#graph line.edge")).size());
        assertTrue(b.browser.findElement(By.id("graph-info")).getText().startsWith("5 vertices: 1 win, 2 loss, 2 draw"));
        WebElement a = b.browser.findElement(By.cssSelector("#graph-table tr[data-vertex='a']"));
        assertTrue(a.getText().contains("loss 2"), a.getText());
        assertTrue(b.browser.findElement(By.cssSelector("#graph circle.vertex[data-vertex='a']")).getAttribute("class")
                .contains("loss"));
        screenshot("9-graph-upload");
    }

    @Test
    void playAPartizanGameAsLeftAgainstTheEngineAsRight() throws IOException {
        open("?game=pebbles");
        waitIdle();
        assertTrue(b.browser.findElement(By.id("side-row")).isDisplayed(), "partizan: the side to move is chosen");
        setValue("param", "1,2");
        setPosition("2 2");
        b.browser.findElement(By.id("analyse")).click();
        waitIdle();
        new Select(b.browser.findElement(By.id("starter"))).selectByValue("you");
        b.browser.findElement(By.id("play")).click();
        waitIdle();
        assertTrue(b.browser.findElement(By.id("status")).getText().contains("you are Left"));
        int myMoves = 0;
        while (!"true".equals(b.browser.findElement(By.id("status")).getAttribute("data-over"))) {
            assertTrue(myMoves < 10, "2 2 ends within a few moves");
            // Left removes 1 from each chosen heap
            for (WebElement m : b.browser.findElements(By.cssSelector("#moves li.move"))) {
                assertTrue(m.getText().contains("-> "), m.getText());
            }
            b.browser.findElements(By.cssSelector("#moves li.move")).get(0).click();
            myMoves++;
            waitIdle();
        }
        List<WebElement> record = b.browser.findElements(By.cssSelector("#history li"));
        assertTrue(record.get(0).getText().startsWith("you (Left): "), record.get(0).getText());
        if (record.size() > 1) {
            assertTrue(record.get(1).getText().startsWith("engine (Right): "), record.get(1).getText());
        }
        screenshot("10-play-pebbles");
    }

    // ------------------------------------------------------------ helpers

    private void open(String query) {
        b.browser.get(b.uri().toString() + query);
        b.waitIdle();
    }

    private void waitIdle() {
        b.waitIdle();
    }

    private void setPosition(String text) {
        setValue("position", text);
    }

    private void setValue(String id, String text) {
        WebElement e = b.browser.findElement(By.id(id));
        e.clear();
        e.sendKeys(text);
    }

    private void screenshot(String name) throws IOException {
        b.screenshot(name);
    }
}
