package org.sprague.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.GameInfo;
import org.sprague.catalog.entry.GameKind;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code sprague games}: every game id of every kind with its rules and syntax ({@link Catalog#entries()}). */
@Command(name = "games", sortOptions = false,
        header = "Every game id: rules, position syntax, closed form known or not.",
        description = {"Every game id with its kind, rules, parameter and position syntax, whether a closed form"
                + " is known (else positions are decided by search), an example, and the commands that take it:"
                + " the impartial and partizan games of the catalogue (solve, play, table), the partizan games"
                + " valued by canonical form (solve), and the games strongly solved into a database (strong,"
                + " query, play --db). Then how graphs and your own game files are given.", "",
                "A game that takes a parameter is written id:PARAMETER (bash:3, subtraction:1,3,4)."},
        footer = {"", "Examples:",
                "  sprague games",
                "  sprague games nim",
                "  sprague games connect-four",
                "  sprague games --json"})
final class GamesCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "GAME", description = "show only this game id (any kind)")
    String only;

    @Option(names = "--json", description = "print the games as JSON (one object per game, with its kind)")
    boolean json;

    /** {@code --timeout}, as every command takes it (the catalogue is listed in milliseconds). */
    @Mixin
    TimeoutOption time = new TimeoutOption();

    @Override
    public Integer call() {
        return Watchdog.within(time.limit(), System.nanoTime(), d -> list());
    }

    private int list() {
        PrintWriter out = spec.commandLine().getOut();
        Catalog catalog = Catalog.standard();
        String id = only == null ? null : only.split(":")[0];
        List<GameInfo> entries = id == null ? catalog.entries()
                : List.of(catalog.entry(id).orElseThrow(() -> catalog.unknown(id)));
        if (json) {
            out.println(Json.write(entries));
        } else {
            for (GameInfo e : entries) {
                print(out, e);
            }
            if (only == null) {
                printOtherInputs(out);
            }
        }
        out.flush();
        return 0;
    }

    private static void print(PrintWriter out, GameInfo e) {
        boolean catalogue = e.questions().contains("solve") && e.questions().contains("play");
        if (!catalogue && e.kind().equals(GameKind.PARTIZAN.word())) { // valued by canonical form
            out.println(e.id() + "  -  partizan, solved to its canonical form (value, temperature, moves)");
            out.println("    rules:       " + e.rules());
            out.println("    position:    " + e.position());
            out.println("    example:     sprague solve " + e.example());
            if (e.table()) {
                out.println("    table:       sprague table " + e.id() + " 6x6");
            }
            out.println();
            return;
        }
        boolean strong = e.kind().equals(GameKind.STRONG.word());
        out.println(e.id() + (e.parameter() == null ? "" : (strong ? "[:" : ":") + e.parameter().split(" ")[0]
                + (strong ? "]" : "")) + "  -  " + e.title()
                + (strong ? " (strong: every position solved into a database)"
                        : e.kind().equals(GameKind.PARTIZAN.word()) ? " (partizan)" : ""));
        out.println("    rules:       " + e.rules());
        if (e.parameter() != null) {
            out.println("    parameter:   " + e.parameter());
        }
        out.println("    position:    " + e.position());
        if (strong) {
            String file = e.id() + ".db";
            out.println("    example:     sprague strong " + e.example() + " --db " + file);
            out.println("    then:        sprague query " + file + " POSITION, sprague play --db " + file);
        } else {
            out.println("    closed form: " + (e.closedForm() != null ? e.closedForm() : "none known: decided by search"));
            out.println("    example:     sprague solve " + e.example());
            if (e.table()) {
                out.println("    table:       sprague table " + e.example().split(" ")[0] + " 8x8");
            }
        }
        out.println();
    }

    /** Games that have no id: graphs read from a file, and the user's own game classes. */
    private static void printOtherInputs(PrintWriter out) {
        out.println("graphs  -  a game on a directed graph given as a file (cycles allowed: draws)");
        out.println("    file:        one edge 'FROM TO [WEIGHT]' a line; '#' starts a comment (docs/graphs.md)");
        out.println("    example:     sprague graph examples/loopy.graph");
        out.println();
        out.println("game files  -  your own game, a Java class compiled on the fly (docs/game-files.md)");
        out.println("    impartial or partizan: sprague solve|table|play|pattern --game-file FILE.java POSITION...");
        out.println("    with cycles: sprague graph --game-file FILE.java POSITION...");
        out.println("    strong:      sprague strong --game-file FILE.java --db FILE [ARGS]");
        out.println("    example:     sprague solve --game-file examples/CuttingSheets.java 5 7");
        out.println();
    }
}
