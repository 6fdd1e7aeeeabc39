package org.sprague.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Issue 20, "the explorer as people use it": exact big numbers, every view owning its request
 * (and its Cancel), Back/Forward/reload keeping the place and the game, keyboard and screen
 * reader (axe-core's WCAG 2 A/AA rules), a phone's width, Wythoff's rule at the default grid,
 * and the drawn boards, sums and plots students reach for. Each test fails on the page before
 * the issue's fixes.
 */
class ExplorerIssue20BrowserTest {
    @RegisterExtension
    static final BrowserHarness b = BrowserHarness.serving(() -> TestServers.start("127.0.0.1", 0, WebLimits.defaults()));

    private static final String TWO_TO_53_PLUS_1 = "9007199254740993";
    private static final String TEN_TO_38 = "1" + "0".repeat(38);

    // ------------------------------------------------------------ 8. integers past 2^53

    @Test
    void integersPastTwoToThe53AreShownExactly() {
        open("?game=nim&position=" + TWO_TO_53_PLUS_1);
        assertTrue(text("grundy").contains(TWO_TO_53_PLUS_1), text("grundy"));
        analyse(TEN_TO_38 + " 5");
        String grundy = text("grundy");
        assertTrue(grundy.contains(TEN_TO_38.substring(0, 38) + "5"), "10^38 XOR 5, every digit: " + grundy);
        assertFalse(grundy.contains("e+"), grundy);
        b.browser.findElement(By.id("hint")).click();
        b.waitIdle();
        String hint = text("hint-text");
        // the hint's arithmetic agrees with the answer: heap 1 goes from 10^38 to 5 (the winning move)
        assertTrue(hint.contains(TEN_TO_38 + " XOR " + TEN_TO_38.substring(0, 38) + "5 = 5"), hint);
        assertTrue(hint.contains("so move heap 1 to 5"), hint); // sprague play's words since app28 (was "take 99...95")
    }

    // ------------------------------------------------------------ 9. each view owns its request

    @Test
    void choosingAnotherGameClearsTheOldGamesGridAndSequence() {
        open("?game=kiki&view=grid");
        assertEquals("kiki", b.browser.findElement(By.id("grid")).getAttribute("data-game"));
        new Select(b.browser.findElement(By.id("game"))).selectByValue("wythoff");
        b.waitIdle();
        assertEquals("wythoff", b.browser.findElement(By.id("grid")).getAttribute("data-game"),
                "the grid tab answers for the game chosen, not kiki's grid");
        assertTrue(text("grid-info").startsWith("wythoff"), text("grid-info"));

        open("?game=subtraction&view=sequence");
        assertEquals("subtraction:1,3,4", b.browser.findElement(By.id("rule")).getAttribute("value"));
        assertFalse(b.browser.findElements(By.cssSelector("#sequence circle.point")).isEmpty());
        new Select(b.browser.findElement(By.id("game"))).selectByValue("wythoff");
        b.waitIdle();
        assertEquals("", b.browser.findElement(By.id("rule")).getAttribute("value"),
                "wythoff is not a heap game: the rule of subtraction must not stay");
        assertTrue(b.browser.findElements(By.cssSelector("#sequence circle.point")).isEmpty());
        assertFalse(b.browser.findElement(By.id("sequence-csv")).isEnabled());
        assertTrue(text("sequence-info").contains("not a heap game"), text("sequence-info"));
    }

    @Test
    void aLateAnswerNeverOverwritesANewerQuestionAndAnErrorClearsTheMexLine() {
        open("?game=nim&position=1%202");
        // the answer for 3 4 5 is held back 1.5 s; 1 2 3 is asked meanwhile and answered at once
        delayRequestsContaining("\"3 4 5\"", 1500);
        b.js("document.getElementById('position').value = '3 4 5'; document.getElementById('analyse').click();"
                + "setTimeout(() => { document.getElementById('position').value = '1 2 3';"
                + " document.getElementById('analyse').click(); }, 100);");
        sleep(2200);
        b.waitIdle();
        assertTrue(text("summary").contains("nim 1 2 3"), "the newer question's answer stays: " + text("summary"));
        assertEquals("P", outcome());

        analyse("3 4 5");
        assertTrue(b.browser.findElement(By.id("working")).isDisplayed(), "the mex line of 3 4 5");
        analyse("3 x 5");
        assertTrue(b.browser.findElement(By.id("error")).isDisplayed());
        assertFalse(b.browser.findElement(By.id("working")).isDisplayed(), "an error leaves no mex line of 3 4 5");
        assertEquals("", text("working"));
    }

    // ------------------------------------------------------------ 10. Back, Forward, reload

    @Test
    void backAndForwardStepThroughPositionsAndAReloadKeepsTheGame() {
        open("?game=nim&position=3%204%205");
        b.browser.findElements(By.cssSelector("#moves li.move")).get(0).click(); // heap 1: 3 -> 2
        b.waitIdle();
        assertEquals("2 4 5", b.browser.findElement(By.id("position")).getAttribute("value"));
        b.browser.navigate().back();
        b.waitIdle();
        assertEquals("3 4 5", b.browser.findElement(By.id("position")).getAttribute("value"), "Back: the position before");
        assertTrue(text("summary").contains("nim 3 4 5"), text("summary"));
        b.browser.navigate().forward();
        b.waitIdle();
        assertEquals("2 4 5", b.browser.findElement(By.id("position")).getAttribute("value"), "Forward: the move again");

        // a game on: your move and the engine's answer, then a reload
        open("?game=nim&position=3%204%205");
        b.browser.findElement(By.id("play")).click();
        b.waitIdle();
        b.browser.findElement(By.cssSelector("#moves li.move.winning")).click();
        waitForStatus("Your move");
        List<String> record = texts("#history li");
        assertEquals(2, record.size(), record.toString());
        b.browser.navigate().refresh();
        b.waitIdle();
        waitForStatus("Your move");
        assertEquals(record, texts("#history li"), "the game record survives a reload");
        assertTrue(b.browser.findElement(By.id("undo")).isEnabled(), "and undo with it");
        b.browser.findElement(By.id("undo")).click();
        b.waitIdle();
        assertEquals("3 4 5", b.browser.findElement(By.id("position")).getAttribute("value"));
        assertTrue(texts("#history li").isEmpty());
    }

    // ------------------------------------------------------------ 11. Cancel

    @Test
    void cancelStopsTheRequestOfEveryViewAndLeavesNoStaleAnswer() {
        open("?game=nim&position=3%204%205");
        delayRequestsContaining("", 20_000); // every request from here on waits (until cancelled)
        // the analysis
        b.js("document.getElementById('position').value = '1 2'; document.getElementById('analyse').click();");
        cancelWhenShown();
        assertTrue(b.browser.findElements(By.id("outcome")).isEmpty(), "no answer of 3 4 5 beside the question 1 2");
        assertTrue(text("error").startsWith("Cancelled"), text("error"));
        // the grid, the sequence and the graph
        for (String[] view : List.of(new String[] {"tab-grid", "grid-show", "grid-info"},
                new String[] {"tab-sequence", "sequence-show", "sequence-info"},
                new String[] {"tab-graph", "graph-show", "graph-info"})) {
            b.browser.findElement(By.id(view[0])).click();
            b.browser.findElement(By.id(view[1])).click();
            cancelWhenShown();
            assertTrue(text(view[2]).startsWith("Cancelled"), view[2] + ": " + text(view[2]));
        }
        assertTrue(b.browser.findElements(By.cssSelector("#grid rect.cell")).isEmpty());
        assertTrue(b.browser.findElements(By.cssSelector("#sequence circle.point")).isEmpty());
    }

    // ------------------------------------------------------------ 12. keyboard, screen reader, contrast

    @Test
    void theKeyboardStaysOnTheMovesAndAxeFindsNoViolation() {
        open("?game=nim&position=3%204%205");
        WebElement first = b.browser.findElement(By.cssSelector("#moves li.move"));
        first.sendKeys(Keys.ENTER); // exploring: opens 2 4 5
        b.waitIdle();
        assertEquals(Boolean.TRUE, b.js("return document.activeElement.matches('#moves li.move')"),
                "after a move the keyboard is on the next position's first move, not on <body>");
        b.browser.findElement(By.id("play")).click();
        b.waitIdle();
        b.browser.findElement(By.cssSelector("#moves li.move.winning")).sendKeys(Keys.ENTER);
        waitForStatus("Your move");
        assertEquals(Boolean.TRUE, b.js("return document.activeElement.matches('#moves li.move')"),
                "after the engine's answer too");
        assertEquals("polite", b.browser.findElement(By.id("status")).getAttribute("aria-live"));
        assertNoAxeViolations("the analysis in a game");
        for (String view : List.of("grid", "sequence", "graph")) {
            open("?game=wythoff&view=" + view);
            if (view.equals("graph")) {
                b.browser.findElement(By.id("graph-show")).click();
                b.waitIdle();
            }
            assertNoAxeViolations("the " + view + " view");
        }
        open("?view=partizan&game=clobber&position=xo%7Cox");
        assertNoAxeViolations("the Partizan tab");
    }

    // ------------------------------------------------------------ 13. a phone

    @Test
    void onAPhoneTheDrawingsKeepTheirTextSizeAndLabelsStayBesideTheirFields() {
        b.size(375, 667);
        try {
            b.browser.get(b.uri() + "?game=kayles&view=sequence");
            b.waitIdle();
            assertUnscaled("sequence");
            open("?game=wythoff&view=grid");
            double cell = ((Number) b.js("return document.querySelector('#grid rect.cell').getBoundingClientRect().width"))
                    .doubleValue();
            assertTrue(cell >= 24, "grid cells of " + cell + " px");
            open("?game=nim&view=graph");
            b.browser.findElement(By.id("graph-show")).click();
            b.waitIdle();
            assertUnscaled("graph");
            // every label is on the line of its field
            @SuppressWarnings("unchecked")
            List<Map<String, Object>> pairs = (List<Map<String, Object>>) b.js(
                    "return [...document.querySelectorAll('.tab-body:not([hidden]) .field, #setup .field')]"
                    + ".filter((f) => f.offsetParent !== null).map((f) => {"
                    + " const l = f.querySelector('label').getBoundingClientRect();"
                    + " const i = f.querySelector('input, select').getBoundingClientRect();"
                    + " return {id: f.querySelector('label').htmlFor, label: l.top + l.height / 2, field: i.top, bottom: i.bottom}; })");
            assertFalse(pairs.isEmpty());
            for (Map<String, Object> p : pairs) {
                double mid = ((Number) p.get("label")).doubleValue();
                assertTrue(mid >= ((Number) p.get("field")).doubleValue() && mid <= ((Number) p.get("bottom")).doubleValue(),
                        "the label of " + p.get("id") + " is beside its field: " + p);
            }
            open("?view=partizan&value=%7B2%7C-1%7D");
            new WebDriverWait(b.browser, Duration.ofSeconds(10)).until(d -> (Boolean) b.js(
                    "const i = document.getElementById('pz-thermograph'); return i.complete && i.naturalWidth > 0"));
            double shown = ((Number) b.js("return document.getElementById('pz-thermograph').getBoundingClientRect().width"))
                    .doubleValue();
            assertTrue(shown >= 470, "the thermograph at its own size (its text 12 px), scrolled, not shrunk: " + shown);
            long page = (Long) b.js("return document.documentElement.scrollWidth");
            assertTrue(page <= 375, "the page itself does not scroll sideways: " + page);
        } finally {
            b.size(1366, 900);
        }
    }

    // ------------------------------------------------------------ 14. Wythoff's grid

    @Test
    void wythoffsDefaultGridFindsTheBeattyRule() {
        open("?game=wythoff&view=grid");
        assertEquals("12", b.browser.findElement(By.id("rows")).getAttribute("value"));
        new WebDriverWait(b.browser, Duration.ofSeconds(20)).until(d ->
                !d.findElements(By.cssSelector("#grid-rules .rule-report")).isEmpty());
        WebElement outcomes = b.browser.findElement(By.cssSelector("#grid-rules .rule-report[data-subject='outcomes']"));
        assertTrue(outcomes.findElements(By.className("rule-none")).isEmpty(), outcomes.getText());
        assertTrue(outcomes.findElement(By.className("rule-found")).getText().contains("phi"), outcomes.getText());
        assertTrue(text("grid-rules").contains("32 x 32"), "the page says which range the rule was found on");
    }

    // ------------------------------------------------------------ 15. boards, sums, plots, graphs

    @Test
    void cramAndChompAreDrawnWithEveryMoveColouredOnTheBoard() {
        for (String[] game : List.of(new String[] {"cram", "3x4"}, new String[] {"chomp", "3x4"})) {
            open("?game=" + game[0] + "&position=" + game[1]);
            JsonNode api = b.api().post("/api/moves", "{\"game\":\"" + game[0] + "\",\"position\":\"" + game[1] + "\"}").json();
            List<WebElement> targets = b.browser.findElements(By.cssSelector("#board .target"));
            assertEquals(api.get("moves").size(), targets.size(), game[0] + ": one coloured target per move");
            for (JsonNode m : api.get("moves")) {
                WebElement t = b.browser.findElement(By.cssSelector("#board .target[data-move='" + m.get("move").asText() + "']"));
                assertEquals(m.get("result").asText(), t.getAttribute("data-result"), m.toString());
                assertTrue(t.getAttribute("class").contains(m.get("result").asText()));
            }
            JsonNode first = api.get("moves").get(0);
            b.browser.findElement(By.cssSelector("#board .target[data-move='" + first.get("move").asText() + "']")).click();
            b.waitIdle();
            assertEquals(first.get("position").asText(), b.browser.findElement(By.id("position")).getAttribute("value"));
        }
    }

    @Test
    void clobberToadsAndFrogsAndCutcakeAreDrawnWithLeftsMovesColoured() {
        for (String[] game : List.of(new String[] {"clobber", "xo.|oxo"}, new String[] {"toads-and-frogs", "tt..ff"},
                new String[] {"cutcake", "3 2"})) {
            open("?view=partizan&game=" + game[0] + "&position=" + game[1].replace(" ", "%20").replace("|", "%7C"));
            JsonNode api = b.api().post("/api/partizan", "{\"game\":\"" + game[0] + "\",\"position\":\"" + game[1] + "\"}")
                    .json();
            List<WebElement> moves = b.browser.findElements(By.cssSelector("#pz-board-wrap .move"));
            assertFalse(moves.isEmpty(), game[0] + " is drawn with its moves");
            if (!game[0].equals("clobber")) {
                // a move may be drawn twice (Cutcake's cuts 1|2 and 2|1 of a 3-wide piece leave the same pieces)
                assertEquals(api.get("leftOptions").size(), moves.stream().map(m -> m.getAttribute("data-move")).distinct().count(),
                        game[0] + ": every move of Left on the board");
                for (JsonNode o : api.get("leftOptions")) {
                    WebElement m = b.browser.findElement(By.cssSelector("#pz-board-wrap .move[data-move='"
                            + o.get("move").asText() + "']"));
                    assertTrue(m.getAttribute("class").contains(o.get("wins").asBoolean() ? "winning" : "losing"), o.toString());
                }
            }
            JsonNode o = api.get("leftOptions").get(0);
            if (game[0].equals("clobber")) {
                // a stone first, then the stone it takes
                String[] at = o.get("move").asText().replaceAll("[^0-9,() ]", "").trim().split("\\)\\s*\\(");
                String[] from = at[0].replaceAll("[() ]", "").split(",");
                b.browser.findElement(By.cssSelector("#pz-board-wrap .pz-square[data-row='" + from[0] + "'][data-col='"
                        + from[1] + "']")).click();
            }
            b.browser.findElement(By.cssSelector("#pz-board-wrap .move[data-move='" + o.get("move").asText() + "']")).click();
            b.waitIdle();
            assertEquals(o.get("position").asText(), b.browser.findElement(By.id("pz-position")).getAttribute("value"),
                    game[0] + ": the board's move opened its position");
        }
    }

    @Test
    void aSumShowsItsComponentsValuesXored() {
        open("?game=nim&position=3%204%20%2B%20kayles%205");
        assertEquals("G(nim 3 4) = 7  xor  G(kayles 5) = 4  =  3", b.js(
                "return document.getElementById('sum-values').firstChild.textContent"));
        b.browser.findElement(By.id("hint")).click();
        b.waitIdle();
        String hint = text("hint-text");
        // sprague play's hint since app28: the table has a row per heap of the sum (was a row per component)
        assertTrue(hint.matches("(?s).*G\\(nim 4\\): +100  \\(4\\).*"), hint);
        assertTrue(hint.contains("nim-sum 3 XOR 4 XOR 4 = 3; component 1 (nim): heap 1: 3 XOR 3 = 0 < 3"), hint);
    }

    @Test
    void aPointOfTheSequencePlotOpensItsHeap() {
        open("?game=kayles&view=sequence");
        b.browser.findElement(By.cssSelector("#sequence circle.point[data-n='12']")).click();
        b.waitIdle();
        assertTrue(b.browser.findElement(By.id("analyse-tab")).isDisplayed());
        assertEquals("12", b.browser.findElement(By.id("position")).getAttribute("value"));
        assertTrue(text("grundy").contains("4"), "G(12) = 4 in kayles: " + text("grundy"));
    }

    @Test
    void theGraphHasNoNameOverAVertexALegendForInfAndCanBePlayed() {
        open("?game=nim&view=graph");
        b.js("const t = document.getElementById('graph-text'); t.value = 'a b\\nb c\\nd e\\ne d\\ne c\\nf g\\ng f\\n"
                + "label c the end: no move\\nlabel a a long label for the start vertex';"
                + " t.dispatchEvent(new Event('input'));");
        b.browser.findElement(By.id("graph-show")).click();
        b.waitIdle();
        @SuppressWarnings("unchecked")
        List<String> overlaps = (List<String>) b.js(
                "const out = []; const vs = [...document.querySelectorAll('#graph circle.vertex')];"
                + "for (const t of document.querySelectorAll('#graph text')) { const a = t.getBBox();"
                + " for (const v of vs) { const c = v.getBBox();"
                + "  if (a.x < c.x + c.width && c.x < a.x + a.width && a.y < c.y + c.height && c.y < a.y + a.height)"
                + "   out.push(t.textContent + ' over ' + v.dataset.vertex); } } return out;");
        assertEquals(List.of(), overlaps);
        assertTrue(b.browser.findElement(By.id("graph-legend-extra")).getText().contains("inf("),
                "f and g play forever: their values inf(...) are explained");
        // play: the token on a, you move it to b, the engine moves it to c, you cannot move
        b.browser.findElement(By.cssSelector("#graph circle.vertex[data-vertex='a']")).click();
        assertTrue(text("graph-status").contains("your move"), text("graph-status"));
        b.browser.findElement(By.cssSelector("#graph circle.vertex[data-vertex='b']")).click();
        assertTrue(text("graph-status").contains("Token on c"), text("graph-status"));
        assertTrue(text("graph-status").contains("you lose"), text("graph-status"));
    }

    // ------------------------------------------------------------ helpers

    private void open(String query) {
        b.browser.get(b.uri() + query);
        b.waitIdle();
    }

    private void analyse(String position) {
        WebElement p = b.browser.findElement(By.id("position"));
        p.clear();
        p.sendKeys(position);
        b.browser.findElement(By.id("analyse")).click();
        b.waitIdle();
    }

    private String text(String id) {
        return b.browser.findElement(By.id(id)).getText();
    }

    private List<String> texts(String css) {
        List<String> out = new ArrayList<>();
        b.browser.findElements(By.cssSelector(css)).forEach(e -> out.add(e.getText()));
        return out;
    }

    private String outcome() {
        return b.browser.findElement(By.id("outcome")).getAttribute("data-outcome");
    }

    private void waitForStatus(String start) {
        new WebDriverWait(b.browser, Duration.ofSeconds(15)).until(d ->
                d.findElement(By.id("status")).getText().startsWith(start));
        b.waitIdle();
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * From now on (until the page is loaded again) every API request whose body contains
     * {@code part} is answered {@code ms} later, unless its request is aborted first.
     */
    private void delayRequestsContaining(String part, long ms) {
        b.js("const part = arguments[0]; const ms = arguments[1]; const real = window.fetch;"
                + "window.fetch = (url, opts) => {"
                + " const body = (opts && opts.body) || '';"
                + " if (!body.includes(part)) { return real(url, opts); }"
                + " return new Promise((resolve, reject) => {"
                + "  const t = setTimeout(() => real(url, opts).then(resolve, reject), ms);"
                + "  if (opts && opts.signal) { opts.signal.addEventListener('abort', () => { clearTimeout(t);"
                + "   reject(new DOMException('aborted', 'AbortError')); }); } }); };", part, ms);
    }

    /** Waits for the busy indicator's Cancel button, presses it, and waits for the page to be idle. */
    private void cancelWhenShown() {
        new WebDriverWait(b.browser, Duration.ofSeconds(5)).until(d -> d.findElement(By.id("cancel")).isDisplayed());
        b.browser.findElement(By.id("cancel")).click();
        new WebDriverWait(b.browser, Duration.ofSeconds(3)).until(d -> "idle".equals(
                d.findElement(By.tagName("body")).getAttribute("data-state")));
    }

    /** A drawing is drawn at the size it is shown: one unit of its viewBox is one pixel (its 11 px text stays 11 px). */
    private void assertUnscaled(String id) {
        double scale = ((Number) b.js("const s = document.getElementById(arguments[0]);"
                + " return s.getBoundingClientRect().width / s.viewBox.baseVal.width", id)).doubleValue();
        assertTrue(Math.abs(scale - 1) < 0.02, id + " is scaled by " + scale);
        double right = ((Number) b.js("return document.getElementById(arguments[0]).getBoundingClientRect().right", id))
                .doubleValue();
        assertTrue(right <= 375, id + " fits the phone's width: its right edge at " + right);
    }

    /** axe-core (vendored in the test resources) finds no violation of the WCAG 2 A and AA rules on the page. */
    private void assertNoAxeViolations(String what) {
        assertEquals(List.of(), Axe.violations(b), what);
    }
}
