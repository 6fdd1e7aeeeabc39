package org.sprague.search;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.function.LongConsumer;
import org.sprague.game.Cancellation;

/**
 * The Grundy value of one big position on two threads: the root's options are split between
 * them (one takes them from the first, the other from the last, each claiming an option
 * before computing it), each thread runs its own {@link PackedSearch} with the mex fold over a
 * {@link SharedLongMemo}, so a value one thread stored is found by the other, and the root's
 * value is the mex of its options' values. The second thread also streams every position's
 * options in reverse order, so the two depth-first walks start in different parts of the move
 * graph rather than in step on the same positions.
 *
 * <p>Work: at best half the single-thread time (when the two walks overlap little); the
 * overlap (a position both compute because neither had stored it yet) and the shared memo's
 * cost per probe eat into it: docs/performance.md has the figures. The caller's
 * {@link Cancellation} deadline applies to both threads; a limit reached by either stops both.
 */
public final class SplitRootSearch {
    private final PackedGame game;
    private final SearchMonitor monitor;
    private final int threads;
    private SharedLongMemo memo;

    /**
     * @param threads 1 or 2
     */
    public SplitRootSearch(PackedGame game, SearchMonitor monitor, int threads) {
        if (threads < 1 || threads > 2) {
            throw new IllegalArgumentException("threads: 1 or 2, not " + threads);
        }
        this.game = game;
        this.monitor = monitor;
        this.threads = threads;
    }

    /** How many positions the shared memo holds (after {@link #value}). */
    public long positionsStored() {
        return memo == null ? 0 : memo.size();
    }

    /** The Grundy value of {@code root} (a position of {@code game}; components XORed). */
    public int value(long root) {
        memo = SharedLongMemo.forRoot(game, root, monitor.maxPositions());
        PackedSearch first = new PackedSearch(game, Fold.mex(), memo.view(), monitor);
        List<long[]> options = first.options(root);
        int k = options.size();
        int[] values = new int[k];
        AtomicIntegerArray claimed = new AtomicIntegerArray(k);
        if (threads == 1 || k < 2) {
            run(first, options, values, claimed, false);
            return mex(values);
        }
        PackedSearch second = new PackedSearch(new Reversed(game), Fold.mex(), memo.view(),
                new SearchMonitor(monitor.maxPositions(), null));
        Duration left = Cancellation.remaining();
        Throwable[] failure = new Throwable[1];
        Thread helper = new Thread(() -> {
            try {
                if (left == null) {
                    run(second, options, values, claimed, true);
                } else {
                    Cancellation.within(left.isZero() ? Duration.ofNanos(1) : left, () -> {
                        run(second, options, values, claimed, true);
                        return null;
                    });
                }
            } catch (RuntimeException | Error e) {
                failure[0] = e;
            }
        }, "sprague-split-root");
        helper.setDaemon(true);
        helper.start();
        try {
            run(first, options, values, claimed, false);
        } catch (RuntimeException | Error e) {
            helper.interrupt();
            joinQuietly(helper);
            throw e;
        }
        try {
            helper.join();
        } catch (InterruptedException e) {
            helper.interrupt();
            Thread.currentThread().interrupt();
            Cancellation.check(); // throws: the caller stopped waiting
        }
        if (failure[0] instanceof RuntimeException r) {
            throw r;
        }
        if (failure[0] instanceof Error err) {
            throw err;
        }
        return mex(values);
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
                values[i] = search.value(options.get(i));
                claimed.set(i, 2); // a volatile write after the value: the joiner reads it after join anyway
            }
        }
    }

    private static int mex(int[] values) {
        int[] sorted = values.clone();
        Arrays.sort(sorted);
        int m = 0;
        for (int v : sorted) {
            if (v == m) {
                m++;
            } else if (v > m) {
                break;
            }
        }
        return m;
    }

    /** {@code game} with every position's options streamed in reverse order (one buffer, reused). */
    static final class Reversed implements PackedGame {
        private final PackedGame game;
        private long[] firsts = new long[64];
        private long[] seconds = new long[64];
        private boolean[] sums = new boolean[64];
        private int n;
        private final OptionSink collect = new OptionSink() {
            @Override
            public void option(long position) {
                add(position, 0, false);
            }

            @Override
            public void sum(long first, long second) {
                add(first, second, true);
            }
        };

        Reversed(PackedGame game) {
            this.game = game;
        }

        private void add(long a, long b, boolean sum) {
            if (n == firsts.length) {
                firsts = Arrays.copyOf(firsts, n * 2);
                seconds = Arrays.copyOf(seconds, n * 2);
                sums = Arrays.copyOf(sums, n * 2);
            }
            firsts[n] = a;
            seconds[n] = b;
            sums[n] = sum;
            n++;
        }

        @Override
        public void options(long position, OptionSink sink) {
            n = 0;
            game.options(position, collect);
            int count = n;
            for (int i = count - 1; i >= 0; i--) { // the sink does not call options(): the buffer is safe
                if (sums[i]) {
                    sink.sum(firsts[i], seconds[i]);
                } else {
                    sink.option(firsts[i]);
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
        public long rank(long position) {
            return game.rank(position);
        }

        @Override
        public long rankBound(long root) {
            return game.rankBound(root);
        }

        @Override
        public String format(long position) {
            return game.format(position);
        }
    }
}
