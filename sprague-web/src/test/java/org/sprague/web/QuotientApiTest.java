package org.sprague.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.sprague.web.ApiTest.assertBad;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * POST /api/quotient: a heap game's misère quotient with good and bad input. (That its JSON is
 * the CLI's is checked in sprague-cli's ApiMatchesCliJsonTest.)
 */
class QuotientApiTest {
    @RegisterExtension
    static final ServerHarness server = ServerHarness.serving(() -> TestServers.start("127.0.0.1", 0, WebLimits.defaults()));
    private static final ApiClient api = server.api();

    @Test
    void kaylesQuotientIsProvenOfOrder40() {
        var a = api.post("api/quotient", "{\"rule\": \"kayles\"}");
        assertEquals(200, a.status(), a.text());
        assertEquals("0.77", a.json().get("code").asText());
        assertEquals(40, a.json().get("order").asInt());
        assertEquals(9, a.json().get("pPortionSize").asInt());
        assertTrue(a.json().get("proven").asBoolean());
        assertEquals(12, a.json().get("periodicity").get("period").asInt());
    }

    @Test
    void badInputIsNamed() {
        assertBad(api.post("api/quotient", "{\"to\": 10}"), "missing field 'rule'");
        assertBad(api.post("api/quotient", "{\"rule\": \"0.7z\"}"), "bad character 'z'");
        assertBad(api.post("api/quotient", "{\"rule\": \"kayles\", \"to\": -1}"), "to -1 must be >= 0");
        assertBad(api.post("api/quotient", "{\"rule\": \"kayles\", \"to\": 10, \"max\": 3}"), "unknown field 'max'");
        var tooFar = api.post("api/quotient", "{\"rule\": \"nim\", \"to\": 100000}");
        assertEquals(422, tooFar.status(), tooFar.text());
        assertTrue(tooFar.text().contains("up to heap " + Quotients.MAX_TO), tooFar.text());
    }
}
