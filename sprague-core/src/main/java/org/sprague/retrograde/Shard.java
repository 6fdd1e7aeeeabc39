package org.sprague.retrograde;

import java.io.Serializable;
import java.util.Arrays;
import java.util.Iterator;
import org.sprague.game.Deadline;

/**
 * The vertices {@code lo..hi-1} of a {@link LevelRetrograde} analysis and the work of one
 * level on them: expanding the level's frontier into messages to parents, and applying the
 * messages addressed to its own vertices. The in-process scheduler runs one shard per thread
 * over shared arrays (each shard expands the whole frontier but keeps only the parents it
 * owns, so no two threads write the same entry); the Spark scheduler runs one shard per
 * partition over its own arrays, sends the messages it emits through a shuffle and applies
 * those it receives. Either way the rule is the code of {@link #apply}.
 *
 * <p>Entries: {@code state[v - base]} is a counter (&gt; 0), or a label; rows of the
 * reverse graph are read at index {@code v - base}; a frontier entry or message is {@code v}
 * (from a counting sender: a win) or {@code ~v} (from a decisive one: a loss, or a tie in
 * the tie phase). The frontier is a list while it is short, else a pair of bitmaps.
 */
public final class Shard implements Serializable {
    private static final long serialVersionUID = 1L;
    /** Parents collected before their states are read (group prefetch). */
    static final int BATCH = 256;

    final int base;
    final int lo;
    final int hi;
    /** Parents kept when expanding: an in-process owner's range; a Spark shard keeps all. */
    private final int keepLo;
    private final int keepHi;
    int[] state;
    private final int[] parentStart;
    private final int[] parents;
    private final Schedule schedule;
    LevelRows joins = LevelRows.EMPTY;
    Frontier sets;
    /** The vertices labelled in this level (up to its length: more means the frontier is wide). */
    int[] list;
    int found;

    private transient int[] batch;
    private transient int touched; // the sum of the states read ahead, so those reads are kept
    private transient int flushes;
    private transient int decideLabel;
    private transient int exhaustLabel;
    private transient int decideMark;
    private transient long[] decideSet;
    private transient int[] emitted; // non-null: messages are emitted, not applied
    private transient int emittedSize;
    /** When to stop, the same for every shard of a run; null (Spark, after serialization): none but the interrupt. */
    transient Deadline deadline;

    /**
     * A shard of vertices {@code lo..hi-1}. With {@code ownArrays} (Spark) its entries are
     * indexed {@code v - lo} and it keeps every parent; else (in process) they are indexed
     * {@code v} in arrays shared by all shards, and it keeps only the parents it owns.
     */
    Shard(int lo, int hi, boolean ownArrays, int[] state, MoveGraph rows, Schedule schedule, Frontier sets,
            int wideMin) {
        this.lo = lo;
        this.hi = hi;
        this.base = ownArrays ? lo : 0;
        this.keepLo = ownArrays ? 0 : lo;
        this.keepHi = ownArrays ? Integer.MAX_VALUE : hi;
        this.state = state;
        this.parentStart = rows.parentStart();
        this.parents = rows.parents();
        this.schedule = schedule;
        this.sets = sets;
        this.list = new int[Math.min(wideMin, hi - lo)];
    }

    /**
     * A shard with arrays of its own, for a scheduler that moves messages between shards
     * (Spark): vertices {@code lo..hi-1} with {@code state[v - lo]}, the parents of {@code v}
     * (any ids) in row {@code v - lo} of {@code rows}, and the notifications of its vertices.
     */
    public static Shard standalone(int lo, int hi, int[] state, MoveGraph rows, Schedule schedule) {
        int n = hi - lo;
        return new Shard(lo, hi, true, state, rows, schedule, new Frontier(n), LevelRetrograde.wideMin(n));
    }

    public int lo() {
        return lo;
    }

    public int hi() {
        return hi;
    }

    /** The frontier's bitmaps, current and next level (indexed {@code v - base}). */
    static final class Frontier implements Serializable {
        private static final long serialVersionUID = 1L;
        final int words;
        long[] curD;
        long[] curC;
        long[] nextD;
        long[] nextC;

