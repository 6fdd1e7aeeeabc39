import java.util.ArrayList;
import java.util.List;
import org.sprague.game.Position;
import org.sprague.game.ImpartialGame;

/**
 * Cram written as a new user writes a game file: object positions, a list of options, no
 * regions and no symmetries. A position is "rows cols free": the free squares as bits,
 * square (r, c) at bit r * cols + c; "5 5" alone is the empty 5 x 5 board. A move places a
 * domino on two adjacent free squares, either way; normal play.
 *
 *   sprague solve --game-file sprague-bench/games/CramObjects.java 5 5
 *
 * Benchmark of object positions (bench/objects.sh) against sprague-bench/cpp/cram_memo.cpp.
 */
public class CramObjects implements ImpartialGame<Position> {
    @Override
    public List<Position> options(Position p) {
        int rows = p.intValue(0);
        int cols = p.intValue(1);
        long free = p.size() > 2 ? p.get(2).longValueExact() : (1L << (rows * cols)) - 1;
        List<Position> out = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                long a = 1L << (r * cols + c);
                if ((free & a) == 0) {
                    continue;
                }
                if (c + 1 < cols && (free & a << 1) != 0) {
                    out.add(Position.of(rows, cols, free & ~(a | a << 1)));
                }
                if (r + 1 < rows && (free & a << cols) != 0) {
                    out.add(Position.of(rows, cols, free & ~(a | a << cols)));
                }
            }
        }
        return out;
    }
}
