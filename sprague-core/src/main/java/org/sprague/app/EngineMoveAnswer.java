package org.sprague.app;

import org.sprague.app.json.EngineMoveRecord;

/**
 * The answer of {@link Sprague#engineMove}, a {@link Report}: the record
 * {@code POST /api/engine-move} writes ({@link #json()}) and its text.
 *
 * @param json the engine's move
 */
record EngineMoveAnswer(EngineMoveRecord json) implements Report {
    @Override
    public String text() {
        return json.text();
    }
}
