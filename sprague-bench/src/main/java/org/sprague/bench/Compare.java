package org.sprague.bench;

import java.util.Locale;
import java.util.function.LongSupplier;
import org.sprague.catalog.games.CuttingGrundyTable;
import org.sprague.impartial.GrundyAlgorithm;
import org.sprague.impartial.MemoizedGrundySolver;

/**
 * The Java side of {@code bench/run.sh}: runs the same work as the C++ references in
 * {@code sprague-bench/cpp/} and prints one line in the same format (best time of the
 * measured repetitions after warm-up, and a checksum to compare).
 *
 * <pre>
 *   Compare cutting N REPS [table|plain|halfCuts|symmetric|stamped|stampedMask]
 *   Compare fib3 N REPS [record|packed|record-default-hash|seed-...]   (root: heaps N, N, N)
 * </pre>
 */
public final class Compare {
    private Compare() {
    }

    public static void main(String[] args) {
        String work = args[0];
        int n = Integer.parseInt(args[1]);
        int reps = Integer.parseInt(args[2]);
        String variant = args.length > 3 ? args[3] : (work.equals("cutting") ? "table" : "record");
        switch (work) {
            case "cutting" -> cutting(n, reps, variant);
            case "fib3" -> fib3(n, reps, variant);
            default -> throw new IllegalArgumentException("unknown work " + work);
        }
    }

    private static void cutting(int n, int reps, String variant) {
        LongSupplier run = switch (variant) {
            case "table" -> () -> new CuttingGrundyTable(n).checksum();
            case "plain" -> () -> CuttingVariants.plain(n);
            case "halfCuts" -> () -> CuttingVariants.halfCuts(n);
            case "symmetric" -> () -> CuttingVariants.symmetric(n);
            case "stamped" -> () -> CuttingVariants.stamped(n);
            case "stampedMask" -> () -> CuttingVariants.stampedMask(n);
            default -> throw new IllegalArgumentException("unknown variant " + variant);
        };
        // warm-up: the same code on the same size, so the measured runs are compiled code
        for (int i = 0; i < 3; i++) {
            run.getAsLong();
        }
        double best = Double.MAX_VALUE;
        long checksum = 0;
        for (int r = 0; r < reps; r++) {
            long t0 = System.nanoTime();
            checksum = run.getAsLong();
            best = Math.min(best, (System.nanoTime() - t0) / 1e6);
        }
        System.out.printf(Locale.ROOT, "cutting variant=java-%s N=%d ms=%.1f checksum=%s g(N,N)=%d%n",
                variant, n, best, Long.toUnsignedString(checksum), new CuttingGrundyTable(n).grundy(n, n));
    }

    private static void fib3(int n, int reps, String variant) {
        // warm-up on a smaller root (a third of the positions), then the measured runs
        runFib3(Math.max(1, n * 2 / 3), variant);
        runFib3(Math.max(1, n * 2 / 3), variant);
        double best = Double.MAX_VALUE;
        Fib3Result result = null;
        for (int r = 0; r < reps; r++) {
            long t0 = System.nanoTime();
            result = runFib3(n, variant);
            best = Math.min(best, (System.nanoTime() - t0) / 1e6);
        }
        long checksum = 0;
        for (int a = 0; a <= n; a++) {
            for (int b = a; b <= n; b++) {
                for (int c = b; c <= n; c++) {
                    checksum += result.value(a, b, c);
                }
            }
        }
        int[] single = singleHeapGrundy(n);
        int expected = single[n] ^ single[n] ^ single[n];
        System.out.printf(Locale.ROOT,
                "fib3 variant=java-%s root=%d,%d,%d ms=%.1f positions=%d grundy=%d checksum=%d expected=%d%n",
                variant, n, n, n, best, result.solver().positionsStored(), result.grundy(), checksum, expected);
    }

    /** The single-heap Fibonacci subtraction values, for an independent check of the root. */
    static int[] singleHeapGrundy(int n) {
        int[] g = new int[n + 1];
        for (int h = 1; h <= n; h++) {
            long seen = 0;
            for (int f : FibonacciThreeHeaps.FIBONACCI) {
                if (f > h) {
                    break;
                }
                seen |= 1L << g[h - f];
            }
            g[h] = Long.numberOfTrailingZeros(~seen);
        }
        return g;
    }

    private record Fib3Result(GrundyAlgorithm<?> solver, int grundy, Lookup lookup) {
        int value(int a, int b, int c) {
            return lookup.value(a, b, c);
        }
    }

    private interface Lookup {
        int value(int a, int b, int c);
    }

    private static Fib3Result runFib3(int n, String variant) {
        switch (variant) {
            case "record", "seed-record" -> {
                GrundyAlgorithm<FibonacciThreeHeaps.Heaps> s = variant.startsWith("seed")
                        ? new SeedGrundySolver<>(new FibonacciThreeHeaps())
                        : new MemoizedGrundySolver<>(new FibonacciThreeHeaps());
                int g = s.grundy(FibonacciThreeHeaps.Heaps.of(n, n, n));
                return new Fib3Result(s, g, (a, b, c) -> s.grundy(FibonacciThreeHeaps.Heaps.of(a, b, c)));
            }
            case "record-default-hash", "seed-record-default-hash" -> {
                GrundyAlgorithm<FibonacciThreeHeapsDefaultHash.Heaps> s = variant.startsWith("seed")
                        ? new SeedGrundySolver<>(new FibonacciThreeHeapsDefaultHash())
                        : new MemoizedGrundySolver<>(new FibonacciThreeHeapsDefaultHash());
                int g = s.grundy(FibonacciThreeHeapsDefaultHash.Heaps.of(n, n, n));
                return new Fib3Result(s, g,
                        (a, b, c) -> s.grundy(FibonacciThreeHeapsDefaultHash.Heaps.of(a, b, c)));
            }
            case "packed", "seed-packed" -> {
                GrundyAlgorithm<Long> s = variant.startsWith("seed")
                        ? new SeedGrundySolver<>(new FibonacciThreeHeapsPacked())
                        : new MemoizedGrundySolver<>(new FibonacciThreeHeapsPacked());
                int g = s.grundy(FibonacciThreeHeapsPacked.pack(n, n, n));
                return new Fib3Result(s, g, (a, b, c) -> s.grundy(FibonacciThreeHeapsPacked.pack(a, b, c)));
            }
            default -> throw new IllegalArgumentException("unknown variant " + variant);
        }
    }
}
