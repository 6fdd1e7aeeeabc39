import java.util.ArrayList;
import java.util.List;
import org.sprague.game.Position;
import org.sprague.game.ImpartialGame;

/**
 * The multiplication game (UVa 847) as a user-defined game: a position is "n p", the
 * target n and the product p so far (p starts at 1). A move multiplies p by 2..9; the
 * player who makes p >= n wins, so p >= n is terminal (the player to move has lost).
 *
 *   sprague solve --game-file examples/MultiplicationGame.java 162 1
 */
public class MultiplicationGame implements ImpartialGame<Position> {
    @Override
    public List<Position> options(Position position) {
        long n = position.longValue(0);
        long p = position.size() > 1 ? position.longValue(1) : 1;
        List<Position> options = new ArrayList<>();
        if (p < n) {
            for (long k = 2; k <= 9; k++) {
                options.add(Position.of(n, p * k));
            }
        }
        return options;
    }
}
