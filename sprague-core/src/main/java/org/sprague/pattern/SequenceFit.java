package org.sprague.pattern;

import java.util.List;
import java.util.Map;

/**
 * One candidate rule for a one-coordinate table, fitted: what it predicts at every n, how
 * many numbers it takes to state, and where the table departs from it.
 *
 * <p>The score is the rule's description length in numbers: {@link #size()} (its
 * parameters) plus the cost of its exceptions (one number per exception for P/N, the
 * position and the value for Grundy values). See {@link SequencePatternFinder}.
 *
 * @param kind the family ("residues", "periodic", "arithmetic-periodic", "geometric-intervals")
 * @param model what the rule predicts for every n (exceptions aside)
 * @param size the numbers that state the rule's parameters
 * @param exceptions the n (in increasing order) where the table differs from the model;
 *     all inside the learned range when the fit survived the held-out check
 * @param score size plus the cost of the exceptions
 * @param refutedAt the first n beyond the learned range where the table differs, or -1
 */
record SequenceFit(String kind, Model model, int size, List<Long> exceptions, int score, long refutedAt) {

    /** What a rule family predicts: the value at n (1 = P, 0 = N for outcomes). */
    interface Model {
        long predict(long n);

        /** The period of the periodic part (in n), 0 for non-periodic models. */
        int period();

        /** The increase per period (0 unless arithmetic-periodic). */
        default long saltus() {
            return 0;
        }

        /** The rule's numbers, for programs. */
        Map<String, Object> details();
    }

    /** The first n from which the model holds without exception (the start when none). */
    long cleanFrom(long start) {
        return exceptions.isEmpty() ? start : exceptions.get(exceptions.size() - 1) + 1;
    }
}
