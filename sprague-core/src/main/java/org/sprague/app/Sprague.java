package org.sprague.app;

import org.sprague.app.access.FrontEndAccess;
import org.sprague.catalog.engine.Engine;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.sprague.app.play.PlayEngine;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogSolver;
import org.sprague.catalog.engine.Evaluation;
import org.sprague.catalog.entry.Part;
import org.sprague.catalog.ImpartialCatalogGame;
import org.sprague.game.Move;
import org.sprague.catalog.entry.GameDefinition;
import org.sprague.catalog.PartizanCatalogGame;
import org.sprague.game.Solution;
import org.sprague.catalog.SolveOptions;
import org.sprague.game.Deadline;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.game.io.PositionFiles;
import org.sprague.app.MoveReport.AnalysedMove;
import org.sprague.app.json.EngineMoveRecord;
import org.sprague.partizan.PartizanOutcomeAlgorithm.Side;
import org.sprague.partizan.AtomicWeights;
import org.sprague.strong.SolvedPositions;
import org.sprague.strong.StrongGame;
import org.sprague.strong.solve.StrongSolver;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.solve.TierStore;
import org.sprague.strong.engine.TieredRetrogradeSolver;
import org.sprague.partizan.CanonicalFormPrinter;
import org.sprague.partizan.CanonicalForms;
import org.sprague.partizan.Dyadic;
import org.sprague.partizan.Thermographs;
import org.sprague.partizan.ValueParser;
import org.sprague.partizan.ValueReport;
import org.sprague.app.play.CatalogPartizanBoardGame;
import org.sprague.app.play.PartizanPosition;
import org.sprague.partizan.games.PartizanSumSolver;
import org.sprague.partizan.games.PartizanSumSolver.Component;
import org.sprague.partizan.games.PartizanSumSolver.PartizanSolution;
import org.sprague.partizan.games.PartizanSumSolver.WinningMove;
import org.sprague.partizan.outcome.PartizanOutcomeSearch;
import org.sprague.search.engine.SearchThreads;

/**
 * The application layer: one call per question, a request record in and an answer record
 * out. The command line and the web parse their input into the request and render the
 * answer (text, or the answer's record as JSON); every decision between them (partizan or
 * impartial, values or outcome only, which solver) is taken here, once.
 *
 * <p>Deadlines: a request's {@code timeLimit} becomes the call's {@link Deadline}, handed to
 * every engine the call builds (they poll it); without one, the call has none (an interrupt
 * of its thread still stops it). Threads: the request's
 * thread count is the search's, and the answer says how many it ran on.
 *
 * <p>Example: {@code Sprague.standard().solve(SolveQuestion.of(List.of("nim", "3", "4", "5")))}
 * answers {@link SolveAnswer#solution()} with outcome N, Grundy value 2 and three winning moves.
 */
public final class Sprague {
    private final Catalog catalog;
    private final PositionFiles files;
    private final Set<String> userIds;
    private final MixedSums mixed;

    static {
        FrontEndAccess.register(new FrontEndAccess.Calls<Sprague, Report>() {
            @Override
            public Sprague sprague(Catalog catalog, PositionFiles files) {
                return new Sprague(catalog, files);
            }

            @Override
            public List<Component<?>> partizanComponents(Sprague s, List<String> words) {
                return s.partizanComponents(words, SolveOptions.defaults());
            }

            @Override
            public Report thermograph(List<Component<?>> parts, long maxForms, Duration timeLimit) {
                return within(timeLimit, (Deadline d) -> thermographOf(parts, maxForms, d));
            }
        });
    }

    /**
     * An application layer over {@code catalog} (the standard one, or it plus users' games);
     * a Hackenbush {@code @FILE} in a position is read through {@code files} (the command line
     * passes {@link PositionFiles#local()}, the web never does). The front ends':
     * {@code app.front.FrontEnd.sprague(catalog, files)}.
     */
    private Sprague(Catalog catalog, PositionFiles files) {
        this.catalog = catalog;
        this.files = files;
        Set<String> standard = Catalog.standard().definitions().stream().map(GameDefinition::id)
                .collect(Collectors.toSet());
        this.userIds = catalog.definitions().stream().map(GameDefinition::id).filter(id -> !standard.contains(id))
                .collect(Collectors.toUnmodifiableSet());
        this.mixed = new MixedSums(this, userIds);
    }

    /** The standard catalogue, reading no file. */
    public static Sprague standard() {
        return new Sprague(Catalog.standard(), PositionFiles.NONE);
    }

