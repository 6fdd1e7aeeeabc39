package org.sprague.web;

import org.sprague.app.front.FrontEnd;
import java.time.Duration;
import java.util.List;
import org.sprague.app.GraphQuestion;
import org.sprague.app.json.GrundyReport;
import org.sprague.app.MoveReport;
import org.sprague.app.SequenceQuestion;
import org.sprague.app.SolveQuestion;
import org.sprague.app.Sprague;
import org.sprague.app.TableQuestion;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.GameInfo;
import org.sprague.catalog.front.GameTable;
import org.sprague.game.Solution;
import org.sprague.catalog.SolveOptions;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.game.io.PositionFiles;

/**
 * What the web API computes, without HTTP: the catalogue, solutions, analysed move lists,
 * tables, heap games' Grundy sequences, graphs and patterns, each checked against the {@link WebLimits} before it starts and
 * asked with the time limit the caller gives ({@link ApiHandler}'s stage), which the question
 * turns into the deadline its engines poll. Answers are the library's own records
 * ({@link GameInfo}, {@link Solution}, {@link org.sprague.app.Report}, {@link org.sprague.app.SequenceAnswer}),
 * so the JSON is the CLI's.
 *
 * <p>Cost: a solve is one {@link Sprague#solve} call (closed form O(input), search at most
 * {@code maxPositions} stored positions); a move list is one solve of the position and one
 * evaluation per move (outcome and value, without the move's own winning moves), sharing the
 * search memo; in a sum, one component value per move; a table is one solve per cell.
 */
public final class Explorer {
    private final Catalog catalog;
    private final WebLimits limits;
    /** The application layer: the questions shared with the command line. */
    private final Sprague sprague;

    public Explorer(Catalog catalog, WebLimits limits) {
        this.catalog = catalog;
        this.limits = limits;
        this.sprague = FrontEnd.sprague(catalog, PositionFiles.NONE);
    }

    /** The catalogue served (the standard one, plus users' games from {@code serve --game-file}). */
    public Catalog catalog() {
        return catalog;
    }

    /** The limits every request is held to. */
    public WebLimits limits() {
        return limits;
    }

    /** Every catalogue game, as {@code sprague games --json} lists it. */
    public List<GameInfo> games() {
        return GameInfo.of(catalog);
    }

    /**
     * Outcome, Grundy value and winning moves: {@link Sprague#solve}'s answer, the record
     * {@code sprague solve --json} prints (a {@link Solution}, or for the partizan games solved
     * to canonical form their value report).
     */
    public Object solve(SolveRequest r, Duration limit) {
        if (r.toMove() != null) { // refused, not ignored: a client asking for Right's moves must not get Left's
            throw new InvalidInputException("field 'toMove' is for POST /api/moves; /api/solve answers with Left"
                    + " moving first, as sprague solve does");
        }
        SolveOptions options = options(r.misere(), r.method(), r.maxPositions(), r.maxMoves());
        if (Boolean.TRUE.equals(r.outcome())) { // the CLI's --outcome: who wins, never the value
            options = options.withOutcomeOnly(true);
        }
        return sprague.solve(with(SolveQuestion.of(List.of(text(r))), options).within(limit)).json();
    }

    /**
     * The solution and every legal move with the outcome it leads to; for a partizan game,
     * the moves of the side to move ({@code toMove}, Left by default).
     */
    public MoveReport moves(SolveRequest r, Duration limit) {
        refuseOutcome(r, "/api/moves");
        SolveOptions options = options(r.misere(), r.method(), r.maxPositions(), r.maxMoves());
        String text = text(r);
        String side = r.toMove() == null ? null : side(r.toMove());
        Duration fifth = limits.timeLimit().dividedBy(5);
        Duration budget = fifth.compareTo(Duration.ofSeconds(1)) > 0 ? Duration.ofSeconds(1) : fifth;
        return sprague.moves(with(SolveQuestion.moves(List.of(text), side, limits.maxMoves(), limits.maxMoveSum(),
                budget, limit), options));
    }

