package org.sprague.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Issue 13's page defects, each in a real browser at a laptop's width (1366 x 900) and a
 * phone's (390 x 844), with a screenshot of each kept in {@code target/screenshots/}.
 */
class ExplorerIssue13BrowserTest {
    @RegisterExtension
    static final BrowserHarness b = BrowserHarness.serving(() -> TestServers.start("127.0.0.1", 0, WebLimits.defaults()));

    // ------------------------------------------------------------ 1. sums

    @ParameterizedTest
    @ValueSource(strings = {"1366x900", "390x844"})
    void aSumCanBeExploredAndPlayedMoveByMove(String size) throws IOException {
        open(size, "?game=nim");
        analyse("3 4 + kayles 5");
        assertEquals("N", outcome());
        // clicking a move of the sum opens the sum it leads to (it said "heap 1 'nim' is not a whole number")
        b.browser.findElements(By.cssSelector("#moves li.move")).get(2).click();
        b.waitIdle();
        assertFalse(error().isDisplayed(), error().getText());
        assertEquals("P", outcome(), "3 -> 0 in heap 1 leaves nim 0 4 + kayles 5, of value 4 XOR 4 = 0");
        analyse("3 4 + kayles 5");
        b.browser.findElement(By.id("play")).click();
        b.waitIdle();
        b.browser.findElement(By.cssSelector("#moves li.move.winning")).click();
        b.waitIdle();
        assertFalse(error().isDisplayed(), error().getText());
        List<WebElement> record = b.browser.findElements(By.cssSelector("#history li"));
        assertEquals(2, record.size(), "your move and the engine's answer, once each");
        assertTrue(record.get(0).getText().contains("nim 0 4 + kayles 5"), record.get(0).getText());
        b.screenshot("i13-1-sum-played-" + size);
    }

    // ------------------------------------------------------------ 2. large positions

    @ParameterizedTest
    @ValueSource(strings = {"1366x900", "390x844"})
    void aHugePositionShowsItsSolveAnswerAndWraps(String size) throws IOException {
        open(size, "?game=kayles");
        analyse("1000000000000000000000000000000 7");
        assertEquals("N", outcome());
        assertTrue(b.browser.findElement(By.id("grundy")).getText().contains("3"));
        assertTrue(b.browser.findElement(By.id("partial-note")).getText().contains("Only the winning moves"));
        assertEquals(8, b.browser.findElements(By.cssSelector("#moves li.move.winning")).size());
        assertTrue(b.browser.findElement(By.id("play")).getAttribute("disabled") != null, "not playable: moves unknown");
        assertNoHorizontalScroll(size);
        b.screenshot("i13-2-huge-kayles-" + size);
        open(size, "?game=nim");
        analyse("99999 99999");
        assertEquals("P", outcome());
        assertTrue(b.browser.findElement(By.id("partial-note")).getText().contains("Every move loses"));
    }

    // ------------------------------------------------------------ 3. stale answers

    @ParameterizedTest
    @ValueSource(strings = {"1366x900", "390x844"})
    void anErrorClearsTheLastAnswer(String size) throws IOException {
        open(size, "?game=nim");
        analyse("3 4 5");
        assertEquals("N", outcome());
        for (String bad : List.of("3 -1", "3 x 5")) {
            analyse(bad);
            assertTrue(error().isDisplayed());
            assertTrue(b.browser.findElements(By.id("outcome")).isEmpty(), "the answer for 3 4 5 is still shown");
            assertTrue(b.browser.findElements(By.cssSelector("#moves li.move")).isEmpty());
        }
        b.screenshot("i13-3-error-cleared-" + size);
    }

    // ------------------------------------------------------------ 4. graphs

