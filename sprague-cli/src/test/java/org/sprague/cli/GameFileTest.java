package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GameFileTest {
    @TempDir
    Path dir;

    private static Path example(String name) {
        Path p = Path.of("../examples", name);
        return Files.exists(p) ? p : Path.of("examples", name);
    }

    private Path write(String className, String body) throws IOException {
        Path f = dir.resolve(className + ".java");
        Files.writeString(f, body);
        return f;
    }

    @Test
    void multiplicationExampleAgreesWithTheTutorialsSamples() {
        // UVa 847: 162 -> Stan (first player) wins, 17 -> Ollie wins
        Cli stan = Cli.run("solve", "--game-file", example("MultiplicationGame.java").toString(), "162", "1");
        assertEquals(0, stan.exitCode(), stan.err());
        assertTrue(stan.out().contains("outcome:    N"), stan.out());
        Cli ollie = Cli.run("solve", "--game-file", example("MultiplicationGame.java").toString(), "17", "1");
        assertTrue(ollie.out().contains("outcome:    P"), ollie.out());
    }

    @Test
    void cuttingExampleMatchesPojSamples() {
        String f = example("CuttingSheets.java").toString();
        assertTrue(Cli.run("solve", "--game-file", f, "2", "2").out().contains("outcome:    P"));
        assertTrue(Cli.run("solve", "--game-file", f, "3", "2").out().contains("outcome:    P"));
        assertTrue(Cli.run("solve", "--game-file", f, "4", "2").out().contains("outcome:    N"));
    }

    @Test
    void fibonacciExampleFindsTheZeroPosition() {
        Cli r = Cli.run("solve", "--game-file", example("FibonacciThreeHeaps.java").toString(), "1", "4", "1", "--json");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("\"outcome\" : \"P\""), r.out());
    }

    @Test
    void compileErrorsComeOutLikeJavacsWithLineNumbers() throws IOException {
        Path f = write("Broken", """
                import org.sprague.game.ImpartialGame;
                public class Broken implements ImpartialGame<Integer> {
                    public java.util.List<Integer> options(Integer n) {
                        return java.util.List.of(n - 1)
                    }
                }
                """);
        Cli r = Cli.run("solve", "--game-file", f.toString(), "3");
        assertEquals(2, r.exitCode());
        assertTrue(r.err().contains("Broken.java:4: error: ';' expected"), r.err());
        assertTrue(r.err().contains("1 error"), r.err());
        assertTrue(!r.err().contains("Exception"), r.err());
    }

    @Test
    void anExceptionInTheUsersOptionsIsOneLineNamingIt() throws IOException {
        Path f = write("Throws", """
                import org.sprague.game.ImpartialGame;
                public class Throws implements ImpartialGame<Integer> {
                    public java.util.List<Integer> options(Integer n) {
                        throw new IllegalStateException("no moves today");
                    }
                }
                """);
        Cli r = Cli.run("solve", "--game-file", f.toString(), "3");
        assertEquals(2, r.exitCode());
        assertTrue(r.err().contains("IllegalStateException: no moves today (at Throws.java:4)"), r.err());
    }

    @Test
    void aGameThatNeverAnswersIsStoppedByTheTimeout() throws IOException {
        Path f = write("Slow", """
                import org.sprague.game.ImpartialGame;
                public class Slow implements ImpartialGame<Integer> {
                    public java.util.List<Integer> options(Integer n) {
                        try { Thread.sleep(20_000); } catch (InterruptedException e) { }
                        return java.util.List.of();
                    }
                }
                """);
        Cli r = Cli.run("solve", "--game-file", f.toString(), "3", "--timeout", "1");
        assertEquals(3, r.exitCode());
        assertTrue(r.err().contains("did not finish within 1 s"), r.err());
    }

    @Test
    void aClassThatIsNoGameIsRejected() throws IOException {
        Path f = write("NoGame", "public class NoGame { }\n");
        Cli r = Cli.run("solve", "--game-file", f.toString(), "3");
        assertEquals(2, r.exitCode());
        assertTrue(r.err().contains("must implement org.sprague.game.ImpartialGame"), r.err());
    }

    @Test
    void aUserGameSumsWithCatalogueGames() {
        Cli r = Cli.run("solve", "--game-file", example("FibonacciThreeHeaps.java").toString(), "1", "4", "1", "+",
                "nim", "3");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("grundy:     3"), r.out());
    }
}
