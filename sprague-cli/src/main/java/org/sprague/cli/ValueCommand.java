package org.sprague.cli;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.sprague.game.InvalidInputException;
import org.sprague.partizan.AtomicWeights;
import org.sprague.partizan.CanonicalFormPrinter;
import org.sprague.partizan.CanonicalForms;
import org.sprague.partizan.Dyadic;
import org.sprague.partizan.Notation;
import org.sprague.partizan.ThermographSvg;
import org.sprague.partizan.Thermographs;
import org.sprague.partizan.ValueParser;
import org.sprague.partizan.ValueReport;
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

    /** The JSON of a value. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record ValueJson(String input, String value, String outcome, String mean, String temperature,
            String leftStop, String rightStop, String cooled, String heated, String atomicWeight) {
    }

    /** The JSON of a comparison. */
    record ComparisonJson(String input, String comparison, boolean result) {
    }

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
        PrintWriter out = spec.commandLine().getOut();
        out.println(text);
        out.flush();
        return 0;
    }

    private String evaluate(String input) throws IOException {
        Notation printIn = Notation.parse(notation);
        CanonicalForms forms = new CanonicalForms(maxForms);
        Thermographs th = new Thermographs(forms);
        CanonicalFormPrinter printer = new CanonicalFormPrinter(forms, th, printIn);
        ValueParser.Statement s = ValueParser.parse(forms, input);
        if (s.isComparison()) {
            if (thermograph != null || cool != null || heat != null || atomicWeight) {
                throw new InvalidInputException(
                        "--thermograph, --cool, --heat and --atomic-weight need a game, not a comparison");
            }
            return json ? Json.write(new ComparisonJson(input, s.comparison(), s.truth())) : Boolean.toString(s.truth());
        }
        int g = s.game();
        String weight = atomicWeight ? printer.print(new AtomicWeights(forms).atomicWeight(g)) : null;
        ValueReport r = ValueReport.of(forms, th, printer, g);
        String cooled = null;
        String heated = null;
        if (cool != null) {
            Dyadic t = Dyadic.parse(cool);
            if (t.signum() < 0) {
                throw new InvalidInputException("--cool " + cool + ": cooling needs a temperature >= 0");
            }
            cooled = printer.print(th.cool(g, t));
        }
        if (heat != null) {
            heated = printer.print(th.heat(g, Dyadic.parse(heat)));
        }
        if (thermograph != null) {
            OutputFiles.replace("--thermograph", thermograph,
                    ThermographSvg.draw(r.value(), th.thermograph(g)).getBytes(StandardCharsets.UTF_8));
        }
        if (json) {
            return Json.write(new ValueJson(input, r.value(), r.outcome().name(), r.mean(), r.temperature(),
                    r.leftStop(), r.rightStop(), cooled, heated, weight));
        }
        StringBuilder sb = new StringBuilder(r.text());
        if (cooled != null) {
            sb.append("\ncooled by ").append(cool).append(": ").append(cooled);
        }
        if (heated != null) {
            sb.append("\nheated by ").append(heat).append(": ").append(heated);
        }
        if (weight != null) {
            sb.append("\natomic weight: ").append(weight);
        }
        if (thermograph != null) {
            sb.append("\nthermograph:  ").append(thermograph);
        }
        return sb.toString();
    }
}
