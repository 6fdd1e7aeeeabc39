package org.sprague.app;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sprague.strong.StrongGame;
import org.sprague.strong.Value;

/**
 * The answer of {@link Sprague#strongLookup}: what a strong solution says of one position, its
 * value and remoteness for the player to move (in a scored game also the margin that player
 * can force), and every move with the position it leads to and its value for the player
 * making it. {@code sprague query} prints it (its JSON with {@code --json}), {@code sprague play
 * --db} plays its {@link #engineMove()}, and the web's {@code GET /api/strong} sends its JSON
 * after the database's name: one record, so the two JSONs are equal by construction.
 *
 * @param game the game the solution is of
 * @param position the position's code
 * @param value its value for the player to move
 * @param remoteness moves to the end under perfect play (meaningless for a draw)
 * @param margin in a scored game the margin the player to move can force, else 0
 * @param moves each move, in the game's order; none at the end of the game
 */
public record StrongLookupAnswer(StrongGame game, long position, Value value, int remoteness, int margin,
        List<Move> moves) {

    /**
     * One move: its name, the position reached, its value for the player making it, and in a
     * scored game its margin for that player (positive ahead, 0 otherwise).
     */
    public record Move(String move, long position, Value value, int remoteness, int margin) {
        /** Better first: win (by the most, then fastest), tie (fastest), draw, lose (by the least, then slowest). */
        public long order() {
            long byMargin = -1_000_000L * margin;
            return switch (value) {
                case WIN -> byMargin + remoteness;
                case TIE -> 100_000 + remoteness;
                case DRAW -> 200_000;
                default -> byMargin + 400_000 - remoteness;
            };
        }

        /** "win in 5", "win by 3 in 5" (scored), "draw". */
        public String describe() {
            return StrongLookupAnswer.describe(value, margin, remoteness);
        }
    }

    public StrongLookupAnswer {
        moves = List.copyOf(moves);
    }

    /**
     * The engine's move (GamesmanUni's): win fastest, else tie fastest, else draw, else lose
     * slowest, a larger margin first in a scored game; the first in the game's order among
     * equals. Null at the end of the game.
     */
    public Move engineMove() {
        return moves.stream().min(Comparator.comparingLong(Move::order)).orElse(null);
    }

    /** "win in 5", "win by 3 in 5" (scored), "tie in 9", "draw": the value for the player to move. */
    public String describe() {
        return describe(value, margin, remoteness);
    }

    /**
     * The JSON shape, as ordered maps and lists for any JSON writer: {@code game},
     * {@code position}, {@code value}, {@code remoteness} (null for a draw), {@code margin} (in a
     * scored game only), {@code engineMove} (the name of {@link #engineMove()}, null at the end),
     * then {@code moves}, each with {@code move}, {@code position}, {@code value},
     * {@code remoteness} and {@code margin} alike.
     */
    public Map<String, Object> json() {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("game", game.id());
        o.put("position", game.format(position));
        o.put("value", value.label());
        o.put("remoteness", value == Value.DRAW ? null : remoteness);
        if (game.scored()) {
            o.put("margin", margin);
        }
        Move best = engineMove();
        o.put("engineMove", best == null ? null : best.move());
        List<Map<String, Object>> ms = new ArrayList<>();
        for (Move mv : moves) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("move", mv.move());
            m.put("position", game.format(mv.position()));
            m.put("value", mv.value().label());
            m.put("remoteness", mv.value() == Value.DRAW ? null : mv.remoteness());
            if (game.scored()) {
                m.put("margin", mv.margin());
            }
            ms.add(m);
        }
        o.put("moves", ms);
        return o;
    }

    /** "win by 3 in 5" (a scored game's margin), "tie in 9", "draw". */
    static String describe(Value v, int margin, int remoteness) {
        return v == Value.DRAW || v == Value.UNDEFINED ? v.label()
                : v.label() + (margin != 0 ? " by " + Math.abs(margin) : "") + " in " + remoteness;
    }
}
