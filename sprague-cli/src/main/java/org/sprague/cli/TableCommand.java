package org.sprague.cli;

import org.sprague.app.front.FrontEnd;
import java.math.BigInteger;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.sprague.app.Sprague;
import org.sprague.app.Report;
import org.sprague.app.TableQuestion;
import org.sprague.catalog.front.GameTable;
import org.sprague.catalog.SolveOptions;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.game.io.PositionFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code sprague table}: the P/N (or Grundy value) grid of a two-coordinate game, computed by
 * {@link Sprague#table} (closed form per cell, or one search shared by every cell).
 */
@Command(name = "table", sortOptions = false,
        header = "The P/N (or Grundy value) grid of a game whose position is two numbers.",
        description = {"The P/N grid (or, with --grundy, the Grundy values) of a game whose position"
                + " is two numbers: row r, column c is the position (rowStart + r, colStart + c).", "",
                "Text: a header line naming the coordinates, then one line per row: the letters P/N"
                        + " side by side (P: the player to move loses), or the values aligned in columns."},
        footer = {"", "Examples:",
                "  sprague table kiki 5x3            # PNP / NNN / PNP / NNN / PNP",
                "  sprague table nim 4x4             # two-heap Nim: P exactly on the diagonal",
                "  sprague table wythoff 8x8 --grundy",
                "  sprague table cutting 6x6 --grundy --json",
                "  sprague table nim 5x5 --misere",
                "  sprague table domineering 8x8 --outcome   # who wins every board up to 8x8",
                "", "Exit codes: 2 for a bad size (e.g. 0x3, 5by3) or a game that is not two numbers;"
                        + " 3 for more than " + GameTable.MAX_CELLS + " cells or a search over --max-positions."})
final class TableCommand implements Callable<Integer> {
    private static final Pattern SIZE = Pattern.compile("([0-9]+)[xX]([0-9]+)");

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..2", paramLabel = "GAME RxC",
            description = "a two-coordinate game id (kiki, cutting, wythoff, nim, ...; omit it with --game-file)"
                    + " and the size: rows x columns, e.g. 5x3")
    List<String> args;

    @Mixin
    GameOptions gameOptions;

    @Option(names = "--grundy", description = "cells are Grundy values instead of P/N")
    boolean grundy;

    @Option(names = "--misere", description = "misère play: the player who cannot move wins")
    boolean misere;

    @Option(names = "--method", paramLabel = "auto|closed-form|search", defaultValue = "auto",
            description = "auto (default), closed-form, or search (brute force, to check a formula)")
    String method;

    @Option(names = "--max-positions", paramLabel = "N", defaultValue = "" + SolveOptions.DEFAULT_MAX_POSITIONS,
            description = "the most positions a search may store (default ${DEFAULT-VALUE}); past it: exit code 3")
    long maxPositions;

    @Option(names = "--outcome", description = "outcome classes (L, R, N, P) of a partizan game's boards:"
            + " domineering RxC gives every empty board up to RxC, both starting players")
    boolean outcome;

    @Option(names = "--threads", paramLabel = "N", description = "1 (default) or 2: threads of domineering's"
            + " outcome search")
    Integer threads;

    @Option(names = "--json", description = "print the table as JSON")
    boolean json;

    @Override
    public Integer call() throws Exception {
        List<String> words = gameOptions.words(args);
        if (words.size() != 2) {
            throw new InvalidInputException("give GAME and RxC, e.g. sprague table kiki 5x3");
        }
        String gameId = words.get(0);
        int[] rc = parseSize(words.get(1));
        // the route (domineering's outcome table or a grid) and the options' checks are Sprague.table's
        Sprague sprague = FrontEnd.sprague(gameOptions.catalog(), PositionFiles.NONE);
        // the method and limit checked first, as when the question carried them as SolveOptions (api33)
        new SolveOptions(misere, SolveOptions.Method.parse(method), maxPositions, SolveOptions.DEFAULT_MAX_MOVES);
        Report t = gameOptions.run(() -> sprague.table(new TableQuestion(gameId, rc[0], rc[1], grundy, misere, method,
                maxPositions, gameOptions.limit()).withOutcome(outcome, threads)));
        return Text.print(spec, json ? Json.write(t.json()) : t.text());
    }

    /**
     * Parses {@code RxC}: exit 2 when malformed or 0, exit 3 when the table would have more
     * than {@link GameTable#MAX_CELLS} cells.
     */
    static int[] parseSize(String text) {
        Matcher m = SIZE.matcher(text.trim());
        if (!m.matches()) {
            throw new InvalidInputException("table size '" + text + "' is not ROWSxCOLS, e.g. 5x3");
        }
        BigInteger rows = new BigInteger(m.group(1));
        BigInteger cols = new BigInteger(m.group(2));
        if (rows.signum() == 0 || cols.signum() == 0) {
            throw new InvalidInputException("table size '" + text + "' must be at least 1x1");
        }
        BigInteger cells = rows.multiply(cols);
        if (cells.compareTo(BigInteger.valueOf(GameTable.MAX_CELLS)) > 0) {
            throw new LimitExceededException("table size '" + text + "' has " + cells
                    + " cells; the limit is " + GameTable.MAX_CELLS);
        }
        return new int[] {rows.intValueExact(), cols.intValueExact()};
    }
}