    /**
     * The move the engine of {@code sprague play} plays from the position ({@link
     * Sprague#engineMove}: a winning move when the side to move has one, else the legal move
     * that changes the position least), for the explorer's game against the engine: the record
     * {@code {move, position, winning}} as the application layer answers it. The side to
     * move is {@code toMove} (partizan games; Left by default); the moves listed are held to
     * the limits of {@code /api/moves}.
     */
    public Object engineMove(SolveRequest r, Duration limit) {
        return sprague.engineMove(playQuestion(r, "/api/engine-move", limit)).json();
    }

    /**
     * The hint of {@code sprague play} for the position ({@link Sprague#hint}): a winning move of
     * the side to move and why, or why there is none, with the nim-sum's table for a sum; the
     * request as {@code /api/engine-move}'s.
     */
    public Object hint(SolveRequest r, Duration limit) {
        return sprague.hint(playQuestion(r, "/api/hint", limit)).json();
    }

    private SolveQuestion playQuestion(SolveRequest r, String endpoint, Duration limit) {
        refuseOutcome(r, endpoint);
        SolveOptions options = options(r.misere(), r.method(), r.maxPositions(), r.maxMoves());
        String side = r.toMove() == null ? null : side(r.toMove());
        return with(SolveQuestion.moves(List.of(text(r)), side, limits.maxMoves(), limits.maxMoveSum(), null, limit), options);
    }

    /** Refuses {@code outcome} where it would be ignored: only {@code /api/solve} answers outcome only. */
    private static void refuseOutcome(SolveRequest r, String endpoint) {
        if (r.outcome() != null) {
            throw new InvalidInputException("field 'outcome' is for POST /api/solve; " + endpoint
                    + " labels every move with its outcome already");
        }
    }

    /** A table of {@code rows x cols} cells: at least 1x1, at most the server's cells (the {@code command} has no such limit). */
    private void checkTableSize(int rows, int cols, String command) {
        if (rows < 1 || cols < 1) {
            throw new InvalidInputException("table size must be at least 1x1, got " + rows + "x" + cols);
        }
        long cells = (long) rows * cols;
        if (cells > limits.maxTableCells()) {
            throw new LimitExceededException("a " + rows + "x" + cols + " table has " + cells + " cells; the server's limit is "
                    + limits.maxTableCells() + " (the sprague " + command + " command has no such limit)");
        }
    }

    /**
     * The P/N or Grundy grid of a two-coordinate game ({@link GameTable}), or domineering's
     * outcome classes of every board up to rows x cols, as {@code sprague table --json}
     * ({@link Sprague#table}, which decides the route and refuses the options it would ignore;
     * domineering's outcome search on one thread, as each request has one worker).
     */
    public Object table(TableRequest r, Duration limit) {
        require(given(r.game()), "game", "a two-coordinate game id such as nim");
        require(r.rows() != null && r.cols() != null, r.rows() == null ? "rows" : "cols",
                "the table's size, e.g. {\"rows\": 10, \"cols\": 10}");
        checkTableSize(r.rows(), r.cols(), "table");
        SolveOptions options = options(r.misere(), r.method(), r.maxPositions(), 1);
        return sprague.table(new TableQuestion(checkedGameSpec(r.game()), r.rows(), r.cols(), Boolean.TRUE.equals(r.grundy()),
                options.misere(), options.method().name(), options.maxPositions(), limit).withOutcome(Boolean.TRUE.equals(r.outcome()), null)).json();
    }

