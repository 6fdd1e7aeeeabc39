package org.sprague.app.play;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.sprague.app.json.HintRecord;
import org.sprague.catalog.CatalogSolver;
import org.sprague.catalog.entry.Part;
import org.sprague.catalog.entry.Game;
import org.sprague.catalog.ImpartialCatalogGame;
import org.sprague.game.Move;
import org.sprague.catalog.PartizanCatalogGame;
import org.sprague.game.Position;
import org.sprague.game.Solution;
import org.sprague.catalog.SolveOptions;
import org.sprague.game.LimitExceededException;
import org.sprague.game.Outcome;
import org.sprague.partizan.PartizanOutcomeAlgorithm.Side;
import org.sprague.game.wording.Remedy;

/**
 * The engine behind {@code sprague play} (and the engine move of the application layer): the legal moves of a position (a single game or
 * a sum of impartial games), who wins from it, the move the engine plays, and a hint with
 * its reason.
 *
 * <p>The engine plays a winning move whenever one exists: the first winning move of
 * {@link CatalogSolver#solveSum} (closed form or search), checked against the legal moves.
 * From a losing position it plays the legal move that changes the numbers least (the
 * longest game, the most chances for the opponent to err). One {@link CatalogSolver} is
 * kept for the whole game, so searches are shared from move to move.
 */
public final class PlayEngine {
    /** A position of the game being played: the parts of a sum (one part for a single game). */
    public record State(List<Part> parts, Side toMove) {
        public State {
            parts = List.copyOf(parts);
        }
    }

    /** A legal move: its label and the state it leads to (the other side to move). */
    public record Option(String label, State after) {
    }

    /** How each answer of the engine is computed: directly, or bounded and watched (the command line's
     * {@code --timeout} and its guard of user code). */
    public interface Guard {
        <T> T call(java.util.concurrent.Callable<T> work) throws Exception;

        /** The time each answer may take, its deadline from the answer's start; null: none. */
        default java.time.Duration timeLimit() {
            return null;
        }

        Guard NONE = new Guard() {
            @Override
            public <T> T call(java.util.concurrent.Callable<T> work) throws Exception {
                return work.call();
            }
        };
    }

    /**
     * The most moves {@link #moves} lists by default: {@code sprague play}'s {@code --max-moves}
     * (issue 22: {@code play nim 2147483647} listed 2^31 - 1 moves for a minute, then ran out
     * of memory).
     */
    public static final long DEFAULT_MAX_LISTED = 100_000;

    private final SolveOptions options;
    private final CatalogSolver solver;
    private final Guard guard;
    private final long maxListed;
    private final long maxNumberSum;

    /**
     * An engine that lists at most {@code maxListed} moves of a position ({@link #moves}
     * refuses more, with {@link LimitExceededException}), every answer run through {@code guard}.
     */
    public PlayEngine(SolveOptions options, Guard guard, long maxListed) {
        this(options, guard, maxListed, maxListed);
    }

    /**
     * An engine that lists at most {@code maxListed} moves, of positions whose numbers add up to
     * at most {@code maxNumberSum} (the web's two limits of a move list, {@code maxMoves} and
     * {@code maxMoveSum}).
     */
    public PlayEngine(SolveOptions options, Guard guard, long maxListed, long maxNumberSum) {
        if (maxListed < 1) {
            throw new org.sprague.game.InvalidInputException("${maxMoves} " + maxListed + " must be at least 1");
        }
        this.maxListed = maxListed;
        this.maxNumberSum = maxNumberSum;
        this.options = options;
        // play asks who wins and how, never a position's value (the hint's nim-sum arithmetic
        // asks evaluate for values explicitly): the pruned outcome search where a game has one,
        // and no bounded value search after a closed form that gives only the outcome
        this.solver = new CatalogSolver(options.withOutcomeOnly(true));
        this.guard = guard;
    }

