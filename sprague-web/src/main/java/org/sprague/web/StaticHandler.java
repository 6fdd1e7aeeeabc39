package org.sprague.web;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The page's files, from the jar only: the request path must be plain segments of
 * letters, digits, '-', '_' and one '.' before a known extension, so no encoded
 * character, {@code ..}, backslash or absolute path can name anything outside the
 * {@code static} folder of the class path; anything else is 404.
 */
final class StaticHandler implements HttpHandler {
    private static final String ROOT = "/org/sprague/web/static/";
    private static final Pattern SAFE = Pattern.compile("(?:[A-Za-z0-9_-]+/)*[A-Za-z0-9_-]+\\.[a-z0-9]+");
    private static final Map<String, String> TYPES = Map.of(
            "html", "text/html; charset=utf-8",
            "css", "text/css; charset=utf-8",
            "js", "text/javascript; charset=utf-8",
            "svg", "image/svg+xml",
            "png", "image/png",
            "ico", "image/x-icon",
            "txt", "text/plain; charset=utf-8",
            "json", "application/json; charset=utf-8");
    /** The page talks to its own server only. */
    private static final String CSP = "default-src 'self'; img-src 'self' data:; style-src 'self'; "
            + "script-src 'self'; connect-src 'self'; frame-ancestors 'none'";

    @Override
    public void handle(HttpExchange ex) throws IOException {
        Http.drain(ex);
        String method = ex.getRequestMethod();
        if (!method.equals("GET") && !method.equals("HEAD")) {
            ex.getResponseHeaders().set("Allow", "GET, HEAD");
            text(ex, 405, "use GET for the explorer's pages");
            return;
        }
        String raw = ex.getRequestURI().getRawPath();
        String name = raw == null || raw.equals("/") ? "index.html" : raw.substring(1);
        String type = name.contains(".") ? TYPES.get(name.substring(name.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT)) : null;
        if (!SAFE.matcher(name).matches() || type == null) {
            text(ex, 404, "not found");
            return;
        }
        byte[] data;
        try (InputStream in = StaticHandler.class.getResourceAsStream(ROOT + name)) {
            if (in == null) {
                text(ex, 404, "not found");
                return;
            }
            data = in.readAllBytes();
        }
        ex.getResponseHeaders().set("Content-Security-Policy", CSP);
        ex.getResponseHeaders().set("Referrer-Policy", "no-referrer");
        Http.send(ex, 200, type, data);
    }

    private static void text(HttpExchange ex, int status, String message) throws IOException {
        Http.send(ex, status, "text/plain; charset=utf-8", (message + "\n").getBytes(StandardCharsets.UTF_8));
    }
}
