package org.sprague.game;

import org.sprague.game.wording.Remedy;

/**
 * A search met a position that is already on its own path: the move graph has a cycle,
 * so play need not end and Grundy values by mex do not apply. Bad input for an acyclic
 * solver; the remedy is the loopy-game solver.
 */
public final class LoopyGameException extends SpragueException {
    private static final long serialVersionUID = 1L;

    public LoopyGameException(Object position) {
        super("the game has a cycle: position " + position + " can be reached from itself;"
                + " acyclic solvers do not apply", Remedy.LOOPY_SOLVER);
    }
}
