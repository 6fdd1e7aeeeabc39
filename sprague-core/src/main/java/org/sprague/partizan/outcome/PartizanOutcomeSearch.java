package org.sprague.partizan.outcome;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import org.sprague.game.Outcome;
import org.sprague.partizan.PartizanOutcomeAlgorithm.Side;
import org.sprague.partizan.games.Clobber;
import org.sprague.partizan.games.PartizanSumSolver;
import org.sprague.partizan.games.PartizanSumSolver.Component;
import org.sprague.partizan.games.SumMove;
import org.sprague.partizan.games.ToadsAndFrogs;

/**
 * Who wins a partizan position, never its value: the outcome class (L, R, N, P) and a winning
 * first move for each player who has one. The one entry point of the outcome search:
 * <ul>
 * <li>Domineering (one board, up to 128 squares): {@link AlphaBetaOutcomeSearch} on
 * {@link DomineeringBoard} (bounds from safe moves and protective areas, regions valued from
 * an {@link EndgameTable}, symmetry), the root's replies shared out between threads by
 * {@link RootSplitOutcomeSearch}, with checkpoints;
 * <li>Clobber and Toads and Frogs (one position): the same alpha-beta search on
 * {@link ClobberBoard} / {@link ToadsAndFrogsBoard};
 * <li>anything else (Hackenbush, Cutcake, users' games, sums): {@link SumOutcomeSearch}.
 * </ul>
 * A side's winning move is the first in the search's order that wins.
 */
public final class PartizanOutcomeSearch {

    private PartizanOutcomeSearch() {
    }

    /**
     * @param threads 1 or 2: the threads Domineering's search shares the root's replies between
     * @param checkpoint a file recording what is proven (Domineering), read on start; null for none
     * @param checkpointSeconds how often it is written during the search
     * @param progress a line about once a second during long Domineering searches; null for none
     * @param maxPositions the most states the search over sums may store
     * @param checkpointMinNodes the checkpoint's table keeps the states whose search took at least
     *     this many nodes (rounded down to a power of two, at least 16): larger, fewer entries, a
     *     smaller file to carry to another machine, and more work done again on resume
     * @param checkpointWholeTable with a checkpoint, a file that keeps the whole transposition table
     *     (every entry of 16+ nodes) on this machine: written at every stop, loaded on resume beside
     *     the checkpoint's own table; null for none ({@code solve --checkpoint-whole-table})
     * @param notes where the whole table's load and write say what they did, a line each; null for nowhere
     * @param checkpointWholeEvery with a whole table, how often it is also written during the search
     *     (zero: only at the stops; {@code solve --checkpoint-whole-every}), so that a crash loses at most
     *     that much of the search
     */
    public record Options(int threads, Path checkpoint, long checkpointSeconds, Consumer<String> progress,
            long maxPositions, org.sprague.game.Deadline deadline, long checkpointMinNodes, Path checkpointWholeTable,
            Consumer<String> notes, java.time.Duration checkpointWholeEvery) {
        /** The least nodes of a checkpoint table's entry by default ({@code solve --checkpoint-min-nodes}). */
        public static final long DEFAULT_CHECKPOINT_MIN_NODES = 1L << OutcomeCheckpoint.TABLE_MIN_LOG;
        /** How often the whole table is written during the search by default ({@code solve --checkpoint-whole-every}). */
        public static final java.time.Duration DEFAULT_WHOLE_EVERY =
                java.time.Duration.ofSeconds(OutcomeCheckpoint.DEFAULT_WHOLE_EVERY_SECONDS);

        /** @throws IllegalArgumentException for a negative period of the whole table's writes */
        public Options {
            if (checkpointWholeEvery == null) {
                checkpointWholeEvery = DEFAULT_WHOLE_EVERY;
            }
            if (checkpointWholeEvery.isNegative()) {
                throw new IllegalArgumentException("the whole table's period is negative: " + checkpointWholeEvery);
            }
        }

        /** Options whose whole table, if any, is written every {@link #DEFAULT_WHOLE_EVERY} and at the stops. */
        public Options(int threads, Path checkpoint, long checkpointSeconds, Consumer<String> progress, long maxPositions,
                org.sprague.game.Deadline deadline, long checkpointMinNodes, Path checkpointWholeTable,
                Consumer<String> notes) {
            this(threads, checkpoint, checkpointSeconds, progress, maxPositions, deadline, checkpointMinNodes,
                    checkpointWholeTable, notes, DEFAULT_WHOLE_EVERY);
        }

        /** Options with no whole table kept. */
        public Options(int threads, Path checkpoint, long checkpointSeconds, Consumer<String> progress, long maxPositions,
                org.sprague.game.Deadline deadline, long checkpointMinNodes) {
            this(threads, checkpoint, checkpointSeconds, progress, maxPositions, deadline, checkpointMinNodes, null, null);
        }

        /** Options whose checkpoint keeps the table's entries of at least 16 nodes. */
        public Options(int threads, Path checkpoint, long checkpointSeconds, Consumer<String> progress, long maxPositions,
                org.sprague.game.Deadline deadline) {
            this(threads, checkpoint, checkpointSeconds, progress, maxPositions, deadline, DEFAULT_CHECKPOINT_MIN_NODES);
        }

        /** Options with no deadline (it still stops on an interrupt). */
        public Options(int threads, Path checkpoint, long checkpointSeconds, Consumer<String> progress, long maxPositions) {
            this(threads, checkpoint, checkpointSeconds, progress, maxPositions, org.sprague.game.Deadline.unlimited());
        }

        public static Options defaults() {
            return new Options(1, null, 60, null, 10_000_000);
        }
    }

