package org.sprague.app.play;

import java.util.ArrayList;
import java.util.List;
import org.sprague.app.json.HintRecord;
import org.sprague.game.Deadline;
import org.sprague.game.LimitExceededException;
import org.sprague.partizan.CanonicalForms;
import org.sprague.partizan.Notation;
import org.sprague.partizan.ValueReport;
import org.sprague.partizan.games.PartizanBoardGame.LabelledMove;
import org.sprague.partizan.games.PartizanSumSolver;
import org.sprague.partizan.games.PartizanSumSolver.Component;
import org.sprague.partizan.games.SumMove;

/**
 * A sum of partizan positions solved to canonical form with every move of each player and
 * the move the engine plays for each side: the answer (and JSON) of the web's
 * {@code POST /api/partizan}, computed here so that the front end only parses the position
 * and writes this record. The engine's rule is {@code sprague play}'s for options of known
 * value ({@link PartizanSumSolver#bestByValue}): a winning move when there is one, else a move to a
 * value no other move beats for the mover.
 *
 * <p>Cost: one store of at most {@code maxForms} canonical forms, which polls the deadline;
 * one component value per move (the other components' sum computed once per component).
 *
 * @param leftEngineMove the engine's move for Left, null when Left has no move
 * @param rightEngineMove the engine's move for Right, null when Right has no move
 * @param positionsStored regions in the transposition tables
 * @param formsStored distinct canonical forms in the store
 */
