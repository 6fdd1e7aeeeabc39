package org.sprague.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.sprague.app.json.HintRecord;
import org.sprague.app.json.HintRecord.Row;
import org.sprague.game.InvalidInputException;
import org.sprague.game.Outcome;

/** Issue 22: the hint of {@code sprague play} and of the web, said once ({@link Sprague#hint}). */
class HintTest {
    private final Sprague sprague = Sprague.standard();

    private HintRecord hint(String words) {
        return hint(SolveQuestion.of(List.of(words)));
    }

    private HintRecord hint(SolveQuestion q) {
        Report r = sprague.hint(q);
        HintRecord h = assertInstanceOf(HintRecord.class, r.json());
        assertEquals(h.text(), r.text(), "the text is the record's");
        return h;
    }

    private static List<Row> rows(Object... labelsAndValues) {
        List<Row> rows = new java.util.ArrayList<>();
        for (int i = 0; i < labelsAndValues.length; i += 2) {
            rows.add(new Row((String) labelsAndValues[i], BigInteger.valueOf((Integer) labelsAndValues[i + 1])));
        }
        return rows;
    }

    @Test
    void nimIsHintedByTheHeapWithTheNimSumsHighestBit() {
        HintRecord h = hint("nim 3 4 5");
        assertEquals("heap 1: 3 -> 1", h.move());
        assertEquals("1 4 5", h.position());
        assertEquals("nim-sum 3 XOR 4 XOR 5 = 2; heap 1: 3 XOR 2 = 1 < 3, so move heap 1 to 1", h.reason());
        assertEquals(rows("G(3)", 3, "G(4)", 4, "G(5)", 5), h.rows());
        assertEquals(BigInteger.TWO, h.nimSum());
        assertEquals("hint: heap 1: 3 -> 1  => 1 4 5\nwhy:  nim-sum 3 XOR 4 XOR 5 = 2; heap 1: 3 XOR 2 = 1 < 3,"
                + " so move heap 1 to 1", h.text());
    }

    @Test
    void aHeapGameIsHintedByItsHeapsGrundyValues() {
        HintRecord h = hint("kayles 3 5 7");
        assertEquals("heap 2: 5 -> 4", h.move());
        assertEquals("3 4 7", h.position());
        assertEquals("Grundy values G(3) = 3, G(5) = 4, G(7) = 2; nim-sum 3 XOR 4 XOR 2 = 5; heap 2 (value 4):"
                + " 4 XOR 5 = 1 < 4, so move it to a position of value 1: heap 2: 5 -> 4 (the nim-sum becomes 0,"
                + " a P-position)", h.reason());
        assertEquals(rows("G(3)", 3, "G(5)", 4, "G(7)", 2), h.rows());
        assertEquals(BigInteger.valueOf(5), h.nimSum());
    }

    @Test
    void aCatalogueSumIsHintedByItsComponentsValues() {
        HintRecord h = hint("nim 3 + kayles 4");
        assertEquals("component 1 (nim): heap 1: 3 -> 1", h.move());
        assertEquals("nim 1 + kayles 4", h.position());
        assertEquals(rows("G(nim 3)", 3, "G(kayles 4)", 1), h.rows());
        assertEquals(BigInteger.TWO, h.nimSum());
        assertTrue(h.reason().startsWith("Grundy values G(nim 3) = 3, G(kayles 4) = 1; nim-sum 3 XOR 1 = 2; "),
                h.reason());
    }

    @Test
    void aPPositionHasNoWinningMoveAndSaysWhy() {
        HintRecord h = hint("nim 1 2 3");
        assertNull(h.move());
        assertNull(h.position());
        assertEquals(BigInteger.ZERO, h.nimSum());
        assertEquals(3, h.rows().size());
        assertTrue(h.reason().startsWith("nim-sum 1 XOR 2 XOR 3 = 0: 1 2 3 is a P-position"), h.reason());
        assertTrue(h.text().startsWith("no winning move: nim-sum 1 XOR 2 XOR 3 = 0"), h.text());
    }

