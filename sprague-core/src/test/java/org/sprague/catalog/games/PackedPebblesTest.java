package org.sprague.catalog.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogSolver;
import org.sprague.game.Position;
import org.sprague.game.Solution;
import org.sprague.catalog.SolveOptions;
import org.sprague.game.PartizanGame;
import org.sprague.game.PositionLimitException;
import org.sprague.partizan.CanonicalFormSolver;
import org.sprague.partizan.CanonicalForms;
import org.sprague.partizan.MemoizedPartizanOutcomeSolver;
import org.sprague.search.PackedGame;
import org.sprague.search.StreamedOptions;
import org.sprague.partizan.PartizanOutcomeAlgorithm.Side;

/**
 * Piles of Pebbles on packed positions against the object search, kept as the oracle (the
 * same façade over a game that does not declare packed positions), and against the ARC143 C
 * closed form: the winner with either side to move, on every small position and on random
 * ones, and the winning moves; the fallback of a position that does not pack; the count of
 * positions the canonical-form search would store.
 */
class PackedPebblesTest {
    private final Catalog catalog = Catalog.standard();

    private PebblesGame game(int x, int y) {
        return (PebblesGame) catalog.game("pebbles:" + x + "," + y);
    }

    /** The same game without the packed capability: the façade searches it on objects. */
    private static PartizanGame<Position> objectsOnly(PebblesGame g) {
        return new PartizanGame<>() {
            @Override
            public Collection<? extends Position> leftOptions(Position p) {
                return g.leftOptions(p);
            }

            @Override
            public Collection<? extends Position> rightOptions(Position p) {
                return g.rightOptions(p);
            }
        };
    }

    private static boolean closedForm(Position p, int x, int y, Side side) {
        BigInteger bx = BigInteger.valueOf(x);
        BigInteger by = BigInteger.valueOf(y);
        return side == Side.LEFT ? PebblesGame.moverWins(p, bx, by) : PebblesGame.moverWins(p, by, bx);
    }

    @Test
    void packedSearchAgreesWithTheObjectSearchAndTheClosedFormOnEverySmallPosition() {
        int checked = 0;
        int leftWins = 0;
        for (int x = 1; x <= 4; x++) {
            for (int y = 1; y <= 4; y++) {
                PebblesGame g = game(x, y);
                var packed = new MemoizedPartizanOutcomeSolver<>(g, 1_000_000);
                var objects = new MemoizedPartizanOutcomeSolver<>(objectsOnly(g), 1_000_000);
                List<Position> all = new ArrayList<>(AgainstSearch.grid(3, 6));
                all.addAll(AgainstSearch.grid(4, 3));
                for (Position p : all) {
                    for (Side side : Side.values()) {
                        boolean w = packed.firstPlayerWins(p, side);
                        assertEquals(objects.firstPlayerWins(p, side), w, g.id() + " " + p + " " + side);
                        assertEquals(closedForm(p, x, y, side), w, "closed form at " + g.id() + " " + p + " " + side);
                        checked++;
                        leftWins += side == Side.LEFT && w ? 1 : 0;
                    }
                }
                assertEquals(0, packed.fallbacks(), g.id() + ": every small position packs");
                assertTrue(packed.positionsStored() > 0 && packed.positionsStored() < objects.positionsStored(),
                        "sorted multisets without dead heaps store fewer states than ordered objects");
            }
        }
        assertTrue(checked > 15_000 && leftWins > 3_000, checked + " checked, " + leftWins + " Left wins");
    }

    @Test
    void winningMovesOfThePackedSearchAreTheClosedFormsOnEverySmallPosition() {
        for (int x = 1; x <= 4; x++) {
            for (int y = 1; y <= 4; y++) {
                AgainstSearch check = new AgainstSearch(game(x, y));
                check.checkAll(AgainstSearch.grid(3, 6));
                check.checkAll(AgainstSearch.grid(5, 3));
                check.assertCovered(1_300, 10);
            }
        }
    }

