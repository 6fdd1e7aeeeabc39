package org.sprague.pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.impartial.Mex;
import org.sprague.pattern.SequencePatternFinder.PeriodProof;

class SequencePatternFinderTest {

    /** Grundy values of a subtraction game by mex, G(0..n-1). */
    static int[] subtraction(int n, int... set) {
        int[] g = new int[n];
        for (int i = 0; i < n; i++) {
            Mex.Set seen = new Mex.Set();
            for (int s : set) {
                if (s <= i) {
                    seen.add(g[i - s]);
                }
            }
            g[i] = seen.mex();
        }
        return g;
    }

    static boolean[] zeros(int[] g) {
        boolean[] p = new boolean[g.length];
        for (int i = 0; i < g.length; i++) {
            p[i] = g[i] == 0;
        }
        return p;
    }

    @Test
    void powersOfTwoSubtractionLosesExactlyAtMultiplesOfThree() {
        int n = 300;
        int[] g = new int[n];
        for (int i = 0; i < n; i++) {
            Mex.Set seen = new Mex.Set();
            for (int s = 1; s <= i; s <<= 1) {
                seen.add(g[i - s]);
            }
            g[i] = seen.mex();
        }
        PatternReport r = SequencePatternFinder.outcomes(zeros(g), 0, PeriodProof.NONE);
        assertEquals("P iff n mod 3 = 0", r.found().orElseThrow().text());
        // the simpler moduli 1 and 2 are rejected with their counterexamples
        assertEquals(2, r.rejected().size());
        assertTrue(r.rejected().get(1).counterexample().contains("n = 2"), r.rejected().toString());
    }

    @Test
    void bashGameResidueRuleCanBeProvenByTheWindowArgument() {
        int[] g = subtraction(100, 1, 2, 3);
        // a finite subtraction game is determined by its last max(S) values: a window that repeats proves the period
        PeriodProof window = (e, p, to) -> to >= e + p + 3 - 1;
        PatternReport r = SequencePatternFinder.outcomes(zeros(g), 0, window);
        assertEquals("P iff n mod 4 = 0", r.found().orElseThrow().text());
        assertTrue(r.rule().proven());
        PatternReport gr = SequencePatternFinder.grundy(g, 0, window);
        assertEquals("periodic", gr.found().orElseThrow().kind());
        assertEquals(4, gr.rule().details().get("period"));
    }

    @Test
    void kaylesGrundyValuesHavePreperiod71AndPeriod12() {
        int n = 600;
        int[] g = new int[n];
        for (int i = 0; i < n; i++) {
            Mex.Set seen = new Mex.Set();
            for (int take = 1; take <= 2 && take <= i; take++) {
                int rest = i - take;
                for (int a = 0; a <= rest / 2; a++) {
                    seen.add(g[a] ^ g[rest - a]);
                }
            }
            g[i] = seen.mex();
        }
        Rule rule = SequencePatternFinder.grundy(g, 0, PeriodProof.NONE).found().orElseThrow();
        assertEquals(71L, rule.details().get("preperiod"));
        assertEquals(12, rule.details().get("period"));
        assertFalse(rule.proven());
    }

    @Test
    void laskersNimIsFoundArithmeticPeriodic() {
        int n = 200;
        int[] g = new int[n];
        for (int i = 0; i < n; i++) {
            Mex.Set seen = new Mex.Set();
            for (int to = 0; to < i; to++) {
                seen.add(g[to]);
            }
            for (int a = 1; a <= i / 2; a++) {
                seen.add(g[a] ^ g[i - a]);
            }
            g[i] = seen.mex();
        }
        Rule rule = SequencePatternFinder.grundy(g, 0, PeriodProof.NONE).found().orElseThrow();
        assertEquals("arithmetic-periodic", rule.kind());
        assertEquals("G(n + 4) = G(n) + 4 for n >= 1", rule.text());
    }

