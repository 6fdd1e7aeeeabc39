package org.sprague.loopy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import org.sprague.game.Deadline;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.retrograde.MemoryBudget;
import org.sprague.search.engine.HashLongMemo;
import org.sprague.game.wording.Remedy;

/**
 * Reads a move graph from the plain-text edge-list format, one item a line:
 * <pre>
 * # a comment: everything from '#' to the end of the line is ignored
 * a b          an edge (a move) from vertex a to vertex b
 * a c 7        an edge with weight 7 (an integer; for the weighted game)
 * d            a vertex on its own (a sink unless edges leave it elsewhere)
 * label a the starting square     a label for vertex a (the rest of the line)
 * </pre>
 * Vertex names are any tokens without whitespace or '#' ({@code label} is reserved);
 * ids follow first appearance. Either every edge has a weight or none does. A malformed
 * line is an {@link InvalidInputException} naming the file and line; more vertices than
 * the limit, or a graph the heap cannot hold, a {@link LimitExceededException} with the
 * figure.
 *
 * <p>The file is read as UTF-8 bytes in one pass, {@code O(size of the file)}: tokens are
 * separated by ASCII whitespace, and a name is looked up as bytes in an open-addressing
 * table (hash and record offset in one {@code long}, the record holding id, length and
 * bytes in one arena), so no object is made per line or per token (a {@code String} only
 * for each name, at the end); names that are decimal numbers are also cached in a direct
 * array, one random access each. While reading: 8 bytes per edge (plus 8 for weights),
 * and per vertex 8 + its name's bytes, 16 to 32 of table and up to 16 of number cache.
 */
public final class EdgeListParser {
    private static final byte[] LABEL = "label".getBytes(StandardCharsets.US_ASCII);
    private final long maxVertices;
    private final Deadline deadline;

    /** A parser that refuses graphs of more than {@code maxVertices} vertices and stops at {@code deadline}. */
    public EdgeListParser(long maxVertices, Deadline deadline) {
        this.maxVertices = maxVertices;
        this.deadline = deadline;
    }

    /** The longest line read (a graph file's lines are short; /dev/zero's only line never ends). */
    static final int MAX_LINE_BYTES = 1 << 20;

    /** Parses UTF-8 bytes; {@code source} names it in errors. */
    public GameGraph parse(InputStream input, String source) throws IOException {
        return new Reader1(source).read(input);
    }

    private static boolean space(byte b) {
        return b == ' ' || b == '\t' || b == '\r' || b == '\f' || b == 0x0B;
    }

    /** One parse: the buffer, the name table and the edge arrays. */
    private final class Reader1 {
        final String source;
        int lineNo;
        // names: records [id, length, bytes] in one arena; an open-addressing table of
        // (hash << 32 | record offset + 1); and, for names that are decimal numbers, a
        // direct cache number -> id + 1 (the table still holds every name)
        byte[] arena = new byte[1 << 12];
        int arenaSize;
        int names;
        long[] table = new long[1 << 11];
        int[] numberId = new int[1 << 10];
        final HashMap<Integer, String> labels = new HashMap<>();
        int[] from = new int[16];
        int[] to = new int[16];
        long[] weights;
        int edges;
        int firstEdgeLine;
        // the current line's tokens (at most 4 are kept: more is an error)
        final int[] tokStart = new int[4];
        final int[] tokEnd = new int[4];

        Reader1(String source) {
            this.source = source;
        }

        GameGraph read(InputStream in) throws IOException {
            byte[] buf = new byte[1 << 16];
            int len = 0; // bytes in buf
            boolean eof = false;
            while (true) {
                int lineStart = 0;
                int nl;
                // complete lines in buf[0..len)
                while ((nl = indexOf(buf, lineStart, len, (byte) '\n')) >= 0) {
                    line(buf, lineStart, nl);
                    lineStart = nl + 1;
                }
                if (eof) {
                    if (lineStart < len) {
                        line(buf, lineStart, len); // the last line, without a newline
                    }
                    break;
                }
                // keep the partial line, then read more (growing for a long line)
                int rest = len - lineStart;
                if (rest == buf.length) {
                    if (buf.length >= MAX_LINE_BYTES) {
                        throw new InvalidInputException(source + ": line " + (lineNo + 1) + " is longer than "
                                + MAX_LINE_BYTES + " bytes: not an edge list (one 'FROM TO [WEIGHT]' a line)");
                    }
                    buf = Arrays.copyOf(buf, buf.length * 2);
                } else {
                    System.arraycopy(buf, lineStart, buf, 0, rest);
                }
                len = rest;
                int r = in.read(buf, len, buf.length - len);
                if (r < 0) {
                    eof = true;
                } else {
                    len += r;
                }
            }
            return finish();
        }