        Frontier(int n) {
            this((n + 63) >>> 6, new long[(n + 63) >>> 6], new long[(n + 63) >>> 6]);
        }

        /** Current sets given (shared, read only), next sets new. */
        Frontier(int words, long[] curD, long[] curC) {
            this.words = words;
            this.curD = curD;
            this.curC = curC;
            nextD = new long[words];
            nextC = new long[words];
        }

        void swap() {
            long[] t = curD;
            curD = nextD;
            nextD = t;
            t = curC;
            curC = nextC;
            nextC = t;
        }
    }

    /**
     * Starts a phase: this phase's senders among {@code lo..hi-1} that are labelled at level 0
     * go to the next sets (sinks, counter 0, lose at 0 in the win/lose phase); those labelled
     * later are returned, to join the frontier at their level.
     */
    LevelRows.Builder startPhase(int phase) {
        LevelRows.Builder later = new LevelRows.Builder();
        int[] st = state;
        int off = base;
        found = 0;
        for (int v = lo; v < hi; v++) {
            int s = st[v - off];
            if (s == 0 && phase == LevelRetrograde.WIN_LOSE) {
                s = st[v - off] = LevelRetrograde.label(LevelRetrograde.LOSS, 0);
            }
            if (s < 0) {
                int kind = ~s & 3;
                if (phase == LevelRetrograde.WIN_LOSE ? kind <= LevelRetrograde.WIN : kind == LevelRetrograde.TIE) {
                    int e = kind == LevelRetrograde.WIN ? v : ~v;
                    if ((~s >>> 2) == 0) {
                        mark(e);
                    } else {
                        later.add(~s >>> 2, e);
                    }
                }
            }
            if (((v - lo) & 0xFFFFF) == 0xFFFFF) {
                checkDeadline();
            }
        }
        return later;
    }

    /** Puts an already labelled sender into the next sets (and the list). */
    private void mark(int e) {
        int i = (e ^ (e >> 31)) - base;
        long[] set = e < 0 ? sets.nextD : sets.nextC;
        set[i >>> 6] |= 1L << i;
        if (found < list.length) {
            list[found] = e;
        }
        found++;
    }

    /** Starts level {@code r} of {@code phase}: what a vertex becomes at r + 1. */
    void begin(int phase, int r) {
        boolean ties = phase == LevelRetrograde.TIES;
        decideLabel = LevelRetrograde.label(ties ? LevelRetrograde.TIE : LevelRetrograde.WIN, r + 1);
        exhaustLabel = LevelRetrograde.label(LevelRetrograde.LOSS, r + 1);
        decideMark = ties ? ~0 : 0; // a tie sends decisive messages in turn, a win counting ones
        decideSet = ties ? sets.nextD : sets.nextC;
        found = 0;
        if (batch == null) {
            batch = new int[BATCH];
        }
    }

    /** Level r: the frontier's bitmaps, in increasing vertex order, then the scheduled work. */
    void levelWide(int phase, int r) {
        begin(phase, r);
        expandWide();
        finishLevel(phase, r);
    }

    /** Level r from a list of frontier entries; the shard must keep every parent (it owns them all). */
    void levelNarrow(int phase, int r, int[] frontier, int size) {
        begin(phase, r);
        expandList(frontier, size);
        finishLevel(phase, r);
    }

    private void finishLevel(int phase, int r) {
        applyScheduled(phase, r);
        addJoins(r + 1);
    }

    private void expandWide() {
        long[] d = sets.curD;
        long[] c = sets.curC;
        int len = 0;
        for (int w = 0, words = sets.words; w < words; w++) {
            len = expandWord(d[w], w, ~0, len);
            len = expandWord(c[w], w, 0, len);
        }
        flush(len);
    }