    /**
     * The catalogue's {@code StrongGame} of {@code spec} ({@code tic-tac-toe},
     * {@code connect-four:5x4}, ...), as {@code sprague strong} names it, to solve or to look
     * up in a database.
     *
     * @throws InvalidInputException for an id that names no strong game
     */
    public StrongGame strongGame(String spec) {
        return catalog.strongGame(spec);
    }

    /**
     * The resolver: {@code GAME POSITION [+ GAME POSITION]...} as parts of the catalogue. The
     * one place a front end's words become games (the registry's parser replaces this body).
     */
    List<Part> parts(List<String> words) {
        return catalog.parseParts(words);
    }

    /**
     * Whether {@code words} name a sum of the partizan games solved to canonical form
     * (domineering, hackenbush, ...), answered by its {@link SolveAnswer#value()} or, outcome
     * only, the outcome search's record ({@link SolveAnswer#json()}).
     */
    public boolean partizanSum(List<String> words) {
        return PartizanSumSolver.handles(words) && !userIds.contains(firstId(words)) || mixed.is(words);
    }

    /**
     * The components of a sum of partizan positions, each to be solved to canonical form, as
     * the web's {@code POST /api/partizan} and {@code POST /api/thermograph} take them
     * ({@code app.front.FrontEnd.partizanComponents}): a position (or a
     * sum) of a user's partizan game without parameter (through {@link CatalogPartizanBoardGame},
     * as {@link #solve} takes it), else of the built-in partizan games
     * ({@link PartizanSumSolver#parse}, Hackenbush's {@code @FILE} read through this layer's
     * {@link PositionFiles}), where an impartial component's Grundy value is found
     * within {@code options}' limits: in a sum with a game solved to canonical form, an impartial
     * catalogue game is the nimber of its Grundy value ({@link MixedSums}) and a
     * partizan catalogue game (pebbles) is valued by the canonical forms of its options.
     */
    List<Component<?>> partizanComponents(List<String> words, SolveOptions options) {
        if (mixed.is(words)) {
            return mixed.components(words, options);
        }
        String id = firstId(words);
        // a user's game with a parameter (pebbles:X,Y-like) keeps its outcome search: no canonical forms here
        boolean users = userIds.contains(id) && catalog.definitions().stream()
                .anyMatch(d -> d.id().equals(id) && d.parameterSyntax() == null)
                && catalog.game(id) instanceof PartizanCatalogGame;
        if (!users) {
            return PartizanSumSolver.parse(words, files);
        }
        List<Component<?>> parts = new ArrayList<>();
        for (Part p : parts(words)) {
            if (!(p.game() instanceof PartizanCatalogGame g)) {
                throw new InvalidInputException("'" + p.game().id() + "' is not a partizan game: a sum here adds"
                        + " positions of " + id + " or of the built-in partizan games, not both");
            }
            parts.add(new Component<>(new CatalogPartizanBoardGame(g), p.position()));
        }
        return parts;
    }

    /**
     * Who wins, the value and the winning moves. Partizan games solved to canonical form give
     * their value report and each side's winning moves (or, outcome only, the outcome search's
     * report); users' {@code PartizanGame}s the same; everything else the catalogue solver's
     * {@link Solution} (closed form or search), on the threads asked for.
     *
     * @throws InvalidInputException for a bad position or misère play of a partizan game
     * @throws org.sprague.game.LimitExceededException past a limit or the deadline
     */
    public SolveAnswer solve(SolveQuestion q) {
        return within(q.timeLimit(), (Deadline d) -> solveNow(q, d));
    }

    private SolveAnswer solveNow(SolveQuestion q, Deadline deadline) {
        SolveOptions o = q.options();
        long start = System.nanoTime();
        if (partizanSum(q.words())) {
            if (o.outcomeOnly()) {
                PartizanOutcomeSearch.Options search = outcomeOptions(q, deadline);
                if (mixed.is(q.words())) {
                    return SolveAnswer.partizanOutcome(mixed.outcome(partizanComponents(q.words(), o),
                            new PartizanSumSolver(o.maxPositions(), q.printIn(), deadline)), Engine.CANONICAL_FORM,
                            millisSince(start));
                }
                return SolveAnswer.partizanOutcome(PartizanOutcomeSearch.solve(q.words(), search), millisSince(start));
            }
            if (o.misere()) {
                throw new InvalidInputException(
                        "${misere} applies to impartial games; partizan values are for normal play");
            }
            PartizanSumSolver solver = new PartizanSumSolver(o.maxPositions(), q.printIn(), deadline);
            // one more move than listed: to know whether some were cut
            return partizanValue(solver.solve(partizanComponents(q.words(), o), o.maxMoves() + 1),
                    o.maxMoves(), start);
        }
        List<Part> parts = parts(q.words());
        List<Component<?>> userPartizan = o.misere() ? null : userPartizan(parts);
        if (userPartizan != null) {
            // a user's PartizanGame solved to canonical form (issue 14), as the catalogue's partizan games
            if (o.outcomeOnly()) {
                return SolveAnswer.partizanOutcome(PartizanOutcomeSearch.solveSum(userPartizan, outcomeOptions(q, deadline)),
                        millisSince(start));
            }
            return partizanValue(new PartizanSumSolver(o.maxPositions(), q.printIn(), deadline).solve(userPartizan,
                    o.maxMoves() + 1), o.maxMoves(), start);
        }
        return catalogAnswer(q, parts, deadline);
    }

