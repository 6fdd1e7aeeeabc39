package org.sprague.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Collectors;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LoopyGameException;
import org.sprague.game.wording.Remedy;
import org.sprague.game.SpragueException;
import org.sprague.game.TimeLimitException;

/**
 * The JSON API under {@code /api/}: routes, request bodies, and the mapping of failures to
 * status codes (400 bad input naming the bad part, 422 a limit, 413 a body too large,
 * 503 busy, 500 a damaged database block named by {@link StrongDatabases}). Computations run
 * on a bounded worker pool with a time limit, so a big request never blocks the server: the
 * HTTP threads only wait.
 */
final class ApiHandler implements Handler {
    private static final Logger LOG = Logger.getLogger(ApiHandler.class.getName());
    private static final String SVG = "image/svg+xml; charset=utf-8";
    private static final ObjectMapper MAPPER = mapper();

    private final Explorer explorer;
    private final PartizanExplorer partizan;
    private final WebServer.Pools pools;
    private final HostCheck hosts;
    private final StrongDatabases databases;
    private final Map<String, Endpoint> endpoints;

    /** Strict reading: unknown fields, trailing data and numbers where text is expected are errors. */
    private static ObjectMapper mapper() {
        ObjectMapper m = new ObjectMapper()
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .enable(com.fasterxml.jackson.core.JsonParser.Feature.STRICT_DUPLICATE_DETECTION); // {"game": .., "game": ..}
        m.coercionConfigFor(LogicalType.Textual)
                .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
        m.coercionConfigFor(LogicalType.Integer)
                .setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail);
        m.coercionConfigFor(LogicalType.Boolean)
                .setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail);
        return JsonShapes.register(m);
    }

    ApiHandler(Explorer explorer, WebServer.Pools pools, HostCheck hosts, StrongDatabases databases) {
        this.explorer = explorer;
        this.partizan = new PartizanExplorer(explorer.limits(), explorer.catalog());
        this.pools = pools;
        this.hosts = hosts;
        this.databases = databases;
        this.endpoints = routes();
    }

    @Override
    public void handle(Context ex) throws IOException {
        try {
            Object answer = route(ex);
            if (answer instanceof PartizanExplorer.SvgAnswer svg) { // /api/thermograph with "format": "svg"
                Http.send(ex, 200, SVG, svg.svg().getBytes(StandardCharsets.UTF_8));
                return;
            }
            byte[] json;
            try {
                json = MAPPER.writeValueAsBytes(answer);
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("cannot write JSON for " + answer.getClass(), e);
            }
            Http.send(ex, 200, Http.JSON, json);
        } catch (HttpError e) {
            error(ex, e.status(), e.getMessage());
        } catch (RuntimeException | Error e) {
            LOG.log(Level.WARNING, "internal error on " + Http.rawPath(ex), e);
            // the client sees no exception, class or stack (issue 20): they are in the server's log
            error(ex, 500, JsonErrors.INTERNAL);
        }
    }

    private Object route(Context ex) throws IOException {
        String path = Http.path(ex);
        hosts.check(ex.header("Host"));
        Endpoint e = endpoints.get(path);
        if (e == null) {
            throw new HttpError(404, "no API endpoint " + path + "; endpoints: " + endpointList());
        }
        allow(Http.method(ex), e.method());
        return e.answer().answer(ex);
    }

    /**
     * One endpoint: its method, whether its answer is computed on the worker pools (under the
     * time limit, see {@link #compute}) or on the connection's thread (cheap answers only), and
     * how it answers. Every route the server has is in {@link #endpoints}, so a test can
     * enumerate them (EveryEndpointStopsAtItsDeadlineTest).
     */
    record Endpoint(String method, boolean computing, Answer answer) {
    }

    /** How an endpoint answers one exchange. */
    @FunctionalInterface
    interface Answer {
        Object answer(Context ex) throws IOException;
    }

    /** The routes, in the order the 404 answer lists them. */
    private Map<String, Endpoint> routes() {
        Map<String, Endpoint> m = new LinkedHashMap<>();
        m.put("/api/games", get(ex -> explorer.games()));
        m.put("/api/limits", get(ex -> LimitsView.of(explorer.limits())));
        m.put("/api/databases", get(ex -> databases.list()));
        m.put("/api/strong", get(ex -> {
            Map<String, String> q = Http.query(ex, List.of("db", "position"));
            // answered on this connection's thread, not the interruptible worker pools: an
            // interrupt during a FileChannel read closes the channel for every later request;
            // the cost is bounded by the game's moves (one block read each, see StrongDatabases)
            return databases.answer(q.get("db"), q.get("position"));
        }));
        m.put("/api/solve", post(SolveRequest.class, explorer::solve));
        m.put("/api/moves", post(SolveRequest.class, explorer::moves));
        m.put("/api/engine-move", post(SolveRequest.class, explorer::engineMove));
        m.put("/api/hint", post(SolveRequest.class, explorer::hint));
        m.put("/api/table", post(TableRequest.class, explorer::table));
        m.put("/api/grundy", post(GrundyRequest.class, explorer::grundy));
        m.put("/api/graph", new Endpoint("POST", true, ex -> {
            GraphRequest r = read(ex, GraphRequest.class, explorer.limits().maxGraphBytes());
            return compute(limit -> explorer.graph(r, limit));
        }));
        m.put("/api/pattern", post(PatternRequest.class, explorer::pattern));
        m.put("/api/value", post(ValueRequest.class, partizan::value));
        m.put("/api/partizan", post(PartizanRequest.class, partizan::position));
        m.put("/api/thermograph", post(ThermographRequest.class, partizan::thermograph));
        m.put("/api/quotient", post(QuotientRequest.class, Quotients::compute));
        return Collections.unmodifiableMap(m);
    }

    /** A GET endpoint answered on the connection's thread (its body, if any, is drained). */
    private static Endpoint get(Answer answer) {
        return new Endpoint("GET", false, ex -> {
            Http.drain(ex);
            return answer.answer(ex);
        });
    }

    /** A POST endpoint: its JSON body read as {@code type}, its answer computed on the worker pools. */
    private <T> Endpoint post(Class<T> type, BiFunction<T, Duration, Object> work) {
        return new Endpoint("POST", true, ex -> {
            T r = read(ex, type);
            return compute(limit -> work.apply(r, limit));
        });
    }

    /** Every endpoint by path, as routed. */
    Map<String, Endpoint> endpoints() {
        return endpoints;
    }

    /** {@code GET /api/games, ..., POST /api/solve, /api/moves, ...}: the method where it changes. */
    private String endpointList() {
        StringBuilder sb = new StringBuilder();
        String method = null;
        for (Map.Entry<String, Endpoint> e : endpoints.entrySet()) {
            sb.append(sb.isEmpty() ? "" : ", ").append(e.getValue().method().equals(method) ? ""
                    : e.getValue().method() + " ").append(e.getKey());
            method = e.getValue().method();
        }
        return sb.toString();
    }

    /** The limits as JSON shows them: the time limit in milliseconds. */
    record LimitsView(long maxPositions, int maxMoves, long maxMoveSum, long maxTableCells, int maxTokens,
            int maxDigits, int maxBodyBytes, long timeLimitMillis, int workers, int queue, int maxGrundyTo,
            int maxNaiveGrundyTo, int maxPatternTo, int maxGraphBytes, int maxGraphVertices) {
        static LimitsView of(WebLimits l) {
            return new LimitsView(l.maxPositions(), l.maxMoves(), l.maxMoveSum(), l.maxTableCells(), l.maxTokens(),
                    l.maxDigits(), l.maxBodyBytes(), l.timeLimit().toMillis(), l.workers(), l.queue(),
                    l.maxGrundyTo(), l.maxNaiveGrundyTo(), l.maxPatternTo(), l.maxGraphBytes(), l.maxGraphVertices());
        }
    }

    private static void allow(String method, String allowed) {
        if (!method.equals(allowed) && !(allowed.equals("GET") && method.equals("HEAD"))) {
            throw new HttpError(405, "use " + allowed + " for this endpoint, not " + method);
        }
    }

    /**
     * Runs a computation in two stages, so cheap requests never queue behind expensive ones
     * (admission by observed cost): first on the fast pool under a deadline of
     * {@link #FAST_BUDGET}; a request still computing then is stopped and run again on the slow
     * pool under the whole time limit. Each stage gives the task its own time limit, which the
     * task's question turns into its deadline; the waiting thread gives a stage up at that deadline
     * plus {@link #STOP_GRACE_MILLIS} (whether or not the work noticed), cancelling it (its worker
     * interrupted, which every {@link org.sprague.game.Deadline#check()} also stops at), so no work
     * outlives its request and the answer never waits on a loop.
     */
    private Object compute(Function<Duration, Object> task) {
        Duration limit = explorer.limits().timeLimit();
        if (limit.compareTo(FAST_BUDGET) > 0) {
            Stage fast = new Stage(pools.fast(), task, FAST_BUDGET);
            if (fast.submitted()) {
                Outcome o = fast.await();
                if (o.done()) {
                    return o.value();
                }
                // past the fast budget (or never started): the slow pool takes it from the start
            }
        }
        Stage slow = new Stage(pools.slow(), task, limit);
        if (!slow.submitted()) {
            throw busy();
        }
        Outcome o = slow.await();
        if (o.done()) {
            return o.value();
        }
        if (o.started()) {
            throw new HttpError(422, timeUp(limit));
        }
        throw new HttpError(503, "the server is busy: the request waited " + QUEUE_WAIT_MILLIS
                + " ms for a worker without starting (every worker is computing); try again shortly");
    }

    /**
     * How long the fast pool may compute one request before it moves to the slow pool (250 ms;
     * {@code -Dsprague.web.fastMillis=N} for experiments: 250 and 1000 measured alike, docs/performance-log.md).
     */
    static final Duration FAST_BUDGET = Duration.ofMillis(Long.getLong("sprague.web.fastMillis", 250));
    /** How long a request may wait for a worker of one pool (beyond its computing time). */
    static final long QUEUE_WAIT_MILLIS = 5_000;
    /**
     * How long past a stage's deadline its answer is waited for before the stage is given up
     * (50 ms): work polls its deadline every few milliseconds at most, so a stage still running
     * then is stopped by its interrupt; the request is answered either way.
     */
    static final long STOP_GRACE_MILLIS = 50;

    private static HttpError busy() {
        return new HttpError(503, "the server is busy: every worker is computing and the queue is full; try again shortly");
    }

    static String timeUp(Duration limit) {
        return "time limit reached: the request computed for more than " + limit.toMillis()
                + " ms, the server's limit per request (ask for a smaller position or table, or use the"
                + " sprague command, which has no time limit)";
    }

    /** The result of waiting for a stage: done with a value, or not (and whether it ever started). */
    private record Outcome(boolean done, Object value, boolean started) {
    }

    /**
     * One computation on one pool under its own deadline: the future, the moment it started,
     * and waiting for it with cancellation.
     */
    private static final class Stage {
        private final CountDownLatch started = new CountDownLatch(1);
        private volatile long startedAt;
        private final Duration limit;
        private final Future<Object> future;

        Stage(ExecutorService pool, Function<Duration, Object> work, Duration limit) {
            this.limit = limit;
            Future<Object> f;
            try {
                f = pool.submit(() -> {
                    startedAt = System.nanoTime();
                    started.countDown();
                    return work.apply(limit);
                });
            } catch (RejectedExecutionException e) {
                f = null;
            }
            future = f;
        }

        boolean submitted() {
            return future != null;
        }

        /**
         * Waits for the result: at most {@link #QUEUE_WAIT_MILLIS} for a worker to start it,
         * then until its deadline plus {@link #STOP_GRACE_MILLIS}; past either the stage is
         * cancelled (its worker interrupted) and "not done". A deadline reached inside the work
         * is "not done" too; any other failure is thrown as its HTTP answer.
         */
        Outcome await() {
            try {
                if (!started.await(QUEUE_WAIT_MILLIS, TimeUnit.MILLISECONDS)) {
                    future.cancel(true);
                    return new Outcome(false, null, started.getCount() == 0);
                }
                long end = startedAt + limit.toNanos() + TimeUnit.MILLISECONDS.toNanos(STOP_GRACE_MILLIS);
                return new Outcome(true, future.get(Math.max(0, end - System.nanoTime()), TimeUnit.NANOSECONDS), true);
            } catch (TimeoutException e) {
                future.cancel(true); // interrupts the worker: every Deadline.check() stops its loops
                return new Outcome(false, null, true);
            } catch (InterruptedException e) {
                future.cancel(true);
                Thread.currentThread().interrupt();
                throw new HttpError(503, "the server is shutting down");
            } catch (CancellationException e) {
                return new Outcome(false, null, true);
            } catch (ExecutionException e) {
                if (e.getCause() instanceof TimeLimitException) {
                    return new Outcome(false, null, true);
                }
                throw failure(e.getCause());
            }
        }
    }

    private static HttpError failure(Throwable t) {
        if (t instanceof HttpError h) {
            return h;
        }
        if (t instanceof SpragueException se) {
            boolean badInput = se instanceof InvalidInputException || se instanceof LoopyGameException;
            return new HttpError(badInput ? 400 : 422, apiWords(se));
        }
        if (t instanceof OutOfMemoryError) {
            return new HttpError(422, "out of memory: the request needs more memory than the server has;"
                    + " ask for a smaller position or table");
        }
        if (t instanceof RuntimeException r) {
            throw r;
        }
        if (t instanceof Error e) {
            throw e;
        }
        throw new IllegalStateException(t);
    }

    /**
     * The failure in the API's words: parameters by their JSON field names (the library's
     * own), remedies as a web client can act on them (the server's limits are fixed).
     */
    static String apiWords(SpragueException se) {
        return Remedy.message(se.template(), Remedy.of(se), name -> name, ApiHandler::remedy);
    }

    private static String remedy(Remedy r) {
        return switch (r) {
            case RAISE_POSITION_LIMIT -> "the server's limit; ask for a smaller position";
            case LOWER_POSITION_LIMIT, PACKED_GAME -> "ask for a smaller position";
            case MORE_MEMORY -> "the server's memory; ask for a smaller position";
            case SMALLER_INPUT -> "ask for a smaller position or table";
            case LOOPY_SOLVER -> "the game has cycles; this endpoint solves acyclic games only";
            case DISTRIBUTED_ENGINE -> "the server does not run the distributed engine";
        };
    }

    private <T> T read(Context ex, Class<T> type) throws IOException {
        return read(ex, type, explorer.limits().maxBodyBytes());
    }

    private <T> T read(Context ex, Class<T> type, int maxBytes) throws IOException {
        requireJson(ex.header("Content-Type"));
        byte[] body = Http.body(ex, maxBytes);
        if (body.length == 0) {
            throw new HttpError(400, "empty request body: send a JSON object, e.g. "
                    + "{\"game\": \"nim\", \"position\": \"3 4 5\"}");
        }
        try {
            T value = MAPPER.readValue(body, type);
            if (value == null) {
                throw new HttpError(400, "the request body is null: send a JSON object");
            }
            return value;
        } catch (UnrecognizedPropertyException e) {
            throw new HttpError(400, "unknown field '" + e.getPropertyName() + "'; known fields: "
                    + fieldNames(type));
        } catch (MismatchedInputException e) {
            String field = field(e);
            throw new HttpError(400, field.isEmpty() ? "the request body must be a JSON object"
                    : "field '" + field + "' has the wrong type: " + expected(type, field));
        } catch (JsonProcessingException e) {
            if (e.getOriginalMessage() != null && e.getOriginalMessage().startsWith("Duplicate field ")) {
                throw new HttpError(400, "the request body gives a field twice: "
                        + Text.clip(e.getOriginalMessage().substring("Duplicate field ".length()), 40));
            }
            var at = e.getLocation();
            throw new HttpError(400, "the request body is not valid JSON" + (at == null ? ""
                    : " (line " + at.getLineNr() + ", column " + at.getColumnNr() + ")") + ": send one JSON object, e.g. "
                    + "{\"game\": \"nim\", \"position\": \"3 4 5\"}");
        }
    }

    /**
     * Computing endpoints take {@code application/json} only: a form or {@code text/plain} POST
     * is what any web page can send a visitor's server without asking (no CORS preflight), so
     * it is refused (415) before anything is computed.
     */
    static void requireJson(String contentType) {
        String media = contentType == null ? "" : contentType.split(";", 2)[0].trim().toLowerCase(java.util.Locale.ROOT);
        if (!media.equals("application/json")) {
            throw new HttpError(415, "send the request body as JSON with the header Content-Type: application/json"
                    + (contentType == null ? " (the request had no Content-Type)"
                            : " (the request had Content-Type: " + Text.clip(contentType, 60) + ")"));
        }
    }

    private static String field(JsonMappingException e) {
        return e.getPath().stream().map(r -> r.getFieldName() == null ? "[" + r.getIndex() + "]" : r.getFieldName())
                .collect(Collectors.joining("."));
    }

    private static String fieldNames(Class<?> type) {
        return java.util.Arrays.stream(type.getRecordComponents()).map(c -> c.getName())
                .collect(Collectors.joining(", "));
    }

    private static String expected(Class<?> type, String path) {
        String field = path.contains(".") ? path.substring(0, path.indexOf('.')) : path;
        for (var c : type.getRecordComponents()) {
            if (c.getName().equals(field)) {
                Class<?> t = c.getType();
                return t == String.class ? "expected a string" : t == Boolean.class ? "expected true or false"
                        : t == List.class ? "expected a list of strings" : "expected a whole number";
            }
        }
        return "see docs/api.md";
    }

    private void error(Context ex, int status, String message) throws IOException {
        byte[] json = Http.json(status, message); // one line: an echoed control character is written as an escape
        if (status == 413 || status == 415 || status == 403) {
            // the body was not read (and is not worth reading): the connection cannot carry another request
            Http.sendAndClose(ex, status, Http.JSON, json);
            return;
        }
        Http.drain(ex);
        if (status == 405) {
            Endpoint e = endpoints.get(Http.path(ex));
            ex.header("Allow", e != null && e.method().equals("GET") ? "GET, HEAD" : "POST");
        }
        Http.send(ex, status, Http.JSON, json);
    }
}
