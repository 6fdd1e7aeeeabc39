package org.sprague.catalog.entry;

import java.util.function.Function;

/**
 * A catalogue entry: a named game family, its rules and syntax, and a factory that fixes
 * its parameters ({@code bash:3}, {@code subtraction:1,3,4}).
 *
 * @param id the game id typed on the command line
 * @param title the game's usual name
 * @param rules the rules in a few sentences
 * @param parameterSyntax what follows {@code id:}, or null when the game takes no parameter
 * @param positionSyntax what the position's numbers mean
 * @param closedForm the known closed form in words, or null when the game is decided by search
 * @param example a complete example position, as typed after {@code sprague solve}
 * @param factory makes the game from the parameter text (null when absent)
 */
public record GameDefinition(String id, String title, String rules, String parameterSyntax,
        String positionSyntax, String closedForm, String example, Function<String, Game> factory) {

    /** Whether a closed form is known (for some or all parameters). */
    public boolean hasClosedForm() {
        return closedForm != null;
    }

    /** The game with the given parameter (null when none was given). */
    public Game create(String parameter) {
        return factory.apply(parameter);
    }
}
