package org.sprague.heap.store;

import com.github.luben.zstd.Zstd;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.zip.CRC32C;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.game.io.AtomicFiles;
import org.sprague.heap.engine.SequenceCensus;
import org.sprague.heap.engine.SequenceStore;
import org.sprague.strong.db.CorruptDatabaseException;

/**
 * A {@link SequenceStore} in a directory: one file per block of values, compressed with zstd,
 * and a small {@code state} file, each written to a temporary file, forced to disk and moved
 * over the old one (the directory forced too), so a crash or kill -9 leaves either the old
 * file or the new one. One writer: the store holds an exclusive lock on {@code lock} (an
 * {@code fcntl} lock on Linux, released by the kernel when the process ends, even by kill -9);
 * a second run on the same directory is refused (exit 2), naming the holder.
 *
 * <p>Block file: magic {@code SPG1}, the block's index, its count of values, the bytes per
 * value (1 when every value is below 256, else 2), the CRC-32C of the raw values, the
 * compressed length and its CRC-32C, then zstd of the raw values (both checksums: a flipped
 * bit in the compressed bytes may decompress to the same values, or to others). State file: magic, the rule, the count of
 * values, the block size, the split in effect, the censuses, then the CRC-32C of all of it.
 * A file that fails any check (magic, index, length, decompression, CRC) is refused with
 * {@link CorruptDatabaseException} (exit 4) naming it; nothing is answered from it.
 *
 * <p>Limits (exit 3): a full disk (the write that failed is dropped, the last committed state
 * stays, so the run resumes once there is room) and an optional cap on the blocks' bytes.
 *
 * <p>Why here: sprague-core depends on the JDK only, and zstd-jni is sprague-db's dependency
 * (architecture.md); the engine sees only the {@link SequenceStore} interface.
 */
public final class ZstdSequenceStore implements SequenceStore {
    static final byte[] STATE_MAGIC = "SPRAGUE-GRUNDY-STORE-1\n".getBytes(StandardCharsets.US_ASCII);
    static final int BLOCK_MAGIC = 0x53504731; // "SPG1"
    static final int HEADER = 4 + 8 + 4 + 1 + 4 + 4 + 4;
    /** zstd level 1: blocks are written once per 2^22 values and read back rarely; level 3 gained 3% in size. */
    static final int LEVEL = 1;

    private final Path dir;
    private final Path blocksDir;
    private final long byteLimit;
    private final FileChannel lockChannel;
    private final FileLock lock;
    private long blockBytes;

    private ZstdSequenceStore(Path dir, long byteLimit, FileChannel lockChannel, FileLock lock) throws IOException {
        this.dir = dir;
        this.blocksDir = dir.resolve("blocks");
        this.byteLimit = byteLimit;
        this.lockChannel = lockChannel;
        this.lock = lock;
        Files.createDirectories(blocksDir);
        try (var files = Files.list(blocksDir)) {
            blockBytes = files.filter(f -> f.getFileName().toString().endsWith(".zst")).mapToLong(f -> {
                try {
                    return Files.size(f);
                } catch (IOException e) {
                    return 0;
                }
            }).sum();
        }
    }

