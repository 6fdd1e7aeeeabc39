package org.sprague.search.engine;

import java.util.Arrays;
import java.util.function.Supplier;

/**
 * The explicit stacks of the searches that do not recurse on the game's depth
 * ({@link PackedSearch}, {@link NimberPruningSearch}, the partizan canonical-form and sum
 * searches): one object a depth, made once and kept, so a stack that overflows grows here and
 * nowhere else. A frame read through its object instead of one array per field: no CPU change
 * measured (docs/performance-log.md, "struct19").
 */
public final class Frames {
    private Frames() {
    }

    /**
     * {@code frames} twice as long, its new half filled with {@code fresh} objects (a stack
     * starts with one or more frames made).
     */
    public static <T> T[] doubled(T[] frames, Supplier<T> fresh) {
        int n = frames.length;
        T[] grown = Arrays.copyOf(frames, n * 2);
        for (int i = n; i < grown.length; i++) {
            grown[i] = fresh.get();
        }
        return grown;
    }

    /** {@code count} fresh frames. */
    public static <T> T[] filled(T[] empty, Supplier<T> fresh) {
        for (int i = 0; i < empty.length; i++) {
            empty[i] = fresh.get();
        }
        return empty;
    }
}
