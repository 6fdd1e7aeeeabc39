package org.sprague.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.sprague.game.InvalidInputException;

/**
 * Reads {@code sprague play}'s commands a line at a time, each at most {@value #MAX_CHARS}
 * characters: {@link BufferedReader#readLine()} keeps reading a line that never ends
 * ({@code play nim 3 4 5 < /dev/zero} held 4.4 GB), so a longer line ends the game with exit
 * code 2 after reading {@value #MAX_CHARS} characters of it. A command is a move number, a
 * position or a word; the longest position a line can hold is far past anything the engine
 * plays.
 */
final class InputLines {
    /** The longest line of input, in characters. */
    static final int MAX_CHARS = 65_536;

    private InputLines() {
    }

    /**
     * The next line without its terminator ({@code \n}, {@code \r} or {@code \r\n}), or null at
     * the end of the input.
     *
     * @throws InvalidInputException when the line is longer than {@value #MAX_CHARS} characters
     */
    static String read(BufferedReader in) {
        try {
            StringBuilder sb = new StringBuilder();
            while (true) {
                int c = in.read();
                if (c < 0) {
                    return sb.isEmpty() ? null : sb.toString();
                }
                if (c == '\n') {
                    return sb.toString();
                }
                if (c == '\r') {
                    in.mark(1);
                    if (in.read() != '\n') {
                        in.reset();
                    }
                    return sb.toString();
                }
                if (sb.length() == MAX_CHARS) {
                    throw new InvalidInputException("a line of input is longer than " + MAX_CHARS
                            + " characters: not a command (one command a line: a move number, to POSITION, hint, ...)");
                }
                sb.append((char) c);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
