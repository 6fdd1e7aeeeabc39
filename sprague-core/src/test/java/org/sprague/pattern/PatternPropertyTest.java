package org.sprague.pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.function.LongUnaryOperator;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.entry.Game;
import org.sprague.game.Deadline;
import org.sprague.heap.HeapRules;
import org.sprague.heap.ProvenPeriod;

/**
 * Issue 12's property: on random subtraction sets and octal codes whose Grundy period is
 * proven by computation, every rule {@code sprague pattern} prints agrees with the true
 * values on at least four times the range it was learned on (a proven one on the whole
 * proven period as well), and every "proven" names a theorem of {@link KnownTheorems}.
 * The rule is read back from its printed numbers ({@link Rule#details()}), independently of
 * the finder's own models.
 */
class PatternPropertyTest {
    private static final Catalog CATALOG = Catalog.standard();
    private static final List<String> THEOREMS = List.of("Guy-Smith", "the subtraction-game window argument", "Bachet's theorem");

    @Test
    void rulesOnRandomHeapGamesHoldOnFourTimesTheirLearnedRange() {
        sweep(60, 12);
    }

    @Tag("slow")
    @Test
    void rulesOnAThousandRandomHeapGamesHoldOnFourTimesTheirLearnedRange() {
        sweep(1000, 2026);
    }

    private static void sweep(int games, long seed) {
        Random rnd = new Random(seed);
        int claims = 0;
        int proven = 0;
        int tried = 0;
        while (tried < games) {
            String spec = rnd.nextBoolean() ? subtraction(rnd) : octal(rnd);
            Optional<ProvenPeriod> pp = ProvenPeriod.find(HeapRules.resolve(CATALOG.game(spec).id()), 1 << 14, Deadline.unlimited());
            if (pp.isEmpty()) {
                continue; // the property is stated for games whose period is proven by computation
            }
            tried++;
            int to = 20 + rnd.nextInt(281);
            Game g = CATALOG.game(spec);
            PatternAnalysis.Sequence r = PatternAnalysis.sequence(g, to, 10_000_000L, org.sprague.game.Deadline.unlimited());
            ProvenPeriod truth = pp.get();
            for (String subject : List.of("outcomes", "grundy")) {
                PatternReport report = subject.equals("outcomes") ? r.outcomes() : r.grundy();
                if (report.rule() == null) {
                    continue;
                }
                claims++;
                Rule rule = report.rule();
                long learnedTo = Long.parseLong(report.learnedOn().replaceAll(".*\\.\\.", ""));
                long checkTo = 4 * (learnedTo + 1) - 1;
                if (rule.proven()) {
                    proven++;
                    assertNotNull(rule.theorem(), spec);
                    assertTrue(THEOREMS.stream().anyMatch(rule.theorem()::startsWith), spec + ": " + rule.theorem());
                    checkTo = Math.max(checkTo, truth.preperiod() + 2L * truth.period() + 64);
                }
                boolean outcomes = subject.equals("outcomes");
                LongUnaryOperator predicted = predictor(rule, outcomes);
                for (long n = 0; n <= checkTo; n++) {
                    long t = outcomes ? (truth.grundy(n) == 0 ? 1 : 0) : truth.grundy(n);
                    long says = predicted.applyAsLong(n);
                    if (says == Long.MIN_VALUE) {
                        // a listed exception: the table's own value, inside the learned range
                        assertTrue(n <= learnedTo, spec + ": exception at n = " + n + " beyond the learned range");
                        continue;
                    }
                    if (says != t) {
                        fail(spec + " --to " + to + ", " + report.summary() + ": wrong at n = " + n + " (true "
                                + t + "), learned on " + report.learnedOn());
                    }
                }
            }
        }
        assertTrue(claims > games / 2, "the finder should also find the many true rules: " + claims);
        assertTrue(proven > games / 4, "and prove many of them: " + proven);
    }

    /** The rule's value at n, read from its printed numbers (1 = P for outcomes). */
    static LongUnaryOperator predictor(Rule rule, boolean outcomes) {
        Map<String, Object> d = rule.details();
        @SuppressWarnings("unchecked")
        List<Long> exceptions = (List<Long>) d.get("exceptions");
        long e = (Long) d.get("preperiod");
        int p = (Integer) d.get("period");
        switch (rule.kind()) {
            case "residues", "periodic" -> {
                if (outcomes) {
                    @SuppressWarnings("unchecked")
                    List<Long> residues = (List<Long>) d.get("residues");
                    return n -> (residues.contains(Math.floorMod(n, (long) p)) ? 1 : 0) ^ (exceptions.contains(n) ? 1 : 0);
                }
                @SuppressWarnings("unchecked")
                List<Integer> values = (List<Integer>) d.get("periodValues");
                return n -> exceptions.contains(n) ? Long.MIN_VALUE : values.get((int) Math.floorMod(n - e, (long) p));
            }
            case "arithmetic-periodic" -> {
                @SuppressWarnings("unchecked")
                List<Long> values = (List<Long>) d.get("periodValues");
                long s = (Long) d.get("saltus");
                return n -> exceptions.contains(n) ? Long.MIN_VALUE
                        : values.get((int) Math.floorMod(n - e, (long) p)) + s * Math.floorDiv(n - e, (long) p);
            }
            default -> throw new AssertionError("unexpected rule kind for a heap game: " + rule.kind());
        }
    }


    static String subtraction(Random rnd) {
        int k = 1 + rnd.nextInt(4);
        int[] set = rnd.ints(k, 1, 13).distinct().sorted().toArray();
        StringBuilder sb = new StringBuilder("subtraction:");
        for (int i = 0; i < set.length; i++) {
            sb.append(i == 0 ? "" : ",").append(set[i]);
        }
        return sb.toString();
    }

    static String octal(Random rnd) {
        int k = 1 + rnd.nextInt(3);
        StringBuilder sb = new StringBuilder("0.");
        for (int i = 0; i < k; i++) {
            sb.append(i == k - 1 ? 1 + rnd.nextInt(7) : rnd.nextInt(8));
        }
        return sb.toString();
    }

    @Test
    void aPrintedExceptionIsTheTablesOwnValue() {
        // kayles: G(0) = 0 is listed as an exception of the period-12 rule, and is the true value
        PatternAnalysis.Sequence r = PatternAnalysis.sequence(CATALOG.game("kayles"), 300, 10_000_000L, org.sprague.game.Deadline.unlimited());
        Rule rule = r.grundy().rule();
        assertEquals(List.of(0L, 3L, 6L, 9L, 11L, 15L, 18L, 21L, 22L, 28L, 34L, 39L, 57L, 70L),
                rule.details().get("exceptions"));
        assertTrue(rule.theorem().startsWith("Guy-Smith"), rule.theorem());
    }

    @Test
    void dawsonsChessPPositionsAreProvenFromItsProvenGrundyPeriod() {
        // 0.137: G has period 34 from 52 (Guy-Smith), so the P-position rule is proven for every n
        PatternAnalysis.Sequence r = PatternAnalysis.sequence(CATALOG.game("0.137"), 300, 10_000_000L, org.sprague.game.Deadline.unlimited());
        Rule outcomes = r.outcomes().rule();
        assertTrue(outcomes.proven(), "the P-positions of 0.137 follow from its proven Grundy period");
        assertEquals(34L, ((Number) outcomes.details().get("period")).longValue(), outcomes.details().toString());
    }
}
