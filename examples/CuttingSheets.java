import java.util.ArrayList;
import java.util.List;
import org.sprague.catalog.Position;
import org.sprague.game.ImpartialGame;

/**
 * The cutting game (POJ 2311) as a user-defined game: a position is "w h" (one sheet) or
 * "w1 h1 w2 h2 ..." (several). A move cuts one sheet along a grid line into two; whoever
 * cuts off a 1x1 piece wins, so only cuts leaving both parts at least 2 wide count. Each
 * sheet is a component, so the solver stores single sheets only.
 *
 *   sprague solve --game-file examples/CuttingSheets.java 4 5
 *   sprague pattern --game-file examples/CuttingSheets.java 12x12
 */
public class CuttingSheets implements ImpartialGame<Position> {
    @Override
    public List<Position> options(Position sheets) {
        List<Position> options = new ArrayList<>();
        for (int s = 0; s + 1 < sheets.size(); s += 2) {
            int w = sheets.intValue(s);
            int h = sheets.intValue(s + 1);
            for (int a = 2; a <= w - 2; a++) {
                options.add(replace(sheets, s, a, h, w - a, h));
            }
            for (int b = 2; b <= h - 2; b++) {
                options.add(replace(sheets, s, w, b, w, h - b));
            }
        }
        return options;
    }

    @Override
    public List<Position> components(Position sheets) {
        List<Position> parts = new ArrayList<>();
        for (int s = 0; s + 1 < sheets.size(); s += 2) {
            int w = sheets.intValue(s);
            int h = sheets.intValue(s + 1);
            parts.add(Position.of(Math.min(w, h), Math.max(w, h)));
        }
        return parts;
    }

    private static Position replace(Position sheets, int s, long w1, long h1, long w2, long h2) {
        List<Long> v = new ArrayList<>();
        for (int i = 0; i < sheets.size(); i++) {
            if (i == s) {
                v.add(w1);
                v.add(h1);
                v.add(w2);
                v.add(h2);
            } else if (i != s + 1) {
                v.add(sheets.get(i).longValueExact());
            }
        }
        return Position.of(v.stream().mapToLong(Long::longValue).toArray());
    }
}
