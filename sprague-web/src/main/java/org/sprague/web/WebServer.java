package org.sprague.web;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
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
 * computations run on a fixed pool of {@link WebLimits#workers()} threads with a queue of
 * {@link WebLimits#queue()}, each held to {@link WebLimits#timeLimit()}, so cheap requests
 * keep being answered while big ones compute.
 */
public final class WebServer implements AutoCloseable {
    private final HttpServer server;
    private final ExecutorService connections;
    private final ThreadPoolExecutor workers;
    private final URI uri;

    private WebServer(HttpServer server, ExecutorService connections, ThreadPoolExecutor workers, URI uri) {
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
        AtomicInteger n = new AtomicInteger();
        ThreadPoolExecutor workers = new ThreadPoolExecutor(limits.workers(), limits.workers(), 0L,
                TimeUnit.MILLISECONDS, new ArrayBlockingQueue<>(limits.queue()), r -> {
                    Thread t = new Thread(r, "sprague-web-worker-" + n.incrementAndGet());
                    t.setDaemon(true);
                    return t;
                });
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
        server.createContext("/api/", new ApiHandler(new Explorer(catalog, limits), workers));
        server.createContext("/", new StaticHandler());
        server.setExecutor(connections);
        server.start();
        int bound = server.getAddress().getPort();
        String shown = host.contains(":") ? "[" + host + "]" : host;
        return new WebServer(server, connections, workers, URI.create("http://" + shown + ":" + bound + "/"));
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
    }
}
