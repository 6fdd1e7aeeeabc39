package org.sprague.examples;

// EXAMPLE-BEGIN
import java.util.ArrayList;
import java.util.List;
import org.sprague.app.PartizanValues;
import org.sprague.app.Sprague;
import org.sprague.game.PartizanGame;

/**
 * Hackenbush strings: each string is a stalk of edges from the ground, L (blue, Left's), R (red,
 * Right's) or G (green, either's). Cutting an edge removes it and everything above it.
 */
public class PartizanExample {
    record Stalks(List<String> strings) {}

    static class Hackenbush implements PartizanGame<Stalks> {
        @Override
        public List<Stalks> leftOptions(Stalks p) {
            return cuts(p, 'L');
        }

        @Override
        public List<Stalks> rightOptions(Stalks p) {
            return cuts(p, 'R');
        }

        private static List<Stalks> cuts(Stalks p, char colour) {
            List<Stalks> options = new ArrayList<>();
            for (int i = 0; i < p.strings().size(); i++) {
                String s = p.strings().get(i);
                for (int e = 0; e < s.length(); e++) {
                    if (s.charAt(e) == colour || s.charAt(e) == 'G') {
                        List<String> next = new ArrayList<>(p.strings());
                        next.set(i, s.substring(0, e));
                        options.add(new Stalks(next));
                    }
                }
            }
            return options;
        }

        // Optional: the stalks are independent regions, each valued once.
        @Override
        public List<Stalks> regions(Stalks p) {
            return p.strings().stream().filter(s -> !s.isEmpty())
                    .map(s -> new Stalks(List.of(s))).toList();
        }
    }

    public static void main(String[] args) {
        PartizanValues<Stalks> hackenbush = Sprague.partizan(new Hackenbush(), 1_000_000);
        for (List<String> strings : List.of(List.of("LR"), List.of("RLL"), List.of("GG"),
                List.of("LR", "RL"), List.of("LG", "RLL", "GG"))) {
            Stalks p = new Stalks(strings);
            System.out.println(strings + ": outcome " + hackenbush.outcome(p)
                    + ", value " + hackenbush.value(p));
        }
    }
}
// EXAMPLE-END
