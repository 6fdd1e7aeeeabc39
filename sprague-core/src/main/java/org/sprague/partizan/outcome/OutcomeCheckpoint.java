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
 * <p>A text file (one fact a line) ending with a CRC-32 of the lines before it, written
 * atomically: a temporary file in the same directory, forced to disk, moved over the old one.
 * One writer: the search that owns it. A file that fails its checksum, is cut short or is for
 * another position is refused with one line (exit code 2 from the command line).
 */
final class OutcomeCheckpoint {
    private static final String MAGIC = "SPRAGUE-OUTCOME-CHECKPOINT-1";

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
