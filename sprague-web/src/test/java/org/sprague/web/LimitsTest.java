package org.sprague.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/** Time limits, the worker pool and its queue: a big request never hangs the server. */
class LimitsTest {
    /** A misère search over multisets of eight heaps: millions of positions, seconds of work. */
    private static final String SLOW = "{\"game\": \"nim\", \"position\": \"25 25 25 25 25 25 25 25\","
            + " \"misere\": true, \"method\": \"search\"}";

    @Test
    void aRequestPastTheTimeLimitIsStoppedWithA422() throws IOException {
        try (WebServer server = TestServers.start("127.0.0.1", 0, WebLimits.defaults().withTimeLimit(Duration.ofMillis(300)))) {
            ApiClient api = new ApiClient(server.uri());
            long start = System.nanoTime();
            var a = api.post("api/solve", SLOW);
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertEquals(422, a.status(), a.text());
            assertTrue(a.error().contains("time limit reached"), a.error());
            assertTrue(millis < 1300 + 1000, "answered after " + millis + " ms");
            // the worker was freed: the next request is answered at once
            var b = api.post("api/solve", "{\"game\": \"nim\", \"position\": \"3 4 5\"}");
            assertEquals(200, b.status());
        }
    }

    @Test
    void cheapRequestsAreAnsweredWhileABigOneComputes() throws IOException {
        // No wall-clock bound on the cheap requests (a loaded CI machine makes any figure
        // flaky): what must hold is that all of them are answered while the big one, with a
        // long limit, is still computing, so none of them queued behind it.
        try (WebServer server = TestServers.start("127.0.0.1", 0,
                WebLimits.defaults().withTimeLimit(Duration.ofSeconds(60)).withWorkers(2, 8))) {
            ApiClient api = new ApiClient(server.uri());
            CompletableFuture<ApiClient.Answer> big = CompletableFuture.supplyAsync(() -> api.post("api/solve", SLOW));
            sleep(200);
            for (int i = 0; i < 20; i++) {
                var a = api.post("api/moves", "{\"game\": \"nim\", \"position\": \"" + i + " 4 5\"}");
                assertEquals(200, a.status());
            }
            assertTrue(!big.isDone(), "the big request should still be computing: " + (big.isDone() ? big.join().text() : ""));
        }
    }

    @Test
    void aFullQueueIsA503NotAHang() throws IOException {
        try (WebServer server = TestServers.start("127.0.0.1", 0,
                WebLimits.defaults().withTimeLimit(Duration.ofSeconds(2)).withWorkers(1, 1))) {
            ApiClient api = new ApiClient(server.uri());
            List<CompletableFuture<ApiClient.Answer>> all = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                all.add(CompletableFuture.supplyAsync(() -> api.post("api/solve", SLOW)));
                sleep(100);
            }
            List<Integer> statuses = all.stream().map(f -> f.join().status()).sorted().toList();
            assertTrue(statuses.contains(503), statuses.toString());
            assertTrue(statuses.stream().allMatch(s -> s == 422 || s == 503), statuses.toString());
            var busy = all.stream().map(CompletableFuture::join).filter(a -> a.status() == 503).findFirst().orElseThrow();
            assertTrue(busy.error().contains("busy"), busy.error());
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
