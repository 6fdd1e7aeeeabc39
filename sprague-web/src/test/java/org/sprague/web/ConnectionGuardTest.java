package org.sprague.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.javalin.Javalin;
import io.javalin.http.HandlerType;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.ServerConnector;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * {@link ConnectionGuard} on a Javalin server of its own, with small caps and deadlines: a
 * client address past its own cap loses its own longest-waiting connection (not another
 * address's), a connection that never sends a request is closed at the first-request deadline,
 * and a client that never reads its answer is closed at the write deadline.
 */
class ConnectionGuardTest {
    /** At most 4 connections, 3 from one address; 10 s to begin a request; 1 s to write an answer. */
    private static final ConnectionGuard.Limits LIMITS = new ConnectionGuard.Limits(4, 3, 10_000, 2_000, 10_000, 1_000);

    private Javalin app;
    private ConnectionGuard guard;
    private int port;

    private void start(ConnectionGuard.Limits limits) {
        guard = new ConnectionGuard(limits);
        ServerConnector[] bound = new ServerConnector[1];
        app = Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.jetty.addConnector((server, http) -> {
                ServerConnector c = new ServerConnector(server, new HttpConnectionFactory(http));
                c.setHost("127.0.0.1");
                c.setPort(0);
                c.addBean(guard);
                bound[0] = c;
                return c;
            });
            config.routes.addHttpHandler(HandlerType.GET, "/small", ex -> ex.result("small"));
            // 64 MiB never fit the socket buffers: the write waits on a client that does not read
            config.routes.addHttpHandler(HandlerType.GET, "/big", ex -> {
                byte[] chunk = new byte[1 << 20];
                ex.res().setContentLengthLong(64L << 20);
                OutputStream out = ex.res().getOutputStream();
                for (int i = 0; i < 64; i++) {
                    out.write(chunk);
                }
            });
        });
        app.start();
        port = bound[0].getLocalPort();
    }

    @AfterEach
    void stop() {
        if (app != null) {
            app.stop();
        }
    }

    @Test
    void anAddressPastItsOwnCapLosesItsOwnLongestWaitingConnection() throws Exception {
        start(LIMITS);
        // opened 100 ms apart, so which one has waited longest is not a matter of timing
        try (Socket other = socket("127.0.0.2"); Socket first = later(socket("127.0.0.1"));
                Socket second = later(socket("127.0.0.1")); Socket third = later(socket("127.0.0.1"))) {
            waitFor(4);
            try (Socket fourth = socket("127.0.0.1")) {
                assertTrue(get(fourth, "/small").contains("small"), "the new connection is answered");
            }
            assertEquals(-1, readOrEnd(first), "127.0.0.1's longest-waiting connection was closed");
            assertTrue(get(other, "/small").contains("small"),
                    "the other address's connection, though it waited longer, is kept");
            assertTrue(get(second, "/small").contains("small"), "the others are kept");
        }
    }

    @Test
    void aConnectionThatNeverSendsARequestIsClosedAtTheFirstRequestDeadline() throws Exception {
        start(new ConnectionGuard.Limits(4, 3, 1_000, 2_000, 10_000, 1_000));
        try (Socket silent = socket("127.0.0.1"); Socket used = socket("127.0.0.1")) {
            write(used, "GET /small HTTP/1.1\r\nHost: x\r\n\r\n");
            assertTrue(readUntil(used, "small").endsWith("small"));
            long t0 = System.nanoTime();
            assertEquals(-1, readOrEnd(silent), "closed");
            long waited = (System.nanoTime() - t0) / 1_000_000;
            assertTrue(waited < 5_000, "closed after " + waited + " ms");
            // the kept-alive one, idle as long, is Jetty's idle timeout's (30 s) to close
            assertTrue(get(used, "/small").contains("small"), "a kept-alive connection is kept");
        }
    }

    @Test
    void aClientThatNeverReadsItsAnswerIsClosedAtTheWriteDeadline() throws Exception {
        start(LIMITS);
        try (Socket s = new Socket()) {
            s.setReceiveBufferSize(4096);
            s.connect(new InetSocketAddress("127.0.0.1", port));
            write(s, "GET /big HTTP/1.1\r\nHost: x\r\n\r\n");
            long t0 = System.nanoTime();
            while (guard.openConnections() > 0 && System.nanoTime() - t0 < 8_000_000_000L) {
                Thread.sleep(50);
            }
            assertEquals(0, guard.openConnections(), "the stalled writer is still open after 8 s");
        }
    }

    private Socket socket(String from) throws IOException {
        Socket s = new Socket(InetAddress.getByName("127.0.0.1"), port, InetAddress.getByName(from), 0);
        s.setSoTimeout(10_000);
        return s;
    }

    private static Socket later(Socket s) throws InterruptedException {
        Thread.sleep(100);
        return s;
    }

    private void waitFor(int open) throws InterruptedException {
        for (int i = 0; i < 100 && guard.openConnections() < open; i++) {
            Thread.sleep(20);
        }
        assertEquals(open, guard.openConnections());
    }

    private static String get(Socket s, String path) throws IOException {
        write(s, "GET " + path + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
        return new String(s.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
    }

    private static void write(Socket s, String text) throws IOException {
        s.getOutputStream().write(text.getBytes(StandardCharsets.ISO_8859_1));
        s.getOutputStream().flush();
    }

    private static String readUntil(Socket s, String end) throws IOException {
        StringBuilder got = new StringBuilder();
        InputStream in = s.getInputStream();
        while (!got.toString().endsWith(end)) {
            int b = in.read();
            if (b < 0) {
                break;
            }
            got.append((char) b);
        }
        return got.toString();
    }

    /** -1 when the server closed {@code s} (or reset it); a socket still open after its timeout fails. */
    private static int readOrEnd(Socket s) {
        try {
            return s.getInputStream().read();
        } catch (SocketTimeoutException open) {
            throw new AssertionError("still open after " + 10 + " s", open);
        } catch (IOException reset) {
            return -1;
        }
    }
}
