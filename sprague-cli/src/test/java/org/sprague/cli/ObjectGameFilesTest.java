package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogSolver;
import org.sprague.catalog.entry.Game;
import org.sprague.game.Position;
import org.sprague.game.Solution;
import org.sprague.catalog.SolveOptions;

/**
 * Game files with object positions ({@code ImpartialGame<Position>}, records) solved by the
 * engine's object path (the user's options taken as they come, repeats and all) give the
 * same values, outcomes and winning moves as the catalogue's own games on small positions.
 */
class ObjectGameFilesTest {
    private static final CatalogSolver NORMAL = new CatalogSolver(SolveOptions.defaults());
    private static final CatalogSolver MISERE = new CatalogSolver(SolveOptions.defaults().withMisere(true));
    private static final Catalog CATALOG = Catalog.standard();

    @TempDir
    Path dir;

    private static Path file(String folder, String name) {
        Path p = Path.of("..", folder, name);
        return Files.exists(p) ? p : Path.of(folder, name);
    }

    private static Set<String> winning(Solution s, java.util.function.UnaryOperator<String> normalise) {
        Set<String> out = new TreeSet<>();
        for (Solution.SolvedMove m : s.winningMoves()) {
            out.add(normalise.apply(m.position()));
        }
        return out;
    }

    private static String dropTrailingZeros(String heights) {
        return heights.replaceAll("( 0)+$", "");
    }

    private static void assertSame(Solution expected, Solution actual, String what,
            java.util.function.UnaryOperator<String> normaliseActual) {
        assertEquals(expected.outcome(), actual.outcome(), what + ": outcome");
        assertEquals(expected.grundy(), actual.grundy(), what + ": grundy");
        assertEquals(winning(expected, s -> s), winning(actual, normaliseActual), what + ": winning moves");
    }

    @Test
    void chompObjectsAgreesWithTheCatalogueChompInNormalAndMiserePlay() {
        Game file = GameFile.load(file("sprague-bench/games", "ChompObjects.java"));
        Game chomp = CATALOG.game("chomp");
        List<long[]> positions = new ArrayList<>();
        for (int a = 1; a <= 4; a++) {
            for (int b = 0; b <= a; b++) {
                for (int c = 0; c <= b; c++) {
                    for (int d = 0; d <= c; d++) {
                        positions.add(new long[] {a, b, c, d});
                    }
                }
            }
        }
        positions.add(new long[] {5, 5, 5, 5, 5});
        for (long[] h : positions) {
            Position p = Position.of(h);
            String text = dropTrailingZeros(p.toString());
            Position q = chomp.parse(Catalog.tokens(text));
            assertSame(NORMAL.solve(chomp, q), NORMAL.solve(file, p), text, ObjectGameFilesTest::dropTrailingZeros);
            assertEquals(MISERE.solve(chomp, q).outcome(), MISERE.solve(file, p).outcome(), text + " misère");
        }
    }

