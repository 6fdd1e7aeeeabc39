package org.sprague.pattern;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sprague.catalog.Game;
import org.sprague.catalog.ImpartialCatalogGame;
import org.sprague.catalog.PartizanCatalogGame;
import org.sprague.catalog.Position;
import org.sprague.game.InvalidInputException;
import org.sprague.impartial.GrundyAlgorithm;
import org.sprague.partizan.MemoizedPartizanOutcomeSolver;
import org.sprague.partizan.PartizanOutcomeAlgorithm.Side;

/**
 * A game's table with the rules the pattern finders see in it, as {@code sprague pattern
 * --json} and the web API's {@code POST /api/pattern} print it: a one-coordinate sequence
 * (position n) or a two-coordinate table. Both front ends build the answer here, so their
 * JSON is the same.
 *
 * <p>Cost: the values by brute-force search (one memo shared by every position: the search
 * of the largest position), then the finders ({@link SequencePatternFinder},
 * {@link GridPatternFinder}).
 */
public final class PatternAnalysis {
    /** The most cells of a pattern table. */
    public static final long MAX_CELLS = 1_000_000L;

    private PatternAnalysis() {
    }

    /**
     * The positions n = start..to of a game whose position is one number (start the first of
     * 0, 1, 2 the game accepts), their P/N and Grundy values, and the rules found in them.
     */
    public static Map<String, Object> sequence(Game g, int to, long maxPositions) {
        if (to < 1) {
            throw new InvalidInputException("--to must be >= 1, got " + to);
        }
        long start = -1;
        for (long s = 0; s <= 2 && start < 0; s++) {
            try {
                g.parse(List.of(Long.toString(s)));
                start = s;
            } catch (InvalidInputException e) {
                // try the next start
            }
        }
        if (start < 0) {
            throw new InvalidInputException(g.id() + " positions are not one number: give a table size, e.g. "
                    + "sprague pattern " + g.id() + " 20x20");
        }
        if (to < start) {
            throw new InvalidInputException("--to " + to + " is below the first position n = " + start);
        }
        int len = (int) (to - start + 1);
        boolean[] isP = new boolean[len];
        int[] grundy = g instanceof ImpartialCatalogGame ? new int[len] : null;
        Evaluator eval = new Evaluator(g, maxPositions);
        for (int i = 0; i < len; i++) {
            Position p = g.parse(List.of(Long.toString(start + i)));
            if (grundy != null) {
                grundy[i] = eval.grundy(p);
                isP[i] = grundy[i] == 0;
            } else {
                isP[i] = !eval.firstPlayerWins(p);
            }
        }
        SequencePatternFinder.PeriodProof outcomeProof = SequencePatternFinder.PeriodProof.NONE;
        SequencePatternFinder.PeriodProof grundyProof = SequencePatternFinder.PeriodProof.NONE;
        if (g instanceof ImpartialCatalogGame ig) {
            outcomeProof = ig.outcomePeriodProof();
            grundyProof = ig.grundyPeriodProof();
        }
        return sequenceJson(g.id(), start, to, isP, grundy, outcomeProof, grundyProof);
    }

    private static Map<String, Object> sequenceJson(String game, long start, long to, boolean[] isP, int[] grundy,
            SequencePatternFinder.PeriodProof outcomeProof, SequencePatternFinder.PeriodProof grundyProof) {
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("game", game);
        r.put("kind", "sequence");
        r.put("from", start);
        r.put("to", to);
        r.put("outcomes", SequencePatternFinder.outcomes(isP, start, outcomeProof));
        r.put("grundy", grundy == null ? null : SequencePatternFinder.grundy(grundy, start, grundyProof));
        r.put("table", grundy != null ? Arrays.stream(grundy).boxed().toList() : pnList(isP));
        return r;
    }

    /**
     * The rows x cols table of a two-coordinate game from its {@link Game#tableStart()}, its
     * P/N and Grundy values, and the rules found in them.
     */
    public static Map<String, Object> table(Game g, int rows, int cols, long maxPositions) {
        if (rows < 1 || cols < 1) {
            throw new InvalidInputException("table size must be at least 1x1, got " + rows + "x" + cols);
        }
        if ((long) rows * cols > MAX_CELLS) {
            throw new org.sprague.game.LimitExceededException("a " + rows + "x" + cols + " table has "
                    + (long) rows * cols + " cells; pattern tables are limited to " + MAX_CELLS);
        }
        if (!g.twoCoordinates()) {
            throw new InvalidInputException(g.id() + " is not a two-coordinate game; for one-number positions use --to N");
        }
        int start = g.tableStart();
        boolean[][] isP = new boolean[rows][cols];
        int[][] grundy = g instanceof ImpartialCatalogGame ? new int[rows][cols] : null;
        Evaluator eval = new Evaluator(g, maxPositions);
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
                Position p = g.parse(List.of(Long.toString(start + i), Long.toString(start + j)));
                if (grundy != null) {
                    grundy[i][j] = eval.grundy(p);
                    isP[i][j] = grundy[i][j] == 0;
                } else {
                    isP[i][j] = !eval.firstPlayerWins(p);
                }
            }
        }
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("game", g.id());
        r.put("kind", "table");
        r.put("rowStart", start);
        r.put("colStart", start);
        r.put("rows", rows);
        r.put("cols", cols);
        r.put("outcomes", GridPatternFinder.outcomes(isP, start, start));
        r.put("grundy", grundy == null ? null : GridPatternFinder.grundy(grundy, start, start));
        return r;
    }

    /** Brute-force values with one shared memo. */
    private static final class Evaluator {
        private final GrundyAlgorithm<Position> grundy;
        private final MemoizedPartizanOutcomeSolver<Position> partizan;

        Evaluator(Game g, long maxPositions) {
            grundy = g instanceof ImpartialCatalogGame ig ? ig.searchSolver(maxPositions) : null;
            partizan = g instanceof PartizanCatalogGame pg ? new MemoizedPartizanOutcomeSolver<>(pg, maxPositions) : null;
        }

        int grundy(Position p) {
            return grundy.grundy(p);
        }

        boolean firstPlayerWins(Position p) {
            return partizan.firstPlayerWins(p, Side.LEFT);
        }
    }

    private static List<String> pnList(boolean[] p) {
        List<String> l = new ArrayList<>(p.length);
        for (boolean b : p) {
            l.add(b ? "P" : "N");
        }
        return l;
    }
}
