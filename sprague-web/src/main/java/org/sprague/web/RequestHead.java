package org.sprague.web;

import com.sun.net.httpserver.Headers;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/**
 * The head of one HTTP/1.1 request (RFC 9112): the request line and the header fields, read
 * strictly and within fixed sizes, so that a malformed or oversized request is an
 * {@link HttpError} with a one-line message (answered as JSON by {@link HttpConnection})
 * before any handler runs.
 *
 * <p>Refused: a request line longer than {@value #MAX_LINE_BYTES} bytes (414); a head
 * longer than {@value #MAX_HEAD_BYTES} bytes or with more than {@value #MAX_FIELDS} fields
 * (431); a target that is not a path ({@code /...}) or not a valid URI, e.g. a bad
 * percent-escape such as {@code %ZZ} (400); control characters or raw non-ASCII bytes in the
 * request line (400); folded or malformed header lines (400); a version other than HTTP/1.0
 * or 1.1 (505); HTTP/1.1 without {@code Host} (400); a {@code Content-Length} given twice
 * or not a number (400); {@code Transfer-Encoding} (411: bodies are sent with
 * {@code Content-Length}; with both, 400, the shape of request smuggling). Line ends may be
 * CRLF or LF; empty lines before the request line are skipped.
 *
 * @param method the method ({@code GET}, {@code POST}, ...)
 * @param uri the target as a URI (a path and an optional query)
 * @param headers the header fields, names normalised as the JDK's {@link Headers} does
 * @param contentLength the body's length in bytes (0 without {@code Content-Length})
 * @param expectContinue whether the client waits for {@code 100 Continue} before the body
 * @param close whether the client asked to close the connection after this request (or
 *     speaks HTTP/1.0, whose connections this server does not keep)
 */
