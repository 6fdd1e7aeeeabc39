package org.sprague.strong.db;

import com.github.luben.zstd.Zstd;
import java.nio.ByteBuffer;
import java.util.zip.CRC32C;
import org.sprague.strong.StrongGame;

/**
 * Encoding of one block: records as a bitmap of those that are not 0 then those as big-endian
 * shorts, keys (sorted position codes) as deltas in LEB128 varints (older databases' blocks,
 * every record a short and keys as 8-byte deltas, are still decoded); zstd; CRC-32C of the
 * compressed bytes. Varint deltas: Dodgem 4x4's 393,900 codes take 16.7 KB instead of 45.5 KB.
 */
final class Blocks {
    /** zstd level of key blocks: 3 is zstd's default. */
    static final int LEVEL = 3;
    /**
     * zstd level of a record block that is mostly 0s (measured below, {@link #records}); a block
     * whose records are mostly not 0 keeps {@link #LEVEL}.
     */
    static final int RECORD_LEVEL = 7;

    private Blocks() {
    }

    /**
     * Records {@code from..to-1} in {@link Index#RECORDS_MASKED}: a bitmap of the records that
     * are not 0 (bit {@code i % 8} of byte {@code i / 8}), then those records as big-endian
     * shorts, zstd at {@link #RECORD_LEVEL}. A symmetric game's database is mostly 0s (Quixo
     * 4x4: 75.3 M of 86.1 M ranks are not their class's representative): its records take
     * 5.02 MB masked at level 7 against 7.27 MB as shorts at level 3, in the same compression
     * time. Level 7 only where at most half the records are kept: on Connect Four 5x5, nearly all
     * kept, it cost a quarter more CPU for the whole solve (docs/performance-log.md, "note31").
     * The level is not stored: zstd reads either.
     */
    static byte[] records(short[] rec, int from, int to) {
        int n = to - from;
        int mask = (n + 7) >>> 3;
        int k = 0;
        for (int i = from; i < to; i++) {
            k += rec[i] != 0 ? 1 : 0;
        }
        Scratch sc = Scratch.LOCAL.get();
        byte[] raw = sc.raw(mask + 2 * k);
        java.util.Arrays.fill(raw, 0, mask, (byte) 0);
        int at = mask;
        for (int i = 0; i < n; i++) {
            short r = rec[from + i];
            if (r != 0) {
                raw[i >>> 3] |= (byte) (1 << (i & 7));
                raw[at++] = (byte) (r >>> 8);
                raw[at++] = (byte) r;
            }
        }
        return sc.compress(at, 2 * k <= n ? RECORD_LEVEL : LEVEL);
    }

    /**
     * A thread's buffers for {@link #records}: the uncompressed block and zstd's output, reused
     * from block to block, so that a block allocates its compressed bytes only (a fresh 270 KB a
     * block made G1 grow the heap at Connect Four 5x5's large tiers: docs/performance-log.md,
     * "strong14"). The bytes written are the same.
     */
    private static final class Scratch {
        static final ThreadLocal<Scratch> LOCAL = ThreadLocal.withInitial(Scratch::new);
        private byte[] raw = new byte[0];
        private byte[] out = new byte[0];

        byte[] raw(int size) {
            if (raw.length < size) {
                raw = new byte[size];
            }
            return raw;
        }

        /** {@code raw[0..size-1]} compressed by zstd at {@code level} (what {@code Zstd.compress} makes). */
        byte[] compress(int size, int level) {
            int bound = (int) Zstd.compressBound(size);
            if (out.length < bound) {
                out = new byte[bound];
            }
            long written = Zstd.compressByteArray(out, 0, bound, raw, 0, size, level);
            if (Zstd.isError(written)) {
                throw new IllegalStateException("zstd: " + Zstd.getErrorName(written));
            }
            return java.util.Arrays.copyOf(out, (int) written);
        }
    }

