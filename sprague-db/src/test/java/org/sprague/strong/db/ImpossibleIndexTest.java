package org.sprague.strong.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.strong.StrongGame;
import org.sprague.strong.games.StrongGames;
import org.sprague.strong.solve.TierPlan;

/**
 * An index whose checksum is good but whose contents are impossible (a tier without blocks,
 * a missing tier, counts past the file, blocks outside it, tiers exchanged) is refused as
 * damaged data, never a NullPointerException, an OutOfMemoryError or a wrong answer.
 */
class ImpossibleIndexTest {
    @TempDir
    Path dir;

    private Path solved(String game, String name) {
        Path f = dir.resolve(name);
        DatabaseTest.solveTo(f, TierPlan.of(StrongGames.of(game), Long.MAX_VALUE));
        return f;
    }

    /** Rewrites {@code f}'s index after {@code change}, with a good checksum. */
    private static void rewriteIndex(Path f, Consumer<Index> change) throws IOException {
        byte[] all = Files.readAllBytes(f);
        ByteBuffer foot = ByteBuffer.wrap(all, all.length - Index.FOOTER, Index.FOOTER);
        long at = foot.getLong();
        int len = foot.getInt();
        Index ix = Index.read(new DataInputStream(new ByteArrayInputStream(all, (int) at, len)), len);
        change.accept(ix);
        writeIndex(f, Arrays.copyOf(all, (int) at), ix.toBytes());
    }

    private static void writeIndex(Path f, byte[] blocks, byte[] index) throws IOException {
        ByteBuffer out = ByteBuffer.allocate(blocks.length + index.length + Index.FOOTER);
        out.put(blocks).put(index).putLong(blocks.length).putInt(index.length).putInt(Blocks.crc(index)).put(Index.END);
        Files.write(f, out.array());
    }

    private static CorruptDatabaseException refused(Path f) {
        return assertThrows(CorruptDatabaseException.class, () -> StrongDatabase.open(f).close());
    }

    @Test
    void aTierWithoutBlocksIsRefused() throws IOException {
        Path f = solved("connect-four:4x4", "c4.db");
        rewriteIndex(f, ix -> ix.tiers[3].records.clear());
        assertTrue(refused(f).getMessage().contains("tier 3 has"), refused(f).getMessage());
    }

    @Test
    void aMissingTierIsRefusedNotANullPointer() throws IOException {
        Path f = solved("connect-four:4x4", "c4.db");
        rewriteIndex(f, ix -> ix.tiers[5] = null);
        assertTrue(refused(f).getMessage().contains("tier index 5 is missing"), refused(f).getMessage());
    }

    @Test
    void countsPastTheFileAreRefusedBeforeAnythingIsAllocated() throws IOException {
        Path f = solved("connect-four:4x4", "c4.db");
        byte[] all = Files.readAllBytes(f);
        ByteBuffer foot = ByteBuffer.wrap(all, all.length - Index.FOOTER, Index.FOOTER);
        long at = foot.getLong();
        int len = foot.getInt();
        byte[] index = Arrays.copyOfRange(all, (int) at, (int) at + len);
        // the tier count sits after the game id (2 + its length), the explored flag and the block size
        int countAt = 2 + ((index[0] & 0xFF) << 8 | index[1] & 0xFF) + 1 + 4;
        ByteBuffer.wrap(index).putInt(countAt, Integer.MAX_VALUE);
        writeIndex(f, Arrays.copyOf(all, (int) at), index);
        assertTrue(refused(f).getMessage().contains("does not parse"), refused(f).getMessage());
    }

    @Test
    void blocksOutsideTheFileOrOverlappingAreRefused() throws IOException {
        Path f = solved("connect-four:4x4", "c4.db");
        rewriteIndex(f, ix -> {
            Index.Block b = ix.tiers[2].records.get(0);
            ix.tiers[2].records.set(0, new Index.Block(b.offset() + (1L << 40), b.length(), b.crc()));
        });
        assertTrue(refused(f).getMessage().contains("outside the blocks"), refused(f).getMessage());
        Path g = solved("connect-four:4x4", "g.db");
        rewriteIndex(g, ix -> {
            ix.tiers[2].records.set(0, ix.tiers[1].records.get(0)); // two tiers answer from one block
        });
        refused(g);
    }

