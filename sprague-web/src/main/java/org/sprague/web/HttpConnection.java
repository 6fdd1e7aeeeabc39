package org.sprague.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpHandler;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * One client connection of {@link HttpListener}, served on its own virtual thread: reads a
 * request head ({@link RequestHead}), hands an {@link Exchange} to the route's handler, and
 * repeats while the connection is kept alive. What the connection is doing (its
 * {@link State}), since when and until which deadline is published for the listener, which
 * closes overdue connections and, when full, the one that has waited longest.
 */
final class HttpConnection implements Runnable {
    private static final Logger LOG = Logger.getLogger(HttpConnection.class.getName());
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final String JSON = "application/json; charset=utf-8";
    /** A write that has not progressed for this long makes its connection a candidate to close when full. */
    private static final long STALLED_NANOS = 1_000_000_000L;
    /** After a malformed request: how much more of it is read (and dropped) before closing, so the answer arrives. */
    private static final int LINGER_BYTES = 8 << 20;
    private static final long LINGER_MILLIS = 2_000;

    /** What a connection does; the first three wait on the client. */
    enum State {
        /** Waiting for the first byte of a request. */
        IDLE,
        /** Receiving a request's head. */
        HEAD,
        /** Receiving a request's body. */
        BODY,
        /** A handler is computing the answer. */
        BUSY,
        /** Writing the answer. */
        WRITING
    }

    private final HttpListener server;
    private final Socket socket;
    private final InetAddress address;
    private volatile State state = State.IDLE;
    private volatile long since;
    private volatile long deadline;
    private volatile long progress;
    private InputStream in;
    private OutputStream out;

    HttpConnection(HttpListener server, Socket socket) {
        this.server = server;
        this.socket = socket;
        this.address = socket.getInetAddress();
        enter(State.IDLE, server.limits().idleMillis());
    }

    InetAddress address() {
        return address;
    }

    InetSocketAddress remote() {
        return (InetSocketAddress) socket.getRemoteSocketAddress();
    }

    InetSocketAddress local() {
        return (InetSocketAddress) socket.getLocalSocketAddress();
    }

    /** When the current state began (nanoTime). */
    long since() {
        return since;
    }

    /** Whether a request is being computed or answered. */
    boolean busy() {
        State s = state;
        return s == State.BUSY || s == State.WRITING;
    }

    /**
     * Which connections a full server closes first: 0 idle, 1 receiving a request, 2 writing
     * to a client that has read nothing for a second; -1 never (computing, or writing).
     */
    int evictionRank(long now) {
        return switch (state) {
            case IDLE -> 0;
            case HEAD, BODY -> 1;
            case WRITING -> now - progress > STALLED_NANOS ? 2 : -1;
            case BUSY -> -1;
        };
    }

    /** Whether the current state's deadline has passed. */
    boolean overdue(long now) {
        long d = deadline;
        return d != 0 && now - d > 0;
    }

    /** Closes the socket: a read or write in progress fails, and the connection's thread ends. */
    void abort() {
        try {
            socket.close();
        } catch (IOException e) {
            // closed
        }
    }

    private void enter(State s, long millis) {
        long now = System.nanoTime();
        deadline = millis > 0 ? now + millis * 1_000_000L : 0;
        since = now;
        state = s;
    }

    /** The request's body has been read: the request is now the handler's (no deadline: it has its own). */
    void bodyRead() {
        if (state == State.BODY) {
            enter(State.BUSY, 0);
        }
    }

    /** The answer's head goes out now. */
    void writing() {
        progress = System.nanoTime();
        enter(State.WRITING, server.limits().writeMillis());
    }

    InputStream in() {
        return in;
    }

    OutputStream out() {
        return out;
    }

    boolean closing() {
        return server.closing();
    }

    @Override
    public void run() {
        try {
            socket.setTcpNoDelay(true); // kept-alive GETs were 40 ms slower with Nagle's delay
            in = new BufferedInputStream(socket.getInputStream(), 8192);
            out = new BufferedOutputStream(new Progress(socket.getOutputStream()), 16384);
            boolean first = true;
            while (!server.closing()) {
                if (!first) {
                    enter(State.IDLE, server.limits().keepAliveMillis());
                }
                int b = in.read();
                if (b < 0) {
                    return;
                }
                enter(State.HEAD, server.limits().headMillis());
                RequestHead head;
                try {
                    head = RequestHead.read(in, b);
                } catch (HttpError e) {
                    refuseRequest(e);
                    return;
                }
                if (!exchange(head)) {
                    return;
                }
                first = false;
            }
        } catch (IOException e) {
            // the client closed or reset the connection, or it was closed for its deadline
        } catch (RuntimeException | Error e) {
            LOG.log(Level.WARNING, "connection failed", e);
        } finally {
            server.forget(this);
            abort();
        }
    }

