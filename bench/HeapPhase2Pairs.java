// Phase 2 of two neighbouring heaps in one pass over the rare list (heap19, issue 25): for each
// rare p, G(p) XOR G(s - p) and G(p) XOR G(s + 1 - p) into two mark arrays (one read of p and
// G(p), two adjacent window reads), against the engine's one heap a pass; values in chars. Reads
// the first N values of a `--out` file, times phase 2 alone over the last H heaps (thread CPU,
// both shapes each round) and checks that both give the same marks. Single-file program:
//
//   java -Xmx2g bench/HeapPhase2Pairs.java /tmp/g23.txt grundy 1fe 8388608 262144 5
//
// Arguments: FILE, grundy|OTHER (grundy: skip p = s/2), MASK (hex), N, H, ROUNDS.
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.io.BufferedReader;
import java.util.Arrays;

public class HeapPhase2Pairs {
    static char[] w; static int[] pos, val; static int rare, mask; static boolean unequal;
    public static void main(String[] args) throws Exception {
        int n = Integer.parseInt(args[3]);
        w = new char[n];
        try (BufferedReader r = Files.newBufferedReader(Path.of(args[0]))) {
            for (int i = 0; i < n; i++) w[i] = (char) Integer.parseInt(r.readLine().trim());
        }
        unequal = args[1].equals("grundy");
        mask = Integer.parseInt(args[2], 16);
        int[] p = new int[n], vv = new int[n];
        for (int x = 1; x < n; x++) if ((Integer.bitCount(w[x] & mask) & 1) == 0) { p[rare] = x; vv[rare] = w[x]; rare++; }
        pos = Arrays.copyOf(p, rare); val = Arrays.copyOf(vv, rare);
        int heaps = Integer.parseInt(args[4]);
        int from = n - heaps;
        ThreadMXBean tb = ManagementFactory.getThreadMXBean();
        int[] a = new int[1024], b = new int[1024], c = new int[1024];
        long sum = 0;
        for (int round = 0; round < Integer.parseInt(args[5]); round++) {
            long t0 = tb.getCurrentThreadCpuTime();
            int st = 1 << 20 * round;
            for (int s = from; s < n - 1; s++) { st++; one(a, st, s); sum += a[s & 511]; }
            long t1 = tb.getCurrentThreadCpuTime();
            st = 1 << 20 * round + 1000000000;
            for (int s = from; s < n - 1; s += 2) { st++; two(b, c, st, s); sum += b[s & 511] + c[s & 511]; }
            long t2 = tb.getCurrentThreadCpuTime();
            System.out.printf("round %d: one %.3f us/heap, two %.3f us/heap (%d)%n", round, (t1 - t0) / 1e3 / heaps, (t2 - t1) / 1e3 / heaps, sum & 1);
        }
        // check: marks of heap s and s+1 equal between the two
        for (int s = from; s < from + 2000; s += 2) {
            Arrays.fill(a, 0); Arrays.fill(b, 0); Arrays.fill(c, 0);
            one(a, 1, s); two(b, c, 1, s);
            int[] d = new int[1024]; one(d, 1, s + 1);
            if (!Arrays.equals(a, b) || !Arrays.equals(d, c)) throw new IllegalStateException("differ at " + s);
        }
        System.out.println("marks identical");
    }
    static void one(int[] mk, int st, int s) {
        int end = rare; while (end > 0 && pos[end - 1] >= s) end--;
        int h = unequal && (s & 1) == 0 ? s >> 1 : -1;
        char[] ww = w;
        for (int i = 0; i < end; i++) { int p = pos[i]; if (p != h) mk[val[i] ^ ww[s - p]] = st; }
    }
    /** heaps s and s + 1 in one pass over the rare p < s (p = s itself marked for s + 1 only). */
    static void two(int[] m0, int[] m1, int st, int s) {
        int end = rare; while (end > 0 && pos[end - 1] >= s) end--;
        int even = (s & 1) == 0 ? s : s + 1;
        int iH = unequal ? Arrays.binarySearch(pos, 0, end, even >> 1) : -1;
        int[] odd = (s & 1) == 0 ? m1 : m0;
        char[] ww = w;
        int stop = iH >= 0 ? iH : end;
        pass(m0, m1, st, s, 0, stop);
        if (iH >= 0) {
            int sOdd = (s & 1) == 0 ? s + 1 : s;
            odd[val[iH] ^ ww[sOdd - pos[iH]]] = st;
            pass(m0, m1, st, s, iH + 1, end);
        }
        if (end < rare && pos[end] == s) { m1[val[end] ^ ww[1]] = st; }
    }
    static void pass(int[] m0, int[] m1, int st, int s, int from, int to) {
        char[] ww = w;
        for (int i = from; i < to; i++) {
            int p = pos[i];
            int v = val[i];
            m0[v ^ ww[s - p]] = st;
            m1[v ^ ww[s + 1 - p]] = st;
        }
    }
}
