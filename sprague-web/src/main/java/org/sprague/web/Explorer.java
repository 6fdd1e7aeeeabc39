package org.sprague.web;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogSolver;
import org.sprague.catalog.CatalogSolver.Part;
import org.sprague.catalog.Game;
import org.sprague.catalog.GameInfo;
import org.sprague.catalog.GameTable;
import org.sprague.catalog.ImpartialCatalogGame;
import org.sprague.catalog.Move;
import org.sprague.catalog.Solution;
import org.sprague.catalog.SolveOptions;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.web.MoveReport.AnalysedMove;

/**
 * What the web API computes, without HTTP: the catalogue, solutions, analysed move lists
 * and tables, each checked against the {@link WebLimits} before it starts and against its
 * {@link Deadline} while it searches. Answers are the library's own records
 * ({@link GameInfo}, {@link Solution}, {@link GameTable}), so the JSON is the CLI's.
 *
 * <p>Cost: a solve is one {@link CatalogSolver} call (closed form O(input), search at most
 * {@code maxPositions} stored positions); a move list is one solve per move, sharing the
 * search memo; a table is one solve per cell.
 */
public final class Explorer {
    private final Catalog catalog;
    private final WebLimits limits;

    public Explorer(Catalog catalog, WebLimits limits) {
        this.catalog = catalog;
        this.limits = limits;
    }

    /** The limits every request is held to. */
    public WebLimits limits() {
        return limits;
    }

    /** Every catalogue game, as {@code sprague games --json} lists it. */
    public List<GameInfo> games() {
        return GameInfo.of(catalog);
    }

    /** Outcome, Grundy value and winning moves, as {@code sprague solve --json}. */
    public Solution solve(SolveRequest r) {
        Deadline deadline = Deadline.in(limits.timeLimit());
        SolveOptions options = options(r.misere(), r.method(), r.maxPositions(), r.maxMoves());
        return new CatalogSolver(options).solveSum(TimedGames.wrap(parts(r), deadline));
    }

