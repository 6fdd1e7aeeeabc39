import org.sprague.search.PackedGame;

/**
 * HDU 1848 as a packed user game, three heaps "a b c" as ONE position (no Sprague-Grundy
 * decomposition, as a tutorial's memoized search over triples does): a move takes a
 * Fibonacci number (1, 2, 3, 5, 8, ...) of stones from one heap. The heaps are kept sorted
 * (canonical), packed in 21-bit fields, and ranked: a sorted triple x <= y <= z has the index
 * C(z+2, 3) + C(y+1, 2) + x below C(M+3, 3) for heaps up to M, so the memo is one int array.
 *
 *   sprague solve --game-file examples/FibonacciThreeHeaps.java 1 4 1
 *   sprague solve --game-file examples/FibonacciThreeHeaps.java 300 300 300
 *   sprague pattern --game-file examples/FibonacciThreeHeaps.java --to 200     (one heap)
 */
public class FibonacciThreeHeaps implements PackedGame {
    private static final long MASK = (1L << 21) - 1;
    private static final int[] FIB = fibonacci();

    private static int[] fibonacci() {
        int[] f = new int[40];
        int n = 0;
        for (int a = 1, b = 2; a < (1 << 21); ) {
            f[n++] = a;
            int next = a + b;
            a = b;
            b = next;
        }
        return java.util.Arrays.copyOf(f, n);
    }

    static long pack(long a, long b, long c) {   // sorted: a <= b <= c
        long t;
        if (a > b) { t = a; a = b; b = t; }
        if (b > c) { t = b; b = c; c = t; }
        if (a > b) { t = a; a = b; b = t; }
        return a | b << 21 | c << 42;
    }

    @Override
    public void options(long p, OptionSink sink) {
        long a = p & MASK;
        long b = p >>> 21 & MASK;
        long c = p >>> 42;
        for (int f : FIB) {
            if (f > c) {
                break;
            }
            if (f <= a) {
                sink.option(pack(a - f, b, c));
            }
            if (f <= b) {
                sink.option(pack(a, b - f, c));
            }
            sink.option(pack(a, b, c - f));
        }
    }

    @Override
    public boolean streamsCanonicalParts() {
        return true;                             // every option is packed sorted
    }

    @Override
    public long canonical(long p) {
        return pack(p & MASK, p >>> 21 & MASK, p >>> 42);
    }

    @Override
    public long rank(long p) {
        long x = p & MASK;
        long y = p >>> 21 & MASK;
        long z = p >>> 42;
        return (z + 2) * (z + 1) * z / 6 + (y + 1) * y / 2 + x;
    }

    @Override
    public long rankBound(long root) {
        long m = root >>> 42;                    // the largest heap of a sorted triple
        return (m + 3) * (m + 2) * (m + 1) / 6;
    }

    /** One to three heaps ("7" is the position 0 0 7, so `pattern --to 200` gives one heap's values). */
    @Override
    public long position(long[] heaps) {
        if (heaps.length < 1 || heaps.length > 3) {
            throw new IllegalArgumentException("one to three heaps a b c");
        }
        long[] h = new long[3];
        for (int i = 0; i < heaps.length; i++) {
            if (heaps[i] < 0 || heaps[i] > MASK) {
                throw new IllegalArgumentException("a heap is between 0 and " + MASK);
            }
            h[3 - heaps.length + i] = heaps[i];
        }
        return pack(h[0], h[1], h[2]);
    }

    @Override
    public long[] numbers(long p) {
        return new long[] {p & MASK, p >>> 21 & MASK, p >>> 42};
    }

    /** Keeps no state between calls, so `solve --threads 2` may search it from two threads at once. */
    @Override
    public PackedGame forAnotherThread() {
        return this;
    }
}
