package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Game files that import Position and Move from their old package, org.sprague.catalog (before issue 22 item 6). */
class OldGameFileImportsTest {
    @TempDir
    Path dir;

    /** The multiplication game (examples/) as game files were written before Position moved to org.sprague.game. */
    private static final String OLD_MULTIPLICATION = """
            import java.util.ArrayList;
            import java.util.List;
            import org.sprague.catalog.Position;
            import org.sprague.game.ImpartialGame;

            public class OldMultiplication implements ImpartialGame<Position> {
                @Override
                public List<Position> options(Position position) {
                    long n = position.get(0).longValueExact();
                    long p = position.size() > 1 ? position.get(1).longValueExact() : 1;
                    List<Position> options = new ArrayList<>();
                    if (p < n) {
                        for (long k = 2; k <= 9; k++) {
                            options.add(Position.of(n, p * k));
                        }
                    }
                    return options;
                }
            }
            """;

    private static final String WARNING = "warning: OldMultiplication.java: Position and Move are now in"
            + " org.sprague.game; write import org.sprague.game.Position; (compiled as if it did)";

    private Path write(String className, String body) throws IOException {
        Path f = dir.resolve(className + ".java");
        Files.writeString(f, body);
        return f;
    }

    @Test
    void anOldImportStillCompilesAndWarnsOnceNamingTheNewImport() throws IOException {
        Path f = write("OldMultiplication", OLD_MULTIPLICATION);
        for (int run = 0; run < 2; run++) { // the second run may come from the compile cache: it warns too
            Cli r = Cli.run("solve", "--game-file", f.toString(), "162", "1");
            assertEquals(0, r.exitCode(), r.err());
            assertTrue(r.out().contains("outcome:    N"), r.out()); // UVa 847: 162 -> Stan wins
            assertEquals(WARNING + "\n", r.err().replace("\r\n", "\n"));
        }
    }

    @Test
    void theNewImportGivesNoWarning() throws IOException {
        Path f = write("OldMultiplication", OLD_MULTIPLICATION.replace("org.sprague.catalog.Position",
                "org.sprague.game.Position"));
        Cli r = Cli.run("solve", "--game-file", f.toString(), "17", "1");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("outcome:    P"), r.out());
        assertEquals("", r.err());
    }

    @Test
    void compileErrorsKeepTheFilesLineNumbers() throws IOException {
        Path f = write("OldMultiplication", OLD_MULTIPLICATION.replace("return options;", "return options"));
        Cli r = Cli.run("solve", "--game-file", f.toString(), "17", "1");
        assertEquals(2, r.exitCode(), r.err());
        assertTrue(r.err().contains("OldMultiplication.java:17: error: ';' expected"), r.err());
    }

    @Test
    void anOnDemandImportOfTheOldPackageFindsPositionAndMove() throws IOException {
        Path f = write("OldMultiplication", OLD_MULTIPLICATION.replace("import org.sprague.catalog.Position;",
                "import org.sprague.catalog.*;"));
        Cli r = Cli.run("solve", "--game-file", f.toString(), "162", "1");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("outcome:    N"), r.out());
        assertTrue(r.err().startsWith("warning: OldMultiplication.java: Position and Move are now in org.sprague.game;"
                + " write import org.sprague.game.Position; import org.sprague.game.Move;"), r.err());
    }

    @Test
    void aPathThatIsNoFileGetsNoWarningAndTheLoadsOwnMessage() {
        java.io.StringWriter err = new java.io.StringWriter();
        OldGameFileImports.warn(Path.of("/"), new java.io.PrintWriter(err, true)); // no file name: was a NullPointerException
        OldGameFileImports.warn(dir, new java.io.PrintWriter(err, true));
        assertEquals("", err.toString());
    }

    @Test
    void onlyTheWholeOldNamesAreRewritten() {
        String s = "import org.sprague.catalog.PositionCodec;\nimport org.sprague.catalog.Move;\norg.sprague.catalog.Catalog c;";
        assertEquals("import org.sprague.catalog.PositionCodec;\nimport org.sprague.game.Move;\norg.sprague.catalog.Catalog c;",
                OldGameFileImports.rewrite(s));
        assertNull(OldGameFileImports.warning("G.java", "import org.sprague.catalog.PositionCodec;"));
    }
}
