package org.sprague.partizan.games;

import java.util.ArrayList;
import java.util.List;
import org.sprague.game.InvalidInputException;
import org.sprague.partizan.LongList;
import org.sprague.partizan.PackedRegions;
import org.sprague.partizan.games.Clobber.Stones;

/**
 * Clobber (Albert, Grossman, Nowakowski, Wolfe 2005): Left's stones 'x', Right's 'o'; a move
 * takes one's own stone onto an orthogonally adjacent stone of the opponent, which is
 * removed. Who cannot move loses. Groups of stones that touch no other group are independent
 * regions; a group of one colour only is worth 0. Both players move alike in every
 * direction, so each region is reduced to the least of its eight images under the
 * symmetries of the rectangle.
 */
public final class Clobber implements PartizanBoardGame<Stones>, PackedRegions<Stones> {

    /** Bit {@code r*cols + c} of {@code left} ('x') or {@code right} ('o'). */
    public record Stones(int rows, int cols, long left, long right) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Stones b && b.left == left && b.right == right && b.rows == rows && b.cols == cols;
        }

        @Override
        public int hashCode() {
            long h = (left * 0x9E3779B97F4A7C15L + right) * 0xC2B2AE3D27D4EB4FL ^ ((long) rows << 8 | cols);
            return (int) (h ^ (h >>> 32));
        }
    }

    @Override
    public String id() {
        return "clobber";
    }

    // The packed codec (PackedRegions): Left's stones in the low rows*cols bits of a PackedGrid
    // key, Right's above them.

    /** Boards of up to 26 squares pack ({@link PackedGrid}, two layers). */
    @Override
    public boolean fits(Stones s) {
        return 2 * s.rows() * s.cols() <= PackedGrid.CELL_BITS;
    }

    @Override
    public long pack(Stones s) {
        return pack(s.rows(), s.cols(), s.left(), s.right());
    }

    private static long pack(int rows, int cols, long left, long right) {
        return PackedGrid.key(left | (right << (rows * cols)), rows, cols);
    }

    /** As {@link #regions(Stones)}: groups of stones, one colour left out, the least of the eight images. */
    @Override
    public void regions(long position, LongList out) {
        int rows = PackedGrid.rows(position);
        int cols = PackedGrid.cols(position);
        int n = rows * cols;
        long cells = PackedGrid.cells(position);
        long left = cells & PackedGrid.full(n);
        long right = cells >>> n;
        long rest = left | right;
        while (rest != 0) {
            long comp = PackedGrid.component(rest, rows, cols);
            rest &= ~comp;
            if ((comp & left) == 0 || (comp & right) == 0) {
                continue; // one colour only: nobody can ever move here
            }
            out.add(PackedGrid.normalise(comp, left, right, true, rows, cols, true));
        }
    }

    /** A stone onto an adjacent opposing stone, the targets found with one shift per direction. */
    @Override
    public void options(long region, boolean leftMoves, LongList out) {
        int rows = PackedGrid.rows(region);
        int cols = PackedGrid.cols(region);
        int n = rows * cols;
        long cells = PackedGrid.cells(region);
        long all = PackedGrid.full(n);
        long mine = leftMoves ? cells & all : cells >>> n;
        long theirs = leftMoves ? cells >>> n : cells & all;
        long first = PackedGrid.firstColumn(rows, cols);
        long notFirst = ~first;
        long notLast = ~(first << (cols - 1));
        // targets t of a stone at t + d, for d = +cols (from below), -cols, +1 (from the right), -1
        move(out, leftMoves, rows, cols, mine, theirs, (mine >>> cols) & theirs, cols);
        move(out, leftMoves, rows, cols, mine, theirs, (mine << cols) & theirs & all, -cols);
        move(out, leftMoves, rows, cols, mine, theirs, ((mine & notFirst) >>> 1) & theirs, 1);
        move(out, leftMoves, rows, cols, mine, theirs, ((mine & notLast) << 1) & theirs, -1);
    }

    private static void move(LongList out, boolean leftMoves, int rows, int cols, long mine, long theirs,
            long targets, int d) {
        for (long m = targets; m != 0; m &= m - 1) {
            int t = Long.numberOfTrailingZeros(m);
            long nm = (mine & ~(1L << (t + d))) | (1L << t);
            long nt = theirs & ~(1L << t);
            out.add(leftMoves ? pack(rows, cols, nm, nt) : pack(rows, cols, nt, nm));
        }
    }

    /**
     * The colours swapped: Left's and Right's moves swap, so its value is the negative (a
     * symmetry the object regions do not use: 2x8 alternating values 22% fewer regions).
     */
    @Override
    public long negative(long region) {
        int rows = PackedGrid.rows(region);
        int cols = PackedGrid.cols(region);
        int n = rows * cols;
        long cells = PackedGrid.cells(region);
        long left = cells & PackedGrid.full(n);
        long right = cells >>> n;
        return PackedGrid.normalise(left | right, right, left, true, rows, cols, true);
    }

    @Override
    public String rules() {
        return "Left's stones x, Right's o. A move takes one's own stone onto an orthogonally adjacent stone of the"
                + " opponent, removing it. A player who cannot move loses.";
    }

    @Override
    public String syntax() {
        return "the board row by row, rows separated by '|' ('x' Left, 'o' Right, '.' empty)";
    }

    @Override
    public String example() {
        return "clobber \"xoxo|oxox\"";
    }

    @Override
    public Stones parse(List<String> words) {
        if (words.isEmpty()) {
            throw new InvalidInputException("clobber: missing board; write rows separated by '|', e.g. xoxo|oxox");
        }
        char[][] cells = BitGrid.parseRows(id(), String.join("|", words), "xo.");
        int cols = cells[0].length;
        long l = 0;
        long r = 0;
        for (int i = 0; i < cells.length; i++) {
            for (int c = 0; c < cols; c++) {
                if (cells[i][c] == 'x') {
                    l |= BitGrid.bit(i * cols + c);
                } else if (cells[i][c] == 'o') {
                    r |= BitGrid.bit(i * cols + c);
                }
            }
        }
        return new Stones(cells.length, cols, l, r);
    }

    @Override
    public String format(Stones s) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < s.rows(); r++) {
            if (r > 0) {
                sb.append('|');
            }
            for (int c = 0; c < s.cols(); c++) {
                long b = BitGrid.bit(r * s.cols() + c);
                sb.append((s.left() & b) != 0 ? 'x' : (s.right() & b) != 0 ? 'o' : '.');
            }
        }
        return sb.toString();
    }

    @Override
    public List<LabelledMove<Stones>> moves(Stones s, boolean left) {
        List<LabelledMove<Stones>> out = new ArrayList<>();
        long mine = left ? s.left() : s.right();
        long theirs = left ? s.right() : s.left();
        int cols = s.cols();
        for (long m = mine; m != 0; m &= m - 1) {
            int i = Long.numberOfTrailingZeros(m);
            int r = i / cols;
            int c = i % cols;
            int[] targets = {r > 0 ? i - cols : -1, r + 1 < s.rows() ? i + cols : -1, c > 0 ? i - 1 : -1,
                    c + 1 < cols ? i + 1 : -1};
            for (int j : targets) {
                if (j >= 0 && (theirs & BitGrid.bit(j)) != 0) {
                    long nm = (mine & ~BitGrid.bit(i)) | BitGrid.bit(j);
                    long nt = theirs & ~BitGrid.bit(j);
                    Stones to = left ? new Stones(s.rows(), cols, nm, nt) : new Stones(s.rows(), cols, nt, nm);
                    out.add(new LabelledMove<>((left ? "x " : "o ") + BitGrid.cell(i, cols) + " takes "
                            + BitGrid.cell(j, cols), to));
                }
            }
        }
        return out;
    }

    @Override
    public List<Stones> regions(Stones s) {
        List<Stones> out = new ArrayList<>();
        for (long comp : BitGrid.components(s.left() | s.right(), s.rows(), s.cols())) {
            if ((comp & s.left()) == 0 || (comp & s.right()) == 0) {
                continue; // one colour only: nobody can ever move here
            }
            long[] n = BitGrid.normalise(comp, new long[] {s.left(), s.right()}, s.rows(), s.cols(), 8);
            out.add(new Stones((int) n[0], (int) n[1], n[2], n[3]));
        }
        return out;
    }
}
