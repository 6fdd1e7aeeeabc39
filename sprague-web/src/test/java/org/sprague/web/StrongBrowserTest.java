package org.sprague.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.sprague.catalog.Catalog;

/**
 * strong.html in a real browser: games played against the engine from databases solved in
 * the test, the colours on screen checked against the API at every turn, at a laptop's
 * width and a phone's, with screenshots in {@code target/screenshots/}.
 */
class StrongBrowserTest {
    @TempDir
    static Path dir;
    /** The server, with databases solved here (only where there is a browser to look at them). */
    @RegisterExtension
    static final BrowserHarness b = BrowserHarness.serving(() -> {
        StrongFixture.solve("tic-tac-toe", dir.resolve("ttt.db"));
        StrongFixture.solve("connect-four:4x4", dir.resolve("c4.db"));
        StrongFixture.solve("dodgem", dir.resolve("dodgem.db"));
        StrongFixture.solve("quixo:3", dir.resolve("q3.db"));
        return WebServer.start("127.0.0.1", 0, WebLimits.defaults(), Catalog.standard(), List.of(),
                StrongDatabases.open(List.of(dir.resolve("ttt.db"), dir.resolve("c4.db"), dir.resolve("dodgem.db"),
                        dir.resolve("q3.db"))));
    });

    /**
     * A whole game of tic-tac-toe: the user plays the best move (the game ends in a tie) or
     * the worst (the engine then wins); by mouse or by keyboard.
     */
    @ParameterizedTest
    @CsvSource({"1366x900, first, best, mouse", "390x844, first, worst, keyboard", "390x844, second, best, keyboard",
        "1366x900, second, worst, mouse"})
    void aWholeGameOfTicTacToeEndsInATieOrAWinForTheEngine(String size, String side, String strategy, String input)
            throws IOException {
        open(size, "?db=ttt.db" + (side.equals("second") ? "&side=second" : ""));
        boolean userLost = false;
        int turns = 0;
        while (b.browser.findElements(By.cssSelector("#strong-moves button:enabled")).size() > 0) {
            JsonNode answer = coloursMatchTheDatabase();
            JsonNode pick = null;
            for (JsonNode m : answer.get("moves")) {
                if (pick == null || better(m, pick) == strategy.equals("best")) {
                    pick = m;
                }
            }
            userLost |= pick.get("value").asText().equals("lose");
            WebElement button = b.browser.findElement(By.cssSelector("#strong-moves button[data-move='"
                    + pick.get("move").asText() + "']"));
            if (input.equals("keyboard")) {
                button.sendKeys(Keys.ENTER);
            } else {
                button.click();
            }
            b.waitIdle();
            assertFalse(b.browser.findElement(By.id("strong-error")).isDisplayed(),
                    b.browser.findElement(By.id("strong-error")).getText());
            if (input.equals("keyboard") && !b.browser.findElements(By.cssSelector("#strong-moves button:enabled")).isEmpty()) {
                assertEquals(Boolean.TRUE, b.js("return document.activeElement.matches('#strong-moves button')"),
                        "after the engine's answer the keyboard is on the first move");
            }
            if (turns++ == 1) {
                b.screenshot("strong-ttt-midgame-" + size + "-" + side + "-" + strategy);
            }
        }
        String result = b.browser.findElement(By.tagName("body")).getAttribute("data-result");
        assertEquals(userLost ? "engine" : "tie", result, "perfect play never loses tic-tac-toe");
        assertTrue(b.browser.findElement(By.id("strong-status")).getText().startsWith("Game over"));
        int plies = b.browser.findElements(By.cssSelector("#strong-record li")).size();
        assertTrue(plies >= 5 && plies <= 9, "plies " + plies);
        assertEquals(plies + 1, b.browser.findElements(By.cssSelector("#vvh circle.dot")).size(),
                "one point per position of the game");
        assertNoHorizontalScroll(size);
        b.screenshot("strong-ttt-over-" + size + "-" + side + "-" + strategy);
    }

