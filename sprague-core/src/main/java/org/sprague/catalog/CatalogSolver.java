package org.sprague.catalog;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.sprague.catalog.Solution.SolvedMove;
import org.sprague.catalog.SolveOptions.Method;
import org.sprague.game.InvalidInputException;
import org.sprague.game.Outcome;
import org.sprague.impartial.GrundyAlgorithm;
import org.sprague.impartial.MemoizedOutcomeSolver;
import org.sprague.impartial.OutcomeAlgorithm;
import org.sprague.impartial.OutcomeAlgorithm.OutcomeResult;
import org.sprague.partizan.MemoizedPartizanOutcomeSolver;
import org.sprague.partizan.PartizanOutcomeAlgorithm.Side;

/**
 * Decides catalogue positions and sums of them: the closed form where one is known and
 * the method allows it, else search; one {@link Solution} for every case.
 *
 * <p>Sums under normal play use the Sprague-Grundy theorem: the value is the XOR {@code t}
 * of the components' values and the winning moves are, in every component with
 * {@code g_i XOR t < g_i}, the moves to value {@code g_i XOR t}. Misère sums are searched
 * as whole positions.
 */
public final class CatalogSolver {
    private static final String CLOSED_FORM = "closed-form";
    private static final String SEARCH = "search";

    /** The most positions {@code auto} searches for a Grundy value the closed form lacks. */
    public static final long GRUNDY_BUDGET = 1_000_000;
    /** The most time {@code auto} spends on such a search. */
    public static final java.time.Duration GRUNDY_TIME = java.time.Duration.ofSeconds(2);

    private final SolveOptions options;
    /** Bounded searches for Grundy values under auto, by game id. */
    private final Map<String, GrundyAlgorithm<Position>> boundedSearchers = new HashMap<>();
    /** Search solvers by game id, shared by every component of the same game. */
    private final Map<String, GrundyAlgorithm<Position>> searchers = new HashMap<>();
    /** Misère whole-position searches by game id, shared across calls. */
    private final Map<String, OutcomeAlgorithm<Position>> misereSearchers = new HashMap<>();
    /** Partizan searches by game id, shared across calls. */
    private final Map<String, MemoizedPartizanOutcomeSolver<Position>> partizanSearchers = new HashMap<>();

    public CatalogSolver(SolveOptions options) {
        this.options = options;
    }

    /** One game at one position. */
    public Solution solve(Game game, Position position) {
        if (game instanceof PartizanCatalogGame pg) {
            return solvePartizan(pg, position);
        }
        ImpartialCatalogGame g = (ImpartialCatalogGame) game;
        return options.misere() ? solveMisere(g, position) : solveNormal(g, position);
    }

    /**
     * A position's outcome and, where it applies, its Grundy value, without listing
     * winning moves: the cheap question a table asks of every cell and a player asks of
     * every option.
     *
     * @param outcome P or N for the player to move (for partizan games: N when Left, moving
     *     first, wins)
     * @param grundy the Grundy value, or null (misère, partizan, or a closed form that
     *     gives only the outcome when {@code needGrundy} was false)
     * @param decidedBy "closed-form" or "search"
     */
    public record Evaluation(Outcome outcome, BigInteger grundy, String decidedBy) {
    }

    /**
     * The outcome of one game at one position (and its Grundy value when {@code needGrundy}
     * and the game is impartial under normal play), by the closed form when the method
     * allows it, else by a search shared with every other call on this solver.
     */
    public Evaluation evaluate(Game game, Position p, boolean needGrundy) {
        if (game instanceof PartizanCatalogGame pg) {
            return new Evaluation(wins(pg, p, Side.LEFT) ? Outcome.N : Outcome.P, null,
                    usableClosedForm(pg, pg.closedForm(), "").isPresent() ? CLOSED_FORM : SEARCH);
        }
        ImpartialCatalogGame g = (ImpartialCatalogGame) game;
        if (options.misere()) {
            Optional<OutcomeClosedForm> cf = usableClosedForm(g, g.misereClosedForm(), "misère ");
            if (cf.isPresent()) {
                return new Evaluation(cf.get().outcome(p), null, CLOSED_FORM);
            }
            return new Evaluation(misereSearcher(g).wins(p) ? Outcome.N : Outcome.P, null, SEARCH);
        }
        Optional<OutcomeClosedForm> cf = usableClosedForm(g, g.closedForm(), "");
        if (cf.isPresent()) {
            if (cf.get() instanceof GrundyClosedForm gf) {
                BigInteger v = gf.grundy(p);
                return new Evaluation(Outcome.ofGrundy(v.signum()), v, CLOSED_FORM);
            }
            if (!needGrundy) {
                return new Evaluation(cf.get().outcome(p), null, CLOSED_FORM);
            }
        }
        int v = searcher(g).grundy(p);
        return new Evaluation(Outcome.ofGrundy(v), BigInteger.valueOf(v), SEARCH);
    }

