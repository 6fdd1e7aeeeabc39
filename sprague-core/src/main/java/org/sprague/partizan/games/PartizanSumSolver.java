package org.sprague.partizan.games;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.sprague.game.InvalidInputException;
import org.sprague.game.io.PositionFiles;
import org.sprague.partizan.CanonicalFormPrinter;
import org.sprague.partizan.CanonicalFormSolver;
import org.sprague.partizan.CanonicalForms;
import org.sprague.partizan.Notation;
import org.sprague.partizan.Thermographs;
import org.sprague.partizan.ValueReport;

/**
 * Values a sum of partizan catalogue positions ({@code "domineering ..|.." + "hackenbush lr"}):
 * each component by its game's {@link CanonicalFormSolver} (one transposition table per game),
 * all in one store of canonical forms, added there. Winning moves: Left's moves to a sum
 * {@code >= 0} (Right, moving next, loses), Right's to a sum {@code <= 0}.
 */
public final class PartizanSumSolver {
    private final CanonicalForms forms;
    private final Thermographs analysis;
    private final CanonicalFormPrinter printer;
    private final long maxPositions;
    private final org.sprague.game.Deadline deadline;
    private final Map<String, CanonicalFormSolver<?>> solvers = new HashMap<>();

    /** A solver with no deadline (an interrupt still stops it). */
    public PartizanSumSolver(long maxPositions) {
        this(maxPositions, Notation.SPRAGUE, org.sprague.game.Deadline.unlimited());
    }

    /** A solver whose reports print values in {@code notation}, stopping at {@code deadline}. */
    public PartizanSumSolver(long maxPositions, Notation notation, org.sprague.game.Deadline deadline) {
        this.forms = new CanonicalForms(Math.max(maxPositions, 1_000), deadline);
        this.analysis = new Thermographs(forms);
        this.printer = new CanonicalFormPrinter(forms, analysis, notation);
        this.maxPositions = maxPositions;
        this.deadline = deadline;
    }

    /** One component: a game and its position. */
    public record Component<P>(PartizanBoardGame<P> game, P position) {
        /** {@code "domineering ..|.."}. */
        public String text() {
            return game.id() + " " + game.format(position);
        }

        public Component<P> with(P p) {
            return new Component<>(game, p);
        }
    }

    /** A winning move: the component's move label and the whole sum after it. */
    public record WinningMove(String move, String position) {
    }

    /**
     * The answer: what the value says, and every winning first move of each player.
     *
     * @param positionsStored regions in the transposition tables
     * @param formsStored distinct canonical forms in the store
     */
    public record PartizanSolution(String game, String position, ValueReport report,
            List<WinningMove> leftWinningMoves, List<WinningMove> rightWinningMoves,
            long positionsStored, long formsStored) {
    }

    /** Whether the words (a sum, components separated by {@code +}) start with a partizan game id. */
    public static boolean handles(List<String> words) {
        List<List<String>> parts = split(words);
        return !parts.isEmpty() && !parts.get(0).isEmpty() && PartizanGames.has(parts.get(0).get(0));
    }

    /**
     * Parses {@code GAME POSITION [+ GAME POSITION]...} without file access: a Hackenbush
     * {@code @FILE} is refused ({@link PositionFiles#NONE}), nothing is opened.
     */
    public static List<Component<?>> parse(List<String> words) {
        return parse(words, PositionFiles.NONE);
    }

    /**
     * Parses {@code GAME POSITION [+ GAME POSITION]...}; a Hackenbush {@code @FILE} is read
     * through {@code files}, the only way parsing reaches a file (the command line passes
     * {@link PositionFiles#local()}, the web never does).
     */
    public static List<Component<?>> parse(List<String> words, PositionFiles files) {
        List<Component<?>> out = new ArrayList<>();
        int index = 0;
        for (List<String> part : split(words)) {
            index++;
            if (part.isEmpty()) {
                throw new InvalidInputException("component " + index + " of the sum is empty: write GAME POSITION"
                        + " between the '+' signs");
            }
            String id = part.get(0);
            if (!PartizanGames.has(id)) {
                throw new InvalidInputException("'" + id + "' is not one of the partizan games solved to canonical"
                        + " form here (domineering, hackenbush, clobber, toads-and-frogs, cutcake); an impartial game"
                        + " is taken in a sum with one of them, as the nimber of its Grundy value");
            }
            List<String> position = part.subList(1, part.size());
            if (id.equals("hackenbush") && !position.isEmpty() && position.get(0).startsWith("@")) {
                out.add(HackenbushGraph.component(position, files)); // a graph from a file of edges, if allowed
            } else {
                out.add(component(PartizanGames.get(id), position));
            }
        }
        return out;
    }

    private static <P> Component<P> component(PartizanBoardGame<P> g, List<String> words) {
        return new Component<>(g, g.parse(words));
    }