    @Property(tries = 60)
    void anyRemovalsAndHeapsAgreeWithTheObjectSearchAndTheClosedForm(@ForAll @IntRange(min = 1, max = 7) int x,
            @ForAll @IntRange(min = 1, max = 7) int y,
            @ForAll @Size(min = 1, max = 4) List<@IntRange(min = 0, max = 18) Integer> heaps) {
        PebblesGame g = game(x, y);
        Position p = Position.of(heaps.stream().mapToLong(Integer::longValue).toArray());
        var packed = new MemoizedPartizanOutcomeSolver<>(g, 1_000_000);
        var objects = new MemoizedPartizanOutcomeSolver<>(objectsOnly(g), 1_000_000);
        for (Side side : Side.values()) {
            boolean w = packed.firstPlayerWins(p, side);
            assertEquals(objects.firstPlayerWins(p, side), w, g.id() + " " + p + " " + side);
            assertEquals(closedForm(p, x, y, side), w, "closed form at " + g.id() + " " + p + " " + side);
        }
        assertEquals(0, packed.fallbacks());
    }

    @Test
    void optionsAreTheDistinctMultisetsOfTheObjectMovesEachOnce() {
        PebblesGame g = game(2, 3);
        for (Position p : AgainstSearch.grid(4, 7)) {
            int layout = g.layout(p);
            PackedGame packed = g.game(layout);
            for (Side side : Side.values()) {
                long toMove = side == Side.LEFT ? 0 : MemoizedPartizanOutcomeSolver.RIGHT_TO_MOVE;
                long state = packed.canonical(g.pack(p, layout) | toMove);
                List<Long> streamed = StreamedOptions.of(sink -> packed.options(state, sink)); // a Pebbles move is never a sum
                Set<Long> expected = new HashSet<>();
                for (Position o : side == Side.LEFT ? g.leftOptions(p) : g.rightOptions(p)) {
                    expected.add(packed.canonical(g.pack(o, layout) | toMove ^ MemoizedPartizanOutcomeSolver.RIGHT_TO_MOVE));
                }
                assertEquals(expected, new HashSet<>(streamed), p + " " + side);
                assertEquals(expected.size(), streamed.size(), "each option once: " + p + " " + side);
            }
        }
    }

    @Test
    void optionsWithoutLabelsAreTheMovesTargetsInTheSameOrder() {
        List<PebblesGame> games = List.of(game(1, 2), game(3, 1),
                (PebblesGame) catalog.game("pebbles:2,100000000000000000000"));
        List<Position> positions = new ArrayList<>(AgainstSearch.grid(3, 5));
        positions.add(new Position(List.of(new BigInteger("100000000000000000003"), BigInteger.TEN, BigInteger.TWO)));
        for (PebblesGame g : games) {
            for (Position p : positions) {
                assertEquals(g.moves(p, true).stream().map(org.sprague.game.Move::to).toList(),
                        new ArrayList<>(g.leftOptions(p)), g.id() + " " + p);
                assertEquals(g.moves(p, false).stream().map(org.sprague.game.Move::to).toList(),
                        new ArrayList<>(g.rightOptions(p)), g.id() + " " + p);
            }
        }
    }

    @Test
    void equalHeapsPastTheObjectMoveLimitStillSolveOnPackedPositions() {
        PebblesGame g = game(1, 2); // 24 heaps of 3: the object moves refuse more than 20 usable heaps
        long[] heaps = new long[24];
        java.util.Arrays.fill(heaps, 3);
        Position p = Position.of(heaps);
        var packed = new MemoizedPartizanOutcomeSolver<>(g, 1_000_000);
        for (Side side : Side.values()) {
            assertEquals(closedForm(p, 1, 2, side), packed.firstPlayerWins(p, side), side.toString());
        }
    }

