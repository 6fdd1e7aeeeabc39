package org.sprague.strong.db;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.util.Arrays;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.game.SpragueException;

/**
 * The files of a database being written, checked before any work and synced after each
 * rename: {@code FILE} (replaced whole, by a rename, only when finished), {@code FILE.part},
 * {@code FILE.ckpt} and {@code FILE.lock}, all in FILE's directory.
 */
public final class DatabaseFiles {
    private DatabaseFiles() {
    }

    /**
     * Checks that {@code database} can be written by a solve, before it starts: a file name
     * (not empty, not a directory, not a device), in a directory that exists, and if the file
     * exists, a Sprague database (or empty), since the finished solve replaces it.
     *
     * @throws InvalidInputException naming the problem
     */
    public static void checkTarget(Path database) {
        if (database.toString().isEmpty() || database.getFileName() == null) {
            throw new InvalidInputException("the database needs a file name, not '" + database + "'");
        }
        if (Files.isDirectory(database)) {
            throw new InvalidInputException("the database " + database + " is a directory: give a file name in it");
        }
        Path dir = database.toAbsolutePath().getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw new InvalidInputException("the database " + database + ": no directory " + dir);
        }
        if (Files.exists(database, LinkOption.NOFOLLOW_LINKS)) {
            if (!Files.isRegularFile(database, LinkOption.NOFOLLOW_LINKS)) {
                throw new InvalidInputException("the database " + database + " exists and is "
                        + (Files.isSymbolicLink(database) ? "a symbolic link" : "not a regular file")
                        + " (a solve replaces the file under its name when it ends): give another name");
            }
            if (!isDatabaseOrEmpty(database)) {
                throw new InvalidInputException("the database " + database + " exists and is not a Sprague"
                        + " database: not replaced (remove it, or give another name)");
            }
        }
        Path part = DatabaseWriter.sibling(database, ".part");
        if (Files.exists(part, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(part, LinkOption.NOFOLLOW_LINKS)) {
            throw new InvalidInputException(part + " exists and is not a regular file: remove it, or give the"
                    + " database another name");
        }
    }

    private static boolean isDatabaseOrEmpty(Path database) {
        try (InputStream in = Files.newInputStream(database)) {
            byte[] head = in.readNBytes(Index.MAGIC.length);
            return head.length == 0 || Arrays.equals(head, Index.MAGIC);
        } catch (IOException e) {
            throw new InvalidInputException("the database " + database + ": cannot read it: " + reason(e));
        }
    }

    /** The directory holding {@code file}. */
    static Path directory(Path file) {
        Path dir = file.toAbsolutePath().getParent();
        return dir == null ? file.toAbsolutePath() : dir;
    }

    /** Why {@code e} happened, without Java's class names. */
    static String reason(IOException e) {
        String file = e instanceof FileSystemException f && f.getFile() != null ? f.getFile() : null;
        String why;
        if (e instanceof NoSuchFileException) {
            why = "no such file or directory";
        } else if (e instanceof AccessDeniedException) {
            why = "permission denied";
        } else if (e instanceof NotDirectoryException) {
            why = "a part of the path is not a directory";
        } else if (e instanceof FileSystemException f && f.getReason() != null) {
            why = f.getReason();
        } else {
            why = e.getMessage() == null ? "input/output error" : e.getMessage();
        }
        return file == null ? why : file + ": " + why;
    }

    /**
     * What a failed write of {@code file} means for the user: a full disk (or quota) is a
     * limit (exit 3) saying the solve resumes from its checkpoint once there is room; any
     * other failure is named with its reason.
     */
    static SpragueException writeFailed(Path file, IOException e, String afterwards) {
        String why = reason(e);
        if (diskFull(file, e)) {
            return new LimitExceededException("cannot write " + file + ": the disk is full (" + why + ")"
                    + afterwards);
        }
        return new InvalidInputException("cannot write " + file + ": " + why + afterwards);
    }

    private static boolean diskFull(Path file, IOException e) {
        String m = String.valueOf(e.getMessage());
        if (m.contains("No space left") || m.contains("quota") || m.contains("Quota")) {
            return true;
        }
        try {
            return Files.getFileStore(directory(file)).getUsableSpace() < (1 << 20);
        } catch (IOException | RuntimeException x) {
            return false;
        }
    }
}
