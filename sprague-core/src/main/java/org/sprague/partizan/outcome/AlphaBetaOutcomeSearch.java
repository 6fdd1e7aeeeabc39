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
 * and the loop's body is one method, {@link #step}, called once per state entered or backed
 * up, with the search's state in fields. A loop that holds the body is compiled on stack
 * during the first long search, again after its exit (taken once, at the end of that search:
 * an {@code unstable_if} trap) and again as a normal method for the root's later replies: three
 * or four compiles of 16-26 kB each on 8x8. {@code step} has no loop and no exit branch (it
 * returns the ply and the small {@link #solve} loop tests it), is over C2's size for inlining a
 * hot method (FreqInlineSize, 325 bytecodes), so it is compiled once, as a normal method. The
 * state's key is computed once ({@link OutcomeBoard#key}) and kept per ply for the store
 * instead of twice. Measured with the bounds' single call site and scoredMoves compiled once
 * (DomineeringBoard): 8x8 {@code --outcome --threads 1} through the CLI, alternated with main,
 * medians of 3 (load 11-13): C2 threads' CPU 2.86 s to 2.34 s, process 8.91 s to 8.31 s (at
 * load 15-17 the process did not move: 8.14 s against 8.12 s); nodes unchanged
 * (docs/performance.md, "domino10").
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
    private long nodes;
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
            if ((nodes & 0x3FF) == 0) {
                poll();
            }
            r = known(b, p);
            next = false;
            if (r == OutcomeBoard.UNKNOWN) {
                int n = b.movesBestFirst(moves, p * w);
                if (n > 0) {
                    count[p] = n;
                    index[p] = -1;
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
                if (i == 1) {
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
     * bounds and the table again. One call site each of {@link OutcomeBoard#quick} (the bounds
     * are inlined once: {@code enter} no longer asks them itself), {@link OutcomeBoard#key} and
     * {@link OutcomeTable#probe} (see the class comment). The key probed last is kept at
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
