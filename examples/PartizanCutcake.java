import java.util.ArrayList;
import java.util.List;
import org.sprague.game.Position;
import org.sprague.game.PartizanGame;

/**
 * Cutcake (Winning Ways ch. 2) as a user's partizan game: a position is the pieces' sides
 * W H W H ...; Left cuts a piece along a vertical line (its width splits), Right along a
 * horizontal line (its height splits). Solved to canonical form with
 * {@code sprague solve --game-file examples/PartizanCutcake.java 4 3}; the catalogue's
 * {@code cutcake} is the same game, and a test compares the two.
 */
public class PartizanCutcake implements PartizanGame<Position> {
    @Override
    public List<Position> leftOptions(Position p) {
        return cuts(p, 0);
    }

    @Override
    public List<Position> rightOptions(Position p) {
        return cuts(p, 1);
    }

    /** Every cut of side {@code axis} (0 width, 1 height) of every piece. */
    private static List<Position> cuts(Position p, int axis) {
        List<Position> out = new ArrayList<>();
        for (int i = 0; i + 1 < p.size(); i += 2) {
            int side = p.intValue(i + axis);
            for (int a = 1; a <= side / 2; a++) {
                long[] next = new long[p.size() + 2];
                for (int j = 0; j < p.size(); j++) {
                    next[j] = p.intValue(j);
                }
                next[i + axis] = a;
                next[p.size()] = axis == 0 ? side - a : p.intValue(i);
                next[p.size() + 1] = axis == 0 ? p.intValue(i + 1) : side - a;
                out.add(sorted(next));
            }
        }
        return out;
    }

    /** Pieces in a fixed order, so equal sums are equal positions. */
    private static Position sorted(long[] sides) {
        List<long[]> pieces = new ArrayList<>();
        for (int i = 0; i + 1 < sides.length; i += 2) {
            if (sides[i] > 1 || sides[i + 1] > 1) { // a 1x1 piece has no cut: worth 0
                pieces.add(new long[] {sides[i], sides[i + 1]});
            }
        }
        pieces.sort((x, y) -> x[0] != y[0] ? Long.compare(x[0], y[0]) : Long.compare(x[1], y[1]));
        long[] flat = new long[pieces.size() * 2];
        for (int k = 0; k < pieces.size(); k++) {
            flat[2 * k] = pieces.get(k)[0];
            flat[2 * k + 1] = pieces.get(k)[1];
        }
        return Position.of(flat);
    }
}
