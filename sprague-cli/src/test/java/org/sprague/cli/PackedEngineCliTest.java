package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Cram, Chomp and packed game files, end to end through the command. */
class PackedEngineCliTest {
    @TempDir
    Path dir;

    private static Path example(String name) {
        Path p = Path.of("../examples", name);
        return Files.exists(p) ? p : Path.of("examples", name);
    }

    @Test
    void cramPrintsTheNimberAndTheWinningMoves() {
        Cli r = Cli.run("solve", "cram", "3x4");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("outcome:    N"), r.out());
        assertTrue(r.out().contains("winning moves"), r.out());
        Cli board = Cli.run("solve", "cram", "..#|...|#..", "--json");
        assertEquals(0, board.exitCode(), board.err());
        assertTrue(board.out().contains("\"grundy\""), board.out());
    }

    @Test
    void aMalformedBoardExits2NamingTheRowAndCharacter() {
        Cli r = Cli.run("solve", "cram", "...|.o.");
        assertEquals(2, r.exitCode());
        assertTrue(r.err().contains("bad character 'o' in row 2"), r.err());
        Cli big = Cli.run("solve", "cram", "9x9"); // bad input as every board game's size past its limit
        assertEquals(2, big.exitCode());
        assertEquals("sprague: cram: board size '9x9' must have 1 to 64 squares", big.err().strip());
    }

    @Test
    void aMalformedBoardSizeExits2OnOneLineNamingTheSize() {
        for (String game : List.of("chomp", "cram")) {
            Cli r = Cli.run("solve", game, "3x2x");
            assertEquals(2, r.exitCode(), r.err());
            assertTrue(r.err().contains(game + ": bad size '3x2x'; a board size is written RxC"), r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
        }
    }

    @Test
    void cramNamesTheBadPartOfASizeOrBoardOnOneLine() {
        Cli size = Cli.run("solve", "cram", "3x#");
        assertEquals(2, size.exitCode(), size.err());
        assertEquals("sprague: cram: bad size '3x#'; a board size is written RxC, e.g. 8x8", size.err().strip());
        Cli board = Cli.run("solve", "cram", "..#|.x.");
        assertEquals(2, board.exitCode(), board.err());
        assertEquals("sprague: cram: bad character 'x' in row 2 (allowed: . #)", board.err().strip());
        assertEquals(1, board.err().strip().lines().count(), board.err());
    }

    @Test
    void chompRectanglesAreFirstPlayerWins() {
        Cli r = Cli.run("solve", "chomp", "4x5");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("outcome:    N"), r.out());
        assertTrue(Cli.run("solve", "chomp", "1x1").out().contains("outcome:    P"));
    }

    @Test
    void packedGameFilesSolveSumsAndTablesStartAtTheGamesFirstPosition() {
        String cutting = example("CuttingSheets.java").toString();
        Cli sum = Cli.run("solve", "--game-file", cutting, "4", "5", "6", "7", "--json");
        assertEquals(0, sum.exitCode(), sum.err());
        assertTrue(sum.out().contains("\"grundy\" : 3"), sum.out());
        Cli table = Cli.run("table", "--game-file", cutting, "3x3");
        assertEquals(0, table.exitCode(), table.err());
        assertTrue(table.out().contains("rows 2..4"), table.out());
        Cli big = Cli.run("solve", "--game-file", cutting, "300", "300");
        assertEquals(0, big.exitCode(), big.err());
        Cli bad = Cli.run("solve", "--game-file", cutting, "1", "5");
        assertEquals(2, bad.exitCode());
        assertTrue(bad.err().contains("at least 2"), bad.err());
    }

    @Test
    void aSumOfTwoPositionsOfTheGameFileReadsBothWithIt() {
        String cutting = example("CuttingSheets.java").toString();
        Cli r = Cli.run("solve", "--game-file", cutting, "4", "5", "+", "6", "7", "--json");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("\"grundy\" : 3"), r.out());
        Cli mixed = Cli.run("solve", "--game-file", example("FibonacciThreeHeaps.java").toString(), "1", "4", "1",
                "+", "nim", "3");
        assertEquals(0, mixed.exitCode(), mixed.err());
        assertTrue(mixed.out().contains("grundy:     3"), mixed.out());
    }

    @Test
    void aRecordIsAcceptedAsAGameFilePosition() throws IOException {
        Path f = dir.resolve("TwoHeaps.java");
        Files.writeString(f, """
                import java.util.ArrayList;
                import java.util.List;
                import org.sprague.game.ImpartialGame;
                public class TwoHeaps implements ImpartialGame<TwoHeaps.Heaps> {
                    public record Heaps(int a, int b) { }
                    public List<Heaps> options(Heaps h) {
                        List<Heaps> out = new ArrayList<>();
                        for (int k = 1; k <= h.a(); k++) out.add(new Heaps(h.a() - k, h.b()));
                        for (int k = 1; k <= h.b(); k++) out.add(new Heaps(h.a(), h.b() - k));
                        return out;
                    }
                }
                """);
        Cli r = Cli.run("solve", "--game-file", f.toString(), "3", "5", "--json");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("\"grundy\" : 6"), r.out());
        Cli wrong = Cli.run("solve", "--game-file", f.toString(), "3");
        assertEquals(2, wrong.exitCode());
        assertTrue(wrong.err().contains("2 numbers (a b)"), wrong.err());
    }

    @Test
    void anOptionOfThreePartsIsListedAsAMoveToTheirSum() throws IOException {
        Path f = dir.resolve("ThreeWaySplit.java");
        Files.writeString(f, """
                import org.sprague.search.PackedGame;
                public class ThreeWaySplit implements PackedGame {
                    public void options(long p, OptionSink sink) {
                        if (p > 0) sink.option(p - 1);
                        if (p >= 3) sink.parts(new long[] {1, 1, p - 2}, 3);
                    }
                    public int partSize() { return 1; }
                }
                """);
        Cli r = Cli.run("solve", "--game-file", f.toString(), "7");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("grundy:     1"), r.out());
        assertTrue(r.out().contains("-> 1 1 5  => 1 1 5"), r.out());
    }

    @Test
    void aGameStreamingSumsWithoutAPartSizeIsToldToDeclareOne() throws IOException {
        Path f = dir.resolve("Splits.java");
        Files.writeString(f, """
                import org.sprague.search.PackedGame;
                public class Splits implements PackedGame {
                    public void options(long p, OptionSink sink) {
                        if (p > 0) sink.option(p - 1);
                        for (long a = 1; a < p - a; a++) sink.sum(a, p - a);
                    }
                }
                """);
        Cli r = Cli.run("solve", "--game-file", f.toString(), "5");
        assertEquals(2, r.exitCode(), r.err());
        assertTrue(r.err().contains("Splits: an option of 5 is a sum (OptionSink.sum) but the game declares no partSize()"),
                r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
    }

    @Test
    void aNonPublicGameClassGetsAClearMessage() throws IOException {
        Path f = dir.resolve("Hidden.java");
        Files.writeString(f, """
                import org.sprague.search.PackedGame;
                class Hidden implements PackedGame {
                    public void options(long p, OptionSink sink) {
                        if (p > 0) sink.option(p - 1);
                    }
                }
                """);
        Cli r = Cli.run("solve", "--game-file", f.toString(), "5");
        assertEquals(2, r.exitCode());
        assertTrue(r.err().contains("not public"), r.err());
    }

    @Test
    void wythoffGetsItsGrundyValueUnderAutoWhenTheSearchIsSmall() {
        Cli r = Cli.run("solve", "wythoff", "3", "5", "--json");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("\"grundy\" : 0"), r.out());
        Cli m = Cli.run("solve", "multiplication", "9", "--json");
        assertTrue(!m.out().contains("\"grundy\" : null"), m.out());
    }
}