        private static int indexOf(byte[] b, int from, int to, byte x) {
            for (int i = from; i < to; i++) {
                if (b[i] == x) {
                    return i;
                }
            }
            return -1;
        }

        /** One line, buf[s..e) without its newline. */
        private void line(byte[] buf, int s, int e) {
            if ((++lineNo & 4095) == 0) {
                deadline.check(); // every 4,096 lines: a MiB of edges is a few hundred ms on a busy machine
            }
            int hash = indexOf(buf, s, e, (byte) '#');
            if (hash >= 0) {
                e = hash;
            }
            int count = 0;
            int i = s;
            while (true) {
                while (i < e && space(buf[i])) {
                    i++;
                }
                if (i == e) {
                    break;
                }
                int t = i;
                while (i < e && !space(buf[i])) {
                    i++;
                }
                if (count < 4) {
                    tokStart[count] = t;
                    tokEnd[count] = i;
                }
                count++;
            }
            if (count == 0) {
                return;
            }
            if (tokEnd[0] - tokStart[0] == LABEL.length
                    && Arrays.equals(buf, tokStart[0], tokEnd[0], LABEL, 0, LABEL.length)) {
                label(buf, s, e, count);
                return;
            }
            if (count > 3) {
                throw new InvalidInputException(at() + ": expected 'FROM TO [WEIGHT]', got " + count
                        + " items: '" + text(buf, s, e) + "'");
            }
            if (count == 1) {
                id(buf, tokStart[0], tokEnd[0]);
                return;
            }
            boolean hasWeight = count == 3;
            if (edges == 0) {
                firstEdgeLine = lineNo;
                if (hasWeight) {
                    weights = new long[from.length];
                }
            } else if (hasWeight != (weights != null)) {
                throw new InvalidInputException(at() + ": this edge " + (hasWeight ? "has" : "has no")
                        + " weight but the first edge (line " + firstEdgeLine + ") "
                        + (hasWeight ? "has none" : "has one") + "; give every edge a weight or none");
            }
            long weight = hasWeight ? weight(buf, tokStart[2], tokEnd[2]) : 0;
            int a = id(buf, tokStart[0], tokEnd[0]);
            int b = id(buf, tokStart[1], tokEnd[1]);
            if (edges == from.length) {
                if (edges >= Integer.MAX_VALUE - 16) {
                    throw new LimitExceededException(at() + ": more than " + edges + " edges");
                }
                int grown = (int) Math.min(Integer.MAX_VALUE - 8L, 2L * edges);
                MemoryBudget.require((8L + (weights != null ? 8 : 0)) * grown,
                        "reading " + source + " (" + edges + " edges so far)");
                from = Arrays.copyOf(from, grown);
                to = Arrays.copyOf(to, grown);
                if (weights != null) {
                    weights = Arrays.copyOf(weights, grown);
                }
            }
            from[edges] = a;
            to[edges] = b;
            if (weights != null) {
                weights[edges] = weight;
            }
            edges++;
        }

        /** {@code label V TEXT}: the line as text (labels are few). */
        private void label(byte[] buf, int s, int e, int count) {
            String text = text(buf, s, e);
            if (count < 3) {
                throw new InvalidInputException(at() + ": a label line is 'label VERTEX TEXT', got '" + text + "'");
            }
            int v = id(buf, tokStart[1], tokEnd[1]);
            String name = new String(buf, tokStart[1], tokEnd[1] - tokStart[1], StandardCharsets.UTF_8);
            labels.put(v, text.substring(text.indexOf(name, LABEL.length) + name.length()).strip());
        }

        private long weight(byte[] buf, int s, int e) {
            int i = s;
            boolean negative = buf[i] == '-';
            if (negative) {
                i++;
            }
            if (e - i >= 1 && e - i <= 18) {
                long x = 0;
                for (; i < e && buf[i] >= '0' && buf[i] <= '9'; i++) {
                    x = 10 * x + (buf[i] - '0');
                }
                if (i == e) {
                    return negative ? -x : x;
                }
            }
            String t = new String(buf, s, e - s, StandardCharsets.UTF_8);
            try {
                return Long.parseLong(t);
            } catch (NumberFormatException ex) {
                throw new InvalidInputException(at() + ": weight '" + t + "' is not an integer");
            }
        }

