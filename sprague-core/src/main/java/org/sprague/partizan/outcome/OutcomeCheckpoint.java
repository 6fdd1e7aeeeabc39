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
 * <p>Finer than the root's replies ({@code proven} lines, for both starting players): the
 * states the search proved at a cost of at least {@link #PROVEN_MIN_WORK} nodes, as their
 * transposition-table keys with the result; a resumed run loads them into its table before it
 * searches, so a reply under proof when the run stopped is not searched again from its start
 * (on 9x9 one reply takes longer than 50 minutes). Each is an exact fact about a state (the
 * keys are the board's squares, not hashes), so the answer is unchanged. Per
 * {@code PROVEN_MIN_WORK} nodes searched there are at most a few such states (one per level of
 * nesting), so the file stays small: measured in docs/performance.md, "domino13".
 *
 * <p>A text file (one fact a line) ending with a CRC-32 of the lines before it, written
 * atomically: a temporary file in the same directory, forced to disk, moved over the old one.
 * One writer: the search that owns it. A file that fails its checksum, is cut short or is for
 * another position is refused with one line (exit code 2 from the command line).
 */
final class OutcomeCheckpoint {
    private static final String MAGIC = "SPRAGUE-OUTCOME-CHECKPOINT-1";
    /** The least nodes a state's proof took for it to be recorded (about a fifth of a second of search). */
    static final long PROVEN_MIN_WORK = 1L << 17;

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
    final Side[] sides = {new Side(), new Side()};
    /** The proven states: per state the key's words {@code k0, k1} and {@code k2 | win << 62 | log2(work) << 56}. */
    private long[] proven = new long[3 * 64];
    private int provenCount;

    /** Records a state the search proved (the table's key and result); {@code work} its nodes. */
    synchronized void addProven(long k0, long k1, long k2, boolean win, long work) {
        if (3 * provenCount + 3 > proven.length) {
            proven = java.util.Arrays.copyOf(proven, proven.length * 2);
        }
        int log = 63 - Long.numberOfLeadingZeros(work | 1);
        proven[3 * provenCount] = k0;
        proven[3 * provenCount + 1] = k1;
        proven[3 * provenCount + 2] = (k2 & ((1L << 56) - 1)) | ((long) log << 56) | (win ? 1L << 62 : 0);
        provenCount++;
    }

    /** How many proven states are recorded. */
    synchronized int provenCount() {
        return provenCount;
    }

    /** Stores every recorded proven state into {@code table} (a resumed run's, before it searches). */
    synchronized void loadProven(OutcomeTable table) {
        for (int i = 0; i < provenCount; i++) {
            long d = proven[3 * i + 2];
            table.store(proven[3 * i], proven[3 * i + 1], d & ((1L << 56) - 1), (d >>> 62 & 1) != 0,
                    1L << (d >>> 56 & 63));
        }
    }

    private OutcomeCheckpoint(Path file, String position) {
        this.file = file;
        this.position = position;
    }

    /** The checkpoint at {@code file} for {@code position}: read when the file exists, else empty. */
    static OutcomeCheckpoint open(Path file, String position) {
        OutcomeCheckpoint cp = new OutcomeCheckpoint(file, position);
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
                if (w[0].equals("proven")) {
                    cp.addProvenWord(Long.parseUnsignedLong(w[1], 16), Long.parseUnsignedLong(w[2], 16),
                            Long.parseUnsignedLong(w[3], 16));
                    continue;
                }
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

    private void addProvenWord(long k0, long k1, long d) {
        if ((d & (1L << 63)) != 0) {
            throw new NumberFormatException("proven " + Long.toHexString(d));
        }
        addProven(k0, k1, d & ((1L << 56) - 1), (d >>> 62 & 1) != 0, 1L << (d >>> 56 & 63));
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
        for (int i = 0; i < provenCount; i++) {
            lines.add("proven " + Long.toHexString(proven[3 * i]) + " " + Long.toHexString(proven[3 * i + 1]) + " "
                    + Long.toHexString(proven[3 * i + 2]));
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