    /**
     * Whether the side to move wins a partizan game at {@code p}: Left by the closed form
     * where one is known and allowed, else (and always for Right) by search.
     */
    public boolean wins(PartizanCatalogGame game, Position p, Side toMove) {
        if (options.misere()) {
            throw new InvalidInputException(game.id()
                    + " is partizan: --misere applies to impartial games only");
        }
        if (toMove == Side.LEFT) {
            Optional<OutcomeClosedForm> cf = usableClosedForm(game, game.closedForm(), "");
            if (cf.isPresent()) {
                return cf.get().outcome(p) == Outcome.N;
            }
        }
        return partizanSearcher(game).firstPlayerWins(p, toMove);
    }

    /** A game and a position, one component of a sum. */
    public record Part(Game game, Position position) {
        /** {@code "id position"}, as typed. */
        public String text() {
            String p = game.format(position);
            return p.isEmpty() ? game.id() : game.id() + " " + p;
        }
    }

    /** A disjunctive sum: players pick one component and move in it. */
    public Solution solveSum(List<Part> parts) {
        if (parts.size() == 1) {
            return solve(parts.get(0).game(), parts.get(0).position());
        }
        for (Part p : parts) {
            if (!(p.game() instanceof ImpartialCatalogGame)) {
                throw new InvalidInputException(p.game().id()
                        + " is partizan: sums are supported for impartial games only");
            }
        }
        return options.misere() ? solveMisereSum(parts) : solveNormalSum(parts);
    }

    // ---------------------------------------------------------------- impartial, normal

    private Solution solveNormal(ImpartialCatalogGame game, Position p) {
        Optional<OutcomeClosedForm> cf = usableClosedForm(game, game.closedForm(), "");
        if (cf.isPresent()) {
            OutcomeClosedForm f = cf.get();
            BigInteger g = f instanceof GrundyClosedForm gf ? gf.grundy(p) : null;
            Outcome o = g != null ? Outcome.ofGrundy(g.signum()) : f.outcome(p);
            String note = null;
            if (g == null && options.method() == Method.AUTO) {
                BoundedGrundy b = boundedGrundy(game, p);
                g = b.value();
                note = b.note();
            } else if (g == null) {
                note = "not computed (the closed form gives only the outcome; try --method auto or search)";
            }
            return closedFormSolution(game.id(), game.format(p), o, g,
                    f.winningMoves(p, options.maxMoves() + 1), game).withGrundyNote(note);
        }
        GrundyAlgorithm<Position> s = searcher(game);
        GrundyAlgorithm.GrundyResult<Position> r = s.solve(p);
        return searchSolution(game.id(), game.format(p), Outcome.ofGrundy(r.grundy()),
                BigInteger.valueOf(r.grundy()), game, p, r.winningMoves());
    }

    /**
     * Under {@code auto}, the Grundy value of a position whose closed form gives only the
     * outcome (Wythoff, Moore, multiplication), by search when it needs at most
     * {@link #GRUNDY_BUDGET} stored positions and {@link #GRUNDY_TIME}; past that no value but a
     * note saying which bound refused it (the outcome still comes from the closed form, exact at
     * any size).
     */
    private BoundedGrundy boundedGrundy(ImpartialCatalogGame game, Position p) {
        long limit = Math.min(options.maxPositions(), GRUNDY_BUDGET);
        String over = options.maxPositions() <= GRUNDY_BUDGET
                ? String.format(Locale.ROOT, "over --max-positions %,d", options.maxPositions())
                : String.format(Locale.ROOT, "over the %,d auto allows; try --method search", GRUNDY_BUDGET);
        double size = game.searchSize(p);
        if (size > limit) {
            String bound = size < 1e15 ? String.format(Locale.ROOT, "%,.0f", size)
                    : String.format(Locale.ROOT, "%.1e", size);
            String past = size > options.maxPositions()
                    ? String.format(Locale.ROOT, "over --max-positions %,d", options.maxPositions()) : over;
            return new BoundedGrundy(null, "not computed (a search may store up to " + bound + " positions, " + past + ")");
        }
        try {
            GrundyAlgorithm<Position> s = boundedSearchers.computeIfAbsent(game.id(),
                    id -> game.searchSolver(limit));
            return new BoundedGrundy(
                    BigInteger.valueOf(org.sprague.game.Cancellation.within(GRUNDY_TIME, () -> s.grundy(p))), null);
        } catch (org.sprague.game.LimitExceededException e) {
            org.sprague.game.Cancellation.check(); // the caller's own deadline passed: stop
            boundedSearchers.remove(game.id()); // a search cut short leaves its memo unusable
            return new BoundedGrundy(null, e instanceof org.sprague.game.TimeLimitException
                    ? "not computed (a search took more than " + GRUNDY_TIME.toSeconds() + " s; try --method search)"
                    : String.format(Locale.ROOT, "not computed (a search stored %,d positions, %s)", limit, over));
        }
    }

