package org.sprague.catalog;

import org.sprague.catalog.engine.Engine;
import org.sprague.game.Solution;
import org.sprague.catalog.entry.Game;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sprague.game.Solution.SolvedMove;
import org.sprague.game.Deadline;
import org.sprague.game.Outcome;
import org.sprague.search.engine.SearchThreads;
import org.sprague.game.Position;
import org.sprague.game.Move;

/**
 * Builds {@link Solution}s at the edge: labels the winning positions a search found with the
 * game's move labels, and cuts the list at {@code maxMoves}.
 */
final class Answers {
    static final String CLOSED_FORM = "closed-form";
    static final String SEARCH = "search";

    private final int maxMoves;
    private final SearchThreads call; // the running call's deadline

    Answers(int maxMoves, SearchThreads call) {
        this.maxMoves = maxMoves;
        this.call = call;
    }

    /** A solution listing {@code moves} (at most {@code maxMoves}; one more marks it incomplete). */
    Solution of(String decidedBy, Game game, Position position, Outcome o, BigInteger g, List<Move> moves) {
        boolean complete = moves.size() <= maxMoves;
        List<SolvedMove> out = new ArrayList<>();
        for (Move m : complete ? moves : moves.subList(0, maxMoves)) {
            if ((out.size() & 255) == 0) {
                call.deadline().check(); // every 256 positions formatted (a position's text may be long)
            }
            out.add(new SolvedMove(m.label(), game.format(m.to())));
        }
        Solution s = new Solution(game.id(), game.format(position), o, g, out, decidedBy, complete);
        return CLOSED_FORM.equals(decidedBy) ? s.withEngine(Engine.CLOSED_FORM.name()) : s;
    }

    /** A solution found by {@code engine}: {@code winning} options of {@code from}, labelled. */
    Solution searched(Engine engine, ImpartialCatalogGame game, Position from, Outcome o, BigInteger g,
            List<Position> winning) {
        return of(SEARCH, game, from, o, g, label(game, from, winning, call.deadline())).withEngine(engine.name());
    }

    /**
     * Labels the given options of {@code from} with the game's move labels: one listing of
     * {@code from}'s moves, O(moves). Polls {@code deadline} (a position may have hundreds
     * of thousands of moves, and a caller may label many positions).
     */
    static List<Move> label(ImpartialCatalogGame game, Position from, List<Position> to, Deadline deadline) {
        deadline.check();
        Map<Position, String> labels = new LinkedHashMap<>();
        for (Move m : game.moves(from)) {
            if ((labels.size() & 1023) == 0) {
                deadline.check();
            }
            labels.putIfAbsent(m.to(), m.label());
        }
        List<Move> out = new ArrayList<>(to.size());
        for (Position p : to) {
            if ((out.size() & 1023) == 0) {
                deadline.check();
            }
            out.add(new Move(labels.getOrDefault(p, "-> " + game.format(p)), p));
        }
        return out;
    }
}
