package org.sprague.web;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.catalog.Catalog;

/**
 * Issue 20 item 7 on the web: every endpoint, sent malformed, oversized and odd input, answers
 * a JSON error (never 500, never an HTML error page (the JDK's, Jetty's), never a stack trace or a Java class
 * name) whose message is one line. Bodies: broken JSON, wrong types, unknown fields, huge and
 * negative numbers in every field, odd text in every text field, every catalogue game with odd
 * positions, enormous bodies; requests: wrong methods, wrong content types, bad
 * percent-encoding, and broken HTTP (request lines, headers, lengths) sent on raw sockets.
 */
class ApiFuzzTest {
    @TempDir
    static Path dir;
    @RegisterExtension
    static final ServerHarness server = ServerHarness.serving(() -> {
        Path ttt = StrongFixture.solve("tic-tac-toe", dir.resolve("ttt.db"));
        return WebServer.start("127.0.0.1", 0, WebLimits.defaults().withTimeLimit(Duration.ofSeconds(1)),
                Catalog.standard(), List.of(), StrongDatabases.open(List.of(ttt)));
    });
    private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    /** Every POST endpoint and the record its body is read into. */
    private static final Map<String, Class<?>> POSTS = new LinkedHashMap<>();
    static {
        POSTS.put("api/solve", SolveRequest.class);
        POSTS.put("api/moves", SolveRequest.class);
        POSTS.put("api/engine-move", SolveRequest.class);
        POSTS.put("api/table", TableRequest.class);
        POSTS.put("api/grundy", GrundyRequest.class);
        POSTS.put("api/graph", GraphRequest.class);
        POSTS.put("api/pattern", PatternRequest.class);
        POSTS.put("api/value", ValueRequest.class);
        POSTS.put("api/partizan", PartizanRequest.class);
        POSTS.put("api/thermograph", ThermographRequest.class);
    }

    private static final List<String> GETS = List.of("api/games", "api/limits", "api/databases",
            "api/strong?db=ttt.db");

    /** Numbers no field takes. */
    private static final List<String> NUMBERS = List.of("2147483648", "-2147483649", "9223372036854775808",
            "-9223372036854775809", "99999999999999999999999999999999", "-1", "0", "1e400", "1.5", "-0", "1E2",
            "\"5\"", "true", "null", "[]", "{}");

    /** Text no field expects. */
    private static final List<String> TEXTS = List.of("", " ", "\u0000", "\t\n\r", "\u001b[31m", "@/etc/passwd",
            "../../../../etc/passwd", "%ZZ", "%00", "é😀\u202e", "+", "+ +", "nim 3 +", "+ nim 3", "2147483648",
            "-1", "99999999999999999999999999999", "1e9", "0x0", "-3x2", "3x-2", "2147483648x1", "1x2147483648",
            "..|..|", "|", "domineering 2147483648x1", "domineering 99999x99999", "clobber 2147483648x1",
            "cutcake 2147483648 1", "cutcake 99999999999999999999 1", "hackenbush @x", "hackenbush " + "l".repeat(500),
            "toads-and-frogs " + "T".repeat(300), "{", "{|}", "{{{{{{{{{{|}}}}}}}}}}", "*4096", "^".repeat(200),
            "x".repeat(5_000), "nim " + "1 ".repeat(2_000), "3 4 5 " + "+ nim 1 ".repeat(300));

    @Test
    void malformedBodiesAreJsonErrors() throws Exception {
        List<byte[]> bodies = new ArrayList<>();
        // JSON allows a reader to skip a byte order mark (RFC 8259): it need not be refused
        List<String> lenient = List.of("\uFEFF{\"game\": \"nim\", \"position\": \"3\"}");
        for (String s : List.of("", "{", "}", "[]", "null", "true", "1", "\"x\"", "{}", "{\"game\":}",
                "{\"game\": \"nim\", \"position\": \"3\"}}", "{\"game\": \"nim\", \"position\": \"3\"} x",
                "{\"nosuch\": 1}", "{\"game\": \"nim\", \"game\": \"kayles\", \"position\": \"3\"}", "{'game': 'nim'}",
                "{\"game\": \"nim\" \"position\": \"3\"}", "\uFEFF{\"game\": \"nim\", \"position\": \"3\"}",
                "[".repeat(5_000), "{\"a\":".repeat(3_000), "{\"game\": \"" + "\\u0000".repeat(100) + "\"}",
                "{\"game\": \"\\ud800\"}")) {
            bodies.add(s.getBytes(StandardCharsets.UTF_8));
        }
        bodies.add(new byte[] {'{', '"', 'g', 'a', 'm', 'e', '"', ':', '"', (byte) 0xC3, (byte) 0x28, '"', '}'});
        bodies.add(new byte[] {(byte) 0xFF, (byte) 0xFE, 0, 0});
        for (String endpoint : POSTS.keySet()) {
            for (byte[] body : bodies) {
                Reply r = post(endpoint, "application/json", body);
                String what = endpoint + " " + new String(body, StandardCharsets.UTF_8);
                if (lenient.contains(new String(body, StandardCharsets.UTF_8))) {
                    check(what, r);
                } else {
                    checkError(what, r);
                }
            }
        }
    }

