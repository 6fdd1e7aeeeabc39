package org.sprague.web;

import java.io.IOException;
import java.util.List;
import org.sprague.catalog.Catalog;

/** The tests' short ways to start a server: the standard catalogue, no other hosts, no strong databases. */
public final class TestServers {
    private TestServers() {
    }

    public static WebServer start(String host, int port, WebLimits limits) throws IOException {
        return start(host, port, limits, Catalog.standard());
    }

    public static WebServer start(String host, int port, WebLimits limits, Catalog catalog) throws IOException {
        return start(host, port, limits, catalog, List.of());
    }

    public static WebServer start(String host, int port, WebLimits limits, Catalog catalog, List<String> allowHosts)
            throws IOException {
        return WebServer.start(host, port, limits, catalog, allowHosts, StrongDatabases.none());
    }
}
