package org.sprague.catalog.games;

import org.sprague.catalog.CatalogEngines;
import org.sprague.catalog.engine.PositionCodec;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.sprague.search.engine.SearchThreads;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.ImpartialCatalogGame;
import org.sprague.game.Position;
import org.sprague.impartial.GrundyAlgorithm;
import org.sprague.impartial.MemoizedGrundySolver;
import org.sprague.impartial.MemoizedOutcomeSolver;
import org.sprague.impartial.OutcomeAlgorithm;

/**
 * Every catalogue game moved onto the packed engine against the object search (kept as the
 * oracle: {@link MemoizedGrundySolver}, {@link MemoizedOutcomeSolver} over the game's own
 * {@code moves}) on every small position: the Grundy value, the moves to every smaller value
 * (the winning moves of a sum), and the misère outcome with its winning moves, in the same
 * order. The closed forms are checked against the same searches by {@link AgainstSearch}.
 */
class PackedAgainstObjectSearchTest {
    private static final Catalog CATALOG = Catalog.standard();
    private static final long MAX = 10_000_000;

    private static ImpartialCatalogGame game(String spec) {
        return (ImpartialCatalogGame) CATALOG.game(spec);
    }

    /** Normal play: values and the moves to every smaller value; returns how many positions had a winning move. */
    private static int checkNormal(ImpartialCatalogGame g, List<Position> positions) {
        GrundyAlgorithm<Position> packed = g.searchSolver(MAX);
        MemoizedGrundySolver<Position> oracle = new MemoizedGrundySolver<>(g, MAX);
        int winning = 0;
        for (Position p : positions) {
            int v = oracle.grundy(p);
            assertEquals(v, packed.grundy(p), g.id() + " " + p);
            for (int target = 0; target < v; target++) {
                assertEquals(oracle.movesToValue(p, target), packed.movesToValue(p, target),
                        "moves to " + target + " in " + g.id() + " " + p);
            }
            winning += v != 0 ? 1 : 0;
        }
        return winning;
    }

    /** Misère play: outcome and every winning move. */
    private static int checkMisere(ImpartialCatalogGame g, List<Position> positions) {
        OutcomeAlgorithm<Position> packed = g.misereSolver(MAX, SearchThreads.one());
        MemoizedOutcomeSolver<Position> oracle = new MemoizedOutcomeSolver<>(g, true, MAX, SearchThreads.one());
        int winning = 0;
        for (Position p : positions) {
            OutcomeAlgorithm.OutcomeResult<Position> want = oracle.solve(p);
            assertEquals(want, packed.solve(p), "misère " + g.id() + " " + p);
            winning += want.winningMoves().isEmpty() ? 0 : 1;
        }
        return winning;
    }

    private static void checkBoth(String spec, List<Position> positions) {
        ImpartialCatalogGame g = game(spec);
        int normal = checkNormal(g, positions);
        int misere = checkMisere(g, positions);
        assertTrue(normal > positions.size() / 4, spec + ": only " + normal + " N-positions (vacuous?)");
        assertTrue(misere > positions.size() / 4, spec + ": only " + misere + " misère N-positions");
    }

    @Test
    void nimThreeHeapsUpToSix() {
        checkBoth("nim", AgainstSearch.grid(3, 6));
    }

    @ParameterizedTest
    @ValueSource(strings = {"moore:2", "moore:3"})
    void mooreFourHeapsUpToThree(String spec) {
        checkBoth(spec, AgainstSearch.grid(4, 3));
        checkBoth(spec, AgainstSearch.grid(2, 9));
    }

    @Test
    void wythoffEveryPairUpTo14() {
        checkBoth("wythoff", AgainstSearch.grid(2, 14));
    }

    @Test
    void kikiEveryBoardUpTo12() {
        List<Position> boards = new ArrayList<>();
        for (int n = 1; n <= 12; n++) {
            for (int m = 1; m <= 12; m++) {
                boards.add(Position.of(n, m));
            }
        }
        checkBoth("kiki", boards);
    }

    @Test
    void multiplicationEveryTargetUpTo400FromSeveralProducts() {
        List<Position> ps = new ArrayList<>();
        for (int n = 1; n <= 400; n++) {
            for (int p = 1; p <= 7; p += 2) {
                ps.add(Position.of(n, p));
            }
        }
        ImpartialCatalogGame g = game("multiplication");
        assertTrue(checkNormal(g, ps) > 100);
        assertTrue(checkMisere(g, ps) > 100);
    }

