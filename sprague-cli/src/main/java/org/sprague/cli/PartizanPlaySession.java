package org.sprague.cli;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.sprague.app.play.PartizanPosition;
import org.sprague.app.play.PartizanPosition.Option;
import org.sprague.partizan.games.PartizanSumSolver.Component;
import org.sprague.partizan.games.SumMove;

/**
 * One game of {@code sprague play} on a partizan game valued by canonical form (domineering,
 * hackenbush, clobber, toads-and-frogs, cutcake) or a sum of them: the dialogue of
 * {@link PlaySession} (same commands, same screens), every position answered by
 * {@link PartizanPosition#of}, the record of the web's {@code POST /api/partizan}. Its options are
 * the moves listed, its engine move for the engine's side is the move played (a winning move
 * whenever there is one, else one to a value no other beats for the engine), and the values of
 * the options explain the hint. Left moves first: the user is Left when they start.
 */
final class PartizanPlaySession {
    private static final String COMMANDS = "a move number, the move's name, the position after your move"
            + " (\"to POSITION\"), or: hint, undo, moves, help, quit";

    /** A position of the game: the sum and whether Left is to move. */
    private record Turn(List<Component<?>> parts, boolean leftToMove) {
    }

    /** The answer for a sum (bounded by the command's limits). */
    private final Function<List<Component<?>>, PartizanPosition> answers;
    private final BufferedReader in;
    private final PrintWriter out;
    private final boolean userLeft;
    /** The turns at the user's move before each of the user's moves, for undo. */
    private final Deque<Turn> history = new ArrayDeque<>();
    private Turn turn;
    private PartizanPosition answer;
    private boolean announced;

    PartizanPlaySession(Function<List<Component<?>>, PartizanPosition> answers, List<Component<?>> start,
            boolean userFirst, BufferedReader in, PrintWriter out) {
        this.answers = answers;
        this.turn = new Turn(List.copyOf(start), true);
        this.userLeft = userFirst;
        this.in = in;
        this.out = out;
    }

    /** The sum as typed after {@code sprague play}: {@code domineering ..|..} or a sum. */
    private static String text(List<Component<?>> parts) {
        return parts.size() == 1 ? parts.get(0).text() : SumMove.text(parts);
    }

    /** Plays until the game is over and the input ends, or the user quits. */
    void run() {
        out.println("Playing " + text(turn.parts()) + " against the engine (normal play: whoever cannot move loses). "
                + (userLeft ? "You move first." : "The engine moves first."));
        out.println("This game is partizan: you are " + side(userLeft) + " (Left moves first) and see only your side's"
                + " moves.");
        answer = answers.apply(turn.parts());
        List<Option> mine = options(userLeft);
        String example = mine.isEmpty() ? "POSITION" : mine.get(mine.size() - 1).position();
        out.println("Type a move number, the position after your move (e.g. \"to " + example + "\"),"
                + " or: hint, undo, moves, help, quit.");
        if (!userTurn() && !gameOver()) {
            engineTurn();
        }
        if (!gameOver()) {
            showPosition();
        }
        while (true) {
            out.print("> ");
            out.flush();
            String line = InputLines.read(in);
            if (line == null) {
                out.println();
                out.println(gameOver() ? "Bye." : "End of input: game left at " + text(turn.parts()) + ", "
                        + side(turn.leftToMove()) + " to move.");
                out.flush();
                return;
            }
            if (!command(line.trim())) {
                out.flush();
                return;
            }
            out.flush();
        }
    }

    private static String side(boolean left) {
        return left ? "Left" : "Right";
    }

    private boolean userTurn() {
        return turn.leftToMove() == userLeft;
    }

    /** The options of Left ({@code left}) or Right in the current position. */
    private List<Option> options(boolean left) {
        return left ? answer.leftOptions() : answer.rightOptions();
    }

    /** The options of the side to move. */
    private List<Option> toMove() {
        return options(turn.leftToMove());
    }

    /** Handles one line; false when the user quits. */
    private boolean command(String line) {
        switch (line.toLowerCase(Locale.ROOT)) {
            case "" -> {
            }
            case "quit", "exit", "q" -> {
                out.println("Bye.");
                return false;
            }
            case "help", "?" -> help();
            case "moves", "position", "show" -> showPosition();
            case "undo" -> undo();
            case "hint" -> out.println(gameOver() ? "The game is over: type undo or quit." : hint());
            default -> {
                if (gameOver()) {
                    out.println("The game is over: type undo to take back your last move, or quit.");
                } else {
                    int chosen = parseMove(line);
                    if (chosen >= 0) {
                        userMove(chosen);
                    }
                }
            }
        }
        return true;
    }