    @ParameterizedTest
    @ValueSource(strings = {"1366x900", "390x844"})
    void graphEditsAreKeptAndTheWeightedGameIsReachable(String size) throws IOException {
        open(size, "?game=nim&view=graph");
        Path file = Files.createTempFile("sprague-graph-", ".graph");
        Files.writeString(file, "a b\nb c\n");
        try {
            b.browser.findElement(By.id("graph-file")).sendKeys(file.toAbsolutePath().toString());
            new WebDriverWait(b.browser, Duration.ofSeconds(5)).until(d ->
                    d.findElement(By.id("graph-text")).getAttribute("value").startsWith("a b"));
            WebElement text = b.browser.findElement(By.id("graph-text"));
            text.sendKeys(Keys.END, "\nc d\nlabel d the end");
            b.browser.findElement(By.id("graph-show")).click();
            b.waitIdle();
        } finally {
            Files.deleteIfExists(file);
        }
        // the edit (c -> d) was analysed, not the file: d is the loss now, and labelled on the drawing
        assertEquals(4, b.browser.findElements(By.cssSelector("#graph circle.vertex")).size());
        assertTrue(b.browser.findElement(By.cssSelector("#graph circle.vertex[data-vertex='d']")).getAttribute("class")
                .contains("loss"));
        assertTrue(b.browser.findElement(By.id("graph")).getText().contains("the end"));
        assertEquals("userSpaceOnUse", b.js("return document.querySelector('#graph marker').getAttribute('markerUnits')"),
                "arrowheads of a fixed size, not scaled down with thin edges");
        assertNoHorizontalScroll(size);
        b.screenshot("i13-4-graph-edited-" + size);

        String weighted = Files.readString(example("abc261ex.graph"));
        b.js("document.getElementById('graph-text').value = arguments[0]", weighted);
        new Select(b.browser.findElement(By.id("graph-mode"))).selectByValue("weighted");
        b.browser.findElement(By.id("graph-show")).click();
        b.waitIdle();
        WebElement one = b.browser.findElement(By.cssSelector("#graph-table tr[data-vertex='1']"));
        assertTrue(one.getText().endsWith("40"), one.getText());
        new Select(b.browser.findElement(By.id("graph-mode"))).selectByValue("sum");
        b.js("document.getElementById('graph-text').value = 'a b\\nb c\\nd e\\ne d\\n'");
        b.browser.findElement(By.id("graph-vertices")).sendKeys("a b");
        b.browser.findElement(By.id("graph-show")).click();
        b.waitIdle();
        assertTrue(b.browser.findElement(By.id("graph-info")).getText().startsWith("Tokens on a, b:"),
                b.browser.findElement(By.id("graph-info")).getText());
        b.screenshot("i13-4-graph-sum-" + size);
    }

    // ------------------------------------------------------------ 5. phones

    @ParameterizedTest
    @ValueSource(strings = {"390x844", "1366x900"})
    void noViewScrollsSideways(String size) throws IOException {
        open(size, "?game=nim&position=3%204%205");
        assertNoHorizontalScroll(size);
        b.screenshot("i13-5-play-" + size);
        open(size, "?game=nim&view=grid");
        b.waitIdle();
        assertTrue(b.browser.findElements(By.cssSelector("#grid rect.cell")).size() > 0);
        assertNoHorizontalScroll(size);
        b.screenshot("i13-5-grid-" + size);
        open(size, "?game=kayles&view=sequence");
        b.waitIdle();
        assertTrue(b.browser.findElements(By.cssSelector("#sequence circle.point")).size() > 0);
        assertNoHorizontalScroll(size);
        b.screenshot("i13-5-sequence-" + size);
        open(size, "?game=nim&view=graph");
        b.browser.findElement(By.id("graph-show")).click();
        b.waitIdle();
        assertNoHorizontalScroll(size);
        b.screenshot("i13-5-graph-" + size);
    }

    // ------------------------------------------------------------ 6. busy