    @Test
    void zeroXorEverySetOfDistinctNumbersUpTo9() {
        List<Position> ps = new ArrayList<>();
        for (int mask = 1; mask < 1 << 9; mask++) {
            if (Integer.bitCount(mask) <= 5) {
                long[] v = new long[Integer.bitCount(mask)];
                int k = 0;
                for (int i = 0; i < 9; i++) {
                    if ((mask >> i & 1) != 0) {
                        v[k++] = i + 1;
                    }
                }
                ps.add(Position.of(v));
            }
        }
        checkBoth("zero-xor", ps);
        // numbers past 64 take the object search, the sets of their options without them the
        // 64-bit set: one solver switching between the two
        long[] big = {1, 5, 64, 65, 90, 127, 200};
        List<Position> wide = new ArrayList<>();
        for (int mask = 1; mask < 1 << big.length; mask++) {
            long[] v = new long[Integer.bitCount(mask)];
            int k = 0;
            for (int i = 0; i < big.length; i++) {
                if ((mask >> i & 1) != 0) {
                    v[k++] = big[i];
                }
            }
            wide.add(Position.of(v));
        }
        checkBoth("zero-xor", wide);
    }

    @Test
    void staircaseFourStairsUpToFour() {
        checkBoth("staircase", AgainstSearch.grid(4, 4));
    }

    @ParameterizedTest
    @ValueSource(strings = {"kayles", "dawsons-kayles", "grundys-game", "lasker", "bash:3", "capped-nim:2",
            "subtraction:1,3,4", "subtraction:fib", "octal:0.137", "octal:4.07"})
    void heapGamesMisereThreeHeapsUpToSeven(String spec) {
        ImpartialCatalogGame g = game(spec);
        assertTrue(checkMisere(g, AgainstSearch.grid(3, 7)) > 50, spec);
    }

    @Property(tries = 40)
    void misereOfAnySubtractionSetMatchesTheObjectSearch(@ForAll("subtractionSets") String set,
            @ForAll @IntRange(min = 0, max = 9) int a, @ForAll @IntRange(min = 0, max = 9) int b,
            @ForAll @IntRange(min = 0, max = 9) int c) {
        checkMisere(game("subtraction:" + set), List.of(Position.of(a, b, c)));
    }

    @Property(tries = 40)
    void misereOfAnyOctalCodeMatchesTheObjectSearch(@ForAll("octalCodes") String code,
            @ForAll @IntRange(min = 0, max = 8) int a, @ForAll @IntRange(min = 0, max = 8) int b) {
        checkMisere(game("octal:" + code), List.of(Position.of(a, b)));
    }

    @Provide
    Arbitrary<String> subtractionSets() {
        return Arbitraries.integers().between(1, 7).set().ofMinSize(1).ofMaxSize(4)
                .map(s -> String.join(",", s.stream().sorted().map(String::valueOf).toList()));
    }

    @Provide
    Arbitrary<String> octalCodes() {
        return Arbitraries.integers().between(0, 7).list().ofMinSize(1).ofMaxSize(4)
                .filter(ds -> ds.stream().anyMatch(d -> d != 0))
                .map(ds -> "0." + String.join("", ds.stream().map(String::valueOf).toList()));
    }

    @Test
    void aPositionPastThePackedLayoutFallsBackToTheObjectSearchWithAReason() {
        ImpartialCatalogGame nim = game("nim");
        OutcomeAlgorithm<Position> misere = packed(nim.misereSolver(MAX, SearchThreads.one()));
        Position small = Position.of(1, 2, 3);
        assertEquals(new MemoizedOutcomeSolver<>(nim, true, MAX, SearchThreads.one()).solve(small), misere.solve(small));
        assertNull(CatalogEngines.fallbackReason(misere));
        // 16 heaps of 1 and one of 60: 6-bit fields hold 10 heaps, unary needs 17 + 60 bits
        long[] heaps = new long[17];
        java.util.Arrays.fill(heaps, 1);
        heaps[0] = 60;
        Position wide = Position.of(heaps);
        assertEquals(new MemoizedOutcomeSolver<>(nim, true, MAX, SearchThreads.one()).wins(wide), misere.wins(wide));
        assertNotNull(CatalogEngines.fallbackReason(misere));
        assertTrue(CatalogEngines.fallbackReason(misere).contains("17 heaps of 6 bits"), CatalogEngines.fallbackReason(misere));
        assertTrue(CatalogEngines.fallbackReason(misere).contains("nor in unary: 17 + 60 bits"), CatalogEngines.fallbackReason(misere));
    }

