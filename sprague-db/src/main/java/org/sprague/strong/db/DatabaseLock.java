package org.sprague.strong.db;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import org.sprague.game.InvalidInputException;

/**
 * The one writer of a database: an exclusive lock ({@link FileChannel#tryLock()}, an
 * {@code fcntl} lock on Linux) on {@code FILE.lock}, held for as long as a solve writes
 * {@code FILE}, {@code FILE.part} and {@code FILE.ckpt} (and by {@code query --verify}).
 * The lock file holds the holder's pid, start time and command, so a second writer is
 * refused (exit 2) with a message naming who holds it. The kernel releases the lock when
 * its process ends, even by {@code kill -9}, so a stale lock file never blocks anyone.
 *
 * <p>The lock file is removed on release, safely: a writer that opened the file just before
 * the holder removed it would lock a file no longer in the directory, so after locking it
 * writes a token of its own and checks that the file under the name holds it (else it
 * tries again). A holder removes the file only while holding the lock on the file the name
 * points to, so no two writers ever both pass the check. The file under the name is read
 * through a second channel kept open until release: closing any descriptor of a file drops
 * the process's fcntl locks on it.
 *
 * <p>Within one JVM (fcntl locks belong to a process, and closing any channel of a file
 * drops all of the process's locks on it) the lock files held are also kept in a table,
 * and a second acquisition in the same process is refused before the file is opened.
 */
public final class DatabaseLock implements AutoCloseable {
    private static final Map<Path, DatabaseLock> HELD = new HashMap<>();

    private final Path database;
    private final Path file;
    private final FileChannel ch;
    private final FileChannel named;
    private final FileLock lock;
    private final String holder;

    private DatabaseLock(Path database, Path file, FileChannel ch, FileChannel named, FileLock lock,
            String holder) {
        this.database = database;
        this.file = file;
        this.ch = ch;
        this.named = named;
        this.lock = lock;
        this.holder = holder;
    }

    /** {@code FILE.lock} of the database {@code file}. */
    public static Path lockFile(Path database) {
        return DatabaseWriter.sibling(database, ".lock");
    }

    /**
     * Locks {@code database} for writing, for the process described by {@code command} (e.g.
     * {@code sprague strong tic-tac-toe --db ttt.db}), after checking that it can be a
     * database file ({@link DatabaseFiles#checkTarget}).
     *
     * @throws InvalidInputException when another process (or another command of this one)
     *     holds the lock, naming it, or when the lock file cannot be created
     */
    public static DatabaseLock acquire(Path database, String command) {
        DatabaseFiles.checkTarget(database);
        Path lockFile = key(database);
        String token = UUID.randomUUID().toString();
        String holder = "pid " + ProcessHandle.current().pid() + ", started "
                + Instant.now().truncatedTo(ChronoUnit.SECONDS) + ": " + oneLine(command);
        byte[] text = (holder + "\n" + token + "\n").getBytes(StandardCharsets.UTF_8);
        synchronized (HELD) {
            DatabaseLock mine = HELD.get(lockFile);
            if (mine != null) {
                throw held(database, mine.holder + " (this process)");
            }
            for (int attempt = 0; attempt < 100; attempt++) {
                FileChannel ch;
                try {
                    ch = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.READ,
                            StandardOpenOption.WRITE);
                } catch (IOException e) {
                    throw new InvalidInputException("cannot create the lock file " + lockFile + ": "
                            + DatabaseFiles.reason(e));
                }
                FileLock lock;
                try {
                    lock = ch.tryLock();
                } catch (OverlappingFileLockException e) {
                    lock = null;
                } catch (IOException e) {
                    closeQuietly(ch);
                    throw new InvalidInputException("cannot lock " + lockFile + ": " + DatabaseFiles.reason(e));
                }
                if (lock == null) {
                    closeQuietly(ch);
                    throw held(database, describeHolder(lockFile));
                }
                FileChannel named = null;
                try {
                    ch.truncate(0);
                    ch.write(ByteBuffer.wrap(text), 0);
                    ch.force(true);
                    // the file under the name, opened a second time (reading it through a channel
                    // closed at once would drop this process's lock: fcntl locks go with any close)
                    named = openIfPresent(lockFile);
                    if (named != null && holds(named, token)) {
                        DatabaseLock l = new DatabaseLock(database, lockFile, ch, named, lock, holder);
                        HELD.put(lockFile, l);
                        return l;
                    }
                } catch (IOException e) {
                    closeQuietly(named);
                    closeQuietly(ch);
                    throw new InvalidInputException("cannot write the lock file " + lockFile + ": "
                            + DatabaseFiles.reason(e));
                }
                closeQuietly(named);
                closeQuietly(ch); // the file was removed by its holder meanwhile: lock the new one
            }
            throw new InvalidInputException("cannot lock " + lockFile + ": it keeps being replaced");
        }
    }

    /** The lock file's path, with the directory resolved, so two spellings of one database share a key. */
    private static Path key(Path database) {
        Path abs = database.toAbsolutePath().normalize();
        Path dir = abs.getParent();
        try {
            dir = dir.toRealPath();
        } catch (IOException e) {
            // checkTarget has just seen it; if it went away, opening the lock file says so
        }
        return lockFile(dir.resolve(abs.getFileName().toString()));
    }

    private static FileChannel openIfPresent(Path lockFile) throws IOException {
        try {
            return FileChannel.open(lockFile, StandardOpenOption.READ);
        } catch (NoSuchFileException e) {
            return null;
        }
    }

    /** Whether the file open on {@code named} holds {@code token} (the lock file is a few hundred bytes). */
    private static boolean holds(FileChannel named, String token) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(4096);
        while (b.hasRemaining() && named.read(b, b.position()) > 0) {
            // read it all
        }
        return new String(b.array(), 0, b.position(), StandardCharsets.UTF_8).contains(token);
    }

    private static String describeHolder(Path lockFile) {
        try {
            String s = Files.readString(lockFile, StandardCharsets.UTF_8);
            int nl = s.indexOf('\n');
            String first = nl < 0 ? s : s.substring(0, nl);
            return first.isBlank() ? "another process (its lock file " + lockFile + " names none)" : first;
        } catch (IOException | RuntimeException e) {
            return "another process";
        }
    }

    private static InvalidInputException held(Path database, String holder) {
        return new InvalidInputException(database + " is being written by another run (" + holder
                + "); wait for it to end or stop it (a stopped solve resumes from its checkpoint)");
    }

    private static String oneLine(String s) {
        String t = s == null ? "" : s.replaceAll("[\\r\\n\\p{Cntrl}]+", " ").strip();
        return t.length() > 300 ? t.substring(0, 300) + "..." : t;
    }

    private static void closeQuietly(FileChannel ch) {
        if (ch == null) {
            return;
        }
        try {
            ch.close();
        } catch (IOException ignored) {
            // nothing more to release
        }
    }

    public Path database() {
        return database;
    }

    /** Whether this lock is the one for {@code other} (the same file, however spelt). */
    public boolean covers(Path other) {
        return file.equals(key(other));
    }

    public boolean held() {
        return lock.isValid();
    }

    /** Removes the lock file and releases the lock (the file first, while it is still ours). */
    @Override
    public void close() {
        synchronized (HELD) {
            if (!ch.isOpen()) {
                return;
            }
            HELD.remove(file);
            try {
                Files.deleteIfExists(file);
            } catch (IOException e) {
                // left behind: harmless, the next writer locks it
            }
            try {
                lock.release();
            } catch (IOException e) {
                // closing the channel releases it too
            }
            closeQuietly(named);
            closeQuietly(ch);
        }
    }
}
