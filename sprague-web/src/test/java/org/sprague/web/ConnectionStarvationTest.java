package org.sprague.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/**
 * Issue 20 item 3: idle or slow connections cannot starve active ones. Before, the JDK server
 * refused every connection past 256 open ones, so 256 sockets that sent nothing (or sent their
 * headers a byte at a time) made every other request fail for up to 45 s. Now Jetty holds no
 * thread for a waiting connection, a full server closes the connection that has waited longest
 * without a request in progress to take the new one ({@link ConnectionGuard}), and a request's
 * head must arrive within {@link WebServer#HEAD_SECONDS} of its first byte.
 */
class ConnectionStarvationTest {
    /** The idle or slow sockets come from four loopback addresses. */
    private static final int PER_ADDRESS = WebServer.MAX_CONNECTIONS / 4;
    private static final String NIM = "{\"game\": \"nim\", \"position\": \"3 4 5\"}";

    @Test
    void theCapsWorthOfIdleSocketsCannotStarveARequest() throws Exception {
        try (WebServer server = TestServers.start("127.0.0.1", 0, WebLimits.defaults())) {
            ApiClient api = new ApiClient(server.uri());
            assertEquals(200, api.post("api/solve", NIM).status(), "warm-up");
            List<Socket> idle = new ArrayList<>();
            try {
                // the whole server's cap, from four client addresses, 127.0.0.1 (the probe's) first
                for (int i = 0; i < WebServer.MAX_CONNECTIONS; i++) {
                    idle.add(connect(server.port(), "127.0.0." + (1 + i / PER_ADDRESS)));
                }
                Thread.sleep(300); // every one accepted and waiting
                for (int probe = 0; probe < 3; probe++) {
                    probe(server, "beside " + idle.size() + " idle sockets");
                }
            } finally {
                closeAll(idle);
            }
        }
    }

    @Test
    void slowLorisClientsCannotStarveARequestAndAreClosedSoon() throws Exception {
        try (WebServer server = TestServers.start("127.0.0.1", 0, WebLimits.defaults())) {
            ApiClient api = new ApiClient(server.uri());
            assertEquals(200, api.post("api/solve", NIM).status(), "warm-up");
            List<Socket> loris = new ArrayList<>();
            AtomicBoolean feeding = new AtomicBoolean(true);
            Thread feeder = null;
            try {
                // the whole server's cap, from four client addresses, 127.0.0.1 (the probe's) first
                for (int i = 0; i < WebServer.MAX_CONNECTIONS; i++) {
                    Socket s = connect(server.port(), "127.0.0." + (1 + i / PER_ADDRESS));
                    s.getOutputStream().write("GET /api/games HTTP/1.1\r\nHost: localhost\r\nX-Slow: "
                            .getBytes(StandardCharsets.ISO_8859_1));
                    loris.add(s);
                }
                // one more header byte every 100 ms on every connection, for as long as the server keeps it
                List<Socket> fed = List.copyOf(loris);
                feeder = Thread.ofPlatform().daemon().start(() -> {
                    while (feeding.get()) {
                        for (Socket s : fed) {
                            try {
                                s.getOutputStream().write('a');
                            } catch (IOException closed) {
                                // closed by the server: what we want
                            }
                        }
                        try {
                            Thread.sleep(100);
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                });
                Thread.sleep(300);
                probe(server, "beside " + loris.size() + " slow clients");
                // the newest slow client, still open, is closed once its head takes longer than the limit
                Socket last = loris.get(loris.size() - 1);
                last.setSoTimeout((WebServer.HEAD_SECONDS + 3) * 1000);
                long opened = System.nanoTime();
                try {
                    InputStream in = last.getInputStream();
                    while (in.read() >= 0) {
                        // an answer (408) or nothing, then the end
                    }
                } catch (SocketTimeoutException e) {
                    throw new AssertionError("a client sending its headers a byte at a time was held open for "
                            + (WebServer.HEAD_SECONDS + 3) + " s", e);
                } catch (IOException reset) {
                    // closed by the server
                }
                long held = (System.nanoTime() - opened) / 1_000_000;
                assertTrue(held <= (WebServer.HEAD_SECONDS + 2) * 1000L, "held for " + held + " ms");
            } finally {
                feeding.set(false);
                if (feeder != null) {
                    feeder.join(2000);
                }
                closeAll(loris);
            }
        }
    }

    /**
     * Asks {@code nim 3 4 5} on a new connection (a fresh client: a kept-alive connection from
     * before the sockets were opened would hide the problem) and expects it within a second.
     */
    private static void probe(WebServer server, String beside) throws Exception {
        HttpClient fresh = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(5)).build();
        long t0 = System.nanoTime();
        HttpResponse<String> r;
        try {
            r = fresh.send(HttpRequest.newBuilder(server.uri().resolve("api/solve"))
                    .header("Content-Type", "application/json").timeout(Duration.ofSeconds(10))
                    .POST(HttpRequest.BodyPublishers.ofString(NIM)).build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new AssertionError("nim 3 4 5 failed " + beside + ": " + e, e);
        }
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertEquals(200, r.statusCode(), r.body());
        assertTrue(ms < 1000, "nim 3 4 5 took " + ms + " ms " + beside);
    }

    private static Socket connect(int port, String from) throws IOException {
        Socket s = new Socket();
        s.bind(new InetSocketAddress(from, 0));
        s.connect(new InetSocketAddress("127.0.0.1", port), 5000);
        return s;
    }

    private static void closeAll(List<Socket> sockets) {
        for (Socket s : sockets) {
            try {
                s.close();
            } catch (IOException e) {
                // closing
            }
        }
    }
}
