package org.sprague.strong.db;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sprague.game.InvalidInputException;
import org.sprague.strong.Record;
import org.sprague.strong.StrongGame;
import org.sprague.strong.Value;

/**
 * What a strong solution says of one position: its value and remoteness for the player to
 * move (in a scored game also the margin that player can force), and every move with the
 * position it leads to and its value for the player making it. The one builder of that
 * answer and of its JSON, which {@code sprague query --json}, {@code sprague play --db} and
 * the web explorer's {@code GET /api/strong} share.
 *
 * <p>Cost: one {@link StrongDatabase#lookup} for the position and one per move, each reading
 * at most one block. {@link StrongDatabase} caches blocks in an unsynchronised map: a caller
 * sharing a database between threads looks up one position at a time.
 *
 * @param game the game the database holds
 * @param position the position's code
 * @param value its value for the player to move
 * @param remoteness moves to the end under perfect play (meaningless for a draw)
 * @param margin in a scored game the margin the player to move can force, else 0
 * @param moves each move, in the game's order; none at the end of the game
 */
public record StrongAnswer(StrongGame game, long position, Value value, int remoteness, int margin, List<Move> moves) {

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
            return StrongAnswer.describe(value, margin, remoteness);
        }
    }

    public StrongAnswer {
        moves = List.copyOf(moves);
    }

    /**
     * The answer for {@code position} in {@code db}.
     *
     * @param dbName the database's name in messages (the explorer knows it by file name), or null
     * @throws InvalidInputException when the position or one it leads to is not in the database
     */
    public static StrongAnswer lookup(StrongDatabase db, StrongGame game, long position, String dbName) {
        short r = record(db, game, position, dbName);
        return new StrongAnswer(game, position, Record.value(r), Record.remoteness(r), Record.margin(r),
                moves(db, game, position, dbName));
    }

    /** The record of {@code position} ({@link Record}'s packing), read from {@code db}. */
    public static short record(StrongDatabase db, StrongGame game, long position, String dbName) {
        int r = db.lookup(game, position);
        if (r < 0) {
            throw new InvalidInputException("position " + game.format(position) + " is not in the database"
                    + (dbName == null ? "" : " " + dbName) + (db.explored() ? " (it cannot be reached from the start)" : ""));
        }
        return (short) r;
    }

    /** Every move from {@code position} with its value for the player making it; none at the end of the game. */
    public static List<Move> moves(StrongDatabase db, StrongGame game, long position, String dbName) {
        List<Move> out = new ArrayList<>();
        if (game.primitive(position) != null) {
            return out;
        }
        long[] buf = new long[game.maxMoves()];
        int m = game.moves(position, buf);
        for (int i = 0; i < m; i++) {
            short r = record(db, game, buf[i], dbName);
            out.add(new Move(game.moveName(position, buf[i]), buf[i], Record.value(r).forMover(),
                    Record.remoteness(r), -Record.margin(r)));
        }
        return out;
    }

    /**
     * The JSON shape, as ordered maps and lists for any JSON writer: {@code position},
     * {@code value}, {@code remoteness} (null for a draw), {@code margin} (in a scored game
     * only), then {@code moves}, each with {@code move}, {@code position}, {@code value},
     * {@code remoteness} and {@code margin} alike.
     */
    public Map<String, Object> json() {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("position", game.format(position));
        o.put("value", value.label());
        o.put("remoteness", value == Value.DRAW ? null : remoteness);
        if (game.scored()) {
            o.put("margin", margin);
        }
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
    public static String describe(Value v, int margin, int remoteness) {
        return v == Value.DRAW ? "draw" : v.label() + (margin != 0 ? " by " + Math.abs(margin) : "") + " in " + remoteness;
    }
}
