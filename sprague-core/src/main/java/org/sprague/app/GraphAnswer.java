package org.sprague.app;

import java.util.List;

/**
 * The answer of {@link Sprague#graph}, a {@link Report}: the record {@code sprague graph --json}
 * and {@code POST /api/graph} write ({@link #json()}), in one of three shapes: every vertex (or
 * the start) with its outcome, remoteness, generalized Grundy value and best moves (a list of
 * maps with the keys {@code vertex}, {@code label} when the graph has one, {@code outcome},
 * {@code remoteness}, {@code grundy}, {@code bestMoves}); the sum of tokens with its value and
 * winning moves; or the weighted game's values ({@link org.sprague.loopy.engine.GraphReport});
 * and the text {@code sprague graph} prints, line by line ({@link #lines()}).
 *
 * <p>A graph read from a stream or explored from a game answers its vertex list lazily: each
 * vertex's map and text row is built when it is read, so a front end can write 100M vertices
 * without holding their reports (it writes {@link #lines()} one by one; {@link #text()} holds
 * them all). Package-private behind {@link Report} since api11 (was a public record with
 * {@code labels()}, {@code explored()} and {@code rows()}: the text is now built here).
 *
 * @param json the record written as JSON
 * @param lines the text, one line an element (without the line break), built as read
 */
record GraphAnswer(Object json, List<String> lines) implements Report {

    @Override
    public String text() {
        StringBuilder s = new StringBuilder();
        for (String line : lines) {
            s.append(line).append('\n');
        }
        return s.toString();
    }

    /**
     * The text of a vertex list: the exploration's line when there was one, the header, one
     * tab-separated row a vertex ({@code rows}, read lazily), and the legend.
     */
    static List<String> vertexLines(String explored, boolean labels, List<String> rows) {
        List<String> head = new java.util.ArrayList<>();
        if (explored != null) {
            head.add("explored:   " + explored);
        }
        head.add(labels ? "vertex\toutcome\tremoteness\tgrundy\tbest moves\tlabel"
                : "vertex\toutcome\tremoteness\tgrundy\tbest moves");
        String legend = "(W: the player to move wins; L: loses; D: draw, play can go on forever."
                + " Remoteness: moves to the end with best play.)";
        return new Graphs.Lazy<>(head.size() + rows.size() + 1,
                i -> i < head.size() ? head.get(i) : i - head.size() < rows.size() ? rows.get(i - head.size()) : legend);
    }

    /** The text of a sum of tokens: the sum, its value, its outcome and its winning moves. */
    static List<String> sumLines(org.sprague.loopy.engine.GraphReport.SumReport r) {
        List<String> out = new java.util.ArrayList<>();
        out.add("sum:        " + String.join(" + ", r.sum()));
        out.add("grundy:     " + r.grundy());
        out.add("outcome:    " + switch (r.outcome()) {
            case "W" -> "W (the player to move wins)";
            case "L" -> "L (the player to move loses)";
            default -> "D (draw: neither player can force a win; play goes on forever)";
        });
        if (!r.winningMoves().isEmpty()) {
            out.add("winning moves:");
            for (org.sprague.loopy.engine.GraphReport.SumMove m : r.winningMoves()) {
                out.add("  token " + m.token() + ": " + m.from() + " -> " + m.to());
            }
        }
        return out;
    }

    /** The text of the weighted game: the start's value alone, or a table of every vertex's. */
    static List<String> weightedLines(List<org.sprague.loopy.engine.GraphReport.WeightedReport> reports, boolean one) {
        if (one) {
            return List.of(String.valueOf(reports.get(0).value()));
        }
        List<String> rows = reports.stream().map(r -> r.vertex() + "\t" + r.value()).toList();
        return new Graphs.Lazy<>(rows.size() + 1, i -> i == 0 ? "vertex\tvalue (first player, minimizing, to move)" : rows.get(i - 1));
    }
}
