package org.sprague.search.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.sprague.game.Position;
import org.sprague.search.StreamedOptions;
import org.sprague.game.ImpartialGame;

class InternedGameTest {
    private static final ImpartialGame<Position> NO_MOVES = p -> List.of();

    @Test
    void positionsKeptAsBytesGetOneIdEachAndComeBackEqual() {
        InternedGame<Position> g = new InternedGame<>(NO_MOVES, false);
        Random r = new Random(11);
        Map<Position, Long> seen = new HashMap<>();
        List<Position> all = new ArrayList<>();
        for (int i = 0; i < 200_000; i++) {
            int n = r.nextInt(5);
            long[] v = new long[n];
            for (int k = 0; k < n; k++) {
                v[k] = switch (r.nextInt(4)) {
                    case 0 -> r.nextInt(20);
                    case 1 -> -r.nextInt(300);
                    case 2 -> r.nextLong();
                    default -> r.nextInt(1 << 20);
                };
            }
            Position p = r.nextInt(3) == 0 && !all.isEmpty() ? all.get(r.nextInt(all.size())) : Position.of(v);
            long id = g.id(p);
            Long before = seen.putIfAbsent(p, id);
            if (before != null) {
                assertEquals(before.longValue(), id, "one id per position: " + p);
            } else {
                all.add(p);
            }
        }
        assertEquals(seen.size(), all.size());
        for (Position p : all) {
            assertEquals(p, g.position(seen.get(p)));
        }
        assertEquals(Position.of(), g.position(g.id(Position.of())));
    }

    @Test
    void numbersPastALongAreKeptAsObjectsBesideTheBytes() {
        InternedGame<Position> g = new InternedGame<>(NO_MOVES, false);
        Position big = new Position(List.of(BigInteger.TWO.pow(70), BigInteger.ONE));
        Position small = Position.of(3, 4);
        long a = g.id(small);
        long b = g.id(big);
        assertTrue(a != b);
        assertEquals(b, g.id(new Position(List.of(BigInteger.TWO.pow(70), BigInteger.ONE))));
        assertEquals(a, g.id(Position.of(3, 4)));
        assertEquals(big, g.position(b));
        assertEquals(small, g.position(a));
    }

    @Test
    void aPositionKeptAsBytesCostsFarLessThanItsObject() {
        InternedGame<Position> g = new InternedGame<>(NO_MOVES, false);
        g.id(Position.of(-1)); // no layout for one number: every one of them kept as bytes
        int n = 500_000;
        for (int i = 0; i < n; i++) {
            g.id(Position.of(Integer.MAX_VALUE + 3L * i));
        }
        double bytes = g.bytesPerPosition();
        assertTrue(bytes < 48, "bytes per position " + bytes);
    }

    @Test
    void positionsOfSmallNumbersAreTheirOwnKeysAndKeepNothingInTheTables() {
        InternedGame<Position> g = new InternedGame<>(NO_MOVES, false);
        Set<Long> keys = new HashSet<>();
        for (int i = 0; i < 100_000; i++) {
            long[] h = new long[11];
            for (int k = 0, x = i; k < 11; k++, x /= 3) {
                h[k] = x % 3 + 9; // the first one, 9 9 ... 9, sets the layout: 4 bits each
            }
            long id = g.id(Position.of(h));
            assertTrue(id >= 0, "a packed key");
            assertTrue(keys.add(id), "one key per position");
            assertEquals(Position.of(h), g.position(id));
        }
        assertEquals(0, g.bytesPerPosition(), "nothing kept");
        assertEquals(g.id(Position.of(9, 9)), g.id(Position.of(9, 9)));
        assertTrue(g.id(Position.of()) >= 0);
        assertEquals(Position.of(), g.position(g.id(Position.of())));
    }

    @Test
    void numbersOutsideTheirLayoutGetDenseIdsThatNoKeyEquals() {
        InternedGame<Position> g = new InternedGame<>(NO_MOVES, false);
        Position first = Position.of(3, 4); // count 2: 2 + 3 bits, and 23 more each
        Position wide = Position.of(1L << 40, 2);
        Position negative = Position.of(-1, 2);
        long a = g.id(first);
        long b = g.id(wide);
        long c = g.id(negative);
        assertTrue(a >= 0 && b < 0 && c < 0 && b != c);
        assertEquals(b, g.id(Position.of(1L << 40, 2)));
        assertEquals(c, g.id(Position.of(-1, 2)));
        assertEquals(wide, g.position(b));
        assertEquals(negative, g.position(c));
        assertEquals(first, g.position(a));
        Position edge = Position.of((1L << 25) - 1, (1L << 26) - 1); // the widest that fits
        assertTrue(g.id(edge) >= 0);
        assertEquals(edge, g.position(g.id(edge)));
        assertTrue(g.id(Position.of(1L << 25, 0)) < 0);
    }

