package org.sprague.app;

import org.sprague.app.json.HintRecord;

/**
 * The answer of {@link Sprague#hint}, a {@link Report}: the record {@code POST /api/hint} writes
 * ({@link #json()}: the move, the position it leads to, the reason, the nim-sum's table) and the
 * text {@code sprague play}'s {@code hint} prints.
 *
 * @param json the hint
 */
record HintAnswer(HintRecord json) implements Report {
    @Override
    public String text() {
        return json.text();
    }
}
