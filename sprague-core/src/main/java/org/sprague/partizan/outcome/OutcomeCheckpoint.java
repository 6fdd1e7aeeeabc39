package org.sprague.partizan.outcome;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.zip.CRC32;
import org.sprague.game.InvalidInputException;
import org.sprague.game.io.AtomicFiles;

/**
 * What a long outcome search has proven so far, on disk, so that a run stopped by a time
 * limit or killed (kill -9) resumes and ends with the identical answer: per starting player,
 * the root moves proven to lose, the root move under proof and its replies already refuted,
 * and the result once known. Root moves are tried in an order fixed by the position alone,
 * and every fact recorded is exact, so skipping them on resume changes nothing but the time.
 *
 * <p>Finer than the root's replies: the transposition table itself, in a sibling file
 * {@code FILE.table} ({@link #saveTable}, {@link #loadTable}): the entries whose search took at
 * least {@link #TABLE_MIN_LOG 2^4} nodes, each an exact fact (the key is the board's squares, not
 * a hash), so a resumed run loads them before it searches and the reply under proof when the
 * run stopped is not searched again from its start (on 9x9 one reply takes longer than 50
 * minutes). Measured (8x8 Left first, stopped halfway, one JVM): resumed with the whole table
 * the search redoes 98 of the 1,121,280 nodes done before the stop; with the entries of 16+
 * nodes, 4%; with only the states proven at 2^17+ nodes, 91%; with no table (the root's
 * replies), all of them. Binary: a header (magic, position), entries of three longs, a CRC-32;
 * written atomically like the text file, from a scan of the table ({@link #saveTable(OutcomeTable)})
 * or, at a threshold of 2^12+ nodes, from the entries the table kept aside as it stored them
 * ({@link #saveTable(long[])}, the same format: milliseconds instead of a scan of gigabytes). A
 * table file that fails its checks is ignored (the run is only slower), never trusted.
 *
 * <p>A text file (one fact a line) ending with a CRC-32 of the lines before it, written
 * atomically: a temporary file in the same directory, forced to disk, moved over the old one.
 * One writer: the search that owns it. A file that fails its checksum, is cut short or is for
 * another position is refused with one line (exit code 2 from the command line).
 */
final class OutcomeCheckpoint {
    private static final String MAGIC = "SPRAGUE-OUTCOME-CHECKPOINT-1";
    private static final long TABLE_MAGIC = 0x5350524754424c31L; // "SPRGTBL1"
    /** The least log2 of the nodes an entry's search took for {@link #saveTable} to keep it (see the class comment). */
    static final int TABLE_MIN_LOG = 4;

    /** What is known for one starting player. */
    static final class Side {
        final Set<Integer> lostRootMoves = new LinkedHashSet<>();
        int current = -1;
        final Set<Integer> refutedReplies = new LinkedHashSet<>();
        /** -1 unknown, 0 the starter loses, 1 wins (with {@link #winningMove}). */
        int result = -1;
        int winningMove = -1;
        long nodes;
    }

    private final Path file;
    private final String position;
    /** The least log2 of the nodes an entry's search took for the table file to keep it. */
    private final int minLog;
    final Side[] sides = {new Side(), new Side()};

    private OutcomeCheckpoint(Path file, String position, int minLog) {
        this.file = file;
        this.position = position;
        this.minLog = minLog;
    }

    /** The checkpoint at {@code file} for {@code position}: read when the file exists, else empty. */
    static OutcomeCheckpoint open(Path file, String position) {
        return open(file, position, TABLE_MIN_LOG);
    }

