// Phase 4's mark loop of the sparse-space method, one heap at a time, in several shapes
// (heap16, issue 25 part 2): the engine's loop (CommonSplits.scanBytes/scanChars: chunks of
// 2, 4, ... 32 splits marked without a test, then the mex advanced once) against larger
// chunks, a constant-length chunk, and eight splits a step from two long loads. Values from a
// `--out` file (bytes when every value is below 256, else chars), the last eighth of the heaps
// recomputed (phase 2, then phase 4) by each shape and every G(m) checked against the file.
// Prints thread CPU a heap and phase-4 splits a heap, shapes alternating in each round.
// A single-file program, no jar needed:
//
//   sprague grundy grundys-game --to 2097151 --no-values --threads 1 --out /tmp/g.txt
//   java -Xmx1g bench/HeapMarkLoop.java /tmp/g.txt grundy fe [SHAPE,...] [ROUNDS]
//   sprague grundy 0.6 --to 2097151 --no-values --threads 1 --out /tmp/o6.txt
//   java -Xmx1g bench/HeapMarkLoop.java /tmp/o6.txt 0.6 1ee
//
// SHAPEs: c32 (the engine's before heap17), c64, c128, fix32 (chunks of exactly 32 once grown, a
// constant trip count), swar8 (bytes only: G(x .. x+7) and G(s-x-7 .. s-x) in two long loads),
// spread / spread4k (heap17: eight stretches 8,192 / 4,096 apart, 32 splits from each in turn),
// engine (CommonSplits.scanBytes/scanChars itself: `java -cp sprague-core/target/classes ...`; its
// split count is the bound it returns, not the splits it marked).
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

public class HeapMarkLoop {
    static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    static char[] w;
    static byte[] b;
    static int[] pos;
    static int[] val;
    static int rare;
    static int k;
    static boolean unequal;
    static boolean leaveOne;
    static int mask;
    static long splits;

    public static void main(String[] args) throws Exception {
        List<String> lines = Files.readAllLines(Path.of(args[0]));
        int n = lines.size();
        w = new char[n];
        int max = 0;
        for (int i = 0; i < n; i++) {
            w[i] = (char) Integer.parseInt(lines.get(i).trim());
            max = Math.max(max, w[i]);
        }
        if (max < 256) {
            b = new byte[n];
            for (int i = 0; i < n; i++) {
                b[i] = (byte) w[i];
            }
        }
        boolean grundy = args[1].equals("grundy");
        k = grundy ? 0 : 1;
        unequal = grundy;
        leaveOne = !grundy;
        mask = Integer.parseInt(args[2], 16);
        int[] p = new int[n];
        int[] vv = new int[n];
        for (int x = 1; x < n; x++) {
            if (!common(w[x])) {
                p[rare] = x;
                vv[rare] = w[x];
                rare++;
            }
        }
        pos = Arrays.copyOf(p, rare);
        val = Arrays.copyOf(vv, rare);
        int slot = Integer.highestOneBit(max) * 4;
        String[] shapes = (args.length > 3 ? args[3] : "c32,c64,c128,fix32" + (b != null ? ",swar8" : "")).split(",");
        int rounds = args.length > 4 ? Integer.parseInt(args[4]) : 3;
        int from = n - n / 8;
        System.out.printf("%s: %d values, largest %d (%s), %d rare, heaps [%d, %d)%n", args[0], n, max,
                b != null ? "bytes" : "chars", rare, from, n);
        ThreadMXBean tb = ManagementFactory.getThreadMXBean();
        for (int round = 0; round < rounds; round++) {
            for (String shape : shapes) {
                splits = 0;
                long t0 = tb.getCurrentThreadCpuTime();
                run(shape, new int[slot], from, n);
                long t1 = tb.getCurrentThreadCpuTime();
                System.out.printf("round %d %-6s %.3f us/heap, %.0f phase-4 splits a heap%n", round, shape,
                        (t1 - t0) / 1e3 / (n - from), splits / (double) (n - from));
            }
        }
    }

    static boolean common(int v) {
        return (Integer.bitCount(v & mask) & 1) != 0;
    }

