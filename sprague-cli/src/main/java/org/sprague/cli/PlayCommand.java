package org.sprague.cli;

import org.sprague.app.front.FrontEnd;
import org.sprague.catalog.PartizanCatalogGame;

import org.sprague.catalog.entry.Part;
import org.sprague.app.play.PlayEngine;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Function;
import org.sprague.app.play.PartizanPosition;
import org.sprague.catalog.Catalog;
import org.sprague.game.Deadline;
import org.sprague.game.io.PositionFiles;
import org.sprague.partizan.Notation;
import org.sprague.partizan.games.PartizanSumSolver;
import org.sprague.partizan.games.PartizanSumSolver.Component;
import org.sprague.catalog.SolveOptions;
import org.sprague.game.InvalidInputException;
import org.sprague.partizan.PartizanOutcomeAlgorithm.Side;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code sprague play}: play against the engine, one command per input line. */
@Command(name = "play", sortOptions = false,
        header = "Play against the engine in the terminal.",
        description = {"The engine never misses a win: from a"
                + " winning position it plays a winning move; from a losing one it plays the smallest"
                + " legal change and keeps playing.", "",
                "Each turn shows the position and your numbered moves. Type:",
                "  N            play move number N",
                "  to POSITION  play the move that leads to POSITION (\"to\" is optional",
                "               when the position has two or more numbers)",
                "  hint         a winning move and why: the nim-sum arithmetic, or the",
                "               P-position it leads to",
                "  undo         take back your last move and the engine's reply",
                "  moves        show the position and the moves again",
                "  help, quit", "",
                "Commands are read line by line from standard input, so a game can be piped",
                "in; the game stops at the end of the input.", "",
                "Partizan games: the player who moves first is Left. Domineering, Hackenbush,",
                "Clobber, Toads and Frogs, Cutcake and sums of them are played by their values",
                "(the web's partizan engine): the hint names the value a winning move leads to."},
        footer = {"", "Examples:",
                "  sprague play nim 3 4 5",
                "  sprague play wythoff 4 7 --first engine",
                "  sprague play nim 1 2 3 --misere",
                "  sprague play \"nim 2 3\" + \"nim 1\"",
                "  sprague play domineering 3x3 --first engine",
                "  sprague play \"hackenbush lr e\" + \"clobber xo.|ox.\"",
                "  printf '1\\nhint\\nundo\\nquit\\n' | sprague play nim 3 4 5",
                "  sprague play --db c4.db          (perfect play from 'sprague strong connect-four:5x4 --db c4.db')"})