    /** Better for the player making the move: win fastest, then tie fastest, then lose slowest. */
    private static boolean better(JsonNode m, JsonNode than) {
        return rank(m) < rank(than);
    }

    private static int rank(JsonNode m) {
        int r = m.get("remoteness").asInt();
        return switch (m.get("value").asText()) {
            case "win" -> r;
            case "tie" -> 100_000 + r;
            case "draw" -> 200_000;
            default -> 400_000 - r;
        };
    }

    /** Every move button (list and board) shows the colour of its value in the database; returns the API answer. */
    private JsonNode coloursMatchTheDatabase() {
        String position = b.browser.findElement(By.id("strong-board")).getAttribute("data-position");
        String db = b.browser.findElement(By.id("db")).getAttribute("value");
        JsonNode answer = StrongApiTest.strong(b.api(), db, position).json();
        Map<String, String> want = new HashMap<>();
        for (JsonNode m : answer.get("moves")) {
            String v = m.get("value").asText();
            want.put(m.get("move").asText(), v.equals("draw") ? "tie" : v);
        }
        List<WebElement> list = b.browser.findElements(By.cssSelector("#strong-moves button"));
        assertEquals(want.size(), list.size());
        for (WebElement e : list) {
            assertTrue(e.getAttribute("class").contains(want.get(e.getAttribute("data-move"))),
                    position + " move " + e.getAttribute("data-move") + ": " + e.getAttribute("class") + " vs " + want);
            String colour = e.getCssValue("border-left-color");
            assertEquals(cssColour(want.get(e.getAttribute("data-move"))), colour, "the colour drawn");
        }
        for (WebElement e : b.browser.findElements(By.cssSelector("#strong-board button[data-move]"))) {
            assertTrue(e.getAttribute("class").contains(want.get(e.getAttribute("data-move"))), e.getAttribute("class"));
        }
        return answer;
    }

    /** style.css: --win #1e7e3a, --draw #e0b400, --lose #c0392b (AA contrast with white text, issue 20). */
    private static String cssColour(String value) {
        return switch (value) {
            case "win" -> "rgba(30, 126, 58, 1)"; // --win, #1e7e3a (AA contrast, issue 20)
            case "tie" -> "rgba(224, 180, 0, 1)";
            default -> "rgba(192, 57, 43, 1)"; // --lose, #c0392b
        };
    }

    @Test
    void undoTakesBackYourMoveAndTheEnginesAnswer() {
        open("1366x900", "?db=ttt.db&side=second");
        assertEquals(1, b.browser.findElements(By.cssSelector("#strong-record li")).size(), "the engine opened");
        String afterEngine = board();
        assertTrue(b.browser.findElement(By.id("strong-undo")).getAttribute("disabled") != null);
        b.browser.findElement(By.cssSelector("#strong-moves button:enabled")).click();
        b.waitIdle();
        assertEquals(3, b.browser.findElements(By.cssSelector("#strong-record li")).size());
        b.browser.findElement(By.id("strong-undo")).click();
        b.waitIdle();
        assertEquals(afterEngine, board());
        assertEquals(1, b.browser.findElements(By.cssSelector("#strong-record li")).size());
        assertEquals(2, b.browser.findElements(By.cssSelector("#vvh circle.dot")).size());
    }

