package org.sprague.cli;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.stream.IntStream;
import org.sprague.app.StrongLookupAnswer;
import org.sprague.strong.Value;

/**
 * {@code sprague play --db FILE}: play against perfect play read from a strong-solution
 * database, one {@code Sprague.strongLookup} per position. The engine plays the answer's
 * {@link StrongLookupAnswer#engineMove()}: the best move by value for the mover (win over tie
 * over draw over lose), winning fastest and losing slowest; among equals, the first in the
 * game's move order.
 */
final class StrongPlay {
    private final StrongLookup look;
    private final BufferedReader in;
    private final PrintWriter out;
    private final boolean userFirst;
    private final Deque<Long> history = new ArrayDeque<>();
    private long position;

    StrongPlay(StrongLookup look, long start, boolean userFirst, BufferedReader in, PrintWriter out) {
        this.look = look;
        this.position = start;
        this.userFirst = userFirst;
        this.in = in;
        this.out = out;
    }

    void run() {
        out.println("Playing " + look.game.id() + " from the database " + look.db.file().getFileName()
                + " (perfect play). " + (userFirst ? "You move first." : "The engine moves first."));
        out.println("Type a move (its name or number), or: hint, undo, moves, help, quit.");
        boolean userTurn = userFirst;
        while (true) {
            StrongLookupAnswer here = look.answer(position);
            if (gameOver(here)) {
                return;
            }
            if (!userTurn) {
                int m = here.engineMove();
                out.println("Engine plays " + here.move(m) + " (" + here.describeMove(m)
                        + " for the engine)");
                position = here.movePosition(m);
                userTurn = true;
                continue;
            }
            List<String> moves = IntStream.range(0, here.moveCount()).mapToObj(here::move).toList();
            show(here, moves);
            String line = prompt();
            if (line == null) {
                out.println();
                out.println("End of input: game left at " + look.game.format(position) + ".");
                return;
            }
            line = line.trim();
            switch (line) {
                case "" -> {
                }
                case "quit", "exit", "q" -> {
                    out.println("Bye.");
                    return;
                }
                case "help", "?" -> out.println("Type a move (its name or number from the list), or: hint (the value"
                        + " of every move), undo (take back your last move), moves, quit.");
                case "moves" -> {
                }
                case "hint" -> {
                    for (int i = 0; i < moves.size(); i++) {
                        out.println("  " + moves.get(i) + ": " + here.describeMove(i));
                    }
                    int b = here.engineMove();
                    out.println("Best: " + here.move(b) + " (" + here.describeMove(b) + ")");
                }
                case "undo" -> {
                    if (history.isEmpty()) {
                        out.println("Nothing to undo.");
                    } else {
                        position = history.pop();
                    }
                }
                default -> {
                    int chosen = -1;
                    for (int i = 0; i < moves.size(); i++) {
                        if (look.game.namesMove(position, here.movePosition(i), line) || line.equals("#" + (i + 1))) {
                            chosen = i;
                        }
                    }
                    if (chosen < 0 && line.matches("\\d+") && !moves.stream().anyMatch(m -> m.matches("\\d+"))) {
                        int k = Integer.parseInt(line);
                        chosen = k >= 1 && k <= moves.size() ? k - 1 : -1;
                    }
                    if (chosen < 0) {
                        out.println("'" + line + "' is not a move here: one of "
                                + String.join(", ", moves)
                                + " (or hint, undo, quit)");
                    } else {
                        history.push(position);
                        position = here.movePosition(chosen);
                        out.println("You play " + here.move(chosen) + " ("
                                + here.describeMove(chosen) + " for you)");
                        userTurn = false;
                    }
                }
            }
        }
    }

    private boolean gameOver(StrongLookupAnswer here) {
        if (here.moveCount() > 0) {
            return false;
        }
        out.println(look.game.format(position));
        Value v = here.value();
        out.println("Game over: " + (v == Value.TIE ? "a tie." : "the player to move " + (v == Value.WIN ? "wins" : "loses")
                + "."));
        return true;
    }

    private void show(StrongLookupAnswer here, List<String> moves) {
        out.println();
        out.println(look.game.format(position) + "   (" + here.describe() + " for you)");
        out.println("Your moves: " + String.join(", ", moves));
    }

    private String prompt() {
        out.print("> ");
        out.flush();
        return InputLines.read(in);
    }
}
