package org.sprague.strong.db;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The index of a database: the game, and per tier its id, size and the place, compressed
 * length and CRC-32C of each block (records, and for explored games the sorted position
 * codes with each key block's first code). Serialized big-endian with {@link DataOutputStream}.
 */
final class Index {
    static final byte[] MAGIC = "SPRGDB01".getBytes(StandardCharsets.US_ASCII);
    static final byte[] END = "SPRGDBIX".getBytes(StandardCharsets.US_ASCII);
    /** Footer: index offset (8), index length (4), index CRC (4), END (8). */
    static final int FOOTER = 24;

    record Block(long offset, int length, int crc) {
    }

    static final class Tier {
        final int id;
        final long size;
        final List<Block> records = new ArrayList<>();
        final List<Block> keys = new ArrayList<>();
        final List<Long> firstKeys = new ArrayList<>();

        Tier(int id, long size) {
            this.id = id;
            this.size = size;
        }
    }

    /** No position codes stored: a ranked game. */
    static final int NO_KEYS = 0;
    /** The sorted codes' deltas as 8-byte big-endian numbers, zstd: databases written before varint keys (still read). */
    static final int KEYS_FIXED = 1;
    /** The sorted codes' deltas as LEB128 varints (7 bits a byte, low first), zstd: what is written now. */
    static final int KEYS_VARINT = 2;

    /** Records as big-endian shorts, zstd: databases written before the masked records (still read). */
    static final int RECORDS_SHORTS = 0;
    /**
     * A bitmap of the records that are not 0, then those as big-endian shorts, zstd: what is written now. Stored
     * in the high half of the key format's byte, so a Sprague that knows only the key formats
     * refuses such a database as damaged (exit 4) naming a key format above 2.
     */
    static final int RECORDS_MASKED = 1;
    /**
     * A ranked game with symmetries ({@link org.sprague.strong.StrongGame.Ranking#symmetric}): only
     * the records that are not 0, which are those of the ranks whose position is its class's
     * representative: a reader that knows the game recomputes which ranks they are instead of
     * reading a bitmap ({@link Blocks#symmetric}). Written since format 2; a Sprague
     * that knows formats up to {@link #RECORDS_MASKED} refuses such a database (exit 4) naming
     * record format 2.
     */
    static final int RECORDS_SYMMETRIC = 2;
    /**
     * A ranked game with symmetries, written since format 3: as {@link #RECORDS_SYMMETRIC}
     * but in blocks of {@link Blocks#SEGMENTS} times {@link DatabaseWriter#BLOCK} ranks, each
     * segment's number of records first, zstd level 15 ({@link Blocks#segmented}): Quixo 4x4
     * 2,631,281 -> about 2.2 MB. A Sprague that knows formats up to {@link #RECORDS_SYMMETRIC}
     * refuses such a database (exit 4) naming record format 3; format 2 is still read.
     */
    static final int RECORDS_SEGMENTED = 3;
    /**
     * As {@link #RECORDS_SEGMENTED}, written since format 4: the same bytes, but a
     * game with a declared {@link org.sprague.strong.Shape} is ranked in its current order (for a
     * symmetric shape of two kinds, piece-major: GamesmanOne's order; Quixo 4x4 about 2.19 ->
     * 1.55 MB), where earlier formats are read in {@link org.sprague.strong.Shape#formerRanking}'s.
     * A Sprague that knows formats up to {@link #RECORDS_SEGMENTED} refuses such a database (exit 4)
     * naming record format 4.
     */
    static final int RECORDS_PIECE_MAJOR = 4;

    final String gameId;
    final boolean explored;
    /** How key blocks are encoded: {@link #NO_KEYS}, {@link #KEYS_FIXED} or {@link #KEYS_VARINT}; stored where a boolean "explored" was. */
    final int keyFormat;
    /** How record blocks are encoded: {@link #RECORDS_SHORTS} to {@link #RECORDS_PIECE_MAJOR}. */
    final int recordFormat;
    final int blockRecords;
    final Tier[] tiers;

    /** A new index; {@code symmetric}: a ranked game whose non-representative ranks are left 0 ({@link #RECORDS_SEGMENTED}). */
    Index(String gameId, boolean explored, boolean symmetric, int blockRecords, int tierCount) {
        this(gameId, explored ? KEYS_VARINT : NO_KEYS, symmetric && !explored ? RECORDS_PIECE_MAJOR : RECORDS_MASKED,
                blockRecords, tierCount);
    }

    private Index(String gameId, int keyFormat, int recordFormat, int blockRecords, int tierCount) {
        this.gameId = gameId;
        this.keyFormat = keyFormat;
        this.recordFormat = recordFormat;
        this.explored = keyFormat != NO_KEYS;
        this.blockRecords = blockRecords;
        this.tiers = new Tier[tierCount];
    }

    /** Ranks a record block holds in {@code recordFormat}: {@link DatabaseWriter#BLOCK}, or 16 times that in {@link #RECORDS_SEGMENTED}. */
    static int blockRecords(int recordFormat) {
        return segmented(recordFormat) ? Blocks.SEGMENTS * DatabaseWriter.BLOCK : DatabaseWriter.BLOCK;
    }

    /** Whether records of {@code recordFormat} are stored as {@link Blocks#segmented}: formats 3 and 4. */
    static boolean segmented(int recordFormat) {
        return recordFormat == RECORDS_SEGMENTED || recordFormat == RECORDS_PIECE_MAJOR;
    }

    /**
     * The ranking whose ranks a database of {@code recordFormat} holds {@code game}'s records in:
     * before {@link #RECORDS_PIECE_MAJOR} a game declaring a shape was ranked in its
     * {@link org.sprague.strong.Shape#formerRanking}'s order.
     */
    static org.sprague.strong.StrongGame.Ranking ranking(org.sprague.strong.StrongGame game, int recordFormat) {
        org.sprague.strong.Shape shape = game.shape();
        return shape != null && recordFormat < RECORDS_PIECE_MAJOR ? shape.formerRanking() : game.ranking();
    }

    byte[] toBytes() {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            DataOutputStream out = new DataOutputStream(bytes);
            out.writeUTF(gameId);
            // 0 or 1 in databases before varint keys: the same byte as a boolean; the record format in its high half
            out.writeByte(recordFormat << 4 | keyFormat);
            out.writeInt(blockRecords);
            out.writeInt(tiers.length);
            for (Tier t : tiers) {
                out.writeBoolean(t != null);
                if (t == null) {
                    continue;
                }
                out.writeInt(t.id);
                out.writeLong(t.size);
                writeBlocks(out, t.records);
                writeBlocks(out, t.keys);
                for (long k : t.firstKeys) {
                    out.writeLong(k);
                }
            }
            out.flush();
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void writeBlocks(DataOutputStream out, List<Block> blocks) throws IOException {
        out.writeInt(blocks.size());
        for (Block b : blocks) {
            out.writeLong(b.offset);
            out.writeInt(b.length);
            out.writeInt(b.crc);
        }
    }

    /**
     * Reads an index of {@code bytes} bytes (the counts it holds are checked against that
     * before anything is allocated for them).
     *
     * @throws IOException when the bytes end early or a count cannot fit in them
     */
    static Index read(DataInputStream in, int bytes) throws IOException {
        String gameId = in.readUTF();
        int formats = in.readUnsignedByte();
        int keyFormat = formats & 0x0F;
        int recordFormat = formats >>> 4;
        if (keyFormat > KEYS_VARINT) {
            throw new IOException("it names key format " + keyFormat + ", which this version of Sprague does not know");
        }
        if (recordFormat > RECORDS_PIECE_MAJOR) {
            throw new IOException("it names record format " + recordFormat
                    + ", which this version of Sprague does not know");
        }
        int blockRecords = in.readInt();
        int tierCount = in.readInt();
        if (tierCount < 0 || tierCount > bytes) {
            throw new IOException("it lists " + tierCount + " tiers");
        }
        Index ix = new Index(gameId, keyFormat, recordFormat, blockRecords, tierCount);
        for (int i = 0; i < ix.tiers.length; i++) {
            if (!in.readBoolean()) {
                continue;
            }
            Tier t = new Tier(in.readInt(), in.readLong());
            readBlocks(in, t.records, bytes);
            readBlocks(in, t.keys, bytes);
            for (int k = 0; k < t.keys.size(); k++) {
                t.firstKeys.add(in.readLong());
            }
            ix.tiers[i] = t;
        }
        return ix;
    }

    private static void readBlocks(DataInputStream in, List<Block> blocks, int bytes) throws IOException {
        int n = in.readInt();
        if (n < 0 || n > bytes / 16) {
            throw new IOException("a tier lists " + n + " blocks");
        }
        for (int i = 0; i < n; i++) {
            blocks.add(new Block(in.readLong(), in.readInt(), in.readInt()));
        }
    }

    /**
     * What makes this index impossible, or null when it is consistent: blocks of
     * {@code blockRecords} records, each tier's size, its number of record blocks (and key
     * blocks for an explored game) agreeing, key blocks' first codes increasing, distinct
     * tier ids, and the blocks tiling {@code [MAGIC.length, dataEnd)} exactly as the writer
     * lays them out: each tier's record blocks then its key blocks, one after the other,
     * tier after tier (in the order they were solved), without gap or overlap.
     *
     * @param finished whether every tier must be present (a finished database; a checkpoint may lack some)
     */
    String problem(long dataEnd, boolean finished) {
        if (gameId.isEmpty()) {
            return "it names no game";
        }
        if (blockRecords != blockRecords(recordFormat)) {
            return "its blocks hold " + blockRecords + " records, not " + blockRecords(recordFormat);
        }
        if (finished && tiers.length == 0) {
            return "it lists no tier";
        }
        java.util.Set<Integer> ids = new java.util.HashSet<>();
        java.util.TreeMap<Long, long[]> runs = new java.util.TreeMap<>(); // first offset -> {end, tier index}
        for (int i = 0; i < tiers.length; i++) {
            Tier t = tiers[i];
            if (t == null) {
                if (finished) {
                    return "tier index " + i + " is missing";
                }
                continue;
            }
            String name = "tier " + t.id;
            if (!ids.add(t.id)) {
                return name + " is listed twice";
            }
            if (t.size < 0 || t.size > Integer.MAX_VALUE - 8) {
                return name + " has " + t.size + " positions";
            }
            long blocks = (t.size + blockRecords - 1) / blockRecords;
            if (t.records.size() != blocks) {
                return name + " has " + t.size + " positions in " + t.records.size() + " blocks, not " + blocks;
            }
            if (t.keys.size() != (explored ? blocks : 0)) {
                return name + " has " + t.keys.size() + " blocks of position codes, not " + (explored ? blocks : 0);
            }
            for (int k = 1; k < t.firstKeys.size(); k++) {
                if (t.firstKeys.get(k) <= t.firstKeys.get(k - 1)) {
                    return name + "'s position codes are not in increasing order";
                }
            }
            long at = -1;
            long first = -1;
            for (List<Block> list : List.of(t.records, t.keys)) {
                for (Block b : list) {
                    if (b.length() <= 0 || b.offset() < MAGIC.length || b.offset() > dataEnd - b.length()) {
                        return name + " has a block of " + b.length() + " bytes at byte " + b.offset()
                                + ", outside the blocks' " + MAGIC.length + ".." + dataEnd;
                    }
                    if (at >= 0 && b.offset() != at) {
                        return name + "'s blocks are not one after the other (a block at byte " + b.offset()
                                + ", not " + at + ")";
                    }
                    first = first < 0 ? b.offset() : first;
                    at = b.offset() + b.length();
                }
            }
            if (first >= 0) {
                runs.put(first, new long[] {at, i});
            }
        }
        long at = MAGIC.length;
        for (var e : runs.entrySet()) {
            if (e.getKey() != at) {
                return "tier " + tiers[(int) e.getValue()[1]].id + "'s blocks start at byte " + e.getKey() + ", not "
                        + at + " (blocks overlap or leave a gap)";
            }
            at = e.getValue()[0];
        }
        if (at != dataEnd) {
            return "its blocks end at byte " + at + ", not " + dataEnd;
        }
        return null;
    }

    /** The tier indices in the order their blocks lie in the file (the order they were solved). */
    int[] fileOrder() {
        java.util.TreeMap<Long, Integer> first = new java.util.TreeMap<>();
        for (int i = 0; i < tiers.length; i++) {
            if (tiers[i] != null && !tiers[i].records.isEmpty()) {
                first.put(tiers[i].records.get(0).offset(), i);
            }
        }
        return first.values().stream().mapToInt(Integer::intValue).toArray();
    }
}
