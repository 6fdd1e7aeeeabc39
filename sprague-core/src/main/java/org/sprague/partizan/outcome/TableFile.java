package org.sprague.partizan.outcome;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.zip.CRC32;
import org.sprague.game.Deadline;
import org.sprague.game.io.AtomicFiles;

/**
 * The file of a checkpoint's transposition table, the one reader and writer of its format: the
 * checkpoint's {@code FILE.table} ({@link OutcomeCheckpoint#saveTable}) and the whole table kept
 * outside the repository ({@code solve --checkpoint-whole-table}, {@link OutcomeCheckpoint#saveWhole})
 * are both such files, so either loads where the other does.
 *
 * <p>Big-endian: the magic {@code SPRGTBL1} (a long), the position ({@code writeUTF}), the
 * entries' count (an int), the entries (three longs each, as {@link OutcomeTable#export} gives
 * them: the key's first two words, the data word), and the CRC-32 of every byte before it (a
 * long). Written atomically ({@link AtomicFiles}: a temporary sibling forced to disk, renamed over
 * the file) in chunks of about 1 MiB, and read in two passes of such chunks: the first checks
 * the length and the CRC, the second stores the entries; no more memory than a chunk, whatever
 * the file's size (a 10x10 table's whole file is hundreds of MB: read into memory first, it
 * would double the heap the table needs).
 */
final class TableFile {
    static final long MAGIC = 0x5350524754424c31L; // "SPRGTBL1"
    /** Bytes an entry takes in the file. */
    static final int ENTRY_BYTES = 24;
    /** The bytes read or written at a time: 43,690 entries, just under 1 MiB. */
    private static final int CHUNK = ENTRY_BYTES * 43_690;

    private TableFile() {
    }

    /** {@link Read#detail} of a file that does not start as a table file does. */
    static final String NOT_A_TABLE = "not a table file";

    /** What a read found. */
    enum Found {
        /** No such file. */
        ABSENT,
        /** Its entries were stored into the table. */
        LOADED,
        /** A table file of another position ({@link Read#detail} names it): nothing stored. */
        FOREIGN,
        /** Not a table file, cut short or failing its CRC ({@link Read#detail} says which): nothing stored. */
        DAMAGED
    }

    /**
     * @param found what the file was
     * @param entries the entries stored into the table (when loaded)
     * @param bytes the file's size
     * @param detail the other position (foreign), what is wrong (damaged), else null
     */
    record Read(Found found, int entries, long bytes, String detail) {
    }

    /** Thrown inside a write to abandon it: the temporary file goes, the old file stays. */
    private static final class Abandoned extends IOException {
        Abandoned() {
            super("abandoned", null);
        }
    }

    /**
     * Writes the entries of {@code table} whose search took {@code 2^minLog}+ nodes to {@code file},
     * atomically; the caller makes sure no thread stores into the table meanwhile (an entry read
     * while rewritten could mix two keys). Abandoned, leaving {@code file} as it was, when there
     * are more than {@code most} to write or {@code System.nanoTime()} passes {@code stopAt}
     * (checked every 2^16 buckets while counting, every chunk while writing).
     *
     * @return the entries written, or -1 when abandoned
     */
    static int write(Path file, String position, OutcomeTable table, int minLog, int most, long stopAt)
            throws IOException {
        return write(file, position, table, minLog, most, stopAt, () -> { });
    }

    /**
     * {@link #write(Path, String, OutcomeTable, int, int, long)}, running {@code scanned} once the
     * table has been read to its end and handed to the file (what follows is the CRC, the force to
     * disk and the rename, during which the caller's threads may store again).
     */
    static int write(Path file, String position, OutcomeTable table, int minLog, int most, long stopAt,
            Runnable scanned) throws IOException {
        return write(file, position, () -> table.count(minLog, most, stopAt), (count, buf, sink) -> {
            table.export(minLog, count, buf, chunk -> {
                if (stopAt != Long.MAX_VALUE && System.nanoTime() - stopAt > 0) {
                    throw new Abandoned();
                }
                sink.write(chunk);
            });
            scanned.run(); // every entry read and handed to the file: the table may change from here on
        });
    }

    /** Writes {@code entries} (three words each) to {@code file}, atomically. Returns how many. */
    static int write(Path file, String position, long[] entries) throws IOException {
        return write(file, position, () -> entries.length / 3, (count, buf, sink) -> {
            for (long w : entries) {
                if (buf.remaining() < Long.BYTES) {
                    sink.write(buf);
                }
                buf.putLong(w);
            }
            if (buf.position() > 0) {
                sink.write(buf);
            }
        });
    }

    /** The entries to write, or -1 to abandon the write. */
    private interface Count {
        int entries();
    }

    /** Fills {@code buf} with the {@code count} entries, handing it to {@code sink} each time it is full and at the end. */
    private interface Body {
        void write(int count, ByteBuffer buf, OutcomeTable.Chunks sink) throws IOException;
    }

