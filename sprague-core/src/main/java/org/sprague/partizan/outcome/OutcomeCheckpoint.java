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
 * minutes). Measured (8x8 Left first, stopped halfway): a resume redoes 98 of the 1,121,280
 * nodes with the whole table, 4% with the entries of 16+ nodes, 91% with those of 2^17+.
 * Binary ({@link TableFile}: a header, entries of three longs, a CRC-32);
 * written atomically like the text file, from a scan of the table ({@link #saveTable(OutcomeTable)})
 * or, at a threshold of 2^12+ nodes, from the entries the table kept aside as it stored them
 * ({@link #saveTable(long[])}, the same format: milliseconds instead of a scan of gigabytes). A
 * table file that fails its checks is ignored (the run is only slower), never trusted.
 *
 * <p>With a threshold above 2^4 the table file leaves out the cheap states, which a resume then
 * searches again: most of the work before the stop at 2^18 ({@link #open(Path, String, int)}).
 * On a machine that keeps its files the whole table goes to a third file the user names
 * ({@code solve --checkpoint-whole-table}: {@link #loadWhole}, {@link #saveWhole}), in the same
 * format, written at every stop and every {@link #wholeEveryNanos} during the search
 * ({@code --checkpoint-whole-every}; a kill -9 or a reboot writes nothing, so without it a crash
 * lost the whole run's table), and loaded before the table file. Every write is atomic, so a kill
 * at any moment leaves the last complete write (or no file before the first).
 *
 * <p>A text file (one fact a line) ending with a CRC-32 of the lines before it, written
 * atomically: a temporary file in the same directory, forced to disk, moved over the old one.
 * One writer: the search that owns it. A file that fails its checksum, is cut short or is for
 * another position is refused with one line (exit code 2 from the command line).
 */
final class OutcomeCheckpoint {
    private static final String MAGIC = "SPRAGUE-OUTCOME-CHECKPOINT-1";
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
    /** The whole table's file ({@code solve --checkpoint-whole-table}); null for none. */
    private final Path whole;
    /** Where the whole table's load and write say what they did (one line each); null for nowhere. */
    private final java.util.function.Consumer<String> notes;
    /** The whole table's entries when this run's table could not hold them all (then it is not replaced); else 0. */
    private int wholeTooLarge;
    /**
     * How often the search writes the whole table besides its stops ({@code solve
     * --checkpoint-whole-every}); 0: only at the stops.
     */
    private final long wholeEveryNanos;
    /** Whether a failed (or skipped) write of the whole table has been said: said once a run. */
    private boolean wholeFailureSaid;
    final Side[] sides = {new Side(), new Side()};

    private OutcomeCheckpoint(Path file, String position, int minLog, Path whole, long wholeEveryNanos,
            java.util.function.Consumer<String> notes) {
        this.wholeEveryNanos = wholeEveryNanos;
        this.file = file;
        this.position = position;
        this.minLog = minLog;
        this.whole = whole;
        this.notes = notes;
    }

    /** The checkpoint at {@code file} for {@code position}: read when the file exists, else empty. */
    static OutcomeCheckpoint open(Path file, String position) {
        return open(file, position, TABLE_MIN_LOG);
    }

    /**
     * {@link #open(Path, String)} whose table file keeps only the entries whose search took at
     * least {@code 2^minLog} nodes: a smaller file that a resumed run gets less from (a checkpoint
     * to carry to another machine; see {@link #minLog(long)}). Much less: a 10x10 position resumed
     * redid 1.5% of its nodes from the whole table, 81% from 2^18+ (docs/performance-log.md, "sit29").
     */
    static OutcomeCheckpoint open(Path file, String position, int minLog) {
        return open(file, position, minLog, null, null);
    }

    /**
     * {@link #open(Path, String, int)} that also keeps the whole table in {@code whole} (null for
     * none): loaded before the table file ({@link #loadWhole}) and written at every stop
     * ({@link #saveWhole}), for a machine that keeps its files between sittings; {@code notes}
     * gets a line at each (null for nowhere).
     *
     * @throws InvalidInputException when {@code whole} is the checkpoint or its table file
     */
    static OutcomeCheckpoint open(Path file, String position, int minLog, Path whole,
            java.util.function.Consumer<String> notes) {
        return open(file, position, minLog, whole, DEFAULT_WHOLE_EVERY_SECONDS * 1_000_000_000L, notes);
    }

    /**
     * How often the whole table is written besides the stops by default ({@code solve
     * --checkpoint-whole-every}): 10 minutes. A write of 10x10's full table (2.58 GB) took 3.5 s at a
     * stop, with the search paused: 0.6% of the sitting; a crash (kill -9, the machine out of memory,
     * a reboot) then loses at most 10 minutes of it, where without the periodic write it lost the whole
     * sitting's table (docs/partizan.md, docs/performance-log.md "keep31").
     */
    static final long DEFAULT_WHOLE_EVERY_SECONDS = 600;

    /**
     * {@link #open(Path, String, int, Path, java.util.function.Consumer)} whose whole table is also
     * written every {@code wholeEveryNanos} during the search (0: only at the stops;
     * {@link RootSplitOutcomeSearch} does it, with its threads paused).
     */
    static OutcomeCheckpoint open(Path file, String position, int minLog, Path whole, long wholeEveryNanos,
            java.util.function.Consumer<String> notes) {
        if (wholeEveryNanos < 0) {
            throw new IllegalArgumentException("the whole table's period is negative: " + wholeEveryNanos);
        }
        OutcomeCheckpoint cp = new OutcomeCheckpoint(file, position, minLog, whole, wholeEveryNanos, notes);
        if (whole != null && (whole.toAbsolutePath().normalize().equals(file.toAbsolutePath().normalize())
                || whole.toAbsolutePath().normalize().equals(cp.tableFile().toAbsolutePath().normalize()))) {
            throw new InvalidInputException("whole table " + whole + " is the checkpoint's own file; give another file");
        }
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

    /**
     * {@link #saveTable(OutcomeTable)} bounded for a stop: abandoned, leaving {@code FILE.table}
     * as it was (the last periodic write, if any), when the table holds more than {@code most}
     * entries to write or counting them runs past {@code stopAt} ({@code System.nanoTime()}).
     * Returns the entries written, or -1 when abandoned.
     */
    int saveTable(OutcomeTable table, int most, long stopAt) {
        try {
            return TableFile.write(tableFile(), position, table, minLog, most, stopAt);
        } catch (IOException e) {
            throw cannotWrite(tableFile(), e);
        }
    }

    /**
     * Writes {@code entries} (three words each, as {@link OutcomeTable#keptEntries} gives them:
     * the entries the table kept aside as it stored them) to {@code FILE.table}, atomically, in
     * the format {@link #saveTable(OutcomeTable)} writes; no scan of the table, so no thread
     * needs to stop meanwhile. Returns how many.
     */
    int saveTable(long[] entries) {
        try {
            return TableFile.write(tableFile(), position, entries);
        } catch (IOException e) {
            throw cannotWrite(tableFile(), e);
        }
    }

    private static InvalidInputException cannotWrite(Path f, IOException e) {
        return new InvalidInputException("checkpoint " + f + ": cannot write it (" + e.getMessage() + ")");
    }

    /** Whether the table file is written from the entries a table keeps aside ({@link OutcomeTable#keepAside}): a threshold of 2^12+. */
    boolean keepsAside() {
        return minLog >= KeptEntries.MIN_LOG;
    }

    /** The least log2 of the nodes an entry's search took for the table file to keep it. */
    int minLog() {
        return minLog;
    }

    /**
     * Loads {@code FILE.table} into {@code table} when it is for this position and its CRC
     * matches; returns the entries loaded (0 when there is no such file or it fails a check).
     */
    int loadTable(OutcomeTable table) {
        return loadTable(table, org.sprague.game.Deadline.unlimited());
    }

    /**
     * {@link #loadTable(OutcomeTable)}, stopping at {@code deadline} (checked every chunk of about
     * 1 MiB): a stop during the length and CRC pass leaves {@code table} unchanged, one during
     * the store pass part of the file stored (the run ends before it searches or writes).
     *
     * @throws org.sprague.game.TimeLimitException when the deadline passes during the read
     */
    int loadTable(OutcomeTable table, org.sprague.game.Deadline deadline) {
        TableFile.Read r = TableFile.read(tableFile(), position, table, deadline);
        return r.found() == TableFile.Found.LOADED ? r.entries() : 0; // else ignored: the run is only slower
    }

    /** Whether a whole table is kept beside the facts ({@code solve --checkpoint-whole-table}). */
    boolean keepsWhole() {
        return whole != null;
    }

    /** How often the whole table is written during the search besides its stops, in nanoseconds; 0: only at the stops. */
    long wholeEveryNanos() {
        return whole == null ? 0 : wholeEveryNanos;
    }

    /**
     * Loads the whole table ({@code solve --checkpoint-whole-table FILE}) into {@code table}, saying
     * what it did in one line to the notes: absent (a first sitting), loaded (entries, bytes,
     * seconds), or damaged and ignored (a cache: the run is only slower, and the stop replaces it).
     * An earlier sitting's table of this position is loaded whatever its age: each entry is an
     * exact fact about a state, true whatever the search has proven since. Call it on an empty
     * table: the entries it then holds are counted (a scan), and when fewer than the file's and
     * the table has no room for them all (a smaller table than the one that wrote it) the file is
     * not replaced at the stop. With room for them all (a table of another hash, or the file
     * written by a larger one that filled less), the file is replaced: the loaded entries that
     * overflowed their buckets were each pushed out by a later one (in place of its bucket's
     * cheapest entry then), and the stop's table holds the sitting's work.
     *
     * @throws InvalidInputException when the file is another position's table: the stop would
     *     write over it, so the run is refused instead (give another file)
     * @throws org.sprague.game.TimeLimitException when the deadline passes during the read
     */
    TableFile.Read loadWhole(OutcomeTable table, org.sprague.game.Deadline deadline) {
        long t0 = System.nanoTime();
        Path dir = whole.toAbsolutePath().getParent();
        if (Files.isDirectory(whole) || dir == null || !Files.isDirectory(dir)) {
            // refused now rather than found out at the stop, after the sitting
            throw new InvalidInputException("whole table " + whole + (Files.isDirectory(whole) ? " is a directory"
                    : ": no directory " + dir + " to write it in") + "; give another file");
        }
        TableFile.Read r = TableFile.read(whole, position, table, deadline);
        switch (r.found()) {
            case FOREIGN -> throw new InvalidInputException("whole table " + whole + " is for " + r.detail()
                    + ", not " + position + "; give another file");
            case DAMAGED -> {
                if (r.detail().equals(TableFile.NOT_A_TABLE)) {
                    // another kind of file (a checkpoint's facts, say): the stop would write over it
                    throw new InvalidInputException("whole table " + whole + " is not a table file; give another file");
                }
                note("whole table " + whole + ": " + r.detail() + "; ignored (replaced at the stop)");
            }
            case LOADED -> {
                int held = table.count(TABLE_MIN_LOG); // the table is empty but for these: a smaller one drops some
                String size = String.format(java.util.Locale.ROOT, "loaded %,d entries (%,d bytes) in %.1f s", r.entries(),
                        r.bytes(), (System.nanoTime() - t0) / 1e9);
                if (held < r.entries() && table.capacity() < r.entries()) {
                    wholeTooLarge = r.entries();
                    note(String.format(java.util.Locale.ROOT, "whole table %s: %s, of which this run's table holds"
                            + " %,d (a smaller table than the one that wrote it: give Java more memory); not"
                            + " replaced at the stop, so that it keeps them", whole, size, held));
                } else if (held < r.entries()) {
                    // room enough, but another hash or size placed them: a full bucket gave its cheapest
                    // entry to each later one; refusing the stop's write here would lose every
                    // sitting's table from then on (it did after lead31's hash change: 95.6M of 109.9M)
                    note(String.format(java.util.Locale.ROOT, "whole table %s: %s, of which this run's table holds"
                            + " %,d (room for %,d, but a table of another hash or size placed them: the rest"
                            + " overflowed their buckets)", whole, size, held, table.capacity()));
                } else {
                    note("whole table " + whole + ": " + size);
                }
            }
            case ABSENT -> note("whole table " + whole + ": none yet (written at the stop)");
            default -> throw new IllegalStateException(r.found().name());
        }
        return r;
    }

    /**
     * Writes the whole table (every entry of {@link #TABLE_MIN_LOG 2^4}+ nodes, the entries the
     * default threshold keeps) to the whole table's file, atomically; the caller makes sure no
     * thread stores meanwhile. Abandoned when {@code System.nanoTime()} passes {@code stopAt}
     * (the old file stays), and not written when this run's table could not hold the file's
     * entries at the start ({@link #loadWhole}: a smaller table, from a smaller heap, than the run
     * that wrote it; the write would drop them). A failure to write (a full disk) is a note, not
     * an error: the facts are written already, and the file is a cache. Says what it did in one
     * line to the notes.
     *
     * @return the entries written, or -1 when abandoned or failed
     */
    int saveWhole(OutcomeTable table, long stopAt) {
        return saveWhole(table, stopAt, false, () -> { });
    }

    /**
     * {@link #saveWhole(OutcomeTable, long)}, at a stop or ({@code periodic}) during the search;
     * {@code scanned} runs once the table has been read to its end, before the file is forced to
     * disk and renamed (the caller lets its threads store again from then on), or not at all when
     * the write ends before. A write that fails (a full disk: the temporary file is deleted and
     * the last whole table stays) or is skipped because the table is too small says so once a run,
     * not at every period; a write abandoned by a signal (Ctrl-C or kill interrupts the writing
     * thread, whose file channel then closes) says so too, and the stop then writes it.
     */
    int saveWhole(OutcomeTable table, long stopAt, boolean periodic, Runnable scanned) {
        if (wholeTooLarge > 0) {
            failed(String.format(java.util.Locale.ROOT, "whole table %s: not written (this run's table could not"
                    + " hold its %,d entries); it stays as it was", whole, wholeTooLarge));
            return -1;
        }
        long t0 = System.nanoTime();
        int n;
        try {
            n = TableFile.write(whole, position, table, TABLE_MIN_LOG, Integer.MAX_VALUE, stopAt, scanned);
        } catch (java.nio.channels.ClosedByInterruptException e) {
            note("whole table " + whole + ": write abandoned at a signal; the last one stays");
            return -1;
        } catch (IOException | OutOfMemoryError e) {
            failed("whole table " + whole + ": not written (" + e.getMessage() + "); the last one stays");
            return -1;
        }
        double secs = (System.nanoTime() - t0) / 1e9;
        if (n < 0) {
            note(String.format(java.util.Locale.ROOT, "whole table %s: not written, out of time after %.1f s;"
                    + " the last one stays", whole, secs));
        } else {
            long bytes;
            try {
                bytes = Files.size(whole);
            } catch (IOException e) {
                bytes = -1;
            }
            note(String.format(java.util.Locale.ROOT, "whole table %s: wrote %,d entries (%,d bytes) in %.1f s%s",
                    whole, n, bytes, secs, periodic ? " (periodic)" : ""));
        }
        return n;
    }

    /** A failed or skipped write of the whole table, said the first time only. */
    private void failed(String line) {
        if (!wholeFailureSaid) {
            wholeFailureSaid = true;
            note(line);
        }
    }

    private void note(String line) {
        if (notes != null) {
            notes.accept(line);
        }
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
