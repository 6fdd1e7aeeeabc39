package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.catalog.CatalogSolver;
import org.sprague.catalog.entry.Game;
import org.sprague.game.Position;
import org.sprague.game.Solution;
import org.sprague.catalog.SolveOptions;

/**
 * A record game file is searched on its own records through the record's derived codec
 * (one conversion per option), and answers as the same game over positions does, in normal
 * and misère play; a record the codec cannot pack is still solved, on interned objects, and
 * the answer says so.
 */
class RecordGameFileTest {
    private static final CatalogSolver NORMAL = new CatalogSolver(SolveOptions.defaults());
    private static final CatalogSolver MISERE = new CatalogSolver(SolveOptions.defaults().withMisere(true));

    @TempDir
    Path dir;

    private static Path file(String folder, String name) {
        Path p = Path.of("..", folder, name);
        return Files.exists(p) ? p : Path.of(folder, name);
    }

    private static Set<String> winning(Solution s) {
        Set<String> out = new TreeSet<>();
        for (Solution.SolvedMove m : s.winningMoves()) {
            out.add(m.position());
        }
        return out;
    }

    @Test
    void cramRecordsAnswersAsCramObjectsInNormalAndMiserePlay() {
        Game records = GameFile.load(file("sprague-bench/games", "CramRecords.java"));
        Game objects = GameFile.load(file("sprague-bench/games", "CramObjects.java"));
        int[][] sizes = {{1, 1}, {1, 4}, {2, 2}, {2, 3}, {3, 3}, {2, 5}, {3, 4}};
        for (int[] rc : sizes) {
            int r = rc[0];
            int c = rc[1];
            for (long free : new long[] {(1L << r * c) - 1, ((1L << r * c) - 1) & ~5L, ((1L << r * c) - 1) & ~0x42L}) {
                Position p = Position.of(r, c, free);
                String what = r + "x" + c + " " + free;
                for (CatalogSolver solver : new CatalogSolver[] {NORMAL, MISERE}) {
                    Solution a = solver.solve(records, p);
                    Solution b = solver.solve(objects, p);
                    assertEquals(b.outcome(), a.outcome(), what + ": outcome");
                    assertEquals(b.grundy(), a.grundy(), what + ": grundy");
                    assertEquals(winning(b), winning(a), what + ": winning moves");
                    assertNull(a.fallbackReason(), what + ": every board packed");
                }
            }
        }
    }

    /** Integer and Long game files are searched on their own numbers (zigzagged keys: negative positions pack too). */
    @Test
    void integerAndLongGameFilesAreSearchedOnTheirNumbers() throws IOException {
        Path dips = dir.resolve("Dips.java");
        Files.writeString(dips, """
                import java.util.ArrayList;
                import java.util.List;
                import org.sprague.game.ImpartialGame;
                public class Dips implements ImpartialGame<Integer> {
                    public List<Integer> options(Integer n) {
                        List<Integer> out = new ArrayList<>();
                        if (n - 1 >= -3) out.add(n - 1);
                        if (n - 2 >= -3) out.add(n - 2);
                        return out;
                    }
                }
                """);
        Path take = dir.resolve("TakeOneThreeFour.java");
        Files.writeString(take, """
                import java.util.ArrayList;
                import java.util.List;
                import org.sprague.game.ImpartialGame;
                public class TakeOneThreeFour implements ImpartialGame<Long> {
                    public List<Long> options(Long n) {
                        List<Long> out = new ArrayList<>();
                        for (long k : new long[] {1, 3, 4}) {
                            if (n >= k) out.add(n - k);
                        }
                        return out;
                    }
                }
                """);
        Game dipsGame = GameFile.load(dips);
        Game takeGame = GameFile.load(take);
        int[] period = {0, 1, 0, 1, 2, 3, 2}; // subtraction {1, 3, 4}
        for (int n = 0; n <= 30; n++) {
            // from -3 up: G = (n + 3) mod 3, so n mod 3
            Solution d = NORMAL.solve(dipsGame, Position.of(n));
            assertEquals(java.math.BigInteger.valueOf(n % 3), d.grundy(), "dips " + n);
            assertNull(d.fallbackReason(), "dips " + n);
            Solution t = NORMAL.solve(takeGame, Position.of(n));
            assertEquals(java.math.BigInteger.valueOf(period[n % 7]), t.grundy(), "take " + n);
            // misère subtraction {1, 3, 4}: the player to move loses iff n mod 7 is 1 or 3 (checked by hand to n = 9)
            Solution m = MISERE.solve(takeGame, Position.of(n));
            assertEquals(n % 7 == 1 || n % 7 == 3 ? "P" : "N", m.outcome().name(), "misère take " + n);
        }
        // G(10) = 1: the winning moves are to 9 and 7 (value 0), not to 6 (value 2)
        Cli moves = Cli.run("solve", "--game-file", take.toString(), "10");
        assertEquals(0, moves.exitCode(), moves.err());
        assertTrue(moves.out().contains("winning moves (2)") && moves.out().contains("-> 9")
                && moves.out().contains("-> 7"), moves.out());
    }

    @Test
    void aRecordTheCodecCannotPackIsSolvedAndSaysSo() throws IOException {
        Path f = dir.resolve("BigHeap.java");
        Files.writeString(f, """
                import java.math.BigInteger;
                import java.util.ArrayList;
                import java.util.List;
                import org.sprague.game.ImpartialGame;
                public class BigHeap implements ImpartialGame<BigHeap.Heap> {
                    public record Heap(BigInteger n) { }
                    public List<Heap> options(Heap h) {
                        List<Heap> out = new ArrayList<>();
                        for (int k = 1; k <= 3; k++) {
                            if (h.n().compareTo(BigInteger.valueOf(k)) >= 0) out.add(new Heap(h.n().subtract(BigInteger.valueOf(k))));
                        }
                        return out;
                    }
                }
                """);
        Cli r = Cli.run("solve", "--game-file", f.toString(), "10");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("grundy:     2"), r.out());
        assertTrue(r.out().contains("searched:   on object positions, slower (record Heap's component 'n' is a BigInteger"),
                r.out());
        assertTrue(r.out().contains("engine:     memo search"), r.out());
        Cli json = Cli.run("solve", "--game-file", f.toString(), "10", "--json");
        assertEquals(0, json.exitCode(), json.err());
        assertTrue(json.out().contains("\"engine\" : \"MEMO_SEARCH\""), json.out());
    }
}
