package org.sprague.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogSolver;
import org.sprague.catalog.Game;
import org.sprague.catalog.GameDefinition;
import picocli.CommandLine.Option;

/**
 * The shared {@code --game-file} and {@code --timeout} options: a user's own game from a
 * Java source file, which then stands first in the command's arguments.
 */
final class GameOptions {

    @Option(names = "--game-file", paramLabel = "FILE.java",
            description = "your own game: a Java source file with a public class implementing"
                    + " org.sprague.game.ImpartialGame<Position> (or <Integer>/<Long>) or PartizanGame;"
                    + " it is compiled and run INSIDE this process (see examples/); the arguments are then"
                    + " its position only")
    Path gameFile;

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "600",
            description = "with --game-file: stop (exit 3) if the game's code runs longer than this (default ${DEFAULT-VALUE})")
    long timeoutSeconds;

    private Game loaded;

    /** The user's game, loaded once; null without --game-file. */
    Game userGame() {
        if (gameFile != null && loaded == null) {
            loaded = GameFile.load(gameFile);
        }
        return loaded;
    }

    /** The catalogue, with the user's game added when there is one. */
    Catalog catalog() {
        Game g = userGame();
        List<GameDefinition> defs = new ArrayList<>(Catalog.standard().definitions());
        if (g != null) {
            GameDefinition d = g.definition();
            defs.add(new GameDefinition(d.id(), d.title(), d.rules(), d.parameterSyntax(), d.positionSyntax(),
                    d.closedForm(), d.example(), p -> g));
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
    List<CatalogSolver.Part> parts(List<String> words) {
        return catalog().parseParts(words(words));
    }

    /** Runs {@code work} guarded by the time limit when user code is involved. */
    <T> T run(Callable<T> work) throws Exception {
        return gameFile == null ? work.call() : UserCode.call(work, timeoutSeconds);
    }
}
