package org.sprague.examples;

// EXAMPLE-BEGIN
import java.util.ArrayList;
import java.util.List;
import org.sprague.app.ImpartialValues;
import org.sprague.app.Sprague;
import org.sprague.game.ImpartialGame;

/** Nim under misère play: whoever takes the last stone loses. */
public class MisereExample {
    record Heaps(List<Integer> sizes) {}

    static class Nim implements ImpartialGame<Heaps> {
        @Override
        public List<Heaps> options(Heaps p) {
            List<Heaps> options = new ArrayList<>();
            for (int i = 0; i < p.sizes().size(); i++) {
                for (int left = 0; left < p.sizes().get(i); left++) {
                    List<Integer> next = new ArrayList<>(p.sizes());
                    next.set(i, left);
                    options.add(new Heaps(next));
                }
            }
            return options;
        }

        // Optional: heaps in any order are the same position, so the memo keeps one of them.
        @Override
        public Heaps canonical(Heaps p) {
            return new Heaps(p.sizes().stream().sorted().toList());
        }
    }

    public static void main(String[] args) {
        ImpartialValues<Heaps> misere = Sprague.misere(new Nim(), 1_000_000);
        for (List<Integer> heaps : List.of(List.of(1, 1, 1), List.of(1, 1), List.of(3, 4, 5))) {
            Heaps p = new Heaps(heaps);
            System.out.println(heaps + ": " + misere.outcome(p) + ", winning moves " + misere.winningMoves(p));
        }
        System.out.println("positions stored: " + misere.positionsStored());
    }
}
// EXAMPLE-END
