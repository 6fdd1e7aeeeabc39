package org.sprague.app;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The {@link Report} of {@link Sprague#outcomeTable}: the outcome class of every empty rectangle of
 * Domineering up to {@code rows x cols}. The JSON of {@code sprague table domineering RxC
 * --json} is {@link #json()}, the text {@link #text()}.
 *
 * @param rows the most rows
 * @param cols the most columns
 * @param outcomes {@code outcomes.get(r - 1).get(c - 1)}: L, R, N or P for the {@code r x c} board
 */
record OutcomeTableAnswer(int rows, int cols, List<List<String>> outcomes) implements Report {

    /** What a cell means. */
    static final String LEGEND = "row r, column c: the r x c board (Left places vertical dominoes);"
            + " L Left wins whoever starts, R Right wins whoever starts, N the first player wins, P the second";

    public OutcomeTableAnswer {
        outcomes = List.copyOf(outcomes.stream().map(List::copyOf).toList());
    }

    /** The record written as JSON: game, rows, cols, legend, outcomes. */
    @Override
    public Map<String, Object> json() {
        return JsonMaps.of("game", "domineering", "rows", rows, "cols", cols, "legend", LEGEND, "outcomes", outcomes);
    }

    /** A header line with the legend, the column numbers, then a row of letters per row count. */
    @Override
    public String text() {
        StringBuilder sb = new StringBuilder();
        sb.append("domineering up to ").append(rows).append('x').append(cols).append(" (").append(LEGEND)
                .append("):\n");
        sb.append("    ");
        for (int c = 1; c <= cols; c++) {
            sb.append(String.format(Locale.ROOT, "%3d", c));
        }
        for (int r = 1; r <= rows; r++) {
            sb.append('\n').append(String.format(Locale.ROOT, "%3d ", r));
            for (int c = 1; c <= cols; c++) {
                sb.append("  ").append(outcomes.get(r - 1).get(c - 1));
            }
        }
        return sb.toString();
    }
}
