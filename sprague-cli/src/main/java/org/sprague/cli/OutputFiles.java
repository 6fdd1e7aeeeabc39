package org.sprague.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import org.sprague.game.InvalidInputException;
import org.sprague.game.io.AtomicFiles;

/**
 * Files a command writes, checked before any work so that a path that cannot be written
 * costs nothing and ends in one line naming the option and the file (exit 2), never an
 * internal error after the computation.
 */
final class OutputFiles {
    private OutputFiles() {
    }

    /**
     * A file written in place ({@code grundy --out}): a name, not a directory, in a directory
     * that exists; an existing device or pipe is fine ({@code --out /dev/null}).
     */
    static void checkWritable(String option, Path file) {
        checkName(option, file);
        if (Files.exists(file) && !Files.isWritable(file)) {
            throw new InvalidInputException(option + " " + file + ": permission denied");
        }
    }

    /**
     * A file replaced whole (written beside it, then renamed over it: {@code --thermograph},
     * {@code --checkpoint}): as {@link #checkWritable}, and if it exists, a regular file (a
     * rename would replace a device such as {@code /dev/null}, or a symbolic link, itself).
     */
    static void checkReplaceable(String option, Path file) {
        checkName(option, file);
        if (Files.exists(file, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            throw new InvalidInputException(option + " " + file + " is " + (Files.isSymbolicLink(file)
                    ? "a symbolic link" : "not a regular file") + ": it would be replaced by a new file; give a file name");
        }
    }

    private static void checkName(String option, Path file) {
        if (file.toString().isEmpty() || file.getFileName() == null) {
            throw new InvalidInputException(option + ": give a file name, not '" + file + "'");
        }
        if (Files.isDirectory(file)) {
            throw new InvalidInputException(option + " " + file + " is a directory: give a file name");
        }
        Path dir = file.toAbsolutePath().getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw new InvalidInputException(option + " " + file + ": no directory " + dir);
        }
    }

    /**
     * Replaces {@code file} by {@code bytes} atomically: a temporary sibling of this process,
     * forced to disk, renamed over it, the directory synced.
     */
    static void replace(String option, Path file, byte[] bytes) {
        checkReplaceable(option, file);
        try {
            AtomicFiles.replace(file, AtomicFiles.privateTemp(file), bytes);
        } catch (IOException e) {
            throw FileProblem.of(option + ": cannot write " + file, e);
        }
    }
}
