package org.sprague.search.engine;

import org.sprague.search.PackedGame;

import java.util.Arrays;
import java.util.function.LongConsumer;
import org.sprague.game.LoopyGameException;

/**
 * The memoized search (the tutorials' 记忆化搜索) over a {@link PackedGame}, with one
 * {@link Fold} per problem: Sprague-Grundy values (mex), normal or misère outcome (stopping
 * at the first move to a P-position), remoteness.
 *
 * <p>Algorithm: a post-order walk of the move graph with an explicit stack, so a chain of a
 * million positions needs no call stack. Entering a position streams its options once into
 * two flat stacks shared by all frames (the options' components, and where each option
 * ends); the frame then scans its options in order, and at the first option with a part
 * not yet in the memo pushes that part and comes back to the same option when it is done.
 * With the mex fold an option that is a sum is worth the XOR of its parts, so only atomic
 * parts are memoized (Sprague-Grundy theorem); the other folds search whole positions.
 * A part met again while on the path means the game has a cycle: {@link LoopyGameException}.
 *
 * <p>Cost: {@code O(sum over stored positions of their option count times parts)} memo
 * probes; memory the memo ({@link HashLongMemo} or {@link ChainedLongMemo}, chosen by
 * {@link #memoFor}: 10 to 16 bytes per position;
 * {@link DenseLongMemo}: 4 bytes per rank) plus the stacks, which hold the options of the
 * positions on the current path only. Nothing is allocated per position or option (the
 * stacks grow by doubling and are kept). The {@link SearchMonitor} is polled every few
 * thousand new positions: position limit, {@link org.sprague.game.Deadline},
 * progress.
 *
 * <p>Sources: Sprague (1935), Grundy (1939); Berlekamp, Conway, Guy, <i>Winning Ways</i>,
 * ch. 4 and 13; Siegel, <i>Combinatorial Game Theory</i>, IV.1.
 */
public final class PackedSearch {
    private final PackedGame game;
    private final Fold fold;
    private final LongMemo memo;
    private final SearchMonitor monitor;
    private final boolean sums;
    private final boolean direct; // parts streamed are canonical and atomic: no components call

    /** The frames, one per position on the search path. */
    private Frame[] frames = Frames.filled(new Frame[64], Frame::new);
    private int depth;

    // The options of every position on the path: their parts, and where each option ends.
    private long[] components = new long[1024];
    private int componentTop;
    private int[] optionEnds = new int[256];
    private int optionTop;

    private long entered;
    private long abandoned; // memo entries marked ABANDONED, not counted as stored
    private long nextPoll;
    private final Sink sink = new Sink();
    /**
     * Options streamed between two polls of the deadline (an interrupt flag and a clock read:
     * cheap at this rate, 2,500 polls in Cram 5x5's 10 million options). 4,096 rather than
     * 65,536: a search then takes the poll's branch before the JIT's C2 compiles the code that
     * streams options, so the branch is compiled in; at 65,536 C2 often compiled it as never
     * taken (the AOT cache's training searches stream fewer options) and the first poll threw
     * that code away to compile it again (-Xlog:deoptimization: {@code unstable_if} in
     * {@code Sink.counted}, in 3 of 6 runs of Cram 5x5's game file; objects35 saw it too).
     * Measured: docs/performance-log.md, "objects36".
     */
    private static final int OPTIONS_PER_POLL = 1 << 12;

    /**
     * @param memo an empty memo; {@link #memoFor} picks the dense one when the game has a rank
     */
    public PackedSearch(PackedGame game, Fold fold, LongMemo memo, SearchMonitor monitor) {
        this.game = game;
        this.fold = fold;
        this.memo = memo;
        this.monitor = monitor;
        this.sums = fold.sums();
        this.direct = game.streamsCanonicalParts();
        this.nextPoll = 0;
    }

    /** A search with the memo {@link #memoFor} picks for positions reachable from {@code root}. */
    public static PackedSearch of(PackedGame game, Fold fold, SearchMonitor monitor, long root) {
        return new PackedSearch(game, fold, memoFor(game, root, monitor.maxPositions()), monitor);
    }

    /**
     * The memo for a search of {@code game} from {@code root}, chosen by what the game
     * declares: the dense memo when it has a rank whose bound from {@code root} is at most
     * {@code 4 maxPositions + 2^20} cells (so a rank cannot cost far more memory than the
     * position limit allows); else by its {@link PackedGame#keyShape()} ({@link KeyShapes#of}:
     * declared, or sampled when undeclared): {@link ChainedLongMemo} for
     * {@link PackedGame.KeyShape#NUMBERS}, {@link HashLongMemo} for
     * {@link PackedGame.KeyShape#BITBOARD} ({@link ChainedLongMemo} gives the figures). The
     * system property {@code sprague.memo} overrides the choice for
     * benchmarks: {@code hash} ({@link HashLongMemo}) or {@code chained} ({@link ChainedLongMemo}).
     */
    public static LongMemo memoFor(PackedGame game, long root, long maxPositions) {
        String forced = System.getProperty("sprague.memo", "");
        if (forced.equals("hash")) { // benchmarks: -Dsprague.memo=hash
            return new HashLongMemo();
        }
        if (forced.equals("chained")) { // benchmarks: -Dsprague.memo=chained
            return new ChainedLongMemo();
        }
        long bound = game.rankBound(root);
        if (bound > 0 && bound <= Math.min(Integer.MAX_VALUE - 16L, 4 * Math.min(maxPositions, 1L << 40) + (1 << 20))) {
            return new DenseLongMemo(game, bound);
        }
        return hashMemoFor(KeyShapes.of(game, root));
    }

