package org.sprague.search.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigInteger;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.sprague.game.ImpartialGame;
import org.sprague.impartial.MemoizedGrundySolver;
import org.sprague.impartial.MemoizedOutcomeSolver;

/**
 * A record's derived codec ({@link RecordCodec}): every reachable position of a few record
 * games packs into a key of its own and comes back equal, and the search through the codec
 * ({@link MemoizedGrundySolver} on records) gives the values of the object search (the same
 * games over a non-record wrapper, interned by {@code equals}) and of a brute-force mex on
 * every small position; positions the codec cannot pack are interned and said so.
 */
class RecordCodecTest {
    /**
     * Cram over a record position: the game file sprague-bench/games/CramRecords.java (the
     * benchmarks' and the command line's record example), compiled once here, so the rules
     * are not written again in this test.
     */
    static final class CramRecords {
        static final ImpartialGame<Object> GAME;
        static final Class<Object> BOARD;

        static {
            try {
                Path dir = Files.createTempDirectory("cram-records");
                Path source = Path.of("..", "sprague-bench", "games", "CramRecords.java");
                String path = System.getProperty("java.class.path") + java.io.File.pathSeparator
                        + System.getProperty("jdk.module.path", "");
                Path javac = Path.of(System.getProperty("java.home"), "bin", "javac");
                int rc = new ProcessBuilder(javac.toString(), "-cp", path, "-d", dir.toString(), source.toString())
                        .inheritIO().start().waitFor();
                assertEquals(0, rc, "javac " + source);
                URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()},
                        RecordCodecTest.class.getClassLoader());
                @SuppressWarnings("unchecked")
                ImpartialGame<Object> game = (ImpartialGame<Object>) loader.loadClass("CramRecords")
                        .getConstructor().newInstance();
                @SuppressWarnings("unchecked")
                Class<Object> board = (Class<Object>) loader.loadClass("CramRecords$Board");
                GAME = game;
                BOARD = board;
            } catch (ReflectiveOperationException | IOException | InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }

