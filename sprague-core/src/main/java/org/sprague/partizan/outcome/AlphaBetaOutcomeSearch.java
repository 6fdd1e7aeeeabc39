package org.sprague.partizan.outcome;


/**
 * Whether the player to move wins, by negamax with alpha-beta on the two values win and loss
 * (a state is won as soon as one move leads to a lost state: the cut-off; lost when every
 * move leads to a won one), a transposition table of solved states ({@link OutcomeTable}),
 * the board's move ordering and the board's knowledge at each state ({@link OutcomeBoard#enter}:
 * bounds on the moves left, regions of known value). Iterative with an explicit stack of
 * plies, so a game's depth costs arrays, not Java stack; nothing is allocated per state.
 *
 * <p>Cost: exponential in the worst case, the nodes visited; the table and the ordering make
 * it practical (Knuth and Moore, "An analysis of alpha-beta pruning", 1975; for Domineering:
 * Breuker, Uiterwijk, van den Herik, "Solving 8x8 Domineering", 2000; Bullock, "Domineering:
 * solving large combinatorial search spaces", 2002).
 *
 * <p>Compiled size: C2 inlines the table's probe and store and the board's small methods
 * (keys, play, leave, often the bounds) once per call site, so each has one call site here;
 * and the loop's body is one method, {@link #step}, with no loop and no exit branch (it
 * returns the ply and the small {@link #solve} loop tests it): over C2's size for inlining a
 * hot method (FreqInlineSize), it is compiled once, as a normal method, where a loop holding
 * the body was compiled three or four times on 8x8. The state's key is computed once
 * ({@link OutcomeBoard#key}) and kept per ply for the store. Measured: 8x8 C2 threads' CPU
 * 2.86 s to 2.34 s (docs/performance-log.md, "domino10").
 *
 * <p>One instance per thread; the table may be shared.
 */
