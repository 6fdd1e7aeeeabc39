package org.sprague.web;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * What the server refuses of a request Jetty has parsed, before Javalin sees it (answered as
 * JSON by {@link JsonErrors}): a connection {@link ConnectionGuard} admitted past a cap
 * while every other one was busy (503, closed); a request line longer than
 * {@value WebServer#MAX_LINE_BYTES} bytes (414: Jetty caps only the whole head, at
 * {@link WebServer#MAX_HEAD_BYTES}); more than {@value WebServer#MAX_FIELDS} header fields
 * (431); an address with a character RFC 3986 wants percent-encoded, such as {@code <} (400:
 * Jetty lets those through); a body sent with {@code Transfer-Encoding} (411: bodies come with
 * {@code Content-Length}, so their size is known before they are read; Jetty itself refuses
 * both at once, the shape of request smuggling, with 400).
 */
final class RequestPolicy extends Handler.Wrapper {
    private final ConnectionGuard guard;

    RequestPolicy(ConnectionGuard guard) {
        this.guard = guard;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        String refusal = guard.refusal(request.getConnectionMetaData().getConnection());
        if (refusal != null) {
            response.getHeaders().put(HttpHeader.CONNECTION, "close");
            Response.writeError(request, response, callback, 503, refusal
                    + " and none is waiting (each is computing or answering); try again shortly");
            return true;
        }
        // method, target and version as sent: the target is the part the client chooses
        int line = request.getMethod().length() + request.getHttpURI().getPathQuery().length()
                + request.getConnectionMetaData().getProtocol().length() + 2;
        if (line > WebServer.MAX_LINE_BYTES) {
            Response.writeError(request, response, callback, 414, "the request line (the address) is longer than "
                    + WebServer.MAX_LINE_BYTES / 1024 + " KiB");
            return true;
        }
        String target = request.getHttpURI().getPathQuery();
        try {
            new URI(target);
        } catch (URISyntaxException e) {
            String why = e.getReason().toLowerCase(Locale.ROOT).contains("escape") ? "a '%' not followed by two hex digits"
                    : "a character that must be percent-encoded";
            Response.writeError(request, response, callback, 400, "the request's address is not a valid URI: " + why
                    + (e.getIndex() >= 0 ? " at character " + (e.getIndex() + 1) : "") + " of '"
                    + Text.clip(Text.printable(target), 80) + "'");
            return true;
        }
        if (request.getHeaders().size() > WebServer.MAX_FIELDS) {
            Response.writeError(request, response, callback, 431, "the request has more than " + WebServer.MAX_FIELDS
                    + " header fields");
            return true;
        }
        HttpField te = request.getHeaders().getField(HttpHeader.TRANSFER_ENCODING);
        if (te != null) {
            Response.writeError(request, response, callback, 411, "send the request body with a Content-Length"
                    + " header (Transfer-Encoding, e.g. chunked, is not accepted)");
            return true;
        }
        return super.handle(request, response, callback);
    }
}
