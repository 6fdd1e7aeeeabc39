package org.sprague.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A solve answer's JSON without its wall time ({@code statistics.elapsedMillis}), the one
 * field that differs between two runs of the same question: the tests that compare
 * {@code sprague solve --json} with {@code POST /api/solve} compare everything else.
 */
final class Untimed {
    private Untimed() {
    }

    /** {@code answer} (changed in place) without {@code statistics.elapsedMillis}. */
    static JsonNode of(JsonNode answer) {
        if (answer != null && answer.get("statistics") instanceof ObjectNode s) {
            s.remove("elapsedMillis");
        }
        if (answer != null && answer.get("solution") instanceof ObjectNode solution) {
            of(solution); // a move list's solution
        }
        return answer;
    }
}
