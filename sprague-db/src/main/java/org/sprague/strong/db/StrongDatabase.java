package org.sprague.strong.db;

import java.io.ByteArrayInputStream;
import java.io.Closeable;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sprague.game.Deadline;
import org.sprague.game.InvalidInputException;
import org.sprague.strong.SolvedPositions;
import org.sprague.strong.StrongGame;
import org.sprague.strong.games.StrongGames;
import org.sprague.strong.solve.TierPlan;

/**
 * A strong-solution database read in place: the footer and index are read on opening, then
 * each lookup reads and decompresses only the block holding its record (a few blocks are
 * cached), after checking the block's CRC-32C. A block that fails its check is never
 * answered from: the lookup throws {@link CorruptDatabaseException} naming it.
 *
 * <p>File layout: {@code SPRGDB01}, the blocks (zstd, each {@value DatabaseWriter#BLOCK}
 * records, or 16 times that for a symmetric ranked game ({@link Index#RECORDS_SEGMENTED}); for games explored rather than ranked also blocks of the
 * sorted position codes), the {@link Index}, and a 24-byte footer (index offset, length,
 * CRC-32C, {@code SPRGDBIX}).
 */
public final class StrongDatabase implements Closeable {
    private final Path file;
    private final FileChannel ch;
    private final Index ix;
    private final int[] tierIds;
    /**
     * The game held, once a caller named it ({@link #lookup}, {@link #solved}, {@link #checkTiers},
     * {@link #verify(TierPlan)}): a database in {@link Index#RECORDS_SYMMETRIC} needs it to know
     * which ranks its records belong to.
     */
    private StrongGame game;
    private final Map<Long, Object> cache = new LinkedHashMap<>(32, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, Object> e) {
            return size() > 16;
        }
    };

    /** Decompressed {@link Index#RECORDS_SEGMENTED} blocks (about 130 KB each for Quixo 4x4), by tier and block. */
    private final Map<Long, Blocks.Segmented> segmentedBlocks = new LinkedHashMap<>(8, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, Blocks.Segmented> e) {
            return size() > 4;
        }
    };

    private StrongDatabase(Path file, FileChannel ch, Index ix) {
        this.file = file;
        this.ch = ch;
        this.ix = ix;
        tierIds = new int[ix.tiers.length];
        for (int t = 0; t < tierIds.length; t++) {
            tierIds[t] = ix.tiers[t] == null ? Integer.MIN_VALUE : ix.tiers[t].id;
        }
    }

    /** Opens {@code file}, reading its footer and index only. */
    public static StrongDatabase open(Path file) {
        FileChannel ch;
        try {
            ch = FileChannel.open(file, StandardOpenOption.READ);
        } catch (NoSuchFileException e) {
            throw new InvalidInputException("no database file " + file);
        } catch (IOException e) {
            throw new InvalidInputException("cannot read " + file + ": " + e.getMessage());
        }
        try {
            long size = ch.size();
            if (size < Index.MAGIC.length + Index.FOOTER) {
                throw new InvalidInputException(file + " is not a Sprague database (too short)");
            }
            ByteBuffer head = read(ch, 0, Index.MAGIC.length);
            ByteBuffer foot = read(ch, size - Index.FOOTER, Index.FOOTER);
            byte[] end = new byte[8];
            foot.position(16);
            foot.get(end);
            if (!Arrays.equals(head.array(), Index.MAGIC) || !Arrays.equals(end, Index.END)) {
                throw new InvalidInputException(file + " is not a finished Sprague database (no SPRGDB01 header or"
                        + " SPRGDBIX footer; an unfinished solve leaves FILE.part: run sprague strong again to resume)");
            }
            long at = foot.getLong(0);
            int len = foot.getInt(8);
            int crc = foot.getInt(12);
            if (at < Index.MAGIC.length || len < 0 || at + len > size - Index.FOOTER) {
                throw new CorruptDatabaseException(file + ": the footer points outside the file (index damaged)");
            }
            byte[] bytes = read(ch, at, len).array();
            if (Blocks.crc(bytes) != crc) {
                throw new CorruptDatabaseException(file + ": the index at byte " + at + " fails its checksum");
            }
            return new StrongDatabase(file, ch, index(file, bytes, at));
        } catch (IOException e) {
            close(ch);
            throw new InvalidInputException("cannot read " + file + ": " + e.getMessage());
        } catch (RuntimeException e) {
            close(ch);
            throw e;
        }
    }

    /** The index in {@code bytes}, checked for impossible contents (its checksum was good). */
    private static Index index(Path file, byte[] bytes, long dataEnd) {
        Index ix;
        try {
            ByteArrayInputStream raw = new ByteArrayInputStream(bytes);
            ix = Index.read(new DataInputStream(raw), bytes.length);
            if (raw.available() != 0) {
                throw new IOException(raw.available() + " bytes are left after it");
            }
        } catch (IOException e) {
            throw new CorruptDatabaseException(file + ": the index does not parse ("
                    + (e instanceof java.io.EOFException ? "it ends early" : e.getMessage())
                    + "), though its checksum is good: the file is damaged or not written by Sprague");
        }
        String problem = ix.problem(dataEnd, true);
        if (problem != null) {
            throw new CorruptDatabaseException(file + ": the index is impossible: " + problem
                    + " (its checksum is good: the file is damaged or not written by Sprague)");
        }
        return ix;
    }

    private static void close(FileChannel ch) {
        try {
            ch.close();
        } catch (IOException ignored) {
            // nothing more to do
        }
    }

    static ByteBuffer read(FileChannel ch, long at, int len) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(len);
        while (b.hasRemaining()) {
            if (ch.read(b, at + b.position()) < 0) {
                throw new IOException("unexpected end of file");
            }
        }
        b.flip();
        return b;
    }

    public Path file() {
        return file;
    }

    /** The id of the solved game (e.g. {@code connect-four:5x4}; {@code file:Name} for a game file). */
    public String gameId() {
        return ix.gameId;
    }

    /**
     * The game this database holds: the one of {@code given} (users' games, e.g. from a
     * {@code --game-file}) whose id is the database's, else the catalogue's game of that id; null
     * when neither knows it. The one place the command line and the explorer find it; its tiers
     * are not checked here ({@link #checkTiers} refuses, {@link #verify(TierPlan)} lists).
     */
    public StrongGame gameAmong(List<StrongGame> given) {
        for (StrongGame g : given) {
            if (g.id().equals(ix.gameId)) {
                return g;
            }
        }
        try {
            StrongGame g = StrongGames.of(ix.gameId); // the catalogue's strong games only: no catalogue loaded
            return g.id().equals(ix.gameId) ? g : null;
        } catch (InvalidInputException e) {
            return null;
        }
    }

    public int tierCount() {
        return ix.tiers.length;
    }

    public long tierSize(int t) {
        return ix.tiers[t].size;
    }

    /** Whether position codes are stored (the game was explored, not ranked). */
    public boolean explored() {
        return ix.explored;
    }

    public long positions() {
        return Arrays.stream(ix.tiers).mapToLong(t -> t.size).sum();
    }

    /** Compressed bytes of the record blocks (not counting position codes). */
    public long recordBytes() {
        return Arrays.stream(ix.tiers).flatMap(t -> t.records.stream()).mapToLong(Index.Block::length).sum();
    }

    /**
     * The ranking whose ranks this database holds {@code game}'s records in: the game's own, or for
     * a database written before record format 4 of a game declaring a shape, the shape's
     * {@link org.sprague.strong.Shape#formerRanking} (bench/CompareStrongDatabases.java compares
     * two such databases position by position).
     */
    public StrongGame.Ranking ranking(StrongGame game) {
        return Index.ranking(game, ix.recordFormat);
    }

    /** The tier index of the game's tier {@code id}, or -1. */
    public int tierIndex(int id) {
        for (int t = 0; t < tierIds.length; t++) {
            if (tierIds[t] == id) {
                return t;
            }
        }
        return -1;
    }

    /**
     * The record of rank {@code rank} in tier index {@code t}. In {@link Index#RECORDS_SEGMENTED} the
     * segment of {@link DatabaseWriter#BLOCK} ranks holding it is decoded (its representatives
     * recomputed) and cached, its stored block's decompressed bytes cached apart.
     */
    public short record(int t, long rank) {
        if (Index.segmented(ix.recordFormat)) {
            long s = rank / DatabaseWriter.BLOCK;
            long key = ((long) t << 33) | (s << 1);
            short[] seg = (short[]) cache.get(key);
            if (seg == null) {
                seg = segment(t, s);
                cache.put(key, seg);
            }
            return seg[(int) (rank - s * DatabaseWriter.BLOCK)];
        }
        int b = (int) (rank / ix.blockRecords);
        short[] block = records(block(t, b, false));
        return block[(int) (rank - (long) b * ix.blockRecords)];
    }

    /** The rank of {@code position} in tier index {@code t} of an explored game, or -1. */
    public long rankOf(int t, long position) {
        Index.Tier tier = ix.tiers[t];
        int lo = 0;
        int hi = tier.firstKeys.size() - 1;
        int b = -1;
        while (lo <= hi) { // the last key block whose first key <= position
            int mid = (lo + hi) >>> 1;
            if (tier.firstKeys.get(mid) <= position) {
                b = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        if (b < 0) {
            return -1;
        }
        long[] keys = (long[]) block(t, b, true);
        int i = Arrays.binarySearch(keys, position);
        return i < 0 ? -1 : (long) b * ix.blockRecords + i;
    }

    /** The record of {@code position} of {@code game}, or -1 when the database does not hold it. */
    public int lookup(StrongGame game, long position) {
        knowGame(game);
        int t = tierIndex(game.tier(position));
        if (t < 0) {
            return -1;
        }
        long rank;
        if (ix.explored) {
            rank = rankOf(t, game.canonical(position));
        } else {
            StrongGame.Ranking ranking = Index.ranking(game, ix.recordFormat);
            rank = ranking.rank(ranking.symmetric() ? game.canonical(position) : position);
        }
        if (rank < 0 || rank >= tierSize(t)) {
            return -1;
        }
        return record(t, rank) & 0xFFFF;
    }

    /**
     * This database's records as the solved positions of {@code game} (the game it holds), for
     * {@code Sprague.strongLookup}. Not thread-safe: blocks are cached unsynchronised.
     *
     * @param name the database's name in messages (the explorer knows it by file name), or null
     */
    public SolvedPositions solved(StrongGame game, String name) {
        if (!game.id().equals(gameId())) {
            throw new IllegalArgumentException(file + " holds " + gameId() + ", not " + game.id());
        }
        knowGame(game);
        return new SolvedPositions() {
            @Override
            public StrongGame game() {
                return game;
            }

            @Override
            public int record(long position) {
                return lookup(game, position);
            }

            @Override
            public String name() {
                return name;
            }

            @Override
            public boolean reachableOnly() {
                return explored();
            }
        };
    }

    /** Every record of tier index {@code t} (for resuming a solve). */
    public short[] tier(int t) {
        Index.Tier tier = ix.tiers[t];
        short[] out = new short[(int) tier.size];
        for (int b = 0; b < tier.records.size(); b++) {
            short[] block = records(readBlock(t, b, false, false));
            System.arraycopy(block, 0, out, b * ix.blockRecords, block.length);
        }
        return out;
    }

    /**
     * Reads this database's records as those of {@code g}, whatever its id: a game with the same
     * ranking and symmetries (bench/CompareStrongDatabases.java: a game file declaring the
     * catalogue Quixo's shape). Needed only for a symmetric game's database (record format 2).
     */
    public void readAs(StrongGame g) {
        game = g;
    }

    /** Remembers {@code g} as the game held when it is (its id is the database's). */
    private void knowGame(StrongGame g) {
        if (game == null && g.id().equals(ix.gameId)) {
            game = g;
        }
    }

    private static short[] records(Object block) {
        if (block == null) { // RECORDS_SYMMETRIC without the game: a caller's bug
            throw new IllegalStateException("records of a symmetric game's database read before the game was named");
        }
        return (short[]) block;
    }

    /** Segment {@code s} of tier index {@code t} ({@link Index#RECORDS_SEGMENTED}). */
    private short[] segment(int t, long s) {
        if (game == null) { // a caller's bug, as in records()
            throw new IllegalStateException("records of a symmetric game's database read before the game was named");
        }
        Index.Tier tier = ix.tiers[t];
        int b = (int) (s / Blocks.SEGMENTS);
        long key = ((long) t << 32) | b;
        Blocks.Segmented block = segmentedBlocks.get(key);
        if (block == null) {
            block = (Blocks.Segmented) readBlock(t, b, false, true);
            segmentedBlocks.put(key, block);
        }
        long first = s * DatabaseWriter.BLOCK;
        int count = (int) Math.min(DatabaseWriter.BLOCK, tier.size - first);
        try {
            return Blocks.segment(block, (int) (s % Blocks.SEGMENTS), count,
                    Blocks.representatives(game, Index.ranking(game, ix.recordFormat), tier.id, first, count));
        } catch (RuntimeException e) {
            throw new CorruptDatabaseException(file + ": tier " + tier.id + " block " + b + " (ranks " + first + ".."
                    + (first + count - 1) + ") does not decompress: " + e.getMessage());
        }
    }

    private Object block(int t, int b, boolean keys) {
        long key = ((long) t << 33) | ((long) b << 1) | (keys ? 1 : 0);
        Object o = cache.get(key);
        if (o == null) {
            o = readBlock(t, b, keys, false);
            cache.put(key, o);
        }
        return o;
    }

    /** Block {@code b}, checked and decoded; {@code open}: a {@link Index#RECORDS_SEGMENTED} block only decompressed and checked. */
    private Object readBlock(int t, int b, boolean keys, boolean open) {
        Index.Tier tier = ix.tiers[t];
        Index.Block ref = (keys ? tier.keys : tier.records).get(b);
        long first = (long) b * ix.blockRecords;
        int count = (int) Math.min(ix.blockRecords, tier.size - first);
        String name = file + ": tier " + tier.id + (keys ? " key" : "") + " block " + b + " (ranks " + first + ".."
                + (first + count - 1) + ", " + ref.length() + " bytes at byte " + ref.offset() + ")";
        byte[] bytes;
        try {
            bytes = read(ch, ref.offset(), ref.length()).array();
        } catch (IOException e) {
            throw new CorruptDatabaseException(name + " cannot be read: " + e.getMessage());
        }
        if (Blocks.crc(bytes) != ref.crc()) {
            throw new CorruptDatabaseException(name + " fails its checksum: the file is damaged");
        }
        try {
            if (keys) {
                return Blocks.decodeKeys(bytes, count, ix.keyFormat);
            }
            return open ? Blocks.openSegmented(bytes, count) : Blocks.decode(bytes, count, ix.recordFormat, game,
                    game == null ? null : Index.ranking(game, ix.recordFormat), tier.id, first);
        } catch (RuntimeException e) {
            throw new CorruptDatabaseException(name + " does not decompress: " + e.getMessage());
        }
    }

    /** Checks every block (checksum and decompression); returns one line per bad block, empty when all are good. */
    public List<String> verify() {
        return verify(Deadline.unlimited());
    }

    /** {@link #verify()}, stopped at {@code deadline} (checked every block: sprague query --verify --timeout). */
    public List<String> verify(Deadline deadline) {
        List<String> bad = new ArrayList<>();
        for (int t = 0; t < ix.tiers.length; t++) {
            for (int k = 0; k < 2; k++) {
                boolean keys = k == 1;
                int n = (keys ? ix.tiers[t].keys : ix.tiers[t].records).size();
                for (int b = 0; b < n; b++) {
                    deadline.check();
                    try {
                        readBlock(t, b, keys, false);
                    } catch (CorruptDatabaseException e) {
                        bad.add(e.getMessage());
                    }
                }
            }
        }
        return bad;
    }

    /**
     * Checks the tiers against {@code game}'s plan where that costs nothing (a ranked game:
     * ids, sizes, the order they were written in) before any answer is read from them;
     * an explored game's tiers are checked by {@link #verify(TierPlan)} only (it explores the game).
     *
     * @throws CorruptDatabaseException naming the first problem
     */
    public void checkTiers(StrongGame game) {
        if (game.ranking() == null || !game.id().equals(ix.gameId)) {
            return;
        }
        knowGame(game);
        List<String> bad = verify(TierPlan.of(game, Long.MAX_VALUE, Deadline.unlimited())); // a ranked game: no search
        if (!bad.isEmpty()) {
            throw new CorruptDatabaseException(bad.get(0));
        }
    }

    /**
     * Checks this file as the database of {@code plan}'s game: its tiers' ids and sizes, the
     * order their blocks were written in (the plan's: a solve writes the tiers in that order,
     * so two tiers whose ids or blocks were exchanged are found even when their sizes agree),
     * and for an explored game every stored position code. Returns one line per problem,
     * empty when the file is the game's; reads the key blocks (checking their checksums).
     */
    public List<String> verify(TierPlan plan) {
        knowGame(plan.game());
        List<String> bad = new ArrayList<>();
        if (ix.explored != plan.explored()) {
            bad.add(file + ": stores " + (ix.explored ? "" : "no ") + "position codes, but " + plan.game().id()
                    + (plan.explored() ? " is explored" : " is ranked"));
            return bad;
        }
        if (ix.tiers.length != plan.tierCount()) {
            bad.add(file + ": has " + ix.tiers.length + " tiers, but " + plan.game().id() + " has "
                    + plan.tierCount());
            return bad;
        }
        for (int t = 0; t < ix.tiers.length; t++) {
            Index.Tier tier = ix.tiers[t];
            if (tier.id != plan.id(t) || tier.size != plan.space(t).size()) {
                bad.add(file + ": tier index " + t + " is tier " + tier.id + " of " + tier.size + " positions, but "
                        + plan.game().id() + "'s is tier " + plan.id(t) + " of " + plan.space(t).size());
            }
        }
        if (!bad.isEmpty()) {
            return bad;
        }
        int[] written = ix.fileOrder();
        int[] order = plan.order();
        int k = 0;
        for (int t : order) {
            if (ix.tiers[t].size == 0) {
                continue;
            }
            if (k >= written.length || written[k] != t) {
                bad.add(file + ": tier " + plan.id(t) + "'s blocks are not where the solve writes them (at place "
                        + k + " of the tiers in the file, after its child tiers): tiers were exchanged");
                return bad;
            }
            k++;
        }
        if (ix.explored) {
            for (int t = 0; t < ix.tiers.length && bad.size() < 100; t++) {
                long[] keys = ((org.sprague.strong.space.PositionSpace.Sorted) plan.space(t)).keys();
                for (int b = 0; b < ix.tiers[t].keys.size(); b++) {
                    long[] stored;
                    try {
                        stored = (long[]) readBlock(t, b, true, false);
                    } catch (CorruptDatabaseException e) {
                        continue; // named by verify()
                    }
                    int from = b * ix.blockRecords;
                    if (!Arrays.equals(stored, 0, stored.length, keys, from, from + stored.length)) {
                        bad.add(file + ": tier " + ix.tiers[t].id + " key block " + b + " holds other positions than "
                                + plan.game().id() + "'s ranks " + from + ".." + (from + stored.length - 1));
                    }
                }
            }
        }
        return bad;
    }

    /** The number of blocks (records and keys). */
    public int blockCount() {
        return Arrays.stream(ix.tiers).mapToInt(t -> t.records.size() + t.keys.size()).sum();
    }

    @Override
    public void close() {
        try {
            ch.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