    /** The index of the user's move that {@code line} names, or -1 (after saying why). */
    private int parseMove(String line) {
        List<Option> moves = toMove();
        if (line.matches("[0-9]+")) {
            int k = line.length() > 9 ? -1 : Integer.parseInt(line);
            if (k < 1 || k > moves.size()) {
                out.println("No move " + line + ": choose a number from 1 to " + moves.size() + ".");
                return -1;
            }
            return k - 1;
        }
        String norm = normalize(line);
        for (int i = 0; i < moves.size(); i++) {
            if (normalize(moves.get(i).move()).equals(norm)) {
                return i;
            }
        }
        String target = norm;
        if (target.startsWith("to ") || target.startsWith("= ")) {
            target = target.substring(2).trim();
        } else if (target.startsWith("=")) {
            target = target.substring(1).trim();
        }
        for (int i = 0; i < moves.size(); i++) {
            if (normalize(moves.get(i).position()).equals(target)) {
                return i;
            }
        }
        out.println("Not a legal move here: '" + line + "'. Type " + COMMANDS + ".");
        return -1;
    }

    private static String normalize(String s) {
        return s.trim().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
    }

    /** Plays option {@code index} of the side to move: the next turn and its answer. */
    private void play(int index) {
        turn = new Turn(PartizanPosition.after(turn.parts(), turn.leftToMove(), index), !turn.leftToMove());
        answer = answers.apply(turn.parts());
    }

    private void userMove(int index) {
        history.push(turn);
        Option o = toMove().get(index);
        out.println("You play " + o.move() + "  => " + o.position());
        play(index);
        if (gameOver()) {
            return;
        }
        engineTurn();
        if (!gameOver()) {
            showPosition();
        }
    }

    /** The engine plays its side's engine move of the answer; announces the end when a player is left without a move. */
    private void engineTurn() {
        Option e = turn.leftToMove() ? answer.leftEngineMove() : answer.rightEngineMove();
        out.println("Engine plays " + e.move() + "  => " + e.position());
        play(toMove().indexOf(e));
        gameOver();
    }

    /** Whether the player to move has no move; announces the winner once. */
    private boolean gameOver() {
        if (!toMove().isEmpty()) {
            announced = false;
            return false;
        }
        if (!announced) {
            announced = true;
            boolean userStuck = userTurn();
            out.println((userStuck ? "You have no move left" : "The engine has no move left") + " at "
                    + SumMove.text(turn.parts()) + ": " + (userStuck ? "the engine wins." : "you win!")
                    + " (normal play: whoever cannot move loses)");
            out.println("Game over. Type undo to take back your last move, or quit.");
        }
        return true;
    }

    /**
     * The user's winning move and why (the value after it, which the opponent, moving next, loses
     * from), or why there is none (the value now, and the move the engine would choose).
     */
    private String hint() {
        boolean left = turn.leftToMove();
        Option best = left ? answer.leftEngineMove() : answer.rightEngineMove();
        String opponent = side(!left);
        if (best.wins()) {
            return "hint: " + best.move() + "  => " + best.position() + "\nwhy:  the position after it is worth "
                    + best.value() + (left ? " >= 0" : " <= 0") + ", so " + opponent + ", to move there, loses";
        }
        return "no winning move: " + SumMove.text(turn.parts()) + " is worth " + answer.value() + " (outcome "
                + answer.outcome() + "), so " + side(left) + ", to move, loses against best play: after any move, "
                + opponent + ", moving next, wins. The engine would play " + best.move() + "  => " + best.position()
                + " (worth " + best.value() + "). Play on and hope for a mistake.";
    }

    private void undo() {
        if (history.isEmpty()) {
            out.println("Nothing to undo: you have not moved yet.");
            return;
        }
        boolean engineReplied = userTurn();
        turn = history.pop();
        answer = answers.apply(turn.parts());
        announced = false;
        out.println(engineReplied ? "Took back your last move and the engine's reply." : "Took back your last move.");
        showPosition();
    }

    private void showPosition() {
        List<Option> moves = toMove();
        out.println();
        out.println("position: " + text(turn.parts()));
        out.println("your moves (" + moves.size() + "):");
        PlaySession.list(out, moves.size(), i -> moves.get(i).move(), i -> moves.get(i).position());
    }

    private void help() {
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
        List<Option> moves = toMove();
        return moves.isEmpty() ? "a move's name as listed" : moves.get(0).move();
    }
}
