package org.sprague.catalog;

import org.sprague.catalog.entry.Part;
import java.util.ArrayList;
import java.util.List;
import org.sprague.game.ImpartialGame;
import org.sprague.game.Position;

/**
 * A disjunctive sum of catalogue games as one impartial game over tuples of positions,
 * for whole-position searches (misère play). A move picks one component and moves in it.
 */
final class SumGame implements ImpartialGame<SumGame.State> {
    private final List<Part> parts;

    SumGame(List<Part> parts) {
        this.parts = List.copyOf(parts);
    }

    /** The components' positions, in the sum's order. */
    record State(List<Position> positions) {
        State {
            positions = List.copyOf(positions);
        }
    }

    private ImpartialCatalogGame game(int i) {
        return (ImpartialCatalogGame) parts.get(i).game();
    }

    @Override
    public List<State> options(State s) {
        List<State> out = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            for (Position to : game(i).options(s.positions().get(i))) {
                List<Position> next = new ArrayList<>(s.positions());
                next.set(i, to);
                out.add(new State(next));
            }
        }
        return out;
    }

    @Override
    public State canonical(State s) {
        List<Position> c = new ArrayList<>(s.positions().size());
        for (int i = 0; i < parts.size(); i++) {
            c.add(game(i).canonical(s.positions().get(i)));
        }
        return new State(c);
    }

    /** The label of the move from {@code from} to {@code to}: the component and its own label. */
    String describe(State from, State to) {
        for (int i = 0; i < parts.size(); i++) {
            Position a = from.positions().get(i);
            Position b = to.positions().get(i);
            if (!a.equals(b)) {
                return "component " + (i + 1) + " (" + game(i).id() + "): " + game(i).describeMove(a, b);
            }
        }
        return "pass";
    }

    /** The sum as typed: {@code nim 3 4 + kayles 7}. */
    String text(State s) {
        return java.util.stream.IntStream.range(0, parts.size())
                .mapToObj(i -> new Part(game(i), s.positions().get(i)).text())
                .collect(java.util.stream.Collectors.joining(" + "));
    }
}
