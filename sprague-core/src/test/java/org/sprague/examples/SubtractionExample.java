package org.sprague.examples;

// EXAMPLE-BEGIN
import java.util.ArrayList;
import java.util.List;
import org.sprague.app.ImpartialValues;
import org.sprague.app.Sprague;
import org.sprague.game.ImpartialGame;

/** Heaps of stones; a move takes 1, 3 or 4 stones from one heap. */
public class SubtractionExample {
    record Heaps(List<Integer> sizes) {}

    static class TakeOneThreeOrFour implements ImpartialGame<Heaps> {
        @Override
        public List<Heaps> options(Heaps p) {
            List<Heaps> options = new ArrayList<>();
            for (int i = 0; i < p.sizes().size(); i++) {
                for (int take : new int[] {1, 3, 4}) {
                    if (p.sizes().get(i) >= take) {
                        List<Integer> next = new ArrayList<>(p.sizes());
                        next.set(i, p.sizes().get(i) - take);
                        options.add(new Heaps(next));
                    }
                }
            }
            return options;
        }

        // Optional: the heaps are independent, so a position is the sum of single heaps.
        // The solver then stores single heaps only and XORs their values.
        @Override
        public List<Heaps> components(Heaps p) {
            return p.sizes().stream().map(h -> new Heaps(List.of(h))).toList();
        }
    }

    public static void main(String[] args) {
        ImpartialValues<Heaps> values = Sprague.impartial(new TakeOneThreeOrFour(), 1_000_000);
        Heaps p = new Heaps(List.of(5, 9, 13));
        System.out.println("outcome: " + values.outcome(p));
        System.out.println("grundy: " + values.grundy(p));
        System.out.println("winning moves: " + values.winningMoves(p));
    }
}
// EXAMPLE-END
