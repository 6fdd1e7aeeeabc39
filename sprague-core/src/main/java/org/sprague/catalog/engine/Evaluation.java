package org.sprague.catalog.engine;

import java.math.BigInteger;
import org.sprague.game.Outcome;

/**
 * A position's outcome and, where it applies, its Grundy value, without listing
 * winning moves: the cheap question a table asks of every cell and a player asks of
 * every option ({@link org.sprague.catalog.CatalogSolver#evaluate}).
 *
 * @param outcome P or N for the player to move (for partizan games: N when Left, moving
 *     first, wins)
 * @param grundy the Grundy value, or null (misère, partizan, or a closed form or a pruned
 *     outcome search that gives only the outcome when {@code needGrundy} was false)
 * @param decidedBy "closed-form" or "search"
 */
public record Evaluation(Outcome outcome, BigInteger grundy, String decidedBy) {
}