    @ParameterizedTest
    @ValueSource(strings = {"1366x900", "390x844"})
    void aSlowAnswerShowsABusyIndicatorWithTheTime(String size) throws IOException {
        open(size, "?game=nim");
        // every answer of this page now takes 1.5 s more, as a big analysis does
        b.js("const f = window.fetch; window.fetch = (...a) => f(...a).then((r) => new Promise((ok) => setTimeout(() => ok(r), 1500)));");
        b.browser.findElement(By.id("position")).clear();
        b.browser.findElement(By.id("position")).sendKeys("3 4 5");
        b.browser.findElement(By.id("analyse")).click();
        new WebDriverWait(b.browser, Duration.ofSeconds(5)).until(d -> d.findElement(By.id("busy")).isDisplayed());
        assertTrue(b.browser.findElement(By.id("busy")).getText().startsWith("Computing..."));
        b.screenshot("i13-6-busy-" + size);
        b.waitIdle();
        assertFalse(b.browser.findElement(By.id("busy")).isDisplayed());
        assertEquals("N", outcome());
    }

    // ------------------------------------------------------------ 7. play

    @ParameterizedTest
    @ValueSource(strings = {"1366x900", "390x844"})
    void playFromAFinishedPositionSaysItIsOver(String size) {
        open(size, "?game=nim");
        analyse("0 0");
        new Select(b.browser.findElement(By.id("starter"))).selectByValue("engine");
        b.browser.findElement(By.id("play")).click();
        b.waitIdle();
        String status = b.browser.findElement(By.id("status")).getText();
        assertTrue(status.contains("already over"), status);
        assertFalse(status.contains("You won"), status);
    }

    @ParameterizedTest
    @ValueSource(strings = {"1366x900", "390x844"})
    void undoNeverReplaysTheEnginesFirstMove(String size) {
        open(size, "?game=nim");
        analyse("3 4 5");
        new Select(b.browser.findElement(By.id("starter"))).selectByValue("engine");
        b.browser.findElement(By.id("play")).click();
        b.waitIdle();
        assertEquals(1, history().size());
        assertTrue(b.browser.findElement(By.id("undo")).getAttribute("disabled") != null,
                "nothing of yours to take back: undo replayed the engine's move");
        b.browser.findElements(By.cssSelector("#moves li.move")).get(0).click();
        b.waitIdle();
        assertEquals(3, history().size());
        b.browser.findElement(By.id("undo")).click();
        b.waitIdle();
        assertEquals(1, history().size(), "back to your turn after the engine's first move");
        b.browser.findElement(By.id("redo")).click();
        b.waitIdle();
        assertEquals(3, history().size(), "redo plays your move and the engine's answer again");
    }

    @ParameterizedTest
    @ValueSource(strings = {"1366x900", "390x844"})
    void partizanPlayHonoursTheSideToMove(String size) {
        open(size, "?game=pebbles");
        b.browser.findElement(By.id("param")).clear();
        b.browser.findElement(By.id("param")).sendKeys("1,2");
        new Select(b.browser.findElement(By.id("side"))).selectByValue("right");
        b.waitIdle();
        analyse("3 3");
        new Select(b.browser.findElement(By.id("starter"))).selectByValue("you");
        b.browser.findElement(By.id("play")).click();
        b.waitIdle();
        assertTrue(b.browser.findElement(By.id("status")).getText().contains("you are Right"),
                b.browser.findElement(By.id("status")).getText());
        b.browser.findElements(By.cssSelector("#moves li.move")).get(0).click();
        b.waitIdle();
        assertTrue(history().get(0).getText().startsWith("you (Right): "), history().get(0).getText());
    }

    @ParameterizedTest
    @ValueSource(strings = {"1366x900", "390x844"})
    void valuesAndColoursCanBeHiddenForPlay(String size) throws IOException {
        open(size, "?game=nim");
        analyse("3 4 5");
        b.browser.findElement(By.id("spoilers")).click();
        WebElement winning = b.browser.findElement(By.cssSelector("#moves li.move.winning"));
        assertEquals("rgba(0, 0, 0, 0)", winning.getCssValue("background-color"));
        assertFalse(b.browser.findElement(By.id("outcome")).isDisplayed());
        b.screenshot("i13-7-no-spoilers-" + size);
    }

