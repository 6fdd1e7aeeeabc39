package org.sprague.web;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.http.HttpParser;
import org.eclipse.jetty.io.AbstractEndPoint;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.IdleTimeout;
import org.eclipse.jetty.server.internal.HttpConnection;
import org.eclipse.jetty.util.component.AbstractLifeCycle;

/**
 * Keeps idle or slow connections from starving active ones (issue 20 item 3), on Jetty's
 * connector as a {@link Connection.Listener}. Jetty holds no thread for a connection that
 * waits (NIO), so what an idle or slow client can exhaust is the connection cap; Jetty's own
 * {@code NetworkConnectionLimit} stops accepting at its cap and its {@code LowResourceMonitor}
 * only shortens idle timeouts (every second at best), which a client that sends its headers a
 * byte at a time never reaches. So:
 *
 * <ul>
 *   <li>At most {@link Limits#maxConnections()} are open, and {@link Limits#maxPerAddress()}
 *       from one client address: a new connection past either cap closes the one that has
 *       <em>waited</em> longest (of the same address when that address is past its own cap):
 *       idle ones first (the longest idle, by Jetty's own idle clock), then those still
 *       receiving a request's head or body (the longest receiving), then those whose client
 *       has not read its answer for {@value #STALLED_MILLIS} ms; a connection whose request is
 *       being computed, or whose answer is being written, is never closed. Only when every
 *       candidate is busy is the new one refused: {@link RequestPolicy} answers its request 503
 *       and closes it.</li>
 *   <li>Deadlines Jetty lacks (its idle timeout restarts at every byte): a new connection's
 *       first request must begin within {@link Limits#firstMillis()}, a request's head must be
 *       complete within {@link Limits#headMillis()} of its first byte, its body within
 *       {@link Limits#bodyMillis()} after the head, and an answer written within
 *       {@link Limits#writeMillis()}; a sweep every {@value #SWEEP_MILLIS} ms closes
 *       connections past them.</li>
 * </ul>
 *
 * <p>What a connection is doing is read from its HTTP/1.1 parser's state ({@link HttpParser#getState()},
 * volatile): {@code START} waits for a request, the request-line and header states receive a
 * head, the content states a body, and {@code END} (and {@code CLOSE}) mean the request is
 * being handled; then a pending write (its endpoint's write flusher) means the answer waits
 * for the client. This uses Jetty's {@code server.internal.HttpConnection}, public but not a
 * promised API: {@code ConnectionStarvationTest} and {@code ConnectionGuardTest} fail if a
 * Jetty upgrade changes it. Cost: O(1) per connection opened below the caps, O(open
 * connections) at a cap and per sweep.
 */
final class ConnectionGuard extends AbstractLifeCycle implements Connection.Listener {
    /** How often the deadlines are checked. */
    static final int SWEEP_MILLIS = 100;
    /** A write that has not progressed for this long makes its connection a candidate to close at a cap. */
    static final int STALLED_MILLIS = 1_000;

    /**
     * The caps and deadlines.
     *
     * @param maxConnections the most connections open at once
     * @param maxPerAddress the most connections open at once from one client address
     * @param firstMillis how long a new connection may wait before its first request begins
     * @param headMillis how long a request's head may take from its first byte
     * @param bodyMillis how long a request's body may take after its head
     * @param writeMillis how long an answer may take to write once it waits on the client
     */
    record Limits(int maxConnections, int maxPerAddress, long firstMillis, long headMillis, long bodyMillis,
            long writeMillis) {
    }

    /** What a connection does, as its parser and endpoint show. */
    enum Phase {
        /** Waiting for a request's first byte. */
        IDLE,
        /** Receiving a request's line and header fields. */
        HEAD,
        /** Receiving a request's body. */
        BODY,
        /** Writing an answer the client has not yet taken. */
        WRITE,
        /** Its request is being computed (or it is not HTTP/1.1): never closed early. */
        BUSY
    }

    /** One open connection: its client's address, the phase the last sweep saw since when, and write progress. */
    private static final class Watch {
        final InetAddress address;
        volatile Phase phase = Phase.IDLE;
        volatile long since;
        volatile long bytesOut;
        volatile long progress;

        Watch(InetAddress address, long now) {
            this.address = address;
            since = now;
            progress = now;
        }
    }

    private final Limits limits;
    private final Map<Connection, Watch> open = new ConcurrentHashMap<>();
    /** Open connections per client address; guarded by {@code this}. */
    private final Map<InetAddress, Integer> perAddress = new HashMap<>();
    /** Connections admitted past a cap with no candidate to close: why (answered 503). */
    private final Map<Connection, String> refused = new ConcurrentHashMap<>();
    private ScheduledExecutorService sweeper;

    ConnectionGuard(Limits limits) {
        this.limits = limits;
    }

    @Override
    protected void doStart() {
        sweeper = Executors.newSingleThreadScheduledExecutor(r -> Thread.ofPlatform().daemon()
                .name("sprague-web-deadlines").unstarted(r));
        sweeper.scheduleWithFixedDelay(this::sweep, SWEEP_MILLIS, SWEEP_MILLIS, TimeUnit.MILLISECONDS);
    }

