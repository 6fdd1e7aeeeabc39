package org.sprague.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

/**
 * The Partizan tab (issue 14 item 6) in a real browser, at a laptop's width (1366 x 900) and a
 * phone's (390 x 844): a value's report and thermograph, and games against the engine played
 * by clicking squares and edges, or by keyboard. Every reply of the engine is checked against
 * the API: when the side it plays had a winning move, it played one. Screenshots in
 * {@code target/screenshots/}.
 */
class PartizanBrowserTest {
    private static final Pattern DOMINO = Pattern.compile("\\((\\d+),(\\d+)\\)-\\((\\d+),(\\d+)\\)");
    @RegisterExtension
    static final BrowserHarness b = BrowserHarness.serving(() -> TestServers.start("127.0.0.1", 0, WebLimits.defaults()));

    @ParameterizedTest
    @ValueSource(strings = {"1366x900", "390x844"})
    void aValueShowsItsOutcomeTemperatureAndThermograph(String size) throws IOException {
        open(size);
        WebElement value = b.browser.findElement(By.id("pz-value"));
        value.clear();
        value.sendKeys("{2|-1}");
        b.browser.findElement(By.id("pz-evaluate")).click();
        b.waitIdle();
        assertFalse(b.browser.findElement(By.id("pz-error")).isDisplayed(),
                b.browser.findElement(By.id("pz-error")).getText());
        assertEquals("{2|-1}", text(".pz-value"));
        assertTrue(text(".pz-outcome").startsWith("N"), text(".pz-outcome"));
        assertEquals("3/2", text(".pz-temperature"));
        assertEquals("1/2", text(".pz-mean"));
        assertEquals("left 2, right -1", text(".pz-stops"));
        WebElement img = b.browser.findElement(By.id("pz-thermograph"));
        assertTrue(img.isDisplayed());
        assertTrue((Long) b.js("return arguments[0].naturalWidth", img) > 0, "the thermograph's SVG loaded");
        assertTrue(img.getAttribute("alt").contains("temperature 3/2"), img.getAttribute("alt"));
        assertNoHorizontalScroll(size);
        b.screenshot("partizan-value-" + size);
        // a comparison prints its truth; a bad character is named
        value.clear();
        value.sendKeys("^ <> *" + Keys.ENTER);
        b.waitIdle();
        assertEquals("true", text(".pz-truth"));
        value.clear();
        value.sendKeys("{1|x}" + Keys.ENTER);
        b.waitIdle();
        WebElement error = b.browser.findElement(By.id("pz-error"));
        assertTrue(error.isDisplayed() && error.getText().contains("'x'"), error.getText());
    }

    @ParameterizedTest
    @ValueSource(strings = {"1366x900", "390x844"})
    void whoWinsAnswersABoardTooBigToValueWithEachSidesWinningMove(String size) throws IOException {
        open(size);
        whoWins("domineering", "6x6");
        assertFalse(b.browser.findElement(By.id("pz-error")).isDisplayed(),
                b.browser.findElement(By.id("pz-error")).getText());
        // the page shows what the API answers (sprague solve domineering 6x6 --outcome --json)
        JsonNode a = b.api().post("api/solve", "{\"game\": \"domineering\", \"position\": \"6x6\", \"outcome\": true}")
                .json();
        assertTrue(text(".pz-outcome").startsWith(a.get("outcome").asText() + ":"), text(".pz-outcome"));
        for (String side : List.of("left", "right")) {
            JsonNode m = a.get(side + "WinningMove");
            String shown = text(".pz-" + side + "-win");
            assertEquals(m.isNull() ? "no winning move" : m.get("move").asText() + " \u2192 " + m.get("position").asText(),
                    shown, side);
        }
        assertTrue(text(".pz-searched").contains("nodes"), text(".pz-searched"));
        assertTrue(b.browser.findElements(By.cssSelector("#pz-report .pz-value")).isEmpty(), "outcome only: no value");
        assertTrue(b.browser.getCurrentUrl().contains("outcome=1"), b.browser.getCurrentUrl());
        assertNoHorizontalScroll(size);
        b.screenshot("partizan-who-wins-" + size);
        // the address opens the same answer again; a bad board is named
        b.browser.navigate().refresh();
        b.waitIdle();
        assertTrue(text(".pz-outcome").startsWith(a.get("outcome").asText() + ":"), "after a reload: " + text(".pz-outcome"));
        whoWins("domineering", "..|.a");
        WebElement error = b.browser.findElement(By.id("pz-error"));
        assertTrue(error.isDisplayed() && error.getText().contains("'a'"), error.getText());
    }

