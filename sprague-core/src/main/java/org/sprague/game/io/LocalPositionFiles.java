package org.sprague.game.io;

import org.sprague.game.InvalidInputException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * {@link PositionFiles#local()}: a file named on the command line, checked before it is
 * opened. Its type comes from {@code stat} (following links), so a FIFO, a device, a socket or
 * a directory is refused without {@code open}, which would block on a FIFO until a writer
 * came; its size from the same call, and the read stops one byte past the cap whatever the
 * file claims. (A file swapped for a FIFO between the check and the open, by the user
 * running the command, would still block: only the user's own doing.)
 */
final class LocalPositionFiles {
    private LocalPositionFiles() {
    }

    static String read(String name) {
        String file = "file '" + name + "'";
        if (name.isEmpty()) {
            throw new InvalidInputException("@ names no file: write @FILE, e.g. @tree.edges");
        }
        Path path;
        try {
            path = Path.of(name);
        } catch (InvalidPathException e) {
            throw new InvalidInputException(file + " is not a valid path: " + e.getReason());
        }
        BasicFileAttributes a;
        try {
            a = Files.readAttributes(path, BasicFileAttributes.class);
        } catch (IOException e) {
            throw new InvalidInputException(file + ": " + reason(e));
        }
        if (a.isDirectory()) {
            throw new InvalidInputException(file + " is a directory, not a file of edges");
        }
        if (!a.isRegularFile()) {
            throw new InvalidInputException(file + " is not a regular file (a FIFO, device or socket):"
                    + " give a file of edges");
        }
        if (a.size() > PositionFiles.MAX_BYTES) {
            throw tooLarge(file, a.size());
        }
        byte[] data;
        try (InputStream in = Files.newInputStream(path)) {
            data = in.readNBytes(PositionFiles.MAX_BYTES + 1);
        } catch (IOException e) {
            throw new InvalidInputException(file + ": " + reason(e));
        }
        if (data.length > PositionFiles.MAX_BYTES) {
            throw tooLarge(file, -1);
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(data)).toString();
        } catch (CharacterCodingException e) {
            throw new InvalidInputException(file + " is not UTF-8 text");
        }
    }

    private static InvalidInputException tooLarge(String file, long size) {
        return new InvalidInputException(file + " is larger than " + PositionFiles.MAX_BYTES / 1024 + " KiB"
                + (size >= 0 ? String.format(java.util.Locale.ROOT, " (%,d bytes)", size) : "")
                + ", the most a position's file may be");
    }

    private static String reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getMessage() == null ? "cannot be read" : e.getMessage();
    }
}
