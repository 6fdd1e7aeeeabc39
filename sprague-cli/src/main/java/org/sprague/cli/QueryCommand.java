package org.sprague.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.IntStream;
import org.sprague.app.StrongLookupAnswer;
import org.sprague.game.Deadline;
import org.sprague.game.InvalidInputException;
import org.sprague.strong.StrongGame;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.db.CorruptDatabaseException;
import org.sprague.strong.db.DatabaseLock;
import org.sprague.strong.db.StrongDatabase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code sprague query}: read a position's value and its moves' values from a database. */
@Command(name = "query", sortOptions = false, mixinStandardHelpOptions = true,
        header = "Look a position up in a database written by 'sprague strong'.",
        description = {"Prints the value of POSITION (default: the start) for the player to move (win, lose,"
                + " tie or draw) with its remoteness (moves to the end with best play), and every move with"
                + " its value for the player making it (a winning move leads to a position the opponent"
                + " loses). Only the blocks holding those records are read and decompressed, each after"
                + " its checksum is checked.", "",
                "POSITION is written in the game's notation: Connect Four and tic-tac-toe take the board"
                        + " rows from the top separated by '/' (X, O, .) or the columns/cells played from the"
                        + " start (e.g. 3344); Dodgem rows then :B or :R for the player to move.", "",
                "--verify reads every block and checks its checksum, then (for a catalogue game, or with"
                        + " --game-file) the tiers and stored positions against the game; it names each problem"
                        + " and exits with code 4. It holds FILE.lock meanwhile: a solve writing FILE is named"
                        + " (exit 2)."},
        footer = {"", "Examples:",
                "  sprague query c4.db",
                "  sprague query c4.db 3344 --json",
                "  sprague query ttt.db X../.O./... ",
                "  sprague query c4.db --verify",
                "", "Exit codes: 0 done, 2 bad input (or a position not in the database; --verify: a solve is"
                        + " writing FILE), 4 a damaged database."})
final class QueryCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "a database written by sprague strong")
    Path file;

    @Parameters(index = "1", arity = "0..1", paramLabel = "POSITION", description = "the position (default: the start)")
    String position;

    @Option(names = "--json", description = "JSON: {game, position, value, remoteness, engineMove, moves: [{move, position, value,"
            + " remoteness}]}")
    boolean json;

    @Option(names = "--verify", description = "check every block's checksum, and the tiers against the game, instead")
    boolean verify;

    @Option(names = "--game-file", paramLabel = "FILE.java", description = "the game of a database of your own game")
    Path gameFile;

    @Option(names = "--game-arg", paramLabel = "ARG", description = "an argument of your game's constructor (repeat)")
    List<String> gameArgs = new ArrayList<>();

    @Mixin
    TimeoutOption time = new TimeoutOption();

    @Override
    public Integer call() {
        // under --timeout on this thread (an interrupt would close the database's file channel):
        // --verify polls the deadline at every block, a look-up reads one block per move
        long t0 = System.nanoTime();
        return Watchdog.within(time.limit(), t0, this::answer);
    }

    private int answer(Deadline deadline) {
        PrintWriter out = spec.commandLine().getOut();
        if (verify) {
            return verify(out, deadline);
        }
        try (StrongLookup look = new StrongLookup(file, gameFile, gameArgs)) {
            long p = position == null ? look.game.start() : look.game.parse(position);
            StrongLookupAnswer a = look.answer(p);
            if (json) {
                out.println(Json.write(a.json()));
            } else {
                out.printf("%s %s%n", look.game.id(), look.game.format(p));
                out.printf("value: %s (for the player to move)%n", a.describe());
                if (a.moveCount() == 0) {
                    out.println("no moves: the game is over");
                } else {
                    out.println("moves (value for the player making the move):");
                    int width = IntStream.range(0, a.moveCount()).map(m -> a.move(m).length()).reduce(1, Math::max);
                    int dw = IntStream.range(0, a.moveCount()).map(m -> a.describeMove(m).length())
                            .reduce(12, Math::max);
                    for (int m = 0; m < a.moveCount(); m++) {
                        out.printf(Locale.ROOT, "  %-" + width + "s  %-" + dw + "s %s%n", a.move(m),
                                a.describeMove(m), look.game.format(a.movePosition(m)));
                    }
                }
            }
        }
        out.flush();
        return 0;
    }

    /**
     * Every block's checksum, then the tiers against the game's plan when the game is known
     * (catalogue, or --game-file): ids, sizes, the order tiers were written in, the stored
     * position codes. Under the database's lock, so a run writing it meanwhile is named.
     */
    private int verify(PrintWriter out, Deadline deadline) {
        if (position != null) {
            throw new InvalidInputException("query --verify checks the whole file: give no POSITION");
        }
        try (StrongDatabase db = StrongDatabase.open(file); DatabaseLock lock = lockUnlessReadOnly()) {
            List<String> bad = new ArrayList<>(db.verify(deadline));
            int blocksBad = bad.size();
            StrongGame game = StrongLookup.gameOf(db, file, gameFile, gameArgs); // null: not known here
            if (game != null && bad.isEmpty()) {
                bad.addAll(db.verify(TierPlan.of(game, Long.MAX_VALUE, deadline)));
            }
            for (String b : bad) {
                spec.commandLine().getErr().println("sprague: " + b);
            }
            if (blocksBad > 0) {
                throw new CorruptDatabaseException(file + ": " + blocksBad + " of " + db.blockCount()
                        + " blocks are damaged");
            }
            if (!bad.isEmpty()) {
                throw new CorruptDatabaseException(file + ": every checksum is good, but the file is not "
                        + game.id() + "'s database as a solve writes it");
            }
            out.printf(Locale.ROOT, "%s: %s, %,d positions in %d tiers, %d blocks, every checksum good%s%n", file,
                    db.gameId(), db.positions(), db.tierCount(), db.blockCount(), game != null
                            ? "; tiers and positions are the game's"
                            : "; tiers not checked against the game (give its --game-file to check them)");
            out.flush();
            return 0;
        }
    }

    /**
     * The database's lock, so that a solve writing the file meanwhile is named (exit 2) rather
     * than verified past; none where this user cannot create files (no run of theirs writes there).
     */
    private DatabaseLock lockUnlessReadOnly() {
        Path dir = file.toAbsolutePath().getParent();
        if (dir == null || !Files.isWritable(dir)) {
            return null;
        }
        try {
            // the lock of the file itself, should FILE be a symbolic link to it
            return DatabaseLock.acquire(file.toRealPath(), "sprague query " + file + " --verify");
        } catch (java.io.IOException e) {
            throw FileProblem.of("query --verify: cannot read " + file, e);
        }
    }
}