        static Object board(int rows, int cols, long free) throws ReflectiveOperationException {
            return BOARD.getConstructor(int.class, int.class, long.class).newInstance(rows, cols, free);
        }
    }

    enum Phase { RED, GREEN, BLUE }

    /**
     * Two heaps (one signed: a move brings it 1 or 2 towards 0), a phase and a flag: a move
     * takes 1 or 2 from {@code heap}, or brings {@code offset} towards 0, and cycles the
     * phase; in phase BLUE with the flag set it may also take 3 from the heap, which clears
     * the flag. Exercises negative numbers, shorts, boxes, booleans and enums.
     */
    public record State(int heap, short offset, Phase phase, boolean flag, Byte spare) {
    }

    static final ImpartialGame<State> PHASES = s -> {
        List<State> out = new ArrayList<>();
        Phase next = Phase.values()[(s.phase().ordinal() + 1) % 3];
        for (int k = 1; k <= 2; k++) {
            if (s.heap() >= k) {
                out.add(new State(s.heap() - k, s.offset(), next, s.flag(), s.spare()));
            }
            if (Math.abs(s.offset()) >= k) {
                out.add(new State(s.heap(), (short) (s.offset() - Integer.signum(s.offset()) * k), next, s.flag(),
                        s.spare()));
            }
        }
        if (s.phase() == Phase.BLUE && s.flag() && s.heap() >= 3) {
            out.add(new State(s.heap() - 3, s.offset(), next, false, s.spare()));
        }
        return out;
    };

    /** Every position reachable from {@code root}, root first. */
    static <P> List<P> reachable(ImpartialGame<P> game, P root) {
        Set<P> seen = new LinkedHashSet<>();
        ArrayDeque<P> todo = new ArrayDeque<>();
        seen.add(root);
        todo.add(root);
        while (!todo.isEmpty()) {
            for (P o : game.options(todo.poll())) {
                if (seen.add(o)) {
                    todo.add(o);
                }
            }
        }
        return new ArrayList<>(seen);
    }

    /** The oracle: the mex of the options' values, memoized in a hash map, by recursion (small games only). */
    static <P> int bruteGrundy(ImpartialGame<P> game, P p, Map<P, Integer> memo) {
        Integer known = memo.get(p);
        if (known != null) {
            return known;
        }
        Set<Integer> seen = new HashSet<>();
        for (P o : game.options(p)) {
            seen.add(bruteGrundy(game, o, memo));
        }
        int g = 0;
        while (seen.contains(g)) {
            g++;
        }
        memo.put(p, g);
        return g;
    }

    /** A position of a game hidden in a class that is not a record: the interning path, by equals. */
    static final class Wrapped<P> {
        final P p;

        Wrapped(P p) {
            this.p = p;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Wrapped<?> w && w.p.equals(p);
        }

        @Override
        public int hashCode() {
            return p.hashCode();
        }
    }

    static <P> ImpartialGame<Wrapped<P>> wrapped(ImpartialGame<P> game) {
        return w -> game.options(w.p).stream().map(o -> new Wrapped<P>(o)).toList();
    }

    /** Round trip, distinct keys, and the three searches agreeing on every reachable position. */
    static <P> void checkGame(ImpartialGame<P> game, P root, Class<P> type) {
        RecordCodec.Derived<P> d = RecordCodec.derive(type);
        assertNull(d.reason());
        RecordCodec<P> codec = d.codec();
        List<P> all = reachable(game, root);
        Map<Long, P> byKey = new HashMap<>();
        for (P p : all) {
            long key = codec.pack(p);
            assertTrue(key >= 0, () -> p + " packs");
            assertEquals(p, codec.unpack(key), "round trip of " + p);
            P before = byKey.put(key, p);
            assertTrue(before == null || before.equals(p), () -> p + " and " + byKey.get(key) + " share a key");
        }
        MemoizedGrundySolver<P> packed = new MemoizedGrundySolver<>(game);
        MemoizedGrundySolver<Wrapped<P>> objects = new MemoizedGrundySolver<>(wrapped(game));
        Map<P, Integer> memo = new HashMap<>();
        for (P p : all) {
            int oracle = bruteGrundy(game, p, memo);
            assertEquals(oracle, packed.grundy(p), () -> "codec search of " + p);
            assertEquals(oracle, objects.grundy(new Wrapped<>(p)), () -> "object search of " + p);
        }
        assertEquals(0, packed.internedPositions(), "every position packed");
        assertNull(packed.internedReason());
        assertTrue(objects.internedPositions() > 0);
        // whole-position (outcome) searches through the codec too
        MemoizedOutcomeSolver<P> outcome = new MemoizedOutcomeSolver<>(game, false, Long.MAX_VALUE, SearchThreads.one());
        for (P p : all) {
            assertEquals(memo.get(p) != 0, outcome.wins(p), () -> "outcome of " + p);
        }
        assertEquals(0, outcome.internedPositions());
    }

    @Property(tries = 30)
    void everyReachableCramBoardRoundTripsAndSolvesAsTheObjectSearch(@ForAll @IntRange(min = 1, max = 4) int rows,
            @ForAll @IntRange(min = 1, max = 4) int cols, @ForAll long holes) throws ReflectiveOperationException {
        long free = ((1L << rows * cols) - 1) & ~(holes & holes >>> 7); // about a quarter of the squares taken
        checkGame(CramRecords.GAME, CramRecords.board(rows, cols, free), CramRecords.BOARD);
    }

    @Property(tries = 30)
    void everyReachableStateRoundTripsAndSolvesAsTheObjectSearch(@ForAll @IntRange(min = 0, max = 9) int heap,
            @ForAll @IntRange(min = -6, max = 6) int offset, @ForAll Phase phase, @ForAll boolean flag) {
        checkGame(PHASES, new State(heap, (short) offset, phase, flag, (byte) -3), State.class);
    }

    @Test
    void extremeComponentValuesRoundTripWhenTheRootGivesThemRoom() {
        record Wide(long a, int b, char c, boolean d) {
        }
        RecordCodec<Wide> codec = RecordCodec.derive(Wide.class).codec();
        // zigzag widths 25 + 20 + 17 + 1 = 63 bits: the most a key holds
        Wide root = new Wide(-(1L << 24), Integer.MIN_VALUE >> 12, '\uffff', true);
        long key = codec.pack(root);
        assertTrue(key >= 0, "63 bits pack");
        assertEquals(root, codec.unpack(key));
        Wide small = new Wide(0, 0, '\0', false);
        assertEquals(small, codec.unpack(codec.pack(small)));
    }

    @Test
    void aRootWiderThanAKeyGetsNoLayoutAndNothingPacks() {
        record Wide(long a, int b, char c, boolean d) {
        }
        RecordCodec<Wide> codec = RecordCodec.derive(Wide.class).codec();
        Wide root = new Wide(-(1L << 40), Integer.MIN_VALUE >> 12, '\uffff', true); // 41 + 20 + 17 + 1 bits
        assertEquals(-1, codec.pack(root));
        assertEquals(-1, codec.pack(new Wide(0, 0, '\0', false)));
        assertTrue(codec.whyNot(root).contains("79 bits"), codec.whyNot(root));
    }

    @Test
    void aRecordWithABigIntegerHasNoCodecAndIsInternedWithAReason() {
        record Big(BigInteger n) {
        }
        assertTrue(RecordCodec.derive(Big.class).reason().contains("'n' is a BigInteger"));
        ImpartialGame<Big> subtract = b -> b.n().signum() == 0 ? List.of()
                : List.of(new Big(b.n().subtract(BigInteger.ONE)));
        MemoizedGrundySolver<Big> solver = new MemoizedGrundySolver<>(subtract);
        assertEquals(1, solver.grundy(new Big(BigInteger.valueOf(7))));
        assertEquals(8, solver.internedPositions());
        assertTrue(solver.internedReason().contains("BigInteger"), solver.internedReason());
    }

    /** A number that outgrows the field the root gave it is interned, with its component named; values unchanged. */
    @Test
    void aNumberWiderThanTheRootGaveItsFieldIsInternedAndNamed() {
        record Grow(int budget, long x) {
        }
        // each move spends one of the budget and multiplies x by 2^20 (plus one, or plus two)
        ImpartialGame<Grow> game = g -> g.budget() == 0 ? List.of()
                : List.of(new Grow(g.budget() - 1, g.x() << 20 | 1), new Grow(g.budget() - 1, g.x() << 20 | 2),
                        new Grow(g.budget() - 2 < 0 ? 0 : g.budget() - 2, g.x() << 20 | 3));
        Grow root = new Grow(3, 1);
        MemoizedGrundySolver<Grow> solver = new MemoizedGrundySolver<>(game);
        Map<Grow, Integer> memo = new HashMap<>();
        for (Grow p : reachable(game, root)) {
            assertEquals(bruteGrundy(game, p, memo), solver.grundy(p), p::toString);
        }
        assertTrue(solver.internedPositions() > 0);
        String why = solver.internedReason();
        assertNotNull(why);
        assertTrue(why.contains("'x'") && why.contains("wider than"), why);
    }

    @Test
    void aRecordWithAListComponentHasNoCodecButSolves() {
        record Heaps(List<Integer> sizes) {
        }
        assertTrue(RecordCodec.derive(Heaps.class).reason().contains("'sizes' is a List"));
        ImpartialGame<Heaps> game = h -> {
            List<Heaps> out = new ArrayList<>();
            for (int i = 0; i < h.sizes().size(); i++) {
                for (int k = 1; k <= h.sizes().get(i); k++) {
                    List<Integer> next = new ArrayList<>(h.sizes());
                    next.set(i, h.sizes().get(i) - k);
                    out.add(new Heaps(next));
                }
            }
            return out;
        };
        MemoizedGrundySolver<Heaps> solver = new MemoizedGrundySolver<>(game);
        assertEquals(3 ^ 5 ^ 6, solver.grundy(new Heaps(List.of(3, 5, 6))));
        assertTrue(solver.internedReason().contains("List"));
    }

    @Test
    void boxedNumbersPackZigzaggedAndHugeLongsAreInterned() {
        // n -> n - 1 and n - 2 down to -5: G(n) = (n + 5) mod 3
        ImpartialGame<Integer> dips = n -> n - 2 >= -5 ? List.of(n - 1, n - 2) : n - 1 >= -5 ? List.of(n - 1) : List.of();
        MemoizedGrundySolver<Integer> ints = new MemoizedGrundySolver<>(dips);
        for (int n = -5; n <= 40; n++) {
            assertEquals(Math.floorMod(n + 5, 3), ints.grundy(n), "int " + n);
        }
        assertEquals(0, ints.internedPositions());
        BoxedNumberCodec<Integer> codec = BoxedNumberCodec.of(Integer.class);
        for (int n : new int[] {0, 1, -1, Integer.MAX_VALUE, Integer.MIN_VALUE}) {
            assertTrue(codec.pack(n) >= 0);
            assertEquals(n, codec.unpack(codec.pack(n)));
        }
        // a Long past 2^62 has no key: interned, and said so
        ImpartialGame<Long> halve = n -> n > 1 ? List.of(n / 2) : List.of();
        MemoizedGrundySolver<Long> longs = new MemoizedGrundySolver<>(halve);
        assertEquals(0, longs.grundy(Long.MAX_VALUE)); // 62 halvings from 2^63 - 1 reach 1: a chain of even length
        assertTrue(longs.internedPositions() > 0);
        assertTrue(longs.internedReason().contains("too large"), longs.internedReason());
    }

    @Test
    void keysOfNegativeNumbersStayNonNegative() {
        record Signed(int a, int b) {
        }
        RecordCodec<Signed> codec = RecordCodec.derive(Signed.class).codec();
        Function<Signed, Long> pack = codec::pack;
        assertTrue(pack.apply(new Signed(-5, 7)) >= 0);
        for (int a = -5; a <= 5; a++) {
            for (int b = -7; b <= 7; b++) {
                Signed s = new Signed(a, b);
                assertTrue(pack.apply(s) >= 0);
                assertEquals(s, codec.unpack(pack.apply(s)));
            }
        }
    }
}