    @ParameterizedTest
    @ValueSource(strings = {"1366x900", "390x844"})
    void domineeringTwoByThreeIsPlayedAsLeftToTheEndByClickingSquares(String size) throws IOException {
        open(size);
        // Left plays the first move listed each time: vertical (1,1)-(2,1) is a losing move, and the engine wins
        String winner = playDomineering("2x3", "left", "left", false, size);
        assertEquals("right", winner);
        assertTrue(status().contains("The engine won"), status());
        b.screenshot("partizan-domineering-lost-" + size);
        // Left plays a winning move whenever there is one, and wins
        winner = playDomineering("2x3", "left", "left", true, size);
        assertEquals("left", winner);
        assertTrue(status().contains("You won"), status());
        assertNoHorizontalScroll(size);
        b.screenshot("partizan-domineering-won-" + size);
    }

    @Test
    void domineeringAsRightWithTheEngineStartingGoesToTheEnd() throws IOException {
        open("1366x900");
        String winner = playDomineering("3x3", "right", "left", false, "1366x900");
        assertNotNull(winner);
        b.screenshot("partizan-domineering-3x3-right");
    }

    @ParameterizedTest
    @ValueSource(strings = {"1366x900", "390x844"})
    void hackenbushIsPlayedAsRightByKeyboard(String size) throws IOException {
        open(size);
        choose("hackenbush", "lrl rl e", "right", "left");
        for (int turn = 0; turn < 20 && !over(); turn++) {
            assertEnginesRepliesWin();
            List<WebElement> edges = b.browser.findElements(By.cssSelector(".pz-edge.cuttable"));
            assertFalse(edges.isEmpty(), "Right to move has an edge to cut: " + status());
            for (WebElement e : b.browser.findElements(By.cssSelector(".pz-edge"))) {
                boolean blue = e.getAttribute("class").contains("blue");
                assertEquals(!blue, e.getAttribute("class").contains("cuttable"), "Right cuts red and green only");
            }
            if (turn == 0) {
                b.screenshot("partizan-hackenbush-midgame-" + size);
            }
            // focused as Tab would, then Enter to the focused element: ChromeDriver 150 refuses
            // sendKeys to an SVG <g> ("element not interactable") though the page takes its keys
            WebElement edge = edges.get(edges.size() - 1);
            b.js("arguments[0].focus()", edge);
            assertEquals(edge, b.browser.switchTo().activeElement(), "the edge takes the keyboard's focus");
            new Actions(b.browser).sendKeys(Keys.ENTER).perform();
            b.waitIdle();
            assertFalse(b.browser.findElement(By.id("pz-error")).isDisplayed(),
                    b.browser.findElement(By.id("pz-error")).getText());
        }
        assertTrue(over(), status());
        assertEnginesRepliesWin();
        assertNoHorizontalScroll(size);
        b.screenshot("partizan-hackenbush-" + size);
    }