    @Test
    void aPositionWithTooManyMovesToListIsHintedFromTheSolversWinningMoves() {
        String big = "1" + "0".repeat(38);
        BigInteger x = new BigInteger(big).xor(BigInteger.valueOf(5));
        HintRecord h = hint("nim " + big + " 5");
        assertEquals("5 5", h.position());
        assertEquals(x, h.nimSum());
        assertTrue(h.reason().contains(big + " XOR " + x + " = 5 < " + big + ", so move heap 1 to 5"), h.reason());
    }

    @Test
    void oneGameMisereAndPartizanHintsNameThePPositionReached() {
        HintRecord one = hint("kayles 7");
        assertEquals("3 3", one.position());
        assertTrue(one.reason().startsWith("3 3 is a P-position: the player to move there loses (closed form: "),
                one.reason());
        assertEquals(List.of(), one.rows());
        assertNull(one.nimSum());
        HintRecord misere = hint(SolveQuestion.of(List.of("nim 3 4 5")).withMisere(true));
        assertEquals("1 4 5", misere.position());
        assertTrue(misere.reason().contains("(misère play)"), misere.reason());
        assertEquals(List.of(), misere.rows());
        HintRecord left = hint("pebbles:1,2 3 4");
        assertEquals("heap 2: 4 -> 3", left.move());
        assertEquals("3 3 is a P-position: Right, to move there, loses", left.reason());
        HintRecord right = hint(SolveQuestion.moves(List.of("pebbles:1,2 2 3"), "right",
                100, 100, null, null));
        assertEquals("heap 1: 2 -> 0", right.move(), "Right, to move from 2 3, wins");
        assertEquals("0 3 is a P-position: Left, to move there, loses", right.reason());
    }

    @Test
    void aGameValuedByCanonicalFormIsHintedByTheValueAfterTheMove() {
        HintRecord h = hint("domineering 3x3");
        assertEquals("vertical (1,2)-(2,2)", h.move());
        assertEquals(".#.|.#.|...", h.position());
        assertEquals("the position after it is worth 1 >= 0, so Right, to move there, loses", h.reason());
        assertEquals(List.of(), h.rows());
        HintRecord lost = hint(SolveQuestion.moves(List.of("hackenbush lr + clobber xo"),
                "right", 100, 100, null, null));
        assertNull(lost.move());
        assertTrue(lost.reason().startsWith("hackenbush lr + clobber xo is worth 1/2* (outcome L), so Right, to move,"
                + " loses against best play"), lost.reason());
        assertThrows(InvalidInputException.class, () -> sprague.hint(SolveQuestion.of(List.of("domineering 3x3"))
                .withMisere(true)));
    }

    @Test
    void whatPlayRefusesTheHintRefuses() {
        assertThrows(InvalidInputException.class, () -> sprague.hint(SolveQuestion.of(List.of("pebbles:1,2 3 4 + nim 2"))));
    }

    /** In small sums the hint wins exactly from the N-positions, and its nim-sum is the solver's Grundy value. */
    @Property(tries = 40)
    void theHintsMoveWinsAndItsNimSumIsTheSolversValue(@ForAll @IntRange(min = 1, max = 7) int a,
            @ForAll @IntRange(max = 7) int b, @ForAll @IntRange(min = 1, max = 9) int k) {
        String text = "nim " + a + " " + b + " + kayles " + k;
        var here = sprague.solve(SolveQuestion.of(List.of(text))).solution();
        HintRecord h = hint(text);
        assertEquals(here.grundy(), h.nimSum(), text);
        assertEquals(here.outcome() == Outcome.N, h.move() != null, text);
        if (h.move() != null) {
            assertEquals(Outcome.P, sprague.solve(SolveQuestion.of(List.of(h.position()))).solution().outcome(), h.move());
        }
    }
}
