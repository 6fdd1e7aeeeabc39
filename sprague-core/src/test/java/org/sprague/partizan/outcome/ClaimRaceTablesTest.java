package org.sprague.partizan.outcome;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.InflaterInputStream;
import org.junit.jupiter.api.Test;

/**
 * The races' tables are read from a resource made at build time ({@code claim-race.bin}); this
 * recomputes them from the rules ({@link ClaimRace#tables}) and fails if the resource differs,
 * so the two cannot drift. To remake the resource after changing the rules:
 * {@code mvn -pl sprague-core test -Dtest=ClaimRaceTablesTest -Dsprague.claimRace.write=true}
 * (writes {@code src/main/resources/org/sprague/partizan/outcome/claim-race.bin}, then this
 * test passes).
 */
class ClaimRaceTablesTest {
    private static final Path SOURCE = Path.of("src/main/resources/org/sprague/partizan/outcome",
            ClaimRace.RESOURCE);

    @Test
    void theResourceHoldsTheTablesTheRulesCompute() throws IOException {
        byte[] computed = ClaimRace.tables();
        if (Boolean.getBoolean("sprague.claimRace.write")) {
            try (OutputStream out = new DeflaterOutputStream(Files.newOutputStream(SOURCE),
                    new Deflater(Deflater.BEST_COMPRESSION))) {
                out.write(computed);
            }
        }
        byte[] stored;
        try (InputStream in = new InflaterInputStream(ClaimRace.class.getResourceAsStream(ClaimRace.RESOURCE))) {
            stored = in.readAllBytes();
        }
        assertEquals(computed.length, stored.length);
        assertArrayEquals(computed, stored);
    }

    @Test
    void theLookupsReadTheComputedTables() {
        byte[] t = ClaimRace.tables();
        int n = ClaimRace.STATES;
        // p = 3 areas, s = 5 singles, d = 7 doubles, in each race, A first and B first
        int i = (3 * ClaimRace.S + 5) * ClaimRace.D + 7;
        for (int kind = 0; kind < 3; kind++) {
            assertEquals(t[2 * kind * n + i] & 0xFF, ClaimRace.value(kind, 3, 5, 7, true));
            assertEquals(t[(2 * kind + 1) * n + i] & 0xFF, ClaimRace.value(kind, 3, 5, 7, false));
        }
        int h = ((((2 * ClaimRace.N5 + 1) * ClaimRace.N5 + 4) * ClaimRace.N5 + 3) * ClaimRace.N5 + 6) * ClaimRace.O5 + 2;
        assertEquals(t[6 * n + h] & 0xFF, ClaimRace.againstSquaresHeld(2, 1, 4, 3, 6, 2, true));
        assertEquals(t[6 * n + ClaimRace.HELD_STATES + h] & 0xFF, ClaimRace.againstSquaresHeld(2, 1, 4, 3, 6, 2, false));
        // one area, A first: A claims it (8 in the squares race, 4 against dominoes, 2 moves)
        assertEquals(8, ClaimRace.value(ClaimRace.AGAINST_SQUARES, 1, 0, 0, true));
        assertEquals(4, ClaimRace.value(ClaimRace.AGAINST_DOMINOES, 1, 0, 0, true));
        assertEquals(2, ClaimRace.value(ClaimRace.MOVES, 1, 0, 0, true));
        assertEquals(0, ClaimRace.value(ClaimRace.MOVES, 1, 0, 0, false));
    }
}
