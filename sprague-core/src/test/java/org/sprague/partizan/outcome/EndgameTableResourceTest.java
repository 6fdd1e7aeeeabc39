package org.sprague.partizan.outcome;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.sprague.game.Deadline;

/**
 * The endgame table starts from values made at build time ({@code domineering-endgame.bin}):
 * each stored region is valued again here by the canonical-form engine and must give the stored
 * value, so the resource cannot drift from the rules. To remake it (after a change of the search
 * that meets other regions, or of the key): {@code mvn -pl sprague-core test
 * -Dtest=EndgameTableResourceTest -Dsprague.endgame.write=true} solves every rectangle up to 8x8
 * on an empty table and writes every region it valued to
 * {@code src/main/resources/org/sprague/partizan/outcome/domineering-endgame.bin}.
 */
class EndgameTableResourceTest {
    private static final Path SOURCE = Path.of("src/main/resources/org/sprague/partizan/outcome",
            EndgameTable.RESOURCE);

    @Test
    void everyStoredRegionHasTheValueTheEngineGives() throws IOException {
        if (Boolean.getBoolean("sprague.endgame.write")) {
            EndgameTable fresh = new EndgameTable(false);
            PartizanOutcomeSearch.domineeringTable(8, 8, 1, Deadline.unlimited(), fresh);
            try (OutputStream out = Files.newOutputStream(SOURCE)) {
                fresh.write(out);
            }
        }
        EndgameTable table = new EndgameTable();
        long[] keys = table.regionKeys();
        assertTrue(keys.length > 1000, "the stored regions: " + keys.length);
        int integers = 0;
        for (long key : keys) {
            int stored = table.stored(key);
            assertNotEquals(EndgameTable.UNKNOWN_INFO, stored);
            if (EndgameTable.isInteger(stored)) {
                assertEquals(table.solve(key), stored, () -> "region " + Long.toHexString(key));
                integers++;
            } else {
                // the same store of forms: equal canonical forms have equal ids
                assertEquals(table.value(key), table.canonical(EndgameTable.form(stored)),
                        () -> "region " + Long.toHexString(key));
            }
        }
        assertTrue(integers > 0 && integers < keys.length, "integers " + integers + " of " + keys.length);
    }

    @Test
    void anEmptyTableAnswersAsTheStoredOne() {
        EndgameTable stored = new EndgameTable();
        EndgameTable empty = new EndgameTable(false);
        assertEquals(0, empty.size());
        // the 2x3 region, rows of bits from bit 1: both tables value it alike
        int[] comp = {0, 0b1110, 0b1110, 0};
        int a = stored.info(comp, 0, 1, 2);
        int b = empty.info(comp, 0, 1, 2);
        assertEquals(EndgameTable.isInteger(a), EndgameTable.isInteger(b));
        if (EndgameTable.isInteger(a)) {
            assertEquals(EndgameTable.integer(a), EndgameTable.integer(b));
        }
        assertEquals(1, empty.size());
    }
}
