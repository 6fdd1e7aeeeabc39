package org.sprague.misere;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.heap.HeapCode;
import org.sprague.heap.HeapRule;
import org.sprague.heap.HeapRules;

/** Outcomes and winning moves read off a quotient, against search and against enumeration. */
class QuotientPlayTest {

    @Test
    void winningMovesAreExactlyTheMovesToPPositionsBySearch() {
        for (String code : List.of("0.77", "0.07", "0.75")) {
            HeapCode rule = HeapRules.resolve(code);
            MisereQuotient q = RecalibratingQuotientCalculatorTest.quotient(code, 12);
            HeapSumSearch search = new HeapSumSearch(rule);
            for (List<Integer> sum : HeapSumSearch.sums(3, 12, 18)) {
                List<BigInteger> heaps = sum.stream().map(BigInteger::valueOf).toList();
                QuotientPlay.Answer a = QuotientPlay.solve(q, rule, heaps, 10_000, org.sprague.game.Deadline.unlimited());
                assertEquals(search.isP(sum), a.pPosition(), code + " " + sum);
                List<List<Integer>> want = new ArrayList<>();
                if (!a.pPosition()) {
                    for (int i = 0; i < sum.size(); i++) {
                        for (int[] option : rule.options(sum.get(i))) {
                            List<Integer> next = new ArrayList<>(sum);
                            next.remove(i);
                            for (int part : option) {
                                next.add(part);
                            }
                            if (search.isP(next)) {
                                want.add(after(sum, i, option));
                            }
                        }
                    }
                }
                List<List<Integer>> got = a.winningMoves().stream().map(m -> after(sum, m)).toList();
                assertEquals(want, got, code + " " + sum);
            }
        }
    }

    @Test
    void aLargeHeapListedByResiduesHasTheMovesEnumerationFinds() {
        HeapCode kayles = HeapRules.resolve("kayles");
        MisereQuotient q = RecalibratingQuotientCalculatorTest.quotient("kayles", 1000);
        assertTrue(q.proven());
        for (long extra : new long[] {1, 5, 37, 1000}) {
            long h = QuotientPlay.LIST_DIRECTLY + extra;
            for (int other : new int[] {0, 3, 7, 20}) {
                List<BigInteger> heaps = List.of(BigInteger.valueOf(h), BigInteger.valueOf(other));
                QuotientPlay.Answer a = QuotientPlay.solve(q, kayles, heaps, 1_000_000, org.sprague.game.Deadline.unlimited());
                int rest = q.element(other);
                List<QuotientPlay.HeapMove> want = new ArrayList<>();
                enumerate(kayles, (int) h, (count, x, y, z) -> {
                    int e = count == 0 ? 0 : count == 1 ? q.element(x) : q.product(q.element(x), q.element(y));
                    if (q.isP(q.product(rest, e))) {
                        want.add(new QuotientPlay.HeapMove(0, count, x, y, z));
                    }
                });
                List<QuotientPlay.HeapMove> got = a.winningMoves().stream().filter(m -> m.heap() == 0).toList();
                assertEquals(want.size(), got.size(), "kayles " + h + " " + other + ": how many; first difference at "
                        + firstDifference(want, got));
                assertEquals(-1, firstDifference(want, got), "kayles " + h + " " + other);
            }
        }
    }

    private static int firstDifference(List<?> a, List<?> b) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            if (!a.get(i).equals(b.get(i))) {
                return i;
            }
        }
        return a.size() == b.size() ? -1 : Math.min(a.size(), b.size());
    }

    private static void enumerate(HeapRule rule, int h, HeapRule.OptionVisitor v) {
        rule.forEachOption(h, v);
    }

    private static List<Integer> after(List<Integer> sum, int i, int[] option) {
        List<Integer> next = new ArrayList<>(sum);
        next.remove(i);
        for (int part : option) {
            next.add(part);
        }
        next.add(-1 - i); // which heap moved
        next.sort(null);
        return next;
    }

    private static List<Integer> after(List<Integer> sum, QuotientPlay.HeapMove m) {
        int[] parts = m.count() == 0 ? new int[0] : m.count() == 1 ? new int[] {(int) m.a()}
                : m.count() == 2 ? new int[] {(int) m.a(), (int) m.b()} : new int[] {(int) m.a(), (int) m.b(), (int) m.c()};
        return after(sum, m.heap(), parts);
    }
}