public record PartizanPosition(String game, String position, String value, String outcome, String mean,
        String temperature, String leftStop, String rightStop, List<Option> leftOptions,
        List<Option> rightOptions, Option leftEngineMove, Option rightEngineMove,
        long positionsStored, long formsStored) {

    /**
     * One move of a player: its label, the position after it, that position's value, and whether
     * it wins for the mover (the value after it is {@code >= 0} for Left, {@code <= 0} for Right:
     * the opponent, moving next, loses).
     */
    public record Option(String move, String position, String value, boolean wins) {
    }

    /**
     * The answer for the sum of {@code parts} (values printed in {@code notation}), storing at
     * most {@code maxForms} canonical forms and listing at most {@code maxMoves} moves of each
     * side, within {@code timeLimit} from the call (null: no limit).
     *
     * @throws LimitExceededException past {@code maxMoves} moves of a side, the store's limit or
     *     the deadline
     */
    public static PartizanPosition of(List<Component<?>> parts, Notation notation, long maxForms, int maxMoves,
            java.time.Duration timeLimit) {
        return of(new PartizanSumSolver(maxForms, notation,
                timeLimit == null ? Deadline.unlimited() : Deadline.after(timeLimit)), parts, maxMoves,
                "the server's limit for a move list");
    }

    /**
     * The answer for the sum of {@code parts} with the store of {@code solver} (its notation,
     * limit and deadline), which a caller answering many positions of one game keeps from call
     * to call ({@code sprague play}: the options of one answer are the positions of the next, so
     * their values are already stored). Past {@code maxMoves} moves of a side, the message
     * ends with {@code movesLimit} ({@code "the limit of ${maxMoves}"}, which a front end
     * renders as its own word).
     */
    public static PartizanPosition of(PartizanSumSolver solver, List<Component<?>> parts, int maxMoves,
            String movesLimit) {
        CanonicalForms forms = solver.forms();
        int[] values = new int[parts.size()];
        int total = CanonicalForms.ZERO;
        for (int i = 0; i < values.length; i++) {
            values[i] = solver.value(parts.get(i));
            total = forms.add(total, values[i]);
        }
        ValueReport report = ValueReport.of(solver.analysis(), solver.printer(), total);
        List<Integer> leftValues = new ArrayList<>();
        List<Integer> rightValues = new ArrayList<>();
        List<Option> left = options(solver, parts, values, true, leftValues, maxMoves, movesLimit);
        List<Option> right = options(solver, parts, values, false, rightValues, maxMoves, movesLimit);
        return new PartizanPosition(parts.size() == 1 ? parts.get(0).game().id() : "sum", SumMove.text(parts),
                report.value(), report.outcome().name(), report.mean(), report.temperature(), report.leftStop(),
                report.rightStop(), left, right,
                PartizanSumSolver.bestByValue(forms, left, Option::wins, leftValues, true),
                PartizanSumSolver.bestByValue(forms, right, Option::wins, rightValues, false),
                solver.positionsStored(), forms.size());
    }

    /**
     * The hint of {@code sprague play} for a sum valued by canonical form ({@code Sprague.hint}):
     * {@link #hint(boolean)} of its answer, at most {@code options.maxPositions()} forms stored.
     *
     * @throws org.sprague.game.InvalidInputException for misère play
     */
    public static HintRecord hint(List<Component<?>> parts, org.sprague.catalog.SolveOptions options, Notation notation,
            Deadline deadline, long maxMoves, boolean left) {
        if (options.misere()) {
            throw new org.sprague.game.InvalidInputException(
                    "${misere} applies to impartial games; partizan values are for normal play");
        }
        return of(new PartizanSumSolver(options.maxPositions(), notation, deadline), parts,
                (int) Math.min(maxMoves, Integer.MAX_VALUE - 1), "the limit of ${maxMoves}").hint(left);
    }

    /**
     * The hint of {@code sprague play} for Left ({@code left}) or Right to move here: the engine's
     * move when it wins, and why (the value after it, which the opponent, moving next, loses
     * from); else why no move wins (the value here) and the move the engine would choose.
     */
    public HintRecord hint(boolean left) {
        Option best = left ? leftEngineMove : rightEngineMove;
        String opponent = left ? "Right" : "Left";
        if (best == null) {
            return new HintRecord(null, null, "the game is over: there is no move", List.of(), null);
        }
        if (best.wins()) {
            return new HintRecord(best.move(), best.position(), "the position after it is worth " + best.value()
                    + (left ? " >= 0" : " <= 0") + ", so " + opponent + ", to move there, loses", List.of(), null);
        }
        return new HintRecord(null, null, position + " is worth " + value + " (outcome " + outcome + "), so "
                + (left ? "Left" : "Right") + ", to move, loses against best play: after any move, " + opponent
                + ", moving next, wins. The engine would play " + best.move() + "  => " + best.position() + " (worth "
                + best.value() + "). Play on and hope for a mistake.", List.of(), null);
    }

    /** Every move of one side, component by component, with the value of the sum after it (into {@code afterValues}). */
    private static List<Option> options(PartizanSumSolver solver, List<Component<?>> parts, int[] values,
            boolean left, List<Integer> afterValues, int maxMoves, String movesLimit) {
        CanonicalForms forms = solver.forms();
        List<Option> out = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            int others = CanonicalForms.ZERO;
            for (int j = 0; j < values.length; j++) {
                if (j != i) {
                    others = forms.add(others, values[j]);
                }
            }
            for (LabelledMove<?> m : moves(parts.get(i), left)) {
                if (out.size() >= maxMoves) {
                    throw new LimitExceededException("the position has more than " + maxMoves + " moves for "
                            + (left ? "Left" : "Right") + ", " + movesLimit);
                }
                SumMove move = new SumMove(parts, i, m);
                int after = forms.add(others, solver.value(move.moved()));
                boolean wins = left ? forms.leq(CanonicalForms.ZERO, after) : forms.leq(after, CanonicalForms.ZERO);
                out.add(new Option(move.label(), SumMove.text(move.after()), solver.printer().print(after), wins));
                afterValues.add(after);
            }
        }
        return out;
    }

    /**
     * The sum after the {@code index}-th option of Left ({@code left}) or Right, in the order
     * {@link #leftOptions()} and {@link #rightOptions()} list them: how a player's choice of an
     * option becomes the next position. O(moves of that side).
     *
     * @throws IndexOutOfBoundsException when the side has no such option
     */
    public static List<Component<?>> after(List<Component<?>> parts, boolean left, int index) {
        return SumMove.all(parts, left).get(index).after();
    }

    private static <P> List<LabelledMove<P>> moves(Component<P> c, boolean left) {
        return c.game().moves(c.position(), left);
    }
}