    private static long millisSince(long startNanos) {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }

    /**
     * The position's solution and every legal move with the outcome it leads to; for a
     * partizan catalogue game alone, the moves of the side to move. Every move is listed before
     * anything is solved, so a list over {@link SolveQuestion#maxListed()} is refused at once.
     *
     * <p>Cost: one solve of the position and one evaluation per move (outcome and value,
     * without the move's own winning moves), sharing the search memo; in a sum, one component
     * value per move; remoteness within its own budget.
     */
    public MoveReport moves(SolveQuestion q) {
        return within(q.timeLimit(), (Deadline d) -> movesNow(q, d));
    }

    private MoveReport movesNow(SolveQuestion q, Deadline deadline) {
        SolveOptions options = q.options().withDeadline(deadline);
        List<Part> parts = parts(q.words());
        checkMoveListSize(parts, q.maxMoveSum());
        if (parts.size() == 1 && parts.get(0).game() instanceof PartizanCatalogGame pg) {
            return MoveReport.partizan(pg, parts.get(0).position(), q.side() == null ? Side.LEFT : q.side(),
                    options, q.maxListed());
        }
        if (q.side() != null) {
            throw new InvalidInputException("field 'toMove' is for a partizan game alone (such as pebbles:1,2):"
                    + " in impartial games both players have the same moves");
        }
        // every move listed first, so a list over the limit is refused before anything is solved
        List<List<Move>> movesOf = new ArrayList<>(parts.size());
        int count = 0;
        for (Part part : parts) {
            if (!(part.game() instanceof ImpartialCatalogGame g)) {
                throw new InvalidInputException(part.game().id() + " is partizan: sums are supported for"
                        + " impartial games only");
            }
            deadline.check();
            List<Move> ms = g.moves(part.position());
            count += ms.size();
            if (count > q.maxListed()) {
                throw new LimitExceededException("the position has more than " + q.maxListed()
                        + " moves, the server's limit for a move list (POST /api/solve lists only the winning moves)");
            }
            movesOf.add(ms);
        }
        Remoteness remoteness = Remoteness.of(parts, options.misere(), options.maxPositions(), q.remotenessBudget(),
                deadline);
        CatalogSolver solver = new CatalogSolver(options);
        Solution solution = solver.solveSum(parts);
        SumMoves sum = parts.size() == 1 ? null : new SumMoves(parts, solver, solution);
        List<AnalysedMove> moves = new ArrayList<>(count);
        for (int i = 0; i < parts.size(); i++) {
            ImpartialCatalogGame g = (ImpartialCatalogGame) parts.get(i).game();
            for (Move m : movesOf.get(i)) {
                deadline.check();
                AnalysedMove a;
                if (sum == null) {
                    Evaluation e = solver.evaluateAsSolved(g, m.to());
                    a = new AnalysedMove(m.label(), g.format(m.to()), AnalysedMove.resultOf(e.outcome()),
                            e.outcome(), e.grundy(), remoteness.of(m.to()));
                } else {
                    a = sum.move(i, m);
                }
                moves.add(a);
            }
        }
        return new MoveReport(solution, remoteness.of(parts.get(0).position()), null, moves);
    }

    /**
     * The move the engine of {@code sprague play} plays: a winning move when the side to move
     * has one, else the legal move that changes the position least ({@link PlayEngine}). The
     * answer's {@link Report#json()} is the record {@code POST /api/engine-move} writes
     * ({@code EngineMoveRecord}: the move's label, the position it leads to, and whether the side
     * to move wins with best play, the move leading to a P-position); both null, not winning,
     * when there is no legal move.
     *
     * @throws LimitExceededException past the move limits of {@code q} or its deadline
     */
    public Report engineMove(SolveQuestion q) {
        return within(q.timeLimit(), (Deadline d) -> {
            PlayEngine engine = playEngine(q, d);
            PlayEngine.State s = playState(q);
            List<PlayEngine.Option> moves = engine.moves(s);
            PlayEngine.Option o = moves.isEmpty() ? null : engine.engineMove(s, moves);
            return PlayAnswer.of(o == null ? new EngineMoveRecord(null, null, false)
                    : new EngineMoveRecord(o.label(), PlayEngine.positionText(o.after()), !engine.toMoveWins(o.after())));
        });
    }

