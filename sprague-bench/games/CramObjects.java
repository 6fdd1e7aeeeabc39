import java.util.List;
import java.util.function.Consumer;
import org.sprague.game.Position;
import org.sprague.game.ImpartialGame;

/**
 * Cram written as a new user writes a game file: object positions, the options streamed
 * (ImpartialGame's options(position, sink): the search takes each as it is made, no list), no
 * regions and no symmetries. A position is "rows cols free": the free squares as bits,
 * square (r, c) at bit r * cols + c; "5 5" alone is the empty 5 x 5 board. A move places a
 * domino on two adjacent free squares, either way; normal play.
 *
 *   sprague solve --game-file sprague-bench/games/CramObjects.java 5 5
 *
 * Benchmark of object positions (bench/objects.sh) against sprague-bench/cpp/cram_memo.cpp.
 */
public class CramObjects implements ImpartialGame<Position> {
    /** The list the move printer asks for: the streamed options, collected. */
    @Override
    public List<Position> options(Position p) {
        return ImpartialGame.collect(this, p);
    }

    @Override
    public void options(Position p, Consumer<? super Position> out) {
        int rows = p.intValue(0);
        int cols = p.intValue(1);
        long free = p.size() > 2 ? p.longValue(2) : (1L << (rows * cols)) - 1;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                long a = 1L << (r * cols + c);
                if ((free & a) == 0) {
                    continue;
                }
                if (c + 1 < cols && (free & a << 1) != 0) {
                    out.accept(Position.of(rows, cols, free & ~(a | a << 1)));
                }
                if (r + 1 < rows && (free & a << cols) != 0) {
                    out.accept(Position.of(rows, cols, free & ~(a | a << cols)));
                }
            }
        }
    }
}
