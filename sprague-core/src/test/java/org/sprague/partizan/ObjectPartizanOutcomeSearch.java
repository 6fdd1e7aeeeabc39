package org.sprague.partizan;

// The object search as it was before the packed engine: kept as the test oracle (issue 11).

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import org.sprague.game.Deadline;
import org.sprague.game.LoopyGameException;
import org.sprague.game.Outcome;
import org.sprague.game.PartizanGame;
import org.sprague.game.PositionLimitException;

/**
 * Outcome classes of a short partizan game by memoized search over (position, side to
 * move) states, iterative with an explicit stack. A side with no move loses (normal
 * play); a side wins iff one of its options is a loss for the other side moving next.
 * The outcome class combines the two first-player results: L, R, N or P.
 *
 * <p>Cost: {@code O(states + moves)}, one map entry per state. Source: Winning Ways,
 * ch. 1-2; Siegel, <i>Combinatorial Game Theory</i>, II.1.
 *
 * @param <P> the position type
 */
final class ObjectPartizanOutcomeSearch<P> implements PartizanOutcomeAlgorithm<P> {
    private static final byte ON_STACK = 0;
    private static final byte WIN = 1;
    private static final byte LOSS = 2;

    private final PartizanGame<P> game;
    private final long maxPositions;
    private long entered; // positions entered, for polling for an interrupt every 4096
    private final HashMap<P, Byte> leftToMove = new HashMap<>();
    private final HashMap<P, Byte> rightToMove = new HashMap<>();

    public ObjectPartizanOutcomeSearch(PartizanGame<P> game, long maxPositions) {
        if (maxPositions < 1) {
            throw new IllegalArgumentException("maxPositions must be >= 1: " + maxPositions);
        }
        this.game = game;
        this.maxPositions = maxPositions;
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
        Byte known = memo(toMove).get(position);
        if (known != null) {
            if (known == ON_STACK) {
                throw new LoopyGameException(position);
            }
            return known == WIN;
        }
        ArrayDeque<Frame<P>> stack = new ArrayDeque<>();
        enter(position, toMove, stack);
        while (!stack.isEmpty()) {
            Frame<P> f = stack.peek();
            if (f.won || (f.pending == null && !f.options.hasNext())) {
                memo(f.side).put(f.position, f.won ? WIN : LOSS);
                stack.pop();
                continue;
            }
            P option = f.pending != null ? f.pending : f.options.next();
            f.pending = null;
            Byte v = memo(f.side.other()).get(option);
            if (v == null) {
                f.pending = option;
                enter(option, f.side.other(), stack);
            } else if (v == ON_STACK) {
                throw new LoopyGameException(option);
            } else if (v == LOSS) {
                f.won = true;
            }
        }
        return memo(toMove).get(position) == WIN;
    }

    @Override
    public long positionsStored() {
        return leftToMove.size() + rightToMove.size();
    }

    private HashMap<P, Byte> memo(Side side) {
        return side == Side.LEFT ? leftToMove : rightToMove;
    }

    private Iterable<? extends P> options(P position, Side side) {
        return side == Side.LEFT ? game.leftOptions(position) : game.rightOptions(position);
    }

    private void enter(P position, Side side, ArrayDeque<Frame<P>> stack) {
        if (positionsStored() >= maxPositions) {
            throw new PositionLimitException(positionsStored(), maxPositions);
        }
        if ((++entered & 4095) == 0) {
            Deadline.unlimited().check(); // an interrupt stops the search (exit 3)
            if ((entered & 65535) == 0) {
                org.sprague.search.engine.MemoryGuard.check(positionsStored()); // exit 3 before the heap runs out
            }
        }
        memo(side).put(position, ON_STACK);
        stack.push(new Frame<>(position, side, options(position, side).iterator()));
    }

    private static final class Frame<P> {
        final P position;
        final Side side;
        final Iterator<? extends P> options;
        P pending;
        boolean won;

        Frame(P position, Side side, Iterator<? extends P> options) {
            this.position = position;
            this.side = side;
            this.options = options;
        }
    }
}
