package org.sprague.web;

import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The explorer's HTTP/1.1 server: accepts connections, serves each on its own virtual thread
 * ({@link HttpConnection}) with the JDK's {@link HttpHandler}s, and keeps idle or slow
 * connections from starving active ones (issue 20). It replaces the JDK's built-in server,
 * which refuses every connection past its cap however long the open ones have sent nothing,
 * and answers a malformed request line with an HTML page no handler can change.
 *
 * <p>Connections are counted in the whole server and per client address. A new connection
 * past either cap closes the connection that has <em>waited</em> longest (for its next
 * request, for the rest of its head or body, or on a stalled write) — of the same address
 * when that address is past its own cap — and takes its place; only when every connection is
 * computing or answering is the new one refused (503, JSON). A waiting connection holds a
 * parked virtual thread and a socket, no platform thread and no worker. One reaper thread
 * closes connections past their deadline every {@value #REAP_MILLIS} ms: the first request's
 * head must begin within {@link Limits#idleMillis()} and each head must be complete within
 * {@link Limits#headMillis()} of its first byte, a body within {@link Limits#bodyMillis()}, an
 * answer written within {@link Limits#writeMillis()}, a kept-alive connection idles at most
 * {@link Limits#keepAliveMillis()}. Cost of admission: O(1), and O(open connections) to
 * choose the one to close when full.
 */
final class HttpListener implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(HttpListener.class.getName());
    /** How often deadlines are checked. */
    static final int REAP_MILLIS = 100;

    /**
     * The connection limits.
     *
     * @param maxConnections the most connections open at once
     * @param maxPerAddress the most connections open at once from one client address
     * @param idleMillis how long a new connection may wait before its first request begins
     * @param headMillis how long a request's head may take from its first byte
     * @param bodyMillis how long a request's body may take after its head
     * @param writeMillis how long an answer may take to write
     * @param keepAliveMillis how long a kept-alive connection may wait for its next request
     */
    record Limits(int maxConnections, int maxPerAddress, long idleMillis, long headMillis, long bodyMillis,
            long writeMillis, long keepAliveMillis) {
    }

    /** One handler for the paths under a prefix. */
    record Route(String prefix, HttpHandler handler) {
    }

    private final ServerSocket socket;
    private final List<Route> routes;
    private final Limits limits;
    private final Set<HttpConnection> open = ConcurrentHashMap.newKeySet();
    /** Open connections per client address; guarded by {@code this}. */
    private final Map<InetAddress, Integer> perAddress = new HashMap<>();
    private final AtomicLong threads = new AtomicLong();
    private final Thread acceptor;
    private final Thread reaper;
    private volatile boolean closing;

    private HttpListener(ServerSocket socket, List<Route> routes, Limits limits) {
        this.socket = socket;
        this.routes = routes;
        this.limits = limits;
        this.acceptor = Thread.ofPlatform().daemon().name("sprague-web-accept").unstarted(this::accept);
        this.reaper = Thread.ofPlatform().daemon().name("sprague-web-reaper").unstarted(this::reap);
    }

    /**
     * Binds {@code address} and starts serving; {@code routes} are tried in order, the first
     * whose prefix starts the request's path answers.
     *
     * @throws IOException when the address cannot be bound
     */
    static HttpListener start(InetSocketAddress address, List<Route> routes, Limits limits) throws IOException {
        ServerSocket s = new ServerSocket();
        try {
            s.setReuseAddress(true);
            s.bind(address, 256);
        } catch (IOException e) {
            s.close();
            throw e;
        }
        HttpListener l = new HttpListener(s, List.copyOf(routes), limits);
        l.acceptor.start();
        l.reaper.start();
        return l;
    }

    /** The bound address. */
    InetSocketAddress address() {
        return (InetSocketAddress) socket.getLocalSocketAddress();
    }

    Limits limits() {
        return limits;
    }

    /** How many connections are open. */
    int openConnections() {
        return open.size();
    }

    /** The handler for {@code path}, or null. */
    HttpHandler route(String path) {
        for (Route r : routes) {
            if (path.startsWith(r.prefix())) {
                return r.handler();
            }
        }
        return null;
    }

    boolean closing() {
        return closing;
    }

    private void accept() {
        while (!closing) {
            Socket s;
            try {
                s = socket.accept();
            } catch (IOException e) {
                if (closing) {
                    return;
                }
                // e.g. out of file descriptors: wait for some to close rather than spin
                LOG.log(Level.FINE, "accept failed", e);
                sleep(50);
                continue;
            }
            try {
                admit(s);
            } catch (RuntimeException | OutOfMemoryError e) {
                // e.g. no thread could be started: drop this connection, keep accepting
                LOG.log(Level.WARNING, "could not take a connection", e);
                try {
                    s.close();
                } catch (IOException closing) {
                    // closed
                }
            }
        }
    }

    /** Takes a new connection: closes the longest-waiting one to make room, or refuses it. */
    private void admit(Socket s) {
        HttpConnection c = new HttpConnection(this, s);
        HttpConnection evicted = null;
        String refusal = null;
        synchronized (this) {
            InetAddress a = c.address();
            boolean addressFull = perAddress.getOrDefault(a, 0) >= limits.maxPerAddress();
            boolean serverFull = open.size() >= limits.maxConnections();
            if (addressFull || serverFull) {
                evicted = longestWaiting(addressFull ? a : null);
                if (evicted == null) {
                    refusal = addressFull ? "your address has " + limits.maxPerAddress() + " connections open"
                            : "the server has " + limits.maxConnections() + " connections open";
                } else {
                    forget(evicted);
                }
            }
            if (refusal == null) {
                open.add(c);
                perAddress.merge(a, 1, Integer::sum);
            }
        }
        if (evicted != null) {
            evicted.abort();
        }
        if (refusal != null) {
            String why = refusal;
            Thread.ofVirtual().name("sprague-web-refuse").start(() -> c.refuse(why));
            return;
        }
        try {
            Thread.ofVirtual().name("sprague-web-http-" + threads.incrementAndGet()).start(c);
        } catch (RuntimeException | OutOfMemoryError e) {
            forget(c);
            throw e;
        }
    }

    /**
     * The connection (of address {@code a}, or any when null) that has waited longest: idle
     * ones first, then those receiving a head or body, then stalled writers; null when every
     * one is computing or writing.
     */
    private HttpConnection longestWaiting(InetAddress a) {
        HttpConnection best = null;
        int bestRank = Integer.MAX_VALUE;
        long bestSince = 0;
        long now = System.nanoTime();
        for (HttpConnection c : open) {
            if (a != null && !c.address().equals(a)) {
                continue;
            }
            int rank = c.evictionRank(now);
            if (rank < 0) {
                continue;
            }
            long since = c.since();
            if (best == null || rank < bestRank || (rank == bestRank && since - bestSince < 0)) {
                best = c;
                bestRank = rank;
                bestSince = since;
            }
        }
        return best;
    }

    /** Removes {@code c} from the counts (once: eviction and the connection's own end both call it). */
    synchronized void forget(HttpConnection c) {
        if (open.remove(c)) {
            perAddress.computeIfPresent(c.address(), (k, n) -> n == 1 ? null : n - 1);
        }
    }

    private void reap() {
        while (!closing) {
            sleep(REAP_MILLIS);
            long now = System.nanoTime();
            for (HttpConnection c : open) {
                if (c.overdue(now)) {
                    forget(c);
                    c.abort();
                }
            }
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Stops accepting, gives requests being computed or answered up to a second to finish,
     * then closes every connection.
     */
    @Override
    public void close() {
        closing = true;
        try {
            socket.close();
        } catch (IOException e) {
            // closing anyway
        }
        long end = System.nanoTime() + 1_000_000_000L;
        while (System.nanoTime() - end < 0 && open.stream().anyMatch(HttpConnection::busy)) {
            sleep(20);
        }
        for (HttpConnection c : open) {
            forget(c);
            c.abort();
        }
        reaper.interrupt();
    }
}