    /** The words of each component of a sum ({@code +} between them), as {@link #parse} reads them. */
    public static List<List<String>> split(List<String> args) {
        List<List<String>> parts = new ArrayList<>();
        List<String> current = new ArrayList<>();
        for (String a : args) {
            for (String w : a.trim().split("\\s+")) {
                if (w.isEmpty()) {
                    continue;
                }
                if (w.equals("+")) {
                    parts.add(current);
                    current = new ArrayList<>();
                } else {
                    current.add(w);
                }
            }
        }
        parts.add(current);
        return parts;
    }

    public CanonicalForms forms() {
        return forms;
    }

    public Thermographs analysis() {
        return analysis;
    }

    public CanonicalFormPrinter printer() {
        return printer;
    }

    /** Regions stored in the transposition tables of every game so far. */
    public long positionsStored() {
        return solvers.values().stream().mapToLong(CanonicalFormSolver::positionsStored).sum();
    }

    /**
     * The canonical form id of one component: by its game's closed form when it has one (an
     * integer, or the nimber of an impartial game's Grundy value), else searched.
     */
    @SuppressWarnings("unchecked")
    public <P> int value(Component<P> c) {
        java.util.OptionalLong closed = c.game().integerValue(c.position());
        if (closed.isPresent()) {
            return forms.integer(closed.getAsLong());
        }
        java.util.OptionalInt nimber = c.game().nimberValue(c.position(), deadline);
        if (nimber.isPresent()) {
            return forms.nimber(nimber.getAsInt());
        }
        CanonicalFormSolver<P> s = (CanonicalFormSolver<P>) solvers.computeIfAbsent(c.game().tableKey(),
                id -> new CanonicalFormSolver<>(c.game(), forms, maxPositions));
        return s.value(c.position());
    }

    /** Value, outcome, mean, temperature, stops and every winning move of the sum (at most {@code maxMoves} a side). */
    public PartizanSolution solve(List<Component<?>> parts, int maxMoves) {
        int[] values = values(parts);
        int total = CanonicalForms.ZERO;
        for (int v : values) {
            total = forms.add(total, v);
        }
        List<WinningMove> left = new ArrayList<>();
        List<WinningMove> right = new ArrayList<>();
        if (maxMoves > 0) {
            int[] others = others(values);
            for (SumMove m : SumMove.winning(parts, true, m -> wins(after(others, m), true), maxMoves)) {
                left.add(new WinningMove(m.label(), m.position()));
            }
            for (SumMove m : SumMove.winning(parts, false, m -> wins(after(others, m), false), maxMoves)) {
                right.add(new WinningMove(m.label(), m.position()));
            }
        }
        long stored = positionsStored();
        String game = parts.size() == 1 ? parts.get(0).game().id() : "sum";
        return new PartizanSolution(game, SumMove.text(parts), ValueReport.of(analysis, printer, total), left,
                right, stored, forms.size());
    }

    /**
     * The engine's move where every option's value is known (a canonical form): among the
     * winning options if there are any, else among all, one that no other beats for the mover
     * ({@link CanonicalForms#less}: Left wants the value larger, Right smaller); the first such
     * in order. Greedy, O(options) comparisons: the candidate only ever improves strictly, so no
     * option seen earlier beats the one kept ({@code <} is transitive). The one statement of
     * this rule: {@code sprague}'s play engine and the web's partizan explorer call it.
     *
     * @param values the canonical form after each option, in {@code forms}
     * @return the option chosen, or null when there is none
     */
    public static <T> T bestByValue(CanonicalForms forms, List<T> options, java.util.function.Predicate<? super T> wins,
            List<Integer> values, boolean left) {
        boolean anyWins = options.stream().anyMatch(wins);
        int best = -1;
        for (int i = 0; i < options.size(); i++) {
            if (anyWins && !wins.test(options.get(i))) {
                continue;
            }
            if (best < 0 || (left ? forms.less(values.get(best), values.get(i))
                    : forms.less(values.get(i), values.get(best)))) {
                best = i;
            }
        }
        return best < 0 ? null : options.get(best);
    }

    private int[] values(List<Component<?>> parts) {
        return parts.stream().mapToInt(this::value).toArray();
    }

    /** {@code others[i]}: the sum of every component's value but the i-th (G - G would cost a full sum). */
    private int[] others(int[] values) {
        int[] others = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            int o = CanonicalForms.ZERO;
            for (int j = 0; j < values.length; j++) {
                if (j != i) {
                    o = forms.add(o, values[j]);
                }
            }
            others[i] = o;
        }
        return others;
    }

    /** The value of the sum after {@code m}. */
    private int after(int[] others, SumMove m) {
        return forms.add(others[m.component()], value(m.moved()));
    }

    /** Whether a move to a sum worth {@code after} wins for its mover. */
    private boolean wins(int after, boolean leftMoved) {
        return leftMoved ? forms.leq(CanonicalForms.ZERO, after) : forms.leq(after, CanonicalForms.ZERO);
    }
}
