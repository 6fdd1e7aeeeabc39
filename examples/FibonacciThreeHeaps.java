import java.util.ArrayList;
import java.util.List;
import org.sprague.catalog.Position;
import org.sprague.game.ImpartialGame;

/**
 * HDU 1848 as a user-defined game: three heaps "a b c"; a move takes a Fibonacci number
 * (1, 2, 3, 5, 8, ...) of stones from one heap. Each heap is a component, so the value
 * is the XOR of three single-heap values.
 *
 *   sprague solve --game-file examples/FibonacciThreeHeaps.java 1 4 1
 *   sprague pattern --game-file examples/FibonacciThreeHeaps.java --to 200
 */
public class FibonacciThreeHeaps implements ImpartialGame<Position> {
    @Override
    public List<Position> options(Position heaps) {
        List<Position> options = new ArrayList<>();
        for (int i = 0; i < heaps.size(); i++) {
            int h = heaps.intValue(i);
            for (int a = 1, b = 2; a <= h; ) {
                options.add(heaps.with(i, h - a));
                int next = a + b;
                a = b;
                b = next;
            }
        }
        return options;
    }

    @Override
    public List<Position> components(Position heaps) {
        List<Position> parts = new ArrayList<>();
        for (int i = 0; i < heaps.size(); i++) {
            if (heaps.intValue(i) > 0) {
                parts.add(Position.of(heaps.intValue(i)));
            }
        }
        return parts;
    }
}