    /**
     * The hint of {@code sprague play}: a winning move of the side to move and why it wins, or why
     * there is none ({@link PlayEngine#hint}). The answer's {@link Report#json()} is the record
     * {@code POST /api/hint} writes ({@code HintRecord}: the move, the position it leads to, the
     * reason, and for a sum of impartial games in normal play the nim-sum's table, one row a
     * component with its Grundy value); its {@link Report#text()} what {@code hint} prints; a
     * game valued by canonical form by the values after its moves ({@link PartizanPosition#hint}).
     */
    public Report hint(SolveQuestion q) {
        return within(q.timeLimit(), (Deadline d) -> PlayAnswer.of(partizanSum(q.words())
                ? PartizanPosition.hint(partizanComponents(q.words(), q.options()), q.options(), q.printIn(), d,
                        q.maxListed(), q.side() != Side.RIGHT)
                : playEngine(q, d).hint(playState(q), null)));
    }

    private static PlayEngine playEngine(SolveQuestion q, Deadline d) {
        return new PlayEngine(q.options().withDeadline(d), PlayEngine.Guard.NONE,
                q.maxListed(), q.maxMoveSum());
    }

    /** The position of a play question: what {@code sprague play} plays (refused in its words otherwise). */
    private PlayEngine.State playState(SolveQuestion q) {
        return PlayEngine.playable(parts(q.words()), q.misere(), q.side() == null ? Side.LEFT : q.side());
    }

    /**
     * A game or a comparison in CGT notation: the value report (value, outcome, mean,
     * temperature, stops; optionally cooled, heated, atomic weight, thermograph), or whether
     * the comparison holds. One store of at most {@code maxForms} canonical forms, which polls
     * the deadline.
     */
    public ValueAnswer value(ValueQuestion q) {
        return within(q.timeLimit(), d -> valueNow(q, d));
    }

    private static ValueAnswer valueNow(ValueQuestion q, Deadline deadline) {
        CanonicalForms forms = new CanonicalForms(q.maxForms(), deadline);
        Thermographs th = new Thermographs(forms);
        CanonicalFormPrinter printer = new CanonicalFormPrinter(forms, th, q.printIn());
        ValueParser.Statement s = ValueParser.parse(forms, q.input());
        if (s.isComparison()) {
            if (q.thermographSvg() || q.cool() != null || q.heat() != null || q.atomicWeight()) {
                throw new InvalidInputException(
                        "${thermograph}, ${cool}, ${heat} and ${atomicWeight} need a game, not a comparison");
            }
            return ValueAnswer.comparison(q.input(), s.comparison(), s.truth());
        }
        int g = s.game();
        String weight = q.atomicWeight() ? printer.print(new AtomicWeights(forms).atomicWeight(g)) : null;
        ValueReport r = ValueReport.of(th, printer, g);
        String cooled = null;
        if (q.cool() != null) {
            Dyadic t = Dyadic.parse(q.cool());
            if (t.signum() < 0) {
                throw new InvalidInputException("${cool} " + q.cool() + ": cooling needs a temperature >= 0");
            }
            cooled = printer.print(th.cool(g, t));
        }
        String heated = q.heat() == null ? null : printer.print(th.heat(g, Dyadic.parse(q.heat())));
        // the thermograph question's drawing of the form computed above (labelled in the value's notation)
        ThermographAnswer thermograph = q.thermographSvg() ? ThermographAnswer.of(th, g, q.input(), r.value()) : null;
        StringBuilder text = new StringBuilder(r.text());
        if (cooled != null) {
            text.append("\ncooled by ").append(q.cool()).append(": ").append(cooled);
        }
        if (heated != null) {
            text.append("\nheated by ").append(q.heat()).append(": ").append(heated);
        }
        if (weight != null) {
            text.append("\natomic weight: ").append(weight);
        }
        return new ValueAnswer(new org.sprague.app.json.ValueRecord(q.input(), r.value(), r.outcome().name(),
                r.mean(), r.temperature(), r.leftStop(), r.rightStop(), cooled, heated, weight), text.toString(), null,
                thermograph);
    }