    @Test
    void afterSixteenCountsOfNumbersTheNextCountsAreKeptAsBytes() {
        InternedGame<Position> g = new InternedGame<>(NO_MOVES, false);
        for (int n = 0; n < 20; n++) {
            Position p = Position.of(new long[n]);
            long id = g.id(p);
            assertEquals(n < 16, id >= 0, "count " + n);
            assertEquals(id, g.id(Position.of(new long[n])));
            assertEquals(p, g.position(id));
        }
    }

    @Test
    void theMemoKeepsKeysAndDenseIdsApart() {
        InternedGame<Position> g = new InternedGame<>(NO_MOVES, false);
        LongMemo memo = g.newMemo();
        long key = g.id(Position.of(0));
        long dense = g.id(Position.of(-5));
        memo.put(key, 7);
        memo.put(dense, 3);
        assertEquals(7, memo.get(key));
        assertEquals(3, memo.get(dense));
        assertEquals(LongMemo.MISSING, memo.get(g.id(Position.of(1))));
        assertEquals(LongMemo.MISSING, memo.get(g.id(Position.of(-6))));
        assertEquals(2, memo.size());
    }

    /**
     * Options streamed as {@code Position}s of zero to five numbers (the three-number fast path
     * of the search's sink and the general one), fitting their layout or not (negative, wider
     * than the first position of their count gave them, past a long), get the ids
     * {@link InternedGame#id} gives the same positions, and the memo finds them.
     */
    @Test
    void streamedOptionsGetTheIdsTheirPositionsHave() {
        Random r = new Random(34);
        List<Position> options = new ArrayList<>();
        for (int i = 0; i < 3_000; i++) {
            int n = r.nextInt(6);
            long[] v = new long[n];
            for (int k = 0; k < n; k++) {
                v[k] = switch (r.nextInt(5)) {
                    case 0 -> -r.nextInt(5);
                    case 1 -> r.nextLong() >>> 1;
                    default -> r.nextInt(40);
                };
            }
            options.add(Position.of(v));
        }
        options.add(new Position(List.of(BigInteger.TWO.pow(70), BigInteger.ONE, BigInteger.ONE)));
        ImpartialGame<Position> game = new ImpartialGame<>() {
            @Override
            public List<Position> options(Position p) {
                return ImpartialGame.collect(this, p);
            }

            @Override
            public void options(Position p, java.util.function.Consumer<? super Position> out) {
                if (p.size() == 1 && p.longValue(0) == 1000) {
                    options.forEach(out);
                }
            }
        };
        InternedGame<Position> g = new InternedGame<>(game, false);
        LongMemo memo = g.newMemo();
        long root = g.id(Position.of(1000));
        List<Long> streamed = StreamedOptions.of(sink -> g.options(root, sink));
        assertEquals(options.size(), streamed.size());
        for (int i = 0; i < options.size(); i++) {
            Position o = options.get(i);
            assertEquals(g.id(o), streamed.get(i).longValue(), "option " + o);
            assertEquals(o, g.position(streamed.get(i)));
            memo.put(streamed.get(i), i % 50);
        }
        for (int i = 0; i < options.size(); i++) {
            assertTrue(memo.get(g.id(options.get(i))) >= 0, "stored: " + options.get(i));
        }
    }

    /**
     * Emitted options of a count whose layout gives every number the same width (eleven heights
     * of 4 bits, as Chomp 11 x 11's bar gives them: packed without a width per number, objects35)
     * pack only when every number fits: heights up to 15 pack, a 16, a negative and 2^60 do not and get
     * dense ids; each comes back equal, and ids are distinct.
     */
    @Test
    void emittedOptionsOfEqualWidthsPackOnlyWhenEveryNumberFits() {
        long[] bar = {11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11};
        List<long[]> options = new ArrayList<>();
        options.add(new long[] {15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15});
        options.add(new long[] {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
        options.add(new long[] {11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1});
        options.add(new long[] {11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 16});
        options.add(new long[] {16, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11});
        options.add(new long[] {11, 11, 11, 11, 11, -1, 11, 11, 11, 11, 11});
        options.add(new long[] {11, 11, 11, 11, 11, 1L << 60, 11, 11, 11, 11, 11});
        ImpartialGame<Position> game = new ImpartialGame<>() {
            @Override
            public List<Position> options(Position p) {
                return ImpartialGame.collect(this, p);
            }

            @Override
            public void options(Position p, java.util.function.Consumer<? super Position> out) {
                if (p.equals(Position.of(bar))) {
                    options.forEach(o -> Position.emit(out, o.clone()));
                }
            }
        };
        InternedGame<Position> g = new InternedGame<>(game, false);
        g.newMemo();
        long root = g.id(Position.of(bar));
        assertTrue(root >= 0, "the bar packs");
        List<Long> streamed = StreamedOptions.of(sink -> g.options(root, sink));
        assertEquals(options.size(), streamed.size());
        for (int i = 0; i < options.size(); i++) {
            Position o = Position.of(options.get(i));
            assertEquals(i < 3, streamed.get(i) >= 0, "packed: " + o);
            assertEquals(o, g.position(streamed.get(i)));
            assertEquals(g.id(o), streamed.get(i).longValue(), "option " + o);
        }
        assertEquals(options.size(), new HashSet<>(streamed).size());
    }
}
