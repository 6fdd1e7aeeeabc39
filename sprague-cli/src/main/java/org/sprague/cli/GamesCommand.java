package org.sprague.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.GameDefinition;
import org.sprague.catalog.GameInfo;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code sprague games}: every game id with its rules and syntax. */
@Command(name = "games", description = "Every game id with its rules, position syntax and whether a closed form is known.")
final class GamesCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--json", description = "print the catalogue as JSON")
    boolean json;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        List<GameDefinition> defs = Catalog.standard().definitions();
        if (json) {
            out.println(Json.write(GameInfo.of(Catalog.standard())));
        } else {
            for (GameDefinition d : defs) {
                out.println(d.id() + (d.parameterSyntax() == null ? "" : ":" + d.parameterSyntax().split(" ")[0])
                        + "  -  " + d.title());
                out.println("    rules:       " + d.rules());
                if (d.parameterSyntax() != null) {
                    out.println("    parameter:   " + d.parameterSyntax());
                }
                out.println("    position:    " + d.positionSyntax());
                out.println("    closed form: " + (d.hasClosedForm() ? d.closedForm() : "none known: decided by search"));
                out.println("    example:     sprague solve " + d.example());
                out.println();
            }
        }
        out.flush();
        return 0;
    }
}
