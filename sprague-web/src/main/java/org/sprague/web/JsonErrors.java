package org.sprague.web;

import java.nio.ByteBuffer;
import java.util.Locale;
import org.eclipse.jetty.http.HttpException;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Jetty's error answers as the API's: a one-line JSON {@code {"status": N, "error": "..."}}
 * instead of Jetty's HTML page, for what Jetty refuses before any handler runs (a malformed
 * request line or header, a bad percent-escape such as {@code %ZZ}, an unknown HTTP version,
 * an oversized head) and for what {@link RequestPolicy} refuses. The server's and the
 * servlet context's error handler. A message Jetty gives is kept (it names the bad part in a
 * few words), but never an exception's text: a failure inside Jetty reads "internal error".
 */
final class JsonErrors implements Request.Handler {

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        int status = response.getStatus();
        Throwable cause = (Throwable) request.getAttribute(ErrorHandler.ERROR_EXCEPTION);
        Object given = request.getAttribute(ErrorHandler.ERROR_MESSAGE);
        String text;
        if (cause instanceof HttpException h) { // Jetty refused the request: its reason in our words
            // 426 is Jetty's answer to an "HTTP/2.0" request line on a connector without HTTP/2,
            // which this server never offers: the version is not supported
            status = h.getCode() == HttpStatus.UPGRADE_REQUIRED_426 ? HttpStatus.HTTP_VERSION_NOT_SUPPORTED_505 : h.getCode();
            text = jettyWords(status, h.getReason());
        } else if (cause != null || !(given instanceof String s) || s.isBlank()) {
            text = status == 500 ? INTERNAL : HttpStatus.getMessage(status).toLowerCase(Locale.ROOT);
        } else {
            text = s; // ours (RequestPolicy), or Jetty's few words
        }
        if (status < 400 || status > 599) {
            status = HttpStatus.INTERNAL_SERVER_ERROR_500;
            text = INTERNAL;
        }
        response.setStatus(status);
        var h = response.getHeaders();
        h.put(HttpHeader.CONTENT_TYPE, Http.JSON);
        h.put(HttpHeader.CACHE_CONTROL, "no-store");
        h.put("X-Content-Type-Options", "nosniff");
        if (HttpStatus.hasNoBody(status) || request.getMethod().equals("HEAD")) {
            callback.succeeded();
            return true;
        }
        byte[] body = Http.json(status, Text.clip(text, 300));
        h.put(HttpHeader.CONTENT_LENGTH, body.length);
        response.write(true, ByteBuffer.wrap(body), callback);
        return true;
    }

    static final String INTERNAL = "internal error: the server failed on this request (it is logged on"
            + " the server; please report it with the request you sent)";

    /** What Jetty's parser refused, in the API's words (its reason names the bad part: "Illegal character"). */
    static String jettyWords(int status, String reason) {
        String why = reason == null || reason.isBlank() || reason.equalsIgnoreCase(HttpStatus.getMessage(status))
                ? null : Text.clip(reason, 120);
        return switch (status) {
            case 400 -> "the request is not well-formed HTTP/1.1" + (why == null ? " (its line, address or a header field)"
                    : ": " + why);
            case 408 -> "the request took too long to arrive";
            case 413 -> "the request is larger than the server's limit";
            case 414 -> "the request line (the address) is longer than " + WebServer.MAX_LINE_BYTES / 1024 + " KiB";
            case 431 -> "the request head (its line and header fields) is longer than "
                    + WebServer.MAX_HEAD_BYTES / 1024 + " KiB";
            case 505 -> "HTTP version not supported: use HTTP/1.1";
            default -> why != null ? why : HttpStatus.getMessage(status).toLowerCase(Locale.ROOT);
        };
    }
}
