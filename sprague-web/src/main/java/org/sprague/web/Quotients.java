package org.sprague.web;

import org.sprague.game.LimitExceededException;
import org.sprague.app.SequenceQuestion;
import org.sprague.app.Sprague;

/**
 * {@code POST /api/quotient}: a heap game's misère quotient, the JSON of
 * {@code sprague quotient RULE --to N --json} ({@link Sprague#quotient}), computed within the
 * request's time (the engine polls the deadline) and continuing the work earlier requests did
 * on the same code.
 */
final class Quotients {
    /** The last heap when the request gives none. */
    static final int DEFAULT_TO = 300;
    /** The largest last heap a request may ask for. */
    static final int MAX_TO = 5000;

    private Quotients() {
    }

    static Object compute(QuotientRequest r, java.time.Duration limit) {
        Explorer.require(Explorer.given(r.rule()), "rule", "a heap game such as kayles, 0.75, subtraction:1,3,4");
        long to = SequenceQuestion.checkedTo(r.to() == null ? DEFAULT_TO : r.to());
        if (to > MAX_TO) {
            throw new LimitExceededException("the server computes quotients up to heap " + MAX_TO
                    + " (sprague quotient " + r.rule().trim() + " --to " + to + " has no such limit)");
        }
        return Sprague.quotient(SequenceQuestion.quotient(r.rule().trim(), (int) to, false, null, limit)).json();
    }
}
