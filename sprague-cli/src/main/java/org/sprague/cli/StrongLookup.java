package org.sprague.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sprague.game.InvalidInputException;
import org.sprague.strong.Record;
import org.sprague.strong.StrongGame;
import org.sprague.strong.StrongGames;
import org.sprague.strong.Value;
import org.sprague.strong.db.StrongDatabase;

/** A database with its game: the record of a position and of each of its moves, for query and play. */
final class StrongLookup implements AutoCloseable {
    final StrongDatabase db;
    final StrongGame game;

    /**
     * One move: its name, the position reached, and its value for the player making it (in a
     * scored game also its margin for that player: positive ahead, 0 otherwise).
     */
    record MoveValue(String move, long position, Value value, int remoteness, int margin) {
        /** Better first: win (by the most, then fastest), tie (fastest), draw, lose (by the least, then slowest). */
        long order() {
            long byMargin = -1_000_000L * margin;
            return switch (value) {
                case WIN -> byMargin + remoteness;
                case TIE -> 100_000 + remoteness;
                case DRAW -> 200_000;
                default -> byMargin + 400_000 - remoteness;
            };
        }

        /** "win in 5", "win by 3 in 5" (scored), "draw". */
        String describe() {
            return StrongLookup.describe(value, margin, remoteness);
        }
    }

    StrongLookup(Path file, Path gameFile, List<String> gameArgs) {
        this.db = StrongDatabase.open(file);
        try {
            StrongGame g;
            if (gameFile != null) {
                g = StrongGameFile.load(gameFile, gameArgs);
            } else {
                try {
                    g = StrongGames.of(db.gameId());
                } catch (InvalidInputException e) {
                    throw new InvalidInputException(file + " holds " + db.gameId()
                            + ", not a catalogue game: give its --game-file FILE.java (and --game-arg ...)");
                }
            }
            if (!g.id().equals(db.gameId())) {
                throw new InvalidInputException(file + " holds " + db.gameId() + ", not " + g.id());
            }
            this.game = g;
        } catch (RuntimeException e) {
            db.close();
            throw e;
        }
    }

    short record(long position) {
        int r = db.lookup(game, position);
        if (r < 0) {
            throw new InvalidInputException("position " + game.format(position) + " is not in the database"
                    + (db.explored() ? " (it cannot be reached from the start)" : ""));
        }
        return (short) r;
    }

    List<MoveValue> moves(long position) {
        List<MoveValue> out = new ArrayList<>();
        if (game.primitive(position) != null) {
            return out;
        }
        long[] buf = new long[game.maxMoves()];
        int m = game.moves(position, buf);
        for (int i = 0; i < m; i++) {
            short r = record(buf[i]);
            out.add(new MoveValue(game.moveName(position, buf[i]), buf[i], Record.value(r).forMover(),
                    Record.remoteness(r), -Record.margin(r)));
        }
        return out;
    }

    /** The JSON shape of {@code sprague query --json} (and the web explorer's API). */
    Map<String, Object> json(long position) {
        short r = record(position);
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("position", game.format(position));
        o.put("value", Record.value(r).label());
        o.put("remoteness", Record.value(r) == Value.DRAW ? null : Record.remoteness(r));
        if (game.scored()) {
            o.put("margin", Record.margin(r));
        }
        List<Map<String, Object>> moves = new ArrayList<>();
        for (MoveValue mv : moves(position)) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("move", mv.move());
            m.put("position", game.format(mv.position()));
            m.put("value", mv.value().label());
            m.put("remoteness", mv.value() == Value.DRAW ? null : mv.remoteness());
            if (game.scored()) {
                m.put("margin", mv.margin());
            }
            moves.add(m);
        }
        o.put("moves", moves);
        return o;
    }

    static String describe(Value v, int remoteness) {
        return describe(v, 0, remoteness);
    }

    static String describe(Value v, int margin, int remoteness) {
        return v == Value.DRAW ? "draw" : v.label() + (margin != 0 ? " by " + Math.abs(margin) : "") + " in " + remoteness;
    }

    @Override
    public void close() {
        db.close();
    }
}