    /**
     * The messages of the senders in {@code bits} (word {@code w} of a frontier) to the parents
     * kept, XOR {@code mark} (~0: decisive senders), batched from {@code len}: the new length.
     */
    private int expandWord(long bits, int w, int mark, int len) {
        int[] ps = parentStart;
        int[] pr = parents;
        int[] b = batch;
        int limit = keepHi;
        for (; bits != 0; bits &= bits - 1) {
            int i = (w << 6) + Long.numberOfTrailingZeros(bits);
            for (int k = first(ps[i], ps[i + 1]), end = ps[i + 1]; k < end; k++) {
                int u = pr[k];
                if (u >= limit) {
                    break;
                }
                b[len++] = u ^ mark;
                if (len == BATCH) {
                    flush(len);
                    len = 0;
                }
            }
        }
        return len;
    }

    private void expandList(int[] frontier, int size) {
        int[] ps = parentStart;
        int[] pr = parents;
        int[] b = batch;
        int off = base;
        int len = 0;
        for (int j = 0; j < size; j++) {
            int e = frontier[j];
            int mark = e >> 31; // ~0 from a decisive sender
            int i = (e ^ mark) - off;
            for (int k = ps[i], end = ps[i + 1]; k < end; k++) {
                b[len++] = pr[k] ^ mark;
                if (len == BATCH) {
                    flush(len);
                    len = 0;
                }
            }
        }
        flush(len);
    }

    /** The first index of the reverse row {@code parents[k..end)} (sorted) at or above {@link #keepLo}. */
    private int first(int k, int end) {
        if (keepLo == 0) {
            return k;
        }
        if (end - k <= 16) {
            while (k < end && parents[k] < keepLo) {
                k++;
            }
            return k;
        }
        int a = k;
        int b = end;
        while (a < b) {
            int mid = (a + b) >>> 1;
            if (parents[mid] < keepLo) {
                a = mid + 1;
            } else {
                b = mid;
            }
        }
        return a;
    }

    private void flush(int len) {
        if ((++flushes & 63) == 0) {
            checkDeadline();
        }
        if (emitted == null) {
            apply(batch, 0, len);
            return;
        }
        if (emittedSize + len > emitted.length) {
            emitted = Arrays.copyOf(emitted, Math.max(2 * emitted.length, emittedSize + len));
        }
        System.arraycopy(batch, 0, emitted, emittedSize, len);
        emittedSize += len;
    }

    /**
     * Applies messages {@code b[from..to)} to this shard's vertices: from a decisive sender,
     * an unlabelled parent is decided at r + 1 (a win, or a tie); from a counting sender (a
     * win), the parent's counter drops and at 0 the parent loses at r + 1 (that was its
     * slowest child). Allocates nothing.
     */
    private void apply(int[] b, int from, int to) {
        int[] st = state;
        int off = base;
        int sum = touched;
        for (int i = from; i < to; i++) { // independent loads: the processor overlaps the misses
            int e = b[i];
            sum += st[(e ^ (e >> 31)) - off];
        }
        touched = sum;
        int decide = decideLabel;
        int exhaust = exhaustLabel;
        int dmark = decideMark;
        long[] decided = decideSet;
        long[] lost = sets.nextD;
        int[] out = list;
        int count = found;
        for (int i = from; i < to; i++) {
            int e = b[i];
            if (e < 0) {
                int u = ~e;
                int x = u - off;
                if (st[x] > 0) {
                    st[x] = decide;
                    decided[x >>> 6] |= 1L << x;
                    if (count < out.length) {
                        out[count] = u ^ dmark;
                    }
                    count++;
                }
            } else {
                int x = e - off;
                int c = st[x];
                if (c > 0) {
                    if (c == 1) {
                        st[x] = exhaust;
                        lost[x >>> 6] |= 1L << x;
                        if (count < out.length) {
                            out[count] = ~e;
                        }
                        count++;
                    } else {
                        st[x] = c - 1;
                    }
                }
            }
        }
        found = count;
    }

    /** The schedule's messages at level r to this shard's vertices. */
    private void applyScheduled(int phase, int r) {
        LevelRows m = schedule.messages[phase];
        int[] b = batch;
        int len = 0;
        for (int k = m.from(r), end = m.to(r); k < end; k++) {
            int e = m.entries[k];
            int v = e ^ (e >> 31);
            if (v >= lo && v < hi) {
                b[len++] = e;
                if (len == BATCH) {
                    apply(b, 0, len);
                    len = 0;
                }
            }
        }
        apply(b, 0, len);
    }