    @Override
    protected void doStop() {
        sweeper.shutdownNow();
    }

    int openConnections() {
        return open.size();
    }

    /** Why {@code c} was refused (opened past a cap while every candidate was busy), or null. */
    String refusal(Connection c) {
        return refused.get(c);
    }

    @Override
    public void onOpened(Connection c) {
        long now = System.nanoTime();
        InetAddress address = c.getEndPoint().getRemoteSocketAddress() instanceof InetSocketAddress a
                ? a.getAddress() : null;
        Connection victim;
        synchronized (this) {
            open.put(c, new Watch(address, now));
            if (perAddress.merge(address == null ? InetAddress.getLoopbackAddress() : address, 1, Integer::sum)
                    > limits.maxPerAddress()) {
                victim = longestWaiting(c, now, address);
                if (victim == null) {
                    refused.put(c, "your address has " + limits.maxPerAddress() + " connections open");
                }
            } else if (open.size() > limits.maxConnections()) {
                victim = longestWaiting(c, now, null);
                if (victim == null) {
                    refused.put(c, "the server has " + limits.maxConnections() + " connections open");
                }
            } else {
                return;
            }
            if (victim != null) {
                forget(victim);
            }
        }
        if (victim != null) {
            victim.getEndPoint().close();
        }
    }

    @Override
    public void onClosed(Connection c) {
        forget(c);
        refused.remove(c);
    }

    /** Stops counting {@code c} (closed, or about to be). */
    private synchronized void forget(Connection c) {
        Watch w = open.remove(c);
        if (w != null) {
            perAddress.computeIfPresent(w.address == null ? InetAddress.getLoopbackAddress() : w.address,
                    (k, n) -> n == 1 ? null : n - 1);
        }
    }

    /**
     * The connection, other than {@code admitted} and from {@code address} unless that is null,
     * that has waited longest: refused ones first, then idle ones, then those receiving a
     * request, then stalled writes; null when there is none.
     */
    private Connection longestWaiting(Connection admitted, long now, InetAddress address) {
        Connection best = null;
        int bestRank = Integer.MAX_VALUE;
        long bestSince = 0;
        for (Map.Entry<Connection, Watch> e : open.entrySet()) {
            Connection c = e.getKey();
            Watch w = e.getValue();
            if (c == admitted || address != null && !address.equals(w.address)) {
                continue;
            }
            Phase p = phase(c);
            long since = w.phase == p ? w.since : now;
            if (p == Phase.IDLE) {
                long idle = c.getEndPoint() instanceof IdleTimeout t ? t.getIdleFor() : 0;
                since = now - TimeUnit.MILLISECONDS.toNanos(idle);
            } else if (p == Phase.WRITE) {
                since = w.phase == p ? w.progress : now;
            }
            if (p == Phase.BUSY || p == Phase.WRITE && now - since < TimeUnit.MILLISECONDS.toNanos(STALLED_MILLIS)) {
                continue;
            }
            int rank = refused.containsKey(c) ? 0 : p.ordinal() + 1;
            if (best == null || rank < bestRank || (rank == bestRank && since - bestSince < 0)) {
                best = c;
                bestRank = rank;
                bestSince = since;
            }
        }
        return best;
    }

    /** Closes the connections past a deadline; notes each one's phase and write progress. */
    private void sweep() {
        long now = System.nanoTime();
        for (Map.Entry<Connection, Watch> e : open.entrySet()) {
            Connection c = e.getKey();
            Watch w = e.getValue();
            Phase p = phase(c);
            long out = c instanceof HttpConnection h ? h.getBytesOut() : 0;
            if (out != w.bytesOut) {
                w.bytesOut = out;
                w.progress = now;
            }
            if (p != w.phase) {
                w.since = now;
                w.progress = now;
                w.phase = p;
                continue;
            }
            long limit = switch (p) {
                case IDLE -> c instanceof HttpConnection h && h.getMessagesIn() == 0 ? limits.firstMillis() : 0;
                case HEAD -> limits.headMillis();
                case BODY -> limits.bodyMillis();
                case WRITE -> limits.writeMillis();
                case BUSY -> 0;
            };
            if (limit > 0 && now - w.since > TimeUnit.MILLISECONDS.toNanos(limit)) {
                forget(c);
                c.getEndPoint().close();
            }
        }
    }

    /** What {@code c} is doing, from its parser's state and its endpoint's pending write. */
    static Phase phase(Connection c) {
        if (!(c instanceof HttpConnection h)) {
            return Phase.BUSY;
        }
        HttpParser.State s = h.getParser().getState();
        if (s == HttpParser.State.START) {
            return Phase.IDLE;
        }
        if (s.ordinal() < HttpParser.State.CONTENT.ordinal()) {
            return Phase.HEAD;
        }
        if (s.ordinal() < HttpParser.State.END.ordinal()) {
            return Phase.BODY;
        }
        return h.getEndPoint() instanceof AbstractEndPoint e && e.getWriteFlusher().isPending() ? Phase.WRITE
                : Phase.BUSY;
    }
}
