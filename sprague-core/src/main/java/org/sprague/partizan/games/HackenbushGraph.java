package org.sprague.partizan.games;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.sprague.game.InvalidInputException;
import org.sprague.game.io.PositionFiles;
import org.sprague.partizan.games.HackenbushGraph.Edges;

/**
 * Blue-red-green Hackenbush on a general graph (Winning Ways ch. 1, 2 and 7) read from a file
 * of edges, one a line: {@code FROM TO COLOUR}, vertices non-negative integers, {@code 0} the
 * ground, colour {@code l}/{@code blue} (Left cuts it), {@code r}/{@code red} (Right),
 * {@code e}/{@code green} (either); {@code #} starts a comment. Loops and parallel edges are
 * allowed. Cutting an edge removes it and every edge no longer connected to the ground.
 *
 * <p>A position is the set of edges still standing (at most 64: one {@code long}). It falls
 * apart into regions: edges joined through vertices other than the ground (the ground
 * separates what hangs from it), each valued once. Moves are named by the edge's line in the
 * file. Cost per move: one breadth-first search over the standing edges, O(edges).
 */
final class HackenbushGraph extends DescribedBoardGame<Edges> {
    /** The most edges a graph may have: a position is one {@code long}. */
    public static final int MAX_EDGES = 64;

    private static final int BLUE = 0;
    private static final int RED = 1;
    private static final int GREEN = 2;

    private final String source;
    private final int[] from;
    private final int[] to;
    private final int[] colour;
    private final int[] line;
    /** Edges incident to each (dense) vertex, as bit masks; vertex 0 is the ground. */
    private final long[] incident;
    /** The file's number of each dense vertex. */
    private final int[] names;
    private final long all;

    /** The standing edges, bit {@code i} for the i-th edge of the file. */
    record Edges(long mask) {
    }

    private HackenbushGraph(String source, List<int[]> edges) {
        super("hackenbush", "A graph of edges on the ground: Left cuts a blue edge, Right a red one, either a green one;"
                + " what no longer reaches the ground falls. A player who cannot move loses.",
                "@FILE: lines FROM TO COLOUR (0 the ground; l blue, r red, e green; # comments);"
                + " then -N for each line whose edge is already cut",
                "hackenbush @tree.edges");
        this.source = source;
        int n = edges.size();
        from = new int[n];
        to = new int[n];
        colour = new int[n];
        line = new int[n];
        Map<Integer, Integer> dense = new HashMap<>();
        dense.put(0, 0);
        for (int i = 0; i < n; i++) {
            int[] e = edges.get(i);
            from[i] = dense.computeIfAbsent(e[0], k -> dense.size());
            to[i] = dense.computeIfAbsent(e[1], k -> dense.size());
            colour[i] = e[2];
            line[i] = e[3];
        }
        incident = new long[dense.size()];
        names = new int[dense.size()];
        dense.forEach((name, index) -> names[index] = name);
        for (int i = 0; i < n; i++) {
            incident[from[i]] |= 1L << i;
            incident[to[i]] |= 1L << i;
        }
        all = n == 64 ? -1L : (1L << n) - 1;
    }

    /**
     * Reads a graph from {@code text} (the contents of the file {@code source}).
     *
     * @throws InvalidInputException naming the line and the bad token
     */
    public static HackenbushGraph parse(String source, String text) {
        List<int[]> edges = new ArrayList<>();
        String[] lines = text.split("\r?\n", -1);
        for (int ln = 0; ln < lines.length; ln++) {
            String s = lines[ln];
            int hash = s.indexOf('#');
            if (hash >= 0) {
                s = s.substring(0, hash);
            }
            s = s.strip();
            if (s.isEmpty()) {
                continue;
            }
            String where = "hackenbush: " + source + " line " + (ln + 1) + ": ";
            String[] tokens = s.split("\\s+");
            if (tokens.length != 3) {
                throw new InvalidInputException(where + (tokens.length < 3 ? "expected FROM TO COLOUR, got '" + s + "'"
                        : "unexpected '" + tokens[3] + "' after FROM TO COLOUR"));
            }
            int a = vertex(where, tokens[0]);
            int b = vertex(where, tokens[1]);
            int c = switch (tokens[2].toLowerCase(Locale.ROOT)) {
                case "l", "b", "blue" -> BLUE;
                case "r", "red" -> RED;
                case "e", "g", "green" -> GREEN;
                default -> throw new InvalidInputException(where + "bad colour '" + tokens[2]
                        + "' (l or blue, r or red, e or green)");
            };
            if (edges.size() == MAX_EDGES) {
                throw new InvalidInputException(where + "more than " + MAX_EDGES + " edges");
            }
            edges.add(new int[] {a, b, c, ln + 1});
        }
        if (edges.isEmpty()) {
            throw new InvalidInputException("hackenbush: " + source + " has no edges (lines FROM TO COLOUR, 0 the ground)");
        }
        return new HackenbushGraph(source, edges);
    }