    /**
     * A heap game's Grundy sequence, as {@code sprague grundy RULE --to N --json}
     * ({@link Sprague#sequence}): N at most {@link WebLimits#maxGrundyTo()} (naive:
     * {@link WebLimits#maxNaiveGrundyTo()}), the run refused early when predicted to end past the
     * request's time.
     */
    public GrundyReport grundy(GrundyRequest r, Duration limit) {
        require(given(r.rule()), "rule", "a heap game such as kayles, 0.77, subtraction:1,3,4 or grundys-game");
        require(r.to() != null, "to", "compute G(0) .. G(to), e.g. {\"to\": 500}");
        long to = SequenceQuestion.checkedTo(r.to());
        boolean naive = SequenceQuestion.naive(r.method());
        long max = naive ? limits.maxNaiveGrundyTo() : limits.maxGrundyTo();
        if (to > max) {
            throw new LimitExceededException("G(0.." + to + "): the server computes Grundy sequences up to "
                    + max + (naive ? " by the naive method" : "") + " (sprague grundy " + r.rule().trim()
                    + " --to " + to + " has no such limit)");
        }
        // one thread, as each request has one worker; the run refused early when predicted past the deadline
        return (GrundyReport) Sprague.sequence(new SequenceQuestion(r.rule().trim(), to, naive, 1,
                !Boolean.TRUE.equals(r.noValues()), null, null, limits.timeLimit(), limit)).json();
    }

    /**
     * A game on the uploaded graph, as {@code sprague graph FILE --json} (a {@link org.sprague.app.Report}, asked of {@link Sprague#graph}):
     * every vertex, one ({@code start}), a sum of tokens, or the weighted game. The graph is
     * bounded by {@link WebLimits#maxGraphBytes()} and {@link WebLimits#maxGraphVertices()};
     * the solvers are linear or near it in its size (retrograde analysis O(V + E), generalized
     * values O((V + E)(g + 2)), the weighted game O((V + E) log V)).
     */
    public Object graph(GraphRequest r, Duration limit) {
        require(r.edges() != null, "edges", "the edge list's text, one 'FROM TO' a line");
        boolean weighted = Boolean.TRUE.equals(r.weighted());
        // the engine of sprague graph, the options checked by the question; one thread, as each request has one worker
        return Sprague.graph(new GraphQuestion(r.edges(), "the graph", r.start(), r.sum(), weighted,
                limits.maxGraphVertices(), 1, limit)).json();
    }

    /**
     * A game's table and the rules the pattern finders see in it, as {@code sprague pattern
     * --json} ({@link Sprague#pattern}): a two-coordinate table (rows and cols; at most
     * {@link WebLimits#maxTableCells()} cells) or a one-coordinate sequence up to {@code to}
     * (default 300, at most {@link WebLimits#maxPatternTo()}) of a catalogue game (a bare
     * take-and-break code such as {@code 0.137} is the catalogue's {@code octal:0.137}). The
     * answer is {@code Report.json()}'s record, typed Object: the web names no pattern type.
     */
    public Object pattern(PatternRequest r, Duration limit) {
        require(given(r.game()), "game", "a game id such as kiki or kayles, or a heap game's code such as 0.137");
        String spec = checkedGameSpec(r.game());
        if (r.rows() != null || r.cols() != null) {
            require(r.rows() != null && r.cols() != null, r.rows() == null ? "rows" : "cols",
                    "a table needs both, e.g. {\"rows\": 20, \"cols\": 20}");
            if (r.to() != null) {
                throw new InvalidInputException("field 'to' is for sequences; a table has 'rows' and 'cols'");
            }
            checkTableSize(r.rows(), r.cols(), "pattern");
            return sprague.pattern(TableQuestion.table(spec, r.rows(), r.cols(), limits.maxPositions()).within(limit))
                    .json();
        }
        int to = r.to() == null ? 300 : r.to();
        if (to < 1) {
            throw new InvalidInputException("field 'to' must be >= 1, got " + to);
        }
        if (to > limits.maxPatternTo()) {
            throw new LimitExceededException("a sequence to n = " + to + ": the server finds patterns up to n = "
                    + limits.maxPatternTo() + " (the sprague pattern command has no such limit)");
        }
        return sprague.pattern(TableQuestion.sequence(spec, to, limits.maxPositions()).within(limit)).json();
    }

    // ---------------------------------------------------------------- checks

