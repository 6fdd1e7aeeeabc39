package org.sprague.heap;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;
import java.util.zip.CRC32;
import java.util.zip.CheckedInputStream;
import java.util.zip.CheckedOutputStream;
import org.sprague.game.InvalidInputException;
import org.sprague.game.io.AtomicFiles;

/**
 * A long Grundy-sequence run saved to disk so that it resumes, after a crash or kill -9,
 * with a result identical to an uninterrupted run: the rule, the values computed so far in
 * their array width, and the rare/common split in use, followed by a CRC-32 of all of it.
 * Written atomically (a temporary file in the same directory, forced to disk, then moved
 * over the old one), so a checkpoint on disk is always a whole one. A file that is not a
 * checkpoint, is cut short, fails its checksum or belongs to another rule is refused.
 */
public final class SequenceCheckpoint {
    private static final byte[] MAGIC = "SPRAGUE-GRUNDY-CHECKPOINT-1\n".getBytes(StandardCharsets.US_ASCII);

    private SequenceCheckpoint() {
    }

    /** Saves {@code values[0..computed)} of {@code ruleKey} with the split in use. */
    public static void write(Path file, String ruleKey, GrundyValues values, int computed, int rareMask,
            boolean domainParity) throws IOException {
        AtomicFiles.replace(file, file.resolveSibling(file.getFileName() + ".tmp"), raw -> {
            CRC32 crc = new CRC32();
            DataOutputStream out = new DataOutputStream(new CheckedOutputStream(
                    new BufferedOutputStream(raw, 1 << 16), crc));
            out.write(MAGIC);
            out.writeUTF(ruleKey);
            out.writeInt(computed);
            out.writeInt(rareMask);
            out.writeBoolean(domainParity);
            int bits = values.bitsPerValue();
            out.writeByte(bits);
            if (bits == 8 && values.bytes != null) {
                out.write(values.bytes, 0, computed);
            } else {
                byte[] buf = new byte[1 << 16];
                int bytesPer = bits / 8;
                int pos = 0;
                for (int i = 0; i < computed; i++) {
                    int v = values.get(i);
                    for (int b = bytesPer - 1; b >= 0; b--) {
                        buf[pos++] = (byte) (v >>> (8 * b));
                    }
                    if (pos > buf.length - 4) {
                        out.write(buf, 0, pos);
                        pos = 0;
                    }
                }
                out.write(buf, 0, pos);
            }
            out.flush();
            new DataOutputStream(raw).writeLong(crc.getValue());
        });
    }

    /**
     * The run saved in {@code file} for {@code ruleKey}, with room for {@code capacity} values;
     * empty when the file does not exist.
     */
    public static Optional<GrundySequenceCalculator.Start> read(Path file, String ruleKey, int capacity)
            throws IOException {
        CRC32 crc = new CRC32();
        InputStream raw;
        try {
            raw = new BufferedInputStream(Files.newInputStream(file), 1 << 16);
        } catch (NoSuchFileException e) {
            return Optional.empty();
        }
        try (raw; DataInputStream in = new DataInputStream(new CheckedInputStream(raw, crc))) {
            byte[] magic = in.readNBytes(MAGIC.length);
            if (!Arrays.equals(magic, MAGIC)) {
                throw refused(file, "is not a sprague grundy checkpoint");
            }
            String rule = in.readUTF();
            int computed = in.readInt();
            int mask = in.readInt();
            boolean domain = in.readBoolean();
            int bits = in.readUnsignedByte();
            if (computed < 0 || mask < 0 || (bits != 8 && bits != 16 && bits != 32)) {
                throw refused(file, "is corrupt (bad header)");
            }
            if (!rule.equals(ruleKey)) {
                throw refused(file, "is for the rule " + rule + ", not " + ruleKey
                        + " (use another file, or delete it to start again)");
            }
            GrundyValues values = new GrundyValues(Math.max(capacity, computed));
            int bytesPer = bits / 8;
            byte[] buf = new byte[(1 << 16) / 4 * 4];
            int done = 0;
            while (done < computed) {
                int n = Math.min(buf.length / bytesPer, computed - done);
                in.readFully(buf, 0, n * bytesPer);
                for (int i = 0; i < n; i++) {
                    int v = 0;
                    for (int b = 0; b < bytesPer; b++) {
                        v = (v << 8) | (buf[i * bytesPer + b] & 0xFF);
                    }
                    if (v < 0) {
                        throw refused(file, "is corrupt (negative value)");
                    }
                    values.add(v);
                }
                done += n;
            }
            long expected = crc.getValue();
            long stored = new DataInputStream(raw).readLong();
            if (stored != expected) {
                throw refused(file, "is corrupt (checksum mismatch)");
            }
            if (raw.read() != -1) {
                throw refused(file, "is corrupt (data after the checksum)");
            }
            return Optional.of(new GrundySequenceCalculator.Start(values, mask, domain));
        } catch (EOFException e) {
            throw refused(file, "is corrupt (cut short)");
        } catch (java.io.UTFDataFormatException e) {
            throw refused(file, "is corrupt (bad header: its rule is not valid text)");
        }
    }

    private static InvalidInputException refused(Path file, String why) {
        return new InvalidInputException("checkpoint " + file + " " + why + "; refusing to use it");
    }
}
