package org.sprague.catalog.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogSolver;
import org.sprague.catalog.entry.Game;
import org.sprague.game.Position;
import org.sprague.game.Solution;
import org.sprague.catalog.SolveOptions;
import org.sprague.game.InvalidInputException;
import org.sprague.game.Outcome;

class ZeroXorGameTest {
    private final Game game = Catalog.standard().game("zero-xor");

    @Test
    void arc131SamplesLoseWinWin() {
        AgainstSearch check = new AgainstSearch(game);
        assertEquals(Outcome.P, check.check(Position.of(9, 14, 11, 3, 5, 8)).outcome());
        assertEquals(Outcome.N, check.check(Position.of(131)).outcome());
        Solution s = check.check(Position.of(12, 23, 34, 45, 56, 78, 89, 98));
        assertEquals(Outcome.N, s.outcome());
        assertEquals(List.of(new Solution.SolvedMove("delete 89: leaves 12 23 34 45 56 78 98, XOR 0, and wins", "")),
                s.winningMoves());
    }

    @Test
    void startingListWithXorZeroIsPlayedOnAsInTheContest() {
        AgainstSearch check = new AgainstSearch(game);
        Solution odd = check.check(Position.of(1, 2, 3));
        assertEquals(Outcome.N, odd.outcome());
        assertEquals(3, odd.winningMoves().size());
        assertEquals(Outcome.P, check.check(Position.of(1, 2, 4, 7)).outcome());
    }

    @Test
    void ruleAgreesWithSearchOnEverySetOfNumbersUpTo9() {
        AgainstSearch check = new AgainstSearch(game);
        for (int mask = 0; mask < 1 << 9; mask++) {
            List<Long> numbers = new ArrayList<>();
            for (int i = 0; i < 9; i++) {
                if ((mask >> i & 1) != 0) {
                    numbers.add((long) i + 1);
                }
            }
            check.check(Position.of(numbers.stream().mapToLong(Long::longValue).toArray()));
        }
        check.assertCovered(512, 250);
    }

    @Test
    void ruleAgreesWithSearchOnSomeLargerNumbersInAnyOrder() {
        AgainstSearch check = new AgainstSearch(game);
        check.check(Position.of(30, 7, 19, 12, 25, 6));
        check.check(Position.of(30, 7, 19, 12, 25, 6, 3));
        check.check(Position.of(5, 9, 12, 100, 105, 44, 33, 21));
    }

    @Test
    void duplicatesAreRejectedNamingTheNumber() {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> game.parse(List.of("3", "5", "3")));
        assertEquals("zero-xor: number 3 '3' repeats an earlier number; the numbers must be distinct", e.getMessage());
        assertThrows(InvalidInputException.class, () -> game.parse(List.of("0", "5")));
    }

    @Test
    void hugeNumbersAreExact() {
        BigInteger a = BigInteger.TEN.pow(40);
        BigInteger b = a.add(BigInteger.valueOf(12345));
        Position p = new Position(List.of(a, b, a.xor(b), BigInteger.ONE));
        Solution s = new CatalogSolver(SolveOptions.defaults()).solve(game, p);
        assertEquals(Outcome.N, s.outcome());
        assertEquals(1, s.winningMoves().size());
        assertTrue(s.winningMoves().get(0).move().startsWith("delete 1:"), s.toString());
    }
}
