package org.sprague.strong.db;

import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.sprague.game.InvalidInputException;

/**
 * A process for {@link DatabaseLockTest}: {@code DB} holds the database's lock until its
 * standard input ends; {@code --race DB N} takes and releases it N times, creating a marker
 * file while it holds it, and prints {@code OVERLAP} if the marker of another holder is there.
 */
public final class LockHolder {
    private LockHolder() {
    }

    public static void main(String[] args) throws Exception {
        if (args[0].equals("--race")) {
            race(Path.of(args[1]), Integer.parseInt(args[2]));
            return;
        }
        try (DatabaseLock lock = DatabaseLock.acquire(Path.of(args[0]), "lock-holder " + args[0])) {
            System.out.println("locked");
            System.out.flush();
            while (System.in.read() >= 0) {
                // hold it until the test closes our input
            }
        }
    }

    private static void race(Path db, int times) throws Exception {
        Path inside = db.resolveSibling(db.getFileName() + ".inside");
        int wins = 0;
        for (int i = 0; i < times; i++) {
            try (DatabaseLock lock = DatabaseLock.acquire(db, "racer")) {
                try {
                    Files.createFile(inside);
                } catch (FileAlreadyExistsException e) {
                    System.out.println("OVERLAP");
                    continue;
                }
                wins++;
                Files.delete(inside);
            } catch (InvalidInputException busy) {
                // the other racer holds it
            }
        }
        System.out.println("wins " + wins);
    }
}
