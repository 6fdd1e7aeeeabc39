package org.sprague.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.sprague.game.Deadline;
import org.sprague.game.InvalidInputException;
import org.sprague.heap.HeapRules;
import org.sprague.heap.ProvenPeriod;

/**
 * The period and G(n) past the computed values, read from {@link SequenceAnswer} (the front
 * door's heap sequence, which library users call instead of the heap engines), against
 * {@link ProvenPeriod} and a closed form.
 */
class SequenceAnswerPeriodTest {

    @Test
    void kaylesPeriodAndGrundyPastTheValuesAgreeWithProvenPeriod() {
        SequenceAnswer kayles = Sprague.sequence(SequenceQuestion.of("kayles", 1000));
        ProvenPeriod oracle = ProvenPeriod.find(HeapRules.resolve("kayles"), 1 << 16, Deadline.unlimited()).orElseThrow();
        assertTrue(kayles.proven());
        assertEquals("Guy-Smith", kayles.theorem());
        assertEquals(oracle.period(), kayles.period());
        assertEquals(oracle.preperiod(), kayles.preperiod());
        for (BigInteger n : new BigInteger[] {BigInteger.ZERO, BigInteger.valueOf(1000), BigInteger.valueOf(1001),
                BigInteger.valueOf(123_456_789), BigInteger.TEN.pow(100), BigInteger.TEN.pow(100).add(BigInteger.ONE)}) {
            assertEquals(BigInteger.valueOf(oracle.grundy(n)), kayles.grundy(n), "G(" + n + ")");
        }
    }

    @Test
    void subtractionGameGrundyFollowsItsClosedFormAtAnySize() {
        // subtraction {1,3,4}: G(n) = (0,1,0,1,2,3,2)[n mod 7]
        int[] period = {0, 1, 0, 1, 2, 3, 2};
        SequenceAnswer a = Sprague.sequence(SequenceQuestion.of("subtraction:1,3,4", 40));
        assertEquals(7, a.period());
        assertEquals(0, a.preperiod());
        for (long n : new long[] {0, 6, 40, 41, 99_999_999_999L, Long.MAX_VALUE}) {
            assertEquals(BigInteger.valueOf(period[(int) (n % 7)]), a.grundy(BigInteger.valueOf(n)), "G(" + n + ")");
        }
    }

    @Test
    void pastTheValuesWithoutAProvenPeriodIsRefused() {
        // Grundy's game: no theorem applies (unequal splits), so nothing past the values is claimed
        SequenceAnswer g = Sprague.sequence(SequenceQuestion.of("grundys-game", 100));
        assertFalse(g.proven());
        assertEquals(BigInteger.valueOf(g.value(100)), g.grundy(BigInteger.valueOf(100)));
        assertThrows(InvalidInputException.class, () -> g.grundy(BigInteger.valueOf(101)));
        assertThrows(InvalidInputException.class, () -> g.grundy(BigInteger.valueOf(-1)));
    }

    /** What sprague grundy --plot draws, read from the answer (the CLI no longer reads the heap engines' types). */
    @Test
    void theAnswerNamesTheGameItsLargestValueAndItsPeriodInWords() {
        SequenceAnswer kayles = Sprague.sequence(SequenceQuestion.of("kayles", 1000));
        assertEquals("kayles (0.77)", kayles.name());
        assertEquals("0.77", Sprague.sequence(SequenceQuestion.of("0.77", 10)).name(), "a code alone keeps its name");
        int max = 0;
        for (int n = 0; n < kayles.count(); n++) {
            max = Math.max(max, kayles.value(n));
        }
        assertEquals(max, kayles.maxValue());
        assertEquals("period 12 (proven)", kayles.periodNote());
        SequenceAnswer g = Sprague.sequence(SequenceQuestion.of("grundys-game", 30));
        assertEquals(null, g.periodNote(), "no period seen in G(0..30) of Grundy's game");
        assertEquals(-1, g.preperiod());
    }
}
