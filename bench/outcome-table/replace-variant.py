"""Writes a variant of OutcomeTable.java whose compact layout's replacement is chosen by the
system property tt30.keep (issue 23, docs/performance-log.md "tt30"); the bench only, never
the product. tt30.keep=K (0..3): in a bucket of four, slots 0..K-1 keep the entries of the most
nodes (a new entry takes the least of them when it cost at least as many nodes, and the one it
displaces goes to the recent part), slots K..3 hold the most recent others, first in first out
(K=0: always replace, pure recency). Unset: the product's rule (the new entry always goes in, in
place of the entry of the fewest nodes). The same state's entry is rewritten in place in every
rule. One thread only (entries move between slots without the lock-less order).
Usage: python3 replace-variant.py SRC/OutcomeTable.java OUT/OutcomeTable.java"""
import sys

src = open(sys.argv[1]).read()
anchor = "            long d = USED | (win ? WIN_BIT : 0) | ((long) log << 56) | packed(k1, k2);\n"
assert src.count(anchor) == 1, "anchor not found: OutcomeTable.store changed"
src = src.replace(anchor, anchor + "            if (KEEP >= 0) {\n                variantStore(b, k0, d);\n"
                  "                keep(k0, k1, k2, win, log);\n                return;\n            }\n")
method = '''
    /** tt30.keep: -1 the product's rule, else the slots of a bucket kept by nodes (the rest recent). */
    static final int KEEP = Integer.getInteger("tt30.keep", -1);

    private static int logOf(long g) {
        return (g & USED) == 0 ? -1 : (int) ((g >>> 56) & 63);
    }

    private void variantStore(int b, long k0, long d) {
        long[] s = slots;
        for (int f = b; f < b + 8; f += 2) {
            long g = s[f + 1];
            if ((g & USED) != 0 && ((g ^ d) & KEY2_MASK) == 0 && (s[f] ^ g) == k0) {
                s[f] = k0 ^ d;
                s[f + 1] = d;
                return;
            }
        }
        long ek = k0 ^ d;
        long ed = d;
        if (KEEP > 0) {
            int m = b;
            int ml = Integer.MAX_VALUE;
            for (int f = b; f < b + 2 * KEEP; f += 2) {
                int gl = logOf(s[f + 1]);
                if (gl < ml) {
                    ml = gl;
                    m = f;
                }
            }
            if (ml <= logOf(d)) {
                long ok = s[m];
                long od = s[m + 1];
                s[m] = ek;
                s[m + 1] = ed;
                if ((od & USED) == 0) {
                    return;
                }
                ek = ok;
                ed = od;
            }
        }
        if (KEEP >= 4) {
            return;
        }
        for (int f = b + 6; f > b + 2 * KEEP; f -= 2) {
            s[f] = s[f - 2];
            s[f + 1] = s[f - 1];
        }
        s[b + 2 * KEEP] = ek;
        s[b + 2 * KEEP + 1] = ed;
    }
'''
i = src.rindex("}")
src = src[:i] + method + src[i:]
open(sys.argv[2], "w").write(src)