final class AlphaBetaOutcomeSearch {
    /** Thrown out of {@link #solve} when another thread asked the search to stop. */
    static final class Stopped extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stopped() {
            super("stopped", null, false, false);
        }
    }

    /** A flag several searches watch; set to stop them. */
    static final class StopFlag {
        volatile boolean stop;
    }

    private final OutcomeTable table;
    private final StopFlag flag;
    private final org.sprague.game.Deadline deadline;
    private final Runnable tick;
    /** The moves past the first that {@link #siblingWin} asks at most. */
    static final int SCAN_MOVES = 12;
    /** A ply's scans go on while at least this percentage of them find a move ... */
    static final int SCAN_GATE_PERCENT = 40;
    /** ... else one scan in this many (a power of two) still samples the rate. */
    static final int SCAN_SAMPLE = 16;
    /** The scans a ply counts before the gate applies, and the window its counts are halved at. */
    static final int SCAN_WARMUP = 64;
    static final int SCAN_WINDOW = 4096;

    private long nodes;
    private long nextPoll = 1024;
    /** States solved by a move {@link #scan} found, over every call (for the tests). */
    private long scanWins;
    // the state of the current solve, kept in fields so that one step of it is one method (step)
    private OutcomeBoard board;
    private int width;
    private int[] moves;
    private int[] count;
    private int[] index;
    private long[] start;
    /** Per ply: the key the state was probed with (after its regions were taken off), for its store. */
    private long[] keys;
    private int ply;
    /** Per ply: whether the moves past the first are sorted already (by {@link #siblingWin}). */
    private boolean[] sorted;
    /** Per ply: whether the state is expected won (a cut node: see {@link #scan}). */
    private boolean[] cut;
    /** Per ply: the scans made and those that found a move (halved every {@link #SCAN_WINDOW}), and the scans skipped. */
    private int[] scanTries;
    private int[] scanHits;
    private int[] scanSkips;
    private int result;
    private boolean entering;

    /**
     * @param deadline the search's deadline, polled every 1024 nodes on whichever thread runs
     *     this search (a root split's helpers check the caller's token as well as {@code flag})
     * @param tick called every 1024 nodes (progress, checkpoints); null for none
     */
    AlphaBetaOutcomeSearch(OutcomeTable table, StopFlag flag, org.sprague.game.Deadline deadline, Runnable tick) {
        this.table = table;
        this.flag = flag;
        this.deadline = deadline;
        this.tick = tick;
    }

    /** States solved by a move of the scan ({@link #scan}) so far, over every call. */
    long scanWins() {
        return scanWins;
    }

    /** Nodes (states entered) so far, over every call. */
    long nodes() {
        return nodes;
    }

    /**
     * Whether the player to move on {@code board} wins. The board is left as it was (unless
     * the search is stopped, when it is in some state of the search and must be dropped).
     */
    boolean solve(OutcomeBoard board) {
        this.board = board;
        int maxPlies = board.maxPlies() + 2;
        width = board.maxMoves() + 1;
        moves = new int[maxPlies * width];
        count = new int[maxPlies];
        index = new int[maxPlies];
        start = new long[maxPlies];
        keys = new long[maxPlies * 3];
        sorted = new boolean[maxPlies];
        cut = new boolean[maxPlies];
        scanTries = new int[maxPlies];
        scanHits = new int[maxPlies];
        scanSkips = new int[maxPlies];
        ply = 0;
        result = OutcomeBoard.UNKNOWN;
        entering = true;
        // the loop's exit is taken once a search, so it stays out of step (see the class comment)
        while (step() != 0) {
            // one state entered or backed up per step
        }
        this.board = null;
        return result == OutcomeBoard.WIN;
    }

    /**
     * One step of the search: enters the state at {@link #ply} (decided, or its first move
     * played), or backs up the result of the state just solved into its parent (the next
     * move played, or the parent solved). Returns the ply it leaves the search at; 0 when the
     * root is solved ({@link #result}). Each of the board's and the table's methods has one
     * call site here (see the class comment).
     */
    private int step() {
        OutcomeBoard b = board;
        int p = ply;
        int w = width;
        boolean backUp = !entering;
        boolean won = false;
        boolean next;
        int r = OutcomeBoard.UNKNOWN;
        if (backUp) {
            // the state at p was solved with result (for its mover): back to its parent
            p--;
            b.undo(moves[p * w + index[p]]);
            won = result == OutcomeBoard.LOSS; // the cut-off: a move to a lost state wins
            next = !won;
        } else {
            nodes++;
            if (nodes >= nextPoll) {
                nextPoll = (nodes | 0x3FF) + 1; // every 1024 nodes, the scan's (siblingWin) included
                poll();
            }
            r = known(b, p);
            next = false;
            cut[p] = p == 0 || index[p - 1] > 0 || !cut[p - 1];
            if (r == OutcomeBoard.UNKNOWN && p > 0 && index[p - 1] == 0 && cut[p - 1] && scanHere(p - 1)) {
                if (scan(b, p)) {
                    return p;
                }
                r = known(b, p);
            }
            if (r == OutcomeBoard.UNKNOWN) {
                int n = b.movesBestFirst(moves, p * w);
                if (n > 0) {
                    count[p] = n;
                    index[p] = -1;
                    sorted[p] = false;
                    start[p] = nodes;
                    next = true;
                } else {
                    r = OutcomeBoard.LOSS; // no move
                }
            }
        }
        if (next) {
            int i = ++index[p];
            if (i < count[p]) {
                if (i == 1 && !sorted[p]) {
                    b.orderRest(moves, p * w + 1, count[p] - 1);
                }
                b.play(moves[p * w + i]);
                ply = p + 1;
                entering = true;
                return p + 1;
            }
        }
        if (backUp) {
            // searched: every move lost, or one won
            int k = p * 3;
            table.store(keys[k], keys[k + 1], keys[k + 2], won, nodes - start[p]);
            r = won ? OutcomeBoard.WIN : OutcomeBoard.LOSS;
        }
        b.leave(p);
        result = r;
        ply = p;
        entering = false;
        return p;
    }

    /**
     * What is known of the state without searching it: the static bounds
     * ({@link OutcomeBoard#quick}), then the table, then the regions ({@link OutcomeBoard#enter}:
     * a state the table knows skips the region split), then, when they changed the state, the
     * bounds and the table again. One call site each of {@link OutcomeBoard#quick},
     * {@link OutcomeBoard#key} and {@link OutcomeTable#probe} (see the class comment). The key
     * probed last is kept at
     * {@code keys[3 ply..]} for the state's store.
     */
    private int known(OutcomeBoard b, int p) {
        boolean entered = false;
        int k = p * 3;
        while (true) {
            int result = b.quick();
            if (result != OutcomeBoard.UNKNOWN) {
                return result;
            }
            b.key(keys, k);
            result = table.probe(keys[k], keys[k + 1], keys[k + 2]);
            if (result != OutcomeBoard.UNKNOWN || entered) {
                return result;
            }
            entered = true;
            result = b.enter(p);
            if (result != OutcomeBoard.UNKNOWN || !b.simplified(p)) {
                return result;
            }
        }
    }

    /**
     * Whether the state at ply {@code q} is scanned ({@link #scan}): while at least
     * {@link #SCAN_GATE_PERCENT}% of this ply's recent scans found a move (and during its first
     * {@link #SCAN_WARMUP}), else one time in {@link #SCAN_SAMPLE}, so that the rate is still
     * sampled. The rate differs by ply and by position: 9x9's states at even plies below the
     * second domino found one in 74-75% of the scans at plies 10 and 12, those at odd plies 5-42%
     * (docs/performance-log.md, "fewer23").
     */
    private boolean scanHere(int q) {
        return scanTries[q] < SCAN_WARMUP || scanHits[q] * 100L >= scanTries[q] * (long) SCAN_GATE_PERCENT
                || (++scanSkips[q] & (SCAN_SAMPLE - 1)) == 0;
    }

    /**
     * The state just entered at {@code p} is its parent's first move, the bounds and the table
     * left it open, and the parent is expected won (a cut node: the first state of a search, a
     * state reached by a move other than its parent's first, or the first move's state of an
     * expected lost one; Knuth and Moore's node types). Before its subtree is searched, the
     * parent's other moves are asked for one the bounds alone decide ({@link #siblingWin}): then
     * the parent is won by it at the cost of the states asked, and this state is never searched.
     * Sound: the move found leads to a state lost for its mover (the bounds are sound), and the
     * parent's result is the same whichever winning move proves it. Returns true when the
     * parent is solved (the search left backing it up, as after a lost child), false with the
     * board back at this state (entered again by the caller).
     *
     * <p>Why: the search's first move at an expected won state wins nearly always, but 82-87% of
     * the won states at 9x9's plies 10 and 12 whose first move's state was searched had another
     * move to a state the bounds decide. Measured: 9x9 positions after two dominoes 22-71% fewer
     * nodes, 8-53% less CPU; 8x8 2,242,274 to 1,360,051 nodes (docs/performance-log.md, "fewer23").
     */
    private boolean scan(OutcomeBoard b, int p) {
        int q = p - 1;
        int w = width;
        b.leave(p);
        b.undo(moves[q * w]);
        int j = siblingWin(b, q);
        if (j > 0) {
            scanWins++;
            index[q] = j;
            b.play(moves[q * w + j]);
            result = OutcomeBoard.LOSS;
            ply = p;
            entering = false;
            return true;
        }
        b.play(moves[q * w]);
        return false;
    }

    /**
     * The first of the next {@link #SCAN_MOVES} moves past the first at ply {@code q} (the board
     * at that state; the rest of the moves sorted as the search would) whose state the loss test
     * of the bounds ({@link OutcomeBoard#quickLoss}) says is lost for its mover; 0 if none.
     * Each state asked counts as a node.
     */
    private int siblingWin(OutcomeBoard b, int q) {
        int w = width;
        int n = count[q];
        if (n > 1) {
            b.orderRest(moves, q * w + 1, n - 1);
        }
        sorted[q] = true;
        if (++scanTries[q] >= SCAN_WINDOW) {
            scanTries[q] >>= 1;
            scanHits[q] >>= 1;
        }
        int end = Math.min(n, SCAN_MOVES + 1);
        for (int j = 1; j < end; j++) {
            int m = moves[q * w + j];
            b.play(m);
            nodes++;
            int r = b.quickLoss();
            b.undo(m);
            if (r == OutcomeBoard.LOSS) {
                scanHits[q]++;
                return j;
            }
        }
        return 0;
    }

    private void poll() {
        if (flag != null && flag.stop) {
            throw new Stopped();
        }
        deadline.check();
        if (tick != null) {
            tick.run();
        }
    }
}
