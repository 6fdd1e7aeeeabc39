package org.sprague.catalog.entry;

import java.util.Locale;

/**
 * The kinds of named game the catalogue holds, each answered by its own commands: impartial
 * and partizan catalogue games ({@code solve}, {@code play}, {@code table}), partizan games
 * valued by canonical form ({@code solve}), and games strongly solved into a database
 * ({@code strong}, {@code query}, {@code play --db}).
 */
public enum GameKind {
    /** Both players have the same moves: outcome, Grundy value, winning moves. */
    IMPARTIAL,
    /** Left and Right have their own moves. */
    PARTIZAN,
    /** Strongly solved, every position into a database: win, lose, draw or tie and remoteness. */
    STRONG;

    /** The word of {@code sprague games --json}'s {@code kind} field: the name in lower case, {@code impartial}. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }
}
