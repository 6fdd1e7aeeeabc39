package org.sprague.strong.games;

import java.util.List;
import java.util.function.IntBinaryOperator;
import java.util.function.IntPredicate;
import java.util.stream.IntStream;
import org.sprague.game.InvalidInputException;
import org.sprague.strong.StrongGame;

/** The catalogue of games that can be strongly solved, by id ({@code connect-four:5x4}). */
public final class StrongGames {
    /**
     * A game of this catalogue as {@code sprague games} lists it.
     *
     * @param id the id typed after {@code sprague strong}
     * @param title the game's usual name
     * @param rules the rules in a sentence or two
     * @param parameter what follows {@code id:}, or null when the game takes no parameter
     * @param position how {@code sprague query} and {@code sprague play --db} read a position
     * @param example the game as typed after {@code sprague strong}
     */
    public record Entry(String id, String title, String rules, String parameter, String position, String example) {
    }

    /** Every game, in the order {@code sprague games} lists them. */
    public static final List<Entry> ENTRIES = List.of(
            new Entry("tic-tac-toe", "Tic-tac-toe", "3x3 noughts and crosses: X and O take turns to mark an empty"
                    + " cell, X first; three in a row wins, a full board without one is a tie.", null,
                    "the board row by row from the top, rows separated by '/' (X../.O./...), or the cells played"
                            + " 1..9 row by row from the top left; 'start' for the empty board",
                    "tic-tac-toe"),
            new Entry("connect-four", "Connect Four", "W columns of H rows: X and O take turns to drop a piece into"
                    + " a column that is not full, X first; four in a row (across, up or diagonal) wins, a full"
                    + " board without one is a tie.",
                    "WxH (W columns, H rows; W <= 9 and W*(H+1) <= 63; 7x6 when omitted)",
                    "the board's rows from the top separated by '/' (X, O, .), or the columns played 1..W from the"
                            + " start; 'start' for the empty board",
                    "connect-four:4x4"),
            new Entry("dodgem", "Dodgem", "Vout's Dodgem on an NxN board: each player's N-1 cars move one square"
                    + " forward or sideways onto an empty square, or leave the board over the far edge; the first"
                    + " to have all their cars off wins, and a player who leaves the opponent no move loses."
                    + " Sideways moves repeat positions: draws.",
                    "N (the board size: 3, 4 or 5; 3 when omitted)",
                    "the rows from the top separated by '/' (B, R, .), then :B or :R for the player to move;"
                            + " 'start' for the start",
                    "dodgem"),
            new Entry("quixo", "Quixo", "N x N cubes, blank at the start (GamesmanOne's rules): take a border cube"
                    + " that is blank or yours, turn it to your symbol and push it back in at an end of its row or"
                    + " column, the others sliding along; N of yours in a line wins, even if the push also makes a"
                    + " line of the opponent's, and a line of the opponent's alone loses. Positions repeat: draws.",
                    "N (the board size: 3, 4 or 5; 3 when omitted)",
                    "the rows from the top separated by '/' (X, O, .), then :X or :O for the player to move;"
                            + " 'start' for the empty board",
                    "quixo:3"));

    /** Other spellings {@link #of} takes, and the id each stands for. */
    public static final java.util.Map<String, String> ALIASES = java.util.Map.of(
            "tictactoe", "tic-tac-toe", "connect4", "connect-four");

    private StrongGames() {
    }

    /**
     * The name of a move that fills one place: the number (1-based) of the first of the
     * {@code places} that {@code changed}, or "?" when none did (Tic-tac-toe's cells, Connect
     * Four's columns).
     */
    static String firstChanged(int places, IntPredicate changed) {
        return IntStream.range(0, places).filter(changed).mapToObj(i -> Integer.toString(i + 1)).findFirst().orElse("?");
    }

    /**
     * A board as the games print it: {@code rows} rows of {@code cols} cells from the top, '/'
     * between rows; {@code cell} gives the character of (row from the top, column).
     */
    static String rows(int rows, int cols, IntBinaryOperator cell) {
        StringBuilder sb = new StringBuilder();
        for (int row = 0; row < rows; row++) {
            sb.append(row > 0 ? "/" : "");
            for (int col = 0; col < cols; col++) {
                sb.append((char) cell.applyAsInt(row, col));
            }
        }
        return sb.toString();
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
            case "quixo" -> Quixo.of(param);
            default -> throw new InvalidInputException("unknown game '" + name
                    + "' for strong solving: one of tic-tac-toe, connect-four:WxH, dodgem, quixo:N (or ${gameFile})");
        };
    }
}
