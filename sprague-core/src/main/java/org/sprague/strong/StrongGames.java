package org.sprague.strong;

import java.util.List;
import org.sprague.game.InvalidInputException;
import org.sprague.strong.games.ConnectFour;
import org.sprague.strong.games.Dodgem;
import org.sprague.strong.games.TicTacToe;

/** The catalogue of games that can be strongly solved, by id ({@code connect-four:5x4}). */
public final class StrongGames {
    /** id, parameter help, description. */
    public static final List<String[]> CATALOG = List.of(
            new String[] {"tic-tac-toe", "", "3x3 noughts and crosses (a tie)"},
            new String[] {"connect-four", ":WxH", "Connect Four on W columns of H rows (e.g. connect-four:5x4)"},
            new String[] {"dodgem", "[:N]", "Vout's Dodgem on an NxN board, N = 3 by default (cycles: draws)"});

    private StrongGames() {
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
