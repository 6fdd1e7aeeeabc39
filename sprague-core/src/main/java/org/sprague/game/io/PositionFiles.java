package org.sprague.game.io;

import org.sprague.game.InvalidInputException;

/**
 * Who may read a file that a position names: Hackenbush's {@code @FILE} (a graph of edges).
 * Parsing never opens a file on its own: the caller grants access. The command line passes
 * {@link #local()}; everything else, the web server first, gets {@link #NONE} (or its own
 * {@link #refused} wording), so no request can make the server open, probe or wait on a file.
 */
@FunctionalInterface
public interface PositionFiles {
    /**
     * The largest file a position may name: 64 KiB. An edge file holds at most 64 edges of
     * one short line each (about 2 KB), so this leaves ample room for comments.
     */
    int MAX_BYTES = 64 * 1024;

    /**
     * The text of the file {@code name}.
     *
     * @throws InvalidInputException one line naming the file and why it cannot be read (or,
     *     where files are refused, saying so without the name)
     */
    String read(String name);

    /** No file access, with the default wording: what parsing does unless told otherwise. */
    PositionFiles NONE = refused("hackenbush: @FILE (a graph read from a file) is only read by the sprague"
            + " command on your own machine; here a position cannot name a file");

    /**
     * No file access: every name is refused with {@code message}, which should not repeat the
     * name (the caller may be a stranger probing which paths exist).
     */
    static PositionFiles refused(String message) {
        return name -> {
            throw new InvalidInputException(message);
        };
    }

    /**
     * The local file system, for the command line: a regular file of at most
     * {@link #MAX_BYTES} bytes of UTF-8 text. FIFOs, devices, sockets and directories are
     * refused before they are opened (so a FIFO never blocks), and a file is read no further
     * than its cap (so {@code /proc} files or one growing meanwhile cannot fill the heap).
     */
    static PositionFiles local() {
        return LocalPositionFiles::read;
    }
}
