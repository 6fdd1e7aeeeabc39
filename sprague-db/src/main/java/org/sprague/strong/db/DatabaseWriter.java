package org.sprague.strong.db;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.List;
import org.sprague.game.InvalidInputException;
import org.sprague.game.io.AtomicFiles;
import org.sprague.strong.space.PositionSpace;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.solve.TierStore;

/**
 * Writes a database while a solve runs, resumably. Blocks are appended to {@code FILE.part};
 * after each tier the part file is forced to disk and a checkpoint {@code FILE.ckpt} (the
 * part file's length and the index so far, with a CRC-32C) replaces the previous one by an
 * atomic rename. A solve killed at any moment resumes from the last checkpoint: the part
 * file is cut back to the checkpointed length and the tiers it lists are read back instead
 * of solved. Tiers are solved in a fixed order and blocks are compressed deterministically,
 * so a resumed solve writes the same bytes as an uninterrupted one. {@link #finish} appends
 * the index and footer and renames the part file to {@code FILE}. After each rename the
 * directory is synced too, so the rename itself survives a power cut.
 *
 * <p>One writer: the writer holds {@code FILE.lock} ({@link DatabaseLock}) from before it
 * opens the part file until it is closed, so a second solve of the same file is refused
 * instead of truncating the first one's work. A failed write (a full disk) is a
 * {@link org.sprague.game.LimitExceededException} saying the solve resumes from its last
 * checkpoint; any other is an {@link InvalidInputException} naming the file and the reason.
 */
public final class DatabaseWriter implements TierStore, Closeable {
    /** Records (and position codes) per block: 128 KiB of records. */
    public static final int BLOCK = 1 << 16;
    private static final byte[] CKPT = "SPRGCK01".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

    private final Path file;
    private final Path part;
    private final Path ckpt;
    private final TierPlan plan;
    private final DatabaseLock lock;
    private final boolean ownLock;
    private final FileChannel ch;
    private final Index ix;
    /** The solved tiers kept for the tiers above them (a symmetric game's packed but for its children's count). */
    private final HeldTiers memory;
    private long length;
    /** The tier being written block by block ({@link #beginTier}), or null. */
    private Index.Tier streaming;
    /**
     * {@link Index#RECORDS_SEGMENTED}: the records of the tier being streamed not yet in a stored
     * block (a stored block is {@link Blocks#SEGMENTS} of the solver's blocks), and how many.
     */
    private short[] pending;
    private int pendingCount;
    private int streamingTier = -1;
    private int resumed;
    private long lastCheckpoint = System.nanoTime();