    /** A Cram board as the catalogue writes it ("#..|#..") as CramObjects' free squares. */
    private static String freeSquares(int rows, int cols, String board) {
        String[] r = board.split("\\|");
        long free = 0;
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
                if (r[i].charAt(j) == '.') {
                    free |= 1L << (i * cols + j);
                }
            }
        }
        return rows + " " + cols + " " + free;
    }

    @Test
    void cramObjectsAgreesWithTheCatalogueCramOnSmallBoards() {
        Game file = GameFile.load(file("sprague-bench/games", "CramObjects.java"));
        Game cram = CATALOG.game("cram");
        Random random = new Random(5);
        for (int rows = 1; rows <= 3; rows++) {
            for (int cols = 2; cols <= 4; cols++) {
                for (int k = 0; k < 6; k++) {
                    long free = k == 0 ? (1L << rows * cols) - 1 : random.nextLong() & ((1L << rows * cols) - 1);
                    StringBuilder board = new StringBuilder();
                    for (int i = 0; i < rows; i++) {
                        board.append(i == 0 ? "" : "|");
                        for (int j = 0; j < cols; j++) {
                            board.append((free >> (i * cols + j) & 1) != 0 ? '.' : '#');
                        }
                    }
                    int r = rows;
                    int c = cols;
                    Solution expected = NORMAL.solve(cram, cram.parse(List.of(board.toString())));
                    Solution actual = NORMAL.solve(file, Position.of(rows, cols, free));
                    assertEquals(expected.outcome(), actual.outcome(), board + ": outcome");
                    assertEquals(expected.grundy(), actual.grundy(), board + ": grundy");
                    assertEquals(winning(expected, s -> freeSquares(r, c, s)), winning(actual, s -> s),
                            board + ": winning moves");
                }
            }
        }
    }

    @Test
    void theMultiplicationExampleAgreesWithTheCatalogue() {
        Game file = GameFile.load(file("examples", "MultiplicationGame.java"));
        Game multiplication = CATALOG.game("multiplication");
        for (long n = 2; n <= 200; n += 3) {
            for (long p : new long[] {1, 2, 6}) {
                Position q = Position.of(n, p);
                Solution expected = NORMAL.solve(multiplication, q);
                Solution actual = NORMAL.solve(file, q);
                assertEquals(expected.outcome(), actual.outcome(), q + ": outcome");
                if (expected.grundy() != null) {
                    assertEquals(expected.grundy(), actual.grundy(), q + ": grundy");
                }
                assertEquals(winning(expected, s -> s), winning(actual, s -> s), q + ": winning moves");
            }
        }
    }

    @Test
    void aGameFileWithComponentsAndRepeatedOptionsAgreesWithTheCatalogueCutting() throws IOException {
        // the object version of the cutting example before it was packed: each sheet a
        // component, and options that repeat (cuts at a and w - a give the same sheets)
        Path f = dir.resolve("CuttingObjects.java");
        Files.writeString(f, """
                import java.util.ArrayList;
                import java.util.List;
                import org.sprague.game.Position;
                import org.sprague.game.ImpartialGame;
                public class CuttingObjects implements ImpartialGame<Position> {
                    public List<Position> options(Position s) {
                        List<Position> out = new ArrayList<>();
                        for (int i = 0; i + 1 < s.size(); i += 2) {
                            int w = s.intValue(i), h = s.intValue(i + 1);
                            for (int a = 2; a <= w - 2; a++) {
                                out.add(cut(s, i, Math.min(a, w - a), h, Math.max(a, w - a), h));
                            }
                            for (int b = 2; b <= h - 2; b++) {
                                out.add(cut(s, i, w, Math.min(b, h - b), w, Math.max(b, h - b)));
                            }
                        }
                        return out;
                    }
                    public List<Position> components(Position s) {
                        List<Position> parts = new ArrayList<>();
                        for (int i = 0; i + 1 < s.size(); i += 2) {
                            parts.add(Position.of(s.intValue(i), s.intValue(i + 1)));
                        }
                        return parts;
                    }
                    private static Position cut(Position s, int i, long w1, long h1, long w2, long h2) {
                        long[] v = new long[s.size() + 2];
                        int n = 0;
                        for (int k = 0; k < s.size(); k++) {
                            if (k == i) { v[n++] = w1; v[n++] = h1; v[n++] = w2; v[n++] = h2; k++; }
                            else { v[n++] = s.intValue(k); }
                        }
                        return Position.of(v);
                    }
                }
                """);
        Game file = GameFile.load(f);
        Game cutting = CATALOG.game("cutting");
        for (int w = 1; w <= 12; w++) {
            for (int h = 1; h <= 12; h++) {
                Position q = Position.of(w, h);
                Solution expected = NORMAL.solve(cutting, q);
                Solution actual = NORMAL.solve(file, q);
                assertEquals(expected.outcome(), actual.outcome(), q + ": outcome");
                assertEquals(expected.grundy(), actual.grundy(), q + ": grundy");
            }
        }
        assertEquals(NORMAL.solve(cutting, Position.of(9, 11)).grundy(),
                NORMAL.solve(file, Position.of(4, 5, 9, 11, 4, 5)).grundy(), "a sum of sheets");
    }

    @Test
    void aMillionLongChainWithRepeatedOptionsSolvesWithoutRecursion() throws IOException {
        Path f = dir.resolve("Chain.java");
        Files.writeString(f, """
                import java.util.List;
                import org.sprague.game.Position;
                import org.sprague.game.ImpartialGame;
                public class Chain implements ImpartialGame<Position> {
                    public List<Position> options(Position p) {
                        long n = p.get(0).longValueExact();
                        return n == 0 ? List.of() : List.of(Position.of(n - 1), Position.of(n - 1));
                    }
                }
                """);
        Cli r = Cli.run("solve", "--game-file", f.toString(), "1000000", "--json");
        assertEquals(0, r.exitCode(), r.err());
        assertEquals(true, r.out().contains("\"grundy\" : 0"), r.out());
        Cli odd = Cli.run("solve", "--game-file", f.toString(), "999", "--json");
        assertEquals(true, odd.out().contains("\"grundy\" : 1"), odd.out());
    }

    @Test
    void aRecordGameFileGivesTheValuesOfItsNumbers() throws IOException {
        // subtraction {1, 2} on each of two heaps, the heaps as record components
        Path f = dir.resolve("TwoHeaps.java");
        Files.writeString(f, """
                import java.util.ArrayList;
                import java.util.List;
                import org.sprague.game.ImpartialGame;
                public class TwoHeaps implements ImpartialGame<TwoHeaps.Heaps> {
                    public record Heaps(int a, long b) { }
                    public List<Heaps> options(Heaps p) {
                        List<Heaps> out = new ArrayList<>();
                        for (int k = 1; k <= 2; k++) {
                            if (p.a() >= k) out.add(new Heaps(p.a() - k, p.b()));
                            if (p.b() >= k) out.add(new Heaps(p.a(), p.b() - k));
                        }
                        return out;
                    }
                }
                """);
        Game file = GameFile.load(f);
        for (int a = 0; a <= 9; a++) {
            for (int b = 0; b <= 9; b++) {
                Solution s = NORMAL.solve(file, Position.of(a, b));
                assertEquals(BigInteger.valueOf(a % 3 ^ b % 3), s.grundy(), a + " " + b);
            }
        }
    }

    /**
     * A position record nested in the game's class, package-private, whose constructor refuses sides
     * below 2 (docs/game-files.md): a position it refuses is bad input naming the record's
     * reason; {@code table} starts at the least n with {@code n n} a position, 2, where it
     * began at 0 and stopped with "0 0 is not a position", numbers the user never typed.
     */
    @Test
    void aNestedRecordThatRefusesSomeNumbersStartsItsTableAtItsFirstPosition() throws IOException {
        Path f = dir.resolve("Sheets.java");
        Files.writeString(f, """
                import java.util.ArrayList;
                import java.util.List;
                import org.sprague.game.ImpartialGame;
                public class Sheets implements ImpartialGame<Sheets.Sheet> {
                    record Sheet(int w, int h) {
                        Sheet {
                            if (w < 2 || h < 2) throw new IllegalArgumentException("sides are at least 2");
                        }
                    }
                    public List<Sheet> options(Sheet s) {
                        List<Sheet> out = new ArrayList<>();
                        for (int a = 2; a + 2 <= s.w(); a++) out.add(new Sheet(a, s.h()));
                        for (int a = 2; a + 2 <= s.h(); a++) out.add(new Sheet(s.w(), a));
                        return out;
                    }
                }
                """);
        Cli table = Cli.run("table", "--game-file", f.toString(), "3x3", "--grundy", "--json");
        assertEquals(0, table.exitCode(), table.err());
        com.fasterxml.jackson.databind.JsonNode t = new com.fasterxml.jackson.databind.ObjectMapper().readTree(table.out());
        assertEquals(2, t.get("rowStart").asInt(), t.toString());
        assertEquals(2, t.get("colStart").asInt(), t.toString());
        // a side s moves to any 2..s-2, each side on its own: G(w, h) = g(w) XOR g(h), g(2) = g(3) = 0, g(4) = 1
        assertEquals("[[0,0,1],[0,0,1],[1,1,0]]", t.get("cells").toString());
        Cli bad = Cli.run("solve", "--game-file", f.toString(), "1", "5");
        assertEquals(2, bad.exitCode(), bad.err());
        assertTrue(bad.err().contains("1 5 is not a position: sides are at least 2"), bad.err());
        Cli good = Cli.run("solve", "--game-file", f.toString(), "6", "5");
        assertEquals(0, good.exitCode(), good.err());
    }
}
