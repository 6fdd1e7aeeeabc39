package org.sprague.cli;

import org.sprague.app.front.FrontEnd;
import java.util.List;
import java.util.concurrent.Callable;
import org.sprague.app.Report;
import org.sprague.app.TableQuestion;
import org.sprague.app.Sprague;
import org.sprague.game.InvalidInputException;
import org.sprague.game.io.PositionFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code sprague pattern}: print the table and find its rule, with the evidence. */
@Command(name = "pattern", sortOptions = false,
        description = {"Computes a game's table by brute-force search and finds the rule behind it:"
                + " which positions are P, and how the Grundy values go on, with the evidence"
                + " (the range checked, and the first counterexample of every simpler rule rejected).", "",
                "One-coordinate games (a position is one number n): periodic, eventually periodic,"
                        + " arithmetic-periodic (saltus), residues (P iff n mod m in R), geometric intervals.",
                "Two-coordinate games (give RxC): periodic in both coordinates, diagonals, complementary"
                        + " Beatty pairs with the irrational identified, Grundy tables that split as f(x) XOR h(y).", "",
                "Every candidate rule is learned on the first half of the table and checked on it and on"
                        + " held-out values computed further (up to twice --to, within a time budget): a difference"
                        + " there refutes it. Among the rest, the rule with the least score (numbers in its"
                        + " parameters + its exceptions) is printed, and only when the score is at most half the"
                        + " learned values with at most 32 exceptions; otherwise \"no rule found\" and the table.",
                "\"proven by ...\" names the theorem that makes the rule hold for every n (Guy-Smith, Bachet,"
                        + " Wythoff, ...); every other rule is a conjecture checked on the range shown."},
        footer = {"", "Examples:",
                "  sprague pattern subtraction:pow2 --to 300",
                "  sprague pattern kayles --to 500",
                "  sprague pattern multiplication --to 20000",
                "  sprague pattern kiki 30x30",
                "  sprague pattern 0.137 --to 1000",
                "  sprague pattern wythoff 40x40 --json",
                "  sprague pattern --game-file examples/FibonacciThreeHeaps.java 20x20"})
final class PatternCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..2", paramLabel = "GAME [RxC]",
            description = "the game id (omit it with --game-file); RxC for a two-coordinate table")
    List<String> args = List.of();

    @Option(names = "--to", paramLabel = "N", defaultValue = "300",
            description = "one-coordinate games: compute positions up to n = N (default ${DEFAULT-VALUE})")
    int to;

    @Option(names = "--max-positions", paramLabel = "N", defaultValue = "10000000",
            description = "the most positions the search may store (default ${DEFAULT-VALUE}); past it: exit 3")
    long maxPositions;

    @Option(names = "--json", description = "print the rules and their evidence as JSON")
    boolean json;

    @Mixin
    GameOptions game;

    @Override
    public Integer call() throws Exception {
        if (maxPositions < 1) {
            throw new InvalidInputException("--max-positions " + maxPositions + " must be at least 1");
        }
        List<String> words = game.words(args);
        if (words.isEmpty()) {
            throw new InvalidInputException("missing game: e.g. sprague pattern kayles --to 500");
        }
        if (words.size() > 2) {
            throw new InvalidInputException("too many arguments: give GAME and, for a table, RxC");
        }
        Sprague sprague = FrontEnd.sprague(game.catalog(), PositionFiles.NONE);
        TableQuestion q = (words.size() == 2 ? table(words.get(0), words.get(1))
                : TableQuestion.sequence(words.get(0), to, maxPositions)).within(game.limit());
        Report result = game.run(() -> sprague.pattern(q));
        return Text.print(spec, json ? Json.write(result.json()) : result.text(CliWords::flag));
    }

    private TableQuestion table(String gameId, String size) {
        int[] rc = TableCommand.parseSize(size);
        return TableQuestion.table(gameId, rc[0], rc[1], maxPositions);
    }
}