    @Test
    void nimSearchPacksEachHeapOnItsOwn() {
        // twenty heaps of 1,000 would not fit 10-bit fields as one position; as components they do
        ImpartialCatalogGame nim = game("nim");
        GrundyAlgorithm<Position> s = packed(nim.searchSolver(MAX));
        long[] heaps = new long[20];
        for (int i = 0; i < heaps.length; i++) {
            heaps[i] = 1000 - 7 * i;
        }
        long xor = 0;
        for (long h : heaps) {
            xor ^= h;
        }
        assertEquals(xor, s.grundy(Position.of(heaps)));
        assertNull(CatalogEngines.fallbackReason(s));
        assertEquals(1000, s.positionsStored(), "one memo cell per heap size below 1,000");
    }

    @Test
    void aTakeAndBreakSearchThatOutgrowsItsLayoutFallsBackToTheObjectSearch() {
        // 4.07 splits a heap without taking: one heap of 16 in 5-bit fields (12 of them) reaches
        // 16 heaps of 1, so the search leaves the layout and the object search takes over
        TakeAndBreakGame g = (TakeAndBreakGame) game("octal:4.07");
        OutcomeAlgorithm<Position> fieldsOnly = CatalogEngines.packedOutcomeSearch(g,
                new HeapPacking(bits -> new PackedRuleHeaps(g.rule(), bits, false), true, false, "heap"), true, MAX,
                org.sprague.search.engine.SearchThreads.one());
        Position p = Position.of(16);
        boolean want = new MemoizedOutcomeSolver<>(g, true, MAX, SearchThreads.one()).wins(p);
        assertEquals(want, fieldsOnly.wins(p));
        assertNotNull(CatalogEngines.fallbackReason(fieldsOnly));
        // the game's own packing picks the unary layout there (1 + 16 bits, at most 16 + 1 reached)
        OutcomeAlgorithm<Position> own = packed(g.misereSolver(MAX, SearchThreads.one()));
        assertEquals(want, own.wins(p));
        assertNull(CatalogEngines.fallbackReason(own));
    }

    @Test
    void misereKaylesOnFourHeapsStaysPackedInUnary() {
        // 9 10 11 12 reaches more than 16 heaps, past 4-bit fields; unary holds any multiset of total <= 63
        ImpartialCatalogGame g = game("kayles");
        OutcomeAlgorithm<Position> misere = packed(g.misereSolver(MAX, SearchThreads.one()));
        Position p = Position.of(5, 6, 7, 8);
        assertEquals(new MemoizedOutcomeSolver<>(g, true, MAX, SearchThreads.one()).solve(p), misere.solve(p));
        assertNull(CatalogEngines.fallbackReason(misere));
    }

    @Test
    void unaryLayoutRoundTripsEveryMultisetOfTotalUpTo12() {
        PackedRuleHeaps unary = new PackedRuleHeaps(PackedRuleHeaps.NIM, 0, false);
        int[] buf = new int[64];
        java.util.Set<Long> seen = new java.util.HashSet<>();
        for (Position m : AgainstSearch.grid(4, 3)) {
            int[] v = m.ints();
            int[] sorted = java.util.Arrays.stream(v).filter(x -> x > 0).boxed()
                    .sorted(java.util.Comparator.reverseOrder()).mapToInt(Integer::intValue).toArray();
            long packed = unary.pack(v.clone(), v.length);
            int n = unary.unpack(packed, buf);
            assertEquals(java.util.Arrays.toString(sorted), java.util.Arrays.toString(java.util.Arrays.copyOf(buf, n)));
            seen.add(packed);
        }
        assertEquals(35, seen.size(), "one code per multiset of 4 heaps <= 3"); // C(7, 4)
        int[] tooMany = new int[40];
        java.util.Arrays.fill(tooMany, 30); // 40 + 30 bits
        org.junit.jupiter.api.Assertions.assertThrows(PositionCodec.LayoutOverflow.class, () -> unary.pack(tooMany, 40));
    }

    /** {@code engine}, checked to be the catalogue's packed engine. */
    private static <E> E packed(E engine) {
        assertTrue(CatalogEngines.isPacked(engine), "the packed engine: " + engine);
        return engine;
    }
}
