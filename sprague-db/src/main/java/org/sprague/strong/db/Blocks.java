package org.sprague.strong.db;

import com.github.luben.zstd.Zstd;
import java.nio.ByteBuffer;
import java.util.zip.CRC32C;

/** Encoding of one block: records as big-endian shorts, keys as big-endian deltas; zstd; CRC-32C of the compressed bytes. */
final class Blocks {
    /** zstd level: 3 is zstd's default; higher levels cost time for little gain on records. */
    static final int LEVEL = 3;

    private Blocks() {
    }

    static byte[] records(short[] rec, int from, int to) {
        ByteBuffer b = ByteBuffer.allocate(2 * (to - from));
        for (int i = from; i < to; i++) {
            b.putShort(rec[i]);
        }
        return Zstd.compress(b.array(), LEVEL);
    }

    static byte[] keys(long[] keys, int from, int to) {
        ByteBuffer b = ByteBuffer.allocate(8 * (to - from));
        long prev = 0;
        for (int i = from; i < to; i++) {
            b.putLong(keys[i] - prev);
            prev = keys[i];
        }
        return Zstd.compress(b.array(), LEVEL);
    }

    static int crc(byte[] bytes) {
        CRC32C c = new CRC32C();
        c.update(bytes);
        return (int) c.getValue();
    }

    static short[] decodeRecords(byte[] compressed, int count) {
        byte[] raw = Zstd.decompress(compressed, 2 * count);
        if (raw.length != 2 * count) {
            throw new IllegalStateException("block holds " + raw.length / 2 + " records, not " + count);
        }
        ByteBuffer b = ByteBuffer.wrap(raw);
        short[] out = new short[count];
        for (int i = 0; i < count; i++) {
            out[i] = b.getShort();
        }
        return out;
    }

    static long[] decodeKeys(byte[] compressed, int count) {
        byte[] raw = Zstd.decompress(compressed, 8 * count);
        if (raw.length != 8 * count) {
            throw new IllegalStateException("block holds " + raw.length / 8 + " keys, not " + count);
        }
        ByteBuffer b = ByteBuffer.wrap(raw);
        long[] out = new long[count];
        long prev = 0;
        for (int i = 0; i < count; i++) {
            prev += b.getLong();
            out[i] = prev;
        }
        return out;
    }
}
