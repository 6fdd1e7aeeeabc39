package org.sprague.catalog.games;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.sprague.search.engine.Fold;
import org.sprague.search.engine.HashLongMemo;
import org.sprague.search.engine.NimberPruningSearch;
import org.sprague.search.PackedGame;
import org.sprague.search.engine.PackedSearch;
import org.sprague.search.engine.SearchMonitor;

/**
 * Lemoine and Viennot's pruned search ({@link NimberPruningSearch}) against the plain mex
 * search on every small position of Cram, Chomp and the cutting game: equal nimbers, and
 * {@code G + *n} a P-position exactly when the nimber of {@code G} is {@code n}.
 */
class NimberPruningGamesTest {

    private static PackedSearch plain(PackedGame g) {
        return new PackedSearch(g, Fold.mex(), new HashLongMemo(), SearchMonitor.limit(10_000_000));
    }

    private static NimberPruningSearch pruned(PackedGame g) {
        return new NimberPruningSearch(g, new HashLongMemo(), SearchMonitor.limit(10_000_000));
    }

    /** Every board of a {@code rows x cols} frame (every set of free squares) against the plain search. */
    private static void everyCramBoard(int rows, int cols) {
        PackedCram g = new PackedCram(rows, cols);
        PackedSearch mex = plain(g);
        NimberPruningSearch nimbers = pruned(g);
        NimberPruningSearch outcomes = pruned(g);
        int squares = rows * cols;
        for (int mask = 0; mask < 1 << squares; mask++) {
            long free = 0;
            for (int s = 0; s < squares; s++) {
                if ((mask >>> s & 1) != 0) {
                    free |= g.bit(s / cols, s % cols);
                }
            }
            int v = mex.value(free);
            String where = rows + "x" + cols + " " + g.format(free);
            assertEquals(v, nimbers.nimber(free), where);
            assertEquals(v != 0, outcomes.wins(free), where);
            if (mask % 7 == 0) {
                for (int n = 0; n <= 4; n++) {
                    assertEquals(v == n, outcomes.hasNimber(free, n), where + " + *" + n);
                }
            }
        }
    }

    @Test
    void everyCramBoardUpTo4x4And3x5And2x7MatchesThePlainSearch() {
        everyCramBoard(4, 4);
        everyCramBoard(3, 5);
        everyCramBoard(2, 7);
        everyCramBoard(5, 3);
    }

    @Test
    void fullCramBoardsUpTo20SquaresMatchThePlainSearch() {
        for (int r = 1; r <= 5; r++) {
            for (int c = 1; r * c <= 20; c++) {
                PackedCram g = new PackedCram(r, c);
                long free = 0;
                for (int i = 0; i < r; i++) {
                    for (int j = 0; j < c; j++) {
                        free |= g.bit(i, j);
                    }
                }
                int v = plain(g).value(free);
                assertEquals(v, pruned(g).nimber(free), r + "x" + c);
                assertEquals(v != 0, pruned(g).wins(free), r + "x" + c);
            }
        }
    }

    @Test
    void everyChompPositionUpTo7x7MatchesThePlainSearch() {
        PackedChomp g = new PackedChomp();
        PackedSearch mex = plain(g);
        NimberPruningSearch nimbers = pruned(g);
        NimberPruningSearch outcomes = pruned(g);
        int[] h = new int[7];
        // every non-increasing sequence of 7 heights in 0..7 with the first at least 1
        for (int code = 0; code < 1 << 21; code++) {
            boolean ok = true;
            for (int i = 0; i < 7; i++) {
                h[i] = code >>> (3 * i) & 7;
                if (i > 0 && h[i] > h[i - 1]) {
                    ok = false;
                    break;
                }
            }
            if (!ok || h[0] == 0) {
                continue;
            }
            long p = 0;
            for (int i = 0; i < 7; i++) {
                p |= (long) h[i] << (4 * i);
            }
            int v = mex.value(p);
            assertEquals(v, nimbers.nimber(p), g.format(p));
            assertEquals(v != 0, outcomes.wins(p), g.format(p));
            assertEquals(v == 2, outcomes.hasNimber(p, 2), g.format(p) + " + *2");
        }
    }

    @Test
    void cuttingSheetsUpTo40AndSumsMatchThePlainSearch() {
        PackedCutting g = new PackedCutting();
        PackedSearch mex = plain(g);
        NimberPruningSearch nimbers = pruned(g);
        for (int w = 1; w <= 40; w++) {
            for (int h = w; h <= 40; h++) {
                long p = PackedCutting.sheet(w, h);
                int v = mex.value(p);
                assertEquals(v, nimbers.nimber(p), w + "x" + h);
                NimberPruningSearch fresh = pruned(g);
                assertEquals(v != 0, fresh.wins(p), w + "x" + h);
                assertEquals(v == 3, fresh.hasNimber(p, 3), w + "x" + h + " + *3");
            }
        }
    }
}