    static void run(String shape, int[] mk, int from, int to) {
        int st = 0;
        org.sprague.heap.CommonSplits.Scan scan = new org.sprague.heap.CommonSplits.Scan();
        for (int m = from; m < to; m++) {
            st++;
            int s = m - k;
            if (leaveOne) {
                mk[w[m - k]] = st;
            }
            int half = unequal && (s & 1) == 0 ? s >> 1 : -1;
            for (int i = 0; i < rare && pos[i] < s; i++) {
                if (pos[i] != half) {
                    mk[val[i] ^ w[s - pos[i]]] = st;
                }
            }
            int mex = 0;
            while (mk[mex] == st) {
                mex++;
            }
            if (!common(mex)) {
                int last = unequal && (s & 1) == 0 ? s / 2 - 1 : s / 2;
                long r = switch (shape) {
                    case "c32" -> b != null ? chunksB(mk, s, last, mex, st, 32) : chunksC(mk, s, last, mex, st, 32);
                    case "c64" -> b != null ? chunksB(mk, s, last, mex, st, 64) : chunksC(mk, s, last, mex, st, 64);
                    case "c128" -> b != null ? chunksB(mk, s, last, mex, st, 128) : chunksC(mk, s, last, mex, st, 128);
                    case "fix32" -> b != null ? fixedB(mk, s, last, mex, st) : fixedC(mk, s, last, mex, st);
                    case "swar8" -> swar8(mk, s, last, mex, st);
                    case "engine" -> b != null
                            ? org.sprague.heap.CommonSplits.scanBytes(b, b, mk, 0, s, st, scan.start(1, last, mex, mask, 0))
                            : org.sprague.heap.CommonSplits.scanChars(w, w, mk, 0, s, st, scan.start(1, last, mex, mask, 0));
                    case "spread" -> b != null ? spreadB(mk, s, last, mex, st, 8192) : spreadC(mk, s, last, mex, st, 8192);
                    case "spread4k" -> b != null ? spreadB(mk, s, last, mex, st, 4096) : spreadC(mk, s, last, mex, st, 4096);
                    default -> throw new IllegalArgumentException(shape);
                };
                mex = (int) r;
                splits += r >>> 32;
            }
            if (mex != w[m]) {
                throw new IllegalStateException(shape + ": G(" + m + ") = " + (int) w[m] + ", computed " + mex);
            }
        }
    }

    /** heap17's spread start: 8 stretches of up to {@code spread} splits, 32 from each in turn, then in order. */
    static long spreadB(int[] mk, int s, int last, int mex, int st, int spread) {
        byte[] v = b;
        int d = (int) Math.min(spread, last / 8 / 32 * 32);
        int a = 1;
        long n = 0;
        if (d > 0) {
            for (int k = 0; k < d; k += 32) {
                for (int r = 1 + k; r < 1 + 8 * d; r += d) {
                    for (int x = r; x < r + 32; x++) {
                        mk[(v[x] ^ v[s - x]) & 0xFF] = st;
                    }
                    n += 32;
                    if (mk[mex] == st) {
                        while (mk[mex] == st) {
                            mex++;
                        }
                        if (common(mex)) {
                            return n << 32 | mex;
                        }
                    }
                }
            }
            a = 1 + 8 * d;
        }
        long r = chunksFrom(mk, s, a, last, mex, st);
        return ((r >>> 32) - a + 1 + n) << 32 | (r & 0xFFFFFFFFL);
    }

    static long chunksFrom(int[] mk, int s, int from, int last, int mex, int st) {
        byte[] v = b;
        int a = from;
        for (int chunk = 2; a <= last; chunk = Math.min(32, chunk * 2)) {
            int until = Math.min(last, a + chunk - 1) + 1;
            for (int x = a; x < until; x++) {
                mk[(v[x] ^ v[s - x]) & 0xFF] = st;
            }
            a = until;
            if (mk[mex] == st) {
                while (mk[mex] == st) {
                    mex++;
                }
                if (common(mex)) {
                    break;
                }
            }
        }
        return (long) (a - 1) << 32 | mex;
    }

    static long spreadC(int[] mk, int s, int last, int mex, int st, int spread) {
        char[] v = w;
        int d = (int) Math.min(spread, last / 8 / 32 * 32);
        int a = 1;
        long n = 0;
        if (d > 0) {
            for (int k = 0; k < d; k += 32) {
                for (int r = 1 + k; r < 1 + 8 * d; r += d) {
                    for (int x = r; x < r + 32; x++) {
                        mk[v[x] ^ v[s - x]] = st;
                    }
                    n += 32;
                    if (mk[mex] == st) {
                        while (mk[mex] == st) {
                            mex++;
                        }
                        if (common(mex)) {
                            return n << 32 | mex;
                        }
                    }
                }
            }
            a = 1 + 8 * d;
        }
        int x0 = a;
        for (int chunk = 2; a <= last; chunk = Math.min(32, chunk * 2)) {
            int until = Math.min(last, a + chunk - 1) + 1;
            for (int x = a; x < until; x++) {
                mk[v[x] ^ v[s - x]] = st;
            }
            a = until;
            if (mk[mex] == st) {
                while (mk[mex] == st) {
                    mex++;
                }
                if (common(mex)) {
                    break;
                }
            }
        }
        return (a - x0 + n) << 32 | mex;
    }

