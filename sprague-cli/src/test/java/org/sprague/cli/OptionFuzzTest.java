package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Issue 20, item 7: every option of every command, taken from picocli's model (so an option
 * added later is fuzzed too), given bad values (empty, negative, huge, overflowing, not a
 * number, paths that do not exist, directories, /dev/null, ...) on top of a quick invocation
 * that works; and every command's operands likewise. Each answer must be an exit code of 0,
 * 2, 3 or 4 with, on failure, one line on standard error: never exit 1 ("internal error")
 * and never a stack trace.
 */
class OptionFuzzTest {
    @TempDir
    static Path dir;

    private static Path ttt;
    private static byte[] tttBytes;
    private static Path notes;
    private static List<String> moduleFiles;

    /** Commands not run here, with the reason. */
    private static final Map<String, String> SKIPPED = Map.of(
            "shell", "starts jshell reading the terminal; it has no option of its own, its operands go to jshell");

    /** The values every option is given. */
    private static List<String> values() {
        return List.of("", " ", "-", "0", "-1", "1", "2", "-0", "+1", "007", "1.5", "1e3", "0x10", "NaN", "Infinity",
                "abc", "2147483647", "2147483648", "-2147483648", "-2147483649", "4294967296", "9223372036854775807",
                "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "99999999999999999999999999999",
                "9".repeat(400), "2147483648x1", "1x2147483648", "0x0", "-1x3", "99x99", "a b", "a\nb", "\u0000",
                "\u00e9\u2603", "${maxPositions}", "%s%n", "x".repeat(20_000),
                dir.resolve("missing/dir/file.txt").toString(), dir.toString(), "/dev/null", "/", notes.toString(), ttt.toString(),
                ttt.toString() + "/x");
    }

    /** A quick invocation of each command that works; the option fuzzed is added to it (or replaces its value). */
    private static Map<String, List<String>> bases() {
        Map<String, List<String>> b = new LinkedHashMap<>();
        b.put("solve", List.of("solve", "nim", "3"));
        b.put("table", List.of("table", "nim", "3x3"));
        b.put("play", List.of("play", "nim", "3"));
        b.put("pattern", List.of("pattern", "nim", "--to", "5"));
        b.put("games", List.of("games"));
        b.put("graph", List.of("graph", Path.of("..", "examples", "loopy.graph").toString()));
        b.put("grundy", List.of("grundy", "kayles", "--to", "5"));
        b.put("quotient", List.of("quotient", "kayles", "--to", "5", "--progress", "none"));
        b.put("strong", List.of("strong", "tic-tac-toe", "--db", dir.resolve("fuzz.db").toString()));
        b.put("query", List.of("query", ttt.toString()));
        b.put("value", List.of("value", "{1|0}"));
        b.put("serve", List.of("serve", "--port", "0"));
        b.put("help", List.of("help"));
        return b;
    }

    /** Each command's operands, V standing for the value fuzzed. */
    private static Map<String, List<List<String>>> operands() {
        String db = dir.resolve("op.db").toString();
        Map<String, List<List<String>>> o = new LinkedHashMap<>();
        o.put("solve", List.of(List.of("solve", "V"), List.of("solve", "nim", "V"), List.of("solve", "domineering", "V"),
                List.of("solve", "cram", "V"), List.of("solve", "subtraction:V", "3"), List.of("solve", "nim 3", "+", "V"),
                List.of("solve", "wythoff", "V", "2"), List.of("solve", "chomp", "V")));
        o.put("table", List.of(List.of("table", "V"), List.of("table", "nim", "V"), List.of("table", "wythoff", "V"),
                List.of("table", "domineering", "V")));
        o.put("play", List.of(List.of("play", "V"), List.of("play", "nim", "V"), List.of("play", "--db", ttt.toString(), "V")));
        o.put("pattern", List.of(List.of("pattern", "V", "--to", "5"), List.of("pattern", "subtraction:V", "--to", "5")));
        o.put("games", List.of(List.of("games", "V")));
        o.put("graph", List.of(List.of("graph", "V")));
        o.put("grundy", List.of(List.of("grundy", "V", "--to", "5"), List.of("grundy", "octal:V", "--to", "5")));
        o.put("quotient", List.of(List.of("quotient", "V", "--to", "5"), List.of("quotient", "subtraction:V", "--to", "5")));
        o.put("strong", List.of(List.of("strong", "V", "--db", db), List.of("strong", "connect-four:V", "--db", db),
                List.of("strong", "dodgem:V", "--db", db)));
        o.put("query", List.of(List.of("query", "V"), List.of("query", ttt.toString(), "V")));
        o.put("value", List.of(List.of("value", "V"), List.of("value", "{V|0}")));
        o.put("serve", List.of());
        o.put("help", List.of(List.of("help", "V")));
        return o;
    }