    /**
     * The thermograph of a game in CGT notation ({@code q.input()}; a sum of partizan positions
     * is the front ends', {@code app.front.FrontEnd.thermograph}): its walls as data ({@link Report#json()}), and drawn as SVG
     * ({@link Report#text()}: subzero thermography, from t = -1). One store of at most
     * {@code maxForms} canonical forms, which polls the deadline; the thermograph is linear in
     * the walls' breakpoints once the value is known. The other fields of {@code q} are not read.
     *
     * @throws InvalidInputException for bad notation
     * @throws LimitExceededException past {@code maxForms} forms or the deadline
     */
    public static Report thermograph(ValueQuestion q) {
        return within(q.timeLimit(), (Deadline d) -> {
            CanonicalForms forms = new CanonicalForms(q.maxForms(), d);
            return thermographOf(forms, ValueParser.parseGame(forms, q.input()), q.input());
        });
    }

    /** The thermograph of the sum of partizan positions {@code parts} (the web's, through {@code FrontEnd}). */
    private static Report thermographOf(List<Component<?>> parts, long maxForms, Deadline d) {
        PartizanSumSolver solver = new PartizanSumSolver(maxForms, org.sprague.partizan.Notation.SPRAGUE, d);
        CanonicalForms forms = solver.forms();
        int g = CanonicalForms.ZERO;
        for (Component<?> c : parts) {
            g = forms.add(g, solver.value(c));
        }
        return thermographOf(forms, g, String.join(" + ", parts.stream().map(Component::text).toList()));
    }

    private static Report thermographOf(CanonicalForms forms, int g, String input) {
        Thermographs th = new Thermographs(forms);
        return ThermographAnswer.of(th, g, input, new CanonicalFormPrinter(forms, th).print(g));
    }

    /** Refuses move lists that would be too long to build: heap games have about sum(numbers) moves. */
    private static void checkMoveListSize(List<Part> parts, long maxMoveSum) {
        BigInteger total = parts.stream().flatMap(p -> p.position().values().stream()).reduce(BigInteger.ZERO, BigInteger::add);
        if (total.compareTo(BigInteger.valueOf(maxMoveSum)) > 0) {
            throw new LimitExceededException("the numbers of the position add up to " + total
                    + "; the server lists the moves of positions up to " + maxMoveSum
                    + " (POST /api/solve lists the winning moves of positions of any size)");
        }
    }

    /**
     * The parts as canonical-form components when a user's partizan game is among them and
     * every part is partizan; else null (the catalogue solver answers).
     */
    private List<Component<?>> userPartizan(List<Part> parts) {
        if (parts.stream().noneMatch(p -> userIds.contains(p.game().id()) && p.game() instanceof PartizanCatalogGame)) {
            return null;
        }
        List<Component<?>> components = new ArrayList<>();
        for (Part p : parts) {
            if (!(p.game() instanceof PartizanCatalogGame g)) {
                return null;
            }
            components.add(new Component<>(new CatalogPartizanBoardGame(g), p.position()));
        }
        return components;
    }

    private static PartizanOutcomeSearch.Options outcomeOptions(SolveQuestion q, Deadline deadline) {
        if (q.misere()) {
            throw new InvalidInputException("${misere} applies to impartial games; partizan outcomes are for normal play");
        }
        int t = q.threads() == null ? 1 : q.threads(); // 1 or 2: SolveQuestion checks it
        return new PartizanOutcomeSearch.Options(t, q.checkpoint(), 60, q.progress(), q.maxPositions(), deadline,
                q.checkpointMinNodes(), q.checkpointWholeTable(), q.notes(), q.checkpointWholeEvery());
    }

    private static SolveAnswer partizanValue(PartizanSolution s, int maxMoves, long startNanos) {
        ValueReport r = s.report();
        List<WinningMove> left = s.leftWinningMoves();
        List<WinningMove> right = s.rightWinningMoves();
        List<WinningMove> leftListed = left.subList(0, Math.min(maxMoves, left.size()));
        org.sprague.app.json.PartizanValueRecord record = new org.sprague.app.json.PartizanValueRecord(s.game(), s.position(),
                r.value(), r.outcome().name(), r.mean(), r.temperature(), r.leftStop(), r.rightStop(),
                leftListed, right.subList(0, Math.min(maxMoves, right.size())), s.positionsStored(),
                leftListed, left.size() <= maxMoves, "search", Engine.CANONICAL_FORM.name(),
                Solution.statistics(s.positionsStored(), null, millisSince(startNanos)), null);
        return SolveAnswer.partizanValue(record, left.size() > maxMoves, right.size() > maxMoves, r.text());
    }

