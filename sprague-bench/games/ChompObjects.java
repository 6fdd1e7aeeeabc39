import java.util.List;
import java.util.function.Consumer;
import org.sprague.game.Position;
import org.sprague.game.ImpartialGame;

/**
 * Chomp written as a new user writes a game file: object positions, the options streamed
 * (ImpartialGame's options(position, sink): the search takes each as it is made, no list).
 * A position is the columns' heights, left to right, non-increasing ("11 11 ... 11" is the
 * 11 x 11 bar). A move takes a square (column i, row j) other than the poisoned corner
 * (0, 0) and every square above and to the right of it: every column k >= i gets height
 * min(h[k], j). The bar reduced to the poisoned square has no move: the player to move
 * must eat the poison and loses.
 *
 *   sprague solve --game-file sprague-bench/games/ChompObjects.java 11 11 11 11 11 11 11 11 11 11 11
 *
 * Benchmark of object positions (bench/objects.sh) against sprague-bench/cpp/chomp_memo.cpp.
 */
public class ChompObjects implements ImpartialGame<Position> {
    /** The list the move printer asks for: the streamed options, collected. */
    @Override
    public List<Position> options(Position p) {
        return ImpartialGame.collect(this, p);
    }

    @Override
    public void options(Position p, Consumer<? super Position> out) {
        int[] h = p.ints();
        long[] next = new long[h.length]; // Position.emit reads it during the call only: one array serves every option
        for (int i = 0; i < h.length; i++) {
            for (int j = i == 0 ? 1 : 0; j < h[i]; j++) {
                for (int k = 0; k < h.length; k++) {
                    next[k] = k < i ? h[k] : Math.min(h[k], j);
                }
                Position.emit(out, next);
            }
        }
    }
}