    // ------------------------------------------------------------ 8. smaller

    @ParameterizedTest
    @ValueSource(strings = {"1366x900", "390x844"})
    void anUnknownGameInTheAddressIsSaid(String size) {
        open(size, "?game=nonsense");
        assertTrue(error().isDisplayed());
        assertTrue(error().getText().contains("unknown game 'nonsense'"), error().getText());
    }

    @ParameterizedTest
    @ValueSource(strings = {"1366x900", "390x844"})
    void movesTabsAndSquaresWorkByKeyboard(String size) {
        open(size, "?game=nim");
        analyse("1 2");
        WebElement tab = b.browser.findElement(By.id("tab-analyse"));
        assertEquals("tab", tab.getAttribute("role"));
        assertEquals("true", tab.getAttribute("aria-selected"));
        assertEquals("tablist", b.browser.findElement(By.id("tabs")).getAttribute("role"));
        tab.sendKeys(Keys.ARROW_RIGHT);
        assertEquals("true", b.browser.findElement(By.id("tab-grid")).getAttribute("aria-selected"));
        assertTrue(b.browser.findElement(By.id("grid-tab")).isDisplayed());
        b.browser.findElement(By.id("tab-grid")).sendKeys(Keys.ARROW_LEFT);
        WebElement move = b.browser.findElements(By.cssSelector("#moves li.move")).get(0);
        String to = move.getAttribute("data-position");
        move.sendKeys(Keys.ENTER);
        b.waitIdle();
        assertEquals(to, b.browser.findElement(By.id("position")).getAttribute("value"));
        open(size, "?game=wythoff&position=2%203");
        WebElement square = b.browser.findElement(By.cssSelector("#board rect.square.target"));
        assertEquals("0", square.getAttribute("tabindex"));
        String target = square.getAttribute("data-row") + " " + square.getAttribute("data-col");
        square.sendKeys(Keys.ENTER);
        b.waitIdle();
        assertEquals(target, b.browser.findElement(By.id("position")).getAttribute("value"));
    }

    // ------------------------------------------------------------ shareable addresses

    @ParameterizedTest
    @ValueSource(strings = {"1366x900", "390x844"})
    void anAddressOpensThatGamePositionAndView(String size) throws IOException {
        open(size, "?game=bash:3&position=10");
        assertEquals("3", b.browser.findElement(By.id("param")).getAttribute("value"));
        assertEquals("10", b.browser.findElement(By.id("position")).getAttribute("value"));
        open(size, "?game=kayles&position=7%204&view=sequence");
        assertTrue(b.browser.findElement(By.id("sequence-tab")).isDisplayed());
        assertTrue(b.browser.findElements(By.cssSelector("#sequence circle.point")).size() > 100);
        b.screenshot("i13-url-sequence-" + size);
        b.browser.findElement(By.id("tab-analyse")).click();
        analyse("9 2");
        String search = (String) b.js("return location.search");
        assertTrue(search.contains("game=kayles") && search.contains("position=9+2"), search);
        b.browser.get(b.browser.getCurrentUrl());
        b.waitIdle();
        assertEquals("9 2", b.browser.findElement(By.id("position")).getAttribute("value"));
    }

    // ------------------------------------------------------------ what students expect

