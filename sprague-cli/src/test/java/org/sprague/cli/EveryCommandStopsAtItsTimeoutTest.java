package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * Issue 20 item 6: every command takes {@code --timeout} and stops at it. Every command of
 * the command line is listed here with its hardest catalogue input (minutes of work or more
 * without a limit); run in-process with {@code --timeout 0.2}, each must end within a second
 * with exit code 3 and a message saying the time limit was reached, and leave no thread
 * running Sprague's code and no child process behind. {@code serve}'s --timeout is each
 * request's limit: its request must be answered 422 within the second. A new command without
 * an entry here fails {@link #everyCommandIsListed}.
 */
class EveryCommandStopsAtItsTimeoutTest {
    private static final String LIMIT = "0.2";
    /** The command must end within this (in one of {@link #ATTEMPTS} attempts: the machine is shared). */
    private static final long ANSWER_MILLIS = 1_000;
    private static final int ATTEMPTS = 3;
    /** After the command ends, the threads it started must be done within this. */
    private static final long IDLE_MILLIS = 1_000;
    /** Commands that compute nothing: picocli's own help. */
    private static final Set<String> NOT_COMPUTING = Set.of("help");

    @TempDir
    static Path dir;

    /** Each command's hardest inputs: arguments before --timeout, and the exit code expected. */
    private static final Map<String, List<Run>> HARDEST = new LinkedHashMap<>();

    /** One run of the command line: its arguments and the exit code it must end with. */
    private record Run(List<String> args, int exit) {
        static Run limited(String... args) {
            return new Run(List.of(args), 3);
        }
    }

    @BeforeAll
    static void inputs() throws IOException {
        Path graph = dir.resolve("chain.graph");
        try (Writer w = Files.newBufferedWriter(graph, StandardCharsets.UTF_8)) {
            for (int v = 0; v < 3_000_000; v++) { // a chain of 3,000,000 moves: seconds to read and solve
                w.write(v + " " + (v + 1) + "\n");
            }
        }
        Path ttt = dir.resolve("ttt.db");
        assertEquals(0, Cli.run("strong", "tic-tac-toe", "--db", ttt.toString(), "--progress", "none").exitCode());

        HARDEST.put("solve", List.of(
                Run.limited("solve", "wythoff", "2000", "2000", "--method", "search"),
                Run.limited("solve", "0.8", "6000"),
                Run.limited("solve", "domineering", "8x8"),
                Run.limited("solve", "moore:2", "20", "20", "20", "20", "20", "20", "--misere"),
                Run.limited("solve", "chomp", "15x15", "--threads", "2")));
        HARDEST.put("table", List.of(Run.limited("table", "cutting", "1000x1000", "--grundy", "--method", "search")));
        HARDEST.put("play", List.of(
                Run.limited("play", "moore:2", "20", "20", "20", "20", "20", "20", "--misere", "--first", "engine")));
        HARDEST.put("pattern", List.of(Run.limited("pattern", "cutting", "200x200"),
                Run.limited("pattern", "0.8", "--to", "20000")));
        HARDEST.put("games", List.of(new Run(List.of("games"), 0))); // nothing to compute: answered at once
        HARDEST.put("shell", List.of(Run.limited("shell"))); // jshell takes longer than 0.2 s to start
        HARDEST.put("serve", List.of()); // each request's limit: see serve()
        HARDEST.put("graph", List.of(Run.limited("graph", graph.toString()),
                Run.limited("graph", graph.toString(), "--threads", "2")));
        HARDEST.put("grundy", List.of(Run.limited("grundy", "0.8", "--to", "1000000", "--progress", "none"),
                Run.limited("grundy", "grundys-game", "--to", "100000000", "--no-values", "--progress", "none")));
        HARDEST.put("strong", List.of(Run.limited("strong", "connect-four:6x4", "--db",
                dir.resolve("c4.db").toString(), "--progress", "none", "--fresh")));
        // a look-up reads one block per move: answered at once
        HARDEST.put("query", List.of(new Run(List.of("query", ttt.toString(), "--verify"), 0),
                new Run(List.of("query", ttt.toString(), "--json"), 0)));
        // 0.35's quotient has 1,826 elements by heap 17 and keeps growing (MisereSolver: no answer in 5 minutes)
        HARDEST.put("quotient", List.of(Run.limited("quotient", "0.35", "--to", "5000", "--progress", "none"),
                Run.limited("quotient", "grundys-game", "--to", "5000", "--json", "--progress", "none")));
        HARDEST.put("value", List.of(Run.limited("value", "*4096 + {1|0}"),
                Run.limited("value", "{3||2*|1*} + *4096 + {1|0}", "--thermograph", dir.resolve("t.svg").toString())));
    }

    @Test
    void everyCommandIsListed() {
        CommandLine cl = Main.commandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
        TreeSet<String> commands = new TreeSet<>(cl.getSubcommands().keySet());
        commands.removeAll(NOT_COMPUTING);
        assertEquals(commands, new TreeSet<>(HARDEST.keySet()), "every command needs its hardest input here");
        for (String c : commands) {
            assertTrue(cl.getSubcommands().get(c).getCommandSpec().findOption("--timeout") != null,
                    c + " takes no --timeout");
        }
    }

    @TestFactory
    Stream<DynamicTest> everyCommandEndsAtItsTimeoutAndLeavesNothingRunning() {
        List<DynamicTest> tests = new ArrayList<>();
        HARDEST.forEach((command, runs) -> {
            for (Run run : runs) {
                tests.add(DynamicTest.dynamicTest(String.join(" ", run.args()), () -> check(run)));
            }
        });
        tests.add(DynamicTest.dynamicTest("serve --timeout " + LIMIT, EveryCommandStopsAtItsTimeoutTest::serve));
        return tests.stream();
    }

    private static void check(Run run) throws Exception {
        List<Long> times = new ArrayList<>();
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            Set<Thread> before = Thread.getAllStackTraces().keySet();
            List<String> args = new ArrayList<>(run.args());
            args.addAll(List.of("--timeout", LIMIT));
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            CommandLine cl = Main.commandLine(new StringReader("quit\n"), new PrintWriter(out, true),
                    new PrintWriter(err, true));
            if (run.args().get(0).equals("shell")) { // no terminal for jshell in a test
                ((ShellCommand) cl.getSubcommands().get("shell").getCommand()).io =
                        pb -> pb.redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD);
            }
            long start = System.nanoTime();
            int code = cl.execute(args.toArray(String[]::new));
            long millis = (System.nanoTime() - start) / 1_000_000;
            times.add(millis);
            assertEquals(run.exit(), code, args + ": " + err + out);
            if (run.exit() == 3) {
                assertTrue(err.toString().startsWith("sprague: time limit reached: stopped after 0.2 s (--timeout 0.2)"),
                        args + ": " + err);
            }
            assertNothingLeftRunning(args, before);
            if (millis <= ANSWER_MILLIS) {
                return;
            }
        }
        fail(run.args() + " ended after " + times + " ms, never within " + ANSWER_MILLIS + " ms");
    }

    /** {@code serve --timeout 0.2}: an expensive request is answered 422 within the second. */
    private static void serve() throws Exception {
        StringWriter out = new StringWriter();
        CommandLine cl = Main.commandLine(new PrintWriter(out, true), new PrintWriter(new StringWriter(), true));
        ServeCommand serve = (ServeCommand) cl.getSubcommands().get("serve").getCommand();
        CompletableFuture<Integer> exit = CompletableFuture.supplyAsync(
                () -> cl.execute("serve", "--port", "0", "--timeout", LIMIT));
        URI base = null;
        for (int i = 0; i < 400 && base == null; i++) {
            Matcher m = Pattern.compile("(http://127\\.0\\.0\\.1:\\d+/)").matcher(out.toString());
            if (m.find()) {
                base = URI.create(m.group(1));
            } else {
                Thread.sleep(25);
            }
        }
        try {
            assertTrue(base != null, "no URL printed: " + out);
            HttpClient http = HttpClient.newHttpClient();
            List<Long> times = new ArrayList<>();
            for (int attempt = 0; attempt < ATTEMPTS + 1; attempt++) { // the first loads the server's classes
                long start = System.nanoTime();
                HttpResponse<String> r = http.send(HttpRequest.newBuilder(base.resolve("api/solve"))
                        .timeout(Duration.ofSeconds(30)).header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(
                                "{\"game\": \"wythoff\", \"position\": \"2000 2000\", \"method\": \"search\"}")).build(),
                        HttpResponse.BodyHandlers.ofString());
                long millis = (System.nanoTime() - start) / 1_000_000;
                times.add(millis);
                assertEquals(422, r.statusCode(), r.body());
                assertTrue(r.body().contains("time limit reached: the request computed for more than 200 ms"), r.body());
                if (attempt > 0 && millis <= ANSWER_MILLIS) {
                    return;
                }
            }
            fail("serve --timeout " + LIMIT + " answered after " + times + " ms, never within " + ANSWER_MILLIS + " ms");
        } finally {
            serve.stop();
            assertEquals(0, exit.get(30, TimeUnit.SECONDS).intValue());
        }
    }

    /**
     * Every thread started during the run is done, or runs no Sprague code (the JDK's own
     * helpers, such as the process reaper, idle on), within {@link #IDLE_MILLIS}; and no child
     * process (jshell) is left.
     */
    private static void assertNothingLeftRunning(List<String> args, Set<Thread> before) throws InterruptedException {
        long end = System.nanoTime() + IDLE_MILLIS * 1_000_000;
        while (true) {
            List<Thread> left = Thread.getAllStackTraces().entrySet().stream()
                    .filter(e -> !before.contains(e.getKey()) && e.getKey().isAlive())
                    .filter(e -> Arrays.stream(e.getValue()).anyMatch(f -> f.getClassName().startsWith("org.sprague.")))
                    .map(Map.Entry::getKey).toList();
            List<ProcessHandle> children = ProcessHandle.current().children().filter(ProcessHandle::isAlive).toList();
            if (left.isEmpty() && children.isEmpty()) {
                return;
            }
            if (System.nanoTime() > end) {
                fail(args + " left " + left.stream().map(Thread::getName).collect(Collectors.joining(", "))
                        + (children.isEmpty() ? "" : " and processes " + children) + " running " + IDLE_MILLIS
                        + " ms after it ended:\n" + threadDump());
            }
            Thread.sleep(10);
        }
    }

    private static String threadDump() {
        StringBuilder sb = new StringBuilder();
        for (ThreadInfo t : ManagementFactory.getThreadMXBean().dumpAllThreads(false, false)) {
            sb.append('"').append(t.getThreadName()).append("\" ").append(t.getThreadState()).append('\n');
            for (StackTraceElement e : t.getStackTrace()) {
                sb.append("    at ").append(e).append('\n');
            }
        }
        return sb.toString();
    }
}
