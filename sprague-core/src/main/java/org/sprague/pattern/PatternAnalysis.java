package org.sprague.pattern;

import java.util.stream.Collectors;
import java.util.Arrays;
import java.util.stream.IntStream;
import java.util.List;
import org.sprague.catalog.entry.Game;
import org.sprague.catalog.ImpartialCatalogGame;
import org.sprague.catalog.PartizanCatalogGame;
import org.sprague.game.Position;
import java.time.Duration;
import java.util.Optional;
import org.sprague.game.Deadline;
import org.sprague.search.engine.SearchThreads;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.heap.HeapCode;
import org.sprague.heap.HeapRules;
import org.sprague.impartial.GrundyAlgorithm;
import org.sprague.partizan.MemoizedPartizanOutcomeSolver;
import org.sprague.partizan.PartizanOutcomeAlgorithm.Side;

/**
 * A game's table with the rules the pattern finders see in it, as {@code sprague pattern
 * --json} and the web API's {@code POST /api/pattern} print it: a one-coordinate sequence
 * (position n) or a two-coordinate table. Both front ends build the answer here, so their
 * JSON is the same.
 *
 * <p>The finders learn on the first half of the table asked for and check on values computed
 * further: a heap game's as far as the sparse-space engine reaches within
 * {@link #extensionBudget} (up to {@link #HEAP_HELD_OUT} values), any other game's up to twice
 * the table, within the budget and the position limit; the theorems of {@link KnownTheorems}
 * prove or refute what they can.
 *
 * <p>Cost: the values by brute-force search (one memo shared by every position: the search
 * of the largest position; the multiplication game by {@link SmoothProductTable}), then the finders ({@link SequencePatternFinder},
 * {@link GridPatternFinder}).
 */
public final class PatternAnalysis {
    /** The most cells of a pattern table. */
    public static final long MAX_CELLS = 1_000_000L;

    private PatternAnalysis() {
    }

    /**
     * An analysis: the game, its kind ("sequence" or "table"), and for its P/N ({@code outcomes})
     * and its Grundy values ({@code grundy}, null for a partizan game) the rule found, or none,
     * with the evidence. The record is the JSON of {@code sprague pattern --json} and
     * {@code POST /api/pattern}.
     */
    public sealed interface Result permits Sequence, Table {
        String game();

        String kind();

        PatternReport outcomes();

        PatternReport grundy();
    }

    /**
     * A one-coordinate table (position n).
     *
     * @param game the game's id
     * @param kind "sequence"
     * @param from the first position n (0, 1 or 2: the first the game accepts)
     * @param to the last position n of the table (below the one asked for when the game's positions end)
     * @param checkedTo the last position n the rules were checked on (the held-out values included)
     * @param outcomes the rule of the P-positions, or none, with the evidence
     * @param grundy the rule of the Grundy values; null for a partizan game
     * @param table the values from {@code from} to {@code to}: Grundy values, or "P"/"N"
     */
    public record Sequence(String game, String kind, long from, long to, long checkedTo, PatternReport outcomes,
            PatternReport grundy, List<?> table) implements Result {
        public Sequence {
            table = List.copyOf(table);
        }
    }

    /**
     * A two-coordinate table: cell (r, c) is the position {@code (rowStart + r, colStart + c)}.
     *
     * @param game the game's id
     * @param kind "table"
     * @param rowStart the first coordinate of row 0
     * @param colStart the second coordinate of column 0
     * @param rows rows asked for
     * @param cols columns asked for
     * @param checkedRows rows the rules were checked on (the held-out values included)
     * @param checkedCols columns the rules were checked on
     * @param outcomes the rule of the P-positions, or none, with the evidence
     * @param grundy the rule of the Grundy values; null for a partizan game
     * @param grid the rows, cells separated by a space: Grundy values, or P/N
     */
    public record Table(String game, String kind, int rowStart, int colStart, int rows, int cols, int checkedRows,
            int checkedCols, PatternReport outcomes, PatternReport grundy, List<String> grid) implements Result {
        public Table {
            grid = List.copyOf(grid);
        }
    }

    /** The longest one-number table: its values and the held-out check stay within an int index. */
    public static final int MAX_TO = Integer.MAX_VALUE / 4;

