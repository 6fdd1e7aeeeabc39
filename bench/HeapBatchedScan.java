// Phase 4 of the sparse-space method for one heap at a time (the engine's loop) against one
// scan serving K consecutive heaps (docs/heap-games.md, "One scan for several heaps"; heap10 in
// docs/performance-log.md). Values from a `--out` file; a two-part split digit (Grundy's game:
// `grundy` = k 0, unequal parts; 0.6: `0.6` = k 1, equal parts allowed, one heap left), the
// rare/common split of the sequence (range type, mask given). The last eighth of the heaps
// is recomputed from the stored values, phase 2 then phase 4, by each variant; every G(m) is
// checked against the file. Prints thread CPU per heap, rounds alternating. A single-file
// program, no jar needed:
//
//   sprague grundy grundys-game --to 1048575 --no-values --out /tmp/g.txt --threads 1
//   java -Xmx1g bench/HeapBatchedScan.java /tmp/g.txt grundy fe [VARIANT,...]
//   sprague grundy 0.6 --to 1048575 --no-values --out /tmp/o6.txt --threads 1
//   java -Xmx1g bench/HeapBatchedScan.java /tmp/o6.txt 0.6 1ee [VARIANT,...]
//
// VARIANTs (after `one`, the engine's marking loop, which always runs first): phase2, targets,
// batchK, halfK, const8, targetsK, hybridA; see run() below.
import java.lang.management.*;
import java.nio.file.*;
import java.util.*;

