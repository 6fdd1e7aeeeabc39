package org.sprague.app;

import java.util.ArrayList;
import java.util.List;
import org.sprague.game.InvalidInputException;
import org.sprague.strong.Record;
import org.sprague.strong.SolvedPositions;
import org.sprague.strong.StrongGame;

/**
 * {@link Sprague#strongLookup}: one position's record and each move's, read from a solved
 * store. Cost: one {@link SolvedPositions#record} for the position and one per move (a
 * database reads at most one block each); a store that is not thread-safe (sprague-db's
 * caches blocks unsynchronised) is looked up one position at a time by its caller.
 */
final class StrongLookups {
    private StrongLookups() {
    }

    static StrongLookupAnswer lookup(SolvedPositions solved, long position) {
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
    private static List<StrongLookupAnswer.Move> moves(SolvedPositions solved, long position) {
        StrongGame game = solved.game();
        List<StrongLookupAnswer.Move> out = new ArrayList<>();
        if (game.primitive(position) != null) {
            return out;
        }
        long[] buf = new long[game.maxMoves()];
        int m = game.moves(position, buf);
        for (int i = 0; i < m; i++) {
            short r = record(solved, buf[i]);
            out.add(new StrongLookupAnswer.Move(game.moveName(position, buf[i]), buf[i], Record.value(r).forMover(),
                    Record.remoteness(r), -Record.margin(r)));
        }
        return out;
    }
}