    /**
     * Opens (creating it if needed) the store in {@code dir} for writing, locking it; blocks may
     * take at most {@code byteLimit} bytes (0: no limit).
     *
     * @param command what the holder is doing, written into the lock file for a refused second run
     */
    public static ZstdSequenceStore open(Path directory, long byteLimit, String command) {
        Path dir = directory.toAbsolutePath().normalize();
        try {
            Files.createDirectories(dir);
            // a store is written only into an empty directory or a store: `--disk ~` or `--disk /`
            // by mistake is refused before a lock, state or block is put beside the user's files
            try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
                for (Path e : entries) {
                    String name = e.getFileName().toString();
                    if (!STORE_ENTRIES.contains(name)) {
                        throw new InvalidInputException("grundy: " + dir + " holds other files (" + clip(name)
                                + "): --disk needs a new or empty directory, or a store of an earlier run");
                    }
                }
            }
            Path lockFile = dir.resolve("lock");
            FileChannel ch = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.READ,
                    StandardOpenOption.WRITE);
            FileLock l;
            try {
                l = ch.tryLock();
            } catch (OverlappingFileLockException e) {
                l = null;
            }
            if (l == null) {
                String holder = new String(Files.readAllBytes(lockFile), StandardCharsets.UTF_8).trim();
                ch.close();
                throw new InvalidInputException("grundy: " + dir + " is in use by another run"
                        + (holder.isEmpty() ? "" : " (" + holder + ")") + "; one writer at a time");
            }
            ch.truncate(0);
            ch.write(ByteBuffer.wrap(("pid " + ProcessHandle.current().pid() + ": " + command + "\n")
                    .getBytes(StandardCharsets.UTF_8)), 0);
            return new ZstdSequenceStore(dir, byteLimit, ch, l);
        } catch (IOException e) {
            throw failure(dir, "open", e);
        }
    }

    /** The names a store's directory holds (the state's temporary copy too). */
    private static final Set<String> STORE_ENTRIES = Set.of("lock", "state", "state.tmp", "blocks");

    private static String clip(String name) {
        return name.length() <= 60 ? name : name.substring(0, 60) + "...";
    }

    /** What a failed write or open means: a full disk is a limit (exit 3), anything else a file problem (exit 2). */
    static RuntimeException failure(Path file, String what, IOException e) {
        String m = String.valueOf(e.getMessage());
        if (e instanceof java.nio.file.FileAlreadyExistsException) {
            m = "it exists and is not a directory";
        } else if (e instanceof java.nio.file.AccessDeniedException) {
            m = "permission denied";
        } else if (e instanceof NoSuchFileException) {
            m = "no such file or directory";
        } else if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
            m = f.getReason();
        }
        if (m.contains("No space left") || m.contains("quota") || m.contains("Quota")) {
            return new LimitExceededException("grundy: cannot " + what + " " + file + ": the disk is full (" + m
                    + "); the values saved at the last checkpoint stay, run the same command again once there is room");
        }
        return new InvalidInputException("grundy: cannot " + what + " " + file + ": " + m);
    }

    Path blockFile(long index) {
        return blocksDir.resolve(String.format(Locale.ROOT, "%010d.zst", index));
    }

    @Override
    public Optional<State> load() {
        Path file = dir.resolve("state");
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            return Optional.empty();
        } catch (IOException e) {
            throw failure(file, "read", e);
        }
        try (DataInputStream in = new DataInputStream(new java.io.ByteArrayInputStream(bytes))) {
            if (bytes.length < STATE_MAGIC.length + 4
                    || !Arrays.equals(Arrays.copyOf(bytes, STATE_MAGIC.length), STATE_MAGIC)) {
                throw corrupt(file, "is not a sprague grundy store state");
            }
            CRC32C crc = new CRC32C();
            crc.update(bytes, 0, bytes.length - 4);
            int stored = ByteBuffer.wrap(bytes, bytes.length - 4, 4).getInt();
            if (stored != (int) crc.getValue()) {
                throw corrupt(file, "fails its checksum");
            }
            in.skipNBytes(STATE_MAGIC.length);
            String rule = in.readUTF();
            long computed = in.readLong();
            int blockValues = in.readInt();
            int mask = in.readInt();
            boolean domain = in.readBoolean();
            int n = in.readInt();
            if (computed < 0 || blockValues < 1 || mask < 0 || n < 0 || n > 64) {
                throw corrupt(file, "has impossible contents");
            }
            List<SequenceCensus> censuses = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                censuses.add(new SequenceCensus(in.readLong(), in.readLong(), in.readInt(), in.readInt(),
                        in.readBoolean(), in.readLong(), in.readLong()));
            }
            return Optional.of(new State(rule, computed, blockValues, mask, domain, censuses));
        } catch (EOFException e) {
            throw corrupt(file, "is cut short");
        } catch (IOException e) {
            throw corrupt(file, "cannot be decoded: " + e.getMessage());
        }
    }

    @Override
    public void commit(State s) {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            DataOutputStream out = new DataOutputStream(bytes);
            out.write(STATE_MAGIC);
            out.writeUTF(s.ruleKey());
            out.writeLong(s.computed());
            out.writeInt(s.blockValues());
            out.writeInt(s.rareMask());
            out.writeBoolean(s.domainParity());
            out.writeInt(s.censuses().size());
            for (SequenceCensus c : s.censuses()) {
                out.writeLong(c.n());
                out.writeLong(c.largestIndex());
                out.writeInt(c.largest());
                out.writeInt(c.rareMask());
                out.writeBoolean(c.domainParity());
                out.writeLong(c.rareCount());
                out.writeLong(c.lastRare());
            }
            CRC32C crc = new CRC32C();
            crc.update(bytes.toByteArray());
            out.writeInt((int) crc.getValue());
            AtomicFiles.replace(dir.resolve("state"), dir.resolve("state.tmp"), bytes.toByteArray());
        } catch (IOException e) {
            throw failure(dir.resolve("state"), "write", e);
        }
    }

    @Override
    public void writeBlock(long index, char[] values, int from, int count) {
        int width = 1;
        for (int i = from; i < from + count; i++) {
            if (values[i] > 0xFF) {
                width = 2;
                break;
            }
        }
        byte[] raw = new byte[count * width];
        if (width == 1) {
            for (int i = 0; i < count; i++) {
                raw[i] = (byte) values[from + i];
            }
        } else {
            for (int i = 0; i < count; i++) {
                raw[2 * i] = (byte) (values[from + i] >>> 8);
                raw[2 * i + 1] = (byte) values[from + i];
            }
        }
        CRC32C crc = new CRC32C();
        crc.update(raw);
        byte[] packed = Zstd.compress(raw, LEVEL);
        CRC32C packedCrc = new CRC32C();
        packedCrc.update(packed);
        ByteBuffer b = ByteBuffer.allocate(HEADER + packed.length);
        b.putInt(BLOCK_MAGIC).putLong(index).putInt(count).put((byte) width).putInt((int) crc.getValue())
                .putInt(packed.length).putInt((int) packedCrc.getValue()).put(packed);
        Path file = blockFile(index);
        long old = 0;
        try {
            old = Files.exists(file) ? Files.size(file) : 0;
        } catch (IOException e) {
            old = 0;
        }
        long after = blockBytes - old + b.capacity();
        if (byteLimit > 0 && after > byteLimit) {
            throw new LimitExceededException(String.format(Locale.ROOT, "grundy: the store %s would pass its"
                    + " --disk-limit of %,d bytes (%,d bytes of blocks with block %d); the values saved at the last"
                    + " checkpoint stay, raise the limit to go on", dir, byteLimit, after, index));
        }
        try {
            AtomicFiles.replace(file, file.resolveSibling(file.getFileName() + ".tmp"), b.array());
        } catch (IOException e) {
            throw failure(file, "write", e);
        }
        blockBytes = after;
    }

    @Override
    public char[] readBlock(long index, int count) {
        Path file = blockFile(index);
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw corrupt(file, "is missing (the state counts its values)");
        } catch (IOException e) {
            throw failure(file, "read", e);
        }
        if (bytes.length < HEADER) {
            throw corrupt(file, "is cut short");
        }
        ByteBuffer b = ByteBuffer.wrap(bytes);
        int magic = b.getInt();
        long at = b.getLong();
        int stored = b.getInt();
        int width = b.get();
        int crc = b.getInt();
        int length = b.getInt();
        int packedCrc = b.getInt();
        if (magic != BLOCK_MAGIC || at != index || (width != 1 && width != 2) || stored < count
                || length != bytes.length - HEADER) {
            throw corrupt(file, "has a damaged header");
        }
        CRC32C p = new CRC32C();
        p.update(bytes, HEADER, length);
        if ((int) p.getValue() != packedCrc) {
            throw corrupt(file, "fails its checksum");
        }
        byte[] raw;
        try {
            raw = Zstd.decompress(Arrays.copyOfRange(bytes, HEADER, bytes.length), stored * width);
        } catch (RuntimeException e) {
            throw corrupt(file, "does not decompress (" + e.getMessage() + ")");
        }
        CRC32C c = new CRC32C();
        c.update(raw);
        if (raw.length != stored * width || (int) c.getValue() != crc) {
            throw corrupt(file, "fails its checksum");
        }
        char[] out = new char[count];
        if (width == 1) {
            for (int i = 0; i < count; i++) {
                out[i] = (char) (raw[i] & 0xFF);
            }
        } else {
            for (int i = 0; i < count; i++) {
                out[i] = (char) (((raw[2 * i] & 0xFF) << 8) | (raw[2 * i + 1] & 0xFF));
            }
        }
        return out;
    }

    public long blockBytes() {
        return blockBytes;
    }

    private static CorruptDatabaseException corrupt(Path file, String why) {
        return new CorruptDatabaseException("grundy: " + file + " " + why + "; refusing to use it (delete the"
                + " store directory to start again)");
    }

    @Override
    public void close() {
        try {
            lock.release();
            lockChannel.close();
        } catch (IOException e) {
            // the kernel releases the lock when the channel or the process goes
        }
    }
}
