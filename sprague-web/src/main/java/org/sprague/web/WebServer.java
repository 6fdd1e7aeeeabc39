package org.sprague.web;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.sprague.catalog.Catalog;

/**
 * The explorer's server: the JDK's {@link HttpServer} (no framework: nothing beyond the JDK
 * and Jackson), the JSON API under {@code /api/} ({@link ApiHandler}) and the page's
 * static files from the jar ({@link StaticHandler}).
 *
 * <p>Threads: connections are served on virtual threads, which only parse, wait and write;
 * computations run on two fixed pools, each with a queue of {@link WebLimits#queue()}: a fast
 * one of twice {@link WebLimits#workers()} threads and a slow one of {@link WebLimits#workers()}: every request starts on the fast pool with a quarter
 * second, and one still computing then moves to the slow pool with the whole
 * {@link WebLimits#timeLimit()} ({@link ApiHandler}), so cheap requests keep being answered
 * in milliseconds while expensive ones compute.
 *
 * <p>Connections: at most {@value #MAX_CONNECTIONS} open at once, a request's headers must
 * arrive within {@value #MAX_REQUEST_SECONDS} s (half-open connections are closed), and
 * answers go out without Nagle's delay (kept-alive GETs were 40 ms slower with it).
 */
public final class WebServer implements AutoCloseable {
    /** The most connections open at once (the JDK server's {@code jdk.httpserver.maxConnections}). */
    static final int MAX_CONNECTIONS = 256;
    /** Seconds a request's headers may take to arrive ({@code sun.net.httpserver.maxReqTime}). */
    static final int MAX_REQUEST_SECONDS = 10;

    static {
        // read once by the JDK server's configuration, before the first server is created;
        // an operator's own -D settings win
        setIfAbsent("jdk.httpserver.maxConnections", Integer.toString(MAX_CONNECTIONS));
        setIfAbsent("sun.net.httpserver.maxReqTime", Integer.toString(MAX_REQUEST_SECONDS));
        setIfAbsent("sun.net.httpserver.nodelay", "true");
    }

    private static void setIfAbsent(String key, String value) {
        if (System.getProperty(key) == null) {
            System.setProperty(key, value);
        }
    }

    /** The two worker pools: every request starts on {@code fast}; long ones move to {@code slow}. */
    record Pools(ThreadPoolExecutor fast, ThreadPoolExecutor slow) {
        void shutdownNow() {
            fast.shutdownNow();
            slow.shutdownNow();
        }
    }

    private final HttpServer server;
    private final ExecutorService connections;
    private final Pools workers;
    private final URI uri;
    private final StrongDatabases databases;
    private final ApiHandler api;

    private WebServer(HttpServer server, ExecutorService connections, Pools workers, URI uri,
            StrongDatabases databases, ApiHandler api) {
        this.databases = databases;
        this.api = api;
        this.server = server;
        this.connections = connections;
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
        ExecutorService connections = Executors.newThreadPerTaskExecutor(
                Thread.ofVirtual().name("sprague-web-http-", 0).factory());
        HttpServer server;
        try {
            server = HttpServer.create(new InetSocketAddress(host, port), 256);
        } catch (IOException e) {
            workers.shutdownNow();
            connections.shutdownNow();
            throw e;
        }
        ApiHandler api = new ApiHandler(new Explorer(catalog, limits), workers, HostCheck.of(host, allowHosts),
                databases);
        server.createContext("/api/", api);
        server.createContext("/", new StaticHandler());
        server.setExecutor(connections);
        server.start();
        int bound = server.getAddress().getPort();
        String shown = host.contains(":") ? "[" + host + "]" : host;
        return new WebServer(server, connections, workers, URI.create("http://" + shown + ":" + bound + "/"),
                databases, api);
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

    /** Seconds a request's headers may take (the JDK server's setting in force). */
    static int requestSeconds() {
        return Integer.getInteger("sun.net.httpserver.maxReqTime", MAX_REQUEST_SECONDS);
    }

    /** The address the explorer answers at, e.g. {@code http://127.0.0.1:8080/}. */
    public URI uri() {
        return uri;
    }

    /** The bound port. */
    public int port() {
        return server.getAddress().getPort();
    }

    /** Stops accepting requests, gives running ones a second, and stops the workers. */
    @Override
    public void close() {
        server.stop(1);
        workers.shutdownNow();
        connections.shutdownNow();
        databases.close();
    }
}
