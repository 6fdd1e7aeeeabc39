package org.sprague.web;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.sprague.catalog.Catalog;

/**
 * The explorer's server: {@link HttpListener} (our HTTP/1.1 connections on virtual threads,
 * serving the JDK's {@code HttpHandler}s: nothing beyond the JDK and Jackson), the JSON API
 * under {@code /api/} ({@link ApiHandler}) and the page's static files from the jar
 * ({@link StaticHandler}).
 *
 * <p>Threads: connections are served on virtual threads, which only parse, wait and write;
 * computations run on two fixed pools, each with a queue of {@link WebLimits#queue()}: a fast
 * one of twice {@link WebLimits#workers()} threads and a slow one of {@link WebLimits#workers()}: every request starts on the fast pool with a quarter
 * second, and one still computing then moves to the slow pool with the whole
 * {@link WebLimits#timeLimit()} ({@link ApiHandler}), so cheap requests keep being answered
 * in milliseconds while expensive ones compute.
 *
 * <p>Connections (issue 20): at most {@value #MAX_CONNECTIONS} open at once and
 * {@value #MAX_CONNECTIONS_PER_ADDRESS} from one client address; past either, the connection
 * that has waited longest (idle, or sending its request slowly) is closed to make room, so
 * idle or slow clients cannot lock others out. A new connection's first request must begin
 * within {@value #IDLE_SECONDS} s, a request's head (line and headers) must be complete within
 * {@link #HEAD_SECONDS} s of its first byte, its body within {@value #BODY_SECONDS} s, an
 * answer must be written within {@value #WRITE_SECONDS} s, and a kept-alive connection idles at
 * most {@value #KEEP_ALIVE_SECONDS} s. A request line is at most 8 KiB and a head 64 KiB
 * ({@link RequestHead}); bodies are capped by {@link WebLimits#maxBodyBytes()}.
 */
public final class WebServer implements AutoCloseable {
    /** The most connections open at once. */
    static final int MAX_CONNECTIONS = 512;
    /** The most connections open at once from one client address. */
    static final int MAX_CONNECTIONS_PER_ADDRESS = 128;
    /** Seconds a new connection may wait before its first request begins. */
    static final int IDLE_SECONDS = 10;
    /**
     * Seconds a request's head may take from its first byte (10; {@code -Dsprague.web.headSeconds=N}
     * for tests, which wait for it).
     */
    static final int HEAD_SECONDS = Integer.getInteger("sprague.web.headSeconds", 10);
    /** Seconds a request's body may take after its head. */
    static final int BODY_SECONDS = 30;
    /** Seconds an answer may take to write. */
    static final int WRITE_SECONDS = 60;
    /** Seconds a kept-alive connection may wait for its next request. */
    static final int KEEP_ALIVE_SECONDS = 30;

    private static HttpListener.Limits connectionLimits() {
        return new HttpListener.Limits(MAX_CONNECTIONS, MAX_CONNECTIONS_PER_ADDRESS, IDLE_SECONDS * 1000L,
                HEAD_SECONDS * 1000L, BODY_SECONDS * 1000L, WRITE_SECONDS * 1000L, KEEP_ALIVE_SECONDS * 1000L);
    }

    /** The two worker pools: every request starts on {@code fast}; long ones move to {@code slow}. */
    record Pools(ThreadPoolExecutor fast, ThreadPoolExecutor slow) {
        void shutdownNow() {
            fast.shutdownNow();
            slow.shutdownNow();
        }
    }

    private final HttpListener server;
    private final Pools workers;
    private final URI uri;
    private final StrongDatabases databases;
    private final ApiHandler api;

    private WebServer(HttpListener server, Pools workers, URI uri, StrongDatabases databases, ApiHandler api) {
        this.databases = databases;
        this.api = api;
        this.server = server;
        this.workers = workers;
        this.uri = uri;
    }

