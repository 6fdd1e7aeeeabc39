package org.sprague.impartial;

// The object search as it was before the packed engine: kept as the test oracle of the
// façades over PackedSearch (issue 11).

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import org.sprague.game.ImpartialGame;
import org.sprague.game.Deadline;
import org.sprague.game.LoopyGameException;
import org.sprague.game.Outcome;
import org.sprague.game.PositionLimitException;

/**
 * Win/loss by memoized search over whole positions, for normal or misère play.
 *
 * <p>Misère play is not decided by nim-values (a sum's misère outcome is not a function
 * of its components' values), so this solver ignores {@link ImpartialGame#components} and
 * searches the game tree itself: a terminal position is a loss for the player to move
 * under normal play and a win under misère play; a position is a win iff some option is
 * a loss. Iterative (explicit stack), stopping early at the first losing option of every
 * position but the root, whose options are all evaluated to list every winning move.
 * Memo keys are {@link ImpartialGame#canonical} positions.
 *
 * <p>Cost: {@code O(positions + moves)} of the reachable game tree, one map entry per
 * position. Source: Winning Ways, ch. 13 (misère play); Siegel, <i>Combinatorial Game
 * Theory</i>, V.1.
 *
 * @param <P> the position type
 */
final class ObjectOutcomeSearch<P> implements OutcomeAlgorithm<P> {
    private static final byte ON_STACK = 0;
    private static final byte WIN = 1;
    private static final byte LOSS = 2;

    private final ImpartialGame<P> game;
    private final boolean misere;
    private final long maxPositions;
    private long entered; // positions entered, for polling for an interrupt every 4096
    private final HashMap<P, Byte> memo = new HashMap<>();

    /**
     * @param misere true: the player who cannot move wins
     * @param maxPositions the most positions to store before {@link PositionLimitException}
     */
    public ObjectOutcomeSearch(ImpartialGame<P> game, boolean misere, long maxPositions) {
        if (maxPositions < 1) {
            throw new IllegalArgumentException("maxPositions must be >= 1: " + maxPositions);
        }
        this.game = game;
        this.misere = misere;
        this.maxPositions = maxPositions;
    }

    @Override
    public OutcomeResult<P> solve(P position) {
        List<P> winning = new ArrayList<>();
        boolean any = false;
        for (P option : game.options(position)) {
            any = true;
            if (!wins(option)) {
                winning.add(option);
            }
        }
        boolean win = any ? !winning.isEmpty() : misere;
        return new OutcomeResult<>(win ? Outcome.N : Outcome.P, winning);
    }

    /** Whether the player to move from {@code position} wins. */
    @Override
    public boolean wins(P position) {
        P root = game.canonical(position);
        Byte known = memo.get(root);
        if (known != null) {
            if (known == ON_STACK) {
                throw new LoopyGameException(root);
            }
            return known == WIN;
        }
        ArrayDeque<Frame<P>> stack = new ArrayDeque<>();
        enter(root, stack);
        while (!stack.isEmpty()) {
            Frame<P> f = stack.peek();
            if (f.won || (f.pending == null && !f.options.hasNext())) {
                boolean win = f.won || (!f.anyOption && misere);
                memo.put(f.position, win ? WIN : LOSS);
                stack.pop();
                continue;
            }
            f.anyOption = true;
            P option = f.pending != null ? f.pending : game.canonical(f.options.next());
            f.pending = null;
            Byte v = memo.get(option);
            if (v == null) {
                f.pending = option; // read again once the child is known
                enter(option, stack);
            } else if (v == ON_STACK) {
                throw new LoopyGameException(option);
            } else if (v == LOSS) {
                f.won = true;
            }
        }
        return memo.get(root) == WIN;
    }

    @Override
    public long positionsStored() {
        return memo.size();
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

    private static final class Frame<P> {
        final P position;
        final Iterator<? extends P> options;
        P pending;
        boolean anyOption;
        boolean won;

        Frame(P position, Iterator<? extends P> options) {
            this.position = position;
            this.options = options;
        }
    }
}
