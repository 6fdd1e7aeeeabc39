package org.sprague.game.wording;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * What a user can do about a failure, as a fact the engine states and each front end
 * phrases in its own words: the command line names its flags ({@code --max-positions},
 * {@code JAVA_OPTS=-Xmx...}), the web API its request fields and the server's limits, the
 * library its own API. {@link #libraryWords} is the library's phrasing (and
 * {@link org.sprague.game.SpragueException#getMessage}'s).
 *
 * <p>An exception's remedies are attached and read here, not through the exception's own
 * members (which would name this type, which a module-path user cannot): internal code throws
 * {@code Remedy.attach(new LimitExceededException(template), MORE_MEMORY)}, set once as
 * {@link Throwable#initCause} is, and a front end reads {@link #of} and {@link #message}.
 * {@code SpragueException} registers its {@link Access} when it is loaded, before any exception
 * exists, typed in {@code RuntimeException} so that this package names none of
 * {@code org.sprague.game} (the package graph keeps no cycle).
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

    private static Access access;
    private final String libraryWords;

    Remedy(String libraryWords) {
        this.libraryWords = libraryWords;
    }

    /** The library's phrasing. */
    public String libraryWords() {
        return libraryWords;
    }

    /** How this class reaches the remedies an exception holds (implemented by {@code SpragueException}). */
    public interface Access {
        /** The remedies of {@code e}, a {@code SpragueException}, in the order the engine suggests them. */
        List<Remedy> of(RuntimeException e);

        /** Gives {@code e}, a {@code SpragueException} without remedies, {@code remedies}. */
        void attach(RuntimeException e, List<Remedy> remedies);
    }

    /** Registers the exceptions' access (done once, when {@code SpragueException} is loaded). */
    public static synchronized void register(Access a) {
        access = Objects.requireNonNull(a);
    }

    private static synchronized Access access() {
        return access;
    }

    /**
     * {@code e} (a {@code SpragueException}) with what the user can do about it, in the order
     * the engine suggests it: a failure's remedies are set once, as a cause is.
     *
     * @throws IllegalStateException when {@code e} has remedies already
     */
    public static <E extends RuntimeException> E attach(E e, Remedy... remedies) {
        access().attach(e, List.of(remedies));
        return e;
    }

    /** The remedies of {@code e}, a {@code SpragueException}: empty for one thrown without. */
    public static List<Remedy> of(RuntimeException e) {
        return access().of(e);
    }

    /**
     * A failure's message in a front end's words: {@code template}'s parameters spelled by
     * {@code spell} ({@link Wording#render}), the remedies phrased by {@code phrase} and listed
     * in parentheses after the facts (a phrase twice once). A {@code SpragueException}'s:
     * {@code message(e.template(), Remedy.of(e), spell, phrase)}; its {@code getMessage()} is
     * this in the library's words.
     */
    public static String message(String template, List<Remedy> remedies, Function<String, String> spell,
            Function<Remedy, String> phrase) {
        String facts = Wording.render(template, spell);
        if (remedies.isEmpty()) {
            return facts;
        }
        List<String> phrases = new ArrayList<>(remedies.size());
        for (Remedy r : remedies) {
            String words = phrase.apply(r);
            if (!phrases.contains(words)) { // a front end may put two remedies the same way
                phrases.add(words);
            }
        }
        return facts + " (" + join(phrases) + ")";
    }

    /** Phrases joined as a person lists them: {@code a}, {@code a, or b}, {@code a, b, or c}. */
    public static String join(List<String> phrases) {
        if (phrases.size() <= 1) {
            return phrases.isEmpty() ? "" : phrases.get(0);
        }
        return String.join(", ", phrases.subList(0, phrases.size() - 1)) + ", or " + phrases.get(phrases.size() - 1);
    }
}