    private static int write(Path file, String position, Count counter, Body body) throws IOException {
        int[] written = new int[1];
        try {
            AtomicFiles.replace(file, file.resolveSibling(file.getFileName() + ".tmp"), out -> {
                int count = counter.entries();
                if (count < 0) {
                    throw new Abandoned();
                }
                CRC32 crc = new CRC32();
                ByteArrayOutputStream head = new ByteArrayOutputStream();
                DataOutputStream data = new DataOutputStream(head);
                data.writeLong(MAGIC);
                data.writeUTF(position);
                data.writeInt(count);
                data.flush();
                put(out, crc, head.toByteArray(), head.size());
                long[] bytes = new long[1];
                ByteBuffer buf = ByteBuffer.allocate(CHUNK);
                body.write(count, buf, chunk -> {
                    put(out, crc, chunk.array(), chunk.position());
                    bytes[0] += chunk.position();
                    chunk.clear();
                });
                if (bytes[0] != (long) ENTRY_BYTES * count) {
                    throw new IOException("the table changed while it was written: " + bytes[0] / ENTRY_BYTES
                            + " entries of " + count);
                }
                out.write(ByteBuffer.allocate(Long.BYTES).putLong(crc.getValue()).array());
                written[0] = count;
            });
        } catch (Abandoned e) {
            return -1;
        }
        return written[0];
    }

    private static void put(OutputStream out, CRC32 crc, byte[] b, int n) throws IOException {
        crc.update(b, 0, n);
        out.write(b, 0, n);
    }

    /**
     * Reads {@code file} into {@code table} when it is a table file of {@code position} whose
     * length and CRC check; else stores nothing and says why. The deadline is checked every
     * chunk: a stop during the second pass leaves part of the file stored (the run it stops
     * ends before it searches or writes).
     *
     * @throws org.sprague.game.TimeLimitException when the deadline passes during the read
     */
    static Read read(Path file, String position, OutcomeTable table, Deadline deadline) {
        if (!Files.exists(file)) {
            return new Read(Found.ABSENT, 0, 0, null);
        }
        long size = 0;
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            size = ch.size();
            ByteBuffer head = ByteBuffer.allocate((int) Math.min(size, Long.BYTES + 2 + 65_535 + Integer.BYTES));
            readFully(ch, head, 0);
            DataInputStream in = new DataInputStream(new ByteArrayInputStream(head.array()));
            String pos;
            int count;
            try {
                if (in.readLong() != MAGIC) {
                    return damaged(size, NOT_A_TABLE);
                }
                pos = in.readUTF();
                count = in.readInt();
            } catch (IOException e) {
                return damaged(size, "not a table file, or cut short");
            }
            if (!pos.equals(position)) {
                return new Read(Found.FOREIGN, 0, size, pos);
            }
            long start = head.capacity() - in.available();
            long end = start + (long) ENTRY_BYTES * count;
            if (count < 0 || size != end + Long.BYTES) {
                return damaged(size, size < end + Long.BYTES ? "cut short" : "longer than its entries");
            }
            // pass 1: the CRC of every byte before the last eight, which hold it
            ByteBuffer buf = ByteBuffer.allocate(CHUNK);
            CRC32 crc = new CRC32();
            for (long at = 0; at < end; at += buf.limit()) {
                deadline.check();
                buf.clear().limit((int) Math.min(CHUNK, end - at));
                readFully(ch, buf, at);
                crc.update(buf.array(), 0, buf.limit());
            }
            ByteBuffer last = ByteBuffer.allocate(Long.BYTES);
            readFully(ch, last, end);
            if (last.getLong(0) != crc.getValue()) {
                return damaged(size, "its checksum does not match");
            }
            // pass 2: the entries
            int stored = 0;
            for (long at = start; at < end; at += buf.limit()) {
                deadline.check();
                buf.clear().limit((int) Math.min(CHUNK, end - at));
                readFully(ch, buf, at);
                for (int i = 0; i < buf.limit(); i += ENTRY_BYTES) {
                    if (table.load(buf.getLong(i), buf.getLong(i + 8), buf.getLong(i + 16))) {
                        stored++;
                    }
                }
            }
            return new Read(Found.LOADED, stored, size, null);
        } catch (IOException e) {
            return damaged(size, "cannot read it (" + e.getMessage() + ")");
        }
    }

    /**
     * The entries' count in the header of {@code file} when it is a table file of {@code position},
     * else 0 (absent, unreadable, another kind of file or another position's): read from its first
     * bytes only, before a run sizes its table ({@link PartizanOutcomeSearch#bitsToHold}).
     */
    static int entries(Path file, String position) {
        try (DataInputStream in = new DataInputStream(new java.io.BufferedInputStream(Files.newInputStream(file)))) {
            return in.readLong() == MAGIC && in.readUTF().equals(position) ? Math.max(0, in.readInt()) : 0;
        } catch (IOException e) {
            return 0;
        }
    }

    private static Read damaged(long size, String why) {
        return new Read(Found.DAMAGED, 0, size, why);
    }

    private static void readFully(FileChannel ch, ByteBuffer buf, long at) throws IOException {
        buf.position(0);
        long p = at;
        while (buf.hasRemaining()) {
            int n = ch.read(buf, p);
            if (n < 0) {
                throw new IOException("cut short at byte " + p);
            }
            p += n;
        }
        buf.flip();
    }
}
