package org.sprague.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The Partizan tab's undo and redo, and its address: the view, game, position, the side you play
 * and the side to move are in the URL, so a reload, the back button and a shared link show the
 * same game again (with its record, from the history entry's state, where there is one).
 */
class PartizanHistoryBrowserTest {
    // the server serves a user's partizan game too
    @RegisterExtension
    static final BrowserHarness b = BrowserHarness.serving(
            () -> TestServers.start("127.0.0.1", 0, WebLimits.defaults(), UserCutcake.catalog()));

    @Test
    void undoTakesBackYourMoveAndTheEnginesReplyAndRedoPlaysThemAgain() throws IOException {
        startGame("domineering", "3x3", "left", "left");
        String start = shownPosition();
        assertTrue(button("pz-undo").getAttribute("disabled") != null, "nothing to undo before a move");
        playFirstMove("left");
        List<String> played = recordPositions();
        assertEquals(2, played.size(), "your move and the engine's reply: " + status());
        String after = shownPosition();
        assertEquals(played.get(1), after);

        button("pz-undo").click();
        b.waitIdle();
        assertEquals(List.of(), recordPositions());
        assertEquals(start, shownPosition(), "back where you moved");
        assertTrue(status().startsWith("Your turn (Left)"), status());
        assertEquals("Restart the game", button("pz-play").getText(), "the game is on again, not over");
        assertFalse(button("pz-redo").getAttribute("disabled") != null, "redo is offered");
        b.screenshot("partizan-undo");

        button("pz-redo").click();
        b.waitIdle();
        assertEquals(played, recordPositions(), "redo plays the same round again");
        assertEquals(after, shownPosition());

        // a new move after undo: what was taken back is gone
        button("pz-undo").click();
        b.waitIdle();
        playLastMove("left");
        assertTrue(button("pz-redo").getAttribute("disabled") != null, "redo is gone after a new move");
    }

    @Test
    void theAddressCarriesTheGameAndAReloadRestoresItWithItsRecord() {
        startGame("domineering", "3x3", "right", "left"); // the engine (Left) moves first
        assertEquals(1, recordPositions().size(), "the engine opened: " + status());
        playFirstMove("right");
        List<String> record = recordPositions();
        String position = shownPosition();
        assertEquals("partizan", param("view"));
        assertEquals("domineering", param("game"));
        assertEquals(position, param("position"));
        assertEquals("right", param("side"));
        assertEquals(toMove(), param("turn"));

        b.browser.navigate().refresh();
        b.waitIdle();
        waitFor(() -> position.equals(shownPosition()));
        assertTrue(b.browser.findElement(By.id("partizan-tab")).isDisplayed(), "the tab is shown again");
        assertEquals(record, recordPositions(), "the record comes back with the reload");
        assertEquals("right", new Select(b.browser.findElement(By.id("pz-side"))).getFirstSelectedOption()
                .getAttribute("value"));
        // and undo still works after it
        button("pz-undo").click();
        b.waitIdle();
        assertEquals(record.subList(0, 1), recordPositions());
        assertEquals(record.get(0), shownPosition());
    }

    @Test
    void theBackButtonShowsThePositionBeforeYourMove() {
        startGame("hackenbush", "lrl rl", "left", "left");
        String start = shownPosition();
        playFirstMove("left");
        List<String> record = recordPositions();
        assertFalse(record.isEmpty());
        String after = shownPosition();

        b.browser.navigate().back();
        b.waitIdle();
        waitFor(() -> start.equals(shownPosition()));
        assertEquals(List.of(), recordPositions());
        assertTrue(status().startsWith("Your turn (Left)"), status());
        assertEquals(start, param("position"));

        b.browser.navigate().forward();
        b.waitIdle();
        waitFor(() -> after.equals(shownPosition()));
        assertEquals(record, recordPositions());

        // browsing outside a game: each opened position is an entry too
        WebElement p = b.browser.findElement(By.id("pz-position"));
        new Select(b.browser.findElement(By.id("pz-game"))).selectByValue("domineering");
        p.clear();
        p.sendKeys("2x2");
        button("pz-solve").click();
        b.waitIdle();
        b.browser.findElement(By.cssSelector("#pz-left li")).click();
        b.waitIdle();
        assertEquals("#.|#.", param("position"));
        assertNull(param("turn"), "no game on");
        b.browser.navigate().back();
        b.waitIdle();
        waitFor(() -> "..|..".equals(shownPosition()));
        assertEquals("+-1", b.browser.findElement(By.cssSelector("#pz-report .pz-value")).getText());

        // another tab writes its own address over the entry; Back from it comes to this tab again
        b.browser.navigate().forward();
        b.waitIdle();
        waitFor(() -> "#.|#.".equals(shownPosition()));
        b.browser.findElement(By.id("tab-grid")).click();
        b.waitIdle();
        assertEquals("grid", param("view"));
        b.browser.navigate().back();
        b.waitIdle();
        waitFor(() -> b.browser.findElement(By.id("partizan-tab")).isDisplayed());
        waitFor(() -> "..|..".equals(shownPosition()));
        assertEquals("partizan", param("view"));
        assertEquals("..|..", param("position"));
    }

    @Test
    void aSharedLinkOpensAValueOrAGameWithTheEngineToMove() {
        b.browser.get(base() + "?view=partizan&value=" + enc("{2|-1}"));
        b.waitIdle();
        waitFor(() -> !b.browser.findElements(By.cssSelector("#pz-report .pz-value")).isEmpty());
        assertEquals("{2|-1}", b.browser.findElement(By.cssSelector("#pz-report .pz-value")).getText());
        assertEquals("{2|-1}", b.browser.findElement(By.id("pz-value")).getAttribute("value"));

        // Right plays; Left (the engine) is to move in the link: it moves at once
        b.browser.get(base() + "?view=partizan&game=domineering&position=" + enc("...|...|...") + "&side=right&turn=left");
        b.waitIdle();
        waitFor(() -> recordPositions().size() == 1);
        List<WebElement> record = b.browser.findElements(By.cssSelector("#pz-record li"));
        assertEquals("engine", record.get(0).getAttribute("data-who"));
        assertEquals("left", record.get(0).getAttribute("data-side"));
        assertEquals("right", param("turn"));
        assertTrue(status().startsWith("Your turn (Right)"), status());

        // a bad part of the address is named
        b.browser.get(base() + "?view=partizan&game=chess&position=x");
        b.waitIdle();
        WebElement error = b.browser.findElement(By.id("pz-error"));
        waitFor(error::isDisplayed);
        assertTrue(error.getText().contains("unknown game 'chess'"), error.getText());
    }

    @Test
    void aServedUsersPartizanGameIsListedSolvedAndPlayedFromItsMoveList() throws IOException {
        // a link to a user's game (serve --game-file), Left to play and to move
        b.browser.get(base() + "?view=partizan&game=UserCutcake&position=" + enc("4 3") + "&side=left&turn=left");
        b.waitIdle();
        waitFor(() -> !b.browser.findElements(By.cssSelector("#pz-report .pz-value")).isEmpty());
        List<String> games = new Select(b.browser.findElement(By.id("pz-game"))).getOptions().stream()
                .map(o -> o.getAttribute("value")).toList();
        assertTrue(games.contains("UserCutcake") && games.contains("domineering"), games.toString());
        assertEquals("UserCutcake", new Select(b.browser.findElement(By.id("pz-game"))).getFirstSelectedOption()
                .getAttribute("value"));
        assertEquals("1", b.browser.findElement(By.cssSelector("#pz-report .pz-value")).getText(),
                "Cutcake 4 x 3 is worth 1 (Winning Ways ch. 2)");
        assertTrue(status().startsWith("Your turn (Left): choose a move from the list"), status());
        playFirstMove("left");
        assertFalse(recordPositions().isEmpty(), status());
        assertEquals("UserCutcake", param("game"));
        b.screenshot("partizan-served-game");
        button("pz-undo").click();
        b.waitIdle();
        assertEquals(List.of(), recordPositions());
        assertEquals("4 3", param("position"));
    }

    // ------------------------------------------------------------ helpers

    /** The explorer's address. */
    private static String base() {
        return b.uri().toString();
    }

    private void startGame(String game, String position, String human, String first) {
        b.browser.get(base() + "?view=partizan");
        b.waitIdle();
        new Select(b.browser.findElement(By.id("pz-game"))).selectByValue(game);
        WebElement p = b.browser.findElement(By.id("pz-position"));
        p.clear();
        p.sendKeys(position);
        new Select(b.browser.findElement(By.id("pz-side"))).selectByValue(human);
        new Select(b.browser.findElement(By.id("pz-first"))).selectByValue(first);
        button("pz-play").click();
        b.waitIdle();
    }

    private void playFirstMove(String side) {
        List<WebElement> mine = b.browser.findElements(By.cssSelector("#pz-" + side + " li[tabindex='0']"));
        assertFalse(mine.isEmpty(), "your turn with moves: " + status());
        mine.get(0).click();
        b.waitIdle();
    }

    private void playLastMove(String side) {
        List<WebElement> mine = b.browser.findElements(By.cssSelector("#pz-" + side + " li[tabindex='0']"));
        assertFalse(mine.isEmpty(), "your turn with moves: " + status());
        mine.get(mine.size() - 1).click();
        b.waitIdle();
    }

    private List<String> recordPositions() {
        return b.browser.findElements(By.cssSelector("#pz-record li")).stream()
                .map(li -> li.getAttribute("data-position")).toList();
    }

    /** The position shown in the report ("domineering ..|.."): the part after the game's name. */
    private String shownPosition() {
        List<WebElement> dd = b.browser.findElements(By.cssSelector("#pz-report dd"));
        if (dd.isEmpty()) {
            return "";
        }
        String heading = dd.get(0).getText();
        return heading.substring(heading.indexOf(' ') + 1);
    }

    /** The side to move, from the status line ("Your turn (Left)...", "The engine (Right)...", "Left cannot move..."). */
    private String toMove() {
        String s = status();
        return s.startsWith("Your turn (Left)") || s.startsWith("The engine (Left)") || s.startsWith("Left cannot move")
                ? "left" : "right";
    }

    private String param(String name) {
        return (String) b.js("return new URLSearchParams(location.search).get(arguments[0])", name);
    }

    private WebElement button(String id) {
        return b.browser.findElement(By.id(id));
    }

    private String status() {
        return b.browser.findElement(By.id("pz-status")).getText();
    }

    private static String enc(String s) {
        return java.net.URLEncoder.encode(s, java.nio.charset.StandardCharsets.UTF_8);
    }

    private static void waitFor(java.util.function.BooleanSupplier condition) {
        new WebDriverWait(b.browser, Duration.ofSeconds(10)).until(d -> condition.getAsBoolean());
    }
}
