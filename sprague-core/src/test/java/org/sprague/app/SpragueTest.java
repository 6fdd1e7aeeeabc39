package org.sprague.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.sprague.app.MoveReport.AnalysedMove;
import org.sprague.app.json.EngineMoveRecord;
import org.sprague.app.json.PartizanOutcomeRecord;
import org.sprague.app.json.PartizanValueRecord;
import org.sprague.game.Solution;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.game.Outcome;
import org.sprague.game.TimeLimitException;

/** The application layer: one call per question, the decisions between answers taken in core. */
class SpragueTest {
    private final Sprague sprague = Sprague.standard();

    private Solution impartial(String text) {
        SolveAnswer a = sprague.solve(SolveQuestion.of(List.of(text)));
        assertNotNull(a.solution(), text + " is impartial: a solution");
        assertTrue(a.solution() == a.json(), "the JSON is the solution");
        assertNull(a.value());
        return a.solution();
    }

    @Test
    void solveOfAnImpartialGameIsTheCatalogueSolution() {
        Solution s = impartial("nim 3 4 5");
        assertEquals(Outcome.N, s.outcome());
        assertEquals(BigInteger.TWO, s.grundy());
        assertEquals(1, s.winningMoves().size(), "only heap 3 -> 1 makes the nim-sum 0");
        assertEquals(Outcome.P, impartial("nim 1 2 3").outcome());
    }

    @Test
    void solveOfADomineeringBoardIsItsCanonicalFormOrOnlyItsOutcome() {
        SolveAnswer value = sprague.solve(SolveQuestion.of(List.of("domineering", "2x2")));
        PartizanValueRecord v = assertInstanceOf(PartizanValueRecord.class, value.json());
        assertNull(value.solution());
        assertEquals("+-1", value.value()); // {1|-1}, in Sprague's notation
        assertEquals(v.value(), value.value());
        assertEquals("N", v.outcome(), "2x2 Domineering is {1|-1}: the first player wins");
        assertTrue(value.valueReport().contains("+-1"), value.valueReport());
        SolveAnswer outcome = sprague.solve(SolveQuestion.of(List.of("domineering", "2x2"))
                .withOutcomeOnly(true));
        PartizanOutcomeRecord o = assertInstanceOf(PartizanOutcomeRecord.class, outcome.json());
        assertNull(outcome.solution());
        assertNull(outcome.value());
        assertEquals(Outcome.N, o.outcome());
    }

    @Test
    void aPartizanValueNamesTheCanonicalFormEngineAndTheOutcomeSearchItsOwn() {
        PartizanValueRecord v = assertInstanceOf(PartizanValueRecord.class,
                sprague.solve(SolveQuestion.of(List.of("domineering", "3x3"))).json());
        assertEquals("CANONICAL_FORM", v.engine());
        assertTrue(v.statistics().get("positionsStored") > 0, v.statistics().toString());
        assertNull(v.fallback());
        // the fields of every solve answer: Left's (the first player's) winning moves, complete
        assertEquals(v.leftWinningMoves(), v.winningMoves());
        assertTrue(v.winningMovesComplete());
        assertEquals("search", v.decidedBy());
        PartizanOutcomeRecord o = assertInstanceOf(PartizanOutcomeRecord.class,
                sprague.solve(SolveQuestion.of(List.of("domineering", "4x4"))
                        .withOutcomeOnly(true)).json());
        assertEquals("ALPHA_BETA_OUTCOME", o.engine());
        assertEquals(o.nodes(), o.statistics().get("nodes"));
        assertEquals(Outcome.N, o.outcome(), "4x4 Domineering: the first player wins");
    }

