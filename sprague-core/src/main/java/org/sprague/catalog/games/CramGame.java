package org.sprague.catalog.games;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import org.sprague.catalog.engine.DerivedMoves;
import org.sprague.catalog.engine.PositionCodec;
import org.sprague.catalog.entry.GameDefinition;
import org.sprague.game.Move;
import org.sprague.game.Position;
import org.sprague.search.PackedGame;
import org.sprague.partizan.games.BoardText;
import org.sprague.game.LimitExceededException;

/**
 * Cram (Gardner 1974; Winning Ways, ch. 3): players in turn place a domino on two adjacent
 * free squares of a board, either way round; whoever cannot place one loses (normal play).
 *
 * <p>A position is a board of {@code R x C <= 64} squares, typed {@code RxC} (all free), as two
 * numbers {@code R C}, or as rows of {@code .} (free) and {@code #} (filled) separated by
 * {@code |}. Internally {@code (R, C)} or {@code (R, C, filled)} with the filled squares as a
 * row-major bit mask. No closed form is known for general boards (an even-by-even board is a
 * P-position and an even-by-odd one an N-position by the symmetry strategies, Winning Ways,
 * but the Grundy values need search): solved on the packed engine, a board falling apart into
 * regions being the disjunctive sum of them, each region stored once up to its symmetries
 * ({@link PackedCram}).
 */
public final class CramGame extends DeclaredGame implements BoardPositions, org.sprague.catalog.engine.OutcomeSearch {
    static final GameDefinition DEFINITION = Definitions.of("cram", p -> new CramGame());

    /** The most squares a board may have: one bit each in a {@code long}. */
    public static final int MAX_SQUARES = 64;
    private static final BoardText BOARD = new BoardText("cram", ".#", MAX_SQUARES, MAX_SQUARES, MAX_SQUARES,
            MAX_SQUARES + " squares");

    /** Cram, as the catalogue and the shell make it. */
    public CramGame() {
        super(DEFINITION, null, null);
    }

    /** {@code R C} is the size {@code RxC}; a size or rows are read as every board game reads them ({@link BoardText}). */
    @Override
    public Position parse(List<String> tokens) {
        boolean twoNumbers = tokens.size() == 2 && tokens.get(0).matches("[0-9]+") && tokens.get(1).matches("[0-9]+");
        char[][] cells = BOARD.read(twoNumbers ? List.of(tokens.get(0) + "x" + tokens.get(1)) : tokens);
        return board(cells.length, cells[0].length, BoardText.mask(cells, '#'));
    }


    private static Position board(int rows, int cols, long filled) {
        return filled == 0 ? Position.of(rows, cols) : new Position(List.of(BigInteger.valueOf(rows),
                BigInteger.valueOf(cols), new BigInteger(Long.toUnsignedString(filled)))); // square 63 filled: unsigned
    }

    /** Rows, columns and the filled mask (row-major) of a position. */
    private record Board(int rows, int cols, long filled) {
        static Board of(Position p) {
            int rows = p.intValue(0);
            int cols = p.intValue(1);
            if ((long) rows * cols > MAX_SQUARES) {
                throw new LimitExceededException("cram: a " + rows + "x" + cols + " board has " + (long) rows * cols
                        + " squares; a board may have at most " + MAX_SQUARES);
            }
            return new Board(rows, cols, p.size() > 2 ? p.get(2).longValue() : 0L);
        }

        boolean free(int r, int c) {
            return (filled >>> (r * cols + c) & 1) == 0;
        }