    /** The hash memo for keys of this shape (an undeclared shape gets the open-addressing one). */
    public static LongMemo hashMemoFor(PackedGame.KeyShape shape) {
        return shape == PackedGame.KeyShape.NUMBERS ? new ChainedLongMemo() : new HashLongMemo();
    }

    /** The fold this search computes. */
    public Fold fold() {
        return fold;
    }

    /** The memo (shared by every call on this search). */
    public LongMemo memo() {
        return memo;
    }

    /** How many positions are stored. */
    public long positionsStored() {
        return memo.size() - abandoned;
    }

    /**
     * The value of {@code position} under the fold: with {@link Fold#mex()} the XOR of its
     * components' Grundy values; otherwise the value of its canonical form.
     */
    public int value(long position) {
        if (memo instanceof DenseLongMemo dense) {
            dense.ensureBound(game.rankBound(position));
        }
        if (!sums) {
            return atomic(game.canonical(position));
        }
        return PackedEdges.xor(PackedEdges.components(game, position), this::atomic);
    }

    /** The value of an option given as parts (a sum when it has several). */
    public int value(long[] parts) {
        if (parts.length == 1) {
            return value(parts[0]);
        }
        if (!sums) {
            throw new UnsupportedOperationException(
                    "a whole-position search needs options that are single positions, not sums");
        }
        return PackedEdges.xor(parts, this::value);
    }

    /** The value of a canonical atomic position (for whole-position folds: any canonical position). */
    private int atomic(long root) {
        int known = memo.get(root);
        if (known >= 0) {
            return known;
        }
        if (known == LongMemo.ON_STACK) {
            throw new LoopyGameException(game.format(root));
        }
        final int base = depth;
        final int componentBase = componentTop;
        final int optionBase = optionTop;
        boolean done = false;
        try {
            enter(root);
            int value = 0;
            while (depth > base) {
                final int f = depth - 1;
                final Frame fr = frames[f];
                int opt = fr.option;
                long acc = fr.acc;
                if (opt == fr.optionEnd || fold.settled(acc)) {
                    value = fold.finish(acc, f);
                    memo.put(fr.position, value);
                    depth = f;
                    componentTop = fr.componentStart;
                    optionTop = fr.optionStart;
                    continue;
                }
                int end = optionEnds[opt];
                long x = partsValue(fr.component, end);
                if (x < 0) {
                    enter(components[(int) (-1 - x)]);
                    continue;
                }
                fr.acc = fold.add(acc, (int) x, f);
                fr.option = opt + 1;
                fr.component = end;
            }
            done = true;
            return value;
        } finally {
            if (!done) {
                while (depth > base) { // a limit or a deadline: forget the unfinished positions
                    depth--;
                    memo.put(frames[depth].position, LongMemo.ABANDONED);
                    abandoned++;
                }
                componentTop = componentBase;
                optionTop = optionBase;
            }
        }
    }

    /**
     * The XOR of the values of {@code components[from..end)} (one option's parts), or
     * {@code -1 - i} for the first part {@code i} not in the memo. A method of its own so that
     * {@link #atomic}, which runs a whole search, has one loop: the JIT then compiles it once
     * for on-stack replacement, where with this loop inside it compiled it twice (one entry per
     * loop; C2 0.05-0.10 s each on Cram 5x5's game file). Measured (docs/performance-log.md,
     * "objects36"; Cram 5x5's game file through the launcher, -XX:+LogCompilation, 3 runs each,
     * load 11): atomic compiled for on-stack replacement by C2 twice in 2 of 3 runs before, once
     * in every run after; the C2 compiles' wall time 0.72-0.84 s -> 0.62-0.78 s; with
     * {@link MemoryGuard}'s change, Cram 5x5 1.03 s CPU against 1.07 s (medians of 5, quiet);
     * {@code solve cram 5x6} 0.90-0.91 s against 0.90-0.96 s.
     */
    private long partsValue(int from, int end) {
        int x = 0;
        for (int i = from; i < end; i++) {
            long c = components[i];
            int v = memo.get(c);
            if (v < 0) {
                if (v == LongMemo.ON_STACK) {
                    throw new LoopyGameException(game.format(c));
                }
                return -1 - i;
            }
            x ^= v;
        }
        return x;
    }

