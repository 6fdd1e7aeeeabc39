package org.sprague.cli;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import org.sprague.game.InvalidInputException;

/** A file that cannot be read or written, said in one line naming the file and the reason (exit 2). */
final class FileProblem {
    private FileProblem() {
    }

    /** {@code what} (e.g. "grundy: cannot write --out FILE") and the reason, without Java's class names. */
    static InvalidInputException of(String what, IOException e) {
        return new InvalidInputException(what + ": " + reason(e));
    }

    static String reason(IOException e) {
        String file = e instanceof FileSystemException f && f.getFile() != null ? f.getFile() : null;
        String why;
        if (e instanceof NoSuchFileException) {
            why = "no such file or directory";
        } else if (e instanceof AccessDeniedException) {
            why = "permission denied";
        } else if (e instanceof NotDirectoryException) {
            why = "a part of the path is not a directory";
        } else if (e instanceof FileAlreadyExistsException || e instanceof DirectoryNotEmptyException) {
            why = "it exists and cannot be replaced";
        } else if (e instanceof FileSystemException f && f.getReason() != null) {
            why = f.getReason();
        } else {
            why = e.getMessage() == null ? "input/output error" : e.getMessage();
        }
        return file == null ? why : file + ": " + why;
    }
}
