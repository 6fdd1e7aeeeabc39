package org.sprague.cli;

/**
 * How the command line spells what the library names: a parameter ({@code maxPositions})
 * is this command's flag ({@code --max-positions}). The library's messages are
 * {@link org.sprague.game.Wording} templates; this renders them for a terminal.
 */
final class CliWords {
    private CliWords() {
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