    /** A Grundy value found by a bounded search, or why there is none. */
    private record BoundedGrundy(BigInteger value, String note) {
    }

    // ---------------------------------------------------------------- impartial, misère

    private Solution solveMisere(ImpartialCatalogGame game, Position p) {
        Optional<OutcomeClosedForm> cf = usableClosedForm(game, game.misereClosedForm(), "misère ");
        if (cf.isPresent()) {
            return closedFormSolution(game.id(), game.format(p), cf.get().outcome(p), null,
                    cf.get().winningMoves(p, options.maxMoves() + 1), game);
        }
        OutcomeResult<Position> r = misereSearcher(game).solve(p);
        return searchSolution(game.id(), game.format(p), r.outcome(), null, game, p, r.winningMoves());
    }

    // ---------------------------------------------------------------- partizan

    private Solution solvePartizan(PartizanCatalogGame game, Position p) {
        if (options.misere()) {
            throw new InvalidInputException(game.id()
                    + " is partizan: --misere applies to impartial games only");
        }
        Optional<OutcomeClosedForm> cf = usableClosedForm(game, game.closedForm(), "");
        if (cf.isPresent()) {
            return closedFormSolution(game.id(), game.format(p), cf.get().outcome(p), null,
                    cf.get().winningMoves(p, options.maxMoves() + 1), game);
        }
        var solver = partizanSearcher(game);
        List<SolvedMove> moves = new ArrayList<>();
        boolean complete = true;
        for (Move m : game.leftMoves(p)) {
            if (!solver.firstPlayerWins(m.to(), Side.RIGHT)) {
                if (moves.size() == options.maxMoves()) {
                    complete = false;
                    break;
                }
                moves.add(new SolvedMove(m.label(), game.format(m.to())));
            }
        }
        Outcome o = solver.firstPlayerWins(p, Side.LEFT) ? Outcome.N : Outcome.P;
        return new Solution(game.id(), game.format(p), o, null, moves, SEARCH, complete);
    }

    // ---------------------------------------------------------------- sums

    private Solution solveNormalSum(List<Part> parts) {
        BigInteger[] values = new BigInteger[parts.size()];
        boolean allClosed = true;
        BigInteger total = BigInteger.ZERO;
        for (int i = 0; i < parts.size(); i++) {
            Part part = parts.get(i);
            ImpartialCatalogGame g = (ImpartialCatalogGame) part.game();
            Optional<GrundyClosedForm> gf = grundyClosedForm(g);
            if (gf.isPresent()) {
                values[i] = gf.get().grundy(part.position());
            } else {
                allClosed = false;
                values[i] = BigInteger.valueOf(searcher(g).grundy(part.position()));
            }
            total = total.xor(values[i]);
        }
        List<SolvedMove> moves = new ArrayList<>();
        boolean complete = true;
        if (total.signum() != 0) {
            for (int i = 0; i < parts.size() && complete; i++) {
                BigInteger target = values[i].xor(total);
                if (target.compareTo(values[i]) >= 0) {
                    continue;
                }
                Part part = parts.get(i);
                ImpartialCatalogGame g = (ImpartialCatalogGame) part.game();
                List<Move> ms = movesToValue(g, part.position(), target);
                for (Move m : ms) {
                    if (moves.size() == options.maxMoves()) {
                        complete = false;
                        break;
                    }
                    List<Part> after = new ArrayList<>(parts);
                    after.set(i, new Part(g, m.to()));
                    moves.add(new SolvedMove("component " + (i + 1) + " (" + g.id() + "): " + m.label(),
                            sumText(after)));
                }
            }
        }
        return new Solution("sum", sumText(parts), Outcome.ofGrundy(total.signum()), total, moves,
                allClosed ? CLOSED_FORM : SEARCH, complete);
    }

