package org.sprague.catalog.entry;

/**
 * The kinds of named game the catalogue holds, each answered by its own commands: impartial
 * and partizan catalogue games ({@code solve}, {@code play}, {@code table}), partizan games
 * valued by canonical form ({@code solve}), and games strongly solved into a database
 * ({@code strong}, {@code query}, {@code play --db}).
 */
public enum GameKind {
    /** Both players have the same moves: outcome, Grundy value, winning moves. */
    IMPARTIAL("impartial"),
    /** Left and Right have their own moves. */
    PARTIZAN("partizan"),
    /** Strongly solved, every position into a database: win, lose, draw or tie and remoteness. */
    STRONG("strong");

    private final String word;

    GameKind(String word) {
        this.word = word;
    }

    /** The word of {@code sprague games --json}'s {@code kind} field: {@code impartial}. */
    public String word() {
        return word;
    }
}
