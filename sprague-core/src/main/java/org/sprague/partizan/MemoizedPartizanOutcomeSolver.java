package org.sprague.partizan;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.sprague.game.ImpartialGame;
import org.sprague.game.Outcome;
import org.sprague.game.PartizanGame;
import org.sprague.impartial.MemoizedOutcomeSolver;

/**
 * Outcome classes of a short partizan game by memoized search over (position, side to
 * move) states: a façade over the one search engine, the states being the positions of an
 * impartial game whose options are the moving side's options with the other side to move,
 * solved by {@link MemoizedOutcomeSolver} (normal play, stopping at the first winning move).
 * A side with no move loses; a side wins iff one of its options is a loss for the other side
 * moving next. The outcome class combines the two first-player results: L, R, N or P.
 *
 * <p>Cost: {@code O(states + moves)}, one stored state per (position, side) met. Source:
 * Winning Ways, ch. 1-2; Siegel, <i>Combinatorial Game Theory</i>, II.1.
 *
 * @param <P> the position type
 */
public final class MemoizedPartizanOutcomeSolver<P> implements PartizanOutcomeAlgorithm<P> {
    private final PartizanGame<P> game;
    private final MemoizedOutcomeSolver<Turn<P>> turns;

    /** A position with the side to move. */
    private record Turn<P>(P position, Side toMove) {
    }

    public MemoizedPartizanOutcomeSolver(PartizanGame<P> game, long maxPositions) {
        if (maxPositions < 1) {
            throw new IllegalArgumentException("maxPositions must be >= 1: " + maxPositions);
        }
        this.game = game;
        ImpartialGame<Turn<P>> asImpartial = t -> {
            Collection<? extends P> options = options(t.position(), t.toMove());
            List<Turn<P>> out = new ArrayList<>(options.size());
            Side next = t.toMove().other();
            for (P o : options) {
                out.add(new Turn<>(o, next));
            }
            return out;
        };
        this.turns = new MemoizedOutcomeSolver<>(asImpartial, false, maxPositions);
    }

    @Override
    public PartizanResult<P> solve(P position) {
        List<P> left = winningMoves(position, Side.LEFT);
        List<P> right = winningMoves(position, Side.RIGHT);
        boolean l = !left.isEmpty();
        boolean r = !right.isEmpty();
        Outcome o = l && r ? Outcome.N : l ? Outcome.L : r ? Outcome.R : Outcome.P;
        return new PartizanResult<>(o, left, right);
    }

    private List<P> winningMoves(P position, Side side) {
        List<P> moves = new ArrayList<>();
        for (P option : options(position, side)) {
            if (!firstPlayerWins(option, side.other())) {
                moves.add(option);
            }
        }
        return moves;
    }

    @Override
    public boolean firstPlayerWins(P position, Side toMove) {
        return turns.wins(new Turn<>(position, toMove));
    }

    @Override
    public long positionsStored() {
        return turns.positionsStored();
    }

    private Collection<? extends P> options(P position, Side side) {
        return side == Side.LEFT ? game.leftOptions(position) : game.rightOptions(position);
    }
}
