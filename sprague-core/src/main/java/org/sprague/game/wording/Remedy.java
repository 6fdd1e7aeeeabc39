package org.sprague.game.wording;

import java.util.List;

/**
 * What a user can do about a failure, as a fact the engine states and each front end
 * phrases in its own words: the command line names its flags ({@code --max-positions},
 * {@code JAVA_OPTS=-Xmx...}), the web API its request fields and the server's limits, the
 * library its own API. {@link #libraryWords} is the library's phrasing (and
 * {@link org.sprague.game.SpragueException#getMessage}'s).
 */
public enum Remedy {
    /** Allow the search to store more positions. */
    RAISE_POSITION_LIMIT("raise maxPositions"),
    /** Let the search store fewer positions (so it stops before memory runs out). */
    LOWER_POSITION_LIMIT("lower maxPositions"),
    /** Give the Java heap more memory. */
    MORE_MEMORY("give Java a larger heap"),
    /** Write the game as a packed game, a few bytes a position. */
    PACKED_GAME("write the game as a PackedGame: 4 to 32 bytes a position"),
    /** Ask for a smaller position, graph or table. */
    SMALLER_INPUT("use a smaller input"),
    /** The game has cycles: use the loopy-game solver. */
    LOOPY_SOLVER("use the loopy-game solver, org.sprague.loopy.GeneralizedGrundySolver"),
    /** The structure outgrows one process: use the distributed (Spark) engine. */
    DISTRIBUTED_ENGINE("use the Spark engine, module sprague-spark");

    private final String libraryWords;

    Remedy(String libraryWords) {
        this.libraryWords = libraryWords;
    }

    /** The library's phrasing. */
    public String libraryWords() {
        return libraryWords;
    }

    /** Phrases joined as a person lists them: {@code a}, {@code a, or b}, {@code a, b, or c}. */
    public static String join(List<String> phrases) {
        if (phrases.size() <= 1) {
            return phrases.isEmpty() ? "" : phrases.get(0);
        }
        return String.join(", ", phrases.subList(0, phrases.size() - 1)) + ", or " + phrases.get(phrases.size() - 1);
    }
}
