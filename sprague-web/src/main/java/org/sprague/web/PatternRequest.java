package org.sprague.web;

/**
 * The body of {@code POST /api/pattern}: the arguments of {@code sprague pattern} as JSON,
 * a sequence ({@code GAME --to N}) or, with rows and cols, a table ({@code GAME RxC}).
 *
 * @param game a catalogue game id with its parameter, or a heap game's code ({@code 0.137})
 * @param to one-coordinate games: positions n up to this (default 300)
 * @param rows the table's rows (two-coordinate games; with cols)
 * @param cols the table's columns
 */
public record PatternRequest(String game, Integer to, Integer rows, Integer cols) {
}