    /** A winning first move: its label and the position after it. */
    public record WinningMove(String move, String position) {
    }

    /**
     * @param outcome L Left wins whoever starts, R Right does, N the first player, P the second
     * @param leftWinningMove a winning move of Left moving first, null when Left moving first loses
     * @param rightWinningMove likewise for Right
     * @param nodes states the search entered (Domineering, Clobber, Toads and Frogs) or stored (sums)
     * @param searchedBy which search answered
     */
    public record Report(String game, String position, Outcome outcome, WinningMove leftWinningMove,
            WinningMove rightWinningMove, long nodes, String searchedBy) {
    }

    /** Parses {@code GAME POSITION [+ GAME POSITION]...} (Domineering boards up to 128 squares) and solves it. */
    public static Report solve(List<String> words, Options options) {
        List<String> flat = new java.util.ArrayList<>();
        for (String w : words) {
            for (String t : w.trim().split("\\s+")) {
                if (!t.isEmpty()) {
                    flat.add(t);
                }
            }
        }
        if (!flat.isEmpty() && flat.get(0).equals("domineering") && !flat.contains("+")) {
            return domineering(DomineeringOutcome.parse(flat.subList(1, flat.size())), options);
        }
        return solveSum(PartizanSumSolver.parse(words), options);
    }

    /** Solves a sum of catalogue (or users') components. */
    public static Report solveSum(List<Component<?>> parts, Options options) {
        if (parts.size() == 1 && parts.get(0).game() instanceof Clobber && parts.get(0).position() instanceof Clobber.Stones s) {
            return clobber(s, parts, options.deadline());
        }
        if (parts.size() == 1 && parts.get(0).game() instanceof ToadsAndFrogs && parts.get(0).position() instanceof String s) {
            return toads(s, parts, options.deadline());
        }
        if (parts.size() == 1 && parts.get(0).game() instanceof org.sprague.partizan.games.Domineering
                && parts.get(0).position() instanceof org.sprague.partizan.games.Domineering.Board b) {
            return domineering(new DomineeringOutcome.Shape(b.rows(), b.cols(), b.empty(), 0), options);
        }
        return sum(parts, options);
    }

    private static Outcome outcome(boolean leftWins, boolean rightWins) {
        return leftWins && rightWins ? Outcome.N : leftWins ? Outcome.L : rightWins ? Outcome.R : Outcome.P;
    }

    /**
     * The transposition table's size, log2 of its buckets, for a Domineering board of
     * {@code squares}, within half of the JVM's heap ({@link #tableBits(int, int, long)}).
     */
    static int tableBits(int squares) {
        return tableBits(squares, DomineeringBoard.bucketBytes(squares), Runtime.getRuntime().maxMemory());
    }

    /**
     * The transposition table's size, log2 of its buckets, for a board of {@code squares} whose
     * table takes {@code bucketBytes} a bucket, when the JVM's heap is at most {@code maxHeap}
     * bytes: the size below, or the largest that takes at most half of {@code maxHeap}
     * ({@link OutcomeTable#bitsWithin}; a small heap gets a smaller table and more nodes, never
     * an {@link OutOfMemoryError}). By the table's law (docs/performance-log.md, "tt30": a search
     * of N nodes with a table of E entries needs about {@code f(E / N^0.6)} times an unbounded
     * table's nodes): 2^20 buckets for 8x8, 2^22 for 9x9, 2^26 past 81 squares (10x10: 2 GiB in
     * the compact layout, which the JVM's default heap holds on a machine of more than 16 GiB).
     */
    static int tableBits(int squares, int bucketBytes, long maxHeap) {
        int bits = squares <= 20 ? 10 : squares <= 36 ? 14 : squares <= 49 ? 17 : squares <= 64 ? 20 : squares <= 81
                ? 22 : 26;
        return OutcomeTable.bitsWithin(bits, bucketBytes, maxHeap);
    }

