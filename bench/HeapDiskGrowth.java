// The CPU per value of `sprague grundy RULE --disk` in each octave [2^k, 2^(k+1)) of ONE run
// (docs/performance-log.md, "Heap games past memory"): one run to 2^E gives the growth of the cost
// per value with N without repeating the small sizes. A single-file program on the command's jar:
//
//   java -Xmx4g --enable-native-access=ALL-UNNAMED -cp sprague-cli/target/sprague.jar \
//       bench/HeapDiskGrowth.java grundys-game 24 1 /tmp/growth.store
//
// Arguments: RULE, E (values 0 .. 2^E - 1), THREADS (1 or 2), DIR (a new store; deleted first
// by the caller). Prints one line per octave: its CPU (process user + sys, so with 2 threads
// both), us per value, wall, the store's bytes and the rare count, with the load average. The
// first line, [0, 2^16), also holds the JVM's start and the JIT's warm-up.
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import org.sprague.heap.HeapCode;
import org.sprague.heap.HeapRules;
import org.sprague.heap.engine.DiskSparseCalculator;
import org.sprague.heap.store.ZstdSequenceStore;

public class HeapDiskGrowth {
    static double cpu() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime() / 1e9;
    }

    static double load() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    public static void main(String[] a) {
        HeapCode code = HeapRules.resolve(a[0]);
        int e = Integer.parseInt(a[1]);
        int threads = Integer.parseInt(a[2]);
        try (ZstdSequenceStore store = ZstdSequenceStore.open(Path.of(a[3]), 0, "HeapDiskGrowth")) {
            double[] last = {cpu()};
            long[] lastWall = {System.nanoTime()};
            long[] next = {1 << 16};
            long[] from = {0};
            System.out.printf("# %s to 2^%d, %d thread(s), load %.1f%n", a[0], e, threads, load());
            new DiskSparseCalculator(DiskSparseCalculator.Settings.defaults(threads)).compute(code, 1L << e, store,
                    p -> {
                        if (p.computed() >= next[0]) {
                            double c = cpu();
                            long w = System.nanoTime();
                            long values = p.computed() - from[0];
                            System.out.printf("%s [%d, %d): %.1f s CPU, %.2f us/value, %.0f s wall,"
                                    + " store %d bytes, rare %d, load %.1f%n", a[0], from[0], p.computed(),
                                    c - last[0], (c - last[0]) / values * 1e6, (w - lastWall[0]) / 1e9,
                                    store.blockBytes(), p.rareCount(), load());
                            last[0] = c;
                            lastWall[0] = w;
                            from[0] = p.computed();
                            next[0] *= 2;
                        }
                        return DiskSparseCalculator.Action.CONTINUE;
                    });
            System.out.printf("# done: store %d bytes, process CPU %.1f s, load %.1f%n", store.blockBytes(), cpu(),
                    load());
        }
    }
}