    private DatabaseWriter(Path file, TierPlan plan, boolean resume, DatabaseLock lock, boolean ownLock)
            throws IOException {
        this.file = file;
        this.part = sibling(file, ".part");
        this.ckpt = sibling(file, ".ckpt");
        this.plan = plan;
        this.memory = new HeldTiers(plan.symmetric() ? mostChildren(plan) : Integer.MAX_VALUE);
        this.lock = lock;
        this.ownLock = ownLock;
        Index previous = resume ? readCheckpoint() : null;
        if (previous != null && (!previous.gameId.equals(plan.game().id()) || previous.explored != plan.explored()
                || previous.tiers.length != plan.tierCount())) {
            throw new InvalidInputException(ckpt + " is a checkpoint of " + previous.gameId + ", not of "
                    + plan.game().id() + " (remove it, or use --fresh)");
        }
        int recordFormat = recordFormat(plan);
        if (previous != null && (previous.explored && previous.keyFormat != Index.KEYS_VARINT
                || previous.recordFormat != recordFormat)) {
            throw new InvalidInputException(ckpt + " is a checkpoint of an earlier Sprague, whose "
                    + (previous.recordFormat != recordFormat ? "records" : "position codes")
                    + " were stored otherwise (remove it, or use --fresh)");
        }
        if (previous != null) {
            String problem = previous.problem(length, false);
            for (int t = 0; problem == null && t < plan.tierCount(); t++) {
                Index.Tier tier = previous.tiers[t];
                if (tier != null && (tier.id != plan.id(t) || tier.size != plan.space(t).size())) {
                    problem = "tier index " + t + " is tier " + tier.id + " of " + tier.size + " positions, not tier "
                            + plan.id(t) + " of " + plan.space(t).size();
                }
            }
            if (problem != null) {
                throw new CorruptDatabaseException(ckpt + " is impossible though its checksum is good: " + problem
                        + " (remove it, or use --fresh)");
            }
        }
        ch = FileChannel.open(part, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
        if (previous != null && ch.size() >= length) {
            ch.truncate(length);
            ix = previous;
            for (Index.Tier t : ix.tiers) {
                resumed += t == null ? 0 : 1;
            }
        } else {
            Files.deleteIfExists(ckpt);
            ch.truncate(0);
            ch.write(ByteBuffer.wrap(Index.MAGIC), 0);
            length = Index.MAGIC.length;
            ix = new Index(plan.game().id(), plan.explored(), plan.symmetric(), Index.blockRecords(recordFormat),
                    plan.tierCount());
        }
    }

    /**
     * A writer for {@code file}; with {@code resume}, continues from {@code FILE.ckpt} when it
     * exists (and belongs to the same game), else starts afresh. It takes the database's lock
     * ({@link DatabaseLock}) for itself and releases it on {@link #close}.
     *
     * @throws InvalidInputException when another writer holds the lock (naming it), or the
     *     file cannot be a database ({@link DatabaseFiles#checkTarget})
     */
    public static DatabaseWriter open(Path file, TierPlan plan, boolean resume) {
        DatabaseLock lock = DatabaseLock.acquire(file, "writing " + plan.game().id());
        try {
            return open(file, plan, resume, lock, true);
        } catch (RuntimeException e) {
            lock.close();
            throw e;
        }
    }

    /**
     * {@link #open(Path, TierPlan, boolean)} under a lock the caller took before any work (and
     * releases after it has read the finished file back).
     *
     * @throws IllegalArgumentException when {@code lock} is not held or is another file's
     */
    public static DatabaseWriter open(Path file, TierPlan plan, boolean resume, DatabaseLock lock) {
        if (!lock.held() || !lock.covers(file)) {
            throw new IllegalArgumentException("the lock of " + lock.database() + " does not cover " + file);
        }
        return open(file, plan, resume, lock, false);
    }

    private static DatabaseWriter open(Path file, TierPlan plan, boolean resume, DatabaseLock lock, boolean own) {
        try {
            return new DatabaseWriter(file, plan, resume, lock, own);
        } catch (IOException e) {
            throw DatabaseFiles.writeFailed(sibling(file, ".part"), e, "");
        }
    }

    /** The record format a database of {@code plan} is written in now. */
    private static int recordFormat(TierPlan plan) {
        return plan.symmetric() ? Index.RECORDS_PIECE_MAJOR : Index.RECORDS_MASKED;
    }

    static Path sibling(Path file, String suffix) {
        return file.resolveSibling(file.getFileName() + suffix);
    }

    /** Tiers found in the checkpoint (not solved again). */
    public int resumedTiers() {
        return resumed;
    }

    private Index readCheckpoint() throws IOException {
        if (!Files.exists(ckpt) || !Files.exists(part)) {
            return null;
        }
        byte[] all = Files.readAllBytes(ckpt);
        if (all.length < CKPT.length + 12 || !Arrays.equals(Arrays.copyOf(all, CKPT.length), CKPT)) {
            return null;
        }
        byte[] body = Arrays.copyOf(all, all.length - 4);
        if (Blocks.crc(body) != ByteBuffer.wrap(all, all.length - 4, 4).getInt()) {
            return null; // a torn checkpoint cannot happen with the atomic rename; be safe anyway
        }
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(body, CKPT.length, body.length - CKPT.length));
        try {
            length = in.readLong();
            return Index.read(in, body.length);
        } catch (IOException e) {
            throw new CorruptDatabaseException(ckpt + " does not parse though its checksum is good (" + e.getMessage()
                    + "; remove it, or use --fresh)");
        }
    }

