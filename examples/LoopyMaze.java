import java.util.ArrayList;
import java.util.List;
import org.sprague.game.Position;
import org.sprague.game.ImpartialGame;

/**
 * A token in a small maze, a game whose positions repeat. A move takes the token one square
 * up or down, or one or two squares left, onto a free square of the board (walls are '#');
 * the player who cannot move loses. Up and down moves can undo each other, so play may go
 * on forever: some positions are draws.
 *
 * <p>A position is the token's row and column, from 0 at the top left:
 * {@code sprague graph --game-file examples/LoopyMaze.java 4 5}.
 */
public class LoopyMaze implements ImpartialGame<Position> {
    private static final String[] BOARD = {
        ".#.#..",
        "#..#..",
        "..##..",
        ".#..#.",
        "#.....",
    };

    private static boolean free(int row, int col) {
        return row >= 0 && row < BOARD.length && col >= 0 && col < BOARD[row].length()
                && BOARD[row].charAt(col) == '.';
    }

    @Override
    public List<Position> options(Position position) {
        int row = position.intValue(0);
        int col = position.intValue(1);
        if (position.size() != 2 || !free(row, col)) {
            throw new IllegalArgumentException("a position is a free square: row 0.." + (BOARD.length - 1)
                    + ", column 0.." + (BOARD[0].length() - 1));
        }
        List<Position> options = new ArrayList<>();
        int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, -2}};
        for (int[] s : steps) {
            int r = row + s[0];
            int c = col + s[1];
            // a two-square move needs the square in between free too
            if (free(r, c) && (s[1] != -2 || free(row, col - 1))) {
                options.add(Position.of(r, c));
            }
        }
        return options;
    }
}