    /**
     * With two threads asked, why the answer was searched on one (the engine's reason, or the
     * route it took); null when the search was split, or one thread was asked for.
     */
    private static String oneThreadNote(Solution s, SearchThreads scope) {
        if (scope.used() > 1 || scope.asked() < 2 || !"search".equals(s.decidedBy())) {
            return null;
        }
        String why = scope.oneThreadReason();
        return "on one thread (" + (why != null ? why
                : "${threads} 2 splits the plain Grundy search of a packed position with two moves or more;"
                        + " this answer took another route") + ")";
    }

    private static String firstId(List<String> words) {
        for (String w : words) {
            for (String t : w.trim().split("\\s+")) {
                if (!t.isEmpty()) {
                    return t;
                }
            }
        }
        return "";
    }

    /** Runs {@code work} with the request's {@link Deadline}: {@code limit} from now (none when null). */
    static <T> T within(Duration limit, Function<Deadline, T> work) {
        return work.apply(limit == null ? Deadline.unlimited() : Deadline.after(limit));
    }

    // ------------------------------------------------ tables, patterns, heap games (issue 22 item 4)

    /**
     * The P/N (or Grundy value) grid of a two-coordinate game: one {@link CatalogSolver} for every
     * cell, by the closed form where the method allows, else one search shared by the cells
     * ({@link org.sprague.catalog.front.GameTable#of}); for domineering, the outcome class of
     * every board up to rows x cols ({@link #outcomeTable}, on the question's threads). The one
     * place the route and the options' checks of {@code sprague table} and {@code POST /api/table}
     * are decided.
     *
     * @throws InvalidInputException for a size under 1x1, a game that is not two numbers, or an
     *     option the table would ignore (threads but for domineering, Grundy values or misère
     *     play of domineering, outcome and Grundy values together)
     * @throws LimitExceededException past {@link org.sprague.catalog.front.GameTable#MAX_CELLS} cells,
     *     the position limit or the deadline
     */
    public Report table(TableQuestion q) {
        if (q.rows() == null || q.cols() == null) {
            throw new InvalidInputException("table: give its rows and cols");
        }
        // the route: domineering's table is of outcome classes (issue 23), every other game's a grid
        boolean domineering = q.game().equals("domineering");
        // options that only one kind of table reads: refused where they would be ignored
        if (q.outcome() && q.grundy()) {
            throw new InvalidInputException("${outcome} and ${grundy} ask for different tables: give one"
                    + " (an impartial game's table is of outcomes, P or N, unless ${grundy})");
        }
        if (!domineering && q.threads() != null) {
            throw new InvalidInputException("${threads} is read only by domineering's outcome table");
        }
        if (domineering && (q.grundy() || q.misere())) {
            throw new InvalidInputException((q.grundy() ? "${grundy}" : "${misere}")
                    + ": domineering is partizan; its table is of outcome classes (L, R, N, P)");
        }
        if (domineering) {
            int n = q.threads() == null ? 1 : q.threads();
            if (n < 1 || n > 2) {
                throw new InvalidInputException("${threads} " + n + " must be 1 or 2");
            }
            return outcomeTable(q.rows(), q.cols(), n, q.timeLimit());
        }
        return within(q.timeLimit(), (Deadline d) -> {
            org.sprague.catalog.entry.Game game = catalog.game(q.game());
            return new GridTableAnswer(org.sprague.catalog.front.GameTable.of(game, q.rows(), q.cols(), q.grundy(),
                    q.options().withDeadline(d)),
                    game instanceof PartizanCatalogGame, q.misere());
        });
    }

    /**
     * Who wins every empty rectangle of Domineering up to {@code rows x cols}, both starters:
     * {@link org.sprague.partizan.outcome.PartizanOutcomeSearch#domineeringTable} (issue 23).
     *
     * @param rows the most rows, at least 1
     * @param cols the most columns, at least 1
     * @param threads 1 or 2: the threads each board's outcome search shares the root's replies between
     * @param timeLimit the deadline from the call's start; null: none
     * @throws InvalidInputException for a size past the outcome search's boards
     * @throws LimitExceededException at the deadline
     */
    public Report outcomeTable(int rows, int cols, int threads, Duration timeLimit) {
        return within(timeLimit, (Deadline d) -> {
            org.sprague.game.Outcome[][] t = org.sprague.partizan.outcome.PartizanOutcomeSearch.domineeringTable(
                    rows, cols, threads, d);
            return new OutcomeTableAnswer(rows, cols, java.util.Arrays.stream(t)
                    .map(row -> java.util.Arrays.stream(row).map(Enum::name).toList()).toList());
        });
    }