    @Test
    void misereOfAPartizanGameIsRefusedNamingIt() {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> sprague.solve(
                SolveQuestion.of(List.of("domineering 3x3")).withMisere(true)));
        assertTrue(e.getMessage().contains("partizan values are for normal play"), e.getMessage());
    }

    @Test
    void winningMovesCutAtMaxMovesSaySo() {
        SolveAnswer v = sprague.solve(SolveQuestion.of(List.of("domineering 1x4")).withMaxMoves(1));
        assertEquals(1, ((PartizanValueRecord) v.json()).rightWinningMoves().size());
        assertTrue(v.rightMovesCut(), "1x4: Right has three winning moves, one listed");
        assertFalse(v.leftMovesCut(), "1x4: Left has no move");
    }

    @Test
    void twoThreadsAskedAndOneUsedSaysWhy() {
        SolveAnswer a = sprague.solve(SolveQuestion.of(List.of("nim 3 4 5")).withThreads(2));
        assertNotNull(a.solution());
        assertEquals(1, a.threadsUsed());
        // nim is a closed form: no search, so no note about the search's threads
        assertNull(a.oneThreadNote());
    }

    @Test
    void aRequestsDeadlineStopsTheSolve() {
        SolveQuestion q = SolveQuestion.of(List.of("chomp 12x12")).within(Duration.ofMillis(50));
        long start = System.nanoTime();
        assertThrows(TimeLimitException.class, () -> sprague.solve(q));
        assertTrue(System.nanoTime() - start < 30_000_000_000L, "stopped near its deadline");
    }

    /** Every listed move's outcome is that of a solve of the position it leads to, in sums too. */
    @Property(tries = 40)
    void eachMovesOutcomeIsTheSolveOfWhereItLeads(@ForAll @IntRange(max = 6) int a, @ForAll @IntRange(max = 6) int b,
            @ForAll @IntRange(max = 8) int k) {
        String text = "nim " + a + " " + b + " + kayles " + k;
        MoveReport r = sprague.moves(SolveQuestion.of(List.of(text)));
        assertEquals(impartial(text).outcome(), r.solution().outcome());
        Set<String> winning = new HashSet<>();
        for (AnalysedMove m : r.moves()) {
            Solution there = impartial(m.position());
            assertEquals(there.outcome(), m.outcome(), m.move());
            assertEquals(there.grundy(), m.grundy(), m.move());
            if (m.outcome() == Outcome.P) {
                winning.add(m.position());
            }
        }
        Set<String> solved = new HashSet<>();
        r.solution().winningMoves().forEach(w -> solved.add(w.position()));
        assertEquals(solved, winning);
    }

    @Test
    void toMoveIsForAPartizanGameAlone() {
        SolveQuestion q = SolveQuestion.moves(List.of("nim 3"), "right", 100, 100, null, null);
        assertThrows(InvalidInputException.class, () -> sprague.moves(q));
    }

    @Test
    void aMoveListOverItsLimitIsRefusedBeforeSolving() {
        SolveQuestion q = SolveQuestion.moves(List.of("nim 30 30"), null, 10, 1000, null, null);
        assertThrows(LimitExceededException.class, () -> sprague.moves(q));
    }

    private EngineMoveRecord engineMove(SolveQuestion q) {
        Report r = sprague.engineMove(q);
        assertEquals(((EngineMoveRecord) r.json()).text(), r.text());
        return (EngineMoveRecord) r.json();
    }

    /** The engine plays a winning move from every N-position of small sums, and says when it has none. */
    @Property(tries = 40)
    void engineMoveWinsFromEveryNPosition(@ForAll @IntRange(max = 7) int a, @ForAll @IntRange(max = 7) int b,
            @ForAll @IntRange(max = 9) int k) {
        String text = "nim " + a + " " + b + " + kayles " + k;
        Outcome here = impartial(text).outcome();
        EngineMoveRecord e = engineMove(SolveQuestion.of(List.of(text)));
        if (e.move() == null) {
            assertEquals(Outcome.P, here, "no move only at the end");
            assertNull(e.position());
            assertFalse(e.winning());
            return;
        }
        assertNotNull(e.position());
        assertEquals(here == Outcome.N, e.winning());
        // winning is what the move reaches: P after a winning move, N after a losing one
        assertEquals(e.winning() ? Outcome.P : Outcome.N, impartial(e.position()).outcome(), e.move());
    }

    @Test
    void engineMoveOfAPartizanCatalogueGameWinsForTheSideToMove() {
        EngineMoveRecord e = engineMove(SolveQuestion.of(List.of("pebbles:1,1 3 3")));
        assertNotNull(e.move());
        assertTrue(e.winning(), "pebbles:1,1 3 3 is an N-position");
        EngineMoveRecord none = engineMove(SolveQuestion.of(List.of("pebbles:1,2 3 3")));
        assertNotNull(none.move());
        assertFalse(none.winning(), "pebbles:1,2 3 3 is a P-position: no move wins");
    }

    @Test
    void movesOfListsAtMostAHundredThousandMovesByDefault() {
        assertEquals(100_000, SolveQuestion.DEFAULT_MAX_LISTED);
        assertEquals(100_000, sprague.moves(SolveQuestion.of(List.of("nim 100000"))).moves().size());
        LimitExceededException e = assertThrows(LimitExceededException.class,
                () -> sprague.moves(SolveQuestion.of(List.of("nim 100001"))));
        assertTrue(e.getMessage().contains("more than 100000 moves"), e.getMessage());
        assertThrows(LimitExceededException.class, () -> sprague.engineMove(SolveQuestion.of(List.of("nim 100001"))));
    }
}
