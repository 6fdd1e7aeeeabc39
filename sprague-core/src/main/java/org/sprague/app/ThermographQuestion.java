package org.sprague.app;

import java.time.Duration;
import java.util.List;
import org.sprague.partizan.games.PartizanSumSolver.Component;

/**
 * The request of {@link Sprague#thermograph}: the thermograph of a game written in CGT notation
 * or of a sum of partizan positions ({@code POST /api/thermograph}; {@code sprague value
 * --thermograph} draws the same through {@link Sprague#value}).
 *
 * @param value the game in CGT notation ({@code {3||2*|1*}}); null when {@code parts} are given
 * @param parts the positions whose sum is drawn (parsed by the caller: the catalogue's partizan
 *     games, a server's game files); null when {@code value} is given
 * @param maxForms the most canonical forms the call may store (past it: a limit)
 * @param svg whether to draw it as SVG (else the walls as data)
 * @param timeLimit the deadline from the call's start; null: none
 */
public record ThermographQuestion(String value, List<Component<?>> parts, long maxForms, boolean svg,
        Duration timeLimit) {

    public ThermographQuestion {
        if ((value == null) == (parts == null)) {
            throw new org.sprague.game.InvalidInputException("give either a value or positions, not both");
        }
        parts = parts == null ? null : List.copyOf(parts);
    }
}
