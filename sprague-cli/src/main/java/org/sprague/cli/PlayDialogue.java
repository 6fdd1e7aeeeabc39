package org.sprague.cli;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.function.IntFunction;

/**
 * The dialogue of one game of {@code sprague play}, said once for its two engines
 * ({@link PlaySession} over {@code PlayEngine}, {@link PartizanPlaySession} over
 * {@code PartizanPosition}): reads the user's commands line by line (so a game can be piped in
 * and ends cleanly at end of input), plays the user's move and the engine's reply, announces the
 * end once, takes moves back. A session supplies the game: the moves of the side to move, how a
 * move is named and where it leads, playing one, the engine's choice, a snapshot for undo, and the
 * few texts in which the two sessions differ.
 *
 * @param <O> a move of the side to move, as the engine lists it
 * @param <S> a snapshot of the game at the user's turn, restored by {@code undo}
 */
abstract class PlayDialogue<O, S> {
    /** Moves listed in full up to this many; beyond, the first ones and a note. */
    static final int LIST_LIMIT = 60;

    final BufferedReader in;
    final PrintWriter out;
    /** The snapshots at the user's turn before each of the user's moves, for undo. */
    private final Deque<S> history = new ArrayDeque<>();
    private boolean announced;

    PlayDialogue(BufferedReader in, PrintWriter out) {
        this.in = in;
        this.out = out;
    }

    /** The moves of the side to move now. */
    abstract List<O> moves();

    /** A move's name as listed. */
    abstract String label(O move);

    /** The position a move leads to, as the user may type it after {@code to}. */
    abstract String position(O move);

    /** Plays {@code move} of the side to move. */
    abstract void play(O move);

    /** The engine's choice among {@link #moves()}. */
    abstract O engineMove();

    abstract S snapshot();

    abstract void restore(S snapshot);

    abstract boolean userToMove();

    /** Whether whoever cannot move wins. */
    abstract boolean misere();

    /** The position where a player is left without a move, as the end announces it. */
    abstract String endPosition();

    /** The position as {@code moves} shows it. */
    abstract String shownPosition();

    /** The answer to {@code hint} while the game is on. */
    abstract String hint();

    abstract void help();

    /** The line at end of input while the game is on: {@code End of input: game left at ...}. */
    abstract String leftAt();

    /** The opening lines before the first move (who plays what, the commands). */
    abstract void introduce();

    /** Whether {@code target} (normalised, {@code to} removed) names the position {@code move} leads to. */
    abstract boolean leadsTo(O move, String target);

    /** The answer to a move number out of range. */
    abstract String noMove(String number, int count);

    /** The answer to a line that names no legal move ({@code target}: the line normalised, {@code to} removed). */
    abstract String notAMove(String line, String target);

    /** Plays until the game is over and the input ends, or the user quits. */
    final void run() {
        introduce();
        if (!userToMove() && !gameOver()) {
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
                out.println(gameOver() ? "Bye." : "End of input: game left at " + leftAt());
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
                    O chosen = parseMove(line);
                    if (chosen != null) {
                        userMove(chosen);
                    }
                }
            }
        }
        return true;
    }

    /** The user's move that {@code line} names (its number, its name, or the position after it), or null after saying why. */
    private O parseMove(String line) {
        List<O> moves = moves();
        if (line.matches("[0-9]+")) {
            int k = line.length() > 9 ? -1 : Integer.parseInt(line);
            if (k < 1 || k > moves.size()) {
                out.println(noMove(line, moves.size()));
                return null;
            }
            return moves.get(k - 1);
        }
        String norm = normalize(line);
        for (O o : moves) {
            if (normalize(label(o)).equals(norm)) {
                return o;
            }
        }
        String target = norm;
        if (target.startsWith("to ") || target.startsWith("= ")) {
            target = target.substring(2).trim();
        } else if (target.startsWith("=")) {
            target = target.substring(1).trim();
        }
        for (O o : moves) {
            if (leadsTo(o, target)) {
                return o;
            }
        }
        out.println(notAMove(line, target));
        return null;
    }

    static String normalize(String s) {
        return s.trim().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
    }

    private void userMove(O move) {
        history.push(snapshot());
        out.println("You play " + label(move) + "  => " + position(move));
        play(move);
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
        O e = engineMove();
        out.println("Engine plays " + label(e) + "  => " + position(e));
        play(e);
        gameOver();
    }

    /** Whether the player to move has no move; announces the winner once. */
    private boolean gameOver() {
        if (!moves().isEmpty()) {
            announced = false;
            return false;
        }
        if (!announced) {
            announced = true;
            boolean userStuck = userToMove();
            boolean userWins = misere() == userStuck;
            out.println((userStuck ? "You have no move left" : "The engine has no move left") + " at "
                    + endPosition() + ": " + (userWins ? "you win!" : "the engine wins.") + " (" + rule(misere())
                    + ")");
            out.println("Game over. Type undo to take back your last move, or quit.");
        }
        return true;
    }

    static String rule(boolean misere) {
        return misere ? "misère play: whoever cannot move wins" : "normal play: whoever cannot move loses";
    }

    private void undo() {
        if (history.isEmpty()) {
            out.println("Nothing to undo: you have not moved yet.");
            return;
        }
        boolean engineReplied = userToMove();
        restore(history.pop());
        announced = false;
        out.println(engineReplied ? "Took back your last move and the engine's reply." : "Took back your last move.");
        showPosition();
    }

    final void showPosition() {
        List<O> moves = moves();
        out.println();
        out.println("position: " + shownPosition());
        out.println("your moves (" + moves.size() + "):");
        list(out, moves.size(), i -> label(moves.get(i)), i -> position(moves.get(i)));
    }

    /**
     * The numbered moves, each {@code label  => position} with the labels aligned; beyond
     * {@link #LIST_LIMIT}, the first half of that and a note.
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
}
