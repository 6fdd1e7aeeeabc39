package org.sprague.catalog.engine;

import org.sprague.heap.HeapCode;
import org.sprague.game.Position;
import org.sprague.game.Move;

/**
 * A game whose positions are lists of heaps moved under one take-and-break code (Kayles,
 * subtraction games, octal codes): what the misère-quotient route ({@link org.sprague.catalog.QuotientRoute})
 * needs to decide its positions without searching them.
 */
public interface HeapCodeGame {
    /** The rule on one heap. */
    HeapCode heapCode();

    /**
     * The move that replaces heap {@code i} of {@code p} by the {@code count} heaps
     * {@code a, b, c} (sizes ascending, unused ones 0), labelled as the game's moves are.
     */
    Move heapMove(Position p, int i, int count, long a, long b, long c);
}
