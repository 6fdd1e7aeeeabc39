package org.sprague.game.io;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Replaces a file atomically, the one way Sprague writes a checkpoint, a store's state, a
 * database's checkpoint, a command's output file or a cached game file: the new bytes go to a
 * temporary sibling, forced to disk, renamed over the file ({@code ATOMIC_MOVE}: a reader sees
 * the old file or the new one, never a torn one), and the directory is forced so that the
 * rename survives a power cut (POSIX makes a rename durable once its directory is synced).
 * A file system without an atomic rename is an {@link IOException}, not a torn file.
 */
public final class AtomicFiles {
    private AtomicFiles() {
    }

    /** Writes a file's new contents to {@code out}; flushes, need not close it. */
    @FunctionalInterface
    public interface Body {
        void writeTo(OutputStream out) throws IOException;
    }

    /** Replaces {@code file} by {@code bytes} through the temporary sibling {@code tmp}. */
    public static void replace(Path file, Path tmp, byte[] bytes) throws IOException {
        replace(file, tmp, out -> out.write(bytes));
    }

    /**
     * Replaces {@code file} by what {@code body} writes, through {@code tmp} (a sibling of
     * {@code file}; a stale one is deleted first, and it is deleted when the write fails).
     */
    public static void replace(Path file, Path tmp, Body body) throws IOException {
        boolean moved = false;
        try {
            Files.deleteIfExists(tmp);
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                OutputStream out = new FilterOutputStream(Channels.newOutputStream(ch)) {
                    @Override
                    public void write(byte[] b, int off, int len) throws IOException {
                        out.write(b, off, len);
                    }

                    @Override
                    public void close() throws IOException {
                        flush(); // the channel is forced and closed below
                    }
                };
                body.writeTo(out);
                out.flush();
                ch.force(true);
            }
            Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            moved = true;
        } finally {
            if (!moved) {
                Files.deleteIfExists(tmp);
            }
        }
        syncDirectory(directory(file));
    }

    /**
     * A temporary sibling of {@code file} that only this call uses ({@code name.tmp-<pid>-<random>}),
     * for files that several processes may write at once; a file with one writer uses a fixed name.
     */
    public static Path privateTemp(Path file) {
        return directory(file).resolve(file.getFileName() + ".tmp-" + ProcessHandle.current().pid() + "-"
                + Long.toString(ThreadLocalRandom.current().nextLong() >>> 1, 36));
    }

    /**
     * Forces {@code dir}'s entries to disk, so a rename into it survives a power cut. File
     * systems and systems that cannot open a directory (Windows) are left as they are.
     */
    public static void syncDirectory(Path dir) {
        try (FileChannel d = FileChannel.open(dir, StandardOpenOption.READ)) {
            d.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // not supported here: the rename is atomic still, only not yet durable
        }
    }

    /** The directory holding {@code file}. */
    public static Path directory(Path file) {
        Path dir = file.toAbsolutePath().getParent();
        return dir == null ? file.toAbsolutePath() : dir;
    }
}