    @ParameterizedTest
    @ValueSource(strings = {"1366x900", "390x844"})
    void theWorkingOfAValueOpensEachOption(String size) throws IOException {
        open(size, "?game=kayles");
        analyse("4");
        WebElement working = b.browser.findElement(By.id("working"));
        assertTrue(working.getText().startsWith("G(4) = mex{"), working.getText());
        assertTrue(working.getText().contains("} = 1"), working.getText());
        b.screenshot("i13-s-working-" + size);
        working.findElements(By.cssSelector("a.option-value")).get(0).click();
        b.waitIdle();
        assertFalse(b.browser.findElement(By.id("position")).getAttribute("value").equals("4"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"1366x900", "390x844"})
    void theComputerPlaysBothSidesAndTheValueHistoryIsDrawn(String size) throws IOException {
        open(size, "?game=nim");
        analyse("2 3");
        new Select(b.browser.findElement(By.id("starter"))).selectByValue("none");
        new Select(b.browser.findElement(By.id("speed"))).selectByValue("100");
        b.browser.findElement(By.id("play")).click();
        new WebDriverWait(b.browser, Duration.ofSeconds(20)).until(d ->
                "true".equals(d.findElement(By.id("status")).getAttribute("data-over")));
        String status = b.browser.findElement(By.id("status")).getText();
        assertTrue(status.contains("engine 1 wins"), status);
        int moves = history().size();
        assertEquals(moves + 1, b.browser.findElements(By.cssSelector("#value-history circle.history-point")).size());
        // the first player, from an N-position, keeps every position after its moves a P-position
        assertEquals("N", b.browser.findElement(By.cssSelector("#value-history circle[data-move='0']")).getAttribute("data-outcome"));
        assertEquals("P", b.browser.findElement(By.cssSelector("#value-history circle[data-move='1']")).getAttribute("data-outcome"));
        b.screenshot("i13-s-computer-vs-computer-" + size);
    }

    @ParameterizedTest
    @ValueSource(strings = {"1366x900", "390x844"})
    void thePlotHasAxesTooltipsAndTheValuesAsATable(String size) throws IOException {
        open(size, "?game=kayles&view=sequence");
        assertTrue(b.browser.findElements(By.cssSelector("#sequence text.tick")).size() >= 6, "ticks on both axes");
        assertEquals("G(12) = 4", b.browser.findElement(By.cssSelector("#sequence circle.point[data-n='12'] title"))
                .getAttribute("textContent"));
        b.browser.findElement(By.cssSelector("#sequence-values summary")).click();
        List<WebElement> rows = b.browser.findElements(By.cssSelector("#sequence-table tr"));
        assertTrue(rows.get(2).getText().startsWith("10 "), rows.get(2).getText());
        assertTrue(b.browser.findElement(By.id("sequence-csv")).isEnabled());
        assertNoHorizontalScroll(size);
        b.screenshot("i13-s-plot-table-" + size);
        open(size, "?game=nim&view=grid");
        new Select(b.browser.findElement(By.id("kind"))).selectByValue("grundy");
        b.browser.findElement(By.id("grid-show")).click();
        b.waitIdle();
        assertTrue(b.browser.findElement(By.id("grid-heat-legend")).isDisplayed());
        assertTrue(b.browser.findElements(By.cssSelector("#grid-heat-legend .swatch")).size() >= 8);
        b.screenshot("i13-s-heat-legend-" + size);
    }

    // ------------------------------------------------------------ helpers

    private static Path example(String name) {
        Path p = Path.of("../examples", name);
        return Files.exists(p) ? p : Path.of("examples", name);
    }

    private void open(String size, String query) {
        String[] wh = size.split("x");
        b.size(Integer.parseInt(wh[0]), Integer.parseInt(wh[1]));
        b.browser.get(b.uri().toString() + query);
        b.waitIdle();
    }

    private void analyse(String position) {
        WebElement p = b.browser.findElement(By.id("position"));
        p.clear();
        p.sendKeys(position);
        b.browser.findElement(By.id("analyse")).click();
        b.waitIdle();
    }

    private String outcome() {
        return b.browser.findElement(By.id("outcome")).getAttribute("data-outcome");
    }

    private WebElement error() {
        return b.browser.findElement(By.id("error"));
    }

    private List<WebElement> history() {
        return b.browser.findElements(By.cssSelector("#history li"));
    }

    /** The page is no wider than the window: nothing to scroll sideways (it was 413 px at 390). */
    private void assertNoHorizontalScroll(String size) {
        long width = (Long) b.js("return document.documentElement.scrollWidth");
        long window = (Long) b.js("return window.innerWidth");
        assertTrue(width <= window, size + ": the page is " + width + " px wide in a window of " + window);
    }
}
