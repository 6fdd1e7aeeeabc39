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

    final String gameId;
    final boolean explored;
    final int blockRecords;
    final Tier[] tiers;

    Index(String gameId, boolean explored, int blockRecords, int tierCount) {
        this.gameId = gameId;
        this.explored = explored;
        this.blockRecords = blockRecords;
        this.tiers = new Tier[tierCount];
    }

    byte[] toBytes() {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            DataOutputStream out = new DataOutputStream(bytes);
            out.writeUTF(gameId);
            out.writeBoolean(explored);
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

    static Index read(DataInputStream in) throws IOException {
        Index ix = new Index(in.readUTF(), in.readBoolean(), in.readInt(), in.readInt());
        for (int i = 0; i < ix.tiers.length; i++) {
            if (!in.readBoolean()) {
                continue;
            }
            Tier t = new Tier(in.readInt(), in.readLong());
            readBlocks(in, t.records);
            readBlocks(in, t.keys);
            for (int k = 0; k < t.keys.size(); k++) {
                t.firstKeys.add(in.readLong());
            }
            ix.tiers[i] = t;
        }
        return ix;
    }

    private static void readBlocks(DataInputStream in, List<Block> blocks) throws IOException {
        int n = in.readInt();
        for (int i = 0; i < n; i++) {
            blocks.add(new Block(in.readLong(), in.readInt(), in.readInt()));
        }
    }
}
