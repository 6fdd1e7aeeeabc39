package org.sprague.game;

/**
 * A move of a catalogue game: a label a person reads ("heap 1: 3 -> 1") and the
 * position it leads to.
 */
public record Move(String label, Position to) {
}
