package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.strong.StrongGame;
import org.sprague.strong.solve.StrongSolver;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.solve.TierStore;
import org.sprague.strong.engine.TieredRetrogradeSolver;
import org.sprague.strong.games.Quixo;

/**
 * examples/strong/Quixo.java, a game file that declares its shape instead of writing a rank:
 * the same tiers, ranks and values as the catalogue's quixo:3 at every position, and the same
 * answers through {@code strong} and {@code query}.
 */
class QuixoGameFileTest {
    private static final String FILE = Path.of("..", "examples", "strong", "Quixo.java").toString();

    @TempDir
    Path dir;

    @Test
    void theGameFileHasTheCataloguesTiersRanksAndRecordAtEvery3x3Position() {
        StrongGame file = StrongGameFile.load(Path.of(FILE), List.of("3"));
        Quixo catalogue = new Quixo(3);
        assertTrue(file.ranking() != null && file.ranking().symmetric(), "the declared shape gives a symmetric ranking");
        TierPlan filePlan = TierPlan.of(file, Long.MAX_VALUE);
        TierPlan cataloguePlan = TierPlan.of(catalogue, Long.MAX_VALUE);
        TierStore fileStore = TierStore.inMemory();
        TierStore catalogueStore = TierStore.inMemory();
        new TieredRetrogradeSolver().solve(filePlan, fileStore, StrongSolver.Progress.NONE);
        new TieredRetrogradeSolver().solve(cataloguePlan, catalogueStore, StrongSolver.Progress.NONE);
        assertEquals(cataloguePlan.tierCount(), filePlan.tierCount());
        long positions = 0;
        for (int t = 0; t < filePlan.tierCount(); t++) {
            assertEquals(cataloguePlan.space(t).size(), filePlan.space(t).size(), "tier " + t);
            for (long r = 0; r < filePlan.space(t).size(); r++) {
                assertEquals(cataloguePlan.space(t).position(r), filePlan.space(t).position(r), "tier " + t + " rank " + r);
            }
            assertArrayEquals(catalogueStore.get(t), fileStore.get(t), "records of tier " + t);
            positions += filePlan.space(t).size();
        }
        assertEquals(2 * 19683, positions); // every 3x3 board, either player to move
    }

    @Test
    void strongAndQueryOnTheGameFileAnswerAsTheCatalogue() {
        String fileDb = dir.resolve("file.db").toString();
        String catalogueDb = dir.resolve("q3.db").toString();
        Cli s = Cli.run("strong", "--game-file", FILE, "--db", fileDb, "3");
        assertEquals(0, s.exitCode(), s.err());
        assertTrue(s.out().contains("39,366 positions in 55 tiers"), s.out());
        assertTrue(s.out().contains("win in 7"), s.out());
        assertEquals(0, Cli.run("strong", "quixo:3", "--db", catalogueDb).exitCode());
        // the start, a board that is its own representative and one that is not
        for (String board : new String[] {"start", "XO./.../...:X", ".OX/.../...:X", "XOX/O.O/X..:O"}) {
            Cli f = Cli.run("query", fileDb, board, "--game-file", FILE, "--game-arg", "3", "--json");
            Cli c = Cli.run("query", catalogueDb, board, "--json");
            assertEquals(0, f.exitCode(), f.err());
            assertEquals(c.out().replace("\"quixo:3\"", "\"file:Quixo:3\""), f.out(), board);
        }
        Cli bad = Cli.run("strong", "--game-file", FILE, "--db", dir.resolve("x.db").toString(), "7");
        assertEquals(2, bad.exitCode(), bad.err());
        assertTrue(bad.err().contains("the board size is 3, 4 or 5, not 7"), bad.err());
    }
}