    /**
     * {@link #open(Path, String)} whose table file keeps only the entries whose search took at
     * least {@code 2^minLog} nodes: a smaller file that a resumed run gets less from (a checkpoint
     * to carry to another machine; see {@link #minLog(long)}). Much less: a 10x10 position after ten
     * dominoes stopped after 4.6e7 nodes redid 1.5% of them resumed from the whole table, 38% from
     * 2^8+, 64% from 2^12+, 81% from 2^18+ (docs/performance-log.md, "sit29"): the cheap states
     * redone are everywhere under the path under proof, and their share falls only slowly with
     * the tree's size.
     */
    static OutcomeCheckpoint open(Path file, String position, int minLog) {
        OutcomeCheckpoint cp = new OutcomeCheckpoint(file, position, minLog);
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return cp;
        } catch (IOException e) {
            throw new InvalidInputException("checkpoint " + file + ": cannot read it (" + e.getMessage() + ")");
        }
        if (lines.size() < 3 || !lines.get(0).equals(MAGIC) || !lines.get(lines.size() - 1).startsWith("crc ")) {
            throw new InvalidInputException("checkpoint " + file + ": not an outcome checkpoint, or cut short");
        }
        CRC32 crc = new CRC32();
        for (String l : lines.subList(0, lines.size() - 1)) {
            crc.update((l + "\n").getBytes(StandardCharsets.UTF_8));
        }
        if (!lines.get(lines.size() - 1).equals("crc " + Long.toHexString(crc.getValue()))) {
            throw new InvalidInputException("checkpoint " + file + ": damaged (its checksum does not match)");
        }
        if (!lines.get(1).equals("position " + position)) {
            throw new InvalidInputException("checkpoint " + file + " is for " + lines.get(1).substring(9)
                    + ", not " + position + "; give another file");
        }
        try {
            for (String l : lines.subList(2, lines.size() - 1)) {
                String[] w = l.split(" ");
                Side s = cp.sides[Integer.parseInt(w[0])];
                switch (w[1]) {
                    case "lost" -> s.lostRootMoves.add(Integer.parseInt(w[2]));
                    case "current" -> s.current = Integer.parseInt(w[2]);
                    case "refuted" -> s.refutedReplies.add(Integer.parseInt(w[2]));
                    case "result" -> {
                        s.result = Integer.parseInt(w[2]);
                        s.winningMove = Integer.parseInt(w[3]);
                    }
                    case "nodes" -> s.nodes = Long.parseLong(w[2]);
                    default -> throw new NumberFormatException(w[1]);
                }
            }
        } catch (RuntimeException e) {
            throw new InvalidInputException("checkpoint " + file + ": a malformed line (" + e.getMessage() + ")");
        }
        return cp;
    }

    /**
     * The table threshold for entries of at least {@code minNodes} nodes, rounded down to a power
     * of two (an entry records the log2 of its nodes), and never below {@link #TABLE_MIN_LOG}.
     */
    static int minLog(long minNodes) {
        return Math.max(TABLE_MIN_LOG, 63 - Long.numberOfLeadingZeros(Math.max(1, minNodes)));
    }

    private Path tableFile() {
        return file.resolveSibling(file.getFileName() + ".table");
    }

    /**
     * Writes the entries of {@code table} worth keeping to {@code FILE.table}, atomically; the
     * caller makes sure no thread stores into the table meanwhile. Returns how many.
     */
    int saveTable(OutcomeTable table) {
        return saveTable(table, Integer.MAX_VALUE, Long.MAX_VALUE);
    }

    /** Thrown inside the write to abandon it: the temporary file goes, the old table stays. */
    private static final class Abandoned extends IOException {
        Abandoned() {
            super("abandoned", null);
        }
    }

    /**
     * {@link #saveTable(OutcomeTable)} bounded for a stop: abandoned, leaving {@code FILE.table}
     * as it was (the last periodic write, if any), when the table holds more than {@code most}
     * entries to write or counting them runs past {@code stopAt} ({@code System.nanoTime()}).
     * Returns the entries written, or -1 when abandoned.
     */
    int saveTable(OutcomeTable table, int most, long stopAt) {
        return write(() -> table.count(minLog, most, stopAt), data -> table.export(data, minLog));
    }

    /**
     * Writes {@code entries} (three words each, as {@link OutcomeTable#keptEntries} gives them:
     * the entries the table kept aside as it stored them) to {@code FILE.table}, atomically, in
     * the format {@link #saveTable(OutcomeTable)} writes; no scan of the table, so no thread
     * needs to stop meanwhile. Returns how many.
     */
    int saveTable(long[] entries) {
        return write(() -> entries.length / 3, data -> {
            for (long w : entries) {
                data.writeLong(w);
            }
            return entries.length / 3;
        });
    }

    /** Whether the table file is written from the entries a table keeps aside ({@link OutcomeTable#keepAside}): a threshold of 2^12+. */
    boolean keepsAside() {
        return minLog >= KeptEntries.MIN_LOG;
    }

    /** The least log2 of the nodes an entry's search took for the table file to keep it. */
    int minLog() {
        return minLog;
    }

    /** The entries to write, or -1 to abandon the write. */
    private interface Count {
        int entries();
    }

    /** Writes the entries after the header; returns how many. */
    private interface Entries {
        int write(java.io.DataOutputStream data) throws IOException;
    }

    /** The table file: magic, position, count, the entries, the CRC-32 of all before it. Returns the entries, or -1 when abandoned. */
    private int write(Count counter, Entries body) {
        int[] count = new int[1];
        try {
            AtomicFiles.replace(tableFile(), tableFile().resolveSibling(tableFile().getFileName() + ".tmp"), out -> {
                int entries = counter.entries();
                if (entries < 0) {
                    throw new Abandoned();
                }
                java.util.zip.CheckedOutputStream checked = new java.util.zip.CheckedOutputStream(
                        new java.io.BufferedOutputStream(out, 1 << 16), new CRC32());
                java.io.DataOutputStream data = new java.io.DataOutputStream(checked);
                data.writeLong(TABLE_MAGIC);
                data.writeUTF(position);
                data.writeInt(entries);
                count[0] = body.write(data);
                data.flush();
                long crc = checked.getChecksum().getValue();
                data.writeLong(crc);
                data.flush();
            });
        } catch (Abandoned e) {
            return -1;
        } catch (IOException e) {
            throw new InvalidInputException("checkpoint " + tableFile() + ": cannot write it (" + e.getMessage() + ")");
        }
        return count[0];
    }

    /**
     * Loads {@code FILE.table} into {@code table} when it is for this position and its CRC
     * matches; returns the entries loaded (0 when there is no such file or it fails a check).
     */
    int loadTable(OutcomeTable table) {
        return loadTable(table, org.sprague.game.Deadline.unlimited());
    }

    /**
     * {@link #loadTable(OutcomeTable)}, stopping at {@code deadline} (checked every 4096
     * entries read): a stop leaves {@code table} unchanged.
     *
     * @throws org.sprague.game.TimeLimitException when the deadline passes during the read
     */
    int loadTable(OutcomeTable table, org.sprague.game.Deadline deadline) {
        Path f = tableFile();
        if (!Files.exists(f)) {
            return 0;
        }
        // read and checked whole before any entry is stored: a damaged file changes nothing
        java.util.List<long[]> chunks = new ArrayList<>();
        int n = 0;
        try (java.io.InputStream raw = Files.newInputStream(f)) {
            java.util.zip.CheckedInputStream checked = new java.util.zip.CheckedInputStream(
                    new java.io.BufferedInputStream(raw, 1 << 16), new CRC32());
            java.io.DataInputStream in = new java.io.DataInputStream(checked);
            if (in.readLong() != TABLE_MAGIC || !in.readUTF().equals(position)) {
                return 0;
            }
            int entries = in.readInt();
            long[] chunk = new long[3 * 4096];
            int at = 0;
            for (int e = 0; e < entries; e++) {
                chunk[at++] = in.readLong();
                chunk[at++] = in.readLong();
                chunk[at++] = in.readLong();
                if (at == chunk.length) {
                    deadline.check();
                    chunks.add(chunk);
                    chunk = new long[3 * 4096];
                    at = 0;
                }
            }
            long crc = checked.getChecksum().getValue();
            if (in.readLong() != crc || in.read() != -1) {
                return 0; // damaged: ignored, the run is only slower
            }
            chunks.add(java.util.Arrays.copyOf(chunk, at));
        } catch (org.sprague.game.TimeLimitException e) {
            throw e; // the deadline: the run stops (the file is left as it is)
        } catch (IOException | RuntimeException e) {
            return 0; // cut short or unreadable: ignored, the run is only slower
        }
        for (long[] c : chunks) {
            deadline.check(); // stopped here, the run ends before it searches or writes the table
            for (int i = 0; i < c.length; i += 3) {
                if (table.load(c[i], c[i + 1], c[i + 2])) {
                    n++;
                }
            }
        }
        return n;
    }

    /** Writes the checkpoint atomically. */
    synchronized void save() {
        List<String> lines = new ArrayList<>();
        lines.add(MAGIC);
        lines.add("position " + position);
        for (int i = 0; i < 2; i++) {
            Side s = sides[i];
            // the searching threads change a side under its own lock (RootSplitOutcomeSearch): the
            // save read it without, and a reply refuted meanwhile threw ConcurrentModificationException
            synchronized (s) {
                for (int m : s.lostRootMoves) {
                    lines.add(i + " lost " + m);
                }
                if (s.current >= 0) {
                    lines.add(i + " current " + s.current);
                    for (int r : s.refutedReplies) {
                        lines.add(i + " refuted " + r);
                    }
                }
                if (s.result >= 0) {
                    lines.add(i + " result " + s.result + " " + s.winningMove);
                }
                lines.add(i + " nodes " + s.nodes);
            }
        }
        CRC32 crc = new CRC32();
        StringBuilder sb = new StringBuilder();
        for (String l : lines) {
            byte[] b = (l + "\n").getBytes(StandardCharsets.UTF_8);
            crc.update(b);
            sb.append(l).append('\n');
        }
        sb.append("crc ").append(Long.toHexString(crc.getValue())).append('\n');
        try {
            AtomicFiles.replace(file, file.resolveSibling(file.getFileName() + ".tmp"),
                    sb.toString().getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new InvalidInputException("checkpoint " + file + ": cannot write it (" + e.getMessage() + ")");
        }
    }
}