    /**
     * A game's table by search and the rules the pattern finders see in it, each checked on
     * held-out values ({@link org.sprague.pattern.PatternAnalysis}): a two-coordinate table when
     * the question has rows, else a one-coordinate sequence.
     */
    public Report pattern(TableQuestion q) {
        return within(q.timeLimit(), d -> {
            org.sprague.catalog.entry.Game g = catalog.game(q.game());
            return new PatternAnswer(q.rows() != null
                    ? org.sprague.pattern.PatternAnalysis.table(g, q.rows(), q.cols() == null ? 0 : q.cols(), q.maxPositions(), d)
                    : org.sprague.pattern.PatternAnalysis.sequence(g, q.to(), q.maxPositions(), d));
        });
    }

    /**
     * A heap game's misère quotient of heaps 0..{@code to} (stopping earlier once proven):
     * continuing the work earlier calls of this process did on the code
     * ({@link org.sprague.misere.MisereQuotients}), or, when the question wants the heaps done at
     * its deadline, a run of its own whose progress is reported heap by heap.
     */
    public static Report quotient(SequenceQuestion q) {
        return QuotientAnswer.of(q);
    }

    /**
     * A heap game's Grundy values G(0..to) by the method asked (naive: the mex of every option;
     * sparse: rare and common values), their rare/common split and their periodicity, proven
     * when a theorem covers the code and enough values were computed
     * ({@link org.sprague.heap.HeapPeriodicity}).
     *
     * <p>Static, as {@link #quotient}: a heap game is named by its rule, not looked up in a
     * catalogue, so these calls load no game definition (about 0.1 s of CPU a command saves).
     */
    public static SequenceAnswer sequence(SequenceQuestion q) {
        return SequenceAnswer.of(q);
    }

    /**
     * A user's impartial game ({@code ImpartialGame}: the options of a position, optionally its
     * independent components and a canonical form) under normal play: each position's Grundy
     * value, outcome and winning moves, computed when first asked and remembered.
     *
     * @param maxPositions the most positions the search stores, past which it stops with a
     *     {@link org.sprague.game.PositionLimitException}
     */
    public static <P> ImpartialValues<P> impartial(org.sprague.game.ImpartialGame<P> game, long maxPositions) {
        return impartial(game, maxPositions, Deadline.unlimited());
    }

    /**
     * The same, each search stopping at {@code deadline} with a {@link org.sprague.game.TimeLimitException}
     * (an unlimited deadline still stops at an interrupt of the thread).
     */
    public static <P> ImpartialValues<P> impartial(org.sprague.game.ImpartialGame<P> game, long maxPositions,
            Deadline deadline) {
        return ImpartialValues.normal(game, maxPositions, deadline);
    }

    /**
     * The same under misère play (the player who cannot move wins): each position's outcome
     * and winning moves, by a search over whole positions.
     *
     * @param maxPositions as for {@link #impartial}
     */
    public static <P> ImpartialValues<P> misere(org.sprague.game.ImpartialGame<P> game, long maxPositions) {
        return misere(game, maxPositions, Deadline.unlimited());
    }

    /** The same, each search stopping at {@code deadline} (as {@link #impartial(org.sprague.game.ImpartialGame, long, Deadline)}). */
    public static <P> ImpartialValues<P> misere(org.sprague.game.ImpartialGame<P> game, long maxPositions, Deadline deadline) {
        return ImpartialValues.misere(game, maxPositions, deadline);
    }

    /**
     * A user's partizan game ({@code PartizanGame}: Left's and Right's options, optionally its
     * independent regions): each position's outcome class and value (canonical form, mean,
     * temperature), computed when first asked and remembered.
     *
     * @param maxPositions the most states (outcome) or regions (value) a search stores, past
     *     which it stops with a {@link org.sprague.game.PositionLimitException}
     */
    public static <P> PartizanValues<P> partizan(org.sprague.game.PartizanGame<P> game, long maxPositions) {
        return partizan(game, maxPositions, Deadline.unlimited());
    }

    /** The same, each search stopping at {@code deadline} (as {@link #impartial(org.sprague.game.ImpartialGame, long, Deadline)}). */
    public static <P> PartizanValues<P> partizan(org.sprague.game.PartizanGame<P> game, long maxPositions, Deadline deadline) {
        return new PartizanValues<>(game, maxPositions, deadline);
    }