    /**
     * Starts serving the standard catalogue.
     *
     * @param host the address to bind (127.0.0.1 keeps the explorer to this machine)
     * @param port the port, or 0 for any free one
     * @throws IOException when the address cannot be bound (port in use)
     */
    public static WebServer start(String host, int port, WebLimits limits) throws IOException {
        return start(host, port, limits, Catalog.standard());
    }

    /** Starts serving the given catalogue. */
    public static WebServer start(String host, int port, WebLimits limits, Catalog catalog) throws IOException {
        return start(host, port, limits, catalog, List.of());
    }

    /**
     * Starts serving the given catalogue; the API also answers requests addressed to the
     * names in {@code allowHosts} (besides loopback and {@code host} itself).
     */
    public static WebServer start(String host, int port, WebLimits limits, Catalog catalog, List<String> allowHosts)
            throws IOException {
        return start(host, port, limits, catalog, allowHosts, StrongDatabases.none());
    }

    /**
     * Starts serving the given catalogue and strong-solution databases ({@code GET /api/databases},
     * {@code GET /api/strong}); the server closes the databases when it is closed.
     */
    public static WebServer start(String host, int port, WebLimits limits, Catalog catalog, List<String> allowHosts,
            StrongDatabases databases) throws IOException {
        // the fast pool has twice the threads: an expensive request holds one for a quarter second
        // before it moves on, and cheap ones must find a free one meanwhile
        Pools workers = new Pools(pool("fast", 2 * limits.workers(), limits), pool("slow", limits.workers(), limits));
        ApiHandler api = new ApiHandler(new Explorer(catalog, limits), workers, HostCheck.of(host, allowHosts),
                databases);
        HttpListener server;
        try {
            server = HttpListener.start(new InetSocketAddress(host, port), List.of(
                    new HttpListener.Route("/api/", api),
                    new HttpListener.Route("/", new StaticHandler())), connectionLimits());
        } catch (IOException | RuntimeException e) {
            workers.shutdownNow();
            throw e;
        }
        int bound = server.address().getPort();
        String shown = host.contains(":") ? "[" + host + "]" : host;
        return new WebServer(server, workers, URI.create("http://" + shown + ":" + bound + "/"), databases, api);
    }

    private static ThreadPoolExecutor pool(String name, int threads, WebLimits limits) {
        AtomicInteger n = new AtomicInteger();
        return new ThreadPoolExecutor(threads, threads, 0L,
                TimeUnit.MILLISECONDS, new ArrayBlockingQueue<>(limits.queue()), r -> {
                    // an ordinary stack: canonical-form operations keep their work on explicit stacks
                    // (no recursion on a form's depth, DeepFormsTest), so workers need no large one
                    Thread t = new Thread(r, "sprague-web-" + name + "-" + n.incrementAndGet());
                    t.setDaemon(true);
                    return t;
                });
    }

    /** How many requests are computing now, on both pools. */
    int computing() {
        return workers.fast().getActiveCount() + workers.slow().getActiveCount();
    }

    /** Every API endpoint the server routes, by path. */
    java.util.Map<String, ApiHandler.Endpoint> endpoints() {
        return api.endpoints();
    }

    /** The worker threads' pools (tests check that no computation outlives its request). */
    Pools pools() {
        return workers;
    }

    /** How many requests wait for a worker of the slow pool. */
    int queuedSlow() {
        return workers.slow().getQueue().size();
    }

    /** How many connections are open. */
    int openConnections() {
        return server.openConnections();
    }

    /** The address the explorer answers at, e.g. {@code http://127.0.0.1:8080/}. */
    public URI uri() {
        return uri;
    }

    /** The bound address (127.0.0.1 unless the operator chose another: {@code sprague serve --host}). */
    public InetSocketAddress address() {
        return server.address();
    }

    /** The bound port. */
    public int port() {
        return server.address().getPort();
    }

    /** Stops accepting requests, gives running ones a second, and stops the workers. */
    @Override
    public void close() {
        server.close();
        workers.shutdownNow();
        databases.close();
    }
}