    /** One request: its handler answers; true when the connection can take another request. */
    private boolean exchange(RequestHead head) throws IOException {
        Exchange ex = new Exchange(this, head);
        if (head.contentLength() > 0) {
            enter(State.BODY, server.limits().bodyMillis());
        } else {
            enter(State.BUSY, 0);
        }
        HttpHandler handler = server.route(head.uri().getPath() == null ? "/" : head.uri().getPath());
        try {
            if (handler == null) {
                ex.sendError(404, "no page or API endpoint " + Text.clip(Text.printable(head.uri().getRawPath()), 80));
            } else {
                handler.handle(ex);
            }
        } catch (IOException | UncheckedIOException e) {
            if (!socket.isClosed()) {
                LOG.log(Level.FINE, "connection failed during " + head.method() + " " + head.uri(), e);
            }
            return false;
        } catch (RuntimeException | Error e) {
            LOG.log(Level.WARNING, "internal error on " + head.method() + " " + head.uri(), e);
            if (!ex.responded()) {
                ex.sendError(500, "internal error: the server failed on this request (it is logged on the server;"
                        + " please report it with the request you sent)");
                if (ex.unreadBody()) {
                    linger();
                }
            }
            return false;
        }
        boolean keep = ex.finish();
        if (!keep && ex.unreadBody()) {
            linger();
        }
        return keep;
    }

    /**
     * A request that cannot be read (malformed or oversized head): its JSON error, then the
     * rest of what the client sends is dropped for a moment (closing with unread data would
     * reset the connection and lose the answer), then the connection closes.
     */
    private void refuseRequest(HttpError e) throws IOException {
        enter(State.WRITING, server.limits().writeMillis());
        progress = System.nanoTime();
        write(out, e.status(), e.getMessage());
        linger();
    }

    /**
     * Closes after an answer while the client may still be sending: ends our side, then reads
     * and drops what arrives for up to {@value #LINGER_MILLIS} ms or {@value #LINGER_BYTES}
     * bytes, so the client reads the answer instead of a reset.
     */
    private void linger() throws IOException {
        socket.shutdownOutput();
        enter(State.HEAD, LINGER_MILLIS);
        byte[] drop = new byte[8192];
        for (long n = 0; n < LINGER_BYTES;) {
            int r = in.read(drop);
            if (r < 0) {
                break;
            }
            n += r;
        }
    }

    /** A new connection refused because every connection is busy: 503, JSON, closed. */
    void refuse(String why) {
        try (socket) {
            write(socket.getOutputStream(), 503, why + " and none is waiting (each is computing or answering);"
                    + " try again shortly");
            // drop the request that may be on its way, briefly, so the client reads the answer
            socket.shutdownOutput();
            socket.setSoTimeout(1000);
            socket.getInputStream().readNBytes(Exchange.DRAIN_BYTES);
        } catch (IOException e) {
            // gone, or the second is up
        }
    }

    /** Writes a whole JSON error answer that closes the connection. */
    private static void write(OutputStream out, int status, String message) throws IOException {
        byte[] body = json(status, message);
        String head = "HTTP/1.1 " + status + " " + Exchange.reason(status) + "\r\n"
                + "Content-Type: " + JSON + "\r\n"
                + "Content-Length: " + body.length + "\r\n"
                + "Cache-Control: no-store\r\n"
                + "X-Content-Type-Options: nosniff\r\n"
                + "Connection: close\r\n\r\n";
        out.write(head.getBytes(StandardCharsets.ISO_8859_1));
        out.write(body);
        out.flush();
    }

    /** {@code {"status": N, "error": "..."}}, the API's error shape. */
    static byte[] json(int status, String message) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("status", status);
        o.put("error", message);
        try {
            return MAPPER.writeValueAsBytes(o);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The socket's output, noting when each write completes (a stalled writer can be closed when full). */
    private final class Progress extends FilterOutputStream {
        Progress(OutputStream out) {
            super(out);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
            progress = System.nanoTime();
        }

        @Override
        public void write(int b) throws IOException {
            out.write(b);
            progress = System.nanoTime();
        }
    }
}
