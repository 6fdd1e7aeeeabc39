package org.sprague.misere;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.math.BigInteger;
import java.time.Duration;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.sprague.game.Deadline;
import org.sprague.game.LimitExceededException;
import org.sprague.heap.HeapCode;

/**
 * The quotients a process has computed, one calculator per code, so a solver asking for a
 * larger heap continues the work already done. At most {@value #CAPACITY} codes are kept, and
 * fewer when their product tables pass {@value #MAX_TABLE_BYTES} bytes together (the least
 * recently used go first). The entry points of the solvers: {@link #covering} and
 * {@link #upTo}.
 */
public final class MisereQuotients {
    /** How many codes' calculators are kept. */
    static final int CAPACITY = 32;
    /** The most bytes of product tables the kept calculators may hold together. */
    static final long MAX_TABLE_BYTES = 256L << 20;

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final Map<String, RecalibratingQuotientCalculator> CALCULATORS = new LinkedHashMap<>(16, 0.75f, true);

    private MisereQuotients() {
    }

    /**
     * The quotient of {@code code} that covers every heap up to {@code maxHeap} (proven, or
     * computed at least that far), computing for at most {@code cpu} of this thread's CPU time
     * (checked after each heap; ten times as much wall time at most, so the answer does not
     * depend on how busy the machine is); empty when it could not be had so, or grew past what
     * the engine holds (the caller then searches). The caller's deadline {@code caller}, when it
     * passes meanwhile, is not swallowed: it is thrown.
     */
    public static Optional<MisereQuotient> covering(HeapCode code, BigInteger maxHeap, Duration cpu, Deadline caller) {
        RecalibratingQuotientCalculator calc = calculator(code);
        MisereQuotient known = calc.snapshot();
        if (known.covers(maxHeap)) {
            return Optional.of(known);
        }
        if (maxHeap.bitLength() > 31 && !new AlphabetPeriodicity(code).provable()) {
            return Optional.empty(); // no proof can come, and no run reaches such a heap
        }
        int to = maxHeap.bitLength() > 31 ? Integer.MAX_VALUE - 1 : maxHeap.intValueExact();
        long start = cpuNanos();
        long budget = cpu.toNanos();
        MisereQuotientCalculator.Listener meter = p -> {
            if (cpuNanos() - start > budget) {
                throw new BudgetSpent();
            }
        };
        try {
            MisereQuotient q = calc.extendTo(to, meter, caller.sooner(Deadline.after(cpu.multipliedBy(10))));
            return q.covers(maxHeap) ? Optional.of(q) : Optional.empty();
        } catch (BudgetSpent spent) {
            return Optional.empty();
        } catch (LimitExceededException e) {
            caller.check(); // the caller's own deadline or interrupt: theirs to handle
            return Optional.empty();
        } finally {
            trim();
        }
    }

    /**
     * The quotient of heaps {@code 0 .. to} (or of every heap, proven earlier), continuing the
     * work this process has done on the code; its {@link MisereQuotient#to()} may pass
     * {@code to} when an earlier call went further. Stopped at {@code deadline}.
     */
    public static MisereQuotient upTo(HeapCode code, int to, Deadline deadline) {
        RecalibratingQuotientCalculator calc = calculator(code);
        try {
            MisereQuotient known = calc.snapshot();
            return known.proven() || known.to() >= to ? known : calc.extendTo(to, MisereQuotientCalculator.Listener.NONE, deadline);
        } finally {
            trim();
        }
    }

    private static RecalibratingQuotientCalculator calculator(HeapCode code) {
        synchronized (CALCULATORS) {
            return CALCULATORS.computeIfAbsent(code.notation(), k -> new RecalibratingQuotientCalculator(code));
        }
    }

    /** Drops the least recently used calculators past the count or the bytes allowed. */
    private static void trim() {
        synchronized (CALCULATORS) {
            long bytes = CALCULATORS.values().stream().mapToLong(RecalibratingQuotientCalculator::tableBytes).sum();
            Iterator<RecalibratingQuotientCalculator> eldest = CALCULATORS.values().iterator();
            while (eldest.hasNext() && CALCULATORS.size() > 1 && (CALCULATORS.size() > CAPACITY || bytes > MAX_TABLE_BYTES)) {
                bytes -= eldest.next().tableBytes();
                eldest.remove();
            }
        }
    }

    private static long cpuNanos() {
        if (THREADS.isCurrentThreadCpuTimeSupported()) {
            long t = THREADS.getCurrentThreadCpuTime();
            if (t >= 0) {
                return t;
            }
        }
        return System.nanoTime();
    }

    /** The CPU budget was spent (after a heap: the calculator's work so far is kept). */
    private static final class BudgetSpent extends RuntimeException {
        private static final long serialVersionUID = 1L;

        BudgetSpent() {
            super(null, null, false, false);
        }
    }
}