    /** The solution and every legal move with the outcome it leads to. */
    public MoveReport moves(SolveRequest r) {
        Deadline deadline = Deadline.in(limits.timeLimit());
        SolveOptions options = options(r.misere(), r.method(), r.maxPositions(), r.maxMoves());
        List<Part> given = parts(r);
        List<Part> parts = TimedGames.wrap(given, deadline);
        checkMoveListSize(parts);
        Remoteness remoteness = Remoteness.of(given, options.misere(), limits);
        CatalogSolver solver = new CatalogSolver(options);
        Solution solution = solver.solveSum(parts);
        List<AnalysedMove> moves = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            Part part = parts.get(i);
            if (!(part.game() instanceof ImpartialCatalogGame g)) {
                throw new InvalidInputException(part.game().id() + " is partizan: the move list is"
                        + " analysed for impartial games only (POST /api/solve gives its outcome)");
            }
            for (Move m : g.moves(part.position())) {
                if (moves.size() == limits.maxMoves()) {
                    throw new LimitExceededException("the position has more than " + limits.maxMoves()
                            + " moves, the server's limit for a move list (POST /api/solve lists only the winning moves)");
                }
                List<Part> after = new ArrayList<>(parts);
                after.set(i, new Part(g, m.to()));
                Solution s = solver.solveSum(after);
                String label = parts.size() == 1 ? m.label()
                        : "component " + (i + 1) + " (" + g.id() + "): " + m.label();
                String position = parts.size() == 1 ? g.format(m.to()) : sumText(after);
                moves.add(new AnalysedMove(label, position, AnalysedMove.resultOf(s.outcome()),
                        s.outcome(), s.grundy(), remoteness.of(m.to())));
            }
        }
        return new MoveReport(solution, remoteness.of(given.get(0).position()), moves);
    }

    /** The P/N or Grundy grid of a two-coordinate game, as {@code sprague table --json}. */
    public GameTable table(TableRequest r) {
        Deadline deadline = Deadline.in(limits.timeLimit());
        if (r.game() == null || r.game().isBlank()) {
            throw new InvalidInputException("missing field 'game': a two-coordinate game id such as nim");
        }
        if (r.rows() == null || r.cols() == null) {
            throw new InvalidInputException("missing field '" + (r.rows() == null ? "rows" : "cols")
                    + "': the table's size, e.g. {\"rows\": 10, \"cols\": 10}");
        }
        if (r.rows() < 1 || r.cols() < 1) {
            throw new InvalidInputException("table size must be at least 1x1, got " + r.rows() + "x" + r.cols());
        }
        long cells = (long) r.rows() * r.cols();
        if (cells > limits.maxTableCells()) {
            throw new LimitExceededException("a " + r.rows() + "x" + r.cols() + " table has " + cells
                    + " cells; the server's limit is " + limits.maxTableCells() + " (the sprague table command has no such limit)");
        }
        SolveOptions options = options(r.misere(), r.method(), r.maxPositions(), 1);
        Game game = TimedGames.wrap(catalog.game(checkedGameSpec(r.game())), deadline);
        return GameTable.of(game, r.rows(), r.cols(), Boolean.TRUE.equals(r.grundy()), options);
    }

    // ---------------------------------------------------------------- checks

    private SolveOptions options(Boolean misere, String method, Long maxPositions, Integer maxMoves) {
        long positions = maxPositions == null ? limits.maxPositions() : maxPositions;
        if (positions < 1) {
            throw new InvalidInputException("maxPositions must be >= 1, got " + positions);
        }
        if (positions > limits.maxPositions()) {
            throw new LimitExceededException("maxPositions " + positions + " is over the server's limit of "
                    + limits.maxPositions() + " positions");
        }
        int moves = maxMoves == null ? Math.min(SolveOptions.DEFAULT_MAX_MOVES, limits.maxMoves()) : maxMoves;
        if (moves < 1) {
            throw new InvalidInputException("maxMoves must be >= 1, got " + moves);
        }
        if (moves > limits.maxMoves()) {
            throw new LimitExceededException("maxMoves " + moves + " is over the server's limit of "
                    + limits.maxMoves() + " moves");
        }
        SolveOptions.Method m = SolveOptions.Method.parse(method == null ? "auto" : method);
        return new SolveOptions(Boolean.TRUE.equals(misere), m, positions, moves);
    }

    /** Parses {@code game + " " + position} as the CLI's parser does, after size checks. */
    private List<Part> parts(SolveRequest r) {
        if (r.position() == null) {
            throw new InvalidInputException("missing field 'position': the position's numbers, e.g. \"3 4 5\""
                    + " (\"\" for an empty position)");
        }
        String game = r.game() == null ? "" : checkedGameSpec(r.game());
        String text = game.isEmpty() ? r.position() : game + " " + r.position();
        List<String> tokens = Catalog.tokens(text);
        if (tokens.size() > limits.maxTokens()) {
            throw new LimitExceededException("the position has " + tokens.size()
                    + " words; the server's limit is " + limits.maxTokens());
        }
        for (String t : tokens) {
            if (t.length() > limits.maxDigits()) {
                throw new LimitExceededException("a number of " + t.length()
                        + " characters; the server's limit is " + limits.maxDigits() + " digits per number");
            }
        }
        if (tokens.isEmpty()) {
            throw new InvalidInputException("missing field 'game': a game id such as nim (see GET /api/games)");
        }
        return catalog.parseParts(List.of(text));
    }

    private static String checkedGameSpec(String game) {
        String g = game.trim();
        if (g.isEmpty() || g.chars().anyMatch(Character::isWhitespace)) {
            throw new InvalidInputException("field 'game' must be one game id such as nim or bash:3, got '" + game
                    + "' (put the numbers in 'position')");
        }
        return g;
    }

    /** Refuses move lists that would be too long to build: heap games have about sum(numbers) moves. */
    private void checkMoveListSize(List<Part> parts) {
        BigInteger total = BigInteger.ZERO;
        for (Part p : parts) {
            for (BigInteger v : p.position().values()) {
                total = total.add(v);
            }
        }
        if (total.compareTo(BigInteger.valueOf(limits.maxMoveSum())) > 0) {
            throw new LimitExceededException("the numbers of the position add up to " + total
                    + "; the server lists the moves of positions up to " + limits.maxMoveSum()
                    + " (POST /api/solve lists the winning moves of positions of any size)");
        }
    }

    private static String sumText(List<Part> parts) {
        StringBuilder sb = new StringBuilder();
        for (Part p : parts) {
            if (!sb.isEmpty()) {
                sb.append(" + ");
            }
            sb.append(p.text());
        }
        return sb.toString();
    }
}