    private void enter(long position) {
        if (entered >= nextPoll) {
            long size = memo.size() - abandoned;
            monitor.poll(size);
            // half the room left: two searches sharing one memo (SplitRootSearch) stop at the
            // limit, not up to CHECK_EVERY past it; one search polls a dozen times more at most
            nextPoll = entered + Math.max(1, Math.min(SearchMonitor.CHECK_EVERY, (monitor.maxPositions() - size) / 2));
        }
        entered++;
        if (abandoned > 0 && memo.get(position) == LongMemo.ABANDONED) {
            abandoned--;
        }
        memo.put(position, LongMemo.ON_STACK);
        int f = depth;
        if (f == frames.length) {
            frames = Frames.doubled(frames, Frame::new);
        }
        final Frame fr = frames[f];
        fr.position = position;
        fr.acc = fold.start(f);
        fr.componentStart = componentTop;
        fr.optionStart = optionTop;
        fr.component = componentTop;
        fr.option = optionTop;
        depth = f + 1;
        sink.acc = fr.acc;
        sink.frame = f;
        game.options(position, sink);
        fr.acc = sink.acc;
        fr.optionEnd = optionTop;
    }

    /** One position on the search path, and where its options stand. */
    private static final class Frame {
        long position;
        long acc;
        /** Index into optionEnds of the current option; {@code optionEnd} exclusive. */
        int option;
        int optionEnd;
        /** Index into components of the current option. */
        int component;
        /** The stack tops when the frame was entered. */
        int componentStart;
        int optionStart;
    }

    /**
     * Receives the options of the position being entered. An option whose parts are all in
     * the memo already is folded at once and forgotten; only the others are kept on the
     * stacks for the frame to come back to (measured on {@code cutting 1200 1200}: buffering
     * every option and scanning it later was about 3x slower).
     */
    private final class Sink implements PackedGame.OptionSink, LongConsumer {
        long acc;
        int frame;
        /** Options streamed until the next deadline poll. */
        int untilPoll = OPTIONS_PER_POLL;

        /**
         * Polls the monitor's deadline every
         * {@link #OPTIONS_PER_POLL} options streamed: the poll per {@link SearchMonitor#CHECK_EVERY}
         * new positions alone let positions with thousands of options each (Wythoff 900 1000,
         * Nim 900 1000 1100 in the web) run seconds past a request's deadline.
         */
        private void counted() {
            if (--untilPoll == 0) {
                untilPoll = OPTIONS_PER_POLL;
                monitor.check();
            }
        }

        @Override
        public void option(long position) {
            counted();
            if (direct) {
                if (fold.settled(acc)) {
                    return;
                }
                int v = memo.get(position);
                if (v >= 0) {
                    acc = fold.add(acc, v, frame);
                } else {
                    accept(position);
                    endPending();
                }
                return;
            }
            int start = componentTop;
            if (sums) {
                game.components(position, this);
            } else {
                accept(game.canonical(position));
            }
            endOption(start);
        }

        @Override
        public void sum(long first, long second) {
            counted();
            if (!sums) {
                throw new UnsupportedOperationException("a whole-position search (outcome, misère,"
                        + " remoteness) needs options that are single positions, not sums");
            }
            if (direct) {
                if (fold.settled(acc)) {
                    return;
                }
                int a = memo.get(first);
                int b = memo.get(second);
                if ((a | b) >= 0) {
                    acc = fold.add(acc, a ^ b, frame);
                } else {
                    accept(first);
                    accept(second);
                    endPending();
                }
                return;
            }
            int start = componentTop;
            game.components(first, this);
            game.components(second, this);
            endOption(start);
        }

        @Override
        public void parts(long[] parts, int count) {
            counted();
            if (!sums) {
                if (count != 1) {
                    throw new UnsupportedOperationException("a whole-position search (outcome, misère,"
                            + " remoteness) needs options that are single positions, not sums");
                }
                option(parts[0]);
                return;
            }
            int start = componentTop;
            if (direct) {
                for (int i = 0; i < count; i++) {
                    accept(parts[i]);
                }
            } else {
                for (int i = 0; i < count; i++) {
                    game.components(parts[i], this);
                }
            }
            endOption(start);
        }

        /** One part of the option being streamed. */
        @Override
        public void accept(long part) {
            if (componentTop == components.length) {
                components = Arrays.copyOf(components, componentTop * 2);
            }
            components[componentTop++] = part;
        }

        private void endOption(int start) {
            if (fold.settled(acc)) {
                componentTop = start;
                return;
            }
            int x = 0;
            final long[] cs = components;
            for (int i = start, end = componentTop; i < end; i++) {
                int v = memo.get(cs[i]);
                if (v < 0) {
                    endPending();
                    return;
                }
                x ^= v;
            }
            acc = fold.add(acc, x, frame);
            componentTop = start;
        }

        /** Keeps the option just streamed for the frame to come back to. */
        private void endPending() {
            if (optionTop == optionEnds.length) {
                optionEnds = Arrays.copyOf(optionEnds, optionTop * 2);
            }
            optionEnds[optionTop++] = componentTop;
        }
    }
}