    @Test
    void oneSolverWidensItsLayoutForALargerHeapAndKeepsAnswering() {
        PebblesGame g = game(2, 3);
        var packed = new MemoizedPartizanOutcomeSolver<>(g, 1_000_000);
        List<Position> asked = List.of(Position.of(3, 2), Position.of(40, 7), Position.of(5, 5, 5),
                Position.of(1000, 3), Position.of(6, 6));
        for (Position p : asked) {
            for (Side side : Side.values()) {
                assertEquals(closedForm(p, 2, 3, side), packed.firstPlayerWins(p, side), p + " " + side);
            }
        }
        assertEquals(0, packed.fallbacks());
        assertNull(packed.fallbackReason());
        long big = 1L << 40;
        Position huge = Position.of(big, 9);
        assertEquals(-1, g.layout(huge));
        org.junit.jupiter.api.Assertions.assertThrows(org.sprague.game.LimitExceededException.class,
                () -> new MemoizedPartizanOutcomeSolver<>(g, 1_000).firstPlayerWins(huge, Side.LEFT),
                "the object fallback keeps the position limit");
    }

    @Test
    void aHeapPastThirtyOneBitsFallsBackToObjectsAndSaysSo() {
        long big = 1L << 31;
        PebblesGame g = (PebblesGame) catalog.game("pebbles:" + big + "," + (big + 1));
        Position p = Position.of(big + 3, big + 1, 7);
        assertEquals(-1, g.layout(p));
        Solution s = new CatalogSolver(SolveOptions.defaults().withMethod(SolveOptions.Method.SEARCH)).solve(g, p);
        Solution c = new CatalogSolver(SolveOptions.defaults().withMethod(SolveOptions.Method.CLOSED_FORM)).solve(g, p);
        assertEquals(c.outcome(), s.outcome());
        assertEquals(AgainstSearch.targets(c), AgainstSearch.targets(s));
        assertNotNull(s.fallbackReason());
        assertEquals("a heap past 31 bits does not fit a packed field", s.fallbackReason());
        Solution small = new CatalogSolver(SolveOptions.defaults().withMethod(SolveOptions.Method.SEARCH))
                .solve(game(1, 2), Position.of(5, 6));
        assertNull(small.fallbackReason(), "a position that packs");
    }

    @Test
    void tooManyHeapsForSixtyThreeBitsDoNotPackAndSaySo() {
        PebblesGame g = game(1, 1);
        long[] heaps = new long[16];
        java.util.Arrays.fill(heaps, 9); // 16 heaps of 4 bits: 64 bits, one more than a position may use
        Position p = Position.of(heaps);
        assertEquals(-1, g.layout(p));
        assertEquals("16 heaps of 4 bits do not fit in 63 bits (the 64th holds the side to move)", g.whyNot(p));
        assertEquals(4, g.layout(Position.of(java.util.Arrays.copyOf(heaps, 15))));
        assertEquals(1, game(2, 3).layout(Position.of(1, 1, 1, 0, 1)), "heaps below min(X, Y) do not count");
    }

    @Test
    void positionCountIsWhatTheCanonicalFormSearchStores() {
        for (int x = 1; x <= 3; x++) {
            for (int y = 1; y <= 3; y++) {
                PebblesGame g = game(x, y);
                for (Position p : AgainstSearch.grid(3, 4)) {
                    CanonicalFormSolver<Position> solver = new CanonicalFormSolver<>(g,
                            new CanonicalForms(), 1_000_000);
                    solver.value(p);
                    assertEquals(solver.positionsStored(), g.countUpTo(p, 1_000_000, org.sprague.game.Deadline.unlimited()), g.id() + " " + p);
                }
            }
        }
    }

    @Test
    void positionCountPastTheLimitIsWhereTheCanonicalFormSearchStops() {
        PebblesGame g = game(1, 2);
        Position p = Position.of(4, 5, 6);
        long all = g.countUpTo(p, 1_000_000, org.sprague.game.Deadline.unlimited());
        assertTrue(all > 10, "a position with some positions: " + all);
        assertEquals(all, g.countUpTo(p, all - 1, org.sprague.game.Deadline.unlimited()), "past the limit: limit + 1");
        assertEquals(11, g.countUpTo(p, 10, org.sprague.game.Deadline.unlimited()), "past the limit: limit + 1");
        assertEquals(all, g.countUpTo(p, all, org.sprague.game.Deadline.unlimited()), "exactly at the limit: the count");
        org.junit.jupiter.api.Assertions.assertThrows(PositionLimitException.class,
                () -> new CanonicalFormSolver<>(g, new CanonicalForms(), all - 1).value(p));
    }
}
