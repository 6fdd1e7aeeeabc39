package org.sprague.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.function.Supplier;

/** A test client for a running explorer: JSON in, status and JSON out; raw requests for odd paths. */
record ApiClient(Supplier<URI> root) {
    /**
     * {@code answer} without its wall time ({@code statistics.elapsedMillis}, which differs run to
     * run): two answers to the same question compare equal on the rest.
     */
    static JsonNode untimed(JsonNode answer) {
        if (answer != null && answer.get("statistics") instanceof com.fasterxml.jackson.databind.node.ObjectNode s) {
            s.remove("elapsedMillis");
        }
        return answer;
    }

    static final ObjectMapper MAPPER = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    /** A client of the server at {@code base}. */
    ApiClient(URI base) {
        this(() -> base);
    }

    /** The server's address (looked up per request: {@link ServerHarness#api()} is made before the server starts). */
    URI base() {
        return root.get();
    }

    /** A status and a parsed body. */
    record Answer(int status, JsonNode json, String text) {
        String error() {
            return json.path("error").asText();
        }
    }

    Answer get(String path) {
        return send(HttpRequest.newBuilder(base().resolve(path)).GET());
    }

    Answer post(String path, String body) {
        return send(HttpRequest.newBuilder(base().resolve(path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    Answer send(HttpRequest.Builder b) {
        try {
            HttpResponse<String> r = HTTP.send(b.timeout(Duration.ofSeconds(30)).build(),
                    HttpResponse.BodyHandlers.ofString());
            JsonNode json;
            try {
                json = MAPPER.readTree(r.body());
            } catch (IOException e) {
                json = MAPPER.nullNode();
            }
            return new Answer(r.statusCode(), json == null ? MAPPER.nullNode() : json, r.body());
        } catch (IOException e) {
            throw new IllegalStateException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Sends {@code GET rawPath} exactly as written (no client-side normalisation); returns the status line. */
    String rawGet(String rawPath) throws IOException {
        try (Socket s = new Socket(base().getHost(), base().getPort())) {
            s.setSoTimeout(10_000);
            OutputStream out = s.getOutputStream();
            out.write(("GET " + rawPath + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = s.getInputStream();
            String all = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
            return all;
        }
    }
}