    private static int vertex(String where, String token) {
        if (!token.matches("[0-9]{1,9}")) {
            throw new InvalidInputException(where + "bad vertex '" + token + "' (a number; 0 is the ground)");
        }
        return Integer.parseInt(token);
    }

    /**
     * Reads {@code @FILE} (and {@code -LINE} for each edge already cut) into a component of a
     * sum, the file's text through {@code files} (which may refuse it: the web does).
     */
    public static PartizanSumSolver.Component<Edges> component(List<String> words, PositionFiles files) {
        String file = words.get(0).substring(1);
        String text;
        try {
            text = files.read(file);
        } catch (InvalidInputException e) {
            throw e.getMessage().startsWith("hackenbush") ? e : new InvalidInputException("hackenbush: " + e.getMessage());
        }
        HackenbushGraph g = parse(file, text);
        return new PartizanSumSolver.Component<>(g, g.parse(words));
    }

    @Override
    public String tableKey() {
        return "hackenbush@" + source + "#" + System.identityHashCode(this);
    }

    /** Words {@code @FILE [-N ...]}: the whole graph, less the edges of lines N (and what falls with them). */
    @Override
    public Edges parse(List<String> words) {
        long mask = all;
        for (String w : words.subList(1, words.size())) {
            int i = w.matches("-[0-9]{1,9}") ? edgeOfLine(Integer.parseInt(w.substring(1))) : -1;
            if (i < 0) {
                throw new InvalidInputException("hackenbush: after @" + source + " expected -N (the edge of line N cut),"
                        + " got '" + w + "'");
            }
            mask &= ~(1L << i);
        }
        return new Edges(grounded(mask));
    }

    private int edgeOfLine(int n) {
        for (int i = 0; i < line.length; i++) {
            if (line[i] == n) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public String format(Edges e) {
        StringBuilder sb = new StringBuilder("@").append(source);
        for (int i = 0; i < line.length; i++) {
            if ((e.mask() & (1L << i)) == 0) {
                sb.append(" -").append(line[i]);
            }
        }
        return sb.toString();
    }

    @Override
    public List<LabelledMove<Edges>> moves(Edges e, boolean left) {
        List<LabelledMove<Edges>> out = new ArrayList<>();
        int mine = left ? BLUE : RED;
        for (long m = e.mask(); m != 0; m &= m - 1) {
            int i = Long.numberOfTrailingZeros(m);
            if (colour[i] == mine || colour[i] == GREEN) {
                String label = "cut line " + line[i] + " (" + names[from[i]] + "-" + names[to[i]] + " "
                        + (colour[i] == BLUE ? "blue" : colour[i] == RED ? "red" : "green") + ")";
                out.add(new LabelledMove<>(label, new Edges(grounded(e.mask() & ~(1L << i)))));
            }
        }
        return out;
    }

    /** The edges of {@code mask} still connected to the ground (breadth-first over vertices). */
    long grounded(long mask) {
        long reached = 0;
        int[] queue = new int[incident.length];
        boolean[] seen = new boolean[incident.length];
        int head = 0;
        int tail = 0;
        queue[tail++] = 0;
        seen[0] = true;
        while (head < tail) {
            int v = queue[head++];
            long es = incident[v] & mask & ~reached;
            reached |= incident[v] & mask;
            for (long m = es; m != 0; m &= m - 1) {
                int i = Long.numberOfTrailingZeros(m);
                int w = from[i] == v ? to[i] : from[i];
                if (!seen[w]) {
                    seen[w] = true;
                    queue[tail++] = w;
                }
            }
        }
        return mask & reached;
    }

    /** The regions: standing edges joined through vertices other than the ground. */
    @Override
    public List<Edges> regions(Edges e) {
        List<Edges> out = new ArrayList<>();
        long left = e.mask();
        while (left != 0) {
            int first = Long.numberOfTrailingZeros(left);
            long region = 1L << first;
            long grown;
            do {
                grown = region;
                for (long m = region; m != 0; m &= m - 1) {
                    int i = Long.numberOfTrailingZeros(m);
                    if (from[i] != 0) {
                        region |= incident[from[i]] & e.mask();
                    }
                    if (to[i] != 0) {
                        region |= incident[to[i]] & e.mask();
                    }
                }
            } while (region != grown);
            out.add(new Edges(region));
            left &= ~region;
        }
        return out;
    }
}
