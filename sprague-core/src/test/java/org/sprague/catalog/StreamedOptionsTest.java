package org.sprague.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.sprague.app.Sprague;
import org.sprague.game.ImpartialGame;
import org.sprague.game.Position;

/** A game that streams its options (ImpartialGame.options(position, sink)) and one that lists them. */
class StreamedOptionsTest {
    /** Cram on a bit board "rows cols free", listed: the old way, kept working. */
    static final class ListedCram implements ImpartialGame<Position> {
        final AtomicInteger lists = new AtomicInteger();

        @Override
        public List<Position> options(Position p) {
            lists.incrementAndGet();
            List<Position> out = new ArrayList<>();
            new StreamedCram().options(p, out::add);
            return out;
        }
    }

    /** The same game streamed; counts the calls of its list. */
    static final class StreamedCram implements ImpartialGame<Position> {
        final AtomicInteger lists = new AtomicInteger();

        @Override
        public List<Position> options(Position p) {
            lists.incrementAndGet();
            return ImpartialGame.collect(this, p);
        }

        @Override
        public void options(Position p, Consumer<? super Position> out) {
            int rows = p.intValue(0);
            int cols = p.intValue(1);
            long free = p.size() > 2 ? p.longValue(2) : (1L << (rows * cols)) - 1;
            for (int i = 0; i < rows * cols; i++) {
                long a = 1L << i;
                if ((free & a) != 0 && i % cols + 1 < cols && (free & a << 1) != 0) {
                    out.accept(Position.of(rows, cols, free & ~(a | a << 1)));
                }
                if ((free & a) != 0 && i / cols + 1 < rows && (free & a << cols) != 0) {
                    out.accept(Position.of(rows, cols, free & ~(a | a << cols)));
                }
            }
        }
    }

    @Test
    void aStreamingGameFileIsSearchedWithoutItsListAndGetsTheListedGamesValues() {
        for (int rows = 1; rows <= 3; rows++) {
            for (int cols = 1; cols <= 4; cols++) {
                StreamedCram streamed = new StreamedCram();
                ListedCram listed = new ListedCram();
                Position start = Position.of(rows, cols);
                int s = CustomGames.impartial("streamed", streamed, CustomGames.PositionType.POSITION, "a test")
                        .searchSolver(1_000_000).grundy(start);
                int l = CustomGames.impartial("listed", listed, CustomGames.PositionType.POSITION, "a test")
                        .searchSolver(1_000_000).grundy(start);
                assertEquals(l, s, rows + "x" + cols);
                assertEquals(0, streamed.lists.get(), "the search streams: no list made");
                assertEquals(true, listed.lists.get() > 0, "a listing game is still asked for its list");
            }
        }
    }

    @Test
    void theLibrarysSearchStreamsAGameThatStreams() {
        StreamedCram streamed = new StreamedCram();
        assertEquals(Sprague.impartial(new ListedCram(), 1_000_000).grundy(Position.of(3, 4)),
                Sprague.impartial(streamed, 1_000_000).grundy(Position.of(3, 4)));
        assertEquals(0, streamed.lists.get());
    }

    /** Chomp's columns' heights, each option emitted from one array filled again (Position.emit). */
    static final class EmittedChomp implements ImpartialGame<Position> {
        @Override
        public List<Position> options(Position p) {
            return ImpartialGame.collect(this, p);
        }

        @Override
        public void options(Position p, Consumer<? super Position> out) {
            int[] h = p.ints();
            long[] next = new long[h.length];
            for (int i = 0; i < h.length; i++) {
                for (int j = i == 0 ? 1 : 0; j < h[i]; j++) {
                    for (int k = 0; k < h.length; k++) {
                        next[k] = k < i ? h[k] : Math.min(h[k], j);
                    }
                    Position.emit(out, next);
                }
            }
        }
    }

    @Test
    void optionsEmittedFromOneArrayGetTheValuesOfOptionsMadeOneByOne() {
        ImpartialGame<Position> madeOneByOne = p -> {
            List<Position> out = new ArrayList<>();
            new EmittedChomp().options(p, o -> out.add(Position.of(o.longNumbers())));
            return out;
        };
        for (int rows = 1; rows <= 5; rows++) {
            for (int cols = 1; cols <= 5; cols++) {
                long[] bar = new long[cols];
                java.util.Arrays.fill(bar, rows);
                Position start = Position.of(bar);
                int emitted = CustomGames.impartial("emitted", new EmittedChomp(), CustomGames.PositionType.POSITION,
                        "a test").searchSolver(1_000_000).grundy(start);
                assertEquals(Sprague.impartial(madeOneByOne, 1_000_000).grundy(start), emitted, rows + "x" + cols);
                assertEquals(emitted, Sprague.impartial(new EmittedChomp(), 1_000_000).grundy(start), rows + "x" + cols);
            }
        }
        // a number too wide for the first position's layout: the emitted option is taken as a position
        ImpartialGame<Position> wide = new ImpartialGame<>() {
            @Override
            public List<Position> options(Position p) {
                return ImpartialGame.collect(this, p);
            }

            @Override
            public void options(Position p, Consumer<? super Position> out) {
                long n = p.longValue(0);
                long[] next = new long[1];
                if (n == 1) {
                    next[0] = 1L << 60; // wider than the 52 bits of the one-number layout: not packed
                    Position.emit(out, next);
                } else if (n > 1 && n < 1L << 60) { // 2^60: no move
                    next[0] = n - 2;
                    Position.emit(out, next);
                    next[0] = 0;
                    Position.emit(out, next);
                }
            }
        };
        assertEquals(1, Sprague.impartial(wide, 1_000).grundy(Position.of(1)));
        assertEquals(2, Sprague.impartial(wide, 1_000).grundy(Position.of(3)));
    }

    @Test
    void aListingGameStreamsItsListAndCollectListsWhatIsStreamed() {
        ImpartialGame<Integer> takeOneOrTwo = n -> n >= 2 ? List.of(n - 1, n - 2) : n == 1 ? List.of(0) : List.of();
        List<Integer> streamed = new ArrayList<>();
        takeOneOrTwo.options(5, streamed::add);
        assertEquals(List.of(4, 3), streamed);
        assertEquals(List.of(4, 3), ImpartialGame.collect(takeOneOrTwo, 5));
        assertEquals(new ListedCram().options(Position.of(2, 3)), ImpartialGame.collect(new StreamedCram(), Position.of(2, 3)));
    }
}
