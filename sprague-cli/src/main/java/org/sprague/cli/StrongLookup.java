package org.sprague.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.sprague.catalog.Catalog;
import org.sprague.game.InvalidInputException;
import org.sprague.strong.StrongGame;
import org.sprague.strong.db.StrongAnswer;
import org.sprague.strong.db.StrongDatabase;

/** A database with its game: the record of a position and of each of its moves, for query and play. */
final class StrongLookup implements AutoCloseable {
    final StrongDatabase db;
    final StrongGame game;

    StrongLookup(Path file, Path gameFile, List<String> gameArgs) {
        this.db = StrongDatabase.open(file);
        try {
            StrongGame g;
            if (gameFile != null) {
                g = StrongGameFile.load(gameFile, gameArgs);
            } else {
                try {
                    g = Catalog.standard().strongGame(db.gameId());
                } catch (InvalidInputException e) {
                    throw new InvalidInputException(file + " holds " + db.gameId()
                            + ", not a catalogue game: give its --game-file FILE.java (and --game-arg ...)");
                }
            }
            if (!g.id().equals(db.gameId())) {
                throw new InvalidInputException(file + " holds " + db.gameId() + ", not " + g.id());
            }
            db.checkTiers(g);
            this.game = g;
        } catch (RuntimeException e) {
            db.close();
            throw e;
        }
    }

    short record(long position) {
        return StrongAnswer.record(db, game, position, null);
    }

    List<StrongAnswer.Move> moves(long position) {
        return StrongAnswer.moves(db, game, position, null);
    }

    /** The JSON of {@code sprague query --json}: {@link StrongAnswer#json()}, as the web explorer's API answers. */
    Map<String, Object> json(long position) {
        return StrongAnswer.lookup(db, game, position, null).json();
    }

    @Override
    public void close() {
        db.close();
    }
}
