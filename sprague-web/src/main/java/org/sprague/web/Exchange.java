package org.sprague.web;

import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpContext;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpPrincipal;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One request and its answer on an {@link HttpConnection}, as the JDK's {@link HttpExchange}
 * that the handlers are written against. The request body reads exactly
 * {@code Content-Length} bytes (sending {@code 100 Continue} first when the client waits
 * for it); the answer is written with {@code Content-Length} ({@code sendResponseHeaders(code,
 * n > 0)}), none ({@code -1}) or chunked ({@code 0}). After the answer, an unread rest of the
 * body up to {@value #DRAIN_BYTES} bytes is dropped so the connection can be kept; more, or an
 * answer cut short, closes it. There are no contexts ({@link #getHttpContext()} is null) and
 * no authentication.
 */
final class Exchange extends HttpExchange {
    /** The most unread body bytes dropped to keep the connection (the JDK's server drops 64 KiB too). */
    static final int DRAIN_BYTES = 64 * 1024;
    private static final Map<Integer, String> REASONS = Map.ofEntries(Map.entry(100, "Continue"),
            Map.entry(200, "OK"), Map.entry(204, "No Content"), Map.entry(304, "Not Modified"),
            Map.entry(400, "Bad Request"), Map.entry(403, "Forbidden"), Map.entry(404, "Not Found"),
            Map.entry(405, "Method Not Allowed"), Map.entry(408, "Request Timeout"), Map.entry(411, "Length Required"),
            Map.entry(413, "Content Too Large"), Map.entry(414, "URI Too Long"),
            Map.entry(415, "Unsupported Media Type"), Map.entry(422, "Unprocessable Content"),
            Map.entry(431, "Request Header Fields Too Large"), Map.entry(500, "Internal Server Error"),
            Map.entry(501, "Not Implemented"), Map.entry(503, "Service Unavailable"),
            Map.entry(505, "HTTP Version Not Supported"));

    private final HttpConnection connection;
    private final RequestHead head;
    private final Headers responseHeaders = new Headers();
    private final Body body;
    private final Answer answer;
    private final Map<String, Object> attributes = new HashMap<>();
    private InputStream bodyOverride;
    private OutputStream answerOverride;
    private int code = -1;
    /** Bytes the answer still owes ({@code Content-Length}), or -1 for a chunked answer. */
    private long owed;
    private boolean chunked;
    /** The answer has no body (HEAD, 204, 304): what a handler writes is dropped. */
    private boolean noBody;
    private boolean closeAfter;
    private boolean finished;

    Exchange(HttpConnection connection, RequestHead head) {
        this.connection = connection;
        this.head = head;
        this.body = new Body(); // after head: it reads the length
        this.answer = new Answer();
    }

    /** The reason phrase of a status code. */
    static String reason(int status) {
        return REASONS.getOrDefault(status, "Status");
    }

    @Override
    public Headers getRequestHeaders() {
        return head.headers();
    }

    @Override
    public Headers getResponseHeaders() {
        return responseHeaders;
    }

    @Override
    public URI getRequestURI() {
        return head.uri();
    }

    @Override
    public String getRequestMethod() {
        return head.method();
    }

    @Override
    public HttpContext getHttpContext() {
        return null;
    }

    @Override
    public InputStream getRequestBody() {
        return bodyOverride != null ? bodyOverride : body;
    }

    @Override
    public OutputStream getResponseBody() {
        return answerOverride != null ? answerOverride : answer;
    }

    @Override
    public InetSocketAddress getRemoteAddress() {
        return connection.remote();
    }

    @Override
    public int getResponseCode() {
        return code;
    }

    @Override
    public InetSocketAddress getLocalAddress() {
        return connection.local();
    }

    @Override
    public String getProtocol() {
        return "HTTP/1.1";
    }

    @Override
    public Object getAttribute(String name) {
        return attributes.get(name);
    }

    @Override
    public void setAttribute(String name, Object value) {
        if (value == null) {
            attributes.remove(name);
        } else {
            attributes.put(name, value);
        }
    }

    @Override
    public void setStreams(InputStream i, OutputStream o) {
        if (i != null) {
            bodyOverride = i;
        }
        if (o != null) {
            answerOverride = o;
        }
    }

    @Override
    public HttpPrincipal getPrincipal() {
        return null;
    }

    /** Whether part of the request body is still unread. */
    boolean unreadBody() {
        return body.remaining > 0;
    }

    /** Whether the answer's head went out. */
    boolean responded() {
        return code != -1;
    }

    /**
     * Sends the answer's status and headers: {@code length > 0} bytes follow, {@code -1}
     * none, {@code 0} a chunked body of any length.
     */
    @Override
    public void sendResponseHeaders(int status, long length) throws IOException {
        if (code != -1) {
            throw new IOException("the answer's headers were already sent");
        }
        if (status < 100 || status > 999) {
            throw new IllegalArgumentException("status " + status);
        }
        noBody = head.method().equals("HEAD") || status == 204 || status == 304 || status < 200;
        if (head.close() || connection.closing() || "close".equalsIgnoreCase(responseHeaders.getFirst("Connection"))
                || body.remaining > DRAIN_BYTES) {
            closeAfter = true;
            responseHeaders.set("Connection", "close");
        }
        StringBuilder h = new StringBuilder(256).append("HTTP/1.1 ").append(status).append(' ').append(reason(status))
                .append("\r\n");
        if (!responseHeaders.containsKey("Date")) {
            h.append("Date: ").append(DateTimeFormatter.RFC_1123_DATE_TIME.format(ZonedDateTime.now(ZoneOffset.UTC)))
                    .append("\r\n");
        }
        responseHeaders.remove("Content-Length");
        responseHeaders.remove("Transfer-Encoding");
        if (noBody || length < 0) {
            owed = 0;
            if (!noBody) {
                h.append("Content-Length: 0\r\n");
            }
        } else if (length > 0) {
            owed = length;
            h.append("Content-Length: ").append(length).append("\r\n");
        } else {
            chunked = true;
            h.append("Transfer-Encoding: chunked\r\n");
        }
        for (Map.Entry<String, List<String>> e : responseHeaders.entrySet()) {
            for (String v : e.getValue()) {
                if (!validHeader(e.getKey(), v)) {
                    throw new IOException("the answer has a malformed header " + e.getKey());
                }
                h.append(e.getKey()).append(": ").append(v).append("\r\n");
            }
        }
        h.append("\r\n");
        code = status;
        connection.writing();
        connection.out().write(h.toString().getBytes(StandardCharsets.ISO_8859_1));
        if (!chunked && owed == 0) {
            connection.out().flush();
        }
    }

    private static boolean validHeader(String name, String value) {
        if (name.isEmpty() || value == null) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c <= 0x20 || c >= 0x7F || c == ':') {
                return false;
            }
        }
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if ((c < 0x20 && c != '\t') || c == 0x7F || c > 0xFF) {
                return false;
            }
        }
        return true;
    }

    /** Sends a JSON error {@code {"status": N, "error": message}} and finishes. */
    void sendError(int status, String message) throws IOException {
        byte[] json = HttpConnection.json(status, message);
        responseHeaders.set("Content-Type", "application/json; charset=utf-8");
        responseHeaders.set("Cache-Control", "no-store");
        responseHeaders.set("X-Content-Type-Options", "nosniff");
        sendResponseHeaders(status, json.length);
        answer.write(json);
        finish();
    }

    @Override
    public void close() {
        try {
            finish();
        } catch (IOException e) {
            connection.abort();
        }
    }

    /**
     * Completes the exchange: the answer's end (a handler that sent none gets a 500 and the
     * connection closes), then the unread body is dropped or the connection marked to close.
     *
     * @return whether the connection can take another request
     */
    boolean finish() throws IOException {
        if (finished) {
            return !closeAfter;
        }
        if (code == -1) {
            closeAfter = true;
            sendError(500, "internal error: the server sent no answer (please report it with the request you sent)");
            return false;
        }
        finished = true;
        if (chunked) {
            connection.out().write("0\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
        } else if (owed > 0) {
            closeAfter = true; // the answer is shorter than announced: only closing tells the client
        }
        connection.out().flush();
        if (!closeAfter && !body.drop(DRAIN_BYTES)) {
            closeAfter = true;
        }
        return !closeAfter;
    }

    /** The request body: exactly {@code Content-Length} bytes of the connection. */
    private final class Body extends InputStream {
        long remaining;
        private boolean continued;

        Body() {
            remaining = head.contentLength();
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (remaining == 0) {
                return -1;
            }
            if (len == 0) {
                return 0;
            }
            if (head.expectContinue() && !continued && code == -1) {
                continued = true;
                connection.out().write("HTTP/1.1 100 Continue\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
                connection.out().flush();
            }
            int n = connection.in().read(b, off, (int) Math.min(len, remaining));
            if (n < 0) {
                throw new EOFException("the connection ended within the request body");
            }
            remaining -= n;
            if (remaining == 0) {
                connection.bodyRead();
            }
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            byte[] scratch = new byte[8192];
            long skipped = 0;
            while (skipped < n) {
                int r = read(scratch, 0, (int) Math.min(scratch.length, n - skipped));
                if (r < 0) {
                    break;
                }
                skipped += r;
            }
            return skipped;
        }

        @Override
        public int available() throws IOException {
            return (int) Math.min(connection.in().available(), remaining);
        }

        /** Reads and drops up to {@code max} bytes; whether the body is then read to its end. */
        boolean drop(long max) throws IOException {
            if (remaining > max) {
                return false;
            }
            skip(remaining);
            return remaining == 0;
        }

        @Override
        public void close() {
            // the connection stays open for the answer (and the next request)
        }
    }

    /** The answer's body: at most the announced length, or chunks. */
    private final class Answer extends OutputStream {
        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            if (code == -1) {
                throw new IOException("sendResponseHeaders must come before the answer's body");
            }
            if (finished) {
                throw new IOException("the answer is complete");
            }
            if (len == 0 || noBody) {
                return;
            }
            if (chunked) {
                connection.out().write((Integer.toHexString(len) + "\r\n").getBytes(StandardCharsets.ISO_8859_1));
                connection.out().write(b, off, len);
                connection.out().write('\r');
                connection.out().write('\n');
                return;
            }
            if (len > owed) {
                throw new IOException("the answer is longer than its Content-Length");
            }
            connection.out().write(b, off, len);
            owed -= len;
        }

        @Override
        public void flush() throws IOException {
            connection.out().flush();
        }

        @Override
        public void close() throws IOException {
            if (code != -1) {
                finish();
            }
        }
    }
}
