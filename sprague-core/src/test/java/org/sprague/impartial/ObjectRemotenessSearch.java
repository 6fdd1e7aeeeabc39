package org.sprague.impartial;

// The object search as it was before the packed engine: kept as the test oracle of the
// façades over PackedSearch (issue 11).

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Iterator;
import org.sprague.game.ImpartialGame;
import org.sprague.game.Deadline;
import org.sprague.game.LoopyGameException;
import org.sprague.game.PositionLimitException;

/**
 * Steinhaus remoteness of impartial positions: how many moves remain when the winner
 * hurries and the loser delays. A terminal position has remoteness 0 (a loss for the
 * player to move under normal play, a win under misère play); otherwise, if some option
 * is a loss for the player then to move, the position is a win of remoteness
 * {@code 1 + min} over such options, else a loss of remoteness {@code 1 + max} over all
 * options. Under normal play the P-positions are exactly those of even remoteness.
 *
 * <p>Whole positions are searched (remoteness of a sum is not a function of its parts'
 * remoteness), memoized by {@link ImpartialGame#canonical} key, with an explicit stack of
 * frames so a game a million moves deep needs no call stack. Cost: {@code O(positions +
 * moves)} of the reachable game, one map entry per position; more than
 * {@code maxPositions}: {@link PositionLimitException}; a cycle: {@link LoopyGameException}.
 *
 * <p>Source: H. Steinhaus (1925); Berlekamp, Conway, Guy, <i>Winning Ways</i>, ch. 9
 * ("Remote star"); Siegel, <i>Combinatorial Game Theory</i>, I.4.
 *
 * @param <P> the position type
 */
final class ObjectRemotenessSearch<P> {
    private static final int ON_STACK = -1;

    private final ImpartialGame<P> game;
    private final boolean misere;
    private final long maxPositions;
    private long entered; // positions entered, for polling for an interrupt every 4096
    /** Canonical position -> {@code 2 * remoteness + (win ? 1 : 0)}, or {@link #ON_STACK}. */
    private final HashMap<P, Integer> memo = new HashMap<>();

    /**
     * @param misere true: the player who cannot move wins
     * @param maxPositions the most positions to store before {@link PositionLimitException}
     */
    public ObjectRemotenessSearch(ImpartialGame<P> game, boolean misere, long maxPositions) {
        if (maxPositions < 1) {
            throw new IllegalArgumentException("maxPositions must be >= 1: " + maxPositions);
        }
        this.game = game;
        this.misere = misere;
        this.maxPositions = maxPositions;
    }

    /** The remoteness of {@code position}: moves to the end with best play. */
    public int remoteness(P position) {
        return solve(position) >>> 1;
    }

    /** Whether the player to move from {@code position} wins. */
    public boolean wins(P position) {
        return (solve(position) & 1) == 1;
    }

    /** How many positions are stored. */
    public long positionsStored() {
        return memo.size();
    }

    private static final class Frame<P> {
        final P position;
        final Iterator<? extends P> options;
        boolean any;
        int fastestWin = Integer.MAX_VALUE; // least remoteness of a losing option
        int slowestLoss = -1;              // largest remoteness of any option
        P pending;

        Frame(P position, Iterator<? extends P> options) {
            this.position = position;
            this.options = options;
        }

        void add(int code) {
            any = true;
            int r = code >>> 1;
            if ((code & 1) == 0) {
                fastestWin = Math.min(fastestWin, r);
            }
            slowestLoss = Math.max(slowestLoss, r);
        }

        int result(boolean misere) {
            if (!any) {
                return misere ? 1 : 0;
            }
            if (fastestWin != Integer.MAX_VALUE) {
                return 2 * (fastestWin + 1) + 1;
            }
            return 2 * (slowestLoss + 1);
        }
    }

    private int solve(P position) {
        P root = game.canonical(position);
        Integer known = memo.get(root);
        if (known != null) {
            if (known == ON_STACK) {
                throw new LoopyGameException(root);
            }
            return known;
        }
        ArrayDeque<Frame<P>> stack = new ArrayDeque<>();
        enter(root, stack);
        while (!stack.isEmpty()) {
            Frame<P> f = stack.peek();
            if (f.pending == null) {
                if (!f.options.hasNext()) {
                    memo.put(f.position, f.result(misere));
                    stack.pop();
                    continue;
                }
                f.pending = game.canonical(f.options.next());
            }
            Integer code = memo.get(f.pending);
            if (code == null) {
                enter(f.pending, stack);
            } else if (code == ON_STACK) {
                throw new LoopyGameException(f.pending);
            } else {
                f.add(code);
                f.pending = null;
            }
        }
        return memo.get(root);
    }

    private void enter(P position, ArrayDeque<Frame<P>> stack) {
        if (memo.size() >= maxPositions) {
            throw new PositionLimitException(memo.size(), maxPositions);
        }
        if ((++entered & 4095) == 0) {
            Deadline.unlimited().check(); // an interrupt stops the search (exit 3)
            if ((entered & 65535) == 0) {
                org.sprague.search.engine.MemoryGuard.check(memo.size()); // exit 3 before the heap runs out
            }
        }
        memo.put(position, ON_STACK);
        stack.push(new Frame<>(position, game.options(position).iterator()));
    }
}
