package org.sprague.cli;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.util.List;
import java.util.function.Function;
import org.sprague.app.play.PartizanPosition;
import org.sprague.app.play.PartizanPosition.Option;
import org.sprague.partizan.games.PartizanSumSolver.Component;
import org.sprague.partizan.games.SumMove;

/**
 * One game of {@code sprague play} on a partizan game valued by canonical form (domineering,
 * hackenbush, clobber, toads-and-frogs, cutcake) or a sum of them: the {@link PlayDialogue}
 * (same commands, same screens as {@link PlaySession}), every position answered by
 * {@link PartizanPosition#of}, the record of the web's {@code POST /api/partizan}. Its options are
 * the moves listed, its engine move for the engine's side is the move played (a winning move
 * whenever there is one, else one to a value no other beats for the engine), and the values of
 * the options explain the hint. Left moves first: the user is Left when they start.
 */
final class PartizanPlaySession extends PlayDialogue<Option, PartizanPlaySession.Turn> {
    private static final String COMMANDS = "a move number, the move's name, the position after your move"
            + " (\"to POSITION\"), or: hint, undo, moves, help, quit";

    /** A position of the game: the sum and whether Left is to move. */
    record Turn(List<Component<?>> parts, boolean leftToMove) {
    }

    /** The answer for a sum (bounded by the command's limits). */
    private final Function<List<Component<?>>, PartizanPosition> answers;
    private final boolean userLeft;
    private Turn turn;
    private PartizanPosition answer;

    PartizanPlaySession(Function<List<Component<?>>, PartizanPosition> answers, List<Component<?>> start,
            boolean userFirst, BufferedReader in, PrintWriter out) {
        super(in, out);
        this.answers = answers;
        this.turn = new Turn(List.copyOf(start), true);
        this.userLeft = userFirst;
    }

    /** The sum as typed after {@code sprague play}: {@code domineering ..|..} or a sum. */
    private static String text(List<Component<?>> parts) {
        return parts.size() == 1 ? parts.get(0).text() : SumMove.text(parts);
    }

    private static String side(boolean left) {
        return left ? "Left" : "Right";
    }

    @Override
    void introduce() {
        out.println("Playing " + text(turn.parts()) + " against the engine (normal play: whoever cannot move loses). "
                + (userLeft ? "You move first." : "The engine moves first."));
        out.println("This game is partizan: you are " + side(userLeft) + " (Left moves first) and see only your side's"
                + " moves.");
        answer = answers.apply(turn.parts());
        List<Option> mine = options(userLeft);
        String example = mine.isEmpty() ? "POSITION" : mine.get(mine.size() - 1).position();
        out.println("Type a move number, the position after your move (e.g. \"to " + example + "\"),"
                + " or: hint, undo, moves, help, quit.");
    }

    /** The options of Left ({@code left}) or Right in the current position. */
    private List<Option> options(boolean left) {
        return left ? answer.leftOptions() : answer.rightOptions();
    }

    @Override
    List<Option> moves() {
        return options(turn.leftToMove());
    }

    @Override
    String label(Option move) {
        return move.move();
    }

    @Override
    String position(Option move) {
        return move.position();
    }

    /** Plays an option of the side to move: the next turn and its answer. */
    @Override
    void play(Option move) {
        int index = moves().indexOf(move);
        turn = new Turn(PartizanPosition.after(turn.parts(), turn.leftToMove(), index), !turn.leftToMove());
        answer = answers.apply(turn.parts());
    }

    /** The engine's side's engine move of the answer. */
    @Override
    Option engineMove() {
        return turn.leftToMove() ? answer.leftEngineMove() : answer.rightEngineMove();
    }

    @Override
    Turn snapshot() {
        return turn;
    }

    @Override
    void restore(Turn snapshot) {
        turn = snapshot;
        answer = answers.apply(turn.parts());
    }

    @Override
    boolean userToMove() {
        return turn.leftToMove() == userLeft;
    }

    @Override
    boolean misere() {
        return false;
    }

    @Override
    String endPosition() {
        return SumMove.text(turn.parts());
    }

    @Override
    String shownPosition() {
        return text(turn.parts());
    }

    @Override
    String leftAt() {
        return text(turn.parts()) + ", " + side(turn.leftToMove()) + " to move.";
    }

    @Override
    boolean leadsTo(Option move, String target) {
        return normalize(move.position()).equals(target);
    }

    @Override
    String noMove(String number, int count) {
        return "No move " + number + ": choose a number from 1 to " + count + ".";
    }

    @Override
    String notAMove(String line, String target) {
        return "Not a legal move here: '" + line + "'. Type " + COMMANDS + ".";
    }

    /** The hint of the answer for the side to move ({@link PartizanPosition#hint}). */
    @Override
    String hint() {
        return answer.hint(turn.leftToMove()).text();
    }

    @Override
    void help() {
        out.println("Commands:");
        out.println("  N            play move number N of the list");
        out.println("  MOVE         play the move of that name (e.g. " + example() + ")");
        out.println("  to POSITION  play the move that leads to POSITION");
        out.println("  hint         a winning move and why it wins (the value it leads to), or why there is none");
        out.println("  undo         take back your last move and the engine's reply");
        out.println("  moves        show the position and your moves again");
        out.println("  quit         stop playing");
    }

    private String example() {
        List<Option> moves = moves();
        return moves.isEmpty() ? "a move's name as listed" : moves.get(0).move();
    }
}
