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
import org.sprague.catalog.Game;
import org.sprague.catalog.Position;
import org.sprague.catalog.Solution;
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
    }
}
