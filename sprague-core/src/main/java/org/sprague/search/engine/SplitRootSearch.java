package org.sprague.search.engine;

import org.sprague.search.PackedGame;

import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.function.LongConsumer;
import org.sprague.game.Deadline;
import org.sprague.game.TimeLimitException;

/**
 * The Grundy value of one big position on two threads: the root's options are split between
 * them (one takes them from the first, the other from the last, each claiming an option
 * before computing it), each thread runs its own {@link PackedSearch} with the mex fold over a
 * {@link SharedLongMemo}, so a value one thread stored is found by the other, and the root's
 * value is the mex of its options' values. The second thread also streams every position's
 * options in reverse order, so the two depth-first walks start in different parts of the move
 * graph rather than in step on the same positions. The second thread searches its own
 * instance of the game ({@link PackedGame#forAnotherThread}), since a game may keep scratch
 * buffers between calls (the heap games do); a game that does not give one runs on one thread.
 *
 * <p>One search answers many calls (a position, then each of its options for the winning
 * moves, or the cells of a table): the shared memo is kept, so an option of a root already
 * solved is a memo hit. A position whose value is known, or with fewer than two options, is
 * not split. Only atomic parts are split: a position that is a sum is the XOR of its
 * components' values, each split in turn.
 *
 * <p>Work: at best half the single-thread time (when the two walks overlap little); the
 * overlap (a position both compute because neither had stored it yet) and the shared memo's
 * cost per probe eat into it: docs/performance-log.md ("Two threads") has the figures. Limits
 * behave as on one thread: the monitor's {@link Deadline} (fixed, or the running call's) is
 * the one token both threads check
 * (each throws its own {@link TimeLimitException}; the caller's is the one thrown), and a
 * position limit, a memory limit or a cycle met by either thread stops the other at its next
 * poll and is thrown to the caller.
 */
public final class SplitRootSearch {
    private final PackedGame game;
    private final PackedGame other; // the game for the second thread; null: one thread only
    private final SearchMonitor monitor;
    private final int threads;
    private SharedLongMemo memo;
    private PackedSearch first;
    private PackedSearch second;
    private LongMemo firstView;
    private volatile boolean stop; // set when the helper failed: the caller's thread stops at its next poll
    private int threadsUsed = 1;

    /**
     * A search whose second thread gets {@link PackedGame#forAnotherThread} of {@code game}
     * (when that is null the search runs on one thread).
     *
     * @param threads 1 or 2
     */
    public SplitRootSearch(PackedGame game, SearchMonitor monitor, int threads) {
        this(game, threads > 1 ? game.forAnotherThread() : null, monitor, threads);
    }

    /**
     * @param other the same game for the second thread: an instance that shares no mutable
     *     state with {@code game} (or {@code game} itself when it keeps none); null to run on
     *     one thread
     * @param threads 1 or 2
     */
    public SplitRootSearch(PackedGame game, PackedGame other, SearchMonitor monitor, int threads) {
        if (threads < 1 || threads > 2) {
            throw new IllegalArgumentException("threads: 1 or 2, not " + threads);
        }
        this.game = game;
        this.other = other;
        this.monitor = monitor;
        this.threads = threads;
    }

    /** Why this search runs on one thread although more were asked for; null when it does not. */
    public String oneThreadReason() {
        return threads > 1 && other == null ? ONE_THREAD : null;
    }

    /** Why a game without {@link PackedGame#forAnotherThread} runs on one thread (said on {@code solve}'s {@code searched:} line). */
    static final String ONE_THREAD = "the game does not say it can be searched from two threads at once:"
            + " PackedGame.forAnotherThread";

    /** How many positions the shared memo holds. */
    public long positionsStored() {
        return memo == null ? 0 : memo.size();
    }

    /** The most threads any call so far ran on (2 once a position was split). */
    public int threadsUsed() {
        return threadsUsed;
    }

    /** The Grundy value of {@code position} (a position of {@code game}; components XORed). */
    public int value(long position) {
        if (memo == null) {
            memo = SharedLongMemo.forRoot(game, position, monitor.maxPositions());
            firstView = memo.view();
            first = new PackedSearch(game, Fold.mex(), firstView, stoppable(monitor.progress()));
        } else {
            memo.ensureBound(game.rankBound(position));
        }
        return PackedEdges.xor(PackedEdges.components(game, position), this::atomic);
    }

