package org.sprague.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.sprague.strong.Value;

/**
 * What the examples of docs/library.md print is true, by the literature or by a brute force
 * written here independently of the engine ({@link LibraryPageExamplesTest} checks that the page
 * shows exactly what they print).
 */
class LibraryExampleFactsTest {

    private static List<String> lines(String example) throws ReflectiveOperationException {
        return List.of(LibraryPageExamplesTest.run(example).split("\n"));
    }

    @Test
    void streamedChompExampleWinsTheSquareByTheLMoveAndMatchesABruteForceMex() throws Exception {
        // Square Chomp: the first player wins by eating the square (1, 1), leaving an L whose
        // two arms the first player then mirrors (Gale, 1974); the Grundy value by a plain mex
        // recursion over the same rules, options listed one by one.
        assertEquals(List.of("6x6: outcome N, grundy " + bruteChomp(java.util.List.of(6, 6, 6, 6, 6, 6), new java.util.HashMap<>()),
                "winning moves: [6 1 1 1 1 1]"), lines("StreamedOptionsExample"));
    }

    private static int bruteChomp(List<Integer> h, java.util.Map<List<Integer>, Integer> memo) {
        Integer known = memo.get(h);
        if (known != null) {
            return known;
        }
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        for (int i = 0; i < h.size(); i++) {
            for (int j = i == 0 ? 1 : 0; j < h.get(i); j++) {
                List<Integer> next = new java.util.ArrayList<>();
                for (int k = 0; k < h.size(); k++) {
                    next.add(k < i ? h.get(k) : Math.min(h.get(k), j));
                }
                seen.add(bruteChomp(next, memo));
            }
        }
        int g = 0;
        while (seen.contains(g)) {
            g++;
        }
        memo.put(h, g);
        return g;
    }

    @Test
    void subtractionExampleGivesTheNimSumOfThePeriodicValuesAndEveryMoveToZero() throws Exception {
        // Take 1, 3 or 4 has Grundy values 0 1 0 1 2 3 2 with period 7: G(5)=3, G(9)=0, G(13)=2,
        // nim-sum 1; the options of nim-sum 0 are 4 9 13 (G 2), 5 8 13 (G(8)=1), 5 9 12 (G(12)=3).
        assertEquals(List.of("outcome: N", "grundy: 1", "winning moves: [Heaps[sizes=[4, 9, 13]],"
                + " Heaps[sizes=[5, 8, 13]], Heaps[sizes=[5, 9, 12]]]"), lines("SubtractionExample"));
    }

    @Test
    void misereExampleFollowsBoutonsRuleForMisereNim() throws Exception {
        // Heaps of at most 1: the player to move loses iff the count of 1s is odd; otherwise iff
        // the nim-sum is 0 (Bouton 1902; Winning Ways ch. 13). 3 4 5 has nim-sum 2: only 3 -> 1.
        List<String> out = lines("MisereExample");
        assertTrue(out.get(0).startsWith("[1, 1, 1]: P, winning moves []"), out.get(0));
        assertTrue(out.get(1).startsWith("[1, 1]: N, "), out.get(1));
        assertEquals("[3, 4, 5]: N, winning moves [Heaps[sizes=[1, 4, 5]]]", out.get(2));
    }

    @Test
    void partizanExampleGivesTheHackenbushStringValuesOfBerlekampsRule() throws Exception {
        // A string's value: its integer part from the leading run, then halves (Winning Ways ch. 2):
        // LR = 1/2, RLL = -1 + 1/2 + 1/4 = -1/4, GG = *2 (green: a nim heap), LR + RL = 0,
        // LG = {0, 1 | 1} = 1*, so LG + RLL + GG = 3/4 + * + *2 = 3/4*3. Outcome: the sign.
        assertEquals(List.of("[LR]: outcome L, value 1/2", "[RLL]: outcome R, value -1/4",
                "[GG]: outcome N, value *2", "[LR, RL]: outcome P, value 0",
                "[LG, RLL, GG]: outcome L, value 3/4*3"), lines("PartizanExample"));
    }

    /** Kayles by the definition: G(n) = mex of G(a) xor G(b) over a + b = n - 1 or n - 2. */
    private static int[] kayles(int count) {
        int[] g = new int[count];
        for (int n = 1; n < count; n++) {
            boolean[] seen = new boolean[128];
            for (int take = 1; take <= 2 && take <= n; take++) {
                for (int a = 0; a <= n - take; a++) {
                    seen[g[a] ^ g[n - take - a]] = true;
                }
            }
            while (seen[g[n]]) {
                g[n]++;
            }
        }
        return g;
    }

    @Test
    void heapGameExampleGivesKaylesValuesAndItsKnownPeriod() throws Exception {
        // Kayles: period 12 from n = 71, the last exception G(70) = 6 (Guy and Smith 1956;
        // Winning Ways ch. 4). G(10^100) is G of the heap of the same residue mod 12 past 71.
        int[] g = kayles(200);
        List<String> out = lines("HeapGameExample");
        assertEquals("G(0..23) = " + java.util.Arrays.toString(java.util.Arrays.copyOf(g, 24)), out.get(0));
        assertEquals("period 12 from heap 71, proven by Guy-Smith", out.get(1));
        int r = BigInteger.TEN.pow(100).subtract(BigInteger.valueOf(71)).mod(BigInteger.valueOf(12)).intValue();
        assertEquals("G(10^100) = " + g[71 + r], out.get(2));
    }

