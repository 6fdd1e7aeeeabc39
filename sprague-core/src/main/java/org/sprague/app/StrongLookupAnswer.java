package org.sprague.app;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.sprague.game.InvalidInputException;
import org.sprague.strong.Record;
import org.sprague.strong.SolvedPositions;
import org.sprague.strong.StrongGame;
import org.sprague.strong.Value;

/**
 * The answer of {@link Sprague#strongLookup}: what a strong solution says of one position, its
 * value and remoteness for the player to move (in a scored game also the margin that player
 * can force), and every move with the position it leads to and its value for the player
 * making it. {@code sprague query} prints it (its JSON with {@code --json}), {@code sprague play
 * --db} plays its {@link #engineMove()}, and the web's {@code GET /api/strong} sends its JSON
 * after the database's name: one answer, so the two JSONs are equal by construction.
 *
 * <p>The moves are read by their index, 0 to {@link #moveCount()} - 1, in the game's order:
 * {@link #move(int)} its name, {@link #movePosition(int)}, {@link #moveValue(int)},
 * {@link #moveRemoteness(int)} and {@link #moveMargin(int)} for the player making it.
 */
public final class StrongLookupAnswer {
    private final StrongGame game;
    private final long position;
    private final Value value;
    private final int remoteness;
    private final int margin;
    private final List<Move> moves;

    /** One move: its name, the position reached, and its value, remoteness and margin for the player making it. */
    record Move(String move, long position, Value value, int remoteness, int margin) {
    }

    private StrongLookupAnswer(StrongGame game, long position, Value value, int remoteness, int margin, List<Move> moves) {
        this.game = game;
        this.position = position;
        this.value = value;
        this.remoteness = remoteness;
        this.margin = margin;
        this.moves = List.copyOf(moves);
    }

    /**
     * {@link Sprague#strongLookup}: one position's record and each move's, read from a solved
     * store. Cost: one {@link SolvedPositions#record} for the position and one per move (a
     * database reads at most one block each); a store that is not thread-safe (sprague-db's
     * caches blocks unsynchronised) is looked up one position at a time by its caller.
     */
    static StrongLookupAnswer of(SolvedPositions solved, long position) {
        StrongGame game = solved.game();
        short r = record(solved, position);
        return new StrongLookupAnswer(game, position, Record.value(r), Record.remoteness(r), Record.margin(r),
                moves(solved, position));
    }

    /** The record of {@code position}, or bad input naming the position and the store. */
    private static short record(SolvedPositions solved, long position) {
        int r = solved.record(position);
        if (r < 0) {
            throw new InvalidInputException("position " + solved.game().format(position) + " is not in the database"
                    + (solved.name() == null ? "" : " " + solved.name())
                    + (solved.reachableOnly() ? " (it cannot be reached from the start)" : ""));
        }
        return (short) r;
    }

    /** Every move from {@code position} with its value for the player making it; none at the end of the game. */
    private static List<Move> moves(SolvedPositions solved, long position) {
        StrongGame game = solved.game();
        List<Move> out = new ArrayList<>();
        if (game.primitive(position) != null) {
            return out;
        }
        long[] buf = new long[game.maxMoves()];
        int m = game.moves(position, buf);
        for (int i = 0; i < m; i++) {
            short r = record(solved, buf[i]);
            out.add(new Move(game.moveName(position, buf[i]), buf[i], Record.value(r).forMover(),
                    Record.remoteness(r), -Record.margin(r)));
        }
        return out;
    }

    /** The game the solution is of. */
    public StrongGame game() {
        return game;
    }

    /** The position's code. */
    public long position() {
        return position;
    }

    /** Its value for the player to move. */
    public Value value() {
        return value;
    }

    /** Moves to the end under perfect play (meaningless for a draw). */
    public int remoteness() {
        return remoteness;
    }

    /** In a scored game the margin the player to move can force, else 0. */
    public int margin() {
        return margin;
    }

    /** How many moves there are; 0 at the end of the game. */
    public int moveCount() {
        return moves.size();
    }

    /** Move {@code i}'s name, as the game names it. */
    public String move(int i) {
        return moves.get(i).move();
    }

    /** The position's code move {@code i} leads to. */
    public long movePosition(int i) {
        return moves.get(i).position();
    }

    /** Move {@code i}'s value for the player making it. */
    public Value moveValue(int i) {
        return moves.get(i).value();
    }

    /** The remoteness of the position move {@code i} leads to. */
    public int moveRemoteness(int i) {
        return moves.get(i).remoteness();
    }

    /** In a scored game move {@code i}'s margin for the player making it (positive ahead), else 0. */
    public int moveMargin(int i) {
        return moves.get(i).margin();
    }

    /** Move {@code i} for the player making it: "win in 5", "win by 3 in 5" (scored), "draw". */
    public String describeMove(int i) {
        Move m = moves.get(i);
        return describe(m.value(), m.margin(), m.remoteness());
    }

    /**
     * The engine's move (GamesmanUni's), as its index: win fastest, else tie fastest, else draw,
     * else lose slowest, a larger margin first in a scored game ({@link #order}); the first in
     * the game's order among equals. -1 at the end of the game.
     */
    public int engineMove() {
        int best = -1;
        for (int i = 0; i < moves.size(); i++) {
            Move m = moves.get(i);
            if (best < 0 || order(m.value(), m.remoteness(), m.margin()) < order(moves.get(best).value(),
                    moves.get(best).remoteness(), moves.get(best).margin())) {
                best = i;
            }
        }
        return best;
    }

    /**
     * A move's rank for the player making it, lower is better: win (by the most, then fastest),
     * tie (fastest), draw, lose (by the least, then slowest).
     */
    public static long order(Value value, int remoteness, int margin) {
        long byMargin = -1_000_000L * margin;
        return switch (value) {
            case WIN -> byMargin + remoteness;
            case TIE -> 100_000 + remoteness;
            case DRAW -> 200_000;
            default -> byMargin + 400_000 - remoteness;
        };
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
        int best = engineMove();
        List<Map<String, Object>> ms = moves.stream().map(mv -> scored(JsonMaps.of("move", mv.move(),
                "position", game.format(mv.position()), "value", mv.value().label(),
                "remoteness", mv.value() == Value.DRAW ? null : mv.remoteness(), "margin", mv.margin()))).toList();
        return scored(JsonMaps.of("game", game.id(), "position", game.format(position), "value", value.label(),
                "remoteness", value == Value.DRAW ? null : remoteness, "margin", margin,
                "engineMove", best < 0 ? null : move(best), "moves", ms));
    }

    /** The object with its margin only when the game is scored. */
    private Map<String, Object> scored(Map<String, Object> o) {
        if (!game.scored()) {
            o.remove("margin");
        }
        return o;
    }

    /** "win by 3 in 5" (a scored game's margin), "tie in 9", "draw". */
    static String describe(Value v, int margin, int remoteness) {
        return v == Value.DRAW || v == Value.UNDEFINED ? v.label()
                : v.label() + (margin != 0 ? " by " + Math.abs(margin) : "") + " in " + remoteness;
    }
}
