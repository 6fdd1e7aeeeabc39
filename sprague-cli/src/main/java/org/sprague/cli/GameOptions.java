package org.sprague.cli;

import org.sprague.catalog.entry.Part;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.entry.Game;
import org.sprague.catalog.entry.GameDefinition;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The shared {@code --game-file} and {@code --timeout} options ({@link TimeoutOption}): a
 * user's own game from a Java source file, which then stands first in the command's arguments.
 */
final class GameOptions {

    @Option(names = "--game-file", paramLabel = "FILE.java",
            description = "your own game: a Java source file with a public class implementing"
                    + " org.sprague.game.ImpartialGame<Position> (or <Integer>/<Long>) or PartizanGame;"
                    + " it is compiled (once per source: cached in ~/.cache/sprague/game-files,"
                    + " SPRAGUE_GAME_CACHE=0 turns that off) and run INSIDE this process (see examples/);"
                    + " the arguments are then its position only")
    Path gameFile;

    /** The time limit of a user's game when --timeout is not given. */
    static final long GAME_FILE_TIMEOUT = 600;

    /** {@code --timeout}, shared with every command; with --game-file it defaults to {@value #GAME_FILE_TIMEOUT} s. */
    @Mixin
    TimeoutOption time = new TimeoutOption();

    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    private Game loaded;

    /** The user's game, loaded once; null without --game-file. */
    Game userGame() {
        if (gameFile != null && loaded == null) {
            OldGameFileImports.warn(gameFile, command == null ? null : command.commandLine().getErr());
            loaded = GameFile.load(gameFile);
        }
        return loaded;
    }

    /** The catalogue, with the user's game added when there is one. */
    Catalog catalog() {
        Game g = userGame();
        List<GameDefinition> defs = new ArrayList<>(Catalog.standard().definitions());
        if (g != null) {
            defs.add(ServedGameFiles.definition(g));
        }
        return new Catalog(defs);
    }

    /**
     * The command's words with the user's game id in front when --game-file is given, and
     * after every {@code +} followed by numbers only ({@code --game-file G.java 3 + 4} is
     * G 3 + G 4; {@code + nim 3} still names a catalogue game).
     */
    List<String> words(List<String> words) {
        Game g = userGame();
        if (g == null) {
            return words;
        }
        List<String> w = new ArrayList<>();
        w.add(g.id());
        for (int i = 0; i < words.size(); i++) {
            w.add(words.get(i));
            if (words.get(i).equals("+") && i + 1 < words.size() && words.get(i + 1).strip().matches("[0-9][0-9 ]*")) {
                w.add(g.id());
            }
        }
        return w;
    }

    /** Parses {@code GAME POSITION... [+ ...]}. */
    List<Part> parts(List<String> words) {
        return catalog().parseParts(words(words));
    }

    /** The --timeout given; null when none was (or it means no limit). */
    Duration timeout() {
        return time.limit();
    }

    /**
     * The time limit of the question {@link #run} runs: --timeout, or with --game-file
     * {@value #GAME_FILE_TIMEOUT} s when none is given; null: none.
     */
    Duration limit() {
        Duration t = timeout();
        return t == null && gameFile != null ? Duration.ofSeconds(GAME_FILE_TIMEOUT) : t;
    }

    /**
     * Runs {@code work} (a question asked with {@link #limit()} as its time limit) bounded by
     * --timeout and with a progress line on a terminal ({@link Watchdog}); user code is guarded
     * by {@link UserCode} (its time limit {@link #limit()}, its exceptions come out in one line).
     */
    <T> T run(Callable<T> work) throws Exception {
        Duration t = timeout();
        PrintWriter err = command == null ? null : command.commandLine().getErr();
        String what = command == null ? "sprague" : command.name();
        if (gameFile != null) {
            Duration limit = limit();
            return Watchdog.call(what, () -> UserCode.call(work, limit), null, err);
        }
        return Watchdog.call(what, work, t, err);
    }
}
