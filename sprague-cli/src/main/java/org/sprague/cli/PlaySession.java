package org.sprague.cli;

import org.sprague.app.play.PlayEngine;
import java.io.BufferedReader;
import java.io.PrintWriter;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.function.IntFunction;
import org.sprague.app.play.PlayEngine.Option;
import org.sprague.app.play.PlayEngine.State;
import org.sprague.partizan.PartizanOutcomeAlgorithm.Side;

/**
 * One game of {@code sprague play}: reads the user's commands line by line (so a game can be
 * piped in and ends cleanly at end of input), answers with the engine's moves.
 */
final class PlaySession {
    /** Moves listed in full up to this many; beyond, the first ones and a note. */
    static final int LIST_LIMIT = 60;
    private static final String COMMANDS = "a move number, the position after your move (\"to POSITION\"),"
            + " or: hint, undo, moves, help, quit";

    private final PlayEngine engine;
    private final BufferedReader in;
    private final PrintWriter out;
    private final Side userSide;
    /** The states at the user's turn before each of the user's moves, for undo. */
    private final Deque<State> history = new ArrayDeque<>();
    private State state;
    private List<Option> moves;

    PlaySession(PlayEngine engine, State start, boolean userFirst, BufferedReader in, PrintWriter out) {
        this.engine = engine;
        this.state = start;
        this.in = in;
        this.out = out;
        this.userSide = userFirst ? Side.LEFT : Side.RIGHT;
    }

