package org.sprague.loopy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;

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
 * figure. One pass, {@code O(size of the file)}; while reading, 12 bytes per edge (plus
 * 8 for weights) and one hash entry per vertex name.
 */
public final class EdgeListParser {
    private final long maxVertices;

    /** A parser that refuses graphs of more than {@code maxVertices} vertices. */
    public EdgeListParser(long maxVertices) {
        this.maxVertices = maxVertices;
    }

    /** Parses a file; errors name it. */
    public GameGraph parse(Path file) {
        try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return parse(r, file.toString());
        } catch (NoSuchFileException e) {
            throw new InvalidInputException(file + ": no such file");
        } catch (IOException e) {
            throw new InvalidInputException(file + ": cannot read: " + e.getMessage());
        }
    }

    /** Parses text; {@code source} names it in errors. */
    public GameGraph parse(Reader reader, String source) throws IOException {
        BufferedReader in = reader instanceof BufferedReader b ? b : new BufferedReader(reader);
        HashMap<String, Integer> ids = new HashMap<>();
        List<String> names = new ArrayList<>();
        HashMap<Integer, String> labels = new HashMap<>();
        int[] from = new int[16];
        int[] to = new int[16];
        long[] weights = null;
        int edges = 0;
        int firstEdgeLine = 0;
        String line;
        int lineNo = 0;
        while ((line = in.readLine()) != null) {
            lineNo++;
            int hash = line.indexOf('#');
            String text = (hash >= 0 ? line.substring(0, hash) : line).strip();
            if (text.isEmpty()) {
                continue;
            }
            String[] tokens = text.split("\\s+");
            if (tokens[0].equals("label")) {
                if (tokens.length < 3) {
                    throw new InvalidInputException(at(source, lineNo) + ": a label line is 'label VERTEX TEXT', got '" + text + "'");
                }
                int v = id(tokens[1], ids, names, source, lineNo);
                labels.put(v, text.substring(text.indexOf(tokens[1], 5) + tokens[1].length()).strip());
                continue;
            }
            if (tokens.length > 3) {
                throw new InvalidInputException(at(source, lineNo) + ": expected 'FROM TO [WEIGHT]', got " + tokens.length
                        + " items: '" + text + "'");
            }
            if (tokens.length == 1) {
                id(tokens[0], ids, names, source, lineNo);
                continue;
            }
            boolean hasWeight = tokens.length == 3;
            if (edges == 0) {
                firstEdgeLine = lineNo;
                if (hasWeight) {
                    weights = new long[from.length];
                }
            } else if (hasWeight != (weights != null)) {
                throw new InvalidInputException(at(source, lineNo) + ": this edge " + (hasWeight ? "has" : "has no")
                        + " weight but the first edge (line " + firstEdgeLine + ") "
                        + (hasWeight ? "has none" : "has one") + "; give every edge a weight or none");
            }
            long weight = 0;
            if (hasWeight) {
                try {
                    weight = Long.parseLong(tokens[2]);
                } catch (NumberFormatException e) {
                    throw new InvalidInputException(at(source, lineNo) + ": weight '" + tokens[2] + "' is not an integer");
                }
            }
            int a = id(tokens[0], ids, names, source, lineNo);
            int b = id(tokens[1], ids, names, source, lineNo);
            if (edges == from.length) {
                if (edges >= Integer.MAX_VALUE - 16) {
                    throw new LimitExceededException(at(source, lineNo) + ": more than " + edges + " edges");
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
        if (names.isEmpty()) {
            throw new InvalidInputException(source + ": no vertices (expected lines 'FROM TO [WEIGHT]')");
        }
        String[] labelArray = null;
        if (!labels.isEmpty()) {
            labelArray = new String[names.size()];
            for (var e : labels.entrySet()) {
                labelArray[e.getKey()] = e.getValue();
            }
        }
        return GameGraph.fromEdges(names.size(), from, to, edges, weights, names.toArray(String[]::new), labelArray);
    }

    private static String at(String source, int lineNo) {
        return source + ":" + lineNo;
    }

    private int id(String name, HashMap<String, Integer> ids, List<String> names, String source, int lineNo) {
        Integer v = ids.get(name);
        if (v != null) {
            return v;
        }
        if (names.size() >= maxVertices) {
            throw new LimitExceededException(at(source, lineNo) + ": the graph has more than " + maxVertices
                    + " vertices (raise the limit with --max-positions)");
        }
        if ((names.size() & ((1 << 20) - 1)) == 0 && !names.isEmpty()) {
            // about 100 bytes per name (hash entry, string, list slot) for the next 2^20
            MemoryBudget.require(100L << 20, at(source, lineNo) + ": reading vertex names (" + names.size() + " so far)");
        }
        ids.put(name, names.size());
        names.add(name);
        return names.size() - 1;
    }
}