    @Test
    void aDominoIsPlacedByKeyboardFromTwoSquares() throws IOException {
        open("390x844");
        choose("domineering", "2x2", "left", "left");
        // Enter on (1,2) then on (2,2): Left's vertical domino
        square(1, 2).sendKeys(Keys.ENTER);
        assertTrue(square(1, 2).getAttribute("class").contains("anchor"));
        assertTrue(square(2, 2).getAttribute("class").contains("partner"), "the square that completes a domino");
        b.screenshot("partizan-domineering-square-chosen-390x844");
        square(2, 2).sendKeys(Keys.ENTER);
        b.waitIdle();
        List<WebElement> record = b.browser.findElements(By.cssSelector("#pz-record li"));
        assertTrue(record.get(0).getText().contains("vertical (1,2)-(2,2)"), record.get(0).getText());
        assertEquals(1, record.size(), "the column filled, Right has no horizontal move left");
        assertTrue(over(), status());
        assertEquals("left", b.browser.findElement(By.id("pz-status")).getAttribute("data-winner"));
        assertTrue(status().contains("Right cannot move: Left wins. You won!"), status());
    }

    @Test
    void solvingAPositionListsBothPlayersMovesWithTheirValues() {
        open("1366x900");
        new Select(b.browser.findElement(By.id("pz-game"))).selectByValue("domineering");
        WebElement p = b.browser.findElement(By.id("pz-position"));
        p.clear();
        p.sendKeys("2x2" + Keys.ENTER);
        b.waitIdle();
        assertEquals("+-1", text(".pz-value"));
        List<WebElement> left = b.browser.findElements(By.cssSelector("#pz-left li"));
        assertEquals(2, left.size());
        assertTrue(left.get(0).getAttribute("class").contains("winning"));
        assertTrue(left.get(0).getText().contains("value 1"), left.get(0).getText());
        // a move opens the position after it
        left.get(0).click();
        b.waitIdle();
        assertEquals("1", text(".pz-value"));
        assertEquals("#.|#.", b.browser.findElement(By.id("pz-position")).getAttribute("value"));
    }

    // ------------------------------------------------------------ helpers

    /** Plays a Domineering game to its end by clicking squares; returns the winner ("left"/"right"). */
    private String playDomineering(String board, String human, String first, boolean wantWins, String size) {
        choose("domineering", board, human, first);
        for (int turn = 0; turn < 40 && !over(); turn++) {
            assertEnginesRepliesWin();
            List<WebElement> mine = b.browser.findElements(By.cssSelector("#pz-" + human + " li[tabindex='0']"));
            assertFalse(mine.isEmpty(), "your turn with moves: " + status());
            WebElement pick = mine.get(0);
            if (wantWins) {
                for (WebElement m : mine) {
                    if (m.getAttribute("class").contains("winning")) {
                        pick = m;
                        break;
                    }
                }
            }
            String expected = pick.getAttribute("data-position");
            Matcher d = DOMINO.matcher(pick.getAttribute("data-move"));
            assertTrue(d.find(), pick.getAttribute("data-move"));
            int records = b.browser.findElements(By.cssSelector("#pz-record li")).size();
            square(Integer.parseInt(d.group(1)), Integer.parseInt(d.group(2))).click();
            square(Integer.parseInt(d.group(3)), Integer.parseInt(d.group(4))).click();
            b.waitIdle();
            assertFalse(b.browser.findElement(By.id("pz-error")).isDisplayed(),
                    b.browser.findElement(By.id("pz-error")).getText());
            List<WebElement> record = b.browser.findElements(By.cssSelector("#pz-record li"));
            assertTrue(record.size() > records, "the move was played: " + status());
            assertEquals("you", record.get(records).getAttribute("data-who"));
            assertEquals(expected, record.get(records).getAttribute("data-position"));
        }
        assertTrue(over(), "the game ended: " + status());
        assertEnginesRepliesWin();
        // the side to move at the end has no move, and the winner is the other side
        String winner = b.browser.findElement(By.id("pz-status")).getAttribute("data-winner");
        String loser = winner.equals("left") ? "right" : "left";
        String last = lastPosition();
        JsonNode end = b.api().post("api/partizan", "{\"game\": \"domineering\", \"position\": \"" + last + "\"}").json();
        assertTrue(end.get(loser + "Options").isEmpty(), loser + " cannot move in " + last);
        return winner;
    }