public class HeapBatchedScan {
    static char[] w;
    static int[] pos;
    static int[] val;
    static int R;
    static int k;
    static boolean unequal;
    static boolean leaveOne;
    static int mask;
    static int slot;
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
        boolean grundy = args[1].equals("grundy");
        k = grundy ? 0 : 1;
        unequal = grundy;
        leaveOne = !grundy;
        mask = Integer.parseInt(args[2], 16);
        slot = 2 << (32 - Integer.numberOfLeadingZeros(max));
        int[] p = new int[n];
        int[] vv = new int[n];
        for (int x = 1; x < n; x++) {
            if (!common(w[x])) {
                p[R] = x;
                vv[R] = w[x];
                R++;
            }
        }
        pos = Arrays.copyOf(p, R);
        val = Arrays.copyOf(vv, R);
        int from = n - n / 8;
        int to = n;
        // variants: one (the engine's loop before heap10), phase2 (phases 1 and 2 alone), batchK (K heaps,
        // a list of the open ones), halfK (K heaps while half are open, then one by one), const8 (half8
        // with constants), targets (no marks: the targets' table), targetsK (targets for K heaps at once),
        // hybridA (marks to a = A, then SWAR compares for the last one or two targets)
        String[] variants = (args.length > 3 ? (args[3].startsWith("one") ? "" : "one,") + args[3]
                : "one,phase2,targets,batch8,half8,half16").split(",");
        System.out.printf("%s: %d values, largest %d, %d rare, heaps [%d, %d)%n", args[0], n, max, R, from, to);
        ThreadMXBean tb = ManagementFactory.getThreadMXBean();
        for (int round = 0; round < 3; round++) {
            for (String v : variants) {
                splits = 0;
                long t0 = tb.getCurrentThreadCpuTime();
                run(v, from, to);
                long t1 = tb.getCurrentThreadCpuTime();
                System.out.printf("round %d %-10s %.3f us/heap, %.0f phase-4 splits a heap%n", round, v,
                        (t1 - t0) / 1e3 / (to - from), splits / (double) (to - from));
            }
        }
    }

    static void run(String v, int from, int to) {
        if (v.equals("one")) {
            oneHeap(from, to);
        } else if (v.equals("phase2")) {
            phase2Only(from, to);
        } else if (v.equals("targets")) {
            targets(from, to);
        } else if (v.equals("const8")) {
            batched8(from, to);
        } else if (v.startsWith("targets")) {
            batchedTargets(from, to, Integer.parseInt(v.substring(7)));
        } else if (v.startsWith("batch")) {
            batched(from, to, Integer.parseInt(v.substring(5)));
        } else if (v.startsWith("half")) {
            batchedWhileHalf(from, to, Integer.parseInt(v.substring(4)));
        } else if (v.startsWith("hybrid")) {
            hybrid(from, to, Integer.parseInt(v.substring(6)));
        } else {
            throw new IllegalArgumentException("variant " + v);
        }
    }

    static boolean common(int v) {
        return (Integer.bitCount(v & mask) & 1) != 0;
    }

    static int lastA(int s) {
        return unequal && (s & 1) == 0 ? s / 2 - 1 : s / 2;
    }

    /** Phases 1 and 2 of heap m into mk[off ..]. */
    static void phase2(int[] mk, int off, int st, int m) {
        if (leaveOne) {
            mk[off + w[m - k]] = st;
        }
        int s = m - k;
        int half = unequal && (s & 1) == 0 ? s >> 1 : -1;
        for (int i = 0; i < R && pos[i] < s; i++) {
            if (pos[i] != half) {
                mk[off + (val[i] ^ w[s - pos[i]])] = st;
            }
        }
    }

    static void check(int m, int mex) {
        if (mex != w[m]) {
            throw new IllegalStateException("G(" + m + ") = " + (int) w[m] + ", computed " + mex);
        }
    }

    /** The engine's loop: per heap, phase 2, then phase 4 in chunks of 32 until the mex is common. */
    static void oneHeap(int from, int to) {
        int[] mk = new int[slot];
        int st = 0;
        long sp = 0;
        for (int m = from; m < to; m++) {
            st++;
            phase2(mk, 0, st, m);
            int mex = 0;
            while (mk[mex] == st) {
                mex++;
            }
            int s = m - k;
            int last = lastA(s);
            for (int a = 1, chunk = 2; !common(mex) && a <= last; chunk = Math.min(32, chunk * 2)) {
                int end = Math.min(last, a + chunk - 1);
                for (int x = a; x <= end; x++) {
                    mk[w[x] ^ w[s - x]] = st;
                }
                sp += end - a + 1;
                a = end + 1;
                while (mk[mex] == st) {
                    mex++;
                }
            }
            check(m, mex);
        }
        splits = sp;
    }

    static long targetCount;

    /**
     * K heaps at once while at least half of them are open: the inner loop over all K lanes
     * (adjacent partners, no list of open heaps; a closed heap's extra marks are harmless, its
     * value is taken when it closed), then each open heap on its own from where the batch stopped.
     */
    static void batchedWhileHalf(int from, int to, int kk) {
        int[] mk = new int[slot * kk];
        int[] mex = new int[kk];
        boolean[] done = new boolean[kk];
        int st = 0;
        long sp = 0;
        for (int m0 = from; m0 + kk <= to; m0 += kk) {
            st++;
            int open = 0;
            for (int j = 0; j < kk; j++) {
                int off = j * slot;
                phase2(mk, off, st, m0 + j);
                int x = 0;
                while (mk[off + x] == st) {
                    x++;
                }
                mex[j] = x;
                done[j] = common(x);
                if (!done[j]) {
                    open++;
                }
            }
            int last = lastA(m0 - k);
            int sBase = m0 - k;
            int a = kk;
            for (int chunk = 32; open * 2 > kk && a <= last; ) {
                int end = Math.min(last, a + chunk - 1);
                for (int x = a; x <= end; x++) {
                    int g = w[x];
                    int b = sBase - x;
                    for (int j = 0, off = 0; j < kk; j++, off += slot) {
                        mk[off + ((g ^ w[b + j]) & (slot - 1))] = st;
                    }
                }
                sp += (long) (end - a + 1) * kk;
                a = end + 1;
                for (int j = 0; j < kk; j++) {
                    if (!done[j]) {
                        int off = j * slot;
                        int x = mex[j];
                        while (mk[off + x] == st) {
                            x++;
                        }
                        mex[j] = x;
                        if (common(x)) {
                            done[j] = true;
                            open--;
                        }
                    }
                }
            }
            for (int j = 0; j < kk; j++) {
                int m = m0 + j;
                int x = mex[j];
                if (!done[j]) {
                    int off = j * slot;
                    int s = m - k;
                    int lj = lastA(s);
                    for (int y = a, chunk = 32; !common(x) && y <= lj; ) {
                        int end = Math.min(lj, y + chunk - 1);
                        for (int z = y; z <= end; z++) {
                            mk[off + ((w[z] ^ w[s - z]) & (slot - 1))] = st;
                        }
                        sp += end - y + 1;
                        y = end + 1;
                        while (mk[off + x] == st) {
                            x++;
                        }
                    }
                    if (!common(x)) {
                        for (int y = 1; y < Math.min(kk, lj + 1); y++) {
                            mk[off + (w[y] ^ w[s - y])] = st;
                        }
                        while (mk[off + x] == st) {
                            x++;
                        }
                    }
                }
                check(m, x);
            }
        }
        splits = sp;
    }

    /** {@link #batchedWhileHalf} with K = 8 and 512 marks a heap as constants (the loop unrolled). */
    static void batched8(int from, int to) {
        final int kk = 8;
        final int sh = 9;
        if (slot != 512) {
            throw new IllegalStateException("slot " + slot);
        }
        int[] mk = new int[slot * kk];
        int[] mex = new int[kk];
        boolean[] done = new boolean[kk];
        int st = 0;
        long sp = 0;
        for (int m0 = from; m0 + kk <= to; m0 += kk) {
            st++;
            int open = 0;
            for (int j = 0; j < kk; j++) {
                int off = j * slot;
                phase2(mk, off, st, m0 + j);
                int x = 0;
                while (mk[off + x] == st) {
                    x++;
                }
                mex[j] = x;
                done[j] = common(x);
                if (!done[j]) {
                    open++;
                }
            }
            int last = lastA(m0 - k);
            int sBase = m0 - k;
            int a = kk;
            for (int chunk = 32; open * 2 > kk && a <= last; ) {
                int end = Math.min(last, a + chunk - 1);
                for (int x = a; x <= end; x++) {
                    int g = w[x];
                    int b = sBase - x;
                    for (int j = 0; j < kk; j++) {
                        mk[(j << sh) + ((g ^ w[b + j]) & 511)] = st;
                    }
                }
                sp += (long) (end - a + 1) * kk;
                a = end + 1;
                for (int j = 0; j < kk; j++) {
                    if (!done[j]) {
                        int off = j * slot;
                        int x = mex[j];
                        while (mk[off + x] == st) {
                            x++;
                        }
                        mex[j] = x;
                        if (common(x)) {
                            done[j] = true;
                            open--;
                        }
                    }
                }
            }
            for (int j = 0; j < kk; j++) {
                int m = m0 + j;
                int x = mex[j];
                if (!done[j]) {
                    int off = j * slot;
                    int s = m - k;
                    int lj = lastA(s);
                    for (int y = a, chunk = 32; !common(x) && y <= lj; ) {
                        int end = Math.min(lj, y + chunk - 1);
                        for (int z = y; z <= end; z++) {
                            mk[off + ((w[z] ^ w[s - z]) & (slot - 1))] = st;
                        }
                        sp += end - y + 1;
                        y = end + 1;
                        while (mk[off + x] == st) {
                            x++;
                        }
                    }
                    if (!common(x)) {
                        for (int y = 1; y < Math.min(kk, lj + 1); y++) {
                            mk[off + (w[y] ^ w[s - y])] = st;
                        }
                        while (mk[off + x] == st) {
                            x++;
                        }
                    }
                }
                check(m, x);
            }
        }
        splits = sp;
    }

    /** Phases 1 and 2 alone (every heap), for the share of phase 4 in the others. */
    static void phase2Only(int from, int to) {
        int[] mk = new int[slot];
        int st = 0;
        long sink = 0;
        for (int m = from; m < to; m++) {
            st++;
            phase2(mk, 0, st, m);
            sink += mk[3];
        }
        splits = sink & 0;
    }
    static final java.lang.invoke.VarHandle LONGS = java.lang.invoke.MethodHandles.byteArrayViewVarHandle(long[].class,
            java.nio.ByteOrder.LITTLE_ENDIAN);
    static byte[] fwd;
    static byte[] rev;
    static int revLen;

    /** The values as 16-bit little-endian lanes, and the first revLen reversed: rev[i] = G(revLen - 1 - i). */
    static void pack() {
        if (fwd != null) {
            return;
        }
        fwd = new byte[2 * w.length + 8];
        for (int i = 0; i < w.length; i++) {
            fwd[2 * i] = (byte) w[i];
            fwd[2 * i + 1] = (byte) (w[i] >> 8);
        }
        revLen = 1 << 16;
        rev = new byte[2 * revLen + 8];
        for (int i = 0; i < revLen; i++) {
            int v = w[revLen - 1 - i];
            rev[2 * i] = (byte) v;
            rev[2 * i + 1] = (byte) (v >> 8);
        }
    }

    static final long LOW = 0x0001000100010001L;
    static final long HIGH = 0x8000800080008000L;

    /**
     * Marks (the engine's loop) for a &lt;= a0, then the targets left (unmarked values below c, the
     * least unmarked common value): one or two by a SWAR compare of four splits at a time (G(a..a+3)
     * from the reversed copy against G(s-a-3 .. s-a)), more by a branch-free lookup per chunk.
     */
    static void hybrid(int from, int to, int a0) {
        pack();
        int[] mk = new int[slot];
        byte[] tg = new byte[slot];
        int st = 0;
        long sp = 0;
        int[] tl = new int[slot];
        for (int m = from; m < to; m++) {
            st++;
            phase2(mk, 0, st, m);
            int mex = 0;
            while (mk[mex] == st) {
                mex++;
            }
            int s = m - k;
            int last = lastA(s);
            int a = 1;
            for (int chunk = 2; !common(mex) && a <= Math.min(last, a0); chunk = Math.min(32, chunk * 2)) {
                int end = Math.min(last, a + chunk - 1);
                for (int x = a; x <= end; x++) {
                    mk[(w[x] ^ w[s - x]) & (slot - 1)] = st;
                }
                sp += end - a + 1;
                a = end + 1;
                while (mk[mex] == st) {
                    mex++;
                }
            }
            if (!common(mex)) {
                int c = mex;
                int left = 0;
                for (; mk[c] == st || !common(c); c++) {
                    if (mk[c] != st) {
                        tl[left++] = c;
                    }
                }
                // the targets left: tl[0 .. left-1], ascending; G = c once all are hit
                while (left > 0 && a <= last) {
                    if (left <= 2 && a + 4 <= Math.min(last, revLen - 4)) {
                        long t0 = tl[0] * LOW;
                        long t1 = tl[left - 1] * LOW;
                        int end = Math.min(last, revLen - 4) - 3;
                        int x = a;
                        for (; x <= end; x += 4) {
                            long p = (long) LONGS.get(rev, 2 * (revLen - 4 - x)) ^ (long) LONGS.get(fwd, 2 * (s - x - 3));
                            long d0 = p ^ t0;
                            long d1 = p ^ t1;
                            if (((((d0 - LOW) & ~d0) | ((d1 - LOW) & ~d1)) & HIGH) != 0) {
                                break;
                            }
                        }
                        sp += x - a;
                        int stop = Math.min(last, x + 3);
                        for (; x <= stop && left > 0; x++) {
                            int v = w[x] ^ w[s - x];
                            for (int i = 0; i < left; i++) {
                                if (tl[i] == v) {
                                    System.arraycopy(tl, i + 1, tl, i, left - i - 1);
                                    left--;
                                    break;
                                }
                            }
                            sp++;
                        }
                        a = x;
                        if (x > end && x <= last && left > 0 && a > Math.min(last, revLen - 4) - 3) {
                            for (; a <= last && left > 0; a++) {
                                int v = w[a] ^ w[s - a];
                                for (int i = 0; i < left; i++) {
                                    if (tl[i] == v) {
                                        System.arraycopy(tl, i + 1, tl, i, left - i - 1);
                                        left--;
                                        break;
                                    }
                                }
                                sp++;
                            }
                        }
                        continue;
                    }
                    for (int i = 0; i < left; i++) {
                        tg[tl[i]] = 1;
                    }
                    int end = Math.min(last, a + 31);
                    int acc = 0;
                    for (int x = a; x <= end; x++) {
                        acc |= tg[(w[x] ^ w[s - x]) & (slot - 1)];
                    }
                    if (acc != 0) {
                        for (int x = a; x <= end; x++) {
                            tg[(w[x] ^ w[s - x]) & (slot - 1)] = 0;
                        }
                        int l2 = 0;
                        for (int i = 0; i < left; i++) {
                            if (tg[tl[i]] != 0) {
                                tl[l2++] = tl[i];
                            }
                        }
                        left = l2;
                    }
                    for (int i = 0; i < left; i++) {
                        tg[tl[i]] = 0;
                    }
                    sp += end - a + 1;
                    a = end + 1;
                }
                mex = left > 0 ? tl[0] : c;
            }
            check(m, mex);
        }
        splits = sp;
    }

    /**
     * Phase 4 without marks: after phase 2 the heap's targets are the unmarked values below c,
     * the least unmarked common value (all rare); the scan only tests each split's value against
     * them (a load, no store) and stops when the last one is hit: G(m) = c, else the least target
     * left.
     */
    static void targets(int from, int to) {
        int[] mk = new int[slot];
        byte[] tg = new byte[slot];
        int st = 0;
        long sp = 0;
        long tc = 0;
        for (int m = from; m < to; m++) {
            st++;
            phase2(mk, 0, st, m);
            int c = 0;
            int left = 0;
            for (; mk[c] == st || !common(c); c++) {
                if (mk[c] != st) {
                    tg[c] = 1;
                    left++;
                }
            }
            tc += left;
            int s = m - k;
            int last = lastA(s);
            int x = 1;
            if (left > 0) {
                for (; x <= last; x++) {
                    int v = w[x] ^ w[s - x];
                    if (tg[v] != 0) {
                        tg[v] = 0;
                        if (--left == 0) {
                            break;
                        }
                    }
                }
            }
            sp += Math.min(x, last);
            int g = c;
            if (left > 0) {
                for (int v = 0; v < c; v++) {
                    if (tg[v] != 0) {
                        g = Math.min(g, v);
                        tg[v] = 0;
                    }
                }
            }
            check(m, g);
        }
        splits = sp;
        targetCount = tc;
    }

    /** {@link #targets} for K heaps at once: one pass over a >= K reads G(a) once for the heaps still open. */
    static void batchedTargets(int from, int to, int kk) {
        int[] mk = new int[slot];
        byte[] tg = new byte[slot * kk];
        int[] left = new int[kk];
        int[] cs = new int[kk];
        int[] act = new int[kk];
        int st = 0;
        long sp = 0;
        for (int m0 = from; m0 < to; m0 += kk) {
            int len = Math.min(kk, to - m0);
            int nAct = 0;
            for (int j = 0; j < len; j++) {
                st++;
                phase2(mk, 0, st, m0 + j);
                int c = 0;
                int l = 0;
                int off = j * slot;
                for (; mk[c] == st || !common(c); c++) {
                    if (mk[c] != st) {
                        tg[off + c] = 1;
                        l++;
                    }
                }
                cs[j] = c;
                left[j] = l;
                if (l > 0) {
                    act[nAct++] = j;
                }
            }
            int last = lastA(m0 - k);
            int sBase = m0 - k;
            int a = kk;
            while (nAct > 0 && a <= last) {
                int end = Math.min(last, a + 63);
                for (int i = 0; i < nAct; i++) {
                    int j = act[i];
                    int off = j * slot;
                    int b = sBase + j;
                    int l = left[j];
                    int x = a;
                    for (; x <= end; x++) {
                        int v = w[x] ^ w[b - x];
                        if (tg[off + v] != 0) {
                            tg[off + v] = 0;
                            if (--l == 0) {
                                break;
                            }
                        }
                    }
                    sp += Math.min(x, end) - a + 1;
                    left[j] = l;
                }
                a = end + 1;
                int keep = 0;
                for (int i = 0; i < nAct; i++) {
                    if (left[act[i]] > 0) {
                        act[keep++] = act[i];
                    }
                }
                nAct = keep;
            }
            for (int j = 0; j < len; j++) {
                int m = m0 + j;
                int off = j * slot;
                int s = m - k;
                int l = left[j];
                if (l > 0) {
                    for (int y = 1; y < Math.min(kk, lastA(s) + 1) && l > 0; y++) {
                        int v = w[y] ^ w[s - y];
                        if (tg[off + v] != 0) {
                            tg[off + v] = 0;
                            l--;
                        }
                    }
                    for (int y = a; y <= lastA(s) && l > 0; y++) {
                        int v = w[y] ^ w[s - y];
                        if (tg[off + v] != 0) {
                            tg[off + v] = 0;
                            l--;
                        }
                    }
                }
                int g = cs[j];
                for (int v = 0; v < cs[j]; v++) {
                    if (tg[off + v] != 0) {
                        g = Math.min(g, v);
                        tg[off + v] = 0;
                    }
                }
                check(m, g);
            }
        }
        splits = sp;
    }

    /**
     * K heaps m0 .. m0+K-1 at once: phase 2 each, then one phase-4 scan over a >= K (every
     * partner s_j - a below m0) reading G(a) once for all the heaps still open, whose partners
     * G(m0 - k - a + j) are adjacent; a heap leaves the scan when its mex is common. A heap whose
     * scan ran out marks the splits a < K too (in the engine those partners are the batch's).
     */
    static void batched(int from, int to, int kk) {
        int[] mk = new int[slot * kk];
        int[] act = new int[kk];
        int[] mex = new int[kk];
        int st = 0;
        long sp = 0;
        for (int m0 = from; m0 < to; m0 += kk) {
            int len = Math.min(kk, to - m0);
            st++;
            int nAct = 0;
            for (int j = 0; j < len; j++) {
                int off = j * slot;
                phase2(mk, off, st, m0 + j);
                int x = 0;
                while (mk[off + x] == st) {
                    x++;
                }
                mex[j] = x;
                if (!common(x)) {
                    act[nAct++] = j;
                }
            }
            int last = lastA(m0 - k); // the smallest heap's last split: every open heap has it
            int sBase = m0 - k;
            int a = kk;
            for (int chunk = 2; nAct > 0 && a <= last; chunk = Math.min(32, chunk * 2)) {
                int end = Math.min(last, a + chunk - 1);
                if (nAct == len && len == kk) {
                    for (int x = a; x <= end; x++) {
                        int g = w[x];
                        int b = sBase - x;
                        for (int j = 0, off = 0; j < kk; j++, off += slot) {
                            mk[off + (g ^ w[b + j])] = st;
                        }
                    }
                } else {
                    for (int x = a; x <= end; x++) {
                        int g = w[x];
                        int b = sBase - x;
                        for (int i = 0; i < nAct; i++) {
                            int j = act[i];
                            mk[j * slot + (g ^ w[b + j])] = st;
                        }
                    }
                }
                sp += (long) (end - a + 1) * nAct;
                a = end + 1;
                int keep = 0;
                for (int i = 0; i < nAct; i++) {
                    int j = act[i];
                    int off = j * slot;
                    int x = mex[j];
                    while (mk[off + x] == st) {
                        x++;
                    }
                    mex[j] = x;
                    if (!common(x)) {
                        act[keep++] = j;
                    }
                }
                nAct = keep;
            }
            for (int j = 0; j < len; j++) {
                int m = m0 + j;
                int x = mex[j];
                if (!common(x)) {
                    // the batched scan ran out (a > last): the heap's own remaining splits
                    int off = j * slot;
                    int s = m - k;
                    for (int y = 1; y < Math.min(kk, lastA(s) + 1); y++) {
                        mk[off + (w[y] ^ w[s - y])] = st;
                    }
                    for (int y = a; y <= lastA(s); y++) {
                        mk[off + (w[y] ^ w[s - y])] = st;
                    }
                    while (mk[off + x] == st) {
                        x++;
                    }
                }
                check(m, x);
            }
        }
        splits = sp;
    }
}