    @Test
    void undoWhileTheEngineIsAboutToAnswerDropsItsMove() {
        open("1366x900", "?db=ttt.db");
        // undo as soon as your move is drawn: the engine is pausing before its answer
        b.js("const rec = document.getElementById('strong-record');"
                + "new MutationObserver((_, o) => { if (rec.children.length === 1) { o.disconnect();"
                + " document.getElementById('strong-undo').click(); } }).observe(rec, {childList: true});"
                + "document.querySelector('#strong-moves button').click();");
        b.waitIdle();
        try {
            Thread.sleep(600); // past the engine's pause: a move not dropped would show now
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        b.waitIdle();
        assertEquals(".../.../...", board());
        assertEquals(0, b.browser.findElements(By.cssSelector("#strong-record li")).size());
        assertEquals(9, b.browser.findElements(By.cssSelector("#strong-moves button:enabled")).size());
        assertEquals(1, b.browser.findElements(By.cssSelector("#vvh circle.dot")).size());
    }

    @ParameterizedTest
    @CsvSource({"1366x900", "390x844"})
    void connectFourIsDrawnAsABoardWhoseColumnsArePlayed(String size) throws IOException {
        open(size, "?db=c4.db");
        assertEquals("..../..../..../....", board());
        List<WebElement> columns = b.browser.findElements(By.cssSelector("#strong-board button.drop"));
        assertEquals(4, columns.size());
        coloursMatchTheDatabase();
        columns.get(1).click();
        b.waitIdle();
        assertEquals(2, b.browser.findElements(By.cssSelector("#strong-board .disc")).size(),
                "your disc and the engine's");
        coloursMatchTheDatabase();
        assertNoHorizontalScroll(size);
        b.screenshot("strong-c4-" + size);
    }

    /**
     * Quixo 3x3 (X wins in 7 from the start): the user (X) plays the engine's own best move on
     * the board, choosing a cube then the arrow of the side it goes back in from, named as
     * GamesmanOne names it; the engine (O) answers with the API's engineMove, until X wins.
     */
    @ParameterizedTest
    @CsvSource({"1366x900", "390x844"})
    void quixoIsDrawnAsABoardWhoseCubesArePushedBackInAndXWinsWithBestPlay(String size) throws IOException {
        open(size, "?db=q3.db");
        assertEquals(".../.../...:X", board());
        assertEquals(9, b.browser.findElements(By.cssSelector("#strong-board .cube")).size());
        // moves to the same position are one move (the first named): from the empty board 8 moves
        // from 6 cubes (taking cube 1 or 2 and pushing it in at 3 both give ..X/.../...)
        assertEquals(6, b.browser.findElements(By.cssSelector("#strong-board button.take")).size());
        assertEquals(0, b.browser.findElements(By.cssSelector("#strong-board button.slot")).size());
        int plies = 0;
        while (b.browser.findElements(By.cssSelector("#strong-board button.take")).size() > 0) {
            JsonNode answer = coloursMatchTheDatabase();
            assertEquals("win", answer.get("value").asText(), "X keeps its win: " + answer);
            String move = answer.get("engineMove").asText(); // the best move, e.g. "1 R"
            assertTrue(move.matches("\\d [RLDU]"), "the API names moves as GamesmanOne does: " + move);
            String[] ft = move.split(" ");
            b.browser.findElement(By.cssSelector("#strong-board button[data-cube='" + ft[0] + "']")).click();
            WebElement arrow = b.browser.findElement(By.cssSelector("#strong-board button.slot[data-move='" + move + "']"));
            String gamesman = (String) b.js("return window.SpragueStrong.quixoMove(arguments[0], 3).gamesman", move);
            assertTrue(arrow.getAttribute("aria-label").startsWith("move " + gamesman + ": cube " + ft[0]),
                    arrow.getAttribute("aria-label"));
            long fromCube = 0;
            for (JsonNode m : answer.get("moves")) {
                fromCube += m.get("move").asText().startsWith(ft[0] + " ") ? 1 : 0;
            }
            assertEquals(fromCube, b.browser.findElements(By.cssSelector("#strong-board button.slot")).size(),
                    "one arrow per move of the chosen cube");
            if (plies == 0) {
                b.screenshot("strong-quixo-chosen-" + size);
            }
            arrow.click();
            b.waitIdle();
            assertFalse(b.browser.findElement(By.id("strong-error")).isDisplayed(),
                    b.browser.findElement(By.id("strong-error")).getText());
            plies += 2;
            assertTrue(plies <= 8, "X wins in 7 plies");
        }
        assertEquals("you", b.browser.findElement(By.tagName("body")).getAttribute("data-result"));
        String record = b.browser.findElement(By.id("strong-record")).getText();
        assertTrue(record.matches("(?s)you: \\d [RLDU] .*"), "moves named as GamesmanOne names them: " + record);
        assertEquals(8, b.browser.findElements(By.cssSelector("#vvh circle.dot")).size(), "7 plies, 8 positions");
        assertNoHorizontalScroll(size);
        b.screenshot("strong-quixo-over-" + size);
    }

    @Test
    void dodgemIsDrawnWithItsPiecesAndPlayedFromTheList() throws IOException {
        open("390x844", "?db=dodgem.db");
        assertEquals(4, b.browser.findElements(By.cssSelector("#strong-board .piece")).size());
        JsonNode answer = coloursMatchTheDatabase();
        assertEquals("win", answer.get("value").asText());
        b.browser.findElement(By.cssSelector("#strong-moves button.win")).click();
        b.waitIdle();
        assertEquals(3, b.browser.findElements(By.cssSelector("#vvh circle.dot")).size());
        assertNoHorizontalScroll("390x844");
        b.screenshot("strong-dodgem-390x844");
    }

    @Test
    void aBadStartPositionIsSaidAndTheGameCanStartAgain() {
        open("1366x900", "?db=ttt.db&position=XXQ");
        WebElement error = b.browser.findElement(By.id("strong-error"));
        assertTrue(error.isDisplayed() && error.getText().contains("tic-tac-toe"), error.getText());
        WebElement start = b.browser.findElement(By.id("strong-start"));
        start.clear();
        start.sendKeys("5", Keys.ENTER);
        b.waitIdle();
        assertFalse(b.browser.findElement(By.id("strong-error")).isDisplayed());
        assertEquals(".../.X./...", board());
    }

    @Test
    void aGameWithoutABoardIsShownAsTextAndItsDrawsAreYellow() throws IOException {
        try (WebServer s = WebServer.start("127.0.0.1", 0, WebLimits.defaults(), Catalog.standard(), List.of(),
                StrongDatabases.of("cycle.db", org.sprague.strong.db.StrongDatabase.open(
                        StrongFixture.solve(new StrongFixture.Cycle(), dir.resolve("cycle.db"))), new StrongFixture.Cycle()))) {
            b.size(390, 844);
            b.browser.get(s.uri().toString() + "strong.html?db=cycle.db&position=B");
            b.waitIdle();
            assertEquals("B", b.browser.findElement(By.cssSelector("#strong-board pre")).getText());
            WebElement toA = b.browser.findElement(By.cssSelector("#strong-moves button[data-value='draw']"));
            assertTrue(toA.getAttribute("class").contains("tie"), toA.getAttribute("class"));
            assertEquals(cssColour("tie"), toA.getCssValue("border-left-color"));
            assertTrue(toA.getText().contains("draw"), toA.getText());
            assertTrue(b.browser.findElement(By.id("strong-status")).getText().contains("draw"));
            b.screenshot("strong-cycle-draw-390x844");
        }
    }

    @Test
    void theExplorerLinksToThePage() {
        b.size(390, 844);
        b.browser.get(b.uri().toString());
        b.waitIdle();
        b.browser.findElement(By.linkText("play from a database")).click();
        new org.openqa.selenium.support.ui.WebDriverWait(b.browser, java.time.Duration.ofSeconds(15))
                .until(d -> d.getCurrentUrl().contains("strong.html"));
        b.waitIdle();
        assertEquals(".../.../...", board(), "the first database, from its start");
        assertNoHorizontalScroll("390x844");
    }

    private String board() {
        return b.browser.findElement(By.id("strong-board")).getAttribute("data-position");
    }

    private void open(String size, String query) {
        String[] wh = size.split("x");
        b.size(Integer.parseInt(wh[0].trim()), Integer.parseInt(wh[1].trim()));
        b.browser.get(b.uri().toString() + "strong.html" + query);
        b.waitIdle();
    }

    private void assertNoHorizontalScroll(String size) {
        long width = (Long) b.js("return document.documentElement.scrollWidth");
        long window = (Long) b.js("return window.innerWidth");
        assertTrue(width <= window, size + ": the page is " + width + " px wide in a window of " + window);
    }
}