    private <T> T guarded(java.util.function.Supplier<T> work) {
        java.time.Duration limit = guard.timeLimit();
        try {
            return guard.call(() -> limit == null ? work.get()
                    : solver.within(org.sprague.game.Deadline.after(limit), work));
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    public boolean misere() {
        return options.misere();
    }

    /**
     * Refuses what the engine does not play: a sum with a partizan component, and misère play
     * of a partizan game (the command line's {@code play} and the web's engine move alike).
     *
     * @throws org.sprague.game.InvalidInputException naming the game
     */
    public static void checkPlayable(List<Part> parts, boolean misere) {
        for (Part p : parts) {
            if (!(p.game() instanceof ImpartialCatalogGame)) {
                if (parts.size() > 1) {
                    throw new org.sprague.game.InvalidInputException(p.game().id()
                            + " is partizan: sums are supported for impartial games only");
                }
                if (misere) {
                    throw new org.sprague.game.InvalidInputException(p.game().id()
                            + " is partizan: ${misere} applies to impartial games only");
                }
            }
        }
    }

    /** The state of {@code parts} with {@code toMove} to move, if the engine plays it ({@link #checkPlayable}). */
    public static State playable(List<Part> parts, boolean misere, Side toMove) {
        checkPlayable(parts, misere);
        return new State(parts, toMove);
    }

    /** Whether the game is partizan (then only one part). */
    public static boolean partizan(State s) {
        return s.parts().get(0).game() instanceof PartizanCatalogGame;
    }

    /** The position as typed after {@code sprague play}: {@code nim 3 4 5} or a sum. */
    public static String text(State s) {
        return org.sprague.catalog.entry.Part.sumText(s.parts());
    }

    /** The position without the game id for a single game ({@code 3 4 5}), else the sum's text. */
    public static String positionText(State s) {
        if (s.parts().size() == 1) {
            Part p = s.parts().get(0);
            String f = p.game().format(p.position());
            return f.isEmpty() ? p.text() : f;
        }
        return text(s);
    }

    /**
     * Every legal move of the side to move, at most the engine's {@code maxListed}. Before a
     * move is listed, a position whose numbers add up to more than that is refused (a heap
     * game has about as many moves as its numbers add up to, and a list of billions of moves
     * cannot be built); after, a list longer than that.
     *
     * @throws LimitExceededException when the numbers are too large for the moves to be listed,
     *     or there are more than {@code maxListed} moves
     */
    public List<Option> moves(State s) {
        return guarded(() -> listMoves(s, true));
    }

    /** The legal moves; past the engine's limits, refused ({@code refuse}) or null. */
    private List<Option> listMoves(State s, boolean refuse) {
        BigInteger sum = total(s);
        if (sum.compareTo(BigInteger.valueOf(maxNumberSum)) > 0) {
            if (!refuse) {
                return null;
            }
            throw new LimitExceededException("the moves from " + text(s)
                    + " cannot be listed to play: its numbers add up to " + sum + " (a heap game has about as many"
                    + " moves), more than " + maxNumberSum + (maxNumberSum == maxListed ? ", the limit of ${maxMoves}"
                            : ", the limit for listing moves"));
        }
        List<Option> out = new ArrayList<>();
        Side next = s.toMove().other();
        try {
            for (int i = 0; i < s.parts().size(); i++) {
                Part part = s.parts().get(i);
                Game g = part.game();
                List<Move> ms = g instanceof PartizanCatalogGame pg
                        ? pg.moves(part.position(), s.toMove() == Side.LEFT)
                        : ((ImpartialCatalogGame) g).moves(part.position());
                for (Move m : ms) {
                    List<Part> after = new ArrayList<>(s.parts());
                    after.set(i, new Part(g, m.to()));
                    String label = s.parts().size() == 1 ? m.label()
                            : "component " + (i + 1) + " (" + g.id() + "): " + m.label();
                    out.add(new Option(label, new State(after, next)));
                }
                if (out.size() > maxListed) {
                    break;
                }
            }
        } catch (LimitExceededException e) {
            throw Remedy.attach(new LimitExceededException("the moves from " + text(s) + " cannot be listed to play: "
                    + e.template()), Remedy.of(e).toArray(new Remedy[0]));
        }
        if (out.size() > maxListed) {
            if (!refuse) {
                return null;
            }
            throw new LimitExceededException("the moves from " + text(s)
                    + " cannot be listed to play: it has more than " + maxListed + " moves, the limit of ${maxMoves}");
        }
        return out;
    }

    /** Whether the side to move wins with best play. */
    public boolean toMoveWins(State s) {
        if (partizan(s)) {
            Part p = s.parts().get(0);
            return solver.wins((PartizanCatalogGame) p.game(), p.position(), s.toMove());
        }
        if (s.parts().size() == 1) {
            Part p = s.parts().get(0);
            return solver.evaluate(p.game(), p.position(), false).outcome() == Outcome.N;
        }
        if (options.misere()) {
            return solver.solveSum(s.parts()).outcome() == Outcome.N;
        }
        return nimSum(grundyValues(s)).signum() != 0;
    }

    /** A winning move of the side to move, if it has one. */
    public Optional<Option> winningMove(State s, List<Option> moves) {
        if (moves.isEmpty()) {
            return Optional.empty();
        }
        if (!partizan(s) || s.toMove() == Side.LEFT) {
            Solution sol = solver.solveSum(s.parts());
            if (sol.outcome() == Outcome.P) {
                return Optional.empty();
            }
            if (!sol.winningMoves().isEmpty()) {
                String target = sol.winningMoves().get(0).position();
                for (Option o : moves) {
                    // The solver's winning moves are checked against search in the games' tests;
                    // trusting them keeps closed-form games with huge numbers playable.
                    if (positionText(o.after()).equals(target)) {
                        return Optional.of(o);
                    }
                }
            }
        }
        for (Option o : moves) {
            if (!toMoveWins(o.after())) {
                return Optional.of(o);
            }
        }
        return Optional.empty();
    }

    /** The engine's move: a winning one when it has one, else the legal move that changes least. */
    public Option engineMove(State s, List<Option> moves) {
        return guarded(() -> chooseMove(s, moves));
    }

    private Option chooseMove(State s, List<Option> moves) {
        Optional<Option> w = winningMove(s, moves);
        if (w.isPresent()) {
            return w.get();
        }
        Option best = moves.get(0);
        BigInteger bestChange = change(s, best.after());
        for (Option o : moves) {
            BigInteger c = change(s, o.after());
            if (c.compareTo(bestChange) < 0) {
                best = o;
                bestChange = c;
            }
        }
        return best;
    }

    /** How much a move changes the position: the difference of the sums of its numbers. */
    private static BigInteger change(State from, State to) {
        return total(from).subtract(total(to)).abs();
    }

    private static BigInteger total(State s) {
        return s.parts().stream().flatMap(p -> p.position().values().stream()).reduce(BigInteger.ZERO, BigInteger::add);
    }

    // ------------------------------------------------------------------ hints

    /**
     * A winning move of the side to move and why it wins, or why there is none: the hint of
     * {@code sprague play} and of the web ({@code Sprague.hint}). For a sum of impartial games in
     * normal play, the reason is the nim-sum arithmetic and the record holds its table.
     *
     * @param moves the legal moves of {@code s}, or null to have them listed here; when they are
     *     too many to list (an impartial position past this engine's limits, such as
     *     {@code nim 10^38 5}), the solver's winning moves stand in for them
     */
    public HintRecord hint(State s, List<Option> moves) {
        return guarded(() -> {
            List<Option> listed = moves != null ? moves : listMoves(s, partizan(s));
            return listed != null ? explain(s, listed, true) : explain(s, winningOptions(s), false);
        });
    }

    /**
     * The hint's reason over {@code moves}: every legal move ({@code complete}), or only the winning
     * ones (the solver's, when the legal moves are too many to list).
     */
    private HintRecord explain(State s, List<Option> moves, boolean complete) {
        if (moves.isEmpty() && complete) {
            return new HintRecord(null, null, "the game is over: there is no move", List.of(), null);
        }
        boolean nimSumReason = !partizan(s) && !options.misere() && atomicCount(s) >= 2;
        List<HintRecord.Row> rows = nimSumReason ? rows(s) : List.of();
        BigInteger sum = nimSumReason ? nimSum(rows.stream().map(HintRecord.Row::value).toList()) : null;
        Optional<Option> w = winningMove(s, moves);
        if (w.isEmpty()) {
            String why = nimSumReason ? nimSumLine(s, rows, sum) + ": " : "";
            return new HintRecord(null, null, why + positionText(s) + " is a P-position (the player to move loses"
                    + " against best play); every move leads to an N-position. Play on and hope for a mistake.", rows, sum);
        }
        Option o = w.get();
        if (!nimSumReason) {
            return new HintRecord(o.label(), positionText(o.after()), pPositionReason(s, o), rows, sum);
        }
        // Prefer the move of the Sprague-Grundy theorem: a part of value g down to g XOR s < g.
        for (Option m : moves) {
            if (lowersAPart(s, m, sum) && !toMoveWins(m.after())) {
                o = m;
                break;
            }
        }
        return new HintRecord(o.label(), positionText(o.after()), nimSumReason(s, o, nimSumLine(s, rows, sum), sum),
                rows, sum);
    }

    /** The solver's winning moves of an impartial position, as options (their positions parsed back). */
    private List<Option> winningOptions(State s) {
        List<Option> out = new ArrayList<>();
        for (Solution.SolvedMove m : solver.solveSum(s.parts()).winningMoves()) {
            String[] texts = s.parts().size() == 1 ? new String[] {m.position()} : m.position().split(" \\+ ");
            if (texts.length != s.parts().size()) {
                return listMoves(s, true); // a position that does not read back: refused as the list is
            }
            List<Part> after = new ArrayList<>();
            for (int i = 0; i < texts.length; i++) {
                Game g = s.parts().get(i).game();
                List<String> words = new ArrayList<>(List.of(texts[i].trim().split("\\s+")));
                words.removeIf(String::isEmpty);
                if (s.parts().size() > 1 && !words.isEmpty()) {
                    words.remove(0); // the game's id
                }
                after.add(new Part(g, g.parse(words)));
            }
            out.add(new Option(m.move(), new State(after, s.toMove().other())));
        }
        return out;
    }

    private String pPositionReason(State s, Option o) {
        StringBuilder sb = new StringBuilder(positionText(o.after())).append(" is a P-position: ");
        if (partizan(s)) {
            sb.append(o.after().toMove() == Side.LEFT ? "Left" : "Right").append(", to move there, loses");
            return sb.toString();
        }
        sb.append("the player to move there loses").append(options.misere() ? " (misère play)" : "");
        Part p = o.after().parts().get(0);
        boolean closedForm = o.after().parts().size() == 1 && p.game().definition().hasClosedForm()
                && solver.evaluate(p.game(), p.position(), false).decidedBy().equals("closed-form");
        return sb.append(closedForm ? " (closed form: " + p.game().definition().closedForm() + ")"
                : " (decided by search over the positions below it)").toString();
    }

    /** The one component a move replaces, or null when it is not a single component. */
    private static Position movedComponent(State s, Option o) {
        int changed = changedPart(s, o.after());
        if (changed < 0) {
            return null;
        }
        List<Position> removed = new ArrayList<>(components(s.parts().get(changed)));
        for (Position c : components(o.after().parts().get(changed))) {
            removed.remove(c);
        }
        return removed.size() == 1 ? removed.get(0) : null;
    }

    /** Whether the move replaces one component of value g by parts worth g XOR nim-sum < g. */
    private boolean lowersAPart(State s, Option o, BigInteger sum) {
        Position c = movedComponent(s, o);
        if (c == null) {
            return false;
        }
        int changed = changedPart(s, o.after());
        BigInteger g = grundy(s.parts().get(changed).game(), c);
        return g.xor(sum).compareTo(g) < 0;
    }

    private String nimSumReason(State s, Option o, String line, BigInteger sum) {
        int changed = changedPart(s, o.after());
        Position c = movedComponent(s, o);
        if (c != null) {
            Part before = s.parts().get(changed);
            Part after = o.after().parts().get(changed);
            BigInteger g = grundy(before.game(), c);
            BigInteger t = g.xor(sum);
            if (t.compareTo(g) > 0) {
                return line + "; " + o.label() + " turns a part of value " + g + " into value " + g
                        + " XOR " + sum + " = " + t + ", so the nim-sum becomes 0 (a P-position)";
            }
            String name = o.label().contains(": ") ? o.label().substring(0, o.label().lastIndexOf(": "))
                    : "the component " + c;
            if (valueIsSize(before.game(), c) && becomes(before.position(), after.position(), t)) {
                return line + "; " + name + ": " + g + " XOR " + sum + " = " + t + " < " + g
                        + ", so move " + name + " to " + t;
            }
            return line + "; " + name + " (value " + g + "): " + g + " XOR " + sum + " = " + t + " < " + g
                    + ", so move it to a position of value " + t + ": " + o.label()
                    + " (the nim-sum becomes 0, a P-position)";
        }
        return line + "; " + o.label() + " makes the nim-sum 0, a P-position";
    }

    /** Whether {@code after} is {@code before} with exactly one number changed, to {@code value}. */
    private static boolean becomes(Position before, Position after, BigInteger value) {
        if (before.size() != after.size()) {
            return false;
        }
        int changed = 0;
        boolean toValue = false;
        for (int i = 0; i < before.size(); i++) {
            if (!before.get(i).equals(after.get(i))) {
                changed++;
                toValue = after.get(i).equals(value);
            }
        }
        return changed == 1 && toValue;
    }

    private static int changedPart(State a, State b) {
        for (int i = 0; i < a.parts().size(); i++) {
            if (!a.parts().get(i).position().equals(b.parts().get(i).position())) {
                return i;
            }
        }
        return -1;
    }

    /** The nim-sum's table: each component's Grundy value, named {@code G(7)} (in a sum {@code G(nim 3)}). */
    private List<HintRecord.Row> rows(State s) {
        List<HintRecord.Row> rows = new ArrayList<>();
        for (Part p : s.parts()) {
            String prefix = s.parts().size() == 1 ? "" : p.game().id() + " ";
            for (Position c : components(p)) {
                rows.add(new HintRecord.Row("G(" + prefix + p.game().format(c) + ")", grundy(p.game(), c)));
            }
        }
        return rows;
    }

    /** {@code nim-sum 3 XOR 4 XOR 5 = 2}, with each part's value named when it is not its size. */
    private String nimSumLine(State s, List<HintRecord.Row> rows, BigInteger sum) {
        boolean allSizes = true;
        for (Part p : s.parts()) {
            for (Position c : components(p)) {
                allSizes &= valueIsSize(p.game(), c);
            }
        }
        String line = "nim-sum " + String.join(" XOR ", rows.stream().map(r -> r.value().toString()).toList()) + " = " + sum;
        return allSizes ? line : "Grundy values " + String.join(", ", rows.stream().map(r -> r.label() + " = " + r.value())
                .toList()) + "; " + line;
    }

    private boolean valueIsSize(Game g, Position c) {
        return c.size() == 1 && grundy(g, c).equals(c.get(0));
    }

    private int atomicCount(State s) {
        return s.parts().stream().mapToInt(p -> components(p).size()).sum();
    }

    private static List<Position> components(Part p) {
        return ((ImpartialCatalogGame) p.game()).components(p.position());
    }

    private BigInteger grundy(Game g, Position c) {
        return solver.evaluate(g, c, true).grundy();
    }

    private List<BigInteger> grundyValues(State s) {
        return s.parts().stream().flatMap(p -> components(p).stream().map(c -> grundy(p.game(), c))).toList();
    }

    private static BigInteger nimSum(List<BigInteger> values) {
        return values.stream().reduce(BigInteger.ZERO, BigInteger::xor);
    }
}
