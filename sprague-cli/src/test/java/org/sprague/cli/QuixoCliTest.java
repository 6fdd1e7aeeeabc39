package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** sprague strong quixo:3 and sprague query on its database, a board that is not its class's representative included. */
class QuixoCliTest {
    @TempDir
    Path dir;

    @Test
    void strongQuixo3ThenQueryAnyRotationOfABoard() {
        String db = dir.resolve("q3.db").toString();
        Cli s = Cli.run("strong", "quixo:3", "--db", db);
        assertEquals(0, s.exitCode(), s.err());
        assertTrue(s.out().contains("39,366 positions"), s.out());
        assertTrue(s.out().contains("win in 7"), s.out()); // GamesmanOne's start value
        Cli start = Cli.run("query", db);
        assertEquals(0, start.exitCode(), start.err());
        assertTrue(start.out().contains("value: win in 7"), start.out());
        assertTrue(start.out().contains("1 R"), start.out()); // GamesmanOne's name: cube 1 pushed in from the right
        // a board and its mirror image answer the same
        Cli a = Cli.run("query", db, "XO./.../...:X");
        Cli b = Cli.run("query", db, ".OX/.../...:X");
        assertEquals(0, a.exitCode(), a.err());
        String va = a.out().lines().filter(l -> l.startsWith("value:")).findFirst().orElseThrow();
        assertTrue(b.out().contains(va), a.out() + "\n" + b.out());
        Cli bad = Cli.run("query", db, "XO/.../...:X");
        assertEquals(2, bad.exitCode(), bad.err());
        assertTrue(bad.err().contains("'XO'"), bad.err());
    }

    /** play takes a move by GamesmanOne's name, in either case, and by the earlier from-to name. */
    @Test
    void playTakesTheNameAndTheEarlierFromToName() {
        String db = dir.resolve("q3.db").toString();
        assertEquals(0, Cli.run("strong", "quixo:3", "--db", db).exitCode());
        for (String typed : new String[] {"1 R", "1r", "1-3"}) {
            Cli p = Cli.runWithInput(typed + "\nquit\n", "play", "--db", db);
            assertEquals(0, p.exitCode(), p.err());
            assertTrue(p.out().contains("You play 1 R ("), typed + ": " + p.out());
        }
        Cli bad = Cli.runWithInput("1-2\nquit\n", "play", "--db", db);
        assertTrue(bad.out().contains("'1-2' is not a move here: one of ") && bad.out().contains("1 D"), bad.out());
    }
}
