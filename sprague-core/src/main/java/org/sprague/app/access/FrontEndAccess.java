package org.sprague.app.access;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import org.sprague.catalog.Catalog;
import org.sprague.game.io.PositionFiles;
import org.sprague.partizan.games.PartizanSumSolver.Component;

/**
 * The calls of the application layer that name internal types (a catalogue with game files, the
 * components of a partizan sum), which {@code app.Sprague} registers here and
 * {@code app.front.FrontEnd} hands to Sprague's front ends: the exported types keep only
 * what a library user can name. Exported to no module; generic in the layer's types so that this
 * package depends on none of {@code app}'s (the package graph has no cycle).
 */
public final class FrontEndAccess {
    private static Calls<?, ?> calls;

    private FrontEndAccess() {
    }

    /**
     * The calls, implemented by the application layer.
     *
     * @param <S> the layer ({@code Sprague})
     * @param <R> its answer rendered whole ({@code Report})
     */
    public interface Calls<S, R> {
        /** A layer over {@code catalog}, reading Hackenbush {@code @FILE} positions through {@code files}. */
        S sprague(Catalog catalog, PositionFiles files);

        /** The components of a sum of partizan positions, as the layer {@code s} parses them. */
        List<Component<?>> partizanComponents(S s, List<String> words);

        /** The thermograph of the sum of {@code parts}, storing at most {@code maxForms} forms. */
        R thermograph(List<Component<?>> parts, long maxForms, Duration timeLimit);
    }

    /** Registers the calls (the application layer does, once, when it is loaded). */
    public static synchronized void register(Calls<?, ?> c) {
        calls = Objects.requireNonNull(c);
    }

    /** The calls registered; null before the application layer is loaded. */
    public static synchronized Calls<?, ?> calls() {
        return calls;
    }
}
