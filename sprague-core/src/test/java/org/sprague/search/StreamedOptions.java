package org.sprague.search;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** Test fixture: the options a packed game streams, in order, each one position (a sum fails the test). */
public final class StreamedOptions {
    private StreamedOptions() {
    }

    /** The options {@code streaming} gives the sink it is handed, e.g. {@code of(s -> game.options(p, s))}. */
    public static List<Long> of(Consumer<PackedGame.OptionSink> streaming) {
        List<Long> streamed = new ArrayList<>();
        streaming.accept(new PackedGame.OptionSink() {
            @Override
            public void option(long position) {
                streamed.add(position);
            }

            @Override
            public void sum(long first, long second) {
                throw new AssertionError("a sum streamed: " + first + " + " + second);
            }
        });
        return streamed;
    }
}
