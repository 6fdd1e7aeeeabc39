package org.sprague.partizan.outcome;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * Whether the player to move wins, and with which move: the root's moves are tried one by
 * one in the board's order (fixed by the position alone), and a root move is proven by
 * refuting every reply of the other player, each reply searched by
 * {@link AlphaBetaOutcomeSearch}. The replies of one root move are shared out between the
 * threads (a reply's search needs no other's result: no work is wasted unless a reply wins,
 * when the root move is lost and the other threads stop), over one shared transposition
 * table. Each reply refuted and each root move lost is a fact for the
 * {@link OutcomeCheckpoint}, so a long run resumes where it stopped with the same answer.
 *
 * <p>The checkpoint's transposition table ({@link OutcomeCheckpoint#saveTable}) is written in
 * one of two ways. With a threshold of {@link KeptEntries#MIN_LOG 2^12}+ nodes
 * ({@code --checkpoint-min-nodes 4096} or more; {@code bench/domineering-10x10.sh} keeps 2^18+)
 * the table keeps the entries to write aside as it stores them ({@link OutcomeTable#keepAside}),
 * and they are written with the facts, every minute, at each root move decided and at a stop,
 * in milliseconds and with no thread paused: a stop by the deadline or a signal loses nothing
 * proven. Otherwise (the default threshold, or past the kept list's cap) the table is
 * scanned: every {@link #TABLE_EVERY_NANOS}, with the helper threads paused at their next poll
 * (every 1024 nodes; {@link #pauseHelpers}) so that no entry is read while it is rewritten; a
 * stop (a deadline, {@code --timeout}) writes it only when that is quick
 * ({@link #STOP_MOST_ENTRIES}, {@link #STOP_SCAN_NANOS}), else the last periodic write stays: the
 * deadline is a promise (a 9x9 table of 143 MB took seconds to write after the deadline). A
 * periodic scan is skipped when the deadline is nearer than twice the last write's duration and
 * a second, and the table's load at the start stops at the deadline.
 *
 * <p>With a whole table kept ({@code solve --checkpoint-whole-table}) it is loaded first, and
 * every stop writes it after the facts ({@link #saveWholeAtStop}); the search stops before the
 * deadline by the time that write is estimated to take, so the command still ends by it. It is
 * also written every {@link OutcomeCheckpoint#wholeEveryNanos} ({@code --checkpoint-whole-every},
 * 10 minutes by default; {@link #saveWholeIfDue}), so that a crash that writes nothing (kill -9,
 * the machine out of memory, a reboot) loses at most that period of the search instead of the
 * whole run's table: by the caller's thread (the one writer of every file, so two writes never
 * overlap and a stop's write starts only after a periodic one has ended), with the helper threads
 * paused as for a stop ({@link #pauseHelpers}) until the scan has read the table's last entry (the
 * force to disk and the rename follow with the helpers searching again). Paused, not read beside
 * the search: the lock-less table's xor check protects a probe, which compares the entry with the
 * key it looks for, but a scan has no key to compare with, so an entry it read while a thread
 * rewrote it could be written to the file as a false fact about another state. The pause is the
 * scan's time, seconds on a full 10x10 table (docs/performance-log.md, "keep31"). A periodic write
 * ends by the time the search must stop for the stop's write (abandoned past it, the last file
 * staying), is skipped when that time is nearer than twice the last write's duration and a second
 * (the stop's write is then the next one), and is abandoned at once by a signal (its file channel
 * closes when the thread is interrupted), so the stop's write has its whole bound after Ctrl-C or
 * kill. Each write is atomic (a temporary file forced to disk and renamed), so after a crash the
 * file is the last complete write or, before the first, absent or the table loaded at the start.
 *
 * <p>Cost: that of the searches; two threads reach the answer in about half the wall time when a
 * second core is free (the replies of the winning root move dominate the work).
 */
final class RootSplitOutcomeSearch {
    /** The outcome for the player to move, and the first winning root move in the board's order. */
    record RootResult(boolean wins, int winningMove, long nodes) {
    }

    private static final long TICK_NANOS = 1_000_000_000L;
    /** How often the transposition table goes to the checkpoint (a 9x9 table is about 200 MB). */
    private static final long TABLE_EVERY_NANOS = 5 * 60 * 1_000_000_000L;
    /** At a stop, the table is written only if it has at most this many entries to write (24 MiB)... */
    static final int STOP_MOST_ENTRIES = 1 << 20;
    /** ... and counting them takes at most this long (a 9x9 table's 200 MiB scan: well under it). */
    static final long STOP_SCAN_NANOS = 150_000_000L;

    /**
     * With a whole table to write at the stop, the search stops this much before the caller's
     * deadline for each byte the write will take, so that the write ends by the deadline (the
     * command's {@code --timeout} ends the process 300 ms past it): 100 MB/s, below 10x10's
     * measured writes (docs/performance-log.md, "keep30"); plus a second, at most a quarter of the time left at the start. The bytes are
     * estimated every minute from a sample of the table ({@link OutcomeTable#estimate}). After periodic writes, half the
     * slowest one's speed when slower (a loaded machine's writes went at 20-75 MB/s; "keep31").
     */
    static final long WHOLE_WRITE_BYTES_PER_SECOND = 100_000_000L;
    /** How long after a signal the whole table's write may take (the command waits 25 s for the stop). */
    static final long WHOLE_WRITE_AFTER_SIGNAL_NANOS = 20_000_000_000L;
    /** How long past the caller's deadline it may take (the command gives up 300 ms past it). */
    static final long WHOLE_WRITE_PAST_DEADLINE_NANOS = 150_000_000L;
    private static final long ESTIMATE_EVERY_NANOS = 60_000_000_000L;

    private final OutcomeTable table;
    private final org.sprague.game.Deadline deadline; // checked by the caller and every helper thread
    /** With a whole table to write: {@link #deadline} earlier by the write's time, checked at each tick; else null. */
    private org.sprague.game.Deadline wholeStop;
    /** The most {@link #wholeStop} may be earlier than {@link #deadline}: a quarter of the time left at the start. */
    private long mostReserveNanos;
    private long lastEstimate;
    private final int threads;
    private final OutcomeCheckpoint checkpoint;
    private final long checkpointEveryNanos;
    private final Consumer<String> progress;
    private long lastTick = System.nanoTime();
    private long lastSave = System.nanoTime();
    private long lastTableSave = System.nanoTime();
    /** How long the last periodic table write took (0 before the first). */
    private long lastTableWriteNanos;
    /** When the whole table was last written (or the search started) and how long the last periodic write took. */
    private long lastWholeSave = System.nanoTime();
    private long lastWholeWriteNanos;
    /** The bytes a nanosecond of the slowest periodic write of the whole table, for {@link #estimateWholeWrite}; 0 before one. */
    private double wholeBytesPerNano;
    /** Set while the table is written: the helpers wait in {@link #parkIfPaused}. */
    private volatile boolean pause;
    private final Object pauseLock = new Object();
    /** Helper threads inside {@link #work}, and of those the ones waiting for a pause to end. */
    private final AtomicInteger activeHelpers = new AtomicInteger();
    private final AtomicInteger parkedHelpers = new AtomicInteger();
    private final long started = System.nanoTime();
    private long finishedNodes;
    private final List<AlphaBetaOutcomeSearch> live = new ArrayList<>();
    private String where = "";
    private volatile int replies;
    private volatile OutcomeCheckpoint.Side current;
    /** The side under search and {@link #nodes()} less its nodes at its start, for the periodic saves' count. */
    private OutcomeCheckpoint.Side counted;
    private long countedFrom;

    /**
     * @param checkpoint where facts are recorded; null for none
     * @param checkpointSeconds how often the checkpoint is written during a search
     * @param progress a line now and then (about once a second); null for none
     */
    RootSplitOutcomeSearch(OutcomeTable table, int threads, OutcomeCheckpoint checkpoint, long checkpointSeconds,
            Consumer<String> progress, org.sprague.game.Deadline deadline) {
        this.deadline = deadline;
        this.table = table;
        this.threads = threads;
        this.checkpoint = checkpoint;
        this.checkpointEveryNanos = checkpointSeconds * 1_000_000_000L;
        this.progress = progress;
        if (checkpoint != null) {
            if (checkpoint.keepsAside()) {
                table.keepAside(checkpoint.minLog()); // before the load: the entries loaded are written again
            }
            if (checkpoint.keepsWhole()) {
                checkpoint.loadWhole(table, deadline); // first: the table file's expensive entries then go over it
            }
            checkpoint.loadTable(table, deadline); // a resumed run: the table as the stopped run wrote it
        }
        java.time.Duration left = deadline.remaining();
        if (checkpoint != null && checkpoint.keepsWhole() && left != null) {
            mostReserveNanos = left.toNanos() / 4;
            estimateWholeWrite();
        }
    }

    /** Moves {@link #wholeStop} to the time the whole table's write needs now (see {@link #WHOLE_WRITE_BYTES_PER_SECOND}). */
    private void estimateWholeWrite() {
        lastEstimate = System.nanoTime();
        long bytes = table.estimate(OutcomeCheckpoint.TABLE_MIN_LOG) * TableFile.ENTRY_BYTES;
        double perNano = WHOLE_WRITE_BYTES_PER_SECOND / 1e9;
        if (wholeBytesPerNano > 0) {
            perNano = Math.min(perNano, wholeBytesPerNano / 2); // a disk slower than assumed, as the periodic writes found it
        }
        long nanos = 1_000_000_000L + (long) (bytes / perNano);
        wholeStop = deadline.earlier(java.time.Duration.ofNanos(Math.max(1, Math.min(nanos, mostReserveNanos))));
    }

    /** Nodes visited so far by every search of this instance. */
    synchronized long nodes() {
        long n = finishedNodes;
        for (AlphaBetaOutcomeSearch s : live) {
            n += s.nodes();
        }
        return n;
    }

    /**
     * Solves {@code root} for the player to move; {@code sideIndex} names the starting player
     * in the checkpoint (0 Left, 1 Right).
     */
    RootResult solve(OutcomeBoard root, int sideIndex) {
        OutcomeCheckpoint.Side s = checkpoint != null ? checkpoint.sides[sideIndex] : new OutcomeCheckpoint.Side();
        counted = null; // the side before is done: its count is final
        synchronized (this) {
            finishedNodes += s.nodes; // a resumed run counts the nodes of the runs before it
        }
        if (s.result >= 0) {
            return new RootResult(s.result == 1, s.winningMove, nodes());
        }
        long before = nodes() - s.nodes;
        counted = s;
        countedFrom = before;
        try {
            int[] moves = new int[root.maxMoves() + 1];
            int n = root.moves(moves, 0);
            for (int k = 0; k < n; k++) {
                int m = moves[k];
                synchronized (s) {
                    if (s.lostRootMoves.contains(m)) {
                        continue;
                    }
                    if (s.current != m) {
                        s.current = m;
                        s.refutedReplies.clear();
                    }
                }
                where = "root move " + (k + 1) + " of " + n;
                current = s;
                boolean wins = prove(root, m, s);
                synchronized (s) {
                    s.nodes = nodes() - before;
                    if (wins) {
                        s.result = 1;
                        s.winningMove = m;
                    } else {
                        s.lostRootMoves.add(m);
                        s.current = -1;
                        s.refutedReplies.clear();
                    }
                }
                save(wins);
                if (wins) {
                    return new RootResult(true, m, nodes());
                }
            }
            synchronized (s) {
                s.result = 0;
                s.nodes = nodes() - before;
            }
            save(true);
            return new RootResult(false, -1, nodes());
        } catch (RuntimeException | Error e) {
            synchronized (s) {
                s.nodes = nodes() - before;
            }
            // an interrupt (Ctrl-C or kill: the command's signal hook) would close the files' channels
            // as they are written (ClosedByInterruptException): cleared for the writes, then set again
            boolean interrupted = Thread.interrupted();
            try {
                save(true); // what was proven before the stop is kept
                saveTableAtStop(); // the helpers are stopped or about to be: the table is quiet
                saveWholeAtStop(interrupted);
            } finally {
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
            }
            throw e;
        }
    }

    private void save(boolean now) {
        if (checkpoint != null && (now || System.nanoTime() - lastSave >= checkpointEveryNanos)) {
            lastSave = System.nanoTime();
            if (counted != null) {
                long n = nodes() - countedFrom;
                synchronized (counted) {
                    // the nodes so far, not only at a stop: after a kill -9 the facts still count the run's work
                    counted.nodes = Math.max(counted.nodes, n);
                }
            }
            checkpoint.save();
            long[] kept = table.keptEntries();
            if (kept != null) { // the kept entries: milliseconds, no pause, so with every save
                checkpoint.saveTable(kept);
                lastTableSave = System.nanoTime();
                return;
            }
        }
        if (checkpoint != null && System.nanoTime() - lastTableSave >= TABLE_EVERY_NANOS && writeFits()) {
            long t0 = System.nanoTime();
            saveTable();
            lastTableWriteNanos = System.nanoTime() - t0;
        }
    }

    /** Whether a periodic table write likely ends well before the deadline (twice the last one's time, and a second). */
    private boolean writeFits() {
        java.time.Duration left = deadline.remaining();
        return left == null || left.toNanos() > 2 * lastTableWriteNanos + 1_000_000_000L;
    }

    /** The table's write at a stop, bounded: skipped when the table is large (see the class comment). */
    private void saveTableAtStop() {
        if (checkpoint == null) {
            return;
        }
        if (table.keepsAside()) {
            return; // the kept entries were written with the facts, in save(true) just before (milliseconds)
        }
        pauseHelpers();
        try {
            checkpoint.saveTable(table, STOP_MOST_ENTRIES, System.nanoTime() + STOP_SCAN_NANOS);
        } finally {
            synchronized (pauseLock) {
                pause = false;
                pauseLock.notifyAll();
            }
        }
    }

    /**
     * The whole table's write at a stop, bounded so that the process still ends in time: 20 s
     * after a signal, else 150 ms past the caller's deadline (the search stopped
     * {@link #wholeStop} before it); past the bound the write is abandoned and the last stop's
     * file stays. The helpers are waited for first ({@link #pauseHelpers}): after a signal the
     * caller's join of them returns at once (its thread is interrupted), and an entry read while
     * a helper rewrites it could mix two keys.
     */
    private void saveWholeAtStop(boolean signalled) {
        if (checkpoint == null || !checkpoint.keepsWhole()) {
            return;
        }
        java.time.Duration left = deadline.remaining();
        long now = System.nanoTime();
        long stopAt = signalled ? now + WHOLE_WRITE_AFTER_SIGNAL_NANOS
                : left == null ? Long.MAX_VALUE : now + left.toNanos() + WHOLE_WRITE_PAST_DEADLINE_NANOS;
        pauseHelpers();
        try {
            checkpoint.saveWhole(table, stopAt);
        } finally {
            synchronized (pauseLock) {
                pause = false;
                pauseLock.notifyAll();
            }
        }
    }

    /**
     * The whole table's periodic write (see the class comment), from {@link #tick}: when
     * {@link OutcomeCheckpoint#wholeEveryNanos} has passed since the last one (or the start), with
     * the helpers paused until the scan ends; bounded by {@link #wholeStop}, and skipped when that is
     * near or the thread has been interrupted (a stop is coming, and writes it).
     */
    private void saveWholeIfDue() {
        long every = checkpoint == null ? 0 : checkpoint.wholeEveryNanos();
        long now = System.nanoTime();
        if (every <= 0 || now - lastWholeSave < every || Thread.currentThread().isInterrupted()) {
            return;
        }
        long stopAt = Long.MAX_VALUE;
        java.time.Duration left = wholeStop == null ? null : wholeStop.remaining();
        if (left != null) {
            if (left.toNanos() < 2 * lastWholeWriteNanos + 1_000_000_000L) {
                lastWholeSave = now; // the stop's write is near: it is the next one
                return;
            }
            stopAt = now + left.toNanos();
        }
        pauseHelpers();
        int written = -1;
        try {
            written = checkpoint.saveWhole(table, stopAt, true, this::resumeHelpers);
        } finally {
            resumeHelpers();
            lastWholeSave = System.nanoTime();
            lastWholeWriteNanos = lastWholeSave - now;
        }
        if (written > 0) {
            double perNano = (double) written * TableFile.ENTRY_BYTES / lastWholeWriteNanos;
            wholeBytesPerNano = wholeBytesPerNano > 0 ? Math.min(wholeBytesPerNano, perNano) : perNano; // the slowest
            if (wholeStop != null) {
                estimateWholeWrite(); // the stop's reserve at the speed just measured
            }
        }
    }

    /** Ends a pause of the helpers ({@link #pauseHelpers}); nothing when none is asked. */
    private void resumeHelpers() {
        synchronized (pauseLock) {
            pause = false;
            pauseLock.notifyAll();
        }
    }

    /** Writes the table to the checkpoint with the helpers paused (on the caller's thread). */
    private void saveTable() {
        if (checkpoint == null) {
            return;
        }
        long[] kept = table.keptEntries();
        if (kept != null) {
            checkpoint.saveTable(kept);
            lastTableSave = System.nanoTime();
            return;
        }
        pauseHelpers();
        try {
            checkpoint.saveTable(table);
        } finally {
            synchronized (pauseLock) {
                pause = false;
                pauseLock.notifyAll();
            }
            lastTableSave = System.nanoTime();
        }
    }

    /**
     * Asks the helpers to wait and returns when each one inside {@link #work} waits (a helper
     * that enters {@code work} meanwhile sees the request before it searches: the request is
     * written before the count is read, the count before the request is read, both volatile).
     */
    private void pauseHelpers() {
        pause = true;
        boolean interrupted = false;
        while (parkedHelpers.get() < activeHelpers.get()) {
            try {
                Thread.sleep(1);
            } catch (InterruptedException e) {
                interrupted = true; // still waits: the table must be quiet before it is read
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** A helper's poll (every 1024 nodes): waits while the caller writes the table. */
    private void parkIfPaused() {
        if (!pause) {
            return;
        }
        parkedHelpers.incrementAndGet();
        boolean interrupted = false;
        try {
            synchronized (pauseLock) {
                while (pause) {
                    try {
                        pauseLock.wait(100);
                    } catch (InterruptedException e) {
                        interrupted = true; // still waits: the caller is reading the table
                    }
                }
            }
        } finally {
            parkedHelpers.decrementAndGet();
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** Whether root move {@code m} wins: every reply of the other player refuted. */
    private boolean prove(OutcomeBoard root, int m, OutcomeCheckpoint.Side s) {
        root.play(m);
        try {
            int r = root.quick();
            if (r == OutcomeBoard.UNKNOWN) {
                r = table.probe(root.key0(), root.key1(), root.key2());
            }
            if (r == OutcomeBoard.UNKNOWN) {
                r = root.enter(1);
                if (r == OutcomeBoard.UNKNOWN && root.simplified(1)) {
                    r = root.quick();
                }
                if (r == OutcomeBoard.UNKNOWN && root.simplified(1)) {
                    r = table.probe(root.key0(), root.key1(), root.key2());
                }
            }
            if (r != OutcomeBoard.UNKNOWN) {
                root.leave(1);
                return r == OutcomeBoard.LOSS;
            }
            int[] replies = new int[root.maxMoves() + 1];
            int n = root.moves(replies, 0);
            int[] pending = new int[n];
            int count = 0;
            synchronized (s) {
                for (int i = 0; i < n; i++) {
                    if (!s.refutedReplies.contains(replies[i])) {
                        pending[count++] = replies[i];
                    }
                }
            }
            this.replies = n;
            boolean wins = refuteAll(root, pending, count, s);
            table.store(root.key0(), root.key1(), root.key2(), !wins, 1);
            root.leave(1);
            return wins;
        } finally {
            root.undo(m);
        }
    }

    /** Searches the replies {@code pending[0..count)} from the child state {@code child}; true when all are refuted. */
    private boolean refuteAll(OutcomeBoard child, int[] pending, int count, OutcomeCheckpoint.Side s) {
        AtomicInteger next = new AtomicInteger();
        AlphaBetaOutcomeSearch.StopFlag flag = new AlphaBetaOutcomeSearch.StopFlag();
        boolean[] failed = new boolean[1];
        Throwable[] helperError = new Throwable[1];
        List<Thread> helpers = new ArrayList<>();
        for (int t = 1; t < Math.min(threads, count); t++) {
            OutcomeBoard copy = child.copy();
            AlphaBetaOutcomeSearch search = newSearch(flag, false);
            Thread th = new Thread(() -> {
                try {
                    work(copy, search, pending, count, next, flag, failed, s, false);
                } catch (RuntimeException | Error e) { // handed to the caller, which rethrows it below
                    synchronized (failed) {
                        helperError[0] = e;
                    }
                    flag.stop = true;
                }
            }, "sprague-outcome-" + t);
            th.setDaemon(true);
            helpers.add(th);
            th.start();
        }
        AlphaBetaOutcomeSearch mine = newSearch(flag, true);
        try {
            work(child.copy(), mine, pending, count, next, flag, failed, s, true);
            for (Thread th : helpers) {
                while (th.isAlive()) {
                    th.join(200);
                    deadline.check();
                    tick();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            flag.stop = true;
            throw new org.sprague.game.TimeLimitException("interrupted", null);
        } catch (RuntimeException | Error e) {
            flag.stop = true;
            for (Thread th : helpers) {
                try {
                    th.join();
                } catch (InterruptedException ie) {
                    Thread.currentThread().interrupt();
                }
            }
            throw e;
        } finally {
            retire();
        }
        synchronized (failed) {
            if (helperError[0] instanceof RuntimeException re) {
                throw re;
            }
            if (helperError[0] instanceof Error er) {
                throw er;
            }
            return !failed[0];
        }
    }

    private synchronized AlphaBetaOutcomeSearch newSearch(AlphaBetaOutcomeSearch.StopFlag flag, boolean caller) {
        AlphaBetaOutcomeSearch search = new AlphaBetaOutcomeSearch(table, flag, deadline,
                caller ? this::tick : this::parkIfPaused);
        live.add(search);
        return search;
    }

    private synchronized void retire() {
        for (AlphaBetaOutcomeSearch s : live) {
            finishedNodes += s.nodes();
        }
        live.clear();
    }

    private void work(OutcomeBoard board, AlphaBetaOutcomeSearch search, int[] pending, int count,
            AtomicInteger next, AlphaBetaOutcomeSearch.StopFlag flag, boolean[] failed, OutcomeCheckpoint.Side s,
            boolean caller) {
        if (!caller) {
            activeHelpers.incrementAndGet();
            try {
                parkIfPaused(); // a pause asked before this helper was counted
                searchReplies(board, search, pending, count, next, flag, failed, s, false);
            } finally {
                activeHelpers.decrementAndGet();
            }
            return;
        }
        searchReplies(board, search, pending, count, next, flag, failed, s, true);
    }

    private void searchReplies(OutcomeBoard board, AlphaBetaOutcomeSearch search, int[] pending, int count,
            AtomicInteger next, AlphaBetaOutcomeSearch.StopFlag flag, boolean[] failed, OutcomeCheckpoint.Side s,
            boolean caller) {
        while (!flag.stop) {
            int i = next.getAndIncrement();
            if (i >= count) {
                return;
            }
            board.play(pending[i]);
            boolean moverWins;
            try {
                moverWins = search.solve(board);
            } catch (AlphaBetaOutcomeSearch.Stopped e) {
                return; // another thread found a winning reply: this board is dropped
            }
            board.undo(pending[i]);
            if (!moverWins) {
                synchronized (failed) {
                    failed[0] = true;
                }
                flag.stop = true;
                return;
            }
            synchronized (s) {
                s.refutedReplies.add(pending[i]);
            }
            if (caller) {
                save(false);
            }
        }
    }

    /** Called now and then from the caller's search: progress line and periodic checkpoint. */
    private void tick() {
        if (wholeStop != null) {
            wholeStop.check(); // time to stop and write the whole table by the deadline; the helpers follow
        }
        long now = System.nanoTime();
        if (now - lastTick < TICK_NANOS) {
            return;
        }
        lastTick = now;
        if (wholeStop != null && now - lastEstimate >= ESTIMATE_EVERY_NANOS) {
            estimateWholeWrite();
        }
        save(false);
        saveWholeIfDue();
        if (progress != null) {
            double secs = (now - started) / 1e9;
            long n = nodes();
            int refuted;
            synchronized (current) {
                refuted = current.refutedReplies.size();
            }
            progress.accept(String.format(java.util.Locale.ROOT, "%s: %d of %d replies refuted, %,d nodes,"
                    + " %.2fM nodes/s, %.0f s", where, refuted, replies, n, n / Math.max(secs, 1e-9) / 1e6, secs));
        }
    }
}