    @BeforeAll
    static void files() throws IOException {
        ttt = dir.resolve("ttt.db");
        assertEquals(0, Cli.run("strong", "tic-tac-toe", "--db", ttt.toString()).exitCode());
        tttBytes = Files.readAllBytes(ttt);
        notes = Files.writeString(dir.resolve("notes.txt"), "not a database, not a game\n");
        moduleFiles = moduleFiles();
    }

    private static List<String> moduleFiles() throws IOException {
        try (var s = Files.list(Path.of("."))) {
            return s.map(Path::toString).sorted().toList();
        }
    }

    private static CommandLine root() {
        return Main.commandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
    }

    /** A new command gets a base invocation here, so its options are fuzzed too. */
    @Test
    void everyCommandIsFuzzed() {
        Set<String> commands = new TreeSet<>(root().getSubcommands().keySet());
        commands.removeAll(SKIPPED.keySet());
        assertEquals(commands, new TreeSet<>(bases().keySet()), "give each command a base invocation");
        assertEquals(commands, new TreeSet<>(operands().keySet()), "give each command its operand templates");
    }

    @Test
    void everyBaseInvocationWorks() throws Exception {
        for (List<String> base : bases().values()) {
            Result r = run(base);
            assertEquals(0, r.code(), base + ": " + r.err());
        }
    }

    /** Options fuzzed by their own test, with the branch that owns their fix. */
    private static final Map<String, String> OWNED_ELSEWHERE = Map.of("--timeout",
            "issue 20 item 7: --timeout's own overflow handling is the deadlines branch's");

    @Test
    void everyOptionOfEveryCommandAnswersBadValuesInOneLine() throws Exception {
        List<String> failures = new ArrayList<>();
        int cases = 0;
        for (var e : bases().entrySet()) {
            CommandSpec spec = root().getSubcommands().get(e.getKey()).getCommandSpec();
            for (OptionSpec o : spec.options()) {
                if (OWNED_ELSEWHERE.containsKey(o.longestName())) {
                    continue;
                }
                for (String v : values()) {
                    List<String> args = with(e.getValue(), o, v);
                    String failure = check(args);
                    cases++;
                    if (failure != null) {
                        failures.add(failure);
                    }
                }
            }
        }
        report(failures, cases);
    }

    @Test
    void everyOperandOfEveryCommandAnswersBadValuesInOneLine() throws Exception {
        List<String> failures = new ArrayList<>();
        int cases = 0;
        for (var e : operands().entrySet()) {
            for (List<String> template : e.getValue()) {
                for (String v : values()) {
                    List<String> args = template.stream().map(w -> w.replace("V", v)).toList();
                    String failure = check(args);
                    cases++;
                    if (failure != null) {
                        failures.add(failure);
                    }
                }
            }
        }
        report(failures, cases);
    }

    /**
     * The options once owned by another branch ({@link #OWNED_ELSEWHERE}), fuzzed on every
     * command that has them: asserted, now that their fixes are merged (this was an assumption,
     * skipped while {@code play nim 2147483647} listed 2^31 - 1 moves; play now refuses more
     * than {@code --max-moves}).
     */
    @Test
    void optionsOwnedByOtherBranchesAnswerInOneLineToo() throws Exception {
        List<String> failures = new ArrayList<>();
        int cases = 0;
        for (var e : bases().entrySet()) {
            CommandSpec spec = root().getSubcommands().get(e.getKey()).getCommandSpec();
            for (OptionSpec o : spec.options()) {
                String owner = OWNED_ELSEWHERE.get(o.longestName());
                if (owner == null) {
                    continue;
                }
                for (String v : values()) {
                    String failure = check(with(e.getValue(), o, v));
                    cases++;
                    if (failure != null) {
                        failures.add("[" + owner + "] " + failure);
                    }
                }
            }
        }
        assertTrue(cases > 10, "only " + cases + " cases");
        assertTrue(failures.isEmpty(), failures.size() + " cases:\n" + String.join("\n", failures));
    }

    /** Each command's operands are fuzzed (positional parameters in picocli's model have templates). */
    @Test
    void everyCommandWithOperandsHasTemplates() {
        for (var e : root().getSubcommands().entrySet()) {
            if (SKIPPED.containsKey(e.getKey())) {
                continue;
            }
            List<PositionalParamSpec> params = e.getValue().getCommandSpec().positionalParameters();
            assertTrue(params.isEmpty() || !operands().get(e.getKey()).isEmpty(), e.getKey() + " has operands "
                    + params.stream().map(PositionalParamSpec::paramLabel).toList() + " but no template");
        }
    }

    private static void report(List<String> failures, int cases) throws IOException {
        assertTrue(cases > 100, "only " + cases + " cases");
        assertEquals(moduleFiles, moduleFiles(), "files written into the module's directory");
        assertTrue(failures.isEmpty(), failures.size() + " of " + cases + " cases:\n" + String.join("\n", failures));
        assertFalse(Files.isRegularFile(Path.of("/dev/null")), "/dev/null was replaced by a file");
    }

