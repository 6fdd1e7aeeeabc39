package org.sprague.pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Arrays;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.entry.Game;
import org.sprague.catalog.ImpartialCatalogGame;
import org.sprague.catalog.games.MultiplicationGame;

/**
 * Issue 12: the multiplication game at every {@code --to} from 100 to 20,000 gets the true
 * rule (N iff n in (18^k, 9*18^k]) or no rule, never another. The table is computed once by
 * the path {@code sprague pattern} takes ({@link SmoothProductTable}) and checked against
 * the closed form; each {@code --to} then runs the finder exactly as
 * {@link PatternAnalysis#sequence} does (learned on the first half, held out to four times
 * that, the multiplication theorem as prover).
 */
class MultiplicationPatternSweepTest {
    private static final int MAX_TO = 20_000;

    @Test
    void everyHundredthRangeGetsTheTrueRuleOrNone() {
        sweep(97);
    }

    @Tag("slow")
    @Test
    void everyRangeFrom100To20000GetsTheTrueRuleOrNone() {
        sweep(1);
    }

    private static void sweep(int step) {
        Game g = Catalog.standard().game("multiplication");
        int[] grundy = new int[2 * MAX_TO + 2];
        SmoothProductTable.fill((ImpartialCatalogGame) g, 1, grundy, org.sprague.game.Deadline.unlimited());
        boolean[] isP = new boolean[grundy.length];
        for (int i = 0; i < grundy.length; i++) {
            isP[i] = grundy[i] == 0;
            // the table by search agrees with the catalogue's proven closed form
            assertEquals(!MultiplicationGame.moverWins(BigInteger.valueOf(i + 1), BigInteger.ONE), isP[i], "n = " + (i + 1));
        }
        SequencePatternFinder.Prover prover = KnownTheorems.multiplication(g);
        int found = 0;
        for (int to = 100; to <= MAX_TO; to += step) {
            int learn = SequencePatternFinder.learnLength(to);
            boolean[] seen = Arrays.copyOf(isP, 4 * learn);
            PatternReport r = SequencePatternFinder.outcomes(seen, 1, learn, prover);
            if (r.rule() == null) {
                continue;
            }
            found++;
            Rule rule = r.rule();
            assertEquals("N iff n in (18^k, 9*18^k] for some k >= 0", rule.text(), "--to " + to);
            assertTrue(rule.proven(), "--to " + to);
        }
        assertTrue(found > 0.9 * ((MAX_TO - 100) / step), "the rule is found at most ranges from 652 on: " + found);
    }
}