    @Test
    void loopyExampleGivesTheOutcomesOfAFixpointComputedHere() throws Exception {
        // Win/loss by the textbook fixpoint (a position wins if a move reaches a loss, loses if
        // every move reaches a win; what is never decided is a draw), with remoteness by hand:
        // 1 and 4 win in 1 (to 0), 5 loses in 2 (to 4 or 1), 6 and 9 win in 3 (to 5).
        int n = 11;
        char[] res = new char[n];
        for (boolean changed = true; changed;) {
            changed = false;
            for (int p = 0; p < n - 1; p++) {
                if (res[p] != 0) {
                    continue;
                }
                List<Integer> options = new ArrayList<>();
                for (int take : new int[] {1, 4}) {
                    if (take <= p) {
                        options.add(p - take);
                    }
                }
                if (p >= 1 && p <= 3) {
                    options.add(p + 1);
                }
                if (options.stream().anyMatch(o -> res[o] == 'P')) {
                    res[p] = 'N';
                    changed = true;
                } else if (options.stream().allMatch(o -> res[o] == 'N')) {
                    res[p] = 'P';
                    changed = true;
                }
            }
        }
        List<String> out = lines("LoopyExample");
        for (int p = 0; p <= 9; p++) {
            assertTrue(out.get(p).startsWith(p + ": " + (res[p] == 0 ? 'D' : res[p]) + ", "), out.get(p));
        }
        assertTrue(out.get(1).contains("remoteness 1,") && out.get(4).contains("remoteness 1,")
                && out.get(5).contains("remoteness 2,") && out.get(6).contains("remoteness 3,")
                && out.get(9).contains("remoteness 3,"), String.join("\n", out));
    }

    /** (value, remoteness) by plain minimax over the example's game: win > tie > lose, the winner hurries. */
    private static long[] minimax(StrongExample.Strip game, long p, Map<Long, long[]> memo) {
        long[] known = memo.get(p);
        if (known != null) {
            return known;
        }
        Value v = game.primitive(p);
        long[] best;
        if (v != null) {
            best = new long[] {v.ordinal(), 0};
        } else {
            long[] children = new long[game.maxMoves()];
            int m = game.moves(p, children);
            best = null;
            for (int i = 0; i < m; i++) {
                long[] c = minimax(game, children[i], memo);
                Value mine = Value.values()[(int) c[0]].forMover();
                long[] cand = {mine.ordinal(), c[1] + 1};
                if (best == null || better(cand, best)) {
                    best = cand;
                }
            }
        }
        memo.put(p, best);
        return best;
    }

    private static int rank(long value) {
        Value v = Value.values()[(int) value];
        return v == Value.WIN ? 2 : v == Value.TIE ? 1 : 0;
    }

    private static boolean better(long[] a, long[] b) {
        if (rank(a[0]) != rank(b[0])) {
            return rank(a[0]) > rank(b[0]);
        }
        return Value.values()[(int) a[0]] == Value.LOSE ? a[1] > b[1] : a[1] < b[1];
    }

    private static String describe(long[] r) {
        return Value.values()[(int) r[0]].label() + " in " + r[1];
    }

    @Test
    void strongExampleAgreesWithPlainMinimaxOverTheSameGame() throws Exception {
        var game = new StrongExample.Strip();
        Map<Long, long[]> memo = new HashMap<>();
        List<String> out = lines("StrongExample");
        assertEquals("start: " + describe(minimax(game, game.start(), memo)), out.get(0));
        assertEquals(4, out.size());
        for (String line : out.subList(1, out.size())) {
            String board = line.substring(0, line.indexOf(':'));
            assertEquals(board + ": " + describe(minimax(game, game.parse(board), memo)) + " for the player to move",
                    line);
        }
    }

    @Test
    void limitsExampleStopsAtThePositionLimitAndTheDeadline() throws Exception {
        List<String> out = lines("LimitsExample");
        assertTrue(out.get(0).startsWith("reached 1000 of 1000: position limit reached"), out.get(0));
        assertTrue(out.get(1).startsWith("allowed PT0.2S: time limit reached"), out.get(1));
        assertTrue(out.get(2).startsWith("chomp 15x15, allowed PT0.2S: time limit reached"), out.get(2));
        assertEquals(3, out.size());
    }

    @Test
    void catalogExampleGivesTheNimSumsAndTheOnlyMovesToZero() throws Exception {
        // 3 xor 4 xor 5 = 2, the only move to 0 is 3 -> 1; G(kayles 5) = 4, 3 xor 4 xor 4 = 3,
        // the only move to 0 is 3 -> 0 (7 xor 3 = 4 > 4 is no move; kayles 5 has no option of value 7).
        List<String> out = lines("CatalogExample");
        assertTrue(out.get(0).startsWith("nim 3 4 5: N, grundy 2,"), out.get(0));
        assertTrue(out.get(1).endsWith("=> 1 4 5"), out.get(1));
        assertTrue(out.get(2).startsWith("nim 3 4 + kayles 5: N, grundy 3,"), out.get(2));
        assertTrue(out.get(3).endsWith("=> nim 0 4 + kayles 5"), out.get(3));
        assertEquals(4, out.size());
    }
}
