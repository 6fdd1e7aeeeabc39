package org.sprague.partizan.outcome;

/**
 * The transposition table's probe latency (issue 23, node18): a table of the command's 9x9 size
 * ({@code 2^22} buckets) filled with random Domineering-shaped keys (64 + 17 + 12 bits), then
 * probed with a chain of keys each made from the one before and the previous answer, so each
 * probe waits for the last one's miss, as the search's probes do (a state's probe is followed by
 * the work of the state, not by another probe). Prints ns per probe for the wide layout (three
 * longs an entry, 48-byte buckets) and, where the build has it, the compact one (two longs an
 * entry, 32-byte buckets in one cache line), alternated in one JVM.
 *
 * <p>Usage: {@code TableProbe [ROUNDS] [BITS]}; compiled against a build's
 * {@code sprague-core/target/classes} (the table is package-private). Run it with and without
 * {@code -XX:+UseTransparentHugePages} to see the TLB's share.
 */
public final class TableProbe {
    private TableProbe() {
    }

    private static OutcomeTable compact(int bits) {
        try {
            java.lang.reflect.Method m = DomineeringBoard.class.getDeclaredMethod("table", int.class, int.class);
            m.setAccessible(true);
            return (OutcomeTable) m.invoke(null, bits, 81);
        } catch (NoSuchMethodException e) {
            return null;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static long mix(long x) {
        x ^= x >>> 33;
        x *= 0xff51afd7ed558ccdL;
        x ^= x >>> 33;
        x *= 0xc4ceb9fe1a85ec53L;
        return x ^ (x >>> 33);
    }

    private static void fill(OutcomeTable t, int n) {
        for (int i = 0; i < n; i++) {
            long h = mix(i);
            t.store(h, (h >>> 20) & 0x1FFFF, (h >>> 40) & 0xFFF, (h & 1) != 0, 1L << (i & 15));
        }
    }

    /** Probes {@code n} chained keys, half of them stored ones; returns ns per probe. */
    private static double probe(OutcomeTable t, int n, int stored) {
        long x = 12345;
        long found = 0;
        long t0 = System.nanoTime();
        for (int i = 0; i < n; i++) {
            long h = mix((x & 1) == 0 ? (x >>> 1) % stored : x);
            int r = t.probe(h, (h >>> 20) & 0x1FFFF, (h >>> 40) & 0xFFF);
            found += r + 1;
            x = mix(x + r);
        }
        double ns = (System.nanoTime() - t0) / (double) n;
        if (found == 42) {
            System.out.println();
        }
        return ns;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        int bits = args.length > 1 ? Integer.parseInt(args[1]) : 22;
        OutcomeTable wide = new OutcomeTable(bits);
        OutcomeTable compact = compact(bits);
        int stored = 3 << (bits - 1);
        fill(wide, stored);
        if (compact != null) {
            fill(compact, stored);
        }
        for (int r = 0; r < rounds; r++) {
            System.out.printf("round %d wide %.1f ns/probe", r, probe(wide, 10_000_000, stored));
            if (compact != null) {
                System.out.printf(" compact %.1f ns/probe", probe(compact, 10_000_000, stored));
            }
            System.out.println();
        }
    }
}