    /**
     * The most buckets a search that ends within {@code left} (null: no limit) can use, by tt30's
     * law (docs/performance-log.md): a search of N nodes loses about 3% of its nodes to a table of
     * 2^6.5 N^0.6 entries, two a bucket, and no search here passes 4e6 nodes a second (10x10 on two
     * threads: about 2e6). So a short run, the web's requests and {@code --timeout} included,
     * neither zeroes nor holds gigabytes it cannot fill ({@code solve domineering 10x10 --outcome
     * --timeout 5} spent 3.3 s of system time zeroing 2^26 buckets); 10 s gets 2^21, 2 hours 2^26.
     * Checkpointed runs too: a sitting of 30 minutes or more keeps 2^26; a shorter one with a
     * whole table gets at least the room for it ({@link #bitsToHold}).
     */
    static int bitsWithin(java.time.Duration left) {
        if (left == null) {
            return Integer.MAX_VALUE;
        }
        double nodes = Math.max(1.0, left.toMillis() / 1000.0 * 4e6);
        return (int) Math.ceil(5.5 + 0.6 * Math.log(nodes) / Math.log(2));
    }

    /**
     * The table bits a run needs so that the whole table {@code whole} ({@code solve
     * --checkpoint-whole-table}, null: none) of {@code position} fits at most half full: a table
     * capped below that by {@link #bitsWithin(java.time.Duration)} would load it in part and could
     * not replace it at the stop, so the run's own work would be lost from it (a 1,200 s sitting
     * got 2^25 buckets, room for 67M of the 10x10 file's 110M entries). The count is the file's
     * header ({@link TableFile#entries}); 0 when there is no such file, or when the run has less
     * than {@link #LOAD_SECONDS_PER_GB} a GB of the file plus 10 s left ({@code left}, null: no
     * limit): a run that cannot read the file in its time is not given gigabytes to zero (a 0.2 s
     * run next to the 2.6 GB file would take seconds past its deadline).
     */
    static int bitsToHold(java.nio.file.Path whole, String position, java.time.Duration left) {
        int entries = whole == null ? 0 : TableFile.entries(whole, position);
        double seconds = 10 + LOAD_SECONDS_PER_GB * entries * (double) TableFile.ENTRY_BYTES / 1e9;
        if (entries == 0 || left != null && left.toMillis() < seconds * 1000) {
            return 0;
        }
        // 2^(bits + 1) entries of room: twice the file's
        return 64 - Long.numberOfLeadingZeros(entries - 1L);
    }

    /** Seconds a GB of whole table takes to load, at most (4.7-19.8 s for 2.67 GB measured: lead32). */
    static final double LOAD_SECONDS_PER_GB = 20;

    static Report domineering(DomineeringOutcome.Shape shape, Options options) {
        return domineering(shape, options, new EndgameTable());
    }

    /**
     * The outcome of every empty rectangle of Domineering with {@code 1..rows} rows and
     * {@code 1..cols} columns, both starting players: {@code [r-1][c-1]} is the outcome class
     * of the {@code r x c} board (Left places vertical dominoes). One endgame table serves
     * every board. Every search stops at {@code deadline}.
     */
    public static Outcome[][] domineeringTable(int rows, int cols, int threads, org.sprague.game.Deadline deadline) {
        if (rows < 1 || cols < 1 || rows > 30 || cols > 30 || rows * cols > DomineeringOutcome.MAX_SQUARES) {
            throw new org.sprague.game.InvalidInputException("domineering: a table up to " + rows + "x" + cols
                    + " needs boards of more than " + DomineeringOutcome.MAX_SQUARES
                    + " squares or 30 a side; the outcome search takes at most that");
        }
        return domineeringTable(rows, cols, threads, deadline, new EndgameTable());
    }

    /** {@link #domineeringTable(int, int, int, org.sprague.game.Deadline)} with the endgame table {@code endgame}. */
    static Outcome[][] domineeringTable(int rows, int cols, int threads, org.sprague.game.Deadline deadline,
            EndgameTable endgame) {
        Options o = new Options(threads, null, 60, null, 10_000_000, deadline);
        Outcome[][] out = new Outcome[rows][cols];
        for (int r = 1; r <= rows; r++) {
            for (int c = 1; c <= cols; c++) {
                out[r - 1][c - 1] = domineering(DomineeringOutcome.full(r, c), o, endgame).outcome();
            }
        }
        return out;
    }

