package org.sprague.app;

import java.util.List;
import org.sprague.catalog.front.GameTable;

/**
 * The {@link Report} of {@link Sprague#table}: the grid, and what its letters mean. The JSON
 * of {@code sprague table --json} and {@code POST /api/table} is {@link #json()}.
 *
 * @param table the grid and how it was decided
 * @param partizan whether the game is partizan (its letters say who wins moving first as
 *     Left, not whether the player to move loses)
 * @param misere whether the grid is of misère play
 */
record GridTableAnswer(GameTable table, boolean partizan, boolean misere) implements Report {

    /** The record written as JSON: the {@link GameTable} (a Grundy table's cells as numbers). */
    @Override
    public GameTable json() {
        return table;
    }

    /**
     * The text for people: a header line naming the coordinates, what a cell means and how the
     * grid was decided, then the rows (letters side by side, or values aligned in columns).
     */
    @Override
    public String text() {
        GameTable t = table;
        StringBuilder sb = new StringBuilder();
        sb.append(t.game()).append(' ').append(t.rows()).append('x').append(t.cols())
                .append(" (position \"row col\", rows ").append(range(t.rowStart(), t.rows()))
                .append(", cols ").append(range(t.colStart(), t.cols())).append("): ")
                .append(t.kind().equals("grundy") ? "Grundy values" : legend())
                .append(misere ? " (misère play)" : "")
                .append(", decided by ").append(t.decidedBy()).append('\n');
        int width = t.cells().stream().flatMap(List::stream).mapToInt(String::length).reduce(1, Math::max);
        boolean letters = t.kind().equals("outcome");
        for (int r = 0; r < t.rows(); r++) {
            List<String> row = t.cells().get(r);
            for (int c = 0; c < row.size(); c++) {
                if (!letters && c > 0) {
                    sb.append(' ');
                }
                String cell = row.get(c);
                sb.append(" ".repeat(width - cell.length())).append(cell);
            }
            if (r + 1 < t.rows()) {
                sb.append('\n');
            }
        }
        return sb.toString();
    }

    private String legend() {
        return partizan ? "N = the first player (Left) wins" : "P = the player to move loses";
    }

    private static String range(int start, int n) {
        return start + ".." + (start + n - 1);
    }
}