record RequestHead(String method, URI uri, Headers headers, long contentLength, boolean expectContinue,
        boolean close) {
    /** The longest request line: method, target (the address) and version. */
    static final int MAX_LINE_BYTES = 8 * 1024;
    /** The longest head: request line and every header field. */
    static final int MAX_HEAD_BYTES = 64 * 1024;
    /** The most header fields. */
    static final int MAX_FIELDS = 100;
    /** Empty lines tolerated before the request line (some clients send one after a POST body). */
    private static final int MAX_EMPTY_LINES = 4;

    /**
     * Reads a head from {@code in}, whose first byte {@code first} was already read.
     *
     * @throws HttpError for a malformed or oversized head (the connection is then closed)
     * @throws IOException when the connection fails or ends within the head
     */
    static RequestHead read(InputStream in, int first) throws IOException {
        Reader r = new Reader(in, first);
        String line = r.line(MAX_LINE_BYTES, true);
        for (int empty = 0; line.isEmpty(); empty++) {
            if (empty == MAX_EMPTY_LINES) {
                throw new HttpError(400, "the request starts with empty lines, not a request line");
            }
            line = r.line(MAX_LINE_BYTES, true);
        }
        int sp1 = line.indexOf(' ');
        int sp2 = sp1 < 0 ? -1 : line.indexOf(' ', sp1 + 1);
        if (sp1 <= 0 || sp2 < 0 || line.indexOf(' ', sp2 + 1) >= 0 || sp2 == sp1 + 1) {
            throw new HttpError(400, "the request line is not 'METHOD /path HTTP/1.1': '"
                    + Text.clip(Text.printable(line), 60) + "'");
        }
        String method = line.substring(0, sp1);
        String target = line.substring(sp1 + 1, sp2);
        String version = line.substring(sp2 + 1);
        if (!token(method)) {
            throw new HttpError(400, "the request method '" + Text.clip(Text.printable(method), 20) + "' is not a token");
        }
        boolean http10 = version.equals("HTTP/1.0");
        if (!http10 && !version.equals("HTTP/1.1")) {
            throw version.matches("HTTP/[0-9]\\.[0-9]")
                    ? new HttpError(505, "HTTP version " + version.substring(5) + " is not supported: use HTTP/1.1")
                    : new HttpError(400, "the request line does not end with HTTP/1.1: '"
                            + Text.clip(Text.printable(version), 20) + "'");
        }
        URI uri = uri(target);

        Headers headers = new Headers();
        int fields = 0;
        for (String field = r.line(MAX_HEAD_BYTES, false); !field.isEmpty(); field = r.line(MAX_HEAD_BYTES, false)) {
            if (++fields > MAX_FIELDS) {
                throw new HttpError(431, "the request has more than " + MAX_FIELDS + " header fields");
            }
            if (field.charAt(0) == ' ' || field.charAt(0) == '\t') {
                throw new HttpError(400, "a header line starts with white space (folded header lines are not accepted)");
            }
            int colon = field.indexOf(':');
            if (colon <= 0 || !token(field.substring(0, colon))) {
                throw new HttpError(400, "the header line '" + Text.clip(Text.printable(field), 40)
                        + "' is not 'Name: value'");
            }
            String value = field.substring(colon + 1).strip();
            for (int i = 0; i < value.length(); i++) {
                char c = value.charAt(i);
                if ((c < 0x20 && c != '\t') || c == 0x7F) {
                    throw new HttpError(400, "the header " + field.substring(0, colon) + " has a control character");
                }
            }
            headers.add(field.substring(0, colon), value);
        }

        List<String> lengths = headers.get("Content-Length");
        boolean chunked = headers.containsKey("Transfer-Encoding");
        if (chunked && lengths != null) {
            throw new HttpError(400, "the request has both Content-Length and Transfer-Encoding");
        }
        if (chunked) {
            throw new HttpError(411, "send the request body with a Content-Length header (Transfer-Encoding,"
                    + " e.g. chunked, is not accepted)");
        }
        long length = 0;
        if (lengths != null) {
            if (lengths.size() > 1) {
                throw new HttpError(400, "the request has more than one Content-Length header");
            }
            String l = lengths.get(0);
            if (!l.matches("[0-9]{1,18}")) {
                throw new HttpError(400, "the Content-Length header '" + Text.clip(Text.printable(l), 30)
                        + "' is not a whole number of bytes");
            }
            length = Long.parseLong(l);
        }
        List<String> hosts = headers.get("Host");
        if (hosts != null && hosts.size() > 1) {
            throw new HttpError(400, "the request has more than one Host header");
        }
        if (!http10 && hosts == null) {
            throw new HttpError(400, "the request has no Host header (HTTP/1.1 requires one)");
        }
        String expect = headers.getFirst("Expect");
        boolean close = http10 || has(headers.get("Connection"), "close");
        return new RequestHead(method, uri, headers, length, expect != null && expect.equalsIgnoreCase("100-continue"),
                close);
    }

    /** The target as a URI: a path ({@code /...}), percent-escapes well formed. */
    private static URI uri(String target) {
        if (!target.startsWith("/")) {
            throw new HttpError(400, "the request's address must be a path starting with '/', not '"
                    + Text.clip(Text.printable(target), 60) + "'");
        }
        try {
            return new URI(target);
        } catch (URISyntaxException e) {
            String where = e.getIndex() >= 0 ? " at character " + (e.getIndex() + 1) : "";
            String why = e.getReason().toLowerCase(Locale.ROOT).contains("escape") ? "a '%' not followed by two hex digits"
                    : "a character that must be percent-encoded";
            throw new HttpError(400, "the request's address is not a valid URI: " + why + where + " of '"
                    + Text.clip(Text.printable(target), 80) + "'");
        }
    }

    /** Whether a comma-separated header lists {@code token} (case-insensitive). */
    private static boolean has(List<String> values, String token) {
        if (values == null) {
            return false;
        }
        for (String v : values) {
            for (String t : v.split(",")) {
                if (t.strip().equalsIgnoreCase(token)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** RFC 9110's token: visible ASCII but separators. */
    private static boolean token(String s) {
        if (s.isEmpty()) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c <= 0x20 || c >= 0x7F || "\"(),/:;<=>?@[\\]{}".indexOf(c) >= 0) {
                return false;
            }
        }
        return true;
    }

    /** Lines of the head, each counted against the head's size. */
    private static final class Reader {
        private final InputStream in;
        private int pending;
        private int headBytes;
        private final byte[] buf = new byte[256];

        Reader(InputStream in, int first) {
            this.in = in;
            this.pending = first;
        }

        /**
         * The next line without its CRLF (or LF), as ISO-8859-1 text; a request line may hold
         * visible ASCII only.
         */
        String line(int maxLine, boolean requestLine) throws IOException {
            byte[] b = buf;
            int n = 0;
            while (true) {
                int c;
                if (pending >= 0) {
                    c = pending;
                    pending = -1;
                } else {
                    c = in.read();
                }
                if (c < 0) {
                    throw new java.io.EOFException("the connection ended within the request head");
                }
                if (++headBytes > MAX_HEAD_BYTES) {
                    throw new HttpError(431, "the request head (its line and header fields) is longer than "
                            + MAX_HEAD_BYTES / 1024 + " KiB");
                }
                if (c == '\n') {
                    if (n > 0 && b[n - 1] == '\r') {
                        n--;
                    }
                    return new String(b, 0, n, StandardCharsets.ISO_8859_1);
                }
                if (requestLine && c != '\r' && (c < 0x20 || c >= 0x7F)) {
                    throw new HttpError(400, c >= 0x80 ? "the request's address has bytes that are not ASCII:"
                            + " percent-encode them (UTF-8)" : "the request line has a control character");
                }
                if (n == maxLine) {
                    throw requestLine ? new HttpError(414, "the request line (the address) is longer than "
                            + MAX_LINE_BYTES / 1024 + " KiB") : new HttpError(431, "a header line is longer than "
                            + MAX_HEAD_BYTES / 1024 + " KiB");
                }
                if (n == b.length) {
                    b = java.util.Arrays.copyOf(b, Math.min(maxLine, 2 * b.length));
                }
                b[n++] = (byte) c;
            }
        }
    }
}
