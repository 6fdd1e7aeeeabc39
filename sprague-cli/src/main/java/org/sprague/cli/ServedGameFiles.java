package org.sprague.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.entry.Game;
import org.sprague.catalog.entry.GameDefinition;
import org.sprague.game.InvalidInputException;
import org.sprague.strong.StrongGame;
import org.sprague.strong.games.StrongGames;

/**
 * The game files of {@code sprague serve}, each {@code --game-file} with its own
 * {@code --game-arg}s, loaded once at start:
 * <ul>
 *   <li>a class implementing {@code ImpartialGame}, {@code PartizanGame} or {@code PackedGame}
 *       joins the explorer's catalogue under its class name, as {@code solve --game-file} names it
 *       ({@link GameFile#load});</li>
 *   <li>a class implementing {@code StrongGame} is the game of a {@code --db}
 *       ({@link StrongGameFile#load}, its {@code --game-arg}s to its constructor).</li>
 * </ul>
 * Two files declaring the same class name, or a class named like a catalogue game, are bad
 * input (exit 2) before anything is compiled: the explorer knows a game by its class name.
 * Each file is compiled once (or read from {@link GameFileCache}) and its class's type decides
 * where it goes. {@code bench/serve-startup.sh} measured one catalogue file 3.5 s to start, two
 * 4.7 s (shared machine, load 14, before the compile cache).
 *
 * @param catalog the standard catalogue with the explorer's games from files
 * @param explorerIds the ids of the games the explorer serves from files, in the order given
 * @param partizanIds those of {@code explorerIds} that are partizan games (also in the Partizan tab, with values)
 * @param strongGames the games of databases (StrongGame files)
 * @param strongFiles the files of {@code strongGames}, in the same order
 */
record ServedGameFiles(Catalog catalog, List<String> explorerIds, List<String> partizanIds,
        List<StrongGame> strongGames, List<Path> strongFiles) {
    /** One {@code --game-file} and the {@code --game-arg}s after it. */
    static final class Option {
        @picocli.CommandLine.Option(names = "--game-file", required = true, paramLabel = "FILE.java",
                description = "a game of your own, compiled and run in this process (so only files you trust). An"
                        + " ImpartialGame, PartizanGame or PackedGame class is served in the explorer under its class"
                        + " name (?game=NAME); a StrongGame class is the game of a --db. Repeat for several games:"
                        + " two files declaring the same class name are refused")
        Path file;

        @picocli.CommandLine.Option(names = "--game-arg", paramLabel = "ARG",
                description = "an argument of the constructor of the StrongGame of the --game-file before it (repeat)")
        List<String> args = new ArrayList<>();
    }

    /**
     * Loads every file: the {@code standard} catalogue with the explorer's games added, and the
     * games of databases.
     *
     * @throws InvalidInputException naming the file (and the other one, for a class name given twice)
     */
    static ServedGameFiles load(List<Option> options, Catalog standard) {
        Map<String, Path> byClass = new LinkedHashMap<>();
        for (Option o : options) {
            String cls = className(o.file);
            Path before = byClass.putIfAbsent(cls, o.file);
            if (before != null) {
                throw new InvalidInputException("--game-file " + before + " and " + o.file + " both declare class " + cls
                        + ": the explorer knows each game by its class name; rename one (the file and its class)");
            }
            if (standard.kind(cls) != null) { // any kind: the registry lists one game per id
                throw new InvalidInputException("--game-file " + o.file + ": class " + cls + " has the id of a catalogue"
                        + " game; rename it (the file and its class)");
            }
        }
        List<GameDefinition> defs = new ArrayList<>(standard.definitions());
        List<String> ids = new ArrayList<>();
        List<String> partizan = new ArrayList<>();
        List<StrongGame> strong = new ArrayList<>();
        List<Path> strongFiles = new ArrayList<>();
        for (Option o : options) {
            Class<?> cls = GameFile.loadClass(o.file); // compiled once; its type says which kind of game it is
            if (StrongGame.class.isAssignableFrom(cls)) {
                strong.add(StrongGames.newInstance(cls, o.args));
                strongFiles.add(o.file);
                continue;
            }
            if (!GameFile.isCatalogueGame(cls)) {
                throw new InvalidInputException("--game-file " + o.file + ": class " + className(o.file)
                        + " must implement ImpartialGame, PartizanGame or PackedGame (a game of the explorer)"
                        + " or StrongGame (the game of a --db)");
            }
            Game g = GameFile.wrap(cls, o.file);
            if (!o.args.isEmpty()) {
                throw new InvalidInputException("--game-arg " + o.args.get(0) + ": " + o.file + " is a game of the"
                        + " explorer, made by its no-argument constructor; --game-arg goes with the StrongGame of a --db");
            }
            defs.add(definition(g));
            ids.add(g.id());
            if (g instanceof org.sprague.catalog.PartizanCatalogGame) {
                partizan.add(g.id());
            }
        }
        return new ServedGameFiles(new Catalog(defs), List.copyOf(ids), List.copyOf(partizan), List.copyOf(strong),
                List.copyOf(strongFiles));
    }

    /** The user's game as a catalogue entry (its parameter, if any is given, is ignored: the file is one game). */
    static GameDefinition definition(Game g) {
        GameDefinition d = g.definition();
        return new GameDefinition(d.id(), d.title(), d.rules(), d.parameterSyntax(), d.positionSyntax(),
                d.closedForm(), d.example(), p -> g);
    }

    /** The class a file declares: Java names a public class like its file. */
    private static String className(Path file) {
        String name = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        return name.endsWith(".java") ? name.substring(0, name.length() - ".java".length()) : name;
    }
}