    @Test
    void oddValuesInEveryFieldAreNever500() throws Exception {
        for (var e : POSTS.entrySet()) {
            String endpoint = e.getKey();
            for (var field : e.getValue().getRecordComponents()) {
                for (String number : NUMBERS) {
                    ObjectNode body = base(endpoint);
                    body.set(field.getName(), ApiClient.MAPPER.readTree(number));
                    check(endpoint + " " + body, post(endpoint, body));
                }
                for (String text : TEXTS) {
                    ObjectNode body = base(endpoint);
                    body.put(field.getName(), text);
                    check(endpoint + " " + clip(body.toString()), post(endpoint, body));
                }
            }
            ObjectNode unknown = base(endpoint);
            unknown.put("nosuch", 1);
            Reply r = post(endpoint, unknown);
            checkStatus(endpoint + " unknown field", r, 400);
            if (!r.json.path("error").asText().contains("nosuch")) {
                problems.add(endpoint + ": the unknown field is not named: " + r);
            }
        }
    }

    @Test
    void everyGameWithOddPositionsIsNever500() throws Exception {
        List<String> games = new ArrayList<>();
        for (JsonNode g : ApiClient.MAPPER.readTree(get("api/games").body)) {
            String example = g.path("example").asText();
            int space = example.indexOf(' '); // a strong game's example is its id alone (tic-tac-toe)
            games.add(space < 0 ? example : example.substring(0, space)); // the id with its parameter
        }
        games.addAll(List.of("domineering", "hackenbush", "clobber", "toads-and-frogs", "cutcake", "bash:0",
                "bash:-1", "bash:2147483648", "subtraction:", "subtraction:0", "subtraction:2147483648,1",
                "octal:", "octal:0.", "octal:9.9", "octal:0." + "7".repeat(500), "moore:0", "moore:99999999999",
                "pebbles:0,0", "pebbles:2147483648,1", "nosuch", "NIM", "nim:3"));
        List<String> positions = List.of("", "0", "-1", "2147483648", "9223372036854775808",
                "99999999999999999999999999", "a b", "3x3", "2147483648x1", "1x2147483648", "0x0", "-2x2", "..|..",
                "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20", "1,2", "1.5", "+");
        List<String> fewer = List.of("", "-1", "2147483648", "99999999999999999999999999", "2147483648x1", "a b");
        for (String game : games) {
            for (String position : positions) {
                ObjectNode body = ApiClient.MAPPER.createObjectNode().put("game", game).put("position", position);
                check("api/solve " + body, post("api/solve", body));
            }
            for (String position : fewer) {
                for (String endpoint : List.of("api/moves", "api/partizan", "api/thermograph")) {
                    ObjectNode body = ApiClient.MAPPER.createObjectNode().put("game", game).put("position", position);
                    check(endpoint + " " + body, post(endpoint, body));
                }
            }
            for (String size : List.of("2147483648", "-1", "0", "100000")) {
                ObjectNode table = ApiClient.MAPPER.createObjectNode().put("game", game);
                table.set("rows", ApiClient.MAPPER.readTree(size));
                table.set("cols", ApiClient.MAPPER.readTree(size));
                check("api/table " + table, post("api/table", table));
                ObjectNode pattern = ApiClient.MAPPER.createObjectNode().put("game", game);
                pattern.set("to", ApiClient.MAPPER.readTree(size));
                check("api/pattern " + pattern, post("api/pattern", pattern));
            }
        }
    }

