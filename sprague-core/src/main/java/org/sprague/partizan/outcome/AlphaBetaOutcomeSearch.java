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
 * (keys, play, leave, often the bounds) into this loop once per call site, and compiles the
 * loop again after each deoptimisation and for each later call (an 8x8 outcome solves the root
 * and then each root reply); one call site each of {@link OutcomeTable#probe} and
 * {@link OutcomeTable#store} (was two each) shrinks every one of those compiles. Measured in
 * docs/performance.md ("Who wins Domineering").
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
        int maxPlies = board.maxPlies() + 2;
        int width = board.maxMoves() + 1;
        int[] moves = new int[maxPlies * width];
        int[] count = new int[maxPlies];
        int[] index = new int[maxPlies];
        long[] start = new long[maxPlies];
        int ply = 0;
        int result = OutcomeBoard.UNKNOWN;
        boolean entering = true;
        while (true) {
            if (entering) {
                nodes++;
                if ((nodes & 0x3FF) == 0) {
                    poll();
                }
                // the static bounds, then the table, then the regions (OutcomeBoard#enter): a
                // state the table knows skips the region split
                result = board.quick();
                if (result == OutcomeBoard.UNKNOWN) {
                    result = known(board, ply);
                }
                if (result == OutcomeBoard.UNKNOWN) {
                    int n = board.movesBestFirst(moves, ply * width);
                    if (n > 0) {
                        count[ply] = n;
                        index[ply] = 0;
                        start[ply] = nodes;
                        board.play(moves[ply * width]);
                        ply++;
                        continue;
                    }
                    result = OutcomeBoard.LOSS; // no move
                }
                board.leave(ply);
                entering = false;
            }
            // the state at ply is solved with result (for its mover): back to its parent
            if (ply == 0) {
                return result == OutcomeBoard.WIN;
            }
            ply--;
            board.undo(moves[ply * width + index[ply]]);
            // one call site of store (was two): see the class comment
            boolean won = result == OutcomeBoard.LOSS; // the cut-off: a move to a lost state wins
            if (!won && ++index[ply] < count[ply]) {
                if (index[ply] == 1) {
                    board.orderRest(moves, ply * width + 1, count[ply] - 1);
                }
                board.play(moves[ply * width + index[ply]]);
                ply++;
                entering = true;
                continue;
            }
            table.store(board.key0(), board.key1(), board.key2(), won, nodes - start[ply]);
            board.leave(ply);
            result = won ? OutcomeBoard.WIN : OutcomeBoard.LOSS;
        }
    }

    /**
     * The table, then the regions ({@link OutcomeBoard#enter}), then the table again if they
     * changed the state: one call site of {@link OutcomeTable#probe} instead of two (see the
     * class comment).
     */
    private int known(OutcomeBoard board, int ply) {
        boolean entered = false;
        while (true) {
            int result = table.probe(board.key0(), board.key1(), board.key2());
            if (result != OutcomeBoard.UNKNOWN || entered) {
                return result;
            }
            entered = true;
            result = board.enter(ply);
            if (result != OutcomeBoard.UNKNOWN || !board.simplified(ply)) {
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