    /**
     * The positions n = start..to of a game whose position is one number (start the first of
     * 0, 1, 2 the game accepts), their P/N and Grundy values, and the rules found in them;
     * stopped at {@code deadline} (its loops, searches, tables and budgets all read it).
     */
    public static Sequence sequence(Game g, int to, long maxPositions, Deadline deadline) {
        SearchThreads call = SearchThreads.one(); // the searches, tables and budgets below read its deadline
        return call.during(deadline, () -> sequenceBy(g, to, maxPositions, call));
    }

    private static Sequence sequenceBy(Game g, int to, long maxPositions, SearchThreads call) {
        Deadline deadline = call.deadline();
        if (to < 1) {
            throw new InvalidInputException("${to} must be >= 1, got " + to);
        }
        if (to > MAX_TO) { // the table's arrays are indexed by int, with four times the learned range held out
            throw new InvalidInputException("${to} " + to + " is past the longest table, " + MAX_TO);
        }
        long start = -1;
        for (long s = 0; s <= 2 && start < 0; s++) {
            try {
                g.parse(List.of(Long.toString(s)));
                start = s;
            } catch (InvalidInputException e) {
                // try the next start
            }
        }
        if (start < 0) {
            throw new InvalidInputException(g.id() + " positions are not one number: give a table size, e.g. "
                    + "sprague pattern " + g.id() + " 20x20");
        }
        if (to < start) {
            throw new InvalidInputException("${to} " + to + " is below the first position n = " + start);
        }
        // the game's one-number positions may end before `to` (chomp: one column, at most 15 high)
        long last = lastPosition(g, start, to);
        String cut = last == to ? null : noPosition(g, last + 1) + ": the table stops at n = " + last;
        int len = (int) (last - start + 1);
        int learn = SequencePatternFinder.learnLength(len);
        // held out: the finder checks its rule up to four times the learned range, twice the table;
        // a heap game as far as the sparse-space engine reaches in the budget, up to HEAP_HELD_OUT
        int wanted = (int) Math.min(Integer.MAX_VALUE / 4, 4L * learn);
        HeapCode code = heapCode(g, start + len);
        TimedTable heapTable = code == null ? null : new TimedTable(code, KnownTheorems.PROOF_VALUES, call);
        Lazy known = new Lazy(g, heapTable, call);
        Values values = values(g, start, len, Math.max(len, wanted), maxPositions, last < to, heapTable, known,
                call);
        int have = values.isP.length;
        boolean[] isP = values.isP;
        int[] grundy = values.grundy;
        SequencePatternFinder.Prover outcomeProver = either(KnownTheorems.multiplication(g),
                (fit, s0) -> KnownTheorems.prover(known.get(), true, deadline).judge(fit, s0));
        SequencePatternFinder.Prover grundyProver = (fit, s0) -> KnownTheorems.prover(known.get(), false, deadline)
                .judge(fit, s0);
        PatternReport outcomes = SequencePatternFinder.outcomes(isP, start, learn, outcomeProver);
        if (outcomes.rule() == null && grundy != null && !SmoothProductTable.applies(g)) {
            // the table showed no rule; a proven period may still give the P-positions outright
            Optional<Rule> finite = KnownTheorems.finitePositions(known.get(), start, deadline);
            if (finite.isPresent()) {
                outcomes = new PatternReport(outcomes.subject(), finite.get(), outcomes.rejected(), outcomes.learnedOn(),
                        outcomes.checkedOn(), outcomes.tried(), "taken from the theorem, not learned: the table alone"
                        + " showed no rule (" + outcomes.selection() + ")", null);
            }
        }
        PatternReport gr = grundy == null ? null : SequencePatternFinder.grundy(grundy, start, learn, grundyProver);
        String note = cut == null ? values.note : values.note == null ? cut : cut + "; " + values.note;
        if (note != null) {
            outcomes = outcomes.withNote(note);
            gr = gr == null ? null : gr.withNote(note);
        }
        return new Sequence(g.id(), "sequence", start, last, start + have - 1, outcomes, gr,
                grundy != null ? Arrays.stream(grundy, 0, len).boxed().toList()
                        : IntStream.range(0, len).mapToObj(i -> isP[i] ? "P" : "N").toList());
    }