    @Test
    void enormousBodiesAreRefusedBeforeTheyAreRead() throws Exception {
        byte[] huge = ("{\"game\": \"nim\", \"position\": \"" + "1 ".repeat(1_500_000) + "\"}")
                .getBytes(StandardCharsets.UTF_8);
        for (String endpoint : POSTS.keySet()) {
            checkStatus(endpoint + " 3 MB", post(endpoint, "application/json", huge), 413);
        }
    }

    @Test
    void wrongMethodsAndContentTypesAreJsonErrors() throws Exception {
        List<String> all = new ArrayList<>(POSTS.keySet());
        all.addAll(GETS);
        for (String endpoint : all) {
            for (String method : List.of("PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "FOO", "GET", "POST")) {
                boolean allowed = POSTS.containsKey(endpoint) ? method.equals("POST") : method.equals("GET");
                if (allowed) {
                    continue;
                }
                Reply r = send(HttpRequest.newBuilder(uri(endpoint)).header("Content-Type", "application/json")
                        .method(method, HttpRequest.BodyPublishers.ofString("{}")));
                checkStatus(method + " " + endpoint, r, 405);
            }
        }
        for (String endpoint : POSTS.keySet()) {
            for (String type : List.of("text/plain", "application/x-www-form-urlencoded", "application/jsonx",
                    "application/json-patch+json", "multipart/form-data; boundary=x", ";")) {
                Reply r = post(endpoint, type, base(endpoint).toString().getBytes(StandardCharsets.UTF_8));
                checkStatus(endpoint + " as " + type, r, 415);
            }
        }
    }

    @Test
    void badPercentEncodingAndOddQueriesAreJson400s() throws Exception {
        for (String target : List.of("/api/strong?db=ttt.db&position=%ZZ", "/api/strong?db=%ZZ",
                "/api/strong?db=ttt.db&position=%", "/api/strong?db=ttt.db&position=%E9", "/api/strong?%ZZ=1",
                "/api/strong?db=ttt.db&db=ttt.db", "/api/strong?db=ttt.db&nosuch=1", "/api/strong?db=nosuch.db",
                "/api/strong?db=ttt.db&position=" + "X".repeat(2_000), "/api/strong?db=ttt.db&position=XXXXXXXXXX",
                "/api/strong?db=ttt.db&position=2147483648", "/api/strong?db=../../etc/passwd",
                "/api/strong?db=/etc/passwd", "/api/games?%ZZ", "/api/%ZZ", "/api/solve%ZZ", "/%ZZ",
                "/api/strong?db=ttt.db&position=a%20b%ZZ", "/api/strong?db=ttt.db&position=\u00e9",
                "/api/games?x=<script>", "/api/strong?db=%00")) {
            checkError("GET " + target, raw("GET " + target + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"));
        }
        // odd but harmless: never 500, always JSON
        for (String target : List.of("/api/strong?db=ttt.db&position=%00", "/api/strong?db=ttt.db&position=",
                "/api/strong?db=ttt.db&position=%0A%0D",
                "/api/strong?db=ttt.db&&&", "/api/games?", "/api/games?a=b", "/api//games", "/api/./games")) {
            check("GET " + target, raw("GET " + target + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"));
        }
    }

    @Test
    void brokenHttpIsAnsweredWithJsonErrors() throws Exception {
        List<String> requests = List.of(
                "GARBAGE\r\n\r\n",
                "GET\r\n\r\n",
                "GET /api/games\r\n\r\n",
                "GET /api/games HTTP/9.9\r\nHost: localhost\r\n\r\n",
                "GET /api/games FOO/1.1\r\nHost: localhost\r\n\r\n",
                "GET /api/games HTTP/1.1\r\nHost localhost\r\n\r\n",
                "GET /api/games HTTP/1.1\r\nHost : localhost\r\n\r\n",
                "GET /api/games HTTP/1.1\r\nHost: localhost\r\n folded\r\n\r\n",
                "GET /api/games HTTP/1.1\r\n\r\n",
                "GET /api/" + "x".repeat(100_000) + " HTTP/1.1\r\nHost: localhost\r\n\r\n",
                "GET /api/games HTTP/1.1\r\nHost: localhost\r\n" + "X-Big: y\r\n".repeat(10_000) + "\r\n",
                "GET /api/games HTTP/1.1\r\nHost: localhost\r\nX-Huge: " + "y".repeat(200_000) + "\r\n\r\n",
                "POST /api/solve HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: -5\r\n\r\n",
                "POST /api/solve HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n",
                "POST /api/solve HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                        + "Content-Length: 99999999999999999999999\r\n\r\n",
                "POST /api/solve HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                        + "Content-Length: 5\r\nContent-Length: 6\r\n\r\n{}",
                "POST /api/solve HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                        + "Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n{}",
                "POST /api/solve HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                        + "Transfer-Encoding: gzip\r\n\r\n{}",
                "POST /api/solve HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                        + "Content-Length: 100000000\r\n\r\n{}",
                "GET http://evil.example/api/games HTTP/1.1\r\nHost: localhost\r\n\r\n",
                "GET * HTTP/1.1\r\nHost: localhost\r\n\r\n",
                "GET /api/games HTTP/1.1\r\nHost: localhost\r\nBad\u0001Name: x\r\n\r\n");
        for (String request : requests) {
            checkError(request, raw(request));
        }
        // RFC 9112 section 3 lets a server split the request line on any run of spaces, and
        // Jetty does: answered, but never 500 and never HTML
        check("two spaces", raw("GET  /api/games HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"));
        // the documented caps (docs/api.md, "Connections and request sizes")
        Map<String, Integer> caps = new LinkedHashMap<>();
        caps.put("GET /api/" + "x".repeat(8_200) + " HTTP/1.1\r\nHost: localhost\r\n\r\n", 414);
        caps.put("GET /api/games HTTP/1.1\r\nHost: localhost\r\nX-Huge: " + "y".repeat(70_000) + "\r\n\r\n", 431);
        caps.put("GET /api/games HTTP/1.1\r\nHost: localhost\r\n" + "X-Many: y\r\n".repeat(101) + "\r\n", 431);
        caps.put("GET /api/games HTTP/2.0\r\nHost: localhost\r\n\r\n", 505);
        caps.put("POST /api/solve HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                + "Transfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n", 411);
        caps.put("POST /api/solve HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                + "Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n{}", 400);
        caps.put("POST /api/solve HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                + "Content-Length: 70000\r\n\r\n{}", 413);
        caps.put("GET /api/games HTTP/1.1\r\n\r\n", 400);
        for (var e : caps.entrySet()) {
            checkStatus(e.getKey(), raw(e.getKey()), e.getValue());
        }
        // just under the caps: answered
        checkStatus("8 KiB address", raw("GET /api/games?" + "x".repeat(8_000) + " HTTP/1.1\r\nHost: localhost\r\n"
                + "Connection: close\r\n\r\n"), 200);
        checkStatus("60 KiB header", raw("GET /api/games HTTP/1.1\r\nHost: localhost\r\nX-Big: " + "y".repeat(60_000)
                + "\r\nConnection: close\r\n\r\n"), 200);
    }

    // ------------------------------------------------------------------ helpers

    /** A status, the content type and the body, parsed as JSON when it is. */
    private record Reply(int status, String contentType, String body, JsonNode json) {
        @Override
        public String toString() {
            return status + " " + contentType + " " + clip(body);
        }
    }

    /** What went wrong, all of it: a test reports every bad answer at once. */
    private final List<String> problems = new ArrayList<>();

    @AfterEach
    void nothingWentWrong() {
        assertTrue(problems.isEmpty(), problems.size() + " bad answers:\n"
                + String.join("\n", problems.subList(0, Math.min(40, problems.size()))));
    }

    /**
     * The checks every answer passes: not 500; JSON (a thermograph may be SVG); an error is a
     * JSON object with a one-line message naming no Java class and no stack frame.
     */
    private void check(String what, Reply r) {
        String problem = problem(r);
        if (problem != null) {
            problems.add(clip(what) + ": " + problem + ": " + r);
        }
    }

    /** As {@link #check}, and the answer must be an error. */
    private void checkError(String what, Reply r) {
        check(what, r);
        if (r.status < 400) {
            problems.add(clip(what) + ": not refused: " + r);
        }
    }

    /** As {@link #check}, and the answer must be {@code status}. */
    private void checkStatus(String what, Reply r, int status) {
        check(what, r);
        if (r.status != status) {
            problems.add(clip(what) + ": expected " + status + ": " + r);
        }
    }

    private static String problem(Reply r) {
        if (r.status == 500) {
            return "500";
        }
        if (r.status < 200 || r.status >= 600) {
            return "no HTTP answer";
        }
        if (r.status == 200 && r.contentType.startsWith("image/svg+xml")) {
            return null;
        }
        if (!r.contentType.startsWith("application/json") || r.json == null) {
            return "not JSON";
        }
        if (r.status >= 400) {
            if (!r.json.isObject() || r.json.path("status").asInt() != r.status) {
                return "not {\"status\": N, \"error\": ...}";
            }
            String error = r.json.path("error").asText("");
            if (error.isBlank()) {
                return "no message";
            }
            if (error.contains("\n")) {
                return "more than one line";
            }
            for (String leak : List.of("Exception", "java.", "org.sprague", "\tat ", "<h1>", "jdk.", "sun.")) {
                if (error.contains(leak)) {
                    return "the error shows '" + leak + "'";
                }
            }
        }
        return null;
    }

    private static ObjectNode base(String endpoint) {
        ObjectNode o = ApiClient.MAPPER.createObjectNode();
        switch (endpoint) {
            case "api/solve", "api/moves", "api/engine-move" -> o.put("game", "nim").put("position", "3 4 5");
            case "api/table" -> o.put("game", "wythoff").put("rows", 5).put("cols", 5);
            case "api/grundy" -> o.put("rule", "kayles").put("to", 20);
            case "api/graph" -> o.put("edges", "a b\nb c\n");
            case "api/pattern" -> o.put("game", "kayles").put("to", 30);
            case "api/value" -> o.put("value", "{1|0}");
            case "api/partizan" -> o.put("game", "domineering").put("position", "2x2");
            case "api/thermograph" -> o.put("value", "{2|-1}");
            default -> throw new IllegalArgumentException(endpoint);
        }
        return o;
    }

    private static URI uri(String path) {
        return server.uri().resolve(path);
    }

    private static Reply post(String endpoint, ObjectNode body) throws Exception {
        return post(endpoint, "application/json", body.toString().getBytes(StandardCharsets.UTF_8));
    }

    private static Reply post(String endpoint, String type, byte[] body) throws Exception {
        return send(HttpRequest.newBuilder(uri(endpoint)).header("Content-Type", type)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)));
    }

    private static Reply get(String endpoint) throws Exception {
        return send(HttpRequest.newBuilder(uri(endpoint)).GET());
    }

    private static Reply send(HttpRequest.Builder b) throws Exception {
        HttpResponse<byte[]> r;
        try {
            r = HTTP.send(b.timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofByteArray());
        } catch (IOException e) {
            // the server may close at once after refusing a large body it did not read: ask again by hand
            throw new AssertionError("no answer: " + e, e);
        }
        return reply(r.statusCode(), r.headers().firstValue("Content-Type").orElse(""), r.body());
    }

    private static Reply reply(int status, String type, byte[] body) {
        String text = new String(body, StandardCharsets.UTF_8);
        JsonNode json;
        try {
            json = ApiClient.MAPPER.readTree(text);
        } catch (IOException e) {
            json = null;
        }
        return new Reply(status, type, text, json);
    }

    /** Sends {@code request} as written on a fresh socket and reads the answer to the end. */
    private static Reply raw(String request) throws IOException {
        try (Socket s = new Socket("127.0.0.1", server.port())) {
            s.setSoTimeout(15_000);
            OutputStream out = s.getOutputStream();
            try {
                out.write(request.getBytes(StandardCharsets.UTF_8));
                out.flush();
                s.shutdownOutput();
            } catch (IOException e) {
                // the server may answer and close before reading everything: read what it said
            }
            InputStream in = s.getInputStream();
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            try {
                in.transferTo(all);
            } catch (IOException e) {
                // reset after the answer
            }
            String text = all.toString(StandardCharsets.ISO_8859_1);
            int headEnd = text.indexOf("\r\n\r\n");
            if (!text.startsWith("HTTP/1.1 ") || headEnd < 0) {
                return new Reply(0, "", text, null);
            }
            int status = Integer.parseInt(text.substring(9, 12));
            String type = "";
            for (String line : text.substring(0, headEnd).split("\r\n")) {
                if (line.regionMatches(true, 0, "Content-Type:", 0, 13)) {
                    type = line.substring(13).trim();
                }
            }
            byte[] body = text.substring(headEnd + 4).getBytes(StandardCharsets.ISO_8859_1);
            return reply(status, type, body);
        }
    }

    private static String clip(String s) {
        return s.length() <= 300 ? s : s.substring(0, 300) + "...";
    }
}
