// Phase 4's mark line with JDK 25's incubating Vector API (heap17, issue 25 part 2: a time-boxed
// experiment, not in the product): 32 splits a step, G(a .. a+31) and G(s-a-31 .. s-a) loaded as
// two 256-bit byte vectors, the second reversed, XORed; the 32 marks then stored one by one
// (AVX2 has no scatter store: the Vector API's scatter is emulated lane by lane). Against the
// engine's scalar chunk (CommonSplits.markBytes). Grundy's game's values (bytes), the last eighth of
// the heaps, phase 2 then phase 4 in order (no spread start), every G(m) checked against the file.
//
//   sprague grundy grundys-game --to 2097151 --no-values --out /tmp/g.txt
//   java --add-modules jdk.incubator.vector bench/HeapMarkSimd.java /tmp/g.txt [ROUNDS]
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.VectorShuffle;
import jdk.incubator.vector.VectorSpecies;

public class HeapMarkSimd {
    static final VectorSpecies<Byte> B = ByteVector.SPECIES_256;
    static final VectorShuffle<Byte> REV = VectorShuffle.fromOp(B, i -> 31 - i);
    static byte[] b;
    static int[] pos;
    static int[] val;
    static int rare;
    static long splits;

    public static void main(String[] args) throws Exception {
        List<String> lines = Files.readAllLines(Path.of(args[0]));
        int n = lines.size();
        b = new byte[n + 64];
        int[] p = new int[n];
        int[] v = new int[n];
        for (int i = 0; i < n; i++) {
            int g = Integer.parseInt(lines.get(i).trim());
            b[i] = (byte) g;
            if (i > 0 && !common(g)) {
                p[rare] = i;
                v[rare++] = g;
            }
        }
        pos = p;
        val = v;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        int from = n - n / 8;
        ThreadMXBean tb = ManagementFactory.getThreadMXBean();
        for (int round = 0; round < rounds; round++) {
            for (boolean simd : new boolean[] {false, true}) {
                splits = 0;
                long t0 = tb.getCurrentThreadCpuTime();
                run(simd, new int[1024], from, n);
                long t1 = tb.getCurrentThreadCpuTime();
                System.out.printf("round %d %-6s %.3f us/heap, %.0f splits a heap%n", round, simd ? "simd" : "scalar",
                        (t1 - t0) / 1e3 / (n - from), splits / (double) (n - from));
            }
        }
    }

    static boolean common(int v) {
        return (Integer.bitCount(v & 0xfe) & 1) != 0;
    }

    static void run(boolean simd, int[] mk, int from, int to) {
        int st = 0;
        byte[] tmp = new byte[32];
        for (int m = from; m < to; m++) {
            st++;
            int s = m;
            int half = (s & 1) == 0 ? s >> 1 : -1;
            for (int i = 0; i < rare && pos[i] < s; i++) {
                if (pos[i] != half) {
                    mk[val[i] ^ (b[s - pos[i]] & 0xFF)] = st;
                }
            }
            int mex = 0;
            while (mk[mex] == st) {
                mex++;
            }
            int last = (s & 1) == 0 ? s / 2 - 1 : s / 2;
            int a = 1;
            while (!common(mex) && a <= last) {
                int until = Math.min(last + 1, a + 32);
                if (simd && until == a + 32) {
                    ByteVector x = ByteVector.fromArray(B, b, a)
                            .lanewise(jdk.incubator.vector.VectorOperators.XOR,
                                    ByteVector.fromArray(B, b, s - a - 31).rearrange(REV));
                    x.intoArray(tmp, 0);
                    for (int j = 0; j < 32; j++) {
                        mk[tmp[j] & 0xFF] = st;
                    }
                } else {
                    for (int x = a; x < until; x++) {
                        mk[(b[x] ^ b[s - x]) & 0xFF] = st;
                    }
                }
                splits += until - a;
                a = until;
                while (mk[mex] == st) {
                    mex++;
                }
            }
            if (mex != (b[m] & 0xFF)) {
                throw new IllegalStateException("G(" + m + ") = " + (b[m] & 0xFF) + ", computed " + mex);
            }
        }
    }
}
