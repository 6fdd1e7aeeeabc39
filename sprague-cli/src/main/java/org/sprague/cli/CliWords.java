package org.sprague.cli;

import org.sprague.game.wording.Remedy;
import org.sprague.game.SpragueException;

/**
 * How the command line spells what the library names: a parameter ({@code maxPositions})
 * is this command's flag ({@code --max-positions}), a {@link Remedy} the flag or setting
 * that applies it. The library's messages are {@link org.sprague.game.wording.Wording} templates
 * with remedies; this renders them for a terminal.
 */
final class CliWords {
    private CliWords() {
    }

    /** The failure's message as a command-line user reads it. */
    static String message(SpragueException e) {
        return Remedy.message(e.template(), Remedy.of(e), CliWords::flag, CliWords::remedy);
    }

    /** What to type to apply {@code r}. */
    static String remedy(Remedy r) {
        return switch (r) {
            case RAISE_POSITION_LIMIT -> "raise it with --max-positions";
            case LOWER_POSITION_LIMIT -> "lower --max-positions";
            case MORE_MEMORY -> "raise it with JAVA_OPTS=-Xmx...";
            case PACKED_GAME -> "write the game as a PackedGame: 4 to 32 bytes a position";
            case SMALLER_INPUT -> "ask for a smaller position, graph or table";
            case LOOPY_SOLVER -> "use the loopy-game solver: sprague graph, with --game-file for your own game";
            case DISTRIBUTED_ENGINE -> "use --engine spark";
        };
    }

    /** {@code maxPositions} as the flag {@code --max-positions}. */
    static String flag(String parameter) {
        StringBuilder sb = new StringBuilder("--");
        for (int i = 0; i < parameter.length(); i++) {
            char c = parameter.charAt(i);
            if (Character.isUpperCase(c)) {
                sb.append('-').append(Character.toLowerCase(c));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}
