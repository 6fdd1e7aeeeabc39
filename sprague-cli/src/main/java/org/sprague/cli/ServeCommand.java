package org.sprague.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.sprague.catalog.Catalog;
import org.sprague.game.Deadline;
import org.sprague.game.InvalidInputException;
import org.sprague.web.StrongDatabases;
import org.sprague.web.WebLimits;
import org.sprague.web.WebServer;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code sprague serve}: the web explorer and its JSON API, until interrupted. */
@Command(name = "serve", sortOptions = false,
        description = {"The web explorer: pick a game, see every move coloured by its result, play against"
                + " the engine, see P/N grids and Grundy sequence plots with the rules found in them,"
                + " analyse uploaded graphs. Also a JSON API for programs, with the JSON of --json"
                + " (docs/api.md).", "",
                "Bound to 127.0.0.1 (this machine only) unless --host says otherwise. Stop with Ctrl-C."},
        footer = {"", "Examples:",
                "  sprague serve",
                "  sprague serve --port 9000",
                "  sprague serve --host 0.0.0.0 --allow-host mybox.local --timeout 10",
                "  sprague serve --db ttt.db --db c4.db      (play perfectly from databases of sprague strong)",
                "  sprague serve --db take.db --game-file examples/strong/TakeAway.java --game-arg 21",
                "  sprague serve --game-file examples/PartizanCutcake.java --game-file examples/CuttingSheets.java",
                "      (your own games in the explorer, each under its class name: ?game=PartizanCutcake)", "",
                "The ./sprague launcher caps the server's Java heap at 1 GiB (SPRAGUE_SERVE_HEAP=2g to change it);"
                        + " a request past it is refused (422), the server goes on."})
final class ServeCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--port", paramLabel = "N", defaultValue = "8080",
            description = "the port (default ${DEFAULT-VALUE}; 0: any free port)")
    int port;

    @Option(names = "--host", paramLabel = "H", defaultValue = "127.0.0.1",
            description = "the address to listen on (default ${DEFAULT-VALUE}: this machine only;"
                    + " 0.0.0.0: every network interface)")
    String host;

    /** The longest one request may compute when neither --timeout nor --time-limit is given. */
    static final Duration DEFAULT_REQUEST_LIMIT = Duration.ofSeconds(5);

    /** {@code --timeout}, which every command takes: for the server, the limit of each request. */
    @Mixin
    TimeoutOption time = new TimeoutOption();

    @Option(names = "--time-limit", paramLabel = "SECONDS", hidden = true,
            description = "the older name of --timeout: whole seconds")
    Integer timeLimitSeconds;

    @Option(names = "--max-positions", paramLabel = "N", defaultValue = "1000000",
            description = "the most positions one request's search may store (default ${DEFAULT-VALUE})")
    long maxPositions;

    @Option(names = "--allow-host", paramLabel = "NAME", split = ",",
            description = "a name the API also answers to, besides localhost, 127.0.0.1, [::1] and --host"
                    + " (e.g. the machine's name on your network with --host 0.0.0.0); requests addressed"
                    + " to any other name are refused, which stops DNS-rebinding pages")
    List<String> allowHosts = new ArrayList<>();

    @Option(names = "--db", paramLabel = "FILE",
            description = "a database written by sprague strong, opened read-only: the page strong.html plays"
                    + " perfectly from it, with every move coloured by its value (repeat for several; the API"
                    + " knows each by its file name: GET /api/strong?db=NAME&position=POS)")
    List<Path> databases = new ArrayList<>();

    @ArgGroup(exclusive = false, multiplicity = "0..*", heading = "%nYour own games (repeat --game-file for several):%n")
    List<ServedGameFiles.Option> gameFiles = new ArrayList<>();

    private final CountDownLatch stopped = new CountDownLatch(1);
    private volatile WebServer server;

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > 65535) {
            throw new InvalidInputException("--port " + port + " is not a port number (0 to 65535)");
        }
        if (timeLimitSeconds != null && timeLimitSeconds < 1) {
            throw new InvalidInputException("--time-limit must be >= 1 second, got " + timeLimitSeconds);
        }
        if (timeLimitSeconds != null && time.timeout != null) {
            throw new InvalidInputException("--time-limit is the older name of --timeout: give one of them");
        }
        if (maxPositions < 1) {
            throw new InvalidInputException("--max-positions must be >= 1, got " + maxPositions);
        }
        WebLimits limits = WebLimits.defaults().withTimeLimit(requestLimit())
                .withMaxPositions(maxPositions);
        gameFiles.forEach(g -> OldGameFileImports.warn(g.file, spec.commandLine().getErr()));
        ServedGameFiles files = ServedGameFiles.load(gameFiles, Catalog.standard());
        if (!files.strongGames().isEmpty() && databases.isEmpty()) {
            throw new InvalidInputException("--game-file " + files.strongFiles().get(0) + " is the game of a --db FILE"
                    + " (it implements StrongGame): give the database too");
        }
        StrongDatabases dbs = StrongDatabases.open(databases, files.strongGames());
        try {
            server = WebServer.start(host, port, limits, files.catalog(), allowHosts, dbs);
        } catch (IOException e) {
            dbs.close();
            throw new InvalidInputException("cannot listen on " + host + ":" + port + ": " + e.getMessage()
                    + " (is the port in use? choose another with --port)");
        }
        Runtime.getRuntime().addShutdownHook(new Thread(this::stop, "sprague-serve-stop"));
        PrintWriter out = spec.commandLine().getOut();
        out.println("Sprague explorer: " + server.uri() + "  (API: " + server.uri() + "api/games; Ctrl-C stops)");
        for (String id : files.explorerIds()) {
            String q = java.net.URLEncoder.encode(id, java.nio.charset.StandardCharsets.UTF_8);
            out.println("Game " + id + " (--game-file): " + server.uri() + "?game=" + q
                    + (files.partizanIds().contains(id) ? "  values: " + server.uri() + "?view=partizan&game=" + q : ""));
        }
        for (StrongDatabases.Info d : dbs.list()) {
            out.printf(java.util.Locale.ROOT, "Database %s: %s, %,d positions: %sstrong.html?db=%s%n", d.name(), d.game(),
                    d.positions(), server.uri(), java.net.URLEncoder.encode(d.name(), java.nio.charset.StandardCharsets.UTF_8));
        }
        out.flush();
        stopped.await();
        return 0;
    }

    /** The shared --timeout in the server's words: each request's limit, 5 s by default. */
    static void describeTimeout(CommandSpec spec) {
        CommandLine.Model.OptionSpec t = spec.findOption("--timeout");
        spec.remove(t);
        spec.addOption(t.toBuilder().description("the longest one request may compute, a decimal number such as 0.5"
                + " (default " + DEFAULT_REQUEST_LIMIT.toSeconds() + "); past it: 422 and the request's work stops").build());
    }

    /**
     * Each request's limit: --timeout (100 years or more is no limit: the longest the server
     * can wait, {@link Deadline#FOREVER} less a day), --time-limit, or 5 s.
     */
    private Duration requestLimit() {
        if (time.timeout != null) {
            return time.limit() != null ? time.limit() : Deadline.FOREVER.minusDays(1);
        }
        return timeLimitSeconds != null ? Duration.ofSeconds(timeLimitSeconds) : DEFAULT_REQUEST_LIMIT;
    }

    /** Stops the server and lets {@link #call} return (Ctrl-C, or tests). */
    void stop() {
        WebServer s = server;
        if (s != null) {
            s.close();
        }
        stopped.countDown();
    }

    /** The running server, or null before it started. */
    WebServer server() {
        return server;
    }
}
