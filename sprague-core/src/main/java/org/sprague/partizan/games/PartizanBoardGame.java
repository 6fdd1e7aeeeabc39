package org.sprague.partizan.games;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.sprague.game.Deadline;
import org.sprague.partizan.OptionsBySide;
import org.sprague.partizan.RegionGame;

/**
 * A partizan catalogue game: rules, position syntax, and moves with labels a person reads.
 * Left is the first-named player (blue, vertical, toads, 'x').
 *
 * @param <P> the position type (immutable, with value equality)
 */
public interface PartizanBoardGame<P> extends RegionGame<P>, OptionsBySide<P> {

    /** The id typed on the command line: {@code domineering}. */
    String id();

    /**
     * What the solvers' transposition tables are keyed by: games with equal keys share one
     * table. The id, unless positions only mean something with this instance (a graph read
     * from a file).
     */
    default String tableKey() {
        return id();
    }

    /** The game's words for {@code sprague games}: its rules, its position syntax and an example. */
    Words words();

    /**
     * Reads a position from the words after the game id.
     *
     * @throws org.sprague.game.InvalidInputException naming the bad character or word
     */
    P parse(List<String> words);

    /** The position in the syntax {@link #parse} reads. */
    String format(P position);

    /** Left's ({@code left}) or Right's moves, labelled. */
    List<LabelledMove<P>> moves(P position, boolean left);

    /**
     * The position's value when a proven closed form gives it as an integer (Cutcake), so the
     * solvers need not search it; empty (the default) when the game has none.
     */
    default OptionalLong integerValue(P position) {
        return OptionalLong.empty();
    }

    /**
     * The position's value when it is a nimber {@code *n} known without searching its options
     * (a position of an impartial game: {@code *g} for its Grundy value g, by the
     * Sprague-Grundy theorem), computed within {@code deadline}; empty (the default) when the
     * game has none.
     */
    default OptionalInt nimberValue(P position, Deadline deadline) {
        return OptionalInt.empty();
    }

    /** The targets of Left's ({@code left}) or Right's moves. */
    @Override
    default Collection<P> options(P position, boolean left) {
        return targets(moves(position, left));
    }

    private static <P> List<P> targets(List<LabelledMove<P>> moves) {
        List<P> out = new ArrayList<>(moves.size());
        for (LabelledMove<P> m : moves) {
            out.add(m.to());
        }
        return out;
    }

    /** A move: its label and the position it leads to. */
    record LabelledMove<P>(String label, P to) {
    }

    /**
     * What {@code sprague games} says of a game.
     *
     * @param rules the rules in a sentence or two
     * @param syntax how a position is written
     * @param example an example position, in that syntax
     */
    record Words(String rules, String syntax, String example) {
    }
}