    /** The value of the canonical atomic position {@code root}: split when it is new and has options to split. */
    private int atomic(long root) {
        int known = firstView.get(root);
        if (known >= 0) {
            return known;
        }
        if (threads == 1 || other == null) {
            return first.value(root);
        }
        List<long[]> options = PackedEdges.options(game, root);
        int k = options.size();
        if (k < 2) {
            return first.value(root);
        }
        if (second == null) {
            second = new PackedSearch(new Reversed(other), Fold.mex(), memo.view(), stoppable(null));
        }
        int[] values = new int[k];
        AtomicIntegerArray claimed = new AtomicIntegerArray(k);
        stop = false;
        Throwable[] failure = new Throwable[1];
        Thread helper = new Thread(() -> {
            try {
                run(second, options, values, claimed, true); // its monitor checks the caller's deadline
            } catch (RuntimeException | Error e) {
                failure[0] = e;
                if (!(e instanceof TimeLimitException)) {
                    stop = true; // the caller's thread meets the same deadline itself, with its own message
                }
            }
        }, "sprague-split-root");
        helper.setDaemon(true);
        helper.start();
        threadsUsed = 2;
        try {
            try {
                run(first, options, values, claimed, false);
            } catch (Stopped s) {
                joinQuietly(helper);
                throw rethrown(failure[0]);
            } catch (RuntimeException | Error e) {
                helper.interrupt();
                joinQuietly(helper);
                throw e;
            }
            try {
                helper.join();
            } catch (InterruptedException e) {
                helper.interrupt();
                joinQuietly(helper);
                Thread.currentThread().interrupt();
                monitor.check(); // throws: the caller stopped waiting
            }
            if (failure[0] != null) {
                monitor.check(); // the helper's deadline is the caller's: the caller's own message
                throw rethrown(failure[0]);
            }
        } finally {
            stop = false; // the helper has ended: later calls run on this thread alone until the next split
        }
        BitSet seen = new BitSet();
        Arrays.stream(values).forEach(seen::set);
        int v = seen.nextClearBit(0);
        firstView.put(root, v);
        return v;
    }

    private static RuntimeException rethrown(Throwable t) {
        if (t instanceof RuntimeException r) {
            return r;
        }
        throw (Error) t;
    }

    /** A monitor with the same limit and hook that also stops when the other thread failed. */
    private SearchMonitor stoppable(SearchMonitor.Progress progress) {
        return monitor.withProgress(stored -> {
            if (stop) {
                throw new Stopped();
            }
            if (progress != null) {
                progress.stored(stored);
            }
        });
    }

    /** Thrown in the caller's thread when the helper failed first; the helper's exception is thrown instead. */
    private static final class Stopped extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stopped() {
            super("stopped: the other search thread failed", null, false, false);
        }
    }

    private static void joinQuietly(Thread t) {
        try {
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Claims options one by one (from the front, or from the back) and stores their values. */
    private static void run(PackedSearch search, List<long[]> options, int[] values, AtomicIntegerArray claimed,
            boolean fromBack) {
        int k = options.size();
        for (int j = 0; j < k; j++) {
            int i = fromBack ? k - 1 - j : j;
            if (claimed.compareAndSet(i, 0, 1)) {
                values[i] = search.value(options.get(i)); // read by the caller's thread after join()
            }
        }
    }

    /**
     * {@code game} with every position's options streamed in reverse order (one buffer, reused):
     * each option is kept as its parts (one, two, or {@code count} of an
     * {@link PackedGame.OptionSink#parts} call) and replayed from the last. It forwards what a
     * {@link PackedSearch} asks of a game; not the rank: the second search's memo is a view of
     * the shared memo, which {@code game} itself ranks ({@link SharedLongMemo#forRoot}).
     */
    static final class Reversed implements PackedGame {
        private static final int ONE = -1;
        private static final int TWO = -2;
        private final PackedGame game;
        private long[] values = new long[128];
        private int[] kinds = new int[64]; // ONE, TWO, or the count of a parts() option
        private int[] starts = new int[64];
        private long[] scratch = new long[8];
        private int n;
        private int top;
        private final OptionSink collect = new OptionSink() {
            @Override
            public void option(long position) {
                add(ONE, position, 0, null, 1);
            }

            @Override
            public void sum(long first, long second) {
                add(TWO, first, second, null, 2);
            }

            @Override
            public void parts(long[] parts, int count) {
                add(count, 0, 0, parts, count);
            }
        };

        Reversed(PackedGame game) {
            this.game = game;
        }

        private void add(int kind, long a, long b, long[] parts, int size) {
            if (n == kinds.length) {
                kinds = Arrays.copyOf(kinds, n * 2);
                starts = Arrays.copyOf(starts, n * 2);
            }
            while (top + size > values.length) {
                values = Arrays.copyOf(values, values.length * 2);
            }
            kinds[n] = kind;
            starts[n] = top;
            if (parts != null) {
                System.arraycopy(parts, 0, values, top, size);
            } else {
                values[top] = a;
                if (size == 2) {
                    values[top + 1] = b;
                }
            }
            top += size;
            n++;
        }

        @Override
        public void options(long position, OptionSink sink) {
            n = 0;
            top = 0;
            game.options(position, collect);
            int count = n;
            for (int i = count - 1; i >= 0; i--) { // the sink does not call options(): the buffer is safe
                int s = starts[i];
                switch (kinds[i]) {
                    case ONE -> sink.option(values[s]);
                    case TWO -> sink.sum(values[s], values[s + 1]);
                    default -> {
                        int c = kinds[i];
                        if (scratch.length < c) {
                            scratch = new long[Math.max(c, scratch.length * 2)];
                        }
                        System.arraycopy(values, s, scratch, 0, c);
                        sink.parts(scratch, c);
                    }
                }
            }
        }

        @Override
        public void components(long position, LongConsumer sink) {
            game.components(position, sink);
        }

        @Override
        public boolean streamsCanonicalParts() {
            return game.streamsCanonicalParts();
        }

        @Override
        public long canonical(long position) {
            return game.canonical(position);
        }

        @Override
        public String format(long position) {
            return game.format(position);
        }
    }
}