    /** The engine's loop (CommonSplits.scanBytes) with chunks growing to {@code cap}. */
    static long chunksB(int[] mk, int s, int last, int mex, int st, int cap) {
        byte[] v = b;
        int a = 1;
        for (int chunk = 2; a <= last; chunk = Math.min(cap, chunk * 2)) {
            int until = Math.min(last, a + chunk - 1) + 1;
            for (int x = a; x < until; x++) {
                mk[(v[x] ^ v[s - x]) & 0xFF] = st;
            }
            a = until;
            if (mk[mex] == st) {
                while (mk[mex] == st) {
                    mex++;
                }
                if (common(mex)) {
                    break;
                }
            }
        }
        return (long) (a - 1) << 32 | mex;
    }

    static long chunksC(int[] mk, int s, int last, int mex, int st, int cap) {
        char[] v = w;
        int a = 1;
        for (int chunk = 2; a <= last; chunk = Math.min(cap, chunk * 2)) {
            int until = Math.min(last, a + chunk - 1) + 1;
            for (int x = a; x < until; x++) {
                mk[v[x] ^ v[s - x]] = st;
            }
            a = until;
            if (mk[mex] == st) {
                while (mk[mex] == st) {
                    mex++;
                }
                if (common(mex)) {
                    break;
                }
            }
        }
        return (long) (a - 1) << 32 | mex;
    }

    /** Chunks 2, 4, 8, 16, then exactly 32 (a constant trip count) while they fit, then the rest. */
    static long fixedB(int[] mk, int s, int last, int mex, int st) {
        byte[] v = b;
        int a = 1;
        for (int chunk = 2; a <= last; ) {
            if (chunk == 32 && a + 31 <= last) {
                for (int j = 0; j < 32; j++) {
                    mk[(v[a + j] ^ v[s - a - j]) & 0xFF] = st;
                }
                a += 32;
            } else {
                int until = Math.min(last, a + chunk - 1) + 1;
                for (int x = a; x < until; x++) {
                    mk[(v[x] ^ v[s - x]) & 0xFF] = st;
                }
                a = until;
                chunk = Math.min(32, chunk * 2);
            }
            if (mk[mex] == st) {
                while (mk[mex] == st) {
                    mex++;
                }
                if (common(mex)) {
                    break;
                }
            }
        }
        return (long) (a - 1) << 32 | mex;
    }

    static long fixedC(int[] mk, int s, int last, int mex, int st) {
        char[] v = w;
        int a = 1;
        for (int chunk = 2; a <= last; ) {
            if (chunk == 32 && a + 31 <= last) {
                for (int j = 0; j < 32; j++) {
                    mk[v[a + j] ^ v[s - a - j]] = st;
                }
                a += 32;
            } else {
                int until = Math.min(last, a + chunk - 1) + 1;
                for (int x = a; x < until; x++) {
                    mk[v[x] ^ v[s - x]] = st;
                }
                a = until;
                chunk = Math.min(32, chunk * 2);
            }
            if (mk[mex] == st) {
                while (mk[mex] == st) {
                    mex++;
                }
                if (common(mex)) {
                    break;
                }
            }
        }
        return (long) (a - 1) << 32 | mex;
    }

    /** Chunks of 32 as eight steps of eight splits: two long loads, one byte-reversed, XORed. */
    static long swar8(int[] mk, int s, int last, int mex, int st) {
        byte[] v = b;
        int a = 1;
        for (int chunk = 2; a <= last; ) {
            if (chunk == 32 && a + 31 <= last) {
                for (int j = a; j < a + 32; j += 8) {
                    long x = (long) LONGS.get(v, j) ^ Long.reverseBytes((long) LONGS.get(v, s - j - 7));
                    mk[(int) x & 0xFF] = st;
                    mk[(int) (x >>> 8) & 0xFF] = st;
                    mk[(int) (x >>> 16) & 0xFF] = st;
                    mk[(int) (x >>> 24) & 0xFF] = st;
                    mk[(int) (x >>> 32) & 0xFF] = st;
                    mk[(int) (x >>> 40) & 0xFF] = st;
                    mk[(int) (x >>> 48) & 0xFF] = st;
                    mk[(int) (x >>> 56)] = st;
                }
                a += 32;
            } else {
                int until = Math.min(last, a + chunk - 1) + 1;
                for (int x = a; x < until; x++) {
                    mk[(v[x] ^ v[s - x]) & 0xFF] = st;
                }
                a = until;
                chunk = Math.min(32, chunk * 2);
            }
            if (mk[mex] == st) {
                while (mk[mex] == st) {
                    mex++;
                }
                if (common(mex)) {
                    break;
                }
            }
        }
        return (long) (a - 1) << 32 | mex;
    }
}
