package org.sprague.web;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.http.HttpParser;
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
 *   <li>At most {@code maxConnections} are open: a new connection past the cap closes the one
 *       that has <em>waited</em> longest, idle ones first (the longest idle, by Jetty's own
 *       idle clock), then those still receiving a request's head or body (the longest
 *       receiving); a connection whose request is being computed or answered is never closed.
 *       Only when every connection is busy is the new one refused: {@link RequestPolicy} answers
 *       its request 503 and closes it.</li>
 *   <li>A request's head must be complete within {@code headMillis} of its first byte and its
 *       body within {@code bodyMillis} after the head (Jetty has no such deadline: its idle
 *       timeout restarts at every byte); a sweep every {@value #SWEEP_MILLIS} ms closes
 *       connections past them.</li>
 * </ul>
 *
 * <p>What a connection is doing is read from its HTTP/1.1 parser's state ({@link HttpParser#getState()},
 * volatile): {@code START} waits for a request, the request-line and header states receive a
 * head, the content states a body, and {@code END} (and {@code CLOSE}) mean the request is
 * being handled. This uses Jetty's {@code server.internal.HttpConnection}, public but not a
 * promised API: {@code ConnectionStarvationTest} fails if a Jetty upgrade changes it. Cost:
 * O(1) per connection opened below the cap, O(open connections) at the cap and per sweep.
 */
final class ConnectionGuard extends AbstractLifeCycle implements Connection.Listener {
    /** How often head and body deadlines are checked. */
    static final int SWEEP_MILLIS = 100;

    /** What a connection does, as its parser shows. */
    enum Phase {
        /** Waiting for a request's first byte. */
        IDLE,
        /** Receiving a request's line and header fields. */
        HEAD,
        /** Receiving a request's body. */
        BODY,
        /** Its request is being computed or answered (or it is not HTTP/1.1): never closed early. */
        BUSY
    }

    /** One open connection: when it opened, and the phase the last sweep saw since when. */
    private static final class Watch {
        volatile Phase phase = Phase.IDLE;
        volatile long since;

        Watch(long now) {
            since = now;
        }
    }

    private final int maxConnections;
    private final long headNanos;
    private final long bodyNanos;
    private final Map<Connection, Watch> open = new ConcurrentHashMap<>();
    private final Set<Connection> refused = ConcurrentHashMap.newKeySet();
    private ScheduledExecutorService sweeper;

    ConnectionGuard(int maxConnections, long headMillis, long bodyMillis) {
        this.maxConnections = maxConnections;
        this.headNanos = TimeUnit.MILLISECONDS.toNanos(headMillis);
        this.bodyNanos = TimeUnit.MILLISECONDS.toNanos(bodyMillis);
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

    /** How many connections are open. */
    int openConnections() {
        return open.size();
    }

    /** Whether {@code c} was opened past the cap while every other connection was busy. */
    boolean refused(Connection c) {
        return refused.contains(c);
    }

    @Override
    public void onOpened(Connection c) {
        long now = System.nanoTime();
        Connection victim = null;
        synchronized (this) {
            open.put(c, new Watch(now));
            if (open.size() > maxConnections) {
                victim = longestWaiting(c, now);
                if (victim == null) {
                    refused.add(c);
                } else {
                    open.remove(victim);
                }
            }
        }
        if (victim != null) {
            victim.getEndPoint().close();
        }
    }

    @Override
    public void onClosed(Connection c) {
        open.remove(c);
        refused.remove(c);
    }

    /**
     * The connection, other than {@code admitted}, that has waited longest: refused ones first,
     * then idle ones, then those receiving a request; null when every one is busy.
     */
    private Connection longestWaiting(Connection admitted, long now) {
        Connection best = null;
        int bestRank = Integer.MAX_VALUE;
        long bestSince = 0;
        for (Map.Entry<Connection, Watch> e : open.entrySet()) {
            Connection c = e.getKey();
            if (c == admitted) {
                continue;
            }
            Phase p = phase(c);
            if (p == Phase.BUSY) {
                continue;
            }
            int rank = refused.contains(c) ? 0 : p == Phase.IDLE ? 1 : 2;
            long since;
            if (p == Phase.IDLE) {
                long idle = c.getEndPoint() instanceof IdleTimeout t ? t.getIdleFor() : 0;
                since = now - TimeUnit.MILLISECONDS.toNanos(idle);
            } else {
                Watch w = e.getValue();
                since = w.phase == p ? w.since : now;
            }
            if (best == null || rank < bestRank || (rank == bestRank && since - bestSince < 0)) {
                best = c;
                bestRank = rank;
                bestSince = since;
            }
        }
        return best;
    }

    /** Closes the connections whose request's head or body is past its deadline. */
    private void sweep() {
        long now = System.nanoTime();
        for (Map.Entry<Connection, Watch> e : open.entrySet()) {
            Connection c = e.getKey();
            Watch w = e.getValue();
            Phase p = phase(c);
            if (p != w.phase) {
                w.since = now;
                w.phase = p;
                continue;
            }
            long limit = p == Phase.HEAD ? headNanos : p == Phase.BODY ? bodyNanos : 0;
            if (limit > 0 && now - w.since > limit) {
                open.remove(c);
                c.getEndPoint().close();
            }
        }
    }

    /** What {@code c} is doing, from its parser's state. */
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
        return Phase.BUSY;
    }
}