    /** The senders labelled before the analysis at level r (this shard's) join the next sets. */
    void addJoins(int r) {
        for (int k = joins.from(r), end = joins.to(r); k < end; k++) {
            int e = joins.entries[k];
            int v = e ^ (e >> 31);
            if (v >= lo && v < hi) {
                mark(e);
            }
        }
    }

    /** The smallest level at or after {@code r} with a scheduled message or a join, or -1. */
    int nextScheduled(int phase, int r) {
        int a = schedule.messages[phase].next(r);
        int b = joins.next(r);
        return a < 0 ? b : b < 0 ? a : Math.min(a, b);
    }

    // ---- the steps of a scheduler that moves messages between shards (Spark) ----

    /** Starts {@code phase} on a copy of this shard; its frontier is then at level 0. */
    public Shard beginPhase(int phase) {
        Shard s = successor();
        LevelRows.Builder later = s.startPhase(phase);
        s.joins = later.build();
        s.sets.swap();
        return s;
    }

    /**
     * The level at which this shard has work, at or after {@code r} (its frontier is at r):
     * r when its frontier is not empty, else its next scheduled level, or -1.
     */
    public int nextLevel(int phase, int r) {
        return found > 0 ? r : nextScheduled(phase, r);
    }

    /** Moves a copy of this shard's (empty) frontier on to level {@code r}: its joins at r. */
    public Shard skipTo(int r) {
        Shard s = successor();
        s.found = 0;
        s.addJoins(r);
        s.sets.swap();
        return s;
    }

    /**
     * The messages of level {@code r} from this shard's frontier to parents anywhere
     * ({@code ~u} decisive, {@code u} counting); reads this shard, changes nothing.
     */
    public int[] emit(int phase, int r) {
        Shard s = new Shard(this, state, sets); // shares every array, scratch of its own
        s.batch = new int[BATCH];
        s.emitted = new int[Math.max(BATCH, Math.min(1 << 20, 4 * found))];
        if (found <= list.length) {
            s.expandList(list, found);
        } else {
            s.expandWide();
        }
        return Arrays.copyOf(s.emitted, s.emittedSize);
    }

    /**
     * Level {@code r} on a copy of this shard: the messages received (each array addressed
     * to this shard's vertices), then its scheduled messages and joins; the copy's frontier
     * is then at r + 1.
     */
    public Shard receive(int phase, int r, Iterator<int[]> messages) {
        Shard s = successor();
        s.begin(phase, r);
        while (messages.hasNext()) {
            int[] m = messages.next();
            for (int from = 0; from < m.length; from += BATCH) {
                s.apply(m, from, Math.min(m.length, from + BATCH));
            }
        }
        s.finishLevel(phase, r);
        s.sets.swap();
        return s;
    }

    /** Writes this shard's results through the domain (on a copy of its state). */
    public void finish(ValueDomain domain) {
        domain.finish(state.clone(), base, lo, hi);
    }

    /**
     * A copy with its own state and next sets, sharing the rest (read only): a Spark
     * partition's data is never changed in place, so a lost partition can be recomputed.
     */
    private Shard successor() {
        Shard s = new Shard(this, state.clone(), new Frontier(sets.words, sets.curD, sets.curC));
        s.list = new int[list.length];
        return s;
    }

    private Shard(Shard o, int[] state, Frontier sets) {
        this.base = o.base;
        this.lo = o.lo;
        this.hi = o.hi;
        this.keepLo = o.keepLo;
        this.keepHi = o.keepHi;
        this.state = state;
        this.parentStart = o.parentStart;
        this.parents = o.parents;
        this.schedule = o.schedule;
        this.joins = o.joins;
        this.sets = sets;
        this.list = o.list;
        this.found = o.found;
        this.deadline = o.deadline;
    }

    private void checkDeadline() {
        (deadline == null ? Deadline.unlimited() : deadline).check();
    }
}
