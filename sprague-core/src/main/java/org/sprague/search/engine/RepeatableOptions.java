package org.sprague.search.engine;

import java.util.function.Consumer;
import org.sprague.game.ImpartialGame;

/**
 * An adapter over a user's {@link ImpartialGame} (the catalogue view of a game file) that
 * lets {@link InternedGame} skip work the folds do not need. The mex, outcome and
 * remoteness folds give the same value when an option is seen twice (a repeated option
 * only repeats a value), so the search may take the user's options as they come, repeats
 * and all, instead of a de-duplicated copy; and a game whose positions are their own only
 * components needs no {@link ImpartialGame#components} call (and list) per option.
 *
 * @param <P> the position type
 */
public interface RepeatableOptions<P> {

    /**
     * Every option of {@code position} at least once, repeats allowed, iterated once by the
     * search (no copy is made: the user's own collection when it already holds the right
     * type).
     */
    Iterable<? extends P> repeatableOptions(P position);

    /**
     * The same options given to {@code sink} one by one ({@link ImpartialGame#options(Object,
     * java.util.function.Consumer)}: a game that streams them builds no collection); the
     * default iterates {@link #repeatableOptions(Object)}.
     */
    default void repeatableOptions(P position, Consumer<? super P> sink) {
        for (P option : repeatableOptions(position)) {
            sink.accept(option);
        }
    }

    /** True when the user's game streams its options (overrides {@code options(position, sink)}). */
    default boolean streamsOptions() {
        return false;
    }

    /**
     * True when {@code game} streams its options: it overrides
     * {@link ImpartialGame#options(Object, Consumer)}, or is a view that says so.
     */
    static boolean streams(ImpartialGame<?> game) {
        if (game instanceof RepeatableOptions<?> r) {
            return r.streamsOptions();
        }
        try {
            return game.getClass().getMethod("options", Object.class, Consumer.class).getDeclaringClass()
                    != ImpartialGame.class;
        } catch (NoSuchMethodException | SecurityException e) {
            return false;
        }
    }

    /** True when every position is its own only component (the user kept the default). */
    boolean atomicPositions();

    /** True when {@code game} keeps {@link ImpartialGame#components}' default (a position is atomic). */
    static boolean keepsDefaultComponents(ImpartialGame<?> game) {
        if (game instanceof RepeatableOptions<?> r) {
            return r.atomicPositions();
        }
        try {
            return game.getClass().getMethod("components", Object.class).getDeclaringClass() == ImpartialGame.class;
        } catch (NoSuchMethodException | SecurityException e) {
            return false;
        }
    }
}
