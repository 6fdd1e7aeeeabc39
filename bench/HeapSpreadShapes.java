// Phase 4's spread start in other shapes (heap19, issue 25): R stretches d splits apart, c splits
// from each in turn, then in order (the engine's CommonSplits.scanChars is 8:4096:32). Reads the
// first N values of a `--out` file, recomputes the last H heaps (phase 2 from the rare list, then
// phase 4 in each shape), checks every G(m) against the file, and prints thread CPU and phase-4
// splits a heap, the rare targets below the answer when phase 4 starts, and the splits spent
// while at most one target is still missing (the coupon collector's last coupon).
// A single-file program, no jar needed:
//
//   sprague grundy grundys-game --to 8388607 --no-values --threads 1 --out /tmp/g23.txt
//   java -Xmx2g bench/HeapSpreadShapes.java /tmp/g23.txt grundy 1fe 8388608 65536 8:4096:32,64:1024:16 2
//   sprague grundy 0.6 --to 8388607 --no-values --threads 1 --out /tmp/o23.txt
//   java -Xmx2g bench/HeapSpreadShapes.java /tmp/o23.txt 0.6 1ee 8388608 65536 8:4096:32,64:1024:16 2
//
// Arguments: FILE, grundy|OTHER (Grundy's game: split digit 0, unequal parts; otherwise 0.6's
// take-one and split digit 1), MASK (hex), N, H, SHAPES (R:d:c,...), ROUNDS.
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.io.BufferedReader;
import java.util.Arrays;

public class HeapSpreadShapes {
    static char[] w; static int[] pos, val; static int rare, k, mask; static boolean unequal, leaveOne; static long splits, tail1, tailSplits1, heapsScanned, targets0;
    public static void main(String[] args) throws Exception {
        int n = Integer.parseInt(args[3]);
        w = new char[n];
        int max = 0;
        try (BufferedReader r = Files.newBufferedReader(Path.of(args[0]))) {
            for (int i = 0; i < n; i++) { w[i] = (char) Integer.parseInt(r.readLine().trim()); max = Math.max(max, w[i]); }
        }
        boolean grundy = args[1].equals("grundy");
        k = grundy ? 0 : 1; unequal = grundy; leaveOne = !grundy;
        mask = Integer.parseInt(args[2], 16);
        int[] p = new int[n], vv = new int[n];
        for (int x = 1; x < n; x++) if (!common(w[x])) { p[rare] = x; vv[rare] = w[x]; rare++; }
        pos = Arrays.copyOf(p, rare); val = Arrays.copyOf(vv, rare);
        int heaps = Integer.parseInt(args[4]);
        String[] shapes = args[5].split(",");
        int rounds = Integer.parseInt(args[6]);
        int from = n - heaps;
        System.out.printf("%s: %d values, largest %d, %d rare, heaps [%d, %d)%n", args[0], n, max, rare, from, n);
        ThreadMXBean tb = ManagementFactory.getThreadMXBean();
        for (int round = 0; round < rounds; round++) for (String shape : shapes) {
            String[] f = shape.split(":");
            int R = Integer.parseInt(f[0]), D = Integer.parseInt(f[1]), C = Integer.parseInt(f[2]);
            splits = 0;
            long t0 = tb.getCurrentThreadCpuTime();
            run(R, D, C, new int[1024], from, n);
            long t1 = tb.getCurrentThreadCpuTime();
            System.out.printf("round %d %-10s %.3f us/heap, %.0f splits/heap%n", round, shape, (t1 - t0) / 1e3 / (n - from), splits / (double) (n - from));
            System.out.printf("  heaps scanned %d, targets at start %.1f, splits with <=1 target missing %.0f a heap (%.0f%%)%n", heapsScanned, targets0/(double)heapsScanned, tailSplits1/(double)(n-from), 100.0*tailSplits1/splits);
            heapsScanned = 0; targets0 = 0; tailSplits1 = 0;
        }
    }
    static int missing(int[] mk, int mex, int st) {
        int c = mex; while (mk[c] == st || !common(c)) c++;
        int miss = 0; for (int v = mex; v < c; v++) if (mk[v] != st) miss++;
        return miss;
    }
    static boolean common(int v) { return (Integer.bitCount(v & mask) & 1) != 0; }
    static void run(int R, int D, int C, int[] mk, int from, int to) {
        int st = 0;
        for (int m = from; m < to; m++) {
            st++;
            int s = m - k;
            if (leaveOne) mk[w[m - k]] = st;
            int half = unequal && (s & 1) == 0 ? s >> 1 : -1;
            for (int i = 0; i < rare && pos[i] < s; i++) if (pos[i] != half) mk[val[i] ^ w[s - pos[i]]] = st;
            int mex = 0;
            while (mk[mex] == st) mex++;
            if (!common(mex)) {
                int last = unequal && (s & 1) == 0 ? s / 2 - 1 : s / 2;
                heapsScanned++; targets0 += missing(mk, mex, st);
                mex = spread(mk, s, last, mex, st, R, D, C);
            }
            if (mex != w[m]) throw new IllegalStateException("G(" + m + ") = " + (int) w[m] + ", computed " + mex);
        }
    }
    static int spread(int[] mk, int s, int last, int mex, int st, int R, int D, int C) {
        char[] v = w;
        int d = (int) Math.min(D, last / R / C * C);
        int a = 1;
        if (d > 0) {
            for (int kk = 0; kk < d; kk += C) {
                for (int r = 1 + kk; r < 1 + R * d; r += d) {
                    for (int x = r; x < r + C; x++) mk[v[x] ^ v[s - x]] = st;
                    splits += C;
                    if (missing(mk, mex, st) <= 1) tailSplits1 += C;
                    if (mk[mex] == st) {
                        while (mk[mex] == st) mex++;
                        if (common(mex)) return mex;
                    }
                }
            }
            a = 1 + R * d;
        }
        for (int chunk = 2; a <= last; chunk = Math.min(32, chunk * 2)) {
            int until = Math.min(last, a + chunk - 1) + 1;
            for (int x = a; x < until; x++) mk[v[x] ^ v[s - x]] = st;
            splits += until - a;
            if (missing(mk, mex, st) <= 1) tailSplits1 += until - a;
            a = until;
            if (mk[mex] == st) {
                while (mk[mex] == st) mex++;
                if (common(mex)) break;
            }
        }
        return mex;
    }
}