    /**
     * Records {@code from..to-1} in {@link Index#RECORDS_SYMMETRIC}: only those that are not 0 (a
     * symmetric ranked game's representatives; the reader recomputes which ranks those are,
     * {@link #representatives}), after one byte saying their width: 1 when every one of them
     * fits a byte as its value code (bits 7-5) and a remoteness below 32 (bits 4-0), else 2
     * (big-endian shorts); zstd at {@link #RECORD_LEVEL}. Measured on Quixo 4x4's 10.8 M
     * representatives: 4.91 MB as {@link #records}, 3.34 MB as shorts, 2.60 MB as bytes
     * (docs/performance-log.md, "note31").
     */
    static byte[] symmetric(short[] rec, int from, int to) {
        return Zstd.compress(stored(rec, from, to), RECORD_LEVEL);
    }

    /**
     * The records {@code from..to-1} that are not 0, after one byte saying their width (as
     * {@link #symmetric} describes), uncompressed: the body of {@link #symmetric}'s and
     * {@link #segmented}'s blocks.
     */
    static byte[] stored(short[] rec, int from, int to) {
        int k = 0;
        boolean bytes = true;
        for (int i = from; i < to; i++) {
            short r = rec[i];
            if (r != 0) {
                k++;
                bytes &= (r & 0x1FE0) == 0;
            }
        }
        int width = bytes ? 1 : 2;
        byte[] raw = new byte[1 + width * k];
        raw[0] = (byte) width;
        int at = 1;
        for (int i = from; i < to; i++) {
            short r = rec[i];
            if (r == 0) {
                continue;
            }
            if (bytes) {
                raw[at++] = (byte) (r >>> 8 & 0xE0 | r & 0x1F);
            } else {
                raw[at++] = (byte) (r >>> 8);
                raw[at++] = (byte) r;
            }
        }
        return raw;
    }

    /** Solver blocks ({@link DatabaseWriter#BLOCK} ranks, "segments") in a stored block of {@link Index#RECORDS_SEGMENTED}. */
    static final int SEGMENTS = 16;
    /**
     * zstd level of {@link Index#RECORDS_SEGMENTED} blocks: on Quixo 4x4's representatives'
     * records 2.17 MB in 9 s of compression, against 2.54 MB at level 7 and 2.14 MB in 23 s at 19
     * (docs/performance-log.md, "note31").
     */
    static final int SEGMENTED_LEVEL = 15;

    /**
     * Records {@code from..to-1} in {@link Index#RECORDS_SEGMENTED} ({@code from} a multiple of
     * {@code SEGMENTS * BLOCK}): one byte for the records' width (as {@link #symmetric}), then for each
     * segment of {@link DatabaseWriter#BLOCK} ranks the number of records it stores (4 bytes,
     * big-endian), then the records that are not 0 (the representatives'), zstd at
     * {@link #SEGMENTED_LEVEL}. The counts let a reader recompute the representatives of one
     * segment only (a lookup: one segment's unranks, as in format 2).
     */
    static byte[] segmented(short[] rec, int from, int to) {
        int segments = (to - from + DatabaseWriter.BLOCK - 1) / DatabaseWriter.BLOCK;
        byte[] body = stored(rec, from, to);
        ByteBuffer raw = ByteBuffer.allocate(body.length + 4 * segments);
        raw.put(body[0]);
        for (int s = 0; s < segments; s++) {
            int n = 0;
            for (int i = from + s * DatabaseWriter.BLOCK, end = Math.min(to, i + DatabaseWriter.BLOCK); i < end; i++) {
                n += rec[i] != 0 ? 1 : 0;
            }
            raw.putInt(n);
        }
        raw.put(body, 1, body.length - 1);
        return Zstd.compress(raw.array(), SEGMENTED_LEVEL);
    }

    /** A block of {@link Index#RECORDS_SEGMENTED}, decompressed and its layout checked ({@link #openSegmented}). */
    record Segmented(byte[] raw, int width, int[] start, int[] count) {
        int segments() {
            return count.length;
        }
    }

