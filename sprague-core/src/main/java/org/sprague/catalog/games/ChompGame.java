package org.sprague.catalog.games;

import java.util.List;
import org.sprague.catalog.engine.DerivedMoves;
import org.sprague.catalog.entry.GameDefinition;
import org.sprague.game.Move;
import org.sprague.game.Position;
import org.sprague.game.InvalidInputException;
import org.sprague.partizan.games.BoardText;

/**
 * Chomp (Gale 1974; Schuh 1952): a bar of chocolate whose bottom-left square is poisoned; a
 * move takes a square with every square above and to the right of it; whoever takes the
 * poisoned square loses (so the poisoned square is never taken: the player left with it
 * alone has lost, normal play).
 *
 * <p>A position is the columns' heights from the left, never increasing ({@code chomp 3 3 2 1}),
 * or a rectangle {@code RxC} (rows x columns); up to 15 rows and 16 columns. Every rectangle
 * but 1 x 1 is a first-player win by strategy stealing (taking the top-right square either
 * wins or could have been copied by the first move), but no winning move is known in general:
 * decided by search on the packed engine. Closed forms known for 2 x n and L-shapes are not used.
 */
final class ChompGame extends DeclaredGame implements org.sprague.catalog.engine.OutcomeSearch {
    static final GameDefinition DEFINITION = Definitions.of("chomp", p -> new ChompGame());
    private static final BoardText SIZE = new BoardText("chomp", "", PackedChomp.MAX_HEIGHT, PackedChomp.MAX_COLUMNS,
            PackedChomp.MAX_HEIGHT * PackedChomp.MAX_COLUMNS, PackedChomp.MAX_HEIGHT + " rows x "
            + PackedChomp.MAX_COLUMNS + " columns");

    ChompGame() {
        super(DEFINITION, () -> new OneLayout(p -> true, null, PackedChomp::new, ChompGame::pack), null);
    }

    @Override
    public Position parse(List<String> tokens) {
        boolean sized = tokens.stream().anyMatch(t -> t.matches(".*[xX].*"));
        if (sized && tokens.size() > 1) {
            throw new InvalidInputException("chomp: a position is one size RxC or the columns' heights, got "
                    + tokens.size() + " words: " + String.join(" ", tokens));
        }
        if (sized) {
            int[] size = SIZE.sizeOnly(tokens.get(0));
            long[] h = new long[size[1]];
            java.util.Arrays.fill(h, size[0]);
            return Position.of(h);
        }
        if (tokens.isEmpty()) {
            throw new InvalidInputException("chomp: a position is RxC or the columns' heights, got nothing");
        }
        Position p = Position.parse(id(), "height of column", tokens, 1);
        if (p.size() > PackedChomp.MAX_COLUMNS) {
            throw new InvalidInputException("chomp: 1 rows x " + p.size() + " columns is larger than " + SIZE.limit());
        }
        for (int i = 0; i < p.size(); i++) {
            if (p.get(i).longValue() > PackedChomp.MAX_HEIGHT || p.get(i).bitLength() > 31) {
                throw new InvalidInputException("chomp: height of column " + (i + 1) + " '" + p.get(i)
                        + "' is more than " + PackedChomp.MAX_HEIGHT);
            }
            if (i > 0 && p.get(i).compareTo(p.get(i - 1)) > 0) {
                throw new InvalidInputException("chomp: height of column " + (i + 1) + " '" + p.get(i)
                        + "' is more than the column to its left; heights never increase to the right");
            }
        }
        return p;
    }


    @Override
    public String format(Position p) {
        boolean rectangle = p.size() > 1;
        for (int i = 1; i < p.size(); i++) {
            rectangle &= p.get(i).equals(p.get(0));
        }
        return rectangle ? p.get(0) + "x" + p.size() : p.toString();
    }

    static long pack(Position p) {
        long out = 0;
        for (int i = 0; i < p.size(); i++) {
            out |= (long) p.intValue(i) << (4 * i);
        }
        return out;
    }

    static Position unpack(long packed) {
        return Position.of(PackedChomp.heights(packed));
    }

    /**
     * The moves of {@link PackedChomp}'s rules (written once, on the packed form), each option
     * unpacked and named ({@link #moveName}) in the rules' order ({@link DerivedMoves}).
     * Positions pack as column heights in 4-bit fields, one layout for all (parsing refuses
     * any larger), for the packed searches too ({@link OneLayout}).
     */
    @Override
    public List<Move> moves(Position p) {
        return DerivedMoves.of(p, new PackedChomp()::options, pack(p), (parts, count) -> unpack(parts[0]),
                ChompGame::moveName);
    }

    /**
     * {@code take column i, row j}: the bite's corner, the first column the move lowers and
     * the height it leaves there (plus one), counted from 1.
     */
    private static String moveName(Position before, Position after) {
        int i = 0;
        while (i < after.size() && after.get(i).equals(before.get(i))) {
            i++;
        }
        int j = i < after.size() ? after.intValue(i) : 0;
        return "take column " + (i + 1) + ", row " + (j + 1);
    }
}
