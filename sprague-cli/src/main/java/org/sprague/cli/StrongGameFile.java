package org.sprague.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.sprague.game.InvalidInputException;
import org.sprague.strong.StrongGame;
import org.sprague.strong.games.StrongGames;

/**
 * The game of {@code sprague strong}, {@code query} and {@code play --db}: a catalogue id, or
 * a user's Java source file with a public class implementing {@link StrongGame} (compiled
 * against the running Sprague with the JDK's compiler, once per source: {@link GameFileCache};
 * loaded in this process; its constructor takes the remaining arguments as {@code String...},
 * or nothing).
 */
final class StrongGameFile {
    private StrongGameFile() {
    }

    /** The game with catalogue id {@code id}, or from {@code file} (then {@code args} go to its constructor). */
    static StrongGame resolve(String id, Path file, List<String> args) {
        if (file == null) {
            // not Catalog.standard().strongGame, the same call behind a catalogue that would load every
            // impartial game first (about 10% of strong tic-tac-toe's main thread, docs/performance-log.md, "start16")
            return StrongGames.of(id);
        }
        return load(file, args);
    }

    static StrongGame load(Path file, List<String> args) {
        return instantiate(compile(file), args);
    }

    /** An instance of the compiled game, its constructor given {@code args}. */
    static StrongGame instantiate(GameFileCache.Compiled c, List<String> args) {
        try {
            return StrongGames.newInstance(c.load(), args);
        } catch (ClassNotFoundException | LinkageError e) {
            throw new InvalidInputException("--game-file: cannot load " + c.className() + ": " + e.getMessage());
        }
    }

    /**
     * Compiles {@code file} against the running Sprague, or takes its classes from the cache;
     * {@code jarFile()} is what {@code --engine spark} ships to executors: the cache's entry.
     */
    static GameFileCache.Compiled compile(Path file) {
        if (!Files.isRegularFile(file) || !file.getFileName().toString().endsWith(".java")) {
            throw new InvalidInputException("--game-file: " + file + " is not a readable .java file");
        }
        String name = file.getFileName().toString();
        return GameFileCache.compile(file, diagnostics -> {
            var d = diagnostics.stream().filter(x -> x.getKind() == javax.tools.Diagnostic.Kind.ERROR).findFirst();
            return "--game-file: " + name + " does not compile"
                    + d.map(x -> " (line " + x.getLineNumber() + ": " + x.getMessage(null) + ")").orElse("");
        });
    }
}