    /**
     * A game whose play may repeat, given by its options ({@code ImpartialGame}): every position
     * reachable from {@code start} explored into a compressed graph, then labelled win, loss or
     * draw with remoteness and best moves by retrograde analysis (O(positions + moves); the
     * memoized solvers stop at a cycle with a {@link org.sprague.game.LoopyGameException}).
     *
     * @throws org.sprague.game.PositionLimitException past {@code maxPositions} positions
     */
    public static <P> LoopyAnswer<P> loopy(org.sprague.game.ImpartialGame<P> game, P start, long maxPositions) {
        var explored = new org.sprague.loopy.LoopyExplorer<>(game, maxPositions).explore(start);
        return new LoopyAnswer<>(explored, org.sprague.loopy.GraphRetrograde.solve(explored.graph(), 1,
                Deadline.unlimited()));
    }

    private static SolveAnswer catalogAnswer(SolveQuestion q, List<Part> parts, Deadline deadline) {
        SolveOptions o = q.options();
        // the request's deadline token (set by within) and threads travel in the solver's options
        CatalogSolver solver = new CatalogSolver(o.withThreads(q.threads() == null ? 1 : q.threads()).withDeadline(deadline));
        Solution s = solver.solveSum(parts);
        SearchThreads scope = solver.threads();
        // one partizan catalogue game alone: its value is searched within this many positions (PartizanRoute)
        Long valueBudget = parts.size() == 1 && parts.get(0).game() instanceof PartizanCatalogGame
                ? Math.min(o.maxPositions(), CatalogSolver.VALUE_POSITIONS) : null;
        String valueNote = valueBudget != null && s.value() == null && !o.misere()
                ? solver.valueNote((PartizanCatalogGame) parts.get(0).game(), parts.get(0).position()) : null;
        return SolveAnswer.impartial(s, scope.used(), oneThreadNote(s, scope), valueBudget, valueNote);
    }

    /**
     * A strongly solved position looked up: its value, remoteness (and margin) for the player
     * to move, each move's for the player making it, and the engine's move. {@code solved} is
     * opened by the caller (sprague-db's database file): the core opens no file. Cost: one
     * record per position and move; bounded by the game's moves, so no deadline.
     *
     * @param position the position in the game's notation; null or blank: the start
     * @throws InvalidInputException for a bad position, or one (or a position it leads to)
     *     that {@code solved} does not hold
     */
    public static StrongLookupAnswer strongLookup(SolvedPositions solved, String position) {
        var g = solved.game();
        return strongLookup(solved, position == null || position.isBlank() ? g.start() : g.parse(position));
    }

    /** {@link #strongLookup(SolvedPositions, String)} of a position's code. */
    public static StrongLookupAnswer strongLookup(SolvedPositions solved, long position) {
        return StrongLookupAnswer.of(solved, position);
    }

    /**
     * Strongly solves {@code game} in memory, tier by tier (children first), and returns every
     * position's record as the {@link SolvedPositions} that
     * {@link #strongLookup} reads: a library user's whole strong solve in one call (a database
     * file is sprague-db's, through {@code app.disk.StrongSolveAnswer.of}). Two bytes a position.
     *
     * @throws org.sprague.game.PositionLimitException past {@code maxPositions} reachable positions
     */
    public static SolvedPositions strongSolveInMemory(StrongGame game, long maxPositions) {
        TierPlan plan = TierPlan.of(game, maxPositions, Deadline.unlimited());
        TierStore store = TierStore.inMemory();
        new TieredRetrogradeSolver(Deadline.unlimited()).solve(plan, store, StrongSolver.Progress.NONE);
        return new SolvedPositions() {
            @Override
            public StrongGame game() {
                return game;
            }

            @Override
            public int record(long position) {
                long[] at = plan.locate(position);
                return at == null ? -1 : store.get((int) at[0])[(int) at[1]] & 0xFFFF;
            }

            @Override
            public boolean reachableOnly() {
                return plan.explored();
            }
        };
    }

    /**
     * A game on a directed graph that may have cycles ({@link GraphAnswer#of}): every vertex's (or
     * the start's) outcome, remoteness, generalized Grundy value and best moves; a sum of
     * tokens; or the weighted game. The graph is an edge list's text, a stream the caller
     * opened, or a game's positions explored from a start ({@link GraphQuestion}).
     *
     * <p>Static, as {@link #sequence}: a graph names no catalogue game, so the call loads no
     * game definition.
     *
     * @throws InvalidInputException for a bad edge list or a vertex not in the graph
     * @throws org.sprague.game.LimitExceededException past {@code maxVertices} or the deadline
     */
    public static Report graph(GraphQuestion q) {
        return within(q.timeLimit(), (Deadline d) -> GraphAnswer.of(q, d));
    }
}