    /**
     * Decompresses a {@link Index#RECORDS_SEGMENTED} block of {@code count} ranks and checks its
     * layout: the width, each segment's count (at most its ranks), the bytes adding up, no
     * stored record 0.
     *
     * @throws IllegalStateException naming what is wrong
     */
    static Segmented openSegmented(byte[] compressed, int count) {
        int segments = (count + DatabaseWriter.BLOCK - 1) / DatabaseWriter.BLOCK;
        int head = 1 + 4 * segments;
        byte[] raw = Zstd.decompress(compressed, head + 2 * count);
        if (raw.length < head || raw[0] != 1 && raw[0] != 2) {
            throw new IllegalStateException("block of " + raw.length + " bytes does not start with a width and "
                    + segments + " segments' counts");
        }
        int width = raw[0];
        ByteBuffer b = ByteBuffer.wrap(raw);
        int[] start = new int[segments];
        int[] n = new int[segments];
        long at = head;
        for (int s = 0; s < segments; s++) {
            n[s] = b.getInt(1 + 4 * s);
            int ranks = Math.min(DatabaseWriter.BLOCK, count - s * DatabaseWriter.BLOCK);
            if (n[s] < 0 || n[s] > ranks) {
                throw new IllegalStateException("segment " + s + " says it stores " + n[s] + " records of its "
                        + ranks + " ranks");
            }
            start[s] = (int) at;
            at += (long) width * n[s];
        }
        if (at != raw.length) {
            throw new IllegalStateException("block holds " + (raw.length - head) + " bytes of records, not the "
                    + (at - head) + " its segments' counts say");
        }
        for (int i = head; i < raw.length; i += width) {
            if (width == 1 ? raw[i] == 0 : raw[i] == 0 && raw[i + 1] == 0) {
                throw new IllegalStateException("block stores a record 0 among its representatives' records");
            }
        }
        return new Segmented(raw, width, start, n);
    }

    /**
     * The records of segment {@code s} of {@code block} ({@code ranks} ranks): those stored go to
     * the ranks {@code representatives} marks ({@link #representatives}), in order, the others are 0.
     *
     * @throws IllegalStateException when the segment does not store one record for each representative
     */
    static short[] segment(Segmented block, int s, int ranks, long[] representatives) {
        int reps = 0;
        for (long w : representatives) {
            reps += Long.bitCount(w);
        }
        if (reps != block.count[s]) {
            throw new IllegalStateException("segment " + s + " holds " + block.count[s] + " records, but its " + ranks
                    + " ranks hold " + reps + " representatives of their symmetry class");
        }
        byte[] raw = block.raw;
        short[] out = new short[ranks];
        int at = block.start[s];
        for (int i = 0; i < ranks; i++) {
            if ((representatives[i >>> 6] >>> i & 1) != 0) {
                if (block.width == 1) {
                    int x = raw[at++];
                    out[i] = (short) ((x & 0xE0) << 8 | x & 0x1F);
                } else {
                    out[i] = (short) ((raw[at] & 0xFF) << 8 | raw[at + 1] & 0xFF);
                    at += 2;
                }
            }
        }
        return out;
    }

    /**
     * Every record of a {@link Index#RECORDS_SEGMENTED} block of {@code count} ranks from rank
     * {@code first} of tier {@code tier} of {@code game} (its representatives recomputed), or, with
     * {@code game} null, the block only checked ({@link #openSegmented}) and null returned.
     */
    static short[] decodeSegmented(byte[] compressed, int count, StrongGame game, StrongGame.Ranking ranking, int tier,
            long first) {
        Segmented block = openSegmented(compressed, count);
        if (game == null) {
            return null;
        }
        short[] out = new short[count];
        for (int s = 0; s < block.segments(); s++) {
            int from = s * DatabaseWriter.BLOCK;
            int ranks = Math.min(DatabaseWriter.BLOCK, count - from);
            short[] seg = segment(block, s, ranks, representatives(game, ranking, tier, first + from, ranks));
            System.arraycopy(seg, 0, out, from, ranks);
        }
        return out;
    }

