package org.sprague.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.Game;
import org.sprague.catalog.GameDefinition;
import org.sprague.catalog.GameInfo;
import org.sprague.catalog.PartizanCatalogGame;
import org.sprague.game.InvalidInputException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code sprague games}: every game id with its rules and syntax. */
@Command(name = "games", sortOptions = false,
        header = "Every game id: rules, position syntax, closed form known or not.",
        description = {"Every game id with its rules, parameter and position syntax, whether a closed form"
                + " is known (else positions are decided by search), and an example.", "",
                "A game that takes a parameter is written id:PARAMETER (bash:3, subtraction:1,3,4)."},
        footer = {"", "Examples:",
                "  sprague games",
                "  sprague games nim",
                "  sprague games --json"})
final class GamesCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "GAME", description = "show only this game id")
    String only;

    @Option(names = "--json", description = "print the catalogue as JSON")
    boolean json;

    /** {@code --timeout}, as every command takes it (the catalogue is listed in milliseconds). */
    @Mixin
    TimeoutOption time = new TimeoutOption();

    @Override
    public Integer call() {
        return Watchdog.within(time.limit(), System.nanoTime(), this::list);
    }

    private int list() {
        PrintWriter out = spec.commandLine().getOut();
        Catalog catalog = Catalog.standard();
        List<GameDefinition> defs = new ArrayList<>();
        for (GameDefinition d : catalog.definitions()) {
            if (only == null || d.id().equals(only.split(":")[0])) {
                defs.add(d);
            }
        }
        boolean partizanOnly = only != null && org.sprague.partizan.games.PartizanGames.has(only);
        if (defs.isEmpty() && partizanOnly && !json) {
            printPartizan(out);
            out.flush();
            return 0;
        }
        if (defs.isEmpty()) {
            catalog.game(only); // names the unknown id and lists the known ones
            throw new InvalidInputException("unknown game '" + only + "'");
        }
        if (json) {
            List<GameInfo> list = new ArrayList<>();
            for (GameDefinition d : defs) {
                list.add(GameInfo.of(catalog, d));
            }
            out.println(Json.write(list));
        } else {
            for (GameDefinition d : defs) {
                out.println(d.id() + (d.parameterSyntax() == null ? "" : ":" + d.parameterSyntax().split(" ")[0])
                        + "  -  " + d.title() + (partizan(catalog, d) ? " (partizan)" : ""));
                out.println("    rules:       " + d.rules());
                if (d.parameterSyntax() != null) {
                    out.println("    parameter:   " + d.parameterSyntax());
                }
                out.println("    position:    " + d.positionSyntax());
                out.println("    closed form: " + (d.hasClosedForm() ? d.closedForm() : "none known: decided by search"));
                out.println("    example:     sprague solve " + d.example());
                if (twoCoordinates(catalog, d)) {
                    out.println("    table:       sprague table " + d.example().split(" ")[0] + " 8x8");
                }
                out.println();
            }
            if (only == null) {
                printPartizan(out);
            }
        }
        out.flush();
        return 0;
    }

    /** The partizan games solved to canonical form (docs/partizan.md). */
    private void printPartizan(PrintWriter out) {
        for (var g : org.sprague.partizan.games.PartizanGames.all()) {
            if (only != null && !g.id().equals(only)) {
                continue;
            }
            out.println(g.id() + "  -  partizan, solved to its canonical form (value, temperature, moves)");
            out.println("    rules:       " + g.rules());
            out.println("    position:    " + g.syntax());
            out.println("    example:     sprague solve " + g.example());
            out.println();
        }
    }

    private static boolean partizan(Catalog catalog, GameDefinition d) {
        return GameInfo.exampleGame(catalog, d) instanceof PartizanCatalogGame;
    }

    private static boolean twoCoordinates(Catalog catalog, GameDefinition d) {
        Game g = GameInfo.exampleGame(catalog, d);
        return g != null && g.twoCoordinates();
    }
}
