package org.sprague.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 20 item 1: no request names a file on the server. Hackenbush's {@code @FILE} position
 * (a graph read from a file on the command line) is refused by every endpoint with one
 * message that neither quotes the file, nor echoes the path, nor differs between a file that
 * exists and one that does not; a FIFO or {@code /dev/zero} is never opened, so no worker
 * blocks or fills the heap.
 */
class NoServerFileTest {
    @TempDir
    static Path dir;
    @RegisterExtension
    static final ServerHarness server = ServerHarness.serving(() -> TestServers.start("127.0.0.1", 0,
            WebLimits.defaults().withWorkers(2, 4)));
    private static final ApiClient api = server.api();

    @Test
    void hackenbushFilePositionsAreRefusedWithoutOpeningOrProbingTheFile() throws Exception {
        Path secret = dir.resolve("secret.edges");
        Files.writeString(secret, "the secret first line\n");
        Path fifo = dir.resolve("pipe.edges");
        Process p = new ProcessBuilder("mkfifo", fifo.toString()).start();
        Assumptions.assumeTrue(p.waitFor() == 0, "mkfifo failed");
        List<String> files = List.of(secret.toString(), dir.resolve("missing.edges").toString(), fifo.toString(),
                "/dev/zero", "/etc/passwd", dir.toString());
        Set<String> messages = new HashSet<>();
        List<String> requests = new ArrayList<>();
        for (String f : files) {
            for (String endpoint : List.of("api/partizan", "api/thermograph")) {
                requests.add(endpoint + " " + json("game", "hackenbush", "position", "@" + f));
                requests.add(endpoint + " " + json("position", "domineering .. + hackenbush @" + f + " -1"));
            }
            for (String endpoint : List.of("api/solve", "api/moves")) {
                requests.add(endpoint + " " + json("game", "hackenbush", "position", "@" + f));
            }
        }
        for (String r : requests) {
            String endpoint = r.substring(0, r.indexOf(' '));
            String body = r.substring(r.indexOf(' ') + 1);
            var a = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> api.post(endpoint, body), r);
            assertEquals(400, a.status(), r + ": " + a.text());
            String error = a.error();
            assertFalse(error.contains("secret"), r + ": " + error);
            assertFalse(error.contains("root:"), r + ": " + error);
            assertFalse(error.contains(dir.toString()) || error.contains("/dev/zero") || error.contains("/etc/"),
                    "the path is not echoed: " + r + ": " + error);
            if (endpoint.equals("api/partizan") || endpoint.equals("api/thermograph")) {
                assertTrue(error.contains("not accepted over HTTP"), r + ": " + error);
                messages.add(error);
            }
        }
        assertEquals(1, messages.size(), "one message whatever the file: " + messages);
        // no worker is blocked on the FIFO
        assertEquals(200, api.post("api/solve", json("game", "nim", "position", "3 4 5")).status());
        assertEquals(0, server.server().computing(), "a worker is still busy");
    }

    private static String json(String... keysAndValues) {
        var node = ApiClient.MAPPER.createObjectNode();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            node.put(keysAndValues[i], keysAndValues[i + 1]);
        }
        return node.toString();
    }
}
