package org.sprague.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.LinkedHashMap;
import java.util.Map;
import org.eclipse.jetty.util.URIUtil;

/** Small helpers over Javalin's {@link Context}: the request as sent, bounded bodies, complete answers. */
final class Http {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    /** The media type of every API answer. */
    static final String JSON = "application/json; charset=utf-8";
    /**
     * The most unread body bytes read and dropped after an answer so the connection can be kept
     * (Jetty itself drops only what has already arrived, and otherwise closes the connection).
     */
    static final int DRAIN_BYTES = 64 * 1024;

    private Http() {
    }

    /** The request's method as sent (not Javalin's {@code X-HTTP-Method-Override}). */
    static String method(Context ex) {
        return ex.req().getMethod();
    }

    /**
     * The request's path, percent-decoded ({@code /api/solve}); Jetty has already refused a
     * malformed one.
     *
     * @throws HttpError 400 for a path that is not a valid URI path
     */
    static String path(Context ex) {
        String raw = rawPath(ex);
        try {
            String decoded = URIUtil.decodePath(raw);
            return decoded == null || decoded.isEmpty() ? "/" : decoded;
        } catch (IllegalArgumentException e) {
            throw new HttpError(400, "the request's address is not a valid URI path: '"
                    + Text.clip(Text.printable(raw), 80) + "'");
        }
    }

    /** The request's path as sent, still percent-encoded. */
    static String rawPath(Context ex) {
        String raw = ex.req().getRequestURI();
        return raw == null || raw.isEmpty() ? "/" : raw;
    }

    /**
     * The request body, at most {@code max} bytes.
     *
     * @throws HttpError 413 past {@code max}
     */
    static byte[] body(Context ex, int max) throws IOException {
        String length = ex.header("Content-Length");
        if (length != null) {
            try {
                if (Long.parseLong(length.trim()) > max) {
                    throw tooLarge(max);
                }
            } catch (NumberFormatException e) {
                throw new HttpError(400, "the Content-Length header '" + length + "' is not a number");
            }
        }
        try (InputStream in = ex.req().getInputStream()) {
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

    /** Sends a complete answer, not to be stored by caches. */
    static void send(Context ex, int status, String contentType, byte[] body) {
        ex.header("Cache-Control", "no-store");
        sendAs(ex, status, contentType, body);
    }

    /** Sends a complete answer with the Cache-Control header already set. */
    static void sendAs(Context ex, int status, String contentType, byte[] body) {
        ex.status(status);
        ex.contentType(contentType);
        ex.header("X-Content-Type-Options", "nosniff");
        ex.res().setContentLength(body.length);
        ex.result(body);
    }

    /**
     * Sends a complete answer to a request whose body was refused unread, and closes the
     * connection: the answer is written first, then what the client goes on sending is read
     * and dropped for up to {@value #LINGER_MILLIS} ms or {@value #LINGER_BYTES} bytes, so the
     * client reads the answer instead of a reset (closing a socket with unread data resets it,
     * and a client still writing its body then never reads the answer). Nothing is kept.
     */
    static void sendAndClose(Context ex, int status, String contentType, byte[] body) {
        ex.header("Connection", "close");
        ex.header("Cache-Control", "no-store");
        ex.status(status);
        ex.contentType(contentType);
        ex.header("X-Content-Type-Options", "nosniff");
        ex.res().setContentLength(body.length);
        try {
            OutputStream out = ex.res().getOutputStream();
            if (!method(ex).equals("HEAD")) {
                out.write(body);
            }
            out.flush();
            InputStream in = ex.req().getInputStream();
            long end = System.nanoTime() + LINGER_MILLIS * 1_000_000L;
            byte[] drop = new byte[8192];
            for (long n = 0; n < LINGER_BYTES && System.nanoTime() < end; ) {
                int r = in.read(drop);
                if (r < 0) {
                    break;
                }
                n += r;
            }
        } catch (IOException e) {
            // the client has gone: nothing to answer
        }
    }

    /** After a refused body: how much more of it is read (and dropped) before closing, so the answer arrives. */
    static final int LINGER_BYTES = 8 << 20;
    /** After a refused body: how long it is read (and dropped) at most before closing. */
    static final long LINGER_MILLIS = 2_000;

    /**
     * The parameters of the request's query string ({@code ?db=c4.db&position=33}), decoded;
     * a parameter outside {@code known}, or given twice, is refused.
     *
     * @throws HttpError 400 naming the bad parameter
     */
    static java.util.Map<String, String> query(Context ex, java.util.List<String> known) {
        java.util.Map<String, String> out = new java.util.LinkedHashMap<>();
        String raw = ex.queryString();
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
     * Drains what the client sent, up to {@link #DRAIN_BYTES}, so the connection can be kept
     * alive; a longer body is left unread and Jetty closes the connection after the answer.
     */
    static void drain(Context ex) {
        try (InputStream in = ex.req().getInputStream()) {
            String length = ex.header("Content-Length");
            if (length == null || length.length() < 10 && Long.parseLong(length) <= DRAIN_BYTES) {
                in.skip(DRAIN_BYTES);
            }
        } catch (IOException | NumberFormatException e) {
            // the answer still goes out; the connection closes
        }
    }

    /** Sends the API's error answer: {@link #json(int, String)}, not to be stored by caches. */
    static void sendError(Context ex, int status, String message) {
        send(ex, status, JSON, json(status, message));
    }

    /** {@code {"status": N, "error": "..."}}, the API's error shape (the message made one printable line). */
    static byte[] json(int status, String message) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("status", status);
        o.put("error", Text.printable(message));
        try {
            return MAPPER.writeValueAsBytes(o);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