    /** The most held-out values of a heap game: 2^20, about a second of the sparse-space engine for most codes. */
    static final int HEAP_HELD_OUT = 1 << 20;

    /**
     * The take-and-break code of a heap game whose position n is one heap of n (the code the
     * theorems of {@link KnownTheorems} read, by the game's id), when its table of {@code count}
     * values fits the held-out range; else null.
     */
    private static HeapCode heapCode(Game g, long count) {
        if (!(g instanceof ImpartialCatalogGame) || count > HEAP_HELD_OUT || SmoothProductTable.applies(g)) {
            return null;
        }
        try {
            return HeapRules.resolve(g.id());
        } catch (InvalidInputException | IllegalArgumentException e) {
            return null;
        }
    }

    /**
     * The largest n in start..to that is a position of the game (one number), assuming the
     * positions form a range from start (binary search; `to` itself in the usual case).
     */
    private static long lastPosition(Game g, long start, long to) {
        if (isPosition(g, to)) {
            return to;
        }
        long lo = start; // a position
        long hi = to; // not one
        while (hi - lo > 1) {
            long mid = lo + (hi - lo) / 2;
            if (isPosition(g, mid)) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    private static boolean isPosition(Game g, long n) {
        try {
            g.parse(List.of(Long.toString(n)));
            return true;
        } catch (InvalidInputException | LimitExceededException e) {
            return false;
        }
    }

    /** "chomp has no position n = 16 (height of column 1 '16' is more than 15)". */
    private static String noPosition(Game g, long n) {
        try {
            g.parse(List.of(Long.toString(n)));
            return g.id() + " has a position n = " + n;
        } catch (InvalidInputException | LimitExceededException e) {
            String why = e.getMessage();
            String prefix = g.id() + ": ";
            return g.id() + " has no position n = " + n + " (" + (why.startsWith(prefix) ? why.substring(prefix.length()) : why)
                    + ")";
        }
    }

    /** The values n = start .. start + count - 1, and why fewer were computed when so. */
    private record Values(boolean[] isP, int[] grundy, String note) {
    }

    /**
     * The table's {@code len} values (limits end the command), then the held-out values. A
     * heap game ({@code heapTable} not null) has {@link #HEAP_HELD_OUT} of them: from its
     * theorem when one is known or its period is proven (the values are then exact for every
     * n), else by the sparse-space engine as far as it reaches within {@link #extensionBudget};
     * either must agree with the search on the table. Any other game's come from the search, up
     * to {@code wanted} values within the budget and the position limit, unless the game has no
     * position past the table ({@code ended}). When the budget, the limit or the end of the
     * game's positions stops the check, it uses what was computed and says so.
     */
    private static Values values(Game g, long start, int len, int wanted, long maxPositions, boolean ended,
            TimedTable heapTable, Lazy known, SearchThreads call) {
        Deadline deadline = call.deadline();
        boolean impartial = g instanceof ImpartialCatalogGame;
        if (SmoothProductTable.applies(g)) {
            boolean[] isP = new boolean[wanted];
            int[] grundy = new int[wanted];
            SmoothProductTable.fill((ImpartialCatalogGame) g, start, grundy, deadline);
            for (int i = 0; i < wanted; i++) {
                isP[i] = grundy[i] == 0;
            }
            return new Values(isP, grundy, null);
        }
        int size = heapTable != null || ended ? len : wanted;
        boolean[] isP = new boolean[size];
        int[] grundy = impartial ? new int[size] : null;
        long cpu0 = CpuBudget.threadCpuNanos();
        Evaluator eval = new Evaluator(g, maxPositions, call);
        for (int i = 0; i < len; i++) {
            if ((i & 0xff) == 0) {
                deadline.check();
            }
            evaluate(g, eval, start + i, i, isP, grundy);
        }
        CpuBudget budget = extensionBudget(Duration.ofNanos(CpuBudget.threadCpuNanos() - cpu0));
        if (heapTable != null) {
            Optional<KnownTheorems.Known> theorem = known.get(); // proves the period on heapTable, when it can
            return theorem.isPresent() ? theoremValues(theorem.get(), g, start, len, isP, grundy, deadline)
                    : heapValues(heapTable, start, len, isP, grundy, budget, call);
        }
        if (ended) {
            return new Values(isP, grundy, null);
        }
        int[] done = {len};
        String[] stop = {null};
        String note = null;
        try {
            boolean spent = budget.run(call, meter -> {
                for (int i = len; i < wanted; i++) {
                    meter.deadline().check();
                    if (!meter.affords(0)) { // a value costs microseconds at least: the CPU clock's ~1 us is noise
                        return true;
                    }
                    if (!isPosition(g, start + i)) {
                        stop[0] = noPosition(g, start + i);
                        return false;
                    }
                    evaluate(g, eval, start + i, i, isP, grundy);
                    done[0] = i + 1;
                }
                return false;
            });
            if (spent || stop[0] != null) {
                note = "the held-out check stopped at n = " + (start + done[0] - 1) + " of " + (start + wanted - 1)
                        + ": " + (spent ? budget.spent() : stop[0]);
            }
        } catch (LimitExceededException e) {
            // the caller's own deadline (a web request's fast stage) is not this check's budget:
            // stop rather than answer with a cut-short check the caller would take for the result
            deadline.check();
            note = "the held-out check stopped at n = " + (start + done[0] - 1) + " of " + (start + wanted - 1)
                    + ": " + e.getMessage();
        }
        return new Values(Arrays.copyOf(isP, done[0]), grundy == null ? null : Arrays.copyOf(grundy, done[0]), note);
    }

    /**
     * A heap game's held-out values from its theorem (a proven period, Bachet, Lasker...):
     * exact for every n, O(1) each. The theorem must give the searched table's values.
     */
    private static Values theoremValues(KnownTheorems.Known theorem, Game g, long start, int len, boolean[] searchedP,
            int[] searched, Deadline deadline) {
        int count = (int) Math.max(len, HEAP_HELD_OUT - start);
        boolean[] isP = Arrays.copyOf(searchedP, count);
        int[] grundy = Arrays.copyOf(searched, count);
        for (int i = 0; i < count; i++) {
            if ((i & 0xffff) == 0) {
                deadline.check();
            }
            long v = theorem.grundy().applyAsLong(start + i);
            if (i < len && v != searched[i]) {
                throw new IllegalStateException(g.id() + ": " + theorem.theorem() + " gives G(" + (start + i) + ") = " + v
                        + " and the search " + searched[i]);
            }
            grundy[i] = (int) v;
            isP[i] = v == 0;
        }
        return new Values(isP, grundy, "the held-out values n = " + (start + len) + ".." + (start + count - 1)
                + " come from the theorem (" + theorem.theorem() + "), which gives the searched table's values too");
    }

    /**
     * A heap game's held-out values by the sparse-space engine, in runs of 4,096, 16,384, ...
     * values up to {@link #HEAP_HELD_OUT}, on the table the period proof left (no value
     * computed twice), no run started that would likely overrun the budget or the caller's
     * deadline ({@link TimedTable#predicted}). The engine must give the searched table's values.
     */
    private static Values heapValues(TimedTable table, long start, int len, boolean[] searchedP, int[] searched,
            CpuBudget budget, SearchThreads call) {
        Deadline deadline = call.deadline();
        String note = null;
        try {
            boolean spent = budget.run(call, meter -> {
                for (int n = (int) Math.min(HEAP_HELD_OUT, Math.max(4096, start + len)); ;
                        n = (int) Math.min(HEAP_HELD_OUT, 4L * n)) {
                    meter.deadline().check();
                    Duration left = meter.deadline().remaining();
                    long next = table.predicted(n);
                    if (!meter.affords(next) || left != null && left.toNanos() < next) {
                        return true;
                    }
                    table.ensure(n);
                    if (n == HEAP_HELD_OUT) {
                        return false;
                    }
                }
            });
            if (spent) {
                note = "the held-out check by the sparse-space heap engine stopped at n = "
                        + (Math.max(table.computed(), start + len) - 1) + " of " + (HEAP_HELD_OUT - 1) + ": " + budget.spent();
            }
        } catch (LimitExceededException e) {
            deadline.check(); // the caller's own deadline passed: stop
            note = "the held-out check by the sparse-space heap engine stopped at n = "
                    + (Math.max(table.computed(), start + len) - 1) + " of " + (HEAP_HELD_OUT - 1) + ": " + e.getMessage();
        }
        int count = (int) Math.max(len, Math.min(table.computed(), HEAP_HELD_OUT) - start);
        boolean[] isP = Arrays.copyOf(searchedP, count);
        int[] grundy = Arrays.copyOf(searched, count);
        for (int i = 0; i < count && start + i < table.computed(); i++) {
            int v = table.table().grundy((int) (start + i));
            if (i < len && v != searched[i]) {
                throw new IllegalStateException(table.code().name() + ": the sparse-space engine gives G(" + (start + i)
                        + ") = " + v + " and the search " + searched[i]);
            }
            grundy[i] = v;
            isP[i] = v == 0;
        }
        return new Values(isP, grundy, note);
    }

    /**
     * Time for the held-out values, in this thread's CPU time (as the table's is measured), so
     * that how far the check gets does not depend on the machine's load: twice the table's,
     * at least 10 s and at most 30 s, with a wall-time cap ten times that.
     */
    static CpuBudget extensionBudget(Duration tableCpu) {
        Duration twice = tableCpu.multipliedBy(2);
        Duration cpu = twice.compareTo(Duration.ofSeconds(10)) < 0 ? Duration.ofSeconds(10)
                : twice.compareTo(Duration.ofSeconds(30)) > 0 ? Duration.ofSeconds(30) : twice;
        return new CpuBudget(cpu, cpu.multipliedBy(10));
    }

    private static void evaluate(Game g, Evaluator eval, long n, int i, boolean[] isP, int[] grundy) {
        Position p = g.parse(List.of(Long.toString(n)));
        if (grundy != null) {
            grundy[i] = eval.grundy(p);
            isP[i] = grundy[i] == 0;
        } else {
            isP[i] = !eval.firstPlayerWins(p);
        }
    }

    private static SequencePatternFinder.Prover either(SequencePatternFinder.Prover a, SequencePatternFinder.Prover b) {
        return (fit, s) -> {
            SequencePatternFinder.Verdict v = a.judge(fit, s);
            return v == SequencePatternFinder.Verdict.UNKNOWN ? b.judge(fit, s) : v;
        };
    }

    /** The game's known theorem, looked up (and, for heap codes, proven by computation) once, when needed. */
    private static final class Lazy {
        private final Game game;
        private final TimedTable heapTable;
        private Optional<KnownTheorems.Known> value;

        private final SearchThreads call;

        Lazy(Game game, TimedTable heapTable, SearchThreads call) {
            this.game = game;
            this.heapTable = heapTable;
            this.call = call;
        }

        Optional<KnownTheorems.Known> get() {
            if (value == null) {
                value = KnownTheorems.sequence(game, heapTable, call);
            }
            return value;
        }
    }

    /**
     * The rows x cols table of a two-coordinate game from its {@link Game#tableStart()}, its
     * P/N and Grundy values, and the rules found in them; stopped at {@code deadline} (its
     * loops, searches and budgets all read it).
     */
    public static Table table(Game g, int rows, int cols, long maxPositions, Deadline deadline) {
        SearchThreads call = SearchThreads.one(); // the searches and budgets below read its deadline
        return call.during(deadline, () -> tableBy(g, rows, cols, maxPositions, call));
    }

    private static Table tableBy(Game g, int rows, int cols, long maxPositions, SearchThreads call) {
        Deadline deadline = call.deadline();
        if (rows < 1 || cols < 1) {
            throw new InvalidInputException("table size must be at least 1x1, got " + rows + "x" + cols);
        }
        if ((long) rows * cols > MAX_CELLS) {
            throw new org.sprague.game.LimitExceededException("a " + rows + "x" + cols + " table has "
                    + (long) rows * cols + " cells; pattern tables are limited to " + MAX_CELLS);
        }
        if (!g.twoCoordinates()) {
            throw new InvalidInputException(g.id() + " is not a two-coordinate game; for one-number positions use ${to} N");
        }
        int start = g.tableStart();
        boolean impartial = g instanceof ImpartialCatalogGame;
        Evaluator eval = new Evaluator(g, maxPositions, call);
        long cpu0 = CpuBudget.threadCpuNanos();
        Grid table = grid(g, eval, start, rows, cols, deadline);
        // held out: the same game on twice each side (four times the learned side), within the budget
        // grown in steps (1.25, 1.5, 1.75, 2 times each side; the memo carries over), keeping the
        // largest finished when the budget or the position limit stops it
        Grid[] checked = {table};
        String note = null;
        CpuBudget budget = extensionBudget(Duration.ofNanos(CpuBudget.threadCpuNanos() - cpu0));
        try {
            boolean spent = budget.run(call, meter -> {
                for (int k = 5; k <= 8; k++) {
                    if (!meter.affords(0)) { // checked between steps; the wall cap stops a step
                        return true;
                    }
                    checked[0] = grid(g, eval, start, rows * k / 4, cols * k / 4, meter.deadline());
                }
                return false;
            });
            if (spent) {
                note = "the held-out check on " + 2 * rows + "x" + 2 * cols + " stopped at " + checked[0].isP.length + "x"
                        + checked[0].isP[0].length + " (" + budget.spent() + ")";
            }
        } catch (LimitExceededException e) {
            // the caller's own deadline (a web request's) is not this check's budget: stop
            // (the searches follow the analysis's deadline, so they do reach it)
            deadline.check();
            note = "the held-out check on " + 2 * rows + "x" + 2 * cols + " stopped at " + checked[0].isP.length + "x"
                    + checked[0].isP[0].length + " (" + e.getMessage() + ")";
        }
        int lr = GridPatternFinder.learn(rows);
        int lc = GridPatternFinder.learn(cols);
        PatternReport outcomes = GridPatternFinder.outcomes(checked[0].isP, start, start, lr, lc,
                rule -> KnownTheorems.grid(g, rule));
        PatternReport gr = impartial ? GridPatternFinder.grundy(checked[0].grundy, start, start, lr, lc,
                rule -> KnownTheorems.grid(g, rule)) : null;
        if (note != null) {
            outcomes = outcomes.withNote(note);
            gr = gr == null ? null : gr.withNote(note);
        }
        List<String> grid = IntStream.range(0, rows).mapToObj(i -> IntStream.range(0, cols)
                .mapToObj(j -> impartial ? Integer.toString(table.grundy[i][j]) : table.isP[i][j] ? "P" : "N")
                .collect(Collectors.joining(" "))).toList();
        return new Table(g.id(), "table", start, start, rows, cols, checked[0].isP.length, checked[0].isP[0].length,
                outcomes, gr, grid);
    }

    /** P/N and (impartial games) Grundy values of a table. */
    private record Grid(boolean[][] isP, int[][] grundy) {
    }

    private static Grid grid(Game g, Evaluator eval, int start, int rows, int cols, Deadline deadline) {
        boolean[][] isP = new boolean[rows][cols];
        int[][] grundy = g instanceof ImpartialCatalogGame ? new int[rows][cols] : null;
        for (int i = 0; i < rows; i++) {
            deadline.check();
            for (int j = 0; j < cols; j++) {
                Position p = g.parse(List.of(Long.toString(start + i), Long.toString(start + j)));
                if (grundy != null) {
                    grundy[i][j] = eval.grundy(p);
                    isP[i][j] = grundy[i][j] == 0;
                } else {
                    isP[i][j] = !eval.firstPlayerWins(p);
                }
            }
        }
        return new Grid(isP, grundy);
    }

    /** Brute-force values with one shared memo. */
    private static final class Evaluator {
        private final GrundyAlgorithm<Position> grundy;
        private final MemoizedPartizanOutcomeSolver<Position> partizan;

        Evaluator(Game g, long maxPositions, SearchThreads call) {
            grundy = g instanceof ImpartialCatalogGame ig ? ig.searchSolver(maxPositions, call) : null;
            partizan = g instanceof PartizanCatalogGame pg
                    ? new MemoizedPartizanOutcomeSolver<>(pg, maxPositions, false, call) : null;
        }

        int grundy(Position p) {
            return grundy.grundy(p);
        }

        boolean firstPlayerWins(Position p) {
            return partizan.firstPlayerWins(p, Side.LEFT);
        }
    }
}
