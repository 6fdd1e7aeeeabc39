package org.sprague.web;

import com.fasterxml.jackson.annotation.JsonValue;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sprague.app.Sprague;
import org.sprague.app.StrongLookupAnswer;
import org.sprague.game.InvalidInputException;
import org.sprague.strong.SolvedPositions;
import org.sprague.strong.StrongGame;
import org.sprague.strong.db.CorruptDatabaseException;
import org.sprague.strong.db.StrongDatabase;

/**
 * The strong-solution databases the explorer serves ({@code sprague serve --db FILE}), each
 * opened read-only once at start and known by its file name: a request names a database by
 * that name, never by a path, so no file but those named on the command line is ever opened.
 *
 * <p>A lookup is {@link Sprague#strongLookup}, as {@code sprague query --json}'s: the position's
 * value and remoteness for the player to move, every move with the position it leads to and
 * its value for the player making it, and the engine's move. Cost: one record per position and move, each in one block
 * of {@link StrongDatabase} (read, checksum-checked and decompressed at most once while in its
 * small cache), so a request reads at most {@code 1 + maxMoves} blocks. A block that fails
 * its checksum is never answered from: the request fails with 500 naming the block.
 */
public final class StrongDatabases implements AutoCloseable {
    /** The longest position text a request may send. */
    static final int MAX_POSITION_CHARS = 1_000;

    /** One database: its name (the file name), its game, the file, and the file as the game's solved positions. */
    private record Loaded(String name, StrongDatabase db, StrongGame game, SolvedPositions solved) {
        Loaded(String name, StrongDatabase db, StrongGame game) {
            this(name, db, game, db.solved(game, name));
        }
    }

    /** What {@code GET /api/databases} lists for each database. */
    public record Info(String name, String game, long positions, int tiers, String start) {
    }

    /**
     * The answer for one position in one database: {@link StrongLookupAnswer}, whose JSON
     * ({@code sprague query --json}'s, the same record) follows the database's name.
     */
    public record Answer(String db, StrongLookupAnswer answer) {
        /** {@code {"db": ..., "game": ..., "position": ..., "value": ..., ..., "moves": [...]}}. */
        @JsonValue
        public Map<String, Object> json() {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("db", db);
            o.putAll(answer.json());
            return o;
        }
    }

    private final Map<String, Loaded> byName;

    private StrongDatabases(Map<String, Loaded> byName) {
        this.byName = byName;
    }

    /** No databases (the explorer without {@code --db}). */
    public static StrongDatabases none() {
        return new StrongDatabases(Map.of());
    }

    /** {@link #open(List, List)} with catalogue games only. */
    public static StrongDatabases open(List<Path> files) {
        return open(files, List.of());
    }

    /**
     * Opens each file read-only (its footer and index only, checked) with its game: one of
     * {@code games} (users' games, e.g. from {@code --game-file}) whose id the file names, else
     * the catalogue game of that id.
     *
     * @throws InvalidInputException naming the file that cannot be opened, is not a database,
     *     holds a game neither given nor in the catalogue, or has the same file name as another one
     */
    public static StrongDatabases open(List<Path> files, List<StrongGame> games) {
        Map<String, Loaded> byName = new LinkedHashMap<>();
        try {
            for (Path f : files) {
                String name = f.getFileName() == null ? f.toString() : f.getFileName().toString();
                if (byName.containsKey(name)) {
                    throw new InvalidInputException("two databases named " + name + " (" + byName.get(name).db().file()
                            + " and " + f + "): the explorer knows them by file name; rename one");
                }
                StrongDatabase db = StrongDatabase.open(f);
                StrongGame game = db.gameAmong(games);
                if (game == null) {
                    db.close();
                    throw new InvalidInputException(f + " holds " + db.gameId() + ", not a catalogue game"
                            + (games.isEmpty() ? "" : " nor " + String.join(", ", games.stream().map(StrongGame::id).toList()))
                            + ": give its --game-file FILE.java (and --game-arg ...), as for sprague query");
                }
                try {
                    db.checkTiers(game); // an impossible index stops the server before it starts (exit 4)
                } catch (RuntimeException e) {
                    db.close();
                    throw e;
                }
                byName.put(name, new Loaded(name, db, game));
            }
        } catch (RuntimeException e) {
            byName.values().forEach(l -> l.db().close());
            throw e;
        }
        return new StrongDatabases(byName);
    }

    /** One database of any game, opened by the caller (tests: games outside the catalogue). */
    static StrongDatabases of(String name, StrongDatabase db, StrongGame game) {
        if (!game.id().equals(db.gameId())) {
            throw new IllegalArgumentException(name + " holds " + db.gameId() + ", not " + game.id());
        }
        return new StrongDatabases(Map.of(name, new Loaded(name, db, game)));
    }

    public boolean isEmpty() {
        return byName.isEmpty();
    }

    /** The loaded databases, in command-line order. */
    public List<Info> list() {
        return byName.values().stream().map(l -> new Info(l.name(), l.db().gameId(), l.db().positions(),
                l.db().tierCount(), l.game().format(l.game().start()))).toList();
    }

    /**
     * The answer for {@code position} (null or blank: the game's start) in database {@code name}.
     *
     * @throws HttpError 404 for an unknown database, 400 for a malformed position or one the
     *     database does not hold, 500 naming the block when a block is damaged
     */
    public Answer answer(String name, String position) {
        if (name == null || name.isBlank()) {
            throw new HttpError(400, "say which database: db=NAME, one of " + names());
        }
        Loaded l = byName.get(name);
        if (l == null) {
            throw new HttpError(404, "no database '" + Text.clip(name, 80) + "' is loaded: "
                    + (byName.isEmpty() ? "start the server with sprague serve --db FILE" : "one of " + names()));
        }
        if (position != null && position.length() > MAX_POSITION_CHARS) {
            throw new HttpError(400, "the position is longer than " + MAX_POSITION_CHARS + " characters");
        }
        try {
            // StrongDatabase caches blocks in an unsynchronised map: one lookup at a time per database
            synchronized (l.db()) {
                return new Answer(l.name(), Sprague.strongLookup(l.solved(), position));
            }
        } catch (CorruptDatabaseException e) {
            // the message names the file as given on the command line: show the name the client knows
            throw new HttpError(500, e.getMessage().replace(l.db().file().toString(), l.name())
                    + "; nothing is answered from it (sprague query FILE --verify checks every block)");
        } catch (InvalidInputException e) {
            throw new HttpError(400, e.getMessage());
        }
    }

    private String names() {
        return String.join(", ", byName.keySet());
    }

    @Override
    public void close() {
        byName.values().forEach(l -> l.db().close());
    }
}
