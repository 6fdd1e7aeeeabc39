package org.sprague.app;

import java.util.Arrays;
import java.util.List;
import org.sprague.game.Outcome;
import org.sprague.loopy.GraphRetrograde;
import org.sprague.loopy.LoopyExplorer;

/**
 * The answer of {@link Sprague#loopy}: every position reachable from the start of a game whose
 * play may repeat, listed breadth first ({@link LoopyExplorer}) and labelled from the end of
 * play backwards ({@link GraphRetrograde}, O(positions + moves)): its outcome for the player to
 * move (N, P, or D: play goes on for ever with best play), its remoteness (the winner hurries,
 * the loser delays) and the moves that keep that result.
 *
 * @param <P> the game's position type
 */
public final class LoopyAnswer<P> {
    private final LoopyExplorer.Explored<P> explored;
    private final GraphRetrograde.Result result;

    LoopyAnswer(LoopyExplorer.Explored<P> explored, GraphRetrograde.Result result) {
        this.explored = explored;
        this.result = result;
    }

    /** Every position reachable from the start, the start first, in the order they were met. */
    public List<P> positions() {
        return explored.positions();
    }

    /** N (the player to move wins), P (loses) or D (a draw). */
    public Outcome outcome(P position) {
        return result.outcome(id(position));
    }

    /** Moves to the end of play with best play, or -1 for a draw. */
    public int remoteness(P position) {
        return result.remoteness(id(position));
    }

    /**
     * The options that keep the result: from a win, the losses one move nearer the end
     * (fastest wins); from a loss, the wins one move nearer (slowest defeats); from a draw, the
     * draws. Each once, in the order of the game's options.
     */
    public List<P> bestMoves(P position) {
        return Arrays.stream(result.bestMoves(id(position))).mapToObj(explored.positions()::get).toList();
    }

    private int id(P position) {
        int v = explored.idOf(position);
        if (v < 0) {
            throw new IllegalArgumentException(position + " is not reachable from the start");
        }
        return v;
    }
}