    @Test
    void aWrongBlockSizeIsRefused() throws IOException {
        Path f = solved("connect-four:4x4", "c4.db");
        byte[] all = Files.readAllBytes(f);
        ByteBuffer foot = ByteBuffer.wrap(all, all.length - Index.FOOTER, Index.FOOTER);
        long at = foot.getLong();
        int len = foot.getInt();
        Index ix = Index.read(new DataInputStream(new ByteArrayInputStream(all, (int) at, len)), len);
        Index other = new Index(ix.gameId, ix.explored, false, 0, ix.tiers.length);
        System.arraycopy(ix.tiers, 0, other.tiers, 0, ix.tiers.length);
        writeIndex(f, Arrays.copyOf(all, (int) at), other.toBytes());
        assertTrue(refused(f).getMessage().contains("blocks hold 0 records"), refused(f).getMessage());
    }

    /**
     * Two tiers of the same size with their ids exchanged: every block and size is possible,
     * so only the game's plan shows it; --verify (verify(plan)) and, for a ranked game, opening
     * with the game (checkTiers) refuse it.
     */
    @Test
    void exchangedTiersAreFoundAgainstTheGamesPlan() throws IOException {
        StrongGame g = StrongGames.of("connect-four:4x4");
        TierPlan plan = TierPlan.of(g, Long.MAX_VALUE);
        int a = -1;
        int b = -1;
        for (int i = 0; i < plan.tierCount() && a < 0; i++) {
            for (int j = i + 1; j < plan.tierCount(); j++) {
                if (plan.space(i).size() == plan.space(j).size()) {
                    a = i;
                    b = j;
                    break;
                }
            }
        }
        Path f = solved("connect-four:4x4", "c4.db");
        int ta = a;
        int tb = b;
        if (ta >= 0) { // tiers of one size: their blocks exchanged
            rewriteIndex(f, ix -> {
                var ra = List.copyOf(ix.tiers[ta].records);
                ix.tiers[ta].records.clear();
                ix.tiers[ta].records.addAll(ix.tiers[tb].records);
                ix.tiers[tb].records.clear();
                ix.tiers[tb].records.addAll(ra);
            });
        } else { // else two whole tiers exchanged in the index
            rewriteIndex(f, ix -> {
                Index.Tier x = ix.tiers[3];
                ix.tiers[3] = ix.tiers[4];
                ix.tiers[4] = x;
            });
        }
        try (StrongDatabase db = StrongDatabase.open(f)) {
            assertTrue(db.verify().isEmpty(), "every checksum is still good");
            List<String> bad = db.verify(plan);
            assertEquals(1, bad.size(), bad.toString());
            assertTrue(bad.get(0).contains("exchanged") || bad.get(0).contains("tier index"), bad.get(0));
            assertThrows(CorruptDatabaseException.class, () -> db.checkTiers(g));
        }
    }

    @Test
    void anExploredGamesPositionCodesAreCheckedAgainstThePlan() throws IOException {
        StrongGame g = StrongGames.of("tic-tac-toe");
        Path f = solved("tic-tac-toe", "ttt.db");
        try (StrongDatabase db = StrongDatabase.open(f)) {
            assertEquals(List.of(), db.verify(TierPlan.of(g, Long.MAX_VALUE)));
        }
        TierPlan dodgem = TierPlan.of(StrongGames.of("dodgem"), Long.MAX_VALUE);
        try (StrongDatabase db = StrongDatabase.open(f)) {
            assertTrue(!db.verify(dodgem).isEmpty(), "another game's plan does not match");
        }
    }
}
