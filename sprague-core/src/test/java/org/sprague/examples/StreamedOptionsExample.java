package org.sprague.examples;

// EXAMPLE-BEGIN
import java.util.List;
import java.util.function.Consumer;
import org.sprague.app.ImpartialValues;
import org.sprague.app.Sprague;
import org.sprague.game.ImpartialGame;
import org.sprague.game.Position;

/** Chomp: a position is the columns' heights; a move eats a square and all above and right of it. */
public class StreamedOptionsExample {
    static class Chomp implements ImpartialGame<Position> {
        @Override
        public List<Position> options(Position p) { // what move lists ask for
            return ImpartialGame.collect(this, p);
        }

        @Override
        public void options(Position p, Consumer<? super Position> out) { // what the search asks for
            int[] h = p.ints();
            long[] next = new long[h.length]; // filled again for every option
            for (int i = 0; i < h.length; i++) {
                for (int j = i == 0 ? 1 : 0; j < h[i]; j++) { // not the poisoned square (0, 0)
                    for (int k = 0; k < h.length; k++) {
                        next[k] = k < i ? h[k] : Math.min(h[k], j);
                    }
                    Position.emit(out, next);
                }
            }
        }
    }

    public static void main(String[] args) {
        ImpartialValues<Position> values = Sprague.impartial(new Chomp(), 1_000_000);
        Position square = Position.of(6, 6, 6, 6, 6, 6);
        System.out.println("6x6: outcome " + values.outcome(square) + ", grundy " + values.grundy(square));
        System.out.println("winning moves: " + values.winningMoves(square));
    }
}
// EXAMPLE-END