        /** The free squares packed for {@link PackedCram}. */
        long packed(PackedCram g) {
            long free = 0;
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    if (free(r, c)) {
                        free |= g.bit(r, c);
                    }
                }
            }
            return free;
        }
    }

    /**
     * The moves of {@link PackedCram}'s rules (written once, on the packed form), each option
     * unpacked ({@link #unpack}) and named ({@link #moveName}) in the rules' order ({@link DerivedMoves}).
     */
    @Override
    public List<Move> moves(Position p) {
        Board b = Board.of(p);
        PackedCram frame = new PackedCram(b.rows(), b.cols());
        return DerivedMoves.of(p, frame::options, b.packed(frame), (parts, count) -> unpack(parts[0], frame, p),
                CramGame::moveName);
    }

    /** {@code RxC} when every square is free, else the rows as {@link PackedCram#format} writes them. */
    @Override
    public String format(Position p) {
        Board b = Board.of(p);
        if (b.filled() == 0) {
            return b.rows() + "x" + b.cols();
        }
        PackedCram frame = new PackedCram(b.rows(), b.cols());
        return frame.format(b.packed(frame));
    }

    /**
     * Not for normal play: there the regions' Grundy values, each region stored once up to
     * its symmetries, beat whole boards even when the scan stops at the first move to a
     * P-position ({@code solve cram 5x6}: 9.1 s by regions against 26.6 s by pruned whole boards).
     */
    @Override
    public boolean prunesNormalPlay() {
        return false;
    }

    /**
     * Boards pack as their free squares on a bit board ({@link PackedCram}): boards up to
     * 8 x 8 share the stride-8 frame (layout 0: one search for all of them, a table's cells
     * included); a wider board has a frame of its own shape (layout {@code 100 C + R}), each
     * kept with its own search. The Grundy search takes the board's regions, each stored once
     * up to its symmetries, by Lemoine-Viennot probes: cram 5x6 value and winning moves in a
     * fraction of the plain search's time (docs/performance-log.md); -Dsprague.search=plain for
     * the plain one. The outcome searches (misère play) take whole boards, canonical up to the
     * board's symmetries.
     */
    @Override
    public Optional<PositionCodec> codec(boolean whole) {
        return Optional.of(FRAMES);
    }

    private static final PositionCodec FRAMES = new PositionCodec() {
        @Override
        public int layout(Position p) {
            Board b = Board.of(p);
            return b.rows() <= 8 && b.cols() <= 8 ? 0 : b.cols() * 100 + b.rows();
        }

        @Override
        public boolean fits(Position p, int layout) {
            return layout(p) == layout;
        }

        @Override
        public String whyNot(Position p) {
            return "a board of more than " + MAX_SQUARES + " squares"; // refused by Board.of before
        }

        @Override
        public PackedGame game(int layout) {
            return layout == 0 ? new PackedCram(8, 8) : new PackedCram(layout % 100, layout / 100);
        }

        @Override
        public long pack(Position p, int layout) {
            Board b = Board.of(p);
            return b.packed(new PackedCram(b.rows(), b.cols()));
        }

        @Override
        public boolean keepsEachLayout() {
            return true;
        }

        @Override
        public boolean pruned() {
            return true;
        }
    };

    /** The board {@code free} of a frame, with the shape of {@code before}. */
    private static Position unpack(long free, PackedCram frame, Position before) {
        Board b = Board.of(before);
        int stride = frame.stride();
        long row = b.cols() == 64 ? -1L : (1L << b.cols()) - 1;
        long filled = 0;
        for (int r = 0; r < b.rows(); r++) { // a row at a time: the frame's stride to the board's width
            filled |= (~free >>> (r * stride) & row) << (r * b.cols());
        }
        return board(b.rows(), b.cols(), filled);
    }

    /** {@code row 2, columns 3-4} or {@code column 3, rows 1-2}: the two squares the domino fills, from 1. */
    private static String moveName(Position before, Position after) {
        Board b = Board.of(before);
        long placed = Board.of(after).filled() & ~b.filled();
        int first = Long.numberOfTrailingZeros(placed);
        int second = 63 - Long.numberOfLeadingZeros(placed);
        int r = first / b.cols();
        int c = first % b.cols();
        return second == first + 1 && second / b.cols() == r ? "row " + (r + 1) + ", columns " + (c + 1) + "-" + (c + 2)
                : "column " + (c + 1) + ", rows " + (r + 1) + "-" + (r + 2);
    }
}
