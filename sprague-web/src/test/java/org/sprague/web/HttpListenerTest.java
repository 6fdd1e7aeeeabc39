package org.sprague.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpHandler;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The HTTP/1.1 behaviour of {@link HttpListener} that clients rely on, on raw sockets: kept-alive
 * and pipelined requests, {@code Expect: 100-continue}, HEAD without a body, chunked answers,
 * {@code Connection: close}, a body left unread, and a connection past its server's cap
 * taking the place of the one that waited longest.
 */
class HttpListenerTest {
    /** Echoes the method, path and body; {@code /chunked} answers in two chunks; {@code /ignore} never reads the body. */
    private static final HttpHandler ECHO = ex -> {
        byte[] in = ex.getRequestURI().getPath().equals("/ignore") ? new byte[0] : ex.getRequestBody().readAllBytes();
        String text = ex.getRequestMethod() + " " + ex.getRequestURI().getPath() + " " + new String(in, StandardCharsets.UTF_8);
        byte[] out = text.getBytes(StandardCharsets.UTF_8);
        ex.getResponseHeaders().set("Content-Type", "text/plain");
        if (ex.getRequestURI().getPath().equals("/chunked")) {
            ex.sendResponseHeaders(200, 0);
            try (OutputStream o = ex.getResponseBody()) {
                o.write(out, 0, 3);
                o.write(out, 3, out.length - 3);
            }
        } else {
            ex.sendResponseHeaders(200, ex.getRequestMethod().equals("HEAD") ? -1 : out.length);
            try (OutputStream o = ex.getResponseBody()) {
                o.write(out);
            }
        }
        ex.close();
    };

    private HttpListener listener;

    @BeforeEach
    void start() throws IOException {
        listener = HttpListener.start(new InetSocketAddress("127.0.0.1", 0), List.of(new HttpListener.Route("/", ECHO)),
                new HttpListener.Limits(4, 3, 10_000, 2_000, 10_000, 10_000, 10_000));
    }

    @AfterEach
    void stop() {
        listener.close();
    }

    @Test
    void keptAliveAndPipelinedRequestsAreAnsweredInOrder() throws Exception {
        try (Socket s = socket()) {
            write(s, "POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabc"
                    + "GET /b HTTP/1.1\r\nHost: x\r\n\r\n"
                    + "POST /c HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nConnection: close\r\n\r\nz");
            String all = readAll(s);
            assertEquals(3, all.split("HTTP/1.1 200 OK", -1).length - 1, all);
            int a = all.indexOf("POST /a abc");
            int b = all.indexOf("GET /b ");
            int c = all.indexOf("POST /c z");
            assertTrue(a > 0 && b > a && c > b, all);
            assertTrue(all.contains("Connection: close"), "the last answer says it closes: " + all);
        }
    }

    @Test
    void expectContinueIsAnsweredBeforeTheBodyIsSent() throws Exception {
        try (Socket s = socket()) {
            write(s, "POST /e HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nExpect: 100-continue\r\n\r\n");
            String interim = readUntil(s, "\r\n\r\n");
            assertTrue(interim.startsWith("HTTP/1.1 100 Continue"), interim);
            write(s, "hello");
            String answer = readUntil(s, "POST /e hello");
            assertTrue(answer.startsWith("HTTP/1.1 200 OK"), answer);
        }
    }

    @Test
    void headHasNoBodyAndChunkedAnswersAreWellFormed() throws Exception {
        try (Socket s = socket()) {
            write(s, "HEAD /h HTTP/1.1\r\nHost: x\r\n\r\nGET /chunked HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
            String all = readAll(s);
            int second = all.indexOf("HTTP/1.1 200", 5);
            assertTrue(second > 0, all);
            assertFalse(all.substring(0, second).contains("HEAD /h"), "a HEAD answer has no body: " + all);
            assertTrue(all.substring(second).contains("Transfer-Encoding: chunked\r\n"), all);
            assertTrue(all.endsWith("\r\n\r\n3\r\nGET\r\na\r\n /chunked \r\n0\r\n\r\n"), all);
        }
    }

    @Test
    void aBodyLeftUnreadIsDroppedAndTheConnectionKept() throws Exception {
        try (Socket s = socket()) {
            write(s, "POST /ignore HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\n\r\nxxxx"
                    + "GET /after HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
            String all = readAll(s);
            assertTrue(all.contains("POST /ignore ") && all.contains("GET /after "), all);
        }
    }

    @Test
    void aNewConnectionTakesThePlaceOfTheOneThatWaitedLongest() throws Exception {
        // the address cap is 3: the fourth connection from 127.0.0.1 closes the oldest idle one
        Socket first = socket();
        Socket second = socket();
        Socket third = socket();
        try (Socket fourth = socket()) {
            write(fourth, "GET /four HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
            assertTrue(readAll(fourth).contains("GET /four"));
            first.setSoTimeout(5000);
            assertEquals(-1, readOrEnd(first.getInputStream()), "the longest-waiting connection was closed");
            write(second, "GET /two HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
            assertTrue(readAll(second).contains("GET /two"), "the others are kept");
        } finally {
            first.close();
            second.close();
            third.close();
        }
    }

    @Test
    void aClientThatNeverReadsItsAnswerIsClosedAtTheWriteDeadline() throws Exception {
        HttpHandler big = ex -> {
            byte[] chunk = new byte[1 << 20];
            ex.sendResponseHeaders(200, 64L << 20);
            try (OutputStream o = ex.getResponseBody()) {
                for (int i = 0; i < 64; i++) {
                    o.write(chunk);
                }
            }
        };
        try (HttpListener l = HttpListener.start(new InetSocketAddress("127.0.0.1", 0),
                List.of(new HttpListener.Route("/", big)), new HttpListener.Limits(4, 3, 10_000, 2_000, 10_000, 1_000,
                        10_000));
                Socket s = new Socket("127.0.0.1", l.address().getPort())) {
            s.setReceiveBufferSize(4096);
            write(s, "GET /big HTTP/1.1\r\nHost: x\r\n\r\n");
            // 64 MiB never fit the socket buffers: the writer blocks until the deadline closes it
            long t0 = System.nanoTime();
            while (l.openConnections() > 0 && System.nanoTime() - t0 < 5_000_000_000L) {
                Thread.sleep(50);
            }
            assertEquals(0, l.openConnections(), "the stalled writer is still open after 5 s");
        }
    }

    private Socket socket() throws IOException {
        Socket s = new Socket("127.0.0.1", listener.address().getPort());
        s.setSoTimeout(10_000);
        return s;
    }

    private static void write(Socket s, String text) throws IOException {
        s.getOutputStream().write(text.getBytes(StandardCharsets.ISO_8859_1));
        s.getOutputStream().flush();
    }

    private static String readAll(Socket s) throws IOException {
        return new String(s.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
    }

    private static int readOrEnd(InputStream in) {
        try {
            return in.read();
        } catch (IOException reset) {
            return -1;
        }
    }

    private static String readUntil(Socket s, String end) throws IOException {
        ByteArrayOutputStream got = new ByteArrayOutputStream();
        InputStream in = s.getInputStream();
        while (!got.toString(StandardCharsets.ISO_8859_1).contains(end)) {
            int b = in.read();
            if (b < 0) {
                break;
            }
            got.write(b);
        }
        return got.toString(StandardCharsets.ISO_8859_1);
    }
}
