package org.sprague.web;

import java.io.IOException;
import java.net.URI;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The JUnit 5 lifecycle of tests against a running explorer, as an extension: the server is
 * started before all the class's tests and closed after them. A test class registers one,
 * and may take a JSON client of it at once (the client looks the address up when it sends):
 *
 * <pre>{@code
 * @RegisterExtension
 * static final ServerHarness server = ServerHarness.serving(() -> TestServers.start("127.0.0.1", 0, WebLimits.defaults()));
 * private static final ApiClient api = server.api();
 * }</pre>
 *
 * {@link BrowserHarness} starts its server through one.
 */
final class ServerHarness implements BeforeAllCallback, AfterAllCallback {
    /** Starts the server. */
    @FunctionalInterface
    interface ServerStart {
        WebServer start() throws IOException;
    }

    private final ServerStart start;
    private WebServer server;

    private ServerHarness(ServerStart start) {
        this.start = start;
    }

    /** A harness for the server {@code start} starts. */
    static ServerHarness serving(ServerStart start) {
        return new ServerHarness(start);
    }

    @Override
    public void beforeAll(ExtensionContext context) throws IOException {
        server = start.start();
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (server != null) {
            server.close();
            server = null;
        }
    }

    /** The running server. */
    WebServer server() {
        if (server == null) {
            throw new IllegalStateException("the server runs only while the test class does");
        }
        return server;
    }

    /** The server's address, e.g. {@code http://127.0.0.1:40123/}. */
    URI uri() {
        return server().uri();
    }

    /** The port the server listens on. */
    int port() {
        return server().port();
    }

    /** A JSON client of the server, usable before the server starts (it resolves the address per request). */
    ApiClient api() {
        return new ApiClient(this::uri);
    }
}
