package org.sprague.web;

import io.javalin.Javalin;
import io.javalin.compression.CompressionStrategy;
import io.javalin.http.Handler;
import io.javalin.http.HandlerType;
import io.javalin.http.HttpResponseException;
import io.javalin.router.EndpointNotFound;
import io.javalin.util.JavalinLogger;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.channels.ServerSocketChannel;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.eclipse.jetty.http.UriCompliance;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.LowResourceMonitor;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.sprague.catalog.Catalog;

/**
 * The explorer's server: Javalin on Jetty 12, serving the JSON API under {@code /api/}
 * ({@link ApiHandler}) and the page's static files from the jar ({@link StaticHandler}).
 * Jetty reads and checks the HTTP; every error, Jetty's own included, is a one-line JSON
 * answer ({@link JsonErrors}, and the exception mappers here), never an HTML page or a stack.
 *
 * <p>Threads: Jetty's selector waits on every connection at once (NIO: no thread per idle or
 * slow connection); a request's handler runs on a virtual thread, which only parses, waits
 * and writes; computations run on two fixed pools, each with a queue of
 * {@link WebLimits#queue()}: a fast one of twice {@link WebLimits#workers()} threads and a
 * slow one of {@link WebLimits#workers()}: every request starts on the fast pool with a quarter
 * second, and one still computing then moves to the slow pool with the whole
 * {@link WebLimits#timeLimit()} ({@link ApiHandler}), so cheap requests keep being answered
 * in milliseconds while expensive ones compute.
 *
 * <p>Connections (issue 20): at most {@value #MAX_CONNECTIONS} open at once and
 * {@value #MAX_CONNECTIONS_PER_ADDRESS} from one client address; past either, the connection
 * that has waited longest (idle, sending its request slowly, or not reading its answer) is
 * closed to make room, so idle or slow clients cannot lock others out ({@link ConnectionGuard}).
 * A new connection's first request must begin within {@value #FIRST_REQUEST_SECONDS} s, a
 * request's head (line and headers) must be complete within {@link #HEAD_SECONDS} s of its
 * first byte, its body within {@value #BODY_SECONDS} s, an answer written within
 * {@value #WRITE_SECONDS} s, and a connection on which nothing moves (idle between requests,
 * or a stalled read or write) is closed after {@value #IDLE_SECONDS} s (Jetty's idle timeout). A request line is at most {@value #MAX_LINE_BYTES} bytes (414), a
 * head {@value #MAX_HEAD_BYTES} bytes (431, Jetty's cap) of at most {@value #MAX_FIELDS}
 * fields (431) ({@link RequestPolicy}); bodies are capped by {@link WebLimits#maxBodyBytes()}
 * (413, from {@code Content-Length} before a byte is read).
 */
