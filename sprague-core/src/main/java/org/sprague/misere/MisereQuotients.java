package org.sprague.misere;

import java.math.BigInteger;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.sprague.game.Cancellation;
import org.sprague.game.LimitExceededException;
import org.sprague.heap.HeapCode;

/**
 * The quotients a process has computed, one calculator per code (the last
 * {@value #CAPACITY} codes used), so a solver asking for a larger heap continues the work
 * already done. The entry point of the solvers: {@link #covering}.
 */
public final class MisereQuotients {
    /** How many codes' calculators are kept. */
    static final int CAPACITY = 32;

    private static final Map<String, RecalibratingQuotientCalculator> CALCULATORS =
            new LinkedHashMap<>(16, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<String, RecalibratingQuotientCalculator> e) {
                    return size() > CAPACITY;
                }
            };

    private MisereQuotients() {
    }

    /**
     * The quotient of {@code code} that covers every heap up to {@code maxHeap} (proven, or
     * computed at least that far), computing for at most {@code budget}; empty when it could
     * not be had in that time or grew past what the engine holds (the caller then searches).
     * A deadline of the caller's that passes meanwhile is not swallowed: it is thrown.
     */
    public static Optional<MisereQuotient> covering(HeapCode code, BigInteger maxHeap, Duration budget) {
        RecalibratingQuotientCalculator calc = calculator(code);
        MisereQuotient known = calc.snapshot();
        if (known.covers(maxHeap)) {
            return Optional.of(known);
        }
        if (maxHeap.bitLength() > 31 && !code.isFinite()) {
            return Optional.empty(); // no proof can come, and no run reaches such a heap
        }
        int to = maxHeap.bitLength() > 31 ? Integer.MAX_VALUE - 1 : maxHeap.intValueExact();
        try {
            MisereQuotient q = Cancellation.within(budget, () -> calc.extendTo(to, MisereQuotientCalculator.Listener.NONE));
            return q.covers(maxHeap) ? Optional.of(q) : Optional.empty();
        } catch (LimitExceededException e) {
            Cancellation.check(); // the caller's own deadline or interrupt: theirs to handle
            return Optional.empty();
        }
    }

    /**
     * The quotient of heaps {@code 0 .. to} (or of every heap, proven earlier), continuing the
     * work this process has done on the code; its {@link MisereQuotient#to()} may pass
     * {@code to} when an earlier call went further.
     */
    public static MisereQuotient upTo(HeapCode code, int to) {
        RecalibratingQuotientCalculator calc = calculator(code);
        MisereQuotient known = calc.snapshot();
        return known.proven() || known.to() >= to ? known : calc.extendTo(to, MisereQuotientCalculator.Listener.NONE);
    }

    private static RecalibratingQuotientCalculator calculator(HeapCode code) {
        synchronized (CALCULATORS) {
            return CALCULATORS.computeIfAbsent(code.notation(), k -> new RecalibratingQuotientCalculator(code));
        }
    }
}
