package org.sprague.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.sprague.app.Sprague;
import org.sprague.app.ValueAnswer;
import org.sprague.app.ValueQuestion;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code sprague value}: canonical form, outcome, mean, temperature and stops of a game written in CGT notation. */
@Command(name = "value", sortOptions = false, mixinStandardHelpOptions = true,
        header = "The canonical form of a partizan game written in the field's notation, with its outcome,"
                + " mean, temperature and stops; or the truth of a comparison.",
        description = {"Notation (every form CGSuite prints, and CGScript): integers, dyadic fractions 3/4, * and *n"
                + " (nimbers), ^ ^^ ^n (ups), v vv vn (downs), ^<n> v<n> ^[n] v[n] or ^.Pow(n) ^.PowTo(n) (up-nth"
                + " powers and their sums); a number followed directly by ups and a star, or by Tiny or Miny, is"
                + " their sum (1/2^*, 73/16v9*8, 2Tiny(2)); {L|R} with options separated by commas and || |||"
                + " for nesting ({2|0||0} is {{2|0}|0}); + - and unary -; +-G (the switch {G|-G}), +-{a,b}"
                + " (= {a,b|-a,-b}) and x+-G; Tiny(x) = {0||0|-x}, Miny(x) = {x|0||0}; parentheses. Anything"
                + " else (two games side by side, as in {2 3|0}) is exit code 2 naming the position.", "",
                "--notation cgsuite prints CGScript that CGSuite reads back (2+Tiny(2), 1/2+^*, ^.Pow(2));"
                        + " the default prints as CGSuite does, plus x+-G.", "",
                "A comparison G OP H prints true or false: <= >= == != < > <| (less or confused) |> (greater or"
                        + " confused) <> (confused: neither >= nor <=).", "",
                "Outcome: L Left wins whoever starts, R Right wins whoever starts, P the second player wins,"
                        + " N the first player wins. Mean and temperature come from the thermograph"
                        + " as CGSuite defines them (numbers have temperature -1/2^k, integers -1; a number plus"
                        + " an infinitesimal 0). The thermograph is drawn from t = -1 (subzero thermography)."},
        footer = {"", "Examples:",
                "  sprague value \"{2|-1}\"",
                "  sprague value \"{1|0} + {1|0}\"",
                "  sprague value \"^ + ^ + *\" --json",
                "  sprague value \"^ <= *\"",
                "  sprague value \"{3||2*|1*}\" --thermograph plot.svg",
                "  sprague value \"{2|-1}\" --cool 1",
                "  sprague value \"^ + {0|v*}\" --atomic-weight",
                "", "JSON: {\"input\", \"value\", \"outcome\" (L|R|P|N), \"mean\", \"temperature\", \"leftStop\",",
                "  \"rightStop\"} (exact rationals as strings), plus \"cooled\"/\"heated\"/\"atomicWeight\" when asked;",
                "  a comparison: {\"input\", \"comparison\", \"result\"}"})
final class ValueCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "EXPRESSION",
            description = "a game or a comparison in CGT notation (quote it; several words are joined)")
    List<String> words;

    @Option(names = "--json", description = "print the result as JSON")
    boolean json;

    @Option(names = "--thermograph", paramLabel = "FILE.svg", description = "draw the thermograph into FILE.svg")
    Path thermograph;

    @Option(names = "--cool", paramLabel = "T", description = "also print the game cooled by T (a dyadic number >= 0)")
    String cool;

    @Option(names = "--heat", paramLabel = "T", description = "also print the game heated by T (a dyadic number)")
    String heat;

    @Option(names = "--atomic-weight", description = "also print the atomic weight (all-small games only; otherwise exit code 2)")
    boolean atomicWeight;

    @Option(names = "--notation", paramLabel = "sprague|cgsuite", defaultValue = "sprague",
            description = "how values are printed: sprague (default: as CGSuite prints them, plus x+-G) or cgsuite"
                    + " (CGScript that CGSuite reads back: 2+Tiny(2), 1/2+^*, ^.Pow(2)); both are read")
    String notation;

    @Option(names = "--max-forms", paramLabel = "N", defaultValue = "20000000",
            description = "the most canonical forms to store (default ${DEFAULT-VALUE}); past it: exit code 3")
    long maxForms;

    @Mixin
    TimeoutOption time = new TimeoutOption();

    @Override
    public Integer call() throws Exception {
        if (thermograph != null) {
            OutputFiles.checkReplaceable("--thermograph", thermograph); // before any work
        }
        String input = String.join(" ", words);
        // under --timeout, on its own thread (Watchdog): the store of forms polls the deadline
        String text = Watchdog.call("value", () -> evaluate(input), time.limit(), spec.commandLine().getErr());
        return Text.print(spec, text);
    }

    private String evaluate(String input) throws IOException {
        ValueAnswer answer = Sprague.standard().value(
                new ValueQuestion(input, notation, maxForms, cool, heat, atomicWeight,
                        thermograph != null, time.limit()));
        if (answer.holds() != null) {
            return json ? Json.write(answer.json()) : answer.text();
        }
        if (thermograph != null) {
            OutputFiles.replace("--thermograph", thermograph, answer.thermograph().text().getBytes(StandardCharsets.UTF_8));
        }
        if (json) {
            return Json.write(answer.json());
        }
        return thermograph == null ? answer.text() : answer.text() + "\nthermograph:  " + thermograph;
    }
}
