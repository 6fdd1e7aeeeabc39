package org.sprague.catalog.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.CatalogSolver;
import org.sprague.catalog.Catalog;
import org.sprague.game.Move;
import org.sprague.game.Position;
import org.sprague.game.Solution;
import org.sprague.catalog.SolveOptions;
import org.sprague.game.Outcome;

class WythoffGameTest {
    private final WythoffGame game = (WythoffGame) Catalog.standard().game("wythoff");

    @Test
    void wythoffPositionsAreTheGoldenRatioPairs() {
        long[][] first = {{0, 0}, {1, 2}, {3, 5}, {4, 7}, {6, 10}, {8, 13}, {9, 15}, {11, 18}};
        for (int k = 0; k < first.length; k++) {
            assertEquals(Position.of(first[k]), pPair(BigInteger.valueOf(k)));
        }
    }

    @Test
    void closedFormAgreesWithSearchOnAllSmallPositions() {
        AgainstSearch check = new AgainstSearch(game);
        check.checkAll(AgainstSearch.grid(2, 30));
        check.assertCovered(961, 900);
    }

    @Test
    void everyNumberLiesInExactlyOnePPairAndPartnerFindsIt() {
        Map<BigInteger, BigInteger> partner = new HashMap<>();
        for (int k = 0; k <= 12_000; k++) {
            Position pair = pPair(BigInteger.valueOf(k));
            if (k > 0) {
                assertEquals(null, partner.put(pair.get(0), pair.get(1)));
                assertEquals(null, partner.put(pair.get(1), pair.get(0)));
            }
        }
        partner.put(BigInteger.ZERO, BigInteger.ZERO);
        for (int x = 0; x <= 19_000; x++) {
            BigInteger bx = BigInteger.valueOf(x);
            assertEquals(partner.get(bx), WythoffGame.partner(bx), "partner of " + x);
        }
    }

    @Test
    void winningMovesAreAllTheMovesToPPairsForMediumHeaps() {
        Random random = new Random(7);
        for (int t = 0; t < 40; t++) {
            Position p = Position.of(random.nextInt(3000), random.nextInt(3000));
            Set<Position> expected = new HashSet<>();
            for (Move m : game.moves(p)) {
                if (WythoffGame.isP(m.to().get(0), m.to().get(1))) {
                    expected.add(m.to());
                }
            }
            List<Move> moves = game.closedForm().orElseThrow().winningMoves(p, 100);
            Set<Position> got = new HashSet<>();
            moves.forEach(m -> got.add(m.to()));
            assertEquals(expected, got, "winning moves of " + p);
            assertEquals(moves.size(), got.size());
        }
    }

    @Test
    void fortyDigitHeapsAreExact() {
        BigInteger k = new BigInteger("1234567890123456789012345678901234567").multiply(BigInteger.valueOf(1001));
        Position pair = pPair(k);
        BigInteger a = pair.get(0);
        assertTrue(a.toString().length() >= 40, a.toString());
        // a = floor(k phi)  <=>  (2a - k)^2 <= 5 k^2 < (2a - k + 2)^2
        BigInteger five = k.multiply(k).multiply(BigInteger.valueOf(5));
        BigInteger low = a.shiftLeft(1).subtract(k);
        assertTrue(low.multiply(low).compareTo(five) <= 0);
        assertTrue(low.add(BigInteger.TWO).pow(2).compareTo(five) > 0);

        CatalogSolver solver = new CatalogSolver(SolveOptions.defaults());
        Solution onPair = solver.solve(game, new Position(List.of(pair.get(1), pair.get(0))));
        assertEquals(Outcome.P, onPair.outcome());
        assertEquals("closed-form", onPair.decidedBy());

        for (Position p : List.of(pair.with(1, pair.get(1).add(BigInteger.TEN)),
                pair.with(0, pair.get(0).add(BigInteger.ONE)),
                new Position(List.of(a.add(BigInteger.valueOf(5)), a.add(k).add(BigInteger.valueOf(5)))))) {
            Solution s = solver.solve(game, p);
            assertEquals(Outcome.N, s.outcome(), p.toString());
            assertFalse(s.winningMoves().isEmpty());
            for (Solution.SolvedMove m : s.winningMoves()) {
                Position to = game.parse(Catalog.tokens(m.position()));
                assertTrue(WythoffGame.isP(to.get(0), to.get(1)), m.toString());
            }
        }
        // lowering both heaps of (a_k + 5, b_k + 5) by 5 is the diagonal winning move
        Solution diagonal = solver.solve(game, new Position(List.of(a.add(BigInteger.valueOf(5)),
                a.add(k).add(BigInteger.valueOf(5)))));
        assertTrue(AgainstSearch.targets(diagonal).contains(pair.toString()), diagonal.toString());
    }

    @Test
    void orderOfTheHeapsDoesNotMatter() {
        assertEquals(Outcome.P, game.closedForm().orElseThrow().outcome(Position.of(5, 3)));
        assertEquals(Position.of(3, 5), game.canonical(Position.of(5, 3)));
    }

    /** The P-pair {@code (a_k, a_k + k)}. */
    private static Position pPair(BigInteger k) {
        BigInteger a = WythoffGame.lower(k);
        return new Position(java.util.List.of(a, a.add(k)));
    }
}
