package org.sprague.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The HTTP/1.1 behaviour of the explorer's server (Javalin on Jetty) that clients rely on, on
 * raw sockets: kept-alive and pipelined requests, {@code Expect: 100-continue}, HEAD without a
 * body, {@code Connection: close}, a body left unread, and a connection past the server's cap
 * taking the place of the one that waited longest, never of one whose request is computing.
 */
class HttpBehaviourTest {
    @RegisterExtension
    static final ServerHarness server = ServerHarness.serving(() -> TestServers.start("127.0.0.1", 0,
            WebLimits.defaults().withTimeLimit(Duration.ofSeconds(2))));

    private static final String NIM = "{\"game\": \"nim\", \"position\": \"3 4 5\"}";
    private static final String KAYLES = "{\"game\": \"kayles\", \"position\": \"7\"}";

    @Test
    void keptAliveAndPipelinedRequestsAreAnsweredInOrder() throws Exception {
        try (Socket s = socket()) {
            write(s, post("/api/solve", NIM, "")
                    + "GET /api/limits HTTP/1.1\r\nHost: localhost\r\n\r\n"
                    + post("/api/solve", KAYLES, "Connection: close\r\n"));
            String all = readAll(s);
            assertEquals(3, all.split("HTTP/1.1 200 OK", -1).length - 1, all);
            int a = all.indexOf("\"nim\"");
            int b = all.indexOf("maxPositions");
            int c = all.indexOf("\"kayles\"");
            assertTrue(a > 0 && b > a && c > b, all);
            assertTrue(all.substring(all.lastIndexOf("HTTP/1.1 200")).contains("Connection: close"),
                    "the last answer says it closes: " + all);
        }
    }

    @Test
    void expectContinueIsAnsweredBeforeTheBodyIsSent() throws Exception {
        try (Socket s = socket()) {
            write(s, "POST /api/solve HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                    + "Content-Length: " + NIM.length() + "\r\nExpect: 100-continue\r\n\r\n");
            String interim = readUntil(s, "\r\n\r\n");
            assertTrue(interim.startsWith("HTTP/1.1 100 Continue"), interim);
            write(s, NIM);
            String answer = readUntil(s, "}");
            assertTrue(answer.startsWith("HTTP/1.1 200 OK"), answer);
        }
    }

    @Test
    void headHasNoBodyAndTheConnectionGoesOn() throws Exception {
        try (Socket s = socket()) {
            write(s, "HEAD /app.js HTTP/1.1\r\nHost: localhost\r\n\r\n"
                    + "HEAD /api/games HTTP/1.1\r\nHost: localhost\r\n\r\n"
                    + "GET /api/limits HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
            String all = readAll(s);
            String[] answers = all.split("(?=HTTP/1\\.1 )");
            assertEquals(3, answers.length, all);
            for (int i = 0; i < 2; i++) {
                assertTrue(answers[i].startsWith("HTTP/1.1 200"), answers[i]);
                assertTrue(answers[i].endsWith("\r\n\r\n"), "a HEAD answer has no body: " + answers[i]);
            }
            assertTrue(answers[0].contains("ETag: "), "the file's headers, as for GET: " + answers[0]);
            assertTrue(answers[2].contains("maxPositions"), answers[2]);
        }
    }

    @Test
    void aBodyLeftUnreadIsDroppedAndTheConnectionKept() throws Exception {
        try (Socket s = socket()) {
            // a wrong method and a page: neither handler reads the body
            write(s, "POST /api/games HTTP/1.1\r\nHost: localhost\r\nContent-Length: 4\r\n\r\nxxxx"
                    + "GET /app.js HTTP/1.1\r\nHost: localhost\r\nContent-Length: 3\r\n\r\nyyy"
                    + "GET /api/limits HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
            String all = readAll(s);
            assertTrue(all.startsWith("HTTP/1.1 405"), all);
            assertTrue(all.contains("HTTP/1.1 200") && all.contains("maxPositions"), all);
        }
    }

    @Test
    void aNewConnectionPastTheCapTakesThePlaceOfTheLongestIdleNotOfABusyOne() throws Exception {
        // the busy one: an expensive request computing until the 2 s time limit (422)
        Socket busy = socket();
        write(busy, post("/api/solve", "{\"game\": \"octal:0.8\", \"position\": \"6000\"}", "Connection: close\r\n"));
        CompletableFuture<String> busyAnswer = CompletableFuture.supplyAsync(() -> {
            try {
                return readAll(busy);
            } catch (IOException e) {
                return e.toString();
            }
        });
        Thread.sleep(200);
        List<Socket> idle = new ArrayList<>();
        try {
            int open = server.server().openConnections(); // the busy one (and any still closing)
            for (int i = open; i < WebServer.MAX_CONNECTIONS; i++) {
                // from four client addresses, each within its own cap, 127.0.0.1 (the busy one's) first
                idle.add(socket("127.0.0." + (1 + i / WebServer.MAX_CONNECTIONS_PER_ADDRESS)));
                if (idle.size() == 1) {
                    Thread.sleep(100); // the first is the longest idle, not by a matter of timing
                }
            }
            for (int i = 0; i < 50 && server.server().openConnections() < WebServer.MAX_CONNECTIONS; i++) {
                Thread.sleep(100);
            }
            assertEquals(WebServer.MAX_CONNECTIONS, server.server().openConnections());
            try (Socket extra = socket("127.0.0.5")) { // an address of its own: the whole server's cap decides
                write(extra, "GET /api/limits HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
                assertTrue(readAll(extra).contains("maxPositions"), "the new connection is answered");
            }
            assertEquals(-1, readOrEnd(idle.get(0).getInputStream()), "the longest-idle connection was closed");
            Socket second = idle.get(idle.size() - 1); // the youngest: far from the first-request deadline
            write(second, "GET /api/limits HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
            assertTrue(readAll(second).contains("maxPositions"), "the others are kept");
            String computed = busyAnswer.get();
            assertTrue(computed.startsWith("HTTP/1.1 422"), "the computing connection was kept: " + computed);
        } finally {
            busy.close();
            for (Socket s : idle) {
                s.close();
            }
        }
    }

    private static String post(String path, String json, String extraHeaders) {
        return "POST " + path + " HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" + extraHeaders
                + "Content-Length: " + json.getBytes(StandardCharsets.UTF_8).length + "\r\n\r\n" + json;
    }

    private static Socket socket() throws IOException {
        return socket("127.0.0.1");
    }

    private static Socket socket(String from) throws IOException {
        Socket s = new Socket(InetAddress.getByName("127.0.0.1"), server.port(), InetAddress.getByName(from), 0);
        s.setSoTimeout(10_000);
        return s;
    }

    private static void write(Socket s, String text) throws IOException {
        s.getOutputStream().write(text.getBytes(StandardCharsets.UTF_8));
        s.getOutputStream().flush();
    }

    private static String readAll(Socket s) throws IOException {
        return new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    }

    /** -1 when the server closed the socket (or reset it); one still open after its timeout fails. */
    private static int readOrEnd(InputStream in) {
        try {
            return in.read();
        } catch (SocketTimeoutException open) {
            throw new AssertionError("still open", open);
        } catch (IOException reset) {
            return -1;
        }
    }

    private static String readUntil(Socket s, String end) throws IOException {
        ByteArrayOutputStream got = new ByteArrayOutputStream();
        InputStream in = s.getInputStream();
        while (!got.toString(StandardCharsets.UTF_8).contains(end)) {
            int b = in.read();
            if (b < 0) {
                break;
            }
            got.write(b);
        }
        return got.toString(StandardCharsets.UTF_8);
    }
}