    /** Plays until the game is over and the input ends, or the user quits. */
    void run() {
        out.println("Playing " + PlayEngine.text(state) + " against the engine ("
                + (engine.misere() ? "misère play: whoever cannot move wins" : "normal play: whoever cannot move loses")
                + "). " + (userSide == Side.LEFT ? "You move first." : "The engine moves first."));
        if (PlayEngine.partizan(state)) {
            out.println("This game is partizan: you are " + (userSide == Side.LEFT ? "Left" : "Right")
                    + " (Left moves first) and see only your side's moves.");
        }
        moves = engine.moves(state);
        String example = moves.isEmpty() ? "POSITION" : PlayEngine.positionText(moves.get(moves.size() - 1).after());
        out.println("Type a move number, the position after your move (e.g. \"to " + example + "\"),"
                + " or: hint, undo, moves, help, quit.");
        if (userSide != state.toMove() && !gameOver()) {
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
                out.println(gameOver() ? "Bye." : "End of input: game left at " + PlayEngine.text(state) + ".");
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

    /** Handles one line; false when the user quits. */
    private boolean command(String line) {
        String word = line.toLowerCase(Locale.ROOT);
        switch (word) {
            case "" -> {
            }
            case "quit", "exit", "q" -> {
                out.println("Bye.");
                return false;
            }
            case "help", "?" -> help();
            case "moves", "position", "show" -> showPosition();
            case "undo" -> undo();
            case "hint" -> out.println(gameOver() ? "The game is over: type undo or quit." : engine.hint(state, moves));
            default -> {
                if (gameOver()) {
                    out.println("The game is over: type undo to take back your last move, or quit.");
                } else {
                    Option chosen = parseMove(line);
                    if (chosen != null) {
                        userMove(chosen);
                    }
                }
            }
        }
        return true;
    }

    private Option parseMove(String line) {
        if (line.matches("[0-9]+")) {
            int k = line.length() > 9 ? -1 : Integer.parseInt(line);
            if (k < 1 || k > moves.size()) {
                out.println("No move " + line + ": choose a number from 1 to " + moves.size()
                        + " (to give a position, type \"to " + line + "\").");
                return null;
            }
            return moves.get(k - 1);
        }
        String norm = normalize(line);
        for (Option o : moves) {
            if (normalize(o.label()).equals(norm)) {
                return o;
            }
        }
        String target = norm;
        if (target.startsWith("to ") || target.startsWith("= ")) {
            target = target.substring(2).trim();
        } else if (target.startsWith("=")) {
            target = target.substring(1).trim();
        }
        for (Option o : moves) {
            if (normalize(PlayEngine.positionText(o.after())).equals(target)
                    || normalize(PlayEngine.text(o.after())).equals(target)) {
                return o;
            }
        }
        if (target.matches("[0-9 +a-z:,_-]*[0-9]")) {
            out.println("Not a legal move: " + target + " cannot be reached in one move from "
                    + PlayEngine.positionText(state) + " (type moves to list them).");
        } else {
            out.println("Not understood: '" + line + "'. Type " + COMMANDS + ".");
        }
        return null;
    }

    private static String normalize(String s) {
        return s.trim().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
    }

    private void userMove(Option o) {
        history.push(state);
        out.println("You play " + o.label() + "  => " + PlayEngine.positionText(o.after()));
        state = o.after();
        moves = engine.moves(state);
        if (gameOver()) {
            return;
        }
        engineTurn();
        if (!gameOver()) {
            showPosition();
        }
    }

    /** The engine moves; announces the end when a player is left without a move. */
    private void engineTurn() {
        Option e = engine.engineMove(state, moves);
        out.println("Engine plays " + e.label() + "  => " + PlayEngine.positionText(e.after()));
        state = e.after();
        moves = engine.moves(state);
        gameOver();
    }

    private boolean announced;

    /** Whether the player to move has no move; announces the winner once. */
    private boolean gameOver() {
        if (!moves.isEmpty()) {
            announced = false;
            return false;
        }
        if (!announced) {
            announced = true;
            boolean userStuck = state.toMove() == userSide;
            boolean userWins = engine.misere() == userStuck;
            String rule = engine.misere() ? "misère play: whoever cannot move wins"
                    : "normal play: whoever cannot move loses";
            out.println((userStuck ? "You have no move left" : "The engine has no move left") + " at "
                    + PlayEngine.positionText(state) + ": " + (userWins ? "you win!" : "the engine wins.")
                    + " (" + rule + ")");
            out.println("Game over. Type undo to take back your last move, or quit.");
        }
        return true;
    }

    private void undo() {
        if (history.isEmpty()) {
            out.println("Nothing to undo: you have not moved yet.");
            return;
        }
        boolean engineReplied = state.toMove() == userSide;
        state = history.pop();
        moves = engine.moves(state);
        announced = false;
        out.println(engineReplied ? "Took back your last move and the engine's reply." : "Took back your last move.");
        showPosition();
    }

    private void showPosition() {
        out.println();
        out.println("position: " + PlayEngine.text(state));
        out.println("your moves (" + moves.size() + "):");
        list(out, moves.size(), i -> moves.get(i).label(), i -> PlayEngine.positionText(moves.get(i).after()));
    }

    /**
     * The numbered moves, each {@code label  => position} with the labels aligned; beyond
     * {@link #LIST_LIMIT}, the first half of that and a note (shared with {@link PartizanPlaySession}).
     */
    static void list(PrintWriter out, int count, IntFunction<String> label, IntFunction<String> position) {
        int shown = count <= LIST_LIMIT ? count : LIST_LIMIT / 2;
        int width = String.valueOf(count).length();
        int labelWidth = 0;
        for (int i = 0; i < shown; i++) {
            labelWidth = Math.max(labelWidth, label.apply(i).length());
        }
        for (int i = 0; i < shown; i++) {
            String l = label.apply(i);
            out.println("  " + " ".repeat(width - String.valueOf(i + 1).length()) + (i + 1) + ". " + l
                    + " ".repeat(labelWidth - l.length()) + "  => " + position.apply(i));
        }
        if (shown < count) {
            out.println("  ... and " + (count - shown) + " more: type the number or the position after"
                    + " your move (\"to ...\").");
        }
    }

    private void help() {
        out.println("Commands:");
        out.println("  N            play move number N of the list");
        out.println("  to POSITION  play the move that leads to POSITION (e.g. to 1 4 5); \"to\" may be left out"
                + " when the position has more than one number");
        out.println("  hint         a winning move and why it wins (or why there is none)");
        out.println("  undo         take back your last move and the engine's reply");
        out.println("  moves        show the position and your moves again");
        out.println("  quit         stop playing");
    }
}
