package org.sprague.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.sprague.catalog.Catalog;

/**
 * strong.html and issue 20: each round of a game is a history entry (Back takes it back, a
 * reload keeps the game with its record), Cancel stops a lookup, and "play blind" hides the
 * values in the status, the chart and the record as well as on the board.
 */
class StrongIssue20BrowserTest {
    @TempDir
    static Path dir;
    @RegisterExtension
    static final BrowserHarness b = BrowserHarness.serving(() -> {
        StrongFixture.solve("tic-tac-toe", dir.resolve("ttt.db"));
        return WebServer.start("127.0.0.1", 0, WebLimits.defaults(), Catalog.standard(), List.of(),
                StrongDatabases.open(List.of(dir.resolve("ttt.db"))));
    });

    @Test
    void aReloadKeepsTheGameAndBackTakesARoundBack() {
        open();
        play(0);
        play(0);
        List<String> record = record();
        assertEquals(4, record.size(), "two rounds: your move and the engine's, twice: " + record);
        b.browser.navigate().refresh();
        b.waitIdle();
        assertEquals(record, record(), "the game survives a reload");
        assertEquals(Boolean.TRUE, b.browser.findElement(By.id("strong-undo")).isEnabled());
        b.browser.navigate().back();
        b.waitIdle();
        assertEquals(record.subList(0, 2), record(), "Back: the game one round earlier");
        b.browser.navigate().forward();
        b.waitIdle();
        assertEquals(record, record(), "Forward: the round again");
    }

    @Test
    void playingBlindHidesEveryValue() {
        open();
        b.browser.findElement(By.id("strong-values")).click();
        play(0);
        String status = b.browser.findElement(By.id("strong-status")).getText();
        assertTrue(status.startsWith("Your move"), status);
        for (String word : List.of("win", "lose", "tie", "draw")) {
            assertFalse(status.contains(word), "the status gives the value away: " + status);
            for (String line : record()) {
                assertFalse(line.contains(word), "the record gives the value away: " + line);
            }
        }
        assertFalse(b.browser.findElement(By.id("vvh-wrap")).isDisplayed(), "the remoteness chart is hidden");
        for (WebElement m : b.browser.findElements(By.cssSelector("#strong-moves button"))) {
            assertFalse(m.getText().matches(".*(win|lose|tie|draw).*"), m.getText());
        }
        b.browser.findElement(By.id("strong-values")).click();
        assertTrue(b.browser.findElement(By.id("strong-status")).getText().contains(" for you"), "values back on");
        assertTrue(b.browser.findElement(By.id("vvh-wrap")).isDisplayed());
    }

    @Test
    void cancelStopsALookupAndKeepsTheGameAsItWas() {
        open();
        List<String> before = record();
        String position = b.browser.findElement(By.id("strong-board")).getAttribute("data-position");
        b.js("const real = window.fetch; window.fetch = (url, opts) => new Promise((resolve, reject) => {"
                + " const t = setTimeout(() => real(url, opts).then(resolve, reject), 20000);"
                + " opts.signal.addEventListener('abort', () => { clearTimeout(t);"
                + "  reject(new DOMException('aborted', 'AbortError')); }); });");
        b.browser.findElements(By.cssSelector("#strong-moves button:enabled")).get(0).click();
        new WebDriverWait(b.browser, Duration.ofSeconds(5)).until(d -> d.findElement(By.id("strong-cancel")).isDisplayed());
        b.browser.findElement(By.id("strong-cancel")).click();
        b.waitIdle();
        assertTrue(b.browser.findElement(By.id("strong-error")).getText().startsWith("Cancelled"),
                b.browser.findElement(By.id("strong-error")).getText());
        assertEquals(before, record());
        assertEquals(position, b.browser.findElement(By.id("strong-board")).getAttribute("data-position"));
        assertFalse(b.browser.findElement(By.id("strong-busy")).isDisplayed());
    }

    @Test
    void axeFindsNoViolationInAGameOrPlayingBlind() {
        open();
        play(0);
        assertEquals(List.of(), Axe.violations(b), "a game on");
        b.browser.findElement(By.id("strong-values")).click();
        assertEquals(List.of(), Axe.violations(b), "playing blind");
    }

    private void open() {
        b.browser.get(b.uri() + "strong.html?db=ttt.db");
        b.waitIdle();
    }

    /** Plays the user's move number {@code i} of the list and waits for the engine's answer. */
    private void play(int i) {
        b.browser.findElements(By.cssSelector("#strong-moves button:enabled")).get(i).click();
        b.waitIdle();
    }

    private List<String> record() {
        List<String> out = new ArrayList<>();
        b.browser.findElements(By.cssSelector("#strong-record li")).forEach(e -> out.add(e.getText()));
        return out;
    }
}
