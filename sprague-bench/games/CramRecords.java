import java.util.ArrayList;
import java.util.List;
import org.sprague.game.ImpartialGame;

/**
 * Cram as {@link CramObjects}, with a record as the position, as the README's library example
 * writes positions: {@code Board(rows, cols, free)}, the free squares as bits, square (r, c)
 * at bit r * cols + c. Typed as the record's components in order: "5 5 33554431" is the
 * empty 5 x 5 board.
 *
 *   sprague solve --game-file sprague-bench/games/CramRecords.java 5 5 33554431
 *
 * Benchmark of record positions (bench/objects.sh, GAMES=cram-records) against
 * sprague-bench/cpp/cram_memo.cpp.
 */
public class CramRecords implements ImpartialGame<CramRecords.Board> {
    /** A board: its size and its free squares. */
    public record Board(int rows, int cols, long free) {
    }

    @Override
    public List<Board> options(Board b) {
        List<Board> out = new ArrayList<>();
        for (int r = 0; r < b.rows(); r++) {
            for (int c = 0; c < b.cols(); c++) {
                long a = 1L << (r * b.cols() + c);
                if ((b.free() & a) == 0) {
                    continue;
                }
                if (c + 1 < b.cols() && (b.free() & a << 1) != 0) {
                    out.add(new Board(b.rows(), b.cols(), b.free() & ~(a | a << 1)));
                }
                if (r + 1 < b.rows() && (b.free() & a << b.cols()) != 0) {
                    out.add(new Board(b.rows(), b.cols(), b.free() & ~(a | a << b.cols())));
                }
            }
        }
        return out;
    }
}