    /**
     * Which of ranks {@code from..from+count-1} of tier {@code tier} of {@code game} (a ranked game
     * whose ranking is symmetric) are their symmetry class's representative: bit {@code i % 64}
     * of word {@code i / 64}. One unrank and one {@link StrongGame#canonical} a rank (Quixo 4x4: a
     * block of 65,536 ranks in about 10 ms).
     */
    static long[] representatives(StrongGame game, StrongGame.Ranking ranking, int tier, long from, int count) {
        org.sprague.strong.Shape shape = game.shape();
        if (shape != null && (ranking == shape.ranking() || ranking == shape.formerRanking())
                && canonicalOfShape(game)) {
            // the same ranks, in about a third of the time (Shape.representatives); a query reads about ten segments
            return shape.representatives(ranking, tier, from, count);
        }
        long[] mask = new long[(count + 63) >>> 6];
        for (int i = 0; i < count; i++) {
            long p = ranking.unrank(tier, from + i);
            if (game.canonical(p) == p) {
                mask[i >>> 6] |= 1L << i;
            }
        }
        return mask;
    }

    /** Whether {@code game}'s representatives are its shape's: it does not override {@link StrongGame#canonical}. */
    private static boolean canonicalOfShape(StrongGame game) {
        try {
            return game.getClass().getMethod("canonical", long.class).getDeclaringClass() == StrongGame.class;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    /**
     * The records of a block in {@link Index#RECORDS_SYMMETRIC}: those stored go to the ranks
     * {@code representatives} marks, in order, the others are 0. With {@code representatives}
     * null (a reader that does not know the game, {@code query --verify}) the block is only
     * checked and null returned.
     *
     * @throws IllegalStateException when the block does not hold one record that is not 0 for each representative
     */
    static short[] decodeSymmetric(byte[] compressed, int count, long[] representatives) {
        byte[] raw = Zstd.decompress(compressed, 1 + 2 * count);
        int width = raw.length == 0 ? 0 : raw[0];
        if (width != 1 && width != 2 || (raw.length - 1) % width != 0 || (raw.length - 1) / width > count) {
            throw new IllegalStateException("block of " + raw.length + " bytes is not " + count
                    + " records' representatives in bytes or shorts");
        }
        int k = (raw.length - 1) / width;
        for (int i = 0; i < k; i++) {
            if (width == 1 ? raw[1 + i] == 0 : raw[1 + 2 * i] == 0 && raw[2 + 2 * i] == 0) {
                throw new IllegalStateException("block stores a record 0 among its representatives' records");
            }
        }
        if (representatives == null) {
            return null;
        }
        int reps = 0;
        for (long w : representatives) {
            reps += Long.bitCount(w);
        }
        if (reps != k) {
            throw new IllegalStateException("block holds " + k + " records, but its " + count + " ranks hold " + reps
                    + " representatives of their symmetry class");
        }
        return segment(new Segmented(raw, width, new int[] {1}, new int[] {k}), 0, count, representatives);
    }

    /** Keys {@code from..to-1}, sorted, as varint deltas (the first from 0; unsigned, so wrapping differences decode too). */
    static byte[] keys(long[] keys, int from, int to) {
        ByteBuffer b = ByteBuffer.allocate(10 * (to - from));
        long prev = 0;
        for (int i = from; i < to; i++) {
            long d = keys[i] - prev;
            prev = keys[i];
            while ((d & ~0x7FL) != 0) {
                b.put((byte) (d & 0x7F | 0x80));
                d >>>= 7;
            }
            b.put((byte) d);
        }
        return Zstd.compress(java.util.Arrays.copyOf(b.array(), b.position()), LEVEL);
    }

    static int crc(byte[] bytes) {
        CRC32C c = new CRC32C();
        c.update(bytes);
        return (int) c.getValue();
    }

    /**
     * The records of a block of {@code count} ranks from rank {@code first} of tier {@code tierId}
     * in {@code recordFormat}, the one decoder of the reader ({@link StrongDatabase}) and the
     * writer ({@link DatabaseWriter}). A symmetric format's records go to {@code game}'s
     * representatives in {@code ranking}; with {@code game} null such a block is only checked
     * and null returned.
     */
    static short[] decode(byte[] compressed, int count, int recordFormat, StrongGame game,
            StrongGame.Ranking ranking, int tierId, long first) {
        if (Index.segmented(recordFormat)) {
            return decodeSegmented(compressed, count, game, ranking, tierId, first);
        }
        if (recordFormat == Index.RECORDS_SYMMETRIC) {
            return decodeSymmetric(compressed, count,
                    game == null ? null : representatives(game, ranking, tierId, first, count));
        }
        return decodeRecords(compressed, count, recordFormat);
    }

    /** The records of a block in format {@code recordFormat} ({@link Index#RECORDS_MASKED} or {@link Index#RECORDS_SHORTS}). */
    static short[] decodeRecords(byte[] compressed, int count, int recordFormat) {
        return recordFormat == Index.RECORDS_MASKED ? decodeMasked(compressed, count) : decodeShorts(compressed, count);
    }

    private static short[] decodeMasked(byte[] compressed, int count) {
        int mask = (count + 7) >>> 3;
        byte[] raw = Zstd.decompress(compressed, mask + 2 * count);
        if (raw.length < mask) {
            throw new IllegalStateException("block holds " + raw.length + " bytes, fewer than a bitmap of " + count + " records");
        }
        int k = 0;
        for (int i = 0; i < mask; i++) {
            k += Integer.bitCount(raw[i] & 0xFF);
        }
        if (count % 8 != 0 && (raw[mask - 1] & 0xFF) >>> (count % 8) != 0) {
            throw new IllegalStateException("block's bitmap marks records past its " + count);
        }
        if (raw.length != mask + 2 * k) {
            throw new IllegalStateException("block holds " + (raw.length - mask) / 2 + " records that are not 0, not " + k);
        }
        short[] out = new short[count];
        int at = mask;
        for (int i = 0; i < count; i++) {
            if ((raw[i >>> 3] >>> (i & 7) & 1) != 0) {
                out[i] = (short) ((raw[at] & 0xFF) << 8 | raw[at + 1] & 0xFF);
                at += 2;
            }
        }
        return out;
    }

    private static short[] decodeShorts(byte[] compressed, int count) {
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

    /** The keys of a block in format {@code keyFormat} ({@link Index#KEYS_VARINT} or {@link Index#KEYS_FIXED}). */
    static long[] decodeKeys(byte[] compressed, int count, int keyFormat) {
        return keyFormat == Index.KEYS_FIXED ? decodeFixedKeys(compressed, count) : decodeVarintKeys(compressed, count);
    }

    private static long[] decodeVarintKeys(byte[] compressed, int count) {
        byte[] raw = Zstd.decompress(compressed, 10 * count);
        long[] out = new long[count];
        long prev = 0;
        int at = 0;
        for (int i = 0; i < count; i++) {
            long d = 0;
            int shift = 0;
            while (true) {
                if (at == raw.length || shift > 63) {
                    throw new IllegalStateException("block holds " + i + " keys, not " + count);
                }
                byte x = raw[at++];
                d |= (long) (x & 0x7F) << shift;
                shift += 7;
                if (x >= 0) {
                    break;
                }
            }
            prev += d;
            out[i] = prev;
        }
        if (at != raw.length) {
            throw new IllegalStateException("block holds more than " + count + " keys");
        }
        return out;
    }

    private static long[] decodeFixedKeys(byte[] compressed, int count) {
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