    /** Multiplication game: with m = ceil(n / p), the mover wins iff some k in 2..9 leaves a loss. */
    static boolean[] multiplicationP(int maxN) {
        boolean[] win = new boolean[maxN + 1];
        for (int m = 2; m <= maxN; m++) {
            for (int k = 2; k <= 9 && !win[m]; k++) {
                int next = (m + k - 1) / k;
                win[m] = !win[next];
            }
        }
        boolean[] p = new boolean[maxN];
        for (int n = 1; n <= maxN; n++) {
            p[n - 1] = !win[n];
        }
        return p;
    }

    @Test
    void multiplicationGameIsGeometricIntervalsOfRatio18() {
        PatternReport r = SequencePatternFinder.outcomes(multiplicationP(120_000), 1, PeriodProof.NONE);
        Rule rule = r.found().orElseThrow();
        assertEquals("geometric-intervals", rule.kind());
        assertEquals(18L, rule.details().get("ratio"));
        assertEquals("N", rule.details().get("outcome"));
        assertEquals(1L, rule.details().get("a"));
        assertEquals(9L, rule.details().get("b"));
        assertTrue(rule.text().startsWith("N iff n in (18^k, 9*18^k]"), rule.text());
    }

    @Test
    void randomValuesGiveNoRule() {
        Random rnd = new Random(7);
        int[] g = new int[500];
        for (int i = 0; i < g.length; i++) {
            g[i] = rnd.nextInt(50);
        }
        PatternReport r = SequencePatternFinder.grundy(g, 0, PeriodProof.NONE);
        assertTrue(r.found().isEmpty());
        assertTrue(r.summary().contains("no rule found up to n = 0..499"), r.summary());
    }

    /**
     * Zero false rules: on many random games, every rule found on a table of N values is
     * the rule found on 4N values (a rule the larger table broke would differ).
     */
    @Test
    void rulesLearnedOnASmallTableSurviveATableFourTimesLarger() {
        Random rnd = new Random(2026);
        int claims = 0;
        for (int trial = 0; trial < 400; trial++) {
            int[] small;
            int[] large;
            if (trial % 2 == 0) {
                int size = 1 + rnd.nextInt(4);
                int[] set = rnd.ints(size, 1, 16).distinct().toArray();
                large = subtraction(1200, set);
            } else {
                large = hashGame(1200, rnd.nextLong());
            }
            small = java.util.Arrays.copyOf(large, 300);
            for (boolean outcome : new boolean[] {false, true}) {
                PatternReport a = outcome ? SequencePatternFinder.outcomes(zeros(small), 0, PeriodProof.NONE)
                        : SequencePatternFinder.grundy(small, 0, PeriodProof.NONE);
                if (a.found().isEmpty()) {
                    continue;
                }
                claims++;
                PatternReport b = outcome ? SequencePatternFinder.outcomes(zeros(large), 0, PeriodProof.NONE)
                        : SequencePatternFinder.grundy(large, 0, PeriodProof.NONE);
                assertEquals(a.found().get().text(), b.found().map(Rule::text).orElse("none"),
                        "trial " + trial + " outcome=" + outcome);
            }
        }
        assertTrue(claims > 100, "the finder should find the many true rules too: " + claims);
    }

    /** A game whose moves from n depend on a hash of n: no reason to be periodic. */
    static int[] hashGame(int n, long seed) {
        int[] g = new int[n];
        for (int i = 0; i < n; i++) {
            long h = (i * 0x9E3779B97F4A7C15L) ^ seed;
            h ^= h >>> 29;
            h *= 0xBF58476D1CE4E5B9L;
            Mex.Set seen = new Mex.Set();
            for (int s = 1; s <= 10 && s <= i; s++) {
                if (((h >>> s) & 1) == 1) {
                    seen.add(g[i - s]);
                }
            }
            g[i] = seen.mex();
        }
        return g;
    }

    @Test
    void tooFewValuesGiveNoRule() {
        PatternReport r = SequencePatternFinder.grundy(new int[] {0, 1, 0, 1}, 0, PeriodProof.NONE);
        assertTrue(r.found().isEmpty());
        assertEquals(List.of("too few values: at least 12 are needed"), r.tried());
    }
}