    /**
     * Each engine move in the record: when the side it played had a winning move in the position
     * before, the move it played is one of them (checked against the API, not the page).
     */
    private void assertEnginesRepliesWin() {
        List<WebElement> record = b.browser.findElements(By.cssSelector("#pz-record li"));
        String game = new Select(b.browser.findElement(By.id("pz-game"))).getFirstSelectedOption().getAttribute("value");
        String before = start;
        for (WebElement li : record) {
            String after = li.getAttribute("data-position");
            if (li.getAttribute("data-who").equals("engine")) {
                String side = li.getAttribute("data-side");
                JsonNode a = b.api().post("api/partizan", "{\"game\": \"" + game + "\", \"position\": \"" + before + "\"}").json();
                List<String> winning = new ArrayList<>();
                boolean legal = false;
                for (JsonNode o : a.get(side + "Options")) {
                    if (o.get("wins").asBoolean()) {
                        winning.add(o.get("position").asText());
                    }
                    legal |= o.get("position").asText().equals(after);
                }
                assertTrue(legal, "the engine's move " + before + " -> " + after + " is legal for " + side);
                if (!winning.isEmpty()) {
                    assertTrue(winning.contains(after), "from " + before + " " + side + " could win with " + winning
                            + " but the engine played to " + after);
                }
                assertEquals(String.valueOf(!winning.isEmpty()), li.getAttribute("data-wins"));
            }
            before = after;
        }
    }

    private String start;

    /** Asks "Who wins" for {@code game} at {@code position} and waits for the answer. */
    private void whoWins(String game, String position) {
        new Select(b.browser.findElement(By.id("pz-game"))).selectByValue(game);
        WebElement p = b.browser.findElement(By.id("pz-position"));
        p.clear();
        p.sendKeys(position);
        b.browser.findElement(By.id("pz-outcome")).click();
        b.waitIdle();
    }

    private void choose(String game, String position, String human, String first) {
        new Select(b.browser.findElement(By.id("pz-game"))).selectByValue(game);
        WebElement p = b.browser.findElement(By.id("pz-position"));
        p.clear();
        p.sendKeys(position);
        new Select(b.browser.findElement(By.id("pz-side"))).selectByValue(human);
        new Select(b.browser.findElement(By.id("pz-first"))).selectByValue(first);
        b.browser.findElement(By.id("pz-play")).click();
        b.waitIdle();
        start = b.api().post("api/partizan", "{\"game\": \"" + game + "\", \"position\": \"" + position + "\"}")
                .json().get("position").asText();
    }

    private String lastPosition() {
        List<WebElement> record = b.browser.findElements(By.cssSelector("#pz-record li"));
        return record.isEmpty() ? start : record.get(record.size() - 1).getAttribute("data-position");
    }

    private WebElement square(int row, int col) {
        return b.browser.findElement(By.cssSelector(".pz-square[data-row=\"" + row + "\"][data-col=\"" + col + "\"]"));
    }

    private boolean over() {
        return b.browser.findElement(By.id("pz-status")).getAttribute("data-winner") != null;
    }

    private String status() {
        return b.browser.findElement(By.id("pz-status")).getText();
    }

    private String text(String css) {
        return b.browser.findElement(By.cssSelector("#pz-report " + css)).getText();
    }

    private void open(String size) {
        String[] wh = size.split("x");
        try {
            b.size(Integer.parseInt(wh[0]), Integer.parseInt(wh[1]));
        } catch (org.openqa.selenium.InvalidArgumentException e) {
            // the harness measured the viewport mid-resize (seen once on a loaded machine): measure again
            b.size(Integer.parseInt(wh[0]), Integer.parseInt(wh[1]));
        }
        b.browser.get(b.uri().toString() + "?view=partizan");
        b.waitIdle();
        assertTrue(b.browser.findElement(By.id("partizan-tab")).isDisplayed(), "?view=partizan opens the tab");
    }

    private void assertNoHorizontalScroll(String size) {
        long width = (Long) b.js("return document.documentElement.scrollWidth");
        long window = (Long) b.js("return window.innerWidth");
        assertTrue(width <= window, size + ": the page is " + width + " px wide in a window of " + window);
    }
}
