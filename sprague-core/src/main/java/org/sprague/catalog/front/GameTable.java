package org.sprague.catalog.front;

import org.sprague.catalog.CatalogSolver;
import org.sprague.catalog.PartizanCatalogGame;
import org.sprague.catalog.SolveOptions;
import org.sprague.catalog.entry.Game;
import java.util.ArrayList;
import java.util.List;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.game.Position;

/**
 * The P/N (or Grundy value) grid of a two-coordinate game: cell (r, c) is the position
 * {@code (rowStart + r, colStart + c)}.
 *
 * <p>Every cell is evaluated by one {@link CatalogSolver}: by the closed form where the
 * method allows it (O(1) per cell), else by a memoized search shared by all cells, so the
 * table costs one search over the positions below its far corner. Winning moves are not
 * computed. This record is the JSON of {@code sprague table --json} and {@code POST /api/table}
 * (the front ends' one mapper, {@code JsonShapes}, writes a Grundy table's cells as numbers).
 *
 * @param game the game id
 * @param kind "outcome" (cells P/N) or "grundy" (cells are values)
 * @param rowStart the first coordinate of row 0
 * @param colStart the second coordinate of column 0
 * @param rows number of rows
 * @param cols number of columns
 * @param cells the grid, {@code cells.get(r).get(c)}
 * @param decidedBy "closed-form" if every cell came from a closed form, else "search"
 */
public record GameTable(String game, String kind, int rowStart, int colStart, int rows, int cols,
        List<List<String>> cells, String decidedBy) {

    /** The most cells a table may have. */
    public static final long MAX_CELLS = 4_000_000L;

    public GameTable {
        cells = cells.stream().map(List::copyOf).toList();
    }

    /**
     * Computes the table of {@code game} with {@code rows} x {@code cols} cells.
     *
     * @param grundy cells are Grundy values rather than P/N
     */
    public static GameTable of(Game game, int rows, int cols, boolean grundy, SolveOptions options) {
        if (rows < 1 || cols < 1) {
            throw new InvalidInputException("table size must be at least 1x1, got " + rows + "x" + cols);
        }
        if ((long) rows * cols > MAX_CELLS) {
            throw new LimitExceededException("a " + rows + "x" + cols + " table has "
                    + (long) rows * cols + " cells; the limit is " + MAX_CELLS);
        }
        if (!game.twoCoordinates()) {
            throw new InvalidInputException(game.id() + " is not a two-coordinate game;"
                    + " tables are for games whose position is two numbers (kiki, cutting, wythoff, nim with two heaps...)");
        }
        if (grundy && game instanceof PartizanCatalogGame) {
            throw new InvalidInputException(game.id() + " is partizan: it has no Grundy values");
        }
        if (grundy && options.misere()) {
            throw new InvalidInputException("${grundy} and ${misere} together: misère play has no Grundy values");
        }
        int start = game.tableStart();
        // One solver for every cell: searches are shared, so the whole table costs one
        // search of the largest corner; no cell lists its winning moves.
        CatalogSolver solver = new CatalogSolver(options);
        List<List<String>> cells = new ArrayList<>(rows);
        boolean allClosed = true;
        for (int r = 0; r < rows; r++) {
            options.deadline().check(); // a row of closed forms is microseconds; of searches, seconds
            List<String> row = new ArrayList<>(cols);
            for (int c = 0; c < cols; c++) {
                org.sprague.catalog.engine.Evaluation e = solver.evaluate(game, Position.of(start + r, start + c), grundy);
                allClosed &= e.decidedBy().equals("closed-form");
                row.add(grundy ? e.grundy().toString() : e.outcome().name());
            }
            cells.add(row);
        }
        return new GameTable(game.id(), grundy ? "grundy" : "outcome", start, start, rows, cols, cells,
                allClosed ? "closed-form" : "search");
    }
}
