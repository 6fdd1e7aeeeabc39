package org.sprague.game;

/**
 * Outcome classes of combinatorial game theory.
 */
public enum Outcome {
    /** The previous player (the one who just moved) wins: the player to move loses. */
    P,
    /** The next player (the one to move) wins. */
    N,
    /** Left wins whoever starts (partizan games). */
    L,
    /** Right wins whoever starts (partizan games). */
    R,
    /** Neither player can force a win: play goes on forever (loopy games). */
    D;

    /** The outcome for the player to move, from a Grundy value: 0 is P, anything else N. */
    public static Outcome ofGrundy(long grundy) {
        return grundy == 0 ? P : N;
    }
}
