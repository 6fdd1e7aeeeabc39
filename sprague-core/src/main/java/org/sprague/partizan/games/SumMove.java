package org.sprague.partizan.games;

import java.util.stream.Collectors;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.sprague.partizan.games.PartizanSumSolver.Component;

/**
 * A move of one player in a sum of partizan components: a move in one component, the others
 * unchanged (the disjunctive sum, Winning Ways ch. 2). The one place that lists a sum's moves,
 * labels them and finds the winning ones, for the value solver ({@link PartizanSumSolver},
 * which wins by comparing the value after the move with 0) and the outcome search
 * ({@code PartizanOutcomeSearch}, which searches the position after it).
 *
 * @param parts the sum before the move
 * @param component the index of the component moved in
 * @param move the component's labelled move
 */
public record SumMove(List<Component<?>> parts, int component, PartizanBoardGame.LabelledMove<?> move) {

    /** The component after the move. */
    public Component<?> moved() {
        return with(parts.get(component), move.to());
    }

    @SuppressWarnings("unchecked")
    private static <P> Component<P> with(Component<P> c, Object to) {
        return c.with((P) to);
    }

    /** The whole sum after the move. */
    public List<Component<?>> after() {
        List<Component<?>> next = new ArrayList<>(parts);
        next.set(component, moved());
        return next;
    }

    /**
     * The move as a person reads it: the component's own label when the sum has one component,
     * else {@code "component 2 (clobber): x (1,1) takes (1,2)"}.
     */
    public String label() {
        return parts.size() == 1 ? move.label()
                : "component " + (component + 1) + " (" + parts.get(component).game().id() + "): " + move.label();
    }

    /** The position after the move as {@link #text} writes it. */
    public String position() {
        return parts.size() == 1 ? format(moved()) : text(after());
    }

    /**
     * The moves of Left ({@code left}) or Right in the sum that {@code wins} accepts, component
     * by component in each game's move order, stopping at {@code max} of them. O(moves) calls
     * of {@code wins}, and none after the {@code max}-th winning move.
     */
    public static List<SumMove> winning(List<Component<?>> parts, boolean left, Predicate<SumMove> wins, int max) {
        List<SumMove> out = new ArrayList<>();
        for (int i = 0; i < parts.size() && out.size() < max; i++) {
            for (PartizanBoardGame.LabelledMove<?> m : moves(parts.get(i), left)) {
                if (out.size() >= max) {
                    break;
                }
                SumMove s = new SumMove(parts, i, m);
                if (wins.test(s)) {
                    out.add(s);
                }
            }
        }
        return out;
    }

    /** Every move of Left ({@code left}) or Right in the sum, in the order {@link #winning} tries them. */
    public static List<SumMove> all(List<Component<?>> parts, boolean left) {
        return winning(parts, left, m -> true, Integer.MAX_VALUE);
    }

    private static <P> List<PartizanBoardGame.LabelledMove<P>> moves(Component<P> c, boolean left) {
        return c.game().moves(c.position(), left);
    }

    /** A sum as printed: one component's position alone, several as {@code "GAME POSITION + ..."}. */
    public static String text(List<Component<?>> parts) {
        if (parts.size() == 1) {
            return format(parts.get(0));
        }
        return parts.stream().map(Component::text).collect(Collectors.joining(" + "));
    }

    private static <P> String format(Component<P> c) {
        return c.game().format(c.position());
    }
}
