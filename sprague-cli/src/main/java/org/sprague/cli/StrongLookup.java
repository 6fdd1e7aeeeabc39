package org.sprague.cli;

import java.nio.file.Path;
import java.util.List;
import org.sprague.app.Sprague;
import org.sprague.app.StrongLookupAnswer;
import org.sprague.game.InvalidInputException;
import org.sprague.strong.SolvedPositions;
import org.sprague.strong.StrongGame;
import org.sprague.strong.db.StrongDatabase;

/**
 * A database opened with its game (the catalogue's, or a --game-file's), handed to
 * {@link Sprague#strongLookup} for query and play: the core never opens the file.
 */
final class StrongLookup implements AutoCloseable {
    final StrongDatabase db;
    final StrongGame game;
    private final SolvedPositions solved;

    StrongLookup(Path file, Path gameFile, List<String> gameArgs) {
        this.db = StrongDatabase.open(file);
        try {
            StrongGame g = gameOf(db, file, gameFile, gameArgs);
            if (g == null) {
                throw new InvalidInputException(file + " holds " + db.gameId()
                        + ", not a catalogue game: give its --game-file FILE.java (and --game-arg ...)");
            }
            db.checkTiers(g);
            this.game = g;
            this.solved = db.solved(g, null);
        } catch (RuntimeException e) {
            db.close();
            throw e;
        }
    }

    /**
     * The game of {@code db} (at {@code file}): the {@code gameFile}'s, checked to be the one the
     * database holds, or else the catalogue's; null when it is not a catalogue game.
     */
    static StrongGame gameOf(StrongDatabase db, Path file, Path gameFile, List<String> gameArgs) {
        if (gameFile == null) {
            return db.gameAmong(List.of());
        }
        StrongGame g = StrongGameFile.load(gameFile, gameArgs);
        if (!g.id().equals(db.gameId())) {
            throw new InvalidInputException(file + " holds " + db.gameId() + ", not " + g.id());
        }
        return g;
    }

    /** The position's value, its moves' and the engine's move. */
    StrongLookupAnswer answer(long position) {
        return Sprague.strongLookup(solved, position);
    }

    @Override
    public void close() {
        db.close();
    }
}
