package org.sprague.partizan.games;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.sprague.game.InvalidInputException;
import org.sprague.game.PositionFiles;
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
    private final Map<String, CanonicalFormSolver<?>> solvers = new HashMap<>();

    public PartizanSumSolver(long maxPositions) {
        this(maxPositions, Notation.SPRAGUE);
    }

    /** A solver whose reports print values in {@code notation}. */
    public PartizanSumSolver(long maxPositions, Notation notation) {
        this.forms = new CanonicalForms(Math.max(maxPositions, 1_000));
        this.analysis = new Thermographs(forms);
        this.printer = new CanonicalFormPrinter(forms, analysis, notation);
        this.maxPositions = maxPositions;
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
                throw new InvalidInputException("'" + id + "' is not a partizan game with values; a sum with "
                        + part.get(0) + " needs one of: domineering, hackenbush, clobber, toads-and-frogs, cutcake");
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

    private static List<List<String>> split(List<String> args) {
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
        long stored = 0;
        for (CanonicalFormSolver<?> s : solvers.values()) {
            stored += s.positionsStored();
        }
        return stored;
    }

    /** The canonical form id of one component: by its game's closed form when it has one, else searched. */
    @SuppressWarnings("unchecked")
    public <P> int value(Component<P> c) {
        java.util.OptionalLong closed = c.game().integerValue(c.position());
        if (closed.isPresent()) {
            return forms.integer(closed.getAsLong());
        }
        CanonicalFormSolver<P> s = (CanonicalFormSolver<P>) solvers.computeIfAbsent(c.game().tableKey(),
                id -> new CanonicalFormSolver<>(c.game(), forms, maxPositions));
        return s.value(c.position());
    }

    /** Value, outcome, mean, temperature, stops and every winning move of the sum. */
    public PartizanSolution solve(List<Component<?>> parts, int maxMoves) {
        int[] values = new int[parts.size()];
        int total = CanonicalForms.ZERO;
        for (int i = 0; i < values.length; i++) {
            values[i] = value(parts.get(i));
            total = forms.add(total, values[i]);
        }
        List<WinningMove> left = new ArrayList<>();
        List<WinningMove> right = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            if (maxMoves <= 0) {
                break;
            }
            int others = CanonicalForms.ZERO; // the other components' sum (G - G would cost a full sum)
            for (int j = 0; j < values.length; j++) {
                if (j != i) {
                    others = forms.add(others, values[j]);
                }
            }
            collect(parts, i, others, true, left, maxMoves);
            collect(parts, i, others, false, right, maxMoves);
        }
        long stored = positionsStored();
        String game = parts.size() == 1 ? parts.get(0).game().id() : "sum";
        String position = parts.size() == 1 ? positionText(parts.get(0)) : text(parts);
        return new PartizanSolution(game, position, ValueReport.of(forms, analysis, printer, total), left, right,
                stored, forms.size());
    }

    private <P> void collect(List<Component<?>> parts, int i, int others, boolean leftMoves, List<WinningMove> out,
            int maxMoves) {
        @SuppressWarnings("unchecked")
        Component<P> c = (Component<P>) parts.get(i);
        for (PartizanBoardGame.LabelledMove<P> m : c.game().moves(c.position(), leftMoves)) {
            if (out.size() >= maxMoves) {
                return;
            }
            int after = forms.add(others, value(c.with(m.to())));
            boolean wins = leftMoves ? forms.leq(CanonicalForms.ZERO, after) : forms.leq(after, CanonicalForms.ZERO);
            if (wins) {
                List<Component<?>> next = new ArrayList<>(parts);
                next.set(i, c.with(m.to()));
                String label = parts.size() == 1 ? m.label() : "component " + (i + 1) + " (" + c.game().id() + "): "
                        + m.label();
                out.add(new WinningMove(label, parts.size() == 1 ? c.game().format(m.to()) : text(next)));
            }
        }
    }

    private static <P> String positionText(Component<P> c) {
        return c.game().format(c.position());
    }

    private static String text(List<Component<?>> parts) {
        StringBuilder sb = new StringBuilder();
        for (Component<?> c : parts) {
            if (!sb.isEmpty()) {
                sb.append(" + ");
            }
            sb.append(c.text());
        }
        return sb.toString();
    }
}
