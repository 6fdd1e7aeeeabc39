package org.sprague.catalog.games;

import java.util.List;
import org.sprague.catalog.engine.PackedCatalogSolver;
import org.sprague.game.Position;
import org.sprague.game.PositionLimitException;
import org.sprague.impartial.GrundyAlgorithm;
import org.sprague.search.engine.SearchMonitor;

/**
 * The cutting game's search as the catalogue runs it: the dense bottom-up
 * {@link CuttingGrundyTable} (the tutorials' {@code sg[N][N]}, with its measured tricks) when
 * the sheets are near square, so the table's {@code M x M} cells (M the longest side) are at
 * most {@value #SPREAD} times the sheets' own areas; else (a 2000 x 3 strip) the packed
 * memoized search, which visits only the sheets reachable. A position's value is the XOR of
 * its sheets' values (Sprague-Grundy); the table grows when a longer sheet comes.
 *
 * <p>Measured on {@code cutting 600 600}: table 0.57-0.62 s against 4.9-7.4 s for the packed
 * search with its dense memo, 8x to 12x.
 */
final class CuttingTableSolver implements GrundyAlgorithm<Position> {
    /** The most table cells per unit of the sheets' area for which the table is used. */
    static final int SPREAD = 4;

    private final CuttingGame game;
    private final long maxPositions;
    private final PackedCatalogSolver search;
    private final org.sprague.search.engine.SearchThreads threads;
    private CuttingGrundyTable table;

    /**
     * The table for near-square sheets and the packed search ({@link #packed}) for the others,
     * both under the same position limit and on the same threads.
     */
    CuttingTableSolver(CuttingGame game, long maxPositions, org.sprague.search.engine.SearchThreads threads) {
        this.game = game;
        this.maxPositions = maxPositions;
        this.threads = threads;
        this.search = packed(game, maxPositions, threads);
    }

    @Override
    public int grundy(Position p) {
        CuttingGrundyTable t = tableFor(p);
        if (t == null) {
            return search.grundy(p);
        }
        threads.oneThread("the cutting table, bottom-up over every sheet up to the longest side,"
                + " which is not split; a sheet far from square is searched, and split");
        int x = 0;
        for (int s = 0; s < p.size() / 2; s++) {
            x ^= t.grundy(p.intValue(2 * s), p.intValue(2 * s + 1));
        }
        return x;
    }

    /** The table covering every sheet of {@code p}, grown if needed; null when it would not pay. */
    private CuttingGrundyTable tableFor(Position p) {
        int longest = 0;
        double area = 0;
        for (int s = 0; s < p.size() / 2; s++) {
            int w = p.intValue(2 * s);
            int h = p.intValue(2 * s + 1);
            longest = Math.max(longest, Math.max(w, h));
            area += (double) w * h;
        }
        if (table != null && table.maxSide() >= longest) {
            return table;
        }
        double cells = (double) (longest + 1) * (longest + 1);
        if (longest > CuttingGrundyTable.MAX_SIDE || cells > SPREAD * area) {
            return null;
        }
        long computed = triangle(longest); // the table fills one triangle
        if (computed > maxPositions) {
            throw PositionLimitException.upFront(computed, maxPositions,
                    "the cutting table up to " + longest + " x " + longest);
        }
        // grow by doubling (within the limit), so the cells of a table (sprague table cutting,
        // asked in ascending order) cost O(M^3) in all, not one rebuild per new side
        int side = longest;
        if (table != null) {
            int doubled = (int) Math.min(CuttingGrundyTable.MAX_SIDE, 2L * table.maxSide());
            if (doubled > side && triangle(doubled) <= maxPositions) {
                side = doubled;
            }
        }
        table = new CuttingGrundyTable(side, threads.deadline());
        return table;
    }

    private static long triangle(int side) {
        return (long) side * (side + 1) / 2;
    }

    @Override
    public List<Position> movesToValue(Position position, int value) {
        return GrundyAlgorithm.optionsOfValue(game, this, position, value);
    }

    @Override
    public long positionsStored() {
        return (table == null ? 0 : triangle(table.maxSide())) + search.positionsStored();
    }

    /** The same on the {@code threads} asked for. */
    static PackedCatalogSolver packed(CuttingGame game, long maxPositions, org.sprague.search.engine.SearchThreads threads) {
        return new PackedCatalogSolver(game, new PackedCutting(), p -> {
            long[] sheets = new long[p.size() / 2];
            for (int s = 0; s < sheets.length; s++) {
                sheets[s] = PackedCutting.sheet(p.intValue(2 * s), p.intValue(2 * s + 1));
            }
            return sheets;
        }, SearchMonitor.limit(maxPositions).following(threads), threads);
    }
}