public final class WebServer implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(WebServer.class.getName());
    /**
     * Jetty and Javalin log through SLF4J into java.util.logging: their start-up and
     * shut-down lines are not the user's business, their warnings are (kept here: a logger
     * only holds its level while referenced).
     */
    private static final List<Logger> QUIET = List.of(Logger.getLogger("org.eclipse.jetty"),
            Logger.getLogger("io.javalin"));

    static {
        QUIET.forEach(l -> l.setLevel(Level.WARNING));
        JavalinLogger.startupInfo = false;
    }

    /** The most connections open at once. */
    static final int MAX_CONNECTIONS = 512;
    /** The most connections open at once from one client address. */
    static final int MAX_CONNECTIONS_PER_ADDRESS = 128;
    /** Seconds a new connection may wait before its first request begins. */
    static final int FIRST_REQUEST_SECONDS = 10;
    /**
     * Seconds a connection may stay with nothing read or written (Jetty's idle timeout): a
     * kept-alive connection waiting for its next request, a stalled read or write.
     */
    static final int IDLE_SECONDS = 30;
    /**
     * Seconds a request's head may take from its first byte (10; {@code -Dsprague.web.headSeconds=N}
     * for tests, which wait for it).
     */
    static final int HEAD_SECONDS = Integer.getInteger("sprague.web.headSeconds", 10);
    /** Seconds a request's body may take after its head. */
    static final int BODY_SECONDS = 30;
    /** Seconds an answer may take to write once it waits on the client. */
    static final int WRITE_SECONDS = 60;
    /** The longest request line: method, address and version. */
    static final int MAX_LINE_BYTES = 8 * 1024;
    /** The longest head: request line and every header field (Jetty's request header size). */
    static final int MAX_HEAD_BYTES = 64 * 1024;
    /** The most header fields of one request. */
    static final int MAX_FIELDS = 100;
    /** How long closing waits for requests being answered. */
    private static final long STOP_MILLIS = 1_000;

    /** The two worker pools: every request starts on {@code fast}; long ones move to {@code slow}. */
    record Pools(ThreadPoolExecutor fast, ThreadPoolExecutor slow) {
        void shutdownNow() {
            fast.shutdownNow();
            slow.shutdownNow();
        }
    }

    private final Javalin app;
    private final ServerConnector connector;
    private final ConnectionGuard guard;
    private final Pools workers;
    private final URI uri;
    private final StrongDatabases databases;
    private final ApiHandler api;

    private WebServer(Javalin app, ServerConnector connector, ConnectionGuard guard, Pools workers, URI uri,
            StrongDatabases databases, ApiHandler api) {
        this.app = app;
        this.api = api;
        this.connector = connector;
        this.guard = guard;
        this.databases = databases;
        this.workers = workers;
        this.uri = uri;
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
        ConnectionGuard guard = new ConnectionGuard(new ConnectionGuard.Limits(MAX_CONNECTIONS,
                MAX_CONNECTIONS_PER_ADDRESS, FIRST_REQUEST_SECONDS * 1000L, HEAD_SECONDS * 1000L,
                BODY_SECONDS * 1000L, WRITE_SECONDS * 1000L));
        ApiHandler api = new ApiHandler(new Explorer(catalog, limits), workers, HostCheck.of(host, allowHosts),
                databases);
        StaticHandler files = new StaticHandler();
        Handler dispatch = ex -> (Http.path(ex).startsWith("/api/") ? api : files).handle(ex);
        ServerConnector[] bound = new ServerConnector[1];
        Javalin app = Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.startup.showOldJavalinVersionWarning = false;
            config.startup.startupWatcherEnabled = false;
            // StaticHandler sends its files' gzip forms made once; API answers are sent as they are
            config.http.compressionStrategy = CompressionStrategy.NONE;
            config.jetty.threadPool = threads();
            JsonErrors errors = new JsonErrors();
            config.jetty.modifyServer(server -> {
                // its default has no checks; ConnectionGuard does what it would (module comment there)
                server.getBeans(LowResourceMonitor.class).forEach(server::removeBean);
                server.setErrorHandler(errors);
                server.setStopTimeout(STOP_MILLIS);
                server.insertHandler(new RequestPolicy(guard));
            });
            config.jetty.modifyServletContextHandler(context -> context.setErrorHandler(errors));
            config.jetty.modifyHttpConfiguration(http -> {
                http.setRequestHeaderSize(MAX_HEAD_BYTES);
                // RFC 3986 and no ambiguous paths (Javalin's default, LEGACY, lets %2F and ".." segments
                // through); a fragment a client sent by mistake ("/app.js#top") is ignored, not a 400
                http.setUriCompliance(UriCompliance.DEFAULT.with("sprague", UriCompliance.Violation.FRAGMENT));
                http.setSendServerVersion(false);
                http.setSendXPoweredBy(false);
            });
            config.jetty.addConnector((server, http) -> {
                ServerConnector c = new ServerConnector(server, new HttpConnectionFactory(http));
                c.setHost(host);
                c.setPort(port);
                c.setIdleTimeout(IDLE_SECONDS * 1000L);
                c.setAcceptQueueSize(256);
                c.addBean(guard);
                bound[0] = c;
                return c;
            });
            // every method reaches the two handlers, which answer 405 themselves (with Allow)
            for (HandlerType method : HandlerType.values()) {
                if (method.isHttpMethod()) {
                    config.routes.addHttpHandler(method, "*", dispatch);
                }
            }
            // a method Javalin has no name for (FOO): the same handlers
            config.routes.exception(EndpointNotFound.class, (e, ex) -> {
                try {
                    dispatch.handle(ex);
                } catch (Exception failure) {
                    internalError(ex, failure);
                }
            });
            config.routes.exception(HttpError.class, (e, ex) -> Http.sendError(ex, e.status(), e.getMessage()));
            config.routes.exception(HttpResponseException.class, (e, ex) -> Http.sendError(ex, e.getStatus(),
                    JsonErrors.jettyWords(e.getStatus(), null)));
            config.routes.exception(Exception.class, (e, ex) -> internalError(ex, e));
        });
        try {
            app.start();
        } catch (RuntimeException e) {
            workers.shutdownNow();
            app.stop();
            throw bindFailure(e, host, port);
        }
        String shown = host.contains(":") ? "[" + host + "]" : host;
        return new WebServer(app, bound[0], guard, workers,
                URI.create("http://" + shown + ":" + bound[0].getLocalPort() + "/"), databases, api);
    }

    private static void internalError(io.javalin.http.Context ex, Exception e) {
        LOG.log(Level.WARNING, "internal error on " + Http.method(ex) + " " + Http.rawPath(ex), e);
        Http.sendError(ex, 500, JsonErrors.INTERNAL);
    }

    /** The failure to listen, as the IOException the callers expect (the port in use, an unknown host). */
    private static IOException bindFailure(RuntimeException e, String host, int port) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof IOException io) {
                return io;
            }
        }
        return new IOException("cannot listen on " + host + ":" + port + " (" + e.getMessage() + ")", e);
    }

    /**
     * Jetty's threads: a few platform threads for its selector and acceptor, and a virtual
     * thread for each request's handler (which waits on a worker pool or a body read).
     */
    private static QueuedThreadPool threads() {
        QueuedThreadPool threads = new QueuedThreadPool(32, 4, 60_000);
        threads.setName("sprague-web-jetty");
        threads.setDaemon(true);
        threads.setVirtualThreadsExecutor(Executors.newThreadPerTaskExecutor(
                Thread.ofVirtual().name("sprague-web-http-", 1).factory()));
        return threads;
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

    /** How many requests wait for a worker of the slow pool. */
    int queuedSlow() {
        return workers.slow().getQueue().size();
    }

    int openConnections() {
        return guard.openConnections();
    }

    /** The address the explorer answers at, e.g. {@code http://127.0.0.1:8080/}. */
    public URI uri() {
        return uri;
    }

    /** The bound address (127.0.0.1 unless the operator chose another: {@code sprague serve --host}). */
    public InetSocketAddress address() {
        try {
            return (InetSocketAddress) ((ServerSocketChannel) connector.getTransport()).getLocalAddress();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    public int port() {
        return connector.getLocalPort();
    }

    /** Stops accepting requests, gives running ones a second, and stops the workers. */
    @Override
    public void close() {
        try {
            // Jetty's graceful stop throws when a request outlives the stop timeout; stopped here,
            // that is not logged as an error with its stack (Javalin's stop would), only noted
            connector.getServer().stop();
        } catch (Exception e) {
            LOG.log(Level.FINE, "requests still running when the server stopped", e);
        }
        try {
            app.stop();
        } catch (RuntimeException e) {
            LOG.log(Level.FINE, "stopping the server", e);
        }
        workers.shutdownNow();
        databases.close();
    }
}
