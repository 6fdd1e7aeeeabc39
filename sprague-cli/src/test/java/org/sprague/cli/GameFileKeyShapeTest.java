package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A packed game file declares the shape of its keys as docs/game-files.md shows (the nested
 * {@code KeyShape} type needs no import), or leaves it to the engine; the values are the same.
 */
class GameFileKeyShapeTest {
    @TempDir
    Path dir;

    /** Two heaps in 21-bit fields, take 1 or 2 from one: g(a, b) = (a mod 3) XOR (b mod 3). */
    private Path twoHeaps(String name, String declaration) throws IOException {
        Path f = dir.resolve(name + ".java");
        Files.writeString(f, """
                import org.sprague.search.PackedGame;
                public class %s implements PackedGame {
                    public void options(long p, OptionSink sink) {
                        long a = p & 0x1FFFFF, b = p >>> 21;
                        for (long t = 1; t <= 2; t++) {
                            if (t <= a) sink.option(a - t | b << 21);
                            if (t <= b) sink.option(a | (b - t) << 21);
                        }
                    }
                    public long position(long[] n) {
                        return n[0] | n[1] << 21;
                    }
                    public long[] numbers(long p) {
                        return new long[] {p & 0x1FFFFF, p >>> 21};
                    }
                    %s
                }
                """.formatted(name, declaration));
        return f;
    }

    @Test
    void aDeclaredAndAnUndeclaredShapeGiveTheSameValue() throws IOException {
        Path declared = twoHeaps("Declared", "@Override public KeyShape keyShape() { return KeyShape.NUMBERS; }");
        Path bits = twoHeaps("Bits", "@Override public KeyShape keyShape() { return KeyShape.BITBOARD; }");
        Path undeclared = twoHeaps("Undeclared", "");
        int want = (400 % 3) ^ (700 % 3);
        for (Path f : new Path[] {declared, bits, undeclared}) {
            Cli r = Cli.run("solve", "--game-file", f.toString(), "400", "700", "--json");
            assertEquals(0, r.exitCode(), f + ": " + r.err());
            assertTrue(r.out().contains("\"grundy\" : " + want), f + ": " + r.out());
        }
    }
}
