package org.sprague.web;

import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/** Small helpers over the JDK's {@link HttpExchange}: bounded bodies, complete answers. */
final class Http {
    private Http() {
    }

    /**
     * The request body, at most {@code max} bytes.
     *
     * @throws HttpError 413 past {@code max}
     */
    static byte[] body(HttpExchange ex, int max) throws IOException {
        String length = ex.getRequestHeaders().getFirst("Content-Length");
        if (length != null) {
            try {
                if (Long.parseLong(length.trim()) > max) {
                    throw tooLarge(max);
                }
            } catch (NumberFormatException e) {
                throw new HttpError(400, "the Content-Length header '" + length + "' is not a number");
            }
        }
        try (InputStream in = ex.getRequestBody()) {
            byte[] data = in.readNBytes(max + 1);
            if (data.length > max) {
                throw tooLarge(max);
            }
            return data;
        }
    }

    private static HttpError tooLarge(int max) {
        return new HttpError(413, "the request body is larger than " + max + " bytes, the server's limit");
    }

    /** Sends a complete answer, not to be stored by caches, and closes the exchange. */
    static void send(HttpExchange ex, int status, String contentType, byte[] body) throws IOException {
        ex.getResponseHeaders().set("Cache-Control", "no-store");
        sendAs(ex, status, contentType, body);
    }

    /** Sends a complete answer with the Cache-Control header already set, and closes the exchange. */
    static void sendAs(HttpExchange ex, int status, String contentType, byte[] body) throws IOException {
        var h = ex.getResponseHeaders();
        h.set("Content-Type", contentType);
        h.set("X-Content-Type-Options", "nosniff");
        boolean head = ex.getRequestMethod().equals("HEAD");
        ex.sendResponseHeaders(status, head ? -1 : body.length == 0 ? -1 : body.length);
        if (!head && body.length > 0) {
            try (OutputStream out = ex.getResponseBody()) {
                out.write(body);
            }
        }
        ex.close();
    }

    /**
     * The parameters of the request's query string ({@code ?db=c4.db&position=33}), decoded;
     * a parameter outside {@code known}, or given twice, is refused.
     *
     * @throws HttpError 400 naming the bad parameter
     */
    static java.util.Map<String, String> query(HttpExchange ex, java.util.List<String> known) {
        java.util.Map<String, String> out = new java.util.LinkedHashMap<>();
        String raw = ex.getRequestURI().getRawQuery();
        if (raw == null || raw.isEmpty()) {
            return out;
        }
        for (String pair : raw.split("&")) {
            if (pair.isEmpty()) {
                continue;
            }
            int eq = pair.indexOf('=');
            String key;
            String value;
            try {
                key = java.net.URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), java.nio.charset.StandardCharsets.UTF_8);
                value = eq < 0 ? "" : java.net.URLDecoder.decode(pair.substring(eq + 1), java.nio.charset.StandardCharsets.UTF_8);
            } catch (IllegalArgumentException e) {
                throw new HttpError(400, "the query string is not URL-encoded: " + Text.clip(pair, 60));
            }
            if (!known.contains(key)) {
                throw new HttpError(400, "unknown parameter '" + Text.clip(key, 40) + "'; known: " + String.join(", ", known));
            }
            if (out.put(key, value) != null) {
                throw new HttpError(400, "parameter '" + key + "' is given twice");
            }
        }
        return out;
    }

    /**
     * Drains what the client sent, up to {@link Exchange#DRAIN_BYTES}, so the connection can be
     * kept alive; a longer body is left unread and the connection closes after the answer.
     */
    static void drain(HttpExchange ex) {
        try (InputStream in = ex.getRequestBody()) {
            String length = ex.getRequestHeaders().getFirst("Content-Length");
            if (length == null || length.length() < 10 && Long.parseLong(length) <= Exchange.DRAIN_BYTES) {
                in.skip(Exchange.DRAIN_BYTES);
            }
        } catch (IOException | NumberFormatException e) {
            // the answer still goes out; the connection closes
        }
    }
}