        /** The id of the name buf[s..e), a new one at its first appearance. */
        private int id(byte[] buf, int s, int e) {
            int number = number(buf, s, e);
            if (number >= 0 && number < numberId.length && numberId[number] != 0) {
                return numberId[number] - 1;
            }
            int v = lookup(buf, s, e);
            if (number >= 0) {
                if (number >= numberId.length && number < 4L * names + (1 << 16)) {
                    // grow the cache while the numbers stay within a few times the names
                    long grown = Math.max(2L * numberId.length, number + 1L);
                    MemoryBudget.require(4 * grown, at() + ": reading vertex names (" + names + " so far)");
                    numberId = Arrays.copyOf(numberId, (int) grown);
                }
                if (number < numberId.length) {
                    numberId[number] = v + 1;
                }
            }
            return v;
        }

        /** The token as a decimal number without sign or leading zeros below 2^30, or -1. */
        private static int number(byte[] buf, int s, int e) {
            int len = e - s;
            if (len > 9 || len > 1 && buf[s] == '0') {
                return -1;
            }
            int x = 0;
            for (int i = s; i < e; i++) {
                int d = buf[i] - '0';
                if (d < 0 || d > 9) {
                    return -1;
                }
                x = 10 * x + d;
            }
            return x;
        }

        private int lookup(byte[] buf, int s, int e) {
            int h = 0x811C9DC5;
            for (int i = s; i < e; i++) {
                h = (h ^ buf[i]) * 0x01000193;
            }
            h ^= h >>> 15;
            int mask = table.length - 1;
            int len = e - s;
            for (int slot = h & mask;; slot = (slot + 1) & mask) {
                long entry = table[slot];
                if (entry == 0) {
                    int at = add(buf, s, len);
                    table[slot] = (long) h << 32 | (at + 1L);
                    if (2L * names > table.length) {
                        rehash();
                    }
                    return names - 1;
                }
                if ((int) (entry >>> 32) == h) {
                    int at = (int) entry - 1;
                    if (readInt(at + 4) == len && Arrays.equals(arena, at + 8, at + 8 + len, buf, s, e)) {
                        return readInt(at);
                    }
                }
            }
        }

        private int readInt(int at) {
            return (arena[at] & 0xFF) << 24 | (arena[at + 1] & 0xFF) << 16 | (arena[at + 2] & 0xFF) << 8 | arena[at + 3] & 0xFF;
        }

        private void writeInt(int at, int x) {
            arena[at] = (byte) (x >>> 24);
            arena[at + 1] = (byte) (x >>> 16);
            arena[at + 2] = (byte) (x >>> 8);
            arena[at + 3] = (byte) x;
        }

        /** Appends a name's record to the arena; its offset. */
        private int add(byte[] buf, int s, int len) {
            if (names >= maxVertices) {
                throw Remedy.attach(new LimitExceededException(at()
                        + ": the graph has more than " + maxVertices + " vertices, the limit"),
                        Remedy.RAISE_POSITION_LIMIT);
            }
            if (arenaSize + 8L + len > arena.length) {
                long grown = Math.max(2L * arena.length, arenaSize + 8L + len);
                if (grown > Integer.MAX_VALUE - 8) {
                    throw new LimitExceededException(at() + ": the vertex names take more than 2 GB");
                }
                MemoryBudget.require(grown, at() + ": reading vertex names (" + names + " so far)");
                arena = Arrays.copyOf(arena, (int) grown);
            }
            int at = arenaSize;
            writeInt(at, names++);
            writeInt(at + 4, len);
            System.arraycopy(buf, s, arena, at + 8, len);
            arenaSize += 8 + len;
            return at;
        }

        private void rehash() {
            MemoryBudget.require(16L * table.length, at() + ": reading vertex names (" + names + " so far)");
            table = HashLongMemo.doubled(table);
        }

        private String text(byte[] buf, int s, int e) {
            return new String(buf, s, e - s, StandardCharsets.UTF_8).strip();
        }

        private String at() {
            return source + ":" + lineNo;
        }

        private GameGraph finish() {
            if (names == 0) {
                throw new InvalidInputException(source + ": no vertices (expected lines 'FROM TO [WEIGHT]')");
            }
            table = null;
            numberId = null;
            String[] nameArray = new String[names];
            for (int at = 0, v = 0; v < names; v++) { // the records are in id order
                int len = readInt(at + 4);
                nameArray[v] = new String(arena, at + 8, len, StandardCharsets.UTF_8);
                at += 8 + len;
            }
            arena = null;
            String[] labelArray = null;
            if (!labels.isEmpty()) {
                labelArray = new String[names];
                for (var e : labels.entrySet()) {
                    labelArray[e.getKey()] = e.getValue();
                }
            }
            return GameGraph.fromEdges(names, from, to, edges, weights, nameArray, labelArray);
        }
    }
}