    /** The base with {@code o} given {@code v}: its value replaced when the base has the option, else added. */
    private static List<String> with(List<String> base, OptionSpec o, String v) {
        List<String> args = new ArrayList<>(base);
        String name = o.longestName();
        if (o.arity().max() == 0) { // a flag: --json=VALUE
            args.add(name + "=" + v);
            return args;
        }
        String value = isPath(o) && !v.isEmpty() && !v.startsWith("/") && v.indexOf(0) < 0 ? dir.resolve(v).toString() : v;
        int at = args.indexOf(name);
        if (at >= 0) {
            args.set(at + 1, value);
        } else {
            args.add(name);
            args.add(value);
        }
        return args;
    }

    /** A file option: relative values are put under the test's directory, so no file lands in the module. */
    private static boolean isPath(OptionSpec o) {
        if (o.type() == Path.class || o.type() == File.class) {
            return true;
        }
        for (Class<?> c : o.auxiliaryTypes()) {
            if (c == Path.class || c == File.class) {
                return true;
            }
        }
        return false;
    }

    private static final Pattern STACK = Pattern.compile("(?m)^\\s+at [\\w.$]+\\(|\\bjava\\.(lang|io|nio|util)\\.\\w*(Exception|Error)\\b");

    /** Null when {@code args} are answered as they should be, else a line saying how not. */
    private static String check(List<String> args) throws Exception {
        long t0 = System.nanoTime();
        Result r = run(args);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        if (ms > 5000) {
            System.out.println("slow case, " + ms + " ms: " + args.stream().map(a -> a.length() > 60 ? a.substring(0, 60)
                    : a).toList());
        }
        if (!java.util.Arrays.equals(tttBytes, Files.readAllBytes(ttt))) { // written over by a fuzzed --out
            Files.write(ttt, tttBytes);
        }
        String shown = String.join(" ", args.stream().map(a -> a.length() > 60 ? a.substring(0, 60) + "...(" + a.length()
                + " chars)" : a).map(a -> "'" + a.replace("\n", "\\n").replace("\0", "\\0") + "'").toList());
        if (r.code() == -1) {
            return "STILL RUNNING after " + TIME_LIMIT + " s: " + shown;
        }
        String err = r.err();
        String firstLine = err.lines().findFirst().orElse("");
        String why = null;
        if (r.code() == 1 || err.contains("internal error")) {
            why = "exit " + r.code();
        } else if (r.code() != 0 && r.code() != 2 && r.code() != 3 && r.code() != 4) {
            why = "exit " + r.code();
        } else if (STACK.matcher(err).find()) {
            why = "a stack trace or Java class name";
        } else if (r.code() != 0 && err.lines().filter(l -> l.startsWith("sprague:")).count() != 1) {
            why = "not one 'sprague:' line";
        } else if (r.code() != 0 && err.lines().count() > 2) {
            why = "more than two lines";
        }
        if (why == null) {
            return null;
        }
        return why + ": sprague " + shown + " -> " + (firstLine.length() > 300 ? firstLine.substring(0, 300)
                : firstLine);
    }

    record Result(int code, String out, String err) {
    }

    private static final int TIME_LIMIT = 60;
    private static final ExecutorService RUNNER = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "fuzz-case");
        t.setDaemon(true);
        return t;
    });

    /** Runs in-process with empty standard input; serve is stopped once it has started. */
    private static Result run(List<String> args) throws Exception {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        PrintWriter o = new PrintWriter(out, true);
        PrintWriter e = new PrintWriter(err, true);
        if (args.get(0).equals("serve")) {
            CommandLine cl = Main.commandLine(new StringReader(""), o, e);
            ServeCommand serve = (ServeCommand) cl.getSubcommands().get("serve").getCommand();
            CompletableFuture<Integer> exit = CompletableFuture.supplyAsync(() -> cl.execute(args.toArray(String[]::new)),
                    RUNNER);
            for (int i = 0; i < TIME_LIMIT * 20 && !exit.isDone() && serve.server() == null; i++) {
                Thread.sleep(50);
            }
            serve.stop();
            try {
                return new Result(exit.get(TIME_LIMIT, TimeUnit.SECONDS), out.toString(), err.toString());
            } catch (TimeoutException t) {
                return new Result(-1, out.toString(), err.toString());
            }
        }
        Future<Integer> f = RUNNER.submit(() -> Main.run(args.toArray(String[]::new), new StringReader(""), o, e));
        try {
            return new Result(f.get(TIME_LIMIT, TimeUnit.SECONDS), out.toString(), err.toString());
        } catch (TimeoutException t) {
            f.cancel(true);
            return new Result(-1, out.toString(), err.toString());
        }
    }
}
