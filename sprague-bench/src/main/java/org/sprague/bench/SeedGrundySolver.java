package org.sprague.bench;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import org.sprague.game.ImpartialGame;
import org.sprague.game.LoopyGameException;
import org.sprague.game.PositionLimitException;
import org.sprague.impartial.GrundyAlgorithm;

/**
 * The generic solver as first written (commit fcd9592), kept unchanged as the baseline
 * for measuring what the optimisations of {@link org.sprague.impartial.MemoizedGrundySolver}
 * gained.
 *
 * <p>Grundy values by memoized search over the move graph (the tutorials' 记忆化搜索),
 * made iterative: a post-order walk with an explicit stack of frames (position, iterator
 * over its options, bit set of values seen), so a chain of a million positions needs no
 * call stack. A position that is a sum ({@link ImpartialGame#components}) is the XOR of
 * its components' values and only the components are memoized.
 *
 * <p>Cost: {@code O(sum over stored positions of (options + components))} hash look-ups;
 * memory one map entry per atomic position. A position met again while it is still on the
 * stack means the game has a cycle: {@link LoopyGameException}. More stored positions
 * than {@code maxPositions}: {@link PositionLimitException}.
 *
 * <p>Source: Sprague (1935), Grundy (1939); Berlekamp, Conway, Guy, <i>Winning Ways</i>,
 * ch. 4.
 *
 * @param <P> the position type
 */
public final class SeedGrundySolver<P> implements GrundyAlgorithm<P> {
    private static final int ON_STACK = -1;

    private final ImpartialGame<P> game;
    private final long maxPositions;
    private final HashMap<P, Integer> memo = new HashMap<>();

    /** A solver without a position limit. */
    public SeedGrundySolver(ImpartialGame<P> game) {
        this(game, Long.MAX_VALUE);
    }

    /** A solver that stops after storing {@code maxPositions} positions. */
    public SeedGrundySolver(ImpartialGame<P> game, long maxPositions) {
        if (maxPositions < 1) {
            throw new IllegalArgumentException("maxPositions must be >= 1: " + maxPositions);
        }
        this.game = game;
        this.maxPositions = maxPositions;
    }

    @Override
    public int grundy(P position) {
        int x = 0;
        for (P c : game.components(position)) {
            x ^= atomicGrundy(c);
        }
        return x;
    }

    @Override
    public List<P> movesToValue(P position, int value) {
        List<P> moves = new ArrayList<>();
        for (P option : game.options(position)) {
            if (grundy(option) == value) {
                moves.add(option);
            }
        }
        return moves;
    }

    @Override
    public long positionsStored() {
        return memo.size();
    }

    private static final class Frame<P> {
        final P position;
        final Iterator<? extends P> options;
        final BitSet seen = new BitSet();
        List<P> pending; // components of the option being evaluated

        Frame(P position, Iterator<? extends P> options) {
            this.position = position;
            this.options = options;
        }
    }

    private int atomicGrundy(P root) {
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
                    memo.put(f.position, f.seen.nextClearBit(0));
                    stack.pop();
                    continue;
                }
                f.pending = game.components(f.options.next());
            }
            int x = 0;
            P missing = null;
            for (P c : f.pending) {
                Integer g = memo.get(c);
                if (g == null) {
                    missing = c;
                    break;
                }
                if (g == ON_STACK) {
                    throw new LoopyGameException(c);
                }
                x ^= g;
            }
            if (missing != null) {
                enter(missing, stack);
            } else {
                f.seen.set(x);
                f.pending = null;
            }
        }
        return memo.get(root);
    }

    private void enter(P position, ArrayDeque<Frame<P>> stack) {
        if (memo.size() >= maxPositions) {
            throw new PositionLimitException(memo.size(), maxPositions);
        }
        memo.put(position, ON_STACK);
        stack.push(new Frame<>(position, game.options(position).iterator()));
    }
}