    private void writeCheckpoint() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.write(CKPT);
        out.writeLong(length);
        out.write(ix.toBytes());
        out.flush();
        byte[] body = bytes.toByteArray();
        ByteBuffer all = ByteBuffer.allocate(body.length + 4).put(body).putInt(Blocks.crc(body));
        AtomicFiles.replace(ckpt, sibling(file, ".ckpt.tmp"), all.array());
    }

    @Override
    public short[] get(int t) {
        short[] rec = memory.get(t);
        if (rec == null && ix.tiers[t] != null) {
            rec = readTier(t);
            memory.put(t, rec);
        }
        return rec;
    }

    private short[] readTier(int t) {
        Index.Tier tier = ix.tiers[t];
        short[] out = new short[(int) tier.size];
        try {
            for (int b = 0; b < tier.records.size(); b++) {
                Index.Block ref = tier.records.get(b);
                byte[] bytes = StrongDatabase.read(ch, ref.offset(), ref.length()).array();
                if (Blocks.crc(bytes) != ref.crc()) {
                    throw new CorruptDatabaseException(part + ": tier " + tier.id + " block " + b
                            + " fails its checksum (remove " + ckpt.getFileName() + " to solve afresh)");
                }
                int first = b * ix.blockRecords;
                // the current ranking: a checkpoint of an earlier record format is refused
                short[] block = Blocks.decode(bytes, (int) Math.min(ix.blockRecords, tier.size - first), ix.recordFormat,
                        plan.game(), plan.game().ranking(), tier.id, first);
                System.arraycopy(block, 0, out, first, block.length);
            }
        } catch (IOException | IllegalStateException | com.github.luben.zstd.ZstdException e) {
            throw new CorruptDatabaseException(part + ": tier " + tier.id + " cannot be read back (" + e.getMessage()
                    + "; remove " + ckpt.getFileName() + " to solve afresh)");
        }
        return out;
    }

    @Override
    public void put(int t, short[] records) {
        put(t, records, compress(records, plan.symmetric()));
    }

    /**
     * Compresses a tier's records into the database's blocks: of {@link #BLOCK} ranks, or with
     * {@code symmetric} (the game's {@link TierPlan#symmetric}: its non-representatives' records
     * are 0 and not stored) of {@link Blocks#SEGMENTS} times that ({@link Index#RECORDS_SEGMENTED}).
     */
    public static List<byte[]> compress(short[] records, boolean symmetric) {
        List<byte[]> out = new java.util.ArrayList<>();
        int block = symmetric ? Index.blockRecords(Index.RECORDS_PIECE_MAJOR) : BLOCK;
        for (int from = 0; from < records.length; from += block) {
            int to = Math.min(records.length, from + block);
            out.add(symmetric ? Blocks.segmented(records, from, to) : Blocks.records(records, from, to));
        }
        return out;
    }

    /**
     * Compresses records {@code from..to-1} of a tier ({@code from} a multiple of {@link #BLOCK}) into one
     * block of {@link #BLOCK} ranks: the database's block for a game that is not symmetric; for a
     * symmetric one a transport block only (record format 2, for {@link #decompressBlock}: a
     * Spark task's result), its database blocks being made by {@link #compress}.
     */
    public static byte[] compressBlock(short[] records, int from, int to, boolean symmetric) {
        return symmetric ? Blocks.symmetric(records, from, to) : Blocks.records(records, from, to);
    }

    /**
     * Decompresses block {@code at / BLOCK} of tier index {@code t} of {@code plan}, made by
     * {@link #compressBlock}, into {@code out[at..at+count-1]} (the inverse, for solvers whose
     * workers send back compressed blocks only).
     *
     * @throws IllegalStateException when the block does not hold exactly {@code count} records
     */
    public static void decompressBlock(TierPlan plan, int t, byte[] compressed, short[] out, int at, int count) {
        // the current ranking: a transport block of a symmetric game is record format 2 in it
        short[] rec = Blocks.decode(compressed, count, plan.symmetric() ? Index.RECORDS_SYMMETRIC : Index.RECORDS_MASKED,
                plan.game(), plan.game().ranking(), plan.id(t), at);
        System.arraycopy(rec, 0, out, at, count);
    }

    /**
     * Stores tier {@code t} from blocks already compressed (by {@link #compress}, possibly on
     * other machines); {@code records} (may be null) are kept in memory for the tiers above.
     *
     * @throws IllegalArgumentException when the blocks are not as many as the database's for the tier
     */
    public void put(int t, short[] records, List<byte[]> blocks) {
        long size = plan.space(t).size();
        if (blocks.size() != (size + ix.blockRecords - 1) / ix.blockRecords) {
            throw new IllegalArgumentException(blocks.size() + " blocks for tier " + plan.id(t) + " of " + size
                    + " positions in blocks of " + ix.blockRecords);
        }
        try {
            Index.Tier tier = new Index.Tier(plan.id(t), plan.space(t).size());
            for (byte[] b : blocks) {
                tier.records.add(append(b));
            }
            store(t, tier, records);
        } catch (IOException e) {
            throw DatabaseFiles.writeFailed(part, e, resumeHint());
        }
    }

    /** The tier's position codes (an explored game), its index entry and a checkpoint. */
    private void store(int t, Index.Tier tier, short[] records) throws IOException {
        if (plan.explored()) {
            long[] keys = ((PositionSpace.Sorted) plan.space(t)).keys();
            for (int from = 0; from < keys.length; from += BLOCK) {
                tier.firstKeys.add(keys[from]);
                tier.keys.add(append(Blocks.keys(keys, from, Math.min(keys.length, from + BLOCK))));
            }
        }
        ix.tiers[t] = tier;
        // a checkpoint (sync + atomic rename) after every tier of 4,096 positions or more, else at
        // most once a second: a game of a million one-position tiers must not sync a
        // million times; a tier not yet checkpointed is solved again on resume
        long now = System.nanoTime();
        if (tier.size >= 4096 || now - lastCheckpoint >= 1_000_000_000L) {
            ch.force(false);
            writeCheckpoint();
            lastCheckpoint = now;
        }
        if (records != null) {
            memory.put(t, records);
        }
    }

    /** Blocks of {@link #BLOCK} records: a tier may be written and read block by block. */
    @Override
    public int blockSize() {
        return BLOCK;
    }

    /** The most child tiers a tier has: the arrays a tier's solve reads at once. */
    private static int mostChildren(TierPlan plan) {
        int most = 1;
        for (int t = 0; t < plan.tierCount(); t++) {
            most = Math.max(most, plan.children(t).length);
        }
        return most;
    }

    @Override
    public boolean has(int t) {
        return memory.contains(t) || ix.tiers[t] != null;
    }

    @Override
    public void beginTier(int t) {
        if (streaming != null) {
            throw new IllegalStateException("tier " + plan.id(streamingTier) + " is being written");
        }
        streaming = new Index.Tier(plan.id(t), plan.space(t).size());
        streamingTier = t;
        pendingCount = 0;
    }

    /**
     * The block compressed; in {@link Index#RECORDS_SEGMENTED} the records as big-endian shorts,
     * uncompressed: {@link #appendBlock} gathers {@link Blocks#SEGMENTS} of them into a stored block.
     */
    @Override
    public byte[] encodeBlock(short[] records, int count) {
        if (Index.segmented(ix.recordFormat)) {
            ByteBuffer b = ByteBuffer.allocate(2 * count);
            b.asShortBuffer().put(records, 0, count);
            return b.array();
        }
        return compressBlock(records, 0, count, false);
    }

    @Override
    public void appendBlock(byte[] encoded) {
        try {
            if (!Index.segmented(ix.recordFormat)) {
                streaming.records.add(append(encoded));
                return;
            }
            if (pending == null) {
                pending = new short[ix.blockRecords];
            }
            int count = encoded.length / 2;
            if (pendingCount + count > ix.blockRecords) {
                throw new IllegalStateException("a block of " + count + " records after " + pendingCount);
            }
            ByteBuffer.wrap(encoded).asShortBuffer().get(pending, pendingCount, count);
            pendingCount += count;
            if (pendingCount == ix.blockRecords) {
                flushPending();
            }
        } catch (IOException e) {
            throw DatabaseFiles.writeFailed(part, e, resumeHint());
        }
    }

    /** Compresses and appends the records gathered so far as one stored block ({@link Index#RECORDS_SEGMENTED}). */
    private void flushPending() throws IOException {
        streaming.records.add(append(Blocks.segmented(pending, 0, pendingCount)));
        pendingCount = 0;
    }

    @Override
    public void endTier(int t) {
        if (streaming == null || streamingTier != t) {
            throw new IllegalStateException("tier index " + t + " was not begun");
        }
        Index.Tier tier = streaming;
        try {
            if (pendingCount > 0) {
                flushPending();
            }
        } catch (IOException e) {
            throw DatabaseFiles.writeFailed(part, e, resumeHint());
        }
        streaming = null;
        long blocks = (tier.size + ix.blockRecords - 1) / ix.blockRecords;
        if (tier.records.size() != blocks) {
            throw new IllegalStateException("tier " + tier.id + " has " + tier.records.size() + " blocks, not " + blocks);
        }
        try {
            store(t, tier, null);
        } catch (IOException e) {
            throw DatabaseFiles.writeFailed(part, e, resumeHint());
        }
    }

    /**
     * Block {@code b} of a stored tier: from memory when the tier is there, else read from the
     * part file and checked (positional reads: any thread, while no tier is being stored).
     */
    @Override
    public void readBlock(int t, long b, short[] out) {
        Index.Tier tier = ix.tiers[t];
        long size = tier != null ? tier.size : plan.space(t).size();
        int count = (int) Math.min(BLOCK, size - b * BLOCK);
        if (memory.copy(t, (int) (b * BLOCK), out, count)) {
            return;
        }
        if (tier == null) {
            throw new IllegalStateException("tier index " + t + " is not stored");
        }
        boolean segmented = Index.segmented(ix.recordFormat);
        long stored = segmented ? b / Blocks.SEGMENTS : b;
        Index.Block ref = tier.records.get((int) stored);
        try {
            byte[] bytes = StrongDatabase.read(ch, ref.offset(), ref.length()).array();
            if (Blocks.crc(bytes) != ref.crc()) {
                throw new CorruptDatabaseException(part + ": tier " + tier.id + " block " + stored
                        + " fails its checksum (remove " + ckpt.getFileName() + " to solve afresh)");
            }
            if (segmented) { // the whole stored block decompressed, one segment's representatives recomputed
                long first = stored * ix.blockRecords;
                Blocks.Segmented block = Blocks.openSegmented(bytes, (int) Math.min(ix.blockRecords, size - first));
                short[] seg = Blocks.segment(block, (int) (b % Blocks.SEGMENTS), count,
                        Blocks.representatives(plan.game(), plan.game().ranking(), tier.id, b * BLOCK, count));
                System.arraycopy(seg, 0, out, 0, count);
                return;
            }
            System.arraycopy(Blocks.decode(bytes, count, ix.recordFormat, plan.game(), plan.game().ranking(), tier.id,
                    b * BLOCK), 0, out, 0, count);
        } catch (IOException | IllegalStateException | com.github.luben.zstd.ZstdException e) {
            throw new CorruptDatabaseException(part + ": tier " + tier.id + " cannot be read back (" + e.getMessage()
                    + "; remove " + ckpt.getFileName() + " to solve afresh)");
        }
    }

    /** What the user can do after a failed write: the tiers kept by the last checkpoint resume. */
    private String resumeHint() {
        return "; the solve stopped; run the same command again to resume"
                + (Files.exists(ckpt) ? " from " + ckpt.getFileName() : "");
    }

    private Index.Block append(byte[] bytes) throws IOException {
        ByteBuffer b = ByteBuffer.wrap(bytes);
        long at = length;
        while (b.hasRemaining()) {
            ch.write(b, at + b.position());
        }
        length += bytes.length;
        return new Index.Block(at, bytes.length, Blocks.crc(bytes));
    }

    @Override
    public void release(int t) {
        memory.remove(t);
    }

    /** Writes the index and footer and renames the part file to the database file. */
    public void finish() {
        try {
            for (int t = 0; t < ix.tiers.length; t++) {
                if (ix.tiers[t] == null) {
                    throw new IllegalStateException("tier " + plan.id(t) + " was not solved");
                }
            }
            byte[] index = ix.toBytes();
            long at = length;
            ch.write(ByteBuffer.wrap(index), at);
            ByteBuffer foot = ByteBuffer.allocate(Index.FOOTER);
            foot.putLong(at).putInt(index.length).putInt(Blocks.crc(index)).put(Index.END).flip();
            ch.write(foot, at + index.length);
            ch.truncate(at + index.length + Index.FOOTER);
            ch.force(true);
            ch.close();
            Files.move(part, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            Files.deleteIfExists(ckpt);
            AtomicFiles.syncDirectory(AtomicFiles.directory(file));
        } catch (IOException e) {
            throw DatabaseFiles.writeFailed(file, e, resumeHint());
        }
    }

    /** Closes the part file; releases the lock when the writer took it itself. */
    @Override
    public void close() {
        try {
            if (ch.isOpen()) {
                ch.close();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            if (ownLock) {
                lock.close();
            }
        }
    }
}
