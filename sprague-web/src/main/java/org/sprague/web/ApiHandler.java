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
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Collectors;
import org.sprague.game.SpragueException;

/**
 * The JSON API under {@code /api/}: routes, request bodies, and the mapping of failures to
 * status codes (400 bad input naming the bad part, 422 a limit, 413 a body too large,
 * 503 busy). Computations run on a bounded worker pool with a time
 * limit, so a big request never blocks the server: the HTTP threads only wait.
 */
final class ApiHandler implements HttpHandler {
    private static final Logger LOG = Logger.getLogger(ApiHandler.class.getName());
    private static final String JSON = "application/json; charset=utf-8";
    private static final ObjectMapper MAPPER = mapper();

    private final Explorer explorer;
    private final ExecutorService workers;

    /** Strict reading: unknown fields, trailing data and numbers where text is expected are errors. */
    private static ObjectMapper mapper() {
        ObjectMapper m = new ObjectMapper()
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
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
        return m;
    }

    ApiHandler(Explorer explorer, ExecutorService workers) {
        this.explorer = explorer;
        this.workers = workers;
    }

    @Override
    public void handle(HttpExchange ex) throws IOException {
        try {
            Object answer = route(ex);
            byte[] json;
            try {
                json = MAPPER.writeValueAsBytes(answer);
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("cannot write JSON for " + answer.getClass(), e);
            }
            Http.send(ex, 200, JSON, json);
        } catch (HttpError e) {
            error(ex, e.status(), e.getMessage());
        } catch (RuntimeException | Error e) {
            LOG.log(Level.WARNING, "internal error on " + ex.getRequestURI(), e);
            error(ex, 500, "internal error: " + e + " (please report it with the request you sent)");
        }
    }

    private Object route(HttpExchange ex) throws IOException {
        String path = ex.getRequestURI().getPath();
        String method = ex.getRequestMethod();
        return switch (path) {
            case "/api/games" -> {
                allow(method, "GET");
                Http.drain(ex);
                yield explorer.games();
            }
            case "/api/limits" -> {
                allow(method, "GET");
                Http.drain(ex);
                yield LimitsView.of(explorer.limits());
            }
            case "/api/solve" -> {
                allow(method, "POST");
                SolveRequest r = read(ex, SolveRequest.class);
                yield compute(() -> explorer.solve(r));
            }
            case "/api/moves" -> {
                allow(method, "POST");
                SolveRequest r = read(ex, SolveRequest.class);
                yield compute(() -> explorer.moves(r));
            }
            case "/api/table" -> {
                allow(method, "POST");
                TableRequest r = read(ex, TableRequest.class);
                yield compute(() -> explorer.table(r));
            }
            case "/api/grundy" -> {
                allow(method, "POST");
                GrundyRequest r = read(ex, GrundyRequest.class);
                yield compute(() -> explorer.grundy(r));
            }
            case "/api/graph" -> {
                allow(method, "POST");
                GraphRequest r = read(ex, GraphRequest.class, explorer.limits().maxGraphBytes());
                yield compute(() -> explorer.graph(r));
            }
            case "/api/pattern" -> {
                allow(method, "POST");
                PatternRequest r = read(ex, PatternRequest.class);
                yield compute(() -> explorer.pattern(r));
            }
            default -> throw new HttpError(404, "no API endpoint " + path + "; endpoints: GET /api/games,"
                    + " GET /api/limits, POST /api/solve, /api/moves, /api/table, /api/grundy, /api/graph, /api/pattern");
        };
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

    /** Runs a computation on the worker pool, waiting at most the time limit (plus a grace second). */
    private Object compute(Callable<Object> task) {
        Future<Object> f;
        try {
            f = workers.submit(task);
        } catch (RejectedExecutionException e) {
            throw new HttpError(503, "the server is busy: every worker is computing and the queue is full; try again shortly");
        }
        long waitMillis = explorer.limits().timeLimit().toMillis() + 1000;
        try {
            return f.get(waitMillis, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            f.cancel(true);
            throw new HttpError(422, Deadline.timeUp(explorer.limits().timeLimit()).getMessage());
        } catch (InterruptedException e) {
            f.cancel(true);
            Thread.currentThread().interrupt();
            throw new HttpError(503, "the server is shutting down");
        } catch (ExecutionException e) {
            throw failure(e.getCause());
        }
    }

    private static HttpError failure(Throwable t) {
        if (t instanceof HttpError h) {
            return h;
        }
        if (t instanceof SpragueException se) {
            return new HttpError(se.exitCode() == 2 ? 400 : 422, se.getMessage());
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

    private <T> T read(HttpExchange ex, Class<T> type) throws IOException {
        return read(ex, type, explorer.limits().maxBodyBytes());
    }

    private <T> T read(HttpExchange ex, Class<T> type, int maxBytes) throws IOException {
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
            throw new HttpError(400, "the request body is not valid JSON: " + e.getOriginalMessage());
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

    private static void error(HttpExchange ex, int status, String message) throws IOException {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("status", status);
        body.put("error", message);
        if (status == 413) {
            // the rest of the body was not read: the connection cannot carry another request
            ex.getResponseHeaders().set("Connection", "close");
        } else {
            Http.drain(ex);
        }
        if (status == 405) {
            ex.getResponseHeaders().set("Allow", List.of("/api/games", "/api/limits").contains(ex.getRequestURI().getPath())
                    ? "GET, HEAD" : "POST");
        }
        Http.send(ex, status, JSON, MAPPER.writeValueAsString(body).getBytes(StandardCharsets.UTF_8));
    }
}