    private SolveOptions options(Boolean misere, String method, Long maxPositions, Integer maxMoves) {
        long positions = atMost("maxPositions", maxPositions, limits.maxPositions(), limits.maxPositions(), " positions");
        int moves = (int) atMost("maxMoves", maxMoves == null ? null : maxMoves.longValue(),
                Math.min(SolveOptions.DEFAULT_MAX_MOVES, limits.maxMoves()), limits.maxMoves(), " moves");
        SolveOptions.Method m = SolveOptions.Method.parse(method == null ? "auto" : method);
        return new SolveOptions(Boolean.TRUE.equals(misere), m, positions, moves);
    }

    /** {@code q} with the checked options (misère, method, limits, outcome only). */
    private static SolveQuestion with(SolveQuestion q, SolveOptions o) {
        return q.withMisere(o.misere()).withMethod(o.method().name()).withMaxPositions(o.maxPositions())
                .withMaxMoves(o.maxMoves()).withOutcomeOnly(o.outcomeOnly());
    }

    /**
     * The request's {@code field} ({@code otherwise} when absent), refused below 1 (400) and past
     * the server's {@code max} (422, the limit followed by {@code unit}).
     */
    static long atMost(String field, Long requested, long otherwise, long max, String unit) {
        long n = requested == null ? otherwise : requested;
        if (n < 1) {
            throw new InvalidInputException(field + " must be >= 1, got " + n);
        }
        if (n > max) {
            throw new LimitExceededException(field + " " + n + " is over the server's limit of " + max + unit);
        }
        return n;
    }

    /** {@code game + " " + position}, after size checks. */
    private String text(SolveRequest r) {
        require(r.position() != null, "position",
                "the position's numbers, e.g. \"3 4 5\" (\"\" for an empty position)");
        String game = r.game() == null ? "" : checkedGameSpec(r.game());
        String text = game.isEmpty() ? r.position() : game + " " + r.position();
        List<String> tokens = Catalog.tokens(text);
        long numbers = tokens.stream().filter(Explorer::number).count();
        if (numbers > limits.maxTokens() || tokens.size() > 2L * limits.maxTokens() + 1) {
            throw new LimitExceededException("the position has " + numbers + " numbers" + (numbers > limits.maxTokens()
                    ? "" : " in " + tokens.size() + " words") + "; the server's limit is " + limits.maxTokens()
                    + " numbers");
        }
        for (String t : tokens) {
            if (t.length() > limits.maxDigits()) {
                throw new LimitExceededException(number(t) ? "a number of " + t.length()
                        + " digits; the server's limit is " + limits.maxDigits() + " digits per number"
                        : "a word of " + t.length() + " characters ('" + Text.clip(Text.printable(t), 40)
                                + "'): not a game id (see GET /api/games)");
            }
        }
        require(!tokens.isEmpty(), "game", "a game id such as nim (see GET /api/games)");
        return text;
    }

    /** @throws InvalidInputException "missing field 'FIELD': HINT" unless {@code present} */
    static void require(boolean present, String field, String hint) {
        if (!present) {
            throw new InvalidInputException("missing field '" + field + "': " + hint);
        }
    }

    /** Whether a text field is there and not blank. */
    static boolean given(String field) {
        return field != null && !field.isBlank();
    }

    private static boolean number(String token) {
        return !token.isEmpty() && token.chars().allMatch(c -> c >= '0' && c <= '9');
    }

    /** The side to move, checked in the web's words ({@link SolveQuestion} checks it in the library's). */
    private static String side(String toMove) {
        if (toMove.equals("left") || toMove.equals("right")) {
            return toMove;
        }
        throw new InvalidInputException("field 'toMove' must be \"left\" or \"right\", got '" + toMove + "'");
    }

    private static String checkedGameSpec(String game) {
        String g = game.trim();
        if (g.isEmpty() || g.chars().anyMatch(Character::isWhitespace)) {
            throw new InvalidInputException("field 'game' must be one game id such as nim or bash:3, got '" + game
                    + "' (put the numbers in 'position')");
        }
        return g;
    }
}
