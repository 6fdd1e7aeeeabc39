// The bare phase-2 loop of the sparse-space method (docs/performance-log.md, "Heap games past
// memory", heap9's paragraph): every heap m marks G(p) XOR G(m - p) for each rare heap p.
// Grundy's game's values from a `--out` file, its rare heaps (mask fe, no domain), the last
// eighth of the heaps marked three ways: values in a char[] window, in a byte[] one, and
// transposed (for each rare p, 64 consecutive heaps from 64 consecutive values). Prints the
// thread CPU per rare partner, four alternating rounds. Then three rounds of phase 2 alone
// against phases 2 and 4 together (the engine's one-digit scan, chunks of 32), every G(m)
// checked against the file, with the phase-4 splits a heap. A single-file program, no jar needed:
//
//   sprague grundy grundys-game --to 1048575 --disk /tmp/g.store --threads 1 --no-values --out /tmp/g.txt
//   java -Xmx1g bench/HeapPhase2Layout.java /tmp/g.txt
import java.lang.management.*;
import java.nio.file.*;
import java.util.*;
public class HeapPhase2Layout {
    static int[] pos; static int[] val; static int R;
    public static void main(String[] a) throws Exception {
        List<String> lines = Files.readAllLines(Path.of(a[0]));
        int n = lines.size();
        char[] wc = new char[n]; byte[] wb = new byte[n];
        for (int i = 0; i < n; i++) { int v = Integer.parseInt(lines.get(i).trim()); wc[i] = (char) v; wb[i] = (byte) v; }
        int[] p = new int[n]; int[] vv = new int[n];
        for (int x = 1; x < n; x++) { int v = wc[x]; if ((Integer.bitCount(v & 0xfe) & 1) == 0) { p[R] = x; vv[R] = v; R++; } }
        pos = Arrays.copyOf(p, R); val = Arrays.copyOf(vv, R);
        System.out.println("rare " + R + " last " + pos[R - 1]);
        ThreadMXBean tb = ManagementFactory.getThreadMXBean();
        int from = n - n / 8, to = n;
        long sink = 0;
        for (int round = 0; round < 4; round++) {
            for (int variant = 0; variant < 3; variant++) {
                long t0 = tb.getCurrentThreadCpuTime();
                sink += variant == 0 ? chars(wc, from, to) : variant == 1 ? bytes(wb, from, to) : transposed(wc, from, to, 64);
                long t1 = tb.getCurrentThreadCpuTime();
                System.out.printf("round %d %s %.3f ns/rare partner%n", round, variant == 0 ? "char" : variant == 1 ? "byte" : "transposed64",
                    (t1 - t0) / ((double) (to - from) * R));
            }
        }
        for (int round = 0; round < 3; round++) {
            long t0 = tb.getCurrentThreadCpuTime();
            sink += chars(wc, from, to);
            long t1 = tb.getCurrentThreadCpuTime();
            long splits = whole(wc, from, to);
            long t2 = tb.getCurrentThreadCpuTime();
            System.out.printf("round %d phase 2 alone %.2f us/heap, phases 2+4 %.2f us/heap, phase-4 splits %.0f a heap%n",
                round, (t1 - t0) / 1e3 / (to - from), (t2 - t1) / 1e3 / (to - from), splits / (double) (to - from));
        }
        System.out.println(sink);
    }
    static long chars(char[] w, int from, int to) {
        int[] mk = new int[512]; int st = 0; long s = 0;
        for (int m = from; m < to; m++) { st++; for (int i = 0; i < R; i++) mk[val[i] ^ w[m - pos[i]]] = st; s += mk[7]; }
        return s;
    }
    /** Phase 2 then phase 4 (chunks of 32, a < m - a) per heap, as the engine's one-digit path; checks G(m). */
    static long whole(char[] w, int from, int to) {
        int[] mk = new int[512]; int st = 0; long splits = 0;
        for (int m = from; m < to; m++) {
            st++;
            int half = (m & 1) == 0 ? m >> 1 : -1;
            for (int i = 0; i < R; i++) { if (pos[i] != half) { mk[val[i] ^ w[m - pos[i]]] = st; } }
            int mex = 0;
            while (mk[mex] == st) { mex++; }
            int last = (m & 1) == 0 ? m / 2 - 1 : m / 2;
            for (int a = 1, chunk = 2; (Integer.bitCount(mex & 0xfe) & 1) == 0 && a <= last; chunk = Math.min(32, chunk * 2)) {
                int end = Math.min(last, a + chunk - 1);
                for (int x = a; x <= end; x++) { mk[w[x] ^ w[m - x]] = st; }
                splits += end - a + 1;
                a = end + 1;
                while (mk[mex] == st) { mex++; }
            }
            if (mex != w[m]) { throw new IllegalStateException("G(" + m + ") = " + (int) w[m] + ", computed " + mex); }
        }
        return splits;
    }
    static long bytes(byte[] w, int from, int to) {
        int[] mk = new int[512]; int st = 0; long s = 0;
        for (int m = from; m < to; m++) { st++; for (int i = 0; i < R; i++) mk[val[i] ^ (w[m - pos[i]] & 0xff)] = st; s += mk[7]; }
        return s;
    }
    static long transposed(char[] w, int from, int to, int B) {
        int[] mk = new int[512 * B]; int st = 0; long s = 0;
        for (int m0 = from; m0 < to; m0 += B) {
            st++;
            for (int i = 0; i < R; i++) { int v = val[i]; int base = m0 - pos[i]; for (int j = 0; j < B; j++) mk[(j << 9) + (v ^ w[base + j])] = st; }
            s += mk[7];
        }
        return s;
    }
}
