package org.sprague.app.json;

/**
 * A game's value report; {@code cooled}, {@code heated}, {@code atomicWeight} null when
 * not asked for (and then left out of the JSON). The record of {@code ValueAnswer}, in a
 * package exported to Sprague's front ends only (issue 22, item 6): a library user reads the
 * JSON through {@code json()}.
 */
public record ValueRecord(String input, String value, String outcome, String mean, String temperature,
        String leftStop, String rightStop, String cooled, String heated, String atomicWeight) {
}
