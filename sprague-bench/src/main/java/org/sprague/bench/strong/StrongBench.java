package org.sprague.bench.strong;

import java.util.Locale;
import org.sprague.strong.StrongGame;
import org.sprague.strong.games.StrongGames;
import org.sprague.strong.solve.StrongSolver;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.solve.TierStore;
import org.sprague.strong.engine.TieredRetrogradeSolver;

/**
 * The Java side of bench/strong.sh: {@link TieredRetrogradeSolver} on a catalogue game with
 * tiers kept in memory and released as the solver allows (as the C++ reference
 * sprague-bench/cpp/strong/c4strong.cpp keeps two tiers), REPS solves in one process; prints
 * the best wall time, the best CPU time of the solving thread (steadier on a shared machine;
 * JIT and GC threads not counted) and the FNV-1a checksum of every record in solve order.
 *   java -cp ... org.sprague.bench.strong.StrongBench connect-four:5x4 3
 */
public final class StrongBench {
    private StrongBench() {
    }

    public static void main(String[] args) {
        StrongGame game = StrongGames.of(args.length > 0 ? args[0] : "connect-four:5x4");
        int reps = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        double best = Double.MAX_VALUE;
        double bestCpu = Double.MAX_VALUE;
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        long checksum = 0;
        long positions = 0;
        short start = 0;
        long peak = 0;
        long largest = 0;
        for (int i = 0; i < reps; i++) {
            long t0 = System.nanoTime();
            long c0 = mx.getCurrentThreadCpuTime();
            TierPlan plan = TierPlan.of(game, Long.MAX_VALUE);
            Checksummed store = new Checksummed();
            StrongSolver.Result r = new TieredRetrogradeSolver().solve(plan, store, StrongSolver.Progress.NONE);
            best = Math.min(best, (System.nanoTime() - t0) / 1e9);
            bestCpu = Math.min(bestCpu, (mx.getCurrentThreadCpuTime() - c0) / 1e9);
            checksum = store.fnv;
            peak = store.peak;
            largest = store.largestTier;
            positions = r.positions();
            start = r.start();
        }
        System.out.printf(Locale.ROOT, "positions %d%nseconds %.3f%ncpu %.3f%nstart %d%nchecksum %016x%n", positions, best,
                bestCpu,
                start & 0xFFFF, checksum);
        // records held at once (a tier being solved is held by the solver until put: counted with its children)
        System.out.printf(Locale.ROOT, "peak-record-bytes %d%nlargest-tier %d%nbytes-per-position-of-largest-tier %.2f%n",
                peak, largest, (double) peak / largest);
    }

    /** In memory, with FNV-1a over the records of each tier as it is stored. */
    static final class Checksummed implements TierStore {
        private final TierStore tiers = TierStore.inMemory();
        private final java.util.Set<Integer> released = new java.util.HashSet<>();
        long fnv = 0xcbf29ce484222325L;
        /** Bytes of records held now, and at most (the solver's memory per position). */
        long live;
        long peak;
        long largestTier;

        @Override
        public short[] get(int t) {
            return released.contains(t) ? null : tiers.get(t);
        }

        @Override
        public void put(int t, short[] records) {
            for (short r : records) {
                fnv ^= r & 0xFFFF;
                fnv *= 0x100000001b3L;
            }
            tiers.put(t, records);
            live += 2L * records.length;
            peak = Math.max(peak, live);
            largestTier = Math.max(largestTier, records.length);
            if (System.getenv("C4_DEBUG") != null) {
                System.err.printf("tier %d size %d fnv %016x%n", t, records.length, fnv);
            }
        }

        @Override
        public void release(int t) {
            short[] r = tiers.get(t);
            live -= r == null ? 0 : 2L * r.length;
            tiers.put(t, null);
        }
    }
}