    private static Report domineering(DomineeringOutcome.Shape shape, Options options, EndgameTable endgame) {
        int squares = shape.rows() * shape.cols();
        String name = DomineeringOutcome.name(shape);
        java.time.Duration left = options.deadline() == null ? null : options.deadline().remaining();
        int bits = Math.min(tableBits(squares), Math.max(bitsWithin(left),
                bitsToHold(options.checkpointWholeTable(), "domineering " + name, left)));
        OutcomeTable table = DomineeringBoard.table(bits, squares);
        OutcomeCheckpoint cp = options.checkpoint() == null ? null
                : OutcomeCheckpoint.open(options.checkpoint(), "domineering " + name,
                        OutcomeCheckpoint.minLog(options.checkpointMinNodes()), options.checkpointWholeTable(),
                        options.checkpointWholeEvery().toNanos(), options.notes());
        RootSplitOutcomeSearch search = new RootSplitOutcomeSearch(table, options.threads(), cp,
                options.checkpointSeconds(), options.progress(), options.deadline());
        WinningMove[] wins = new WinningMove[2];
        for (int side = 0; side < 2; side++) {
            DomineeringBoard board = DomineeringOutcome.board(shape, side == 0, endgame);
            RootSplitOutcomeSearch.RootResult r = search.solve(board, side);
            if (r.wins()) {
                String label = DomineeringOutcome.label(board, r.winningMove());
                board.play(r.winningMove());
                wins[side] = new WinningMove(label, board.text());
                board.undo(r.winningMove());
            }
        }
        return new Report("domineering", name, outcome(wins[0] != null, wins[1] != null), wins[0], wins[1],
                search.nodes(), "alpha-beta on bit boards (" + options.threads() + " thread"
                        + (options.threads() == 1 ? "" : "s") + ")");
    }

    private static Report clobber(Clobber.Stones s, List<Component<?>> parts, org.sprague.game.Deadline deadline) {
        OutcomeTable table = new OutcomeTable(tableBits(s.rows() * s.cols(), OutcomeTable.WIDE_BUCKET_BYTES,
                Runtime.getRuntime().maxMemory()));
        AlphaBetaOutcomeSearch search = new AlphaBetaOutcomeSearch(table, null, deadline, null);
        // after a move the other player is to move: their stones are "mine"
        return firstWinning(parts, search::nodes, "alpha-beta on bit boards", (m, left) -> {
            Clobber.Stones t = (Clobber.Stones) m.moved().position();
            return !search.solve(left ? new ClobberBoard(t.rows(), t.cols(), t.right(), t.left())
                    : new ClobberBoard(t.rows(), t.cols(), t.left(), t.right()));
        });
    }

    private static long mask(String s, char c) {
        long m = 0;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == c) {
                m |= 1L << i;
            }
        }
        return m;
    }

    private static Report toads(String s, List<Component<?>> parts, org.sprague.game.Deadline deadline) {
        if (s.length() > 64) {
            throw new org.sprague.game.InvalidInputException("toads-and-frogs: a strip of " + s.length()
                    + " squares; the outcome search takes at most 64");
        }
        OutcomeTable table = new OutcomeTable(tableBits(s.length(), OutcomeTable.WIDE_BUCKET_BYTES,
                Runtime.getRuntime().maxMemory()));
        AlphaBetaOutcomeSearch search = new AlphaBetaOutcomeSearch(table, null, deadline, null);
        int n = s.length();
        // after a move the other player is to move: frogs (moving down) seen on the reversed strip, or toads
        return firstWinning(parts, search::nodes, "alpha-beta on bit boards", (m, left) -> {
            String t = (String) m.moved().position();
            long toads = mask(t, 't');
            long frogs = mask(t, 'f');
            return !search.solve(left
                    ? new ToadsAndFrogsBoard(n, Long.reverse(frogs) >>> (64 - n), Long.reverse(toads) >>> (64 - n))
                    : new ToadsAndFrogsBoard(n, toads, frogs));
        });
    }

    private static Report sum(List<Component<?>> parts, Options options) {
        SumOutcomeSearch search = new SumOutcomeSearch(parts, options.maxPositions(), options.deadline());
        return firstWinning(parts, search::positionsStored, "memoized search over sums",
                (m, left) -> !search.firstPlayerWins(search.of(m.after()), left ? Side.RIGHT : Side.LEFT));
    }

    /**
     * The report of a search that decides whether a move wins ({@code wins}: the position after
     * it is lost for the other player, moving next): each player's first winning move in the
     * sum's move order ({@link SumMove#winning}), and the outcome class they give.
     */
    private static Report firstWinning(List<Component<?>> parts, java.util.function.LongSupplier nodes,
            String searchedBy, java.util.function.BiPredicate<SumMove, Boolean> wins) {
        WinningMove[] best = new WinningMove[2];
        for (int side = 0; side < 2; side++) {
            boolean left = side == 0;
            for (SumMove m : SumMove.winning(parts, left, m -> wins.test(m, left), 1)) {
                best[side] = new WinningMove(m.label(), m.position());
            }
        }
        String game = parts.size() == 1 ? parts.get(0).game().id() : "sum";
        return new Report(game, SumMove.text(parts), outcome(best[0] != null, best[1] != null), best[0], best[1],
                nodes.getAsLong(), searchedBy);
    }
}
