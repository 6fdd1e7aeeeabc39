package org.sprague.impartial;

// The object search as it was before the packed engine: kept as the test oracle of the
// façades over PackedSearch (issue 11).

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Iterator;
import java.util.List;
import org.sprague.game.ImpartialGame;
import org.sprague.game.Deadline;
import org.sprague.game.LoopyGameException;
import org.sprague.game.PositionLimitException;

/**
 * Grundy values by memoized search over the move graph (the tutorials' 记忆化搜索),
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
 * <p>Speed (measured on three-heap Fibonacci subtraction as one position, 4.6 million
 * positions; docs/performance-log.md): the memo is an open-addressing map with {@code int}
 * values ({@link GrundyMemo}: no node or boxed value per entry, one probe for "absent,
 * then insert here"); frames and their mex bit sets are reused by depth, so a position
 * costs no solver allocation; a game that does not override {@code components} is
 * detected once and its options are looked up directly (no one-element list per option),
 * and a finished child hands its value to the waiting parent without a second look-up.
 *
 * <p>Source: Sprague (1935), Grundy (1939); Berlekamp, Conway, Guy, <i>Winning Ways</i>,
 * ch. 4.
 *
 * @param <P> the position type
 */
final class ObjectGrundySearch<P> implements GrundyAlgorithm<P> {
    private static final int ON_STACK = -1;

    private final ImpartialGame<P> game;
    private final long maxPositions;
    private long entered; // positions entered, for polling for an interrupt every 4096
    /** The game keeps the default {@code components} (every position atomic). */
    private final boolean atomicOnly;
    private final GrundyMemo<P> memo = new GrundyMemo<>();
    @SuppressWarnings("unchecked")
    private Frame<P>[] frames = (Frame<P>[]) new Frame<?>[16];
    private int depth;

    /** A solver without a position limit. */
    public ObjectGrundySearch(ImpartialGame<P> game) {
        this(game, Long.MAX_VALUE);
    }

    /** A solver that stops after storing {@code maxPositions} positions. */
    public ObjectGrundySearch(ImpartialGame<P> game, long maxPositions) {
        if (maxPositions < 1) {
            throw new IllegalArgumentException("maxPositions must be >= 1: " + maxPositions);
        }
        this.game = game;
        this.maxPositions = maxPositions;
        this.atomicOnly = keepsDefaultComponents(game);
    }

    private static boolean keepsDefaultComponents(ImpartialGame<?> game) {
        try {
            return game.getClass().getMethod("components", Object.class).getDeclaringClass()
                    == ImpartialGame.class;
        } catch (NoSuchMethodException | SecurityException e) {
            return false;
        }
    }

    @Override
    public int grundy(P position) {
        if (atomicOnly) {
            return atomicGrundy(position);
        }
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

    /** A position being evaluated; reused for every position met at the same depth. */
    private static final class Frame<P> {
        P position;
        Iterator<? extends P> options;
        final BitSet seen = new BitSet();
        List<P> pending; // components of the option being evaluated (games with sums)
        boolean awaitingChild; // an atomic option is being evaluated one frame up

        void reset(P position, Iterator<? extends P> options) {
            this.position = position;
            this.options = options;
            this.seen.clear();
            this.pending = null;
            this.awaitingChild = false;
        }
    }

    private int atomicGrundy(P root) {
        int slot = memo.slot(root);
        if (memo.occupied(slot)) {
            int known = memo.valueAt(slot);
            if (known == ON_STACK) {
                throw new LoopyGameException(root);
            }
            return known;
        }
        try {
            enter(root, slot);
            int value = 0;
            while (depth > 0) {
                Frame<P> f = frames[depth - 1];
                if (f.pending == null) {
                    if (!f.options.hasNext()) {
                        value = f.seen.nextClearBit(0);
                        memo.put(f.position, value);
                        f.position = null;
                        f.options = null;
                        depth--;
                        if (depth > 0 && frames[depth - 1].awaitingChild) {
                            Frame<P> parent = frames[depth - 1];
                            parent.awaitingChild = false;
                            parent.seen.set(value);
                        }
                        continue;
                    }
                    P option = f.options.next();
                    if (atomicOnly) {
                        int s = memo.slot(option);
                        if (!memo.occupied(s)) {
                            f.awaitingChild = true;
                            enter(option, s);
                        } else {
                            int g = memo.valueAt(s);
                            if (g == ON_STACK) {
                                throw new LoopyGameException(option);
                            }
                            f.seen.set(g);
                        }
                        continue;
                    }
                    f.pending = game.components(option);
                }
                int x = 0;
                P missing = null;
                int missingSlot = 0;
                for (P c : f.pending) {
                    int s = memo.slot(c);
                    if (!memo.occupied(s)) {
                        missing = c;
                        missingSlot = s;
                        break;
                    }
                    int g = memo.valueAt(s);
                    if (g == ON_STACK) {
                        throw new LoopyGameException(c);
                    }
                    x ^= g;
                }
                if (missing != null) {
                    enter(missing, missingSlot);
                } else {
                    f.seen.set(x);
                    f.pending = null;
                }
            }
            return value;
        } finally {
            while (depth > 0) { // only after an exception: drop the abandoned frames
                Frame<P> f = frames[--depth];
                f.position = null;
                f.options = null;
                f.pending = null;
            }
        }
    }

    /** Marks {@code position} (absent, its empty memo slot) as on the stack and pushes it. */
    private void enter(P position, int slot) {
        if (memo.size() >= maxPositions) {
            throw new PositionLimitException(memo.size(), maxPositions);
        }
        if ((++entered & 4095) == 0) {
            Deadline.unlimited().check(); // an interrupt stops the search (exit 3)
            if ((entered & 65535) == 0) {
                org.sprague.search.engine.MemoryGuard.check(memo.size()); // exit 3 before the heap runs out
            }
        }
        memo.insertAt(slot, position, ON_STACK);
        if (depth == frames.length) {
            frames = java.util.Arrays.copyOf(frames, depth * 2);
        }
        Frame<P> f = frames[depth];
        if (f == null) {
            f = new Frame<>();
            frames[depth] = f;
        }
        depth++;
        f.reset(position, game.options(position).iterator());
    }
}
