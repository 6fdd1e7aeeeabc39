package org.sprague.partizan.games;

import java.util.ArrayList;
import java.util.List;
import org.sprague.partizan.LongList;
import org.sprague.partizan.PackedRegions;
import org.sprague.partizan.games.Domineering.Board;

/**
 * Domineering: players place dominoes on empty squares, Left vertically, Right horizontally;
 * who cannot place loses (Winning Ways ch. 2; Berlekamp 1988; Lachmann, Moore, Rapaport
 * 2002). Regions of the board that no domino can join are independent; each is cropped and
 * reduced to the least of its four images under the reflections that keep vertical
 * vertical; a region whose transposition (which swaps the players) is already valued takes
 * the negative of that value.
 */
public final class Domineering extends DescribedBoardGame<Board> implements PackedRegions<Board> {
    private static final BoardText BOARD = BitGrid.text("domineering", ".#");

    public Domineering() {
        super("domineering", "Players place dominoes on empty squares: Left vertically, Right horizontally. A player who cannot"
                + " place one loses.",
                "the board row by row, rows separated by '|' ('.' empty, '#' filled), or RxC for an empty board",
                "domineering \"..|..\"");
    }

    /** A board: {@code empty} has bit {@code r*cols + c} set for an empty square. */
    public record Board(int rows, int cols, long empty) {
        // hand-written: the record's generated equals/hashCode showed in profiles of the table lookups
        @Override
        public boolean equals(Object o) {
            return o instanceof Board b && b.empty == empty && b.rows == rows && b.cols == cols;
        }

        @Override
        public int hashCode() {
            long h = (empty ^ ((long) rows << 58) ^ ((long) cols << 52)) * 0x9E3779B97F4A7C15L;
            return (int) (h ^ (h >>> 32));
        }
    }

    // The packed codec (PackedRegions): the empty cells in the low bits of a PackedGrid key.

    /** Boards of up to 52 squares pack ({@link PackedGrid}). */
    @Override
    public boolean fits(Board b) {
        return b.rows() * b.cols() <= PackedGrid.CELL_BITS;
    }

    @Override
    public long pack(Board b) {
        return PackedGrid.key(b.empty(), b.rows(), b.cols());
    }

    /** As {@link #regions(Board)}: 4-connected, a lone square left out, the least of the four images. */
    @Override
    public void regions(long position, LongList out) {
        long empty = PackedGrid.cells(position);
        int rows = PackedGrid.rows(position);
        int cols = PackedGrid.cols(position);
        long rest = empty;
        while (rest != 0) {
            long comp = PackedGrid.component(rest, rows, cols);
            rest &= ~comp;
            if ((comp & (comp - 1)) == 0) {
                continue; // a lone square: no domino fits, worth 0
            }
            out.add(PackedGrid.normalise(comp, empty, 0, false, cols, false));
        }
    }

    /** Left's ({@code left}) or Right's dominoes ({@link #placements}), each a packed option. */
    @Override
    public void options(long region, boolean left, LongList out) {
        long empty = PackedGrid.cells(region);
        int rows = PackedGrid.rows(region);
        int cols = PackedGrid.cols(region);
        int step = left ? cols : 1;
        for (long m = placements(empty, rows, cols, left); m != 0; m &= m - 1) {
            int i = Long.numberOfTrailingZeros(m);
            out.add(PackedGrid.key(empty & ~((1L << i) | (1L << (i + step))), rows, cols));
        }
    }

    /**
     * The rules, for both forms of a board of up to 64 squares: the cells {@code i} on which
     * the mover's domino can cover {@code i} and {@code i + cols} (Left, vertical: a pair of
     * empty cells {@code empty & empty >>> cols}) or {@code i} and {@code i + 1} (Right,
     * horizontal, never across the end of a row).
     */
    static long placements(long empty, int rows, int cols, boolean left) {
        return left ? empty & (empty >>> cols)
                : empty & (empty >>> 1) & ~(PackedGrid.firstColumn(rows, cols) << (cols - 1));
    }

    /** The transposed region, as {@link #negative(Board)}. */
    @Override
    public long negative(long region) {
        long empty = PackedGrid.cells(region);
        int rows = PackedGrid.rows(region);
        int cols = PackedGrid.cols(region);
        long t = PackedGrid.transposed(empty, 0, rows, 0, cols, cols);
        return PackedGrid.normalise(t, t, 0, false, rows, false);
    }

    @Override
    public Board parse(List<String> words) {
        char[][] cells = BOARD.read(words);
        return new Board(cells.length, cells[0].length, BoardText.mask(cells, '.'));
    }

    @Override
    public String format(Board b) {
        return BitGrid.format(b.rows(), b.cols(), b.empty(), '.', 0, '.', '#');
    }

    /** The dominoes of {@link #placements}, labelled by the two squares they cover. */
    @Override
    public List<LabelledMove<Board>> moves(Board b, boolean left) {
        List<LabelledMove<Board>> out = new ArrayList<>();
        int step = left ? b.cols() : 1;
        for (long m = placements(b.empty(), b.rows(), b.cols(), left); m != 0; m &= m - 1) {
            int i = Long.numberOfTrailingZeros(m);
            long pair = BitGrid.bit(i) | BitGrid.bit(i + step);
            out.add(new LabelledMove<>((left ? "vertical " : "horizontal ") + BitGrid.cell(i, b.cols()) + "-"
                    + BitGrid.cell(i + step, b.cols()), new Board(b.rows(), b.cols(), b.empty() & ~pair)));
        }
        return out;
    }

    /** The transposed board (rows become columns): Left's and Right's moves swap, so its value is the negative. */
    @Override
    public Board negative(Board b) {
        long t = 0;
        for (long m = b.empty(); m != 0; m &= m - 1) {
            int i = Long.numberOfTrailingZeros(m);
            t |= BitGrid.bit((i % b.cols()) * b.rows() + i / b.cols());
        }
        long[] n = PackedGrid.normaliseWide(t, t, 0, false, b.rows(), false);
        return new Board((int) n[0], (int) n[1], n[2]);
    }

    @Override
    public List<Board> regions(Board b) {
        List<Board> out = new ArrayList<>();
        for (long comp : BitGrid.components(b.empty(), b.rows(), b.cols())) {
            if (Long.bitCount(comp) < 2) {
                continue; // a lone square: no domino fits, worth 0
            }
            long[] n = PackedGrid.normaliseWide(comp, b.empty(), 0, false, b.cols(), false);
            out.add(new Board((int) n[0], (int) n[1], n[2]));
        }
        return out;
    }
}
