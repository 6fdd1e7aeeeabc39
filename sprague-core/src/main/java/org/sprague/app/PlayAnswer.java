package org.sprague.app;

import org.sprague.app.json.EngineMoveRecord;
import org.sprague.app.json.HintRecord;

/**
 * The answer of {@link Sprague#hint} and {@link Sprague#engineMove}, a {@link Report}: the record
 * {@code POST /api/hint} or {@code POST /api/engine-move} writes ({@link #json()}: an
 * {@code app.json.HintRecord} or {@code EngineMoveRecord}) and its text ({@code sprague play}'s).
 *
 * @param json the record
 * @param text the record's text
 */
record PlayAnswer(Object json, String text) implements Report {
    static PlayAnswer of(HintRecord hint) {
        return new PlayAnswer(hint, hint.text());
    }

    static PlayAnswer of(EngineMoveRecord move) {
        return new PlayAnswer(move, move.text());
    }
}
