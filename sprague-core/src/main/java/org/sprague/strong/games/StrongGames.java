package org.sprague.strong.games;

import java.util.List;
import org.sprague.game.InvalidInputException;
import org.sprague.strong.StrongGame;

/** The catalogue of games that can be strongly solved, by id ({@code connect-four:5x4}). */
public final class StrongGames {
    /** id, parameter help, description. */
    public static final List<String[]> CATALOG = List.of(
            new String[] {"tic-tac-toe", "", "3x3 noughts and crosses (a tie)"},
            new String[] {"connect-four", ":WxH", "Connect Four on W columns of H rows (e.g. connect-four:5x4)"},
            new String[] {"dodgem", "[:N]", "Vout's Dodgem on an NxN board, N = 3 by default (cycles: draws)"});

    private StrongGames() {
    }

    /**
     * A user's game class (a {@code --game-file}, compiled): its public constructor taking
     * {@code String...} gets {@code args}, else its no-argument one. Used by the CLI and, from
     * the class name, by Spark executors.
     */
    public static StrongGame newInstance(Class<?> cls, List<String> args) {
        if (!StrongGame.class.isAssignableFrom(cls)) {
            throw new InvalidInputException("game file: " + cls.getSimpleName()
                    + " must implement org.sprague.strong.StrongGame");
        }
        try {
            try {
                java.lang.reflect.Constructor<?> c = cls.getConstructor(String[].class);
                return (StrongGame) c.newInstance((Object) args.toArray(new String[0]));
            } catch (NoSuchMethodException e) {
                if (!args.isEmpty()) {
                    throw new InvalidInputException("game file: " + cls.getSimpleName()
                            + " takes no arguments (give it a public constructor taking String... to pass " + args + ")");
                }
                return (StrongGame) cls.getConstructor().newInstance();
            }
        } catch (java.lang.reflect.InvocationTargetException e) {
            Throwable c = e.getCause();
            if (c instanceof org.sprague.game.SpragueException se) {
                throw se;
            }
            throw new InvalidInputException("game file: the constructor of " + cls.getSimpleName() + " threw " + c);
        } catch (ReflectiveOperationException e) {
            throw new InvalidInputException("game file: " + cls.getSimpleName()
                    + " needs a public constructor taking String... or nothing");
        }
    }

    /** The game with this id. */
    public static StrongGame of(String id) {
        String name = id;
        String param = "";
        int colon = id.indexOf(':');
        if (colon >= 0) {
            name = id.substring(0, colon);
            param = id.substring(colon + 1);
        }
        return switch (name) {
            case "tic-tac-toe", "tictactoe" -> {
                if (!param.isEmpty()) {
                    throw new InvalidInputException("tic-tac-toe takes no parameter: '" + id + "'");
                }
                yield new TicTacToe();
            }
            case "connect-four", "connect4" -> ConnectFour.of(param.isEmpty() ? "7x6" : param);
            case "dodgem" -> Dodgem.of(param);
            default -> throw new InvalidInputException("unknown game '" + name
                    + "' for strong solving: one of tic-tac-toe, connect-four:WxH, dodgem (or ${gameFile})");
        };
    }
}