final class PlayCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @ParentCommand
    Main main;

    @Parameters(arity = "0..*", paramLabel = "GAME POSITION",
            description = "a game id and the starting position; '+' separates the components of a sum")
    List<String> words;

    @Option(names = "--misere", description = "misère play: the player who cannot move wins")
    boolean misere;

    @Option(names = "--first", paramLabel = "me|engine", defaultValue = "me",
            description = "who moves first (default: me)")
    String first;

    @Option(names = "--max-positions", paramLabel = "N", defaultValue = "" + SolveOptions.DEFAULT_MAX_POSITIONS,
            description = "the most positions the engine's search may store (default ${DEFAULT-VALUE});"
                    + " past it: exit code 3")
    long maxPositions;

    @Option(names = "--max-moves", paramLabel = "N", defaultValue = "" + PlayEngine.DEFAULT_MAX_LISTED,
            description = "the most moves of a position play lists (default ${DEFAULT-VALUE}); a position with"
                    + " more, or whose numbers add up to more (a heap game has about as many moves): exit code 3")
    long maxMoves;

    @Mixin
    GameOptions gameOptions;

    @Option(names = "--db", paramLabel = "FILE",
            description = "play perfectly from a database written by 'sprague strong' (then POSITION, optional,"
                    + " is in that game's notation; --game-file FILE.java for your own game's database)")
    java.nio.file.Path db;

    @Option(names = "--game-arg", paramLabel = "ARG",
            description = "with --db and --game-file: an argument of your game's constructor (repeat)")
    List<String> gameArgs = new java.util.ArrayList<>();

    @Override
    public Integer call() {
        boolean userFirst = switch (first.toLowerCase(Locale.ROOT)) {
            case "me", "user", "you" -> true;
            case "engine", "computer" -> false;
            default -> throw new InvalidInputException("--first '" + first + "' is not one of me, engine");
        };
        if (db != null) {
            return playFromDatabase(userFirst);
        }
        if (words == null || words.isEmpty()) {
            throw new InvalidInputException("play: give GAME POSITION (e.g. nim 3 4 5), or --db FILE");
        }
        // a user's PartizanGame is played as the web plays it: by its canonical forms (issue 22 item 4)
        if (gameOptions.gameFile == null ? namesCanonicalFormGame(words)
                : gameOptions.userGame() instanceof PartizanCatalogGame) {
            return playPartizan(userFirst);
        }
        SolveOptions options = SolveOptions.defaults().withMisere(misere).withMaxPositions(maxPositions);
        List<Part> parts = gameOptions.parts(words);
        PlayEngine.checkPlayable(parts, misere);
        PrintWriter out = spec.commandLine().getOut();
        // --timeout bounds each answer of the engine (the user's thinking time is theirs)
        PlayEngine.Guard guard = new PlayEngine.Guard() {
            @Override
            public <T> T call(java.util.concurrent.Callable<T> work) throws Exception {
                return gameOptions.run(work);
            }

            @Override
            public java.time.Duration timeLimit() {
                return gameOptions.limit();
            }
        };
        PlayEngine engine = new PlayEngine(options, gameOptions.timeout() == null && gameOptions.gameFile == null
                ? PlayEngine.Guard.NONE : guard, maxMoves);
        new PlaySession(engine, new PlayEngine.State(parts, Side.LEFT), userFirst, main.input(), out).run();
        out.flush();
        return 0;
    }

    /**
     * Whether a component of the sum names a partizan game valued by canonical form
     * (domineering, hackenbush, ...): then the whole sum is played as one of them, and a
     * catalogue game in it is refused by name.
     */
    private static boolean namesCanonicalFormGame(List<String> words) {
        Catalog catalog = Catalog.standard();
        boolean first = true;
        for (String arg : words) {
            for (String w : arg.trim().split("\\s+")) {
                if (w.equals("+")) {
                    first = true;
                } else if (!w.isEmpty() && first) {
                    first = false;
                    if (catalog.valuedByCanonicalForm(List.of(w))) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /**
     * A partizan game valued by canonical form, or a sum of them: each position answered by
     * {@link PartizanPosition#of} (the web's partizan record: its options are the moves, its
     * engine move the reply), at most {@code --max-positions} canonical forms in the game's one
     * store and {@code --max-moves} moves of a side, each answer within {@code --timeout}.
     */
    private int playPartizan(boolean userFirst) {
        if (misere) {
            throw new InvalidInputException("${misere} applies to impartial games; partizan values are for normal play");
        }
        if (maxMoves < 1) {
            throw new InvalidInputException("${maxMoves} " + maxMoves + " must be at least 1");
        }
        // impartial and pebbles components beside them are valued as the solve command values them
        List<Component<?>> start = FrontEnd.partizanComponents(FrontEnd.sprague(gameOptions.catalog(),
                PositionFiles.local()), gameOptions.words(words));
        int listed = (int) Math.min(maxMoves, Integer.MAX_VALUE - 1);
        // one store for the whole game: the options of an answer are the positions of the next,
        // already valued (domineering 6x6, 3 moves each: CPU see docs/performance-log.md, play26).
        // No deadline in it: --timeout stops an answer by interrupting it (Watchdog), as it polls.
        PartizanSumSolver solver = new PartizanSumSolver(maxPositions, Notation.SPRAGUE, Deadline.unlimited());
        Function<List<Component<?>>, PartizanPosition> answers = parts -> answer(() -> PartizanPosition.of(solver,
                parts, listed, "the limit of ${maxMoves}"));
        PrintWriter out = spec.commandLine().getOut();
        new PartizanPlaySession(answers, start, userFirst, main.input(), out).run();
        out.flush();
        return 0;
    }

    /** One answer of the engine, bounded by --timeout (with --game-file, its default) when there is one (the user's thinking time is theirs). */
    private PartizanPosition answer(java.util.concurrent.Callable<PartizanPosition> work) {
        try {
            return gameOptions.limit() == null ? work.call() : gameOptions.run(work);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private int playFromDatabase(boolean userFirst) {
        try (StrongLookup look = new StrongLookup(db, gameOptions.gameFile, gameArgs)) {
            long start = words == null || words.isEmpty() ? look.game.start()
                    : look.game.parse(String.join(" ", words));
            PrintWriter out = spec.commandLine().getOut();
            new StrongPlay(look, start, userFirst, main.input(), out).run();
            out.flush();
        }
        return 0;
    }
}
