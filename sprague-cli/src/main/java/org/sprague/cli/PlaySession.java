package org.sprague.cli;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.util.List;
import org.sprague.app.play.PlayEngine;
import org.sprague.app.play.PlayEngine.Option;
import org.sprague.app.play.PlayEngine.State;
import org.sprague.partizan.PartizanOutcomeAlgorithm.Side;

/**
 * One game of {@code sprague play} answered by {@link PlayEngine} (impartial games, sums, and the
 * partizan games it searches): the {@link PlayDialogue} over the engine's states and options.
 */
final class PlaySession extends PlayDialogue<Option, State> {
    private static final String COMMANDS = "a move number, the position after your move (\"to POSITION\"),"
            + " or: hint, undo, moves, help, quit";

    private final PlayEngine engine;
    private final Side userSide;
    private State state;
    private List<Option> moves;

    PlaySession(PlayEngine engine, State start, boolean userFirst, BufferedReader in, PrintWriter out) {
        super(in, out);
        this.engine = engine;
        this.state = start;
        this.userSide = userFirst ? Side.LEFT : Side.RIGHT;
    }

    @Override
    void introduce() {
        out.println("Playing " + PlayEngine.text(state) + " against the engine (" + rule(engine.misere()) + "). "
                + (userSide == Side.LEFT ? "You move first." : "The engine moves first."));
        if (PlayEngine.partizan(state)) {
            out.println("This game is partizan: you are " + (userSide == Side.LEFT ? "Left" : "Right")
                    + " (Left moves first) and see only your side's moves.");
        }
        moves = engine.moves(state);
        String example = moves.isEmpty() ? "POSITION" : PlayEngine.positionText(moves.get(moves.size() - 1).after());
        out.println("Type a move number, the position after your move (e.g. \"to " + example + "\"),"
                + " or: hint, undo, moves, help, quit.");
    }

    @Override
    List<Option> moves() {
        return moves;
    }

    @Override
    String label(Option move) {
        return move.label();
    }

    @Override
    String position(Option move) {
        return PlayEngine.positionText(move.after());
    }

    @Override
    void play(Option move) {
        state = move.after();
        moves = engine.moves(state);
    }

    @Override
    Option engineMove() {
        return engine.engineMove(state, moves);
    }

    @Override
    State snapshot() {
        return state;
    }

    @Override
    void restore(State snapshot) {
        state = snapshot;
        moves = engine.moves(state);
    }

    @Override
    boolean userToMove() {
        return state.toMove() == userSide;
    }

    @Override
    boolean misere() {
        return engine.misere();
    }

    @Override
    String endPosition() {
        return PlayEngine.positionText(state);
    }

    @Override
    String shownPosition() {
        return PlayEngine.text(state);
    }

    @Override
    String hint() {
        return engine.hint(state, moves).text();
    }

    @Override
    String leftAt() {
        return PlayEngine.text(state) + ".";
    }

    @Override
    boolean leadsTo(Option move, String target) {
        return normalize(PlayEngine.positionText(move.after())).equals(target)
                || normalize(PlayEngine.text(move.after())).equals(target);
    }

    @Override
    String noMove(String number, int count) {
        return "No move " + number + ": choose a number from 1 to " + count + " (to give a position, type \"to "
                + number + "\").";
    }

    @Override
    String notAMove(String line, String target) {
        if (target.matches("[0-9 +a-z:,_-]*[0-9]")) {
            return "Not a legal move: " + target + " cannot be reached in one move from "
                    + PlayEngine.positionText(state) + " (type moves to list them).";
        }
        return "Not understood: '" + line + "'. Type " + COMMANDS + ".";
    }

    @Override
    void help() {
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