    private List<Move> movesToValue(ImpartialCatalogGame g, Position p, BigInteger target) {
        Optional<GrundyClosedForm> gf = grundyClosedForm(g);
        if (gf.isPresent()) {
            return gf.get().movesToValue(p, target, options.maxMoves() + 1);
        }
        List<Position> to = searcher(g).movesToValue(p, target.intValueExact());
        return label(g, p, to);
    }

    private Solution solveMisereSum(List<Part> parts) {
        if (options.method() == Method.CLOSED_FORM) {
            throw new InvalidInputException("no closed form is known for misère sums of games;"
                    + " use --method search or auto");
        }
        SumGame sum = new SumGame(parts);
        List<Position> start = new ArrayList<>();
        for (Part p : parts) {
            start.add(p.position());
        }
        SumGame.State root = new SumGame.State(start);
        OutcomeResult<SumGame.State> r =
                new MemoizedOutcomeSolver<>(sum, true, options.maxPositions()).solve(root);
        List<SolvedMove> moves = new ArrayList<>();
        boolean complete = true;
        for (SumGame.State s : r.winningMoves()) {
            if (moves.size() == options.maxMoves()) {
                complete = false;
                break;
            }
            moves.add(new SolvedMove(sum.describe(root, s), sum.text(s)));
        }
        return new Solution("sum", sumText(parts), r.outcome(), null, moves, SEARCH, complete);
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

    // ---------------------------------------------------------------- helpers

    private Optional<OutcomeClosedForm> usableClosedForm(Game game, Optional<OutcomeClosedForm> cf,
            String play) {
        return switch (options.method()) {
            case SEARCH -> Optional.empty();
            case AUTO -> cf;
            case CLOSED_FORM -> {
                if (cf.isEmpty()) {
                    throw new InvalidInputException("no " + play + "closed form is known for "
                            + game.id() + "; use --method search or auto");
                }
                yield cf;
            }
        };
    }

    private Optional<GrundyClosedForm> grundyClosedForm(ImpartialCatalogGame g) {
        if (options.method() == Method.SEARCH) {
            return Optional.empty();
        }
        Optional<OutcomeClosedForm> cf = g.closedForm();
        if (cf.isPresent() && cf.get() instanceof GrundyClosedForm gf) {
            return Optional.of(gf);
        }
        if (options.method() == Method.CLOSED_FORM) {
            throw new InvalidInputException("no closed form for the Grundy values of " + g.id()
                    + " is known, and a sum needs them; use --method search or auto");
        }
        return Optional.empty();
    }

    private GrundyAlgorithm<Position> searcher(ImpartialCatalogGame game) {
        return searchers.computeIfAbsent(game.id(), id -> game.searchSolver(options.maxPositions()));
    }

    private OutcomeAlgorithm<Position> misereSearcher(ImpartialCatalogGame game) {
        return misereSearchers.computeIfAbsent(game.id(), id -> game.misereSolver(options.maxPositions()));
    }

    private MemoizedPartizanOutcomeSolver<Position> partizanSearcher(PartizanCatalogGame game) {
        return partizanSearchers.computeIfAbsent(game.id(),
                id -> new MemoizedPartizanOutcomeSolver<>(game, options.maxPositions()));
    }

    private Solution closedFormSolution(String id, String position, Outcome o, BigInteger g,
            List<Move> moves, Game game) {
        boolean complete = moves.size() <= options.maxMoves();
        List<SolvedMove> out = new ArrayList<>();
        for (Move m : complete ? moves : moves.subList(0, options.maxMoves())) {
            out.add(new SolvedMove(m.label(), game.format(m.to())));
        }
        return new Solution(id, position, o, g, out, CLOSED_FORM, complete);
    }

    private Solution searchSolution(String id, String position, Outcome o, BigInteger g,
            ImpartialCatalogGame game, Position from, List<Position> winning) {
        List<Move> labelled = label(game, from, winning);
        return closedFormSolution(id, position, o, g, labelled, game).withDecidedBy(SEARCH);
    }

    /** Labels the given options of {@code from} with the game's move labels. */
    private static List<Move> label(ImpartialCatalogGame game, Position from, List<Position> to) {
        Map<Position, String> labels = new LinkedHashMap<>();
        for (Move m : game.moves(from)) {
            labels.putIfAbsent(m.to(), m.label());
        }
        List<Move> out = new ArrayList<>(to.size());
        for (Position p : to) {
            out.add(new Move(labels.getOrDefault(p, "-> " + game.format(p)), p));
        }
        return out;
    }
}
