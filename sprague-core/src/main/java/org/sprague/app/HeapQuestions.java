package org.sprague.app;

import java.util.function.Consumer;
import org.sprague.game.Deadline;
import org.sprague.game.LimitExceededException;
import org.sprague.heap.GrundySequenceCalculator;
import org.sprague.heap.HeapCode;
import org.sprague.heap.HeapPeriodicity;
import org.sprague.heap.HeapRules;
import org.sprague.heap.NaiveSequenceCalculator;
import org.sprague.heap.SparseSpaceCalculator;
import org.sprague.misere.MisereQuotientCalculator;
import org.sprague.misere.MisereQuotients;
import org.sprague.misere.RecalibratingQuotientCalculator;

/** The heap games' questions of {@link Sprague}: which engine answers, chosen once here. */
final class HeapQuestions {

    private HeapQuestions() {
    }

    /** {@link Sprague#quotient}. */
    static QuotientAnswer quotient(SequenceQuestion q) {
        HeapCode code = HeapRules.resolve(q.rule());
        if (!q.partial()) {
            return Sprague.within(q.timeLimit(), (org.sprague.game.Deadline d) -> new QuotientAnswer(q.rule(), code,
                    MisereQuotients.upTo(code, (int) q.to(), d), null));
        }
        // a run of its own, so that the heaps done are at hand when the deadline stops it
        RecalibratingQuotientCalculator calc = new RecalibratingQuotientCalculator(code);
        Consumer<String> progress = q.progress();
        MisereQuotientCalculator.Listener listener = progress == null ? MisereQuotientCalculator.Listener.NONE
                : p -> progress.accept(String.format(java.util.Locale.ROOT, "quotient: heap %d of at most %d, |Q| = %d, |P| = %d",
                        p.heap(), p.to(), p.order(), p.pPortion()));
        try {
            return new QuotientAnswer(q.rule(), code, Sprague.within(q.timeLimit(), d -> calc.extendTo((int) q.to(), listener, d)),
                    null);
        } catch (LimitExceededException e) {
            return new QuotientAnswer(q.rule(), code, calc.snapshot(), e);
        }
    }

    /** {@link Sprague#sequence}. */
    static SequenceAnswer sequence(SequenceQuestion q) {
        if (q.to() >= Integer.MAX_VALUE) { // G(0..to) must fit one array
            throw new org.sprague.game.InvalidInputException("${to} must be in 0 .. 2^31 - 2, got " + q.to());
        }
        return Sprague.within(q.timeLimit(), (Deadline d) -> sequence(q, d));
    }

    private static SequenceAnswer sequence(SequenceQuestion q, Deadline deadline) {
        HeapCode code = HeapRules.resolve(q.rule());
        GrundySequenceCalculator calc = q.naive() ? new NaiveSequenceCalculator()
                : SparseSpaceCalculator.withThreads(q.threads());
        int count = (int) (q.to() + 1);
        GrundySequenceCalculator.Result r = q.checkpoint() != null
                ? SequenceCheckpoints.compute(q, calc, code, count, deadline)
                : q.budget() == null ? calc.compute(code, count, q.from(), q.listener(), deadline)
                : SequenceBudget.compute(calc, q.rule(), code, count, q.budget(), deadline);
        deadline.check();
        return new SequenceAnswer(q, code, r, HeapPeriodicity.of(code, r.values()));
    }
}
