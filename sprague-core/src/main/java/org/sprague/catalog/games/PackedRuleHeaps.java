package org.sprague.catalog.games;

import java.util.function.LongConsumer;
import org.sprague.heap.HeapRule;

/**
 * The packed adapter for the whole family of heap games given by a rule on one heap
 * ({@link HeapRule}: subtraction sets, take-and-break codes, Lasker's, Bash, capped Nim, Nim),
 * in two modes:
 *
 * <ul>
 *   <li><b>sum</b> (normal-play Grundy values): a position is the sum of its heaps, so the
 *       atomic positions are single heaps, packed as the heap size itself; an option of a heap
 *       is the 0 to 3 heaps its move leaves, streamed as a sum. The rank is the heap size,
 *       so the memo is a plain array, as in a tutorial's {@code int sg[N]}.</li>
 *   <li><b>whole</b> (misère play, where a sum is not decided by its parts' values): a
 *       position is the multiset of its heaps in {@link HeapFields}, sorted; each heap's
 *       options replace it by the heaps left, re-sorted. Heaps of equal size have the same
 *       options, so only the first of each size is expanded.</li>
 * </ul>
 *
 * The moves come from the rule's allocation-free {@link HeapRule#forEachOption}; the visitor
 * is one reused object, so nothing is allocated per option.
 */
final class PackedRuleHeaps extends HeapFields {
    private final HeapRule rule;
    private final boolean sum;
    private final int[] heaps;
    private final int[] next;
    private final long[] three = new long[3];
    private final Visitor visitor = new Visitor();

    /**
     * @param bits bits per heap (whole mode); a heap in sum mode is its own packed form
     * @param sum whether positions are sums of single heaps (normal-play Grundy values)
     */
    PackedRuleHeaps(HeapRule rule, int bits, boolean sum) {
        super(bits, true);
        this.rule = rule;
        this.sum = sum;
        this.heaps = new int[slots];
        this.next = new int[slots + 3];
    }

    /** Nim as a rule: a heap of {@code n} may be lowered to any smaller size. */
    static final HeapRule NIM = new HeapRule() {
        @Override
        public void forEachOption(int n, OptionVisitor v) {
            for (int to = n - 1; to >= 1; to--) {
                v.option(1, to, 0, 0);
            }
            if (n > 0) {
                v.option(0, 0, 0, 0);
            }
        }
    };

    @Override
    public void options(long p, OptionSink sink) {
        visitor.sink = sink;
        if (sum) {
            visitor.from = -1;
            rule.forEachOption((int) p, visitor);
            return;
        }
        int n = unpack(p, heaps);
        visitor.n = n;
        for (int i = 0; i < n; i++) {
            if (i > 0 && heaps[i] == heaps[i - 1]) {
                continue; // the same options as the heap before
            }
            visitor.from = i;
            rule.forEachOption(heaps[i], visitor);
        }
    }

    @Override
    public boolean streamsCanonicalParts() {
        return true; // sum mode: single heaps; whole mode: sorted multisets
    }

    /** Sum mode: each non-empty heap of a packed multiset is a component. */
    @Override
    public void components(long p, LongConsumer out) {
        if (!sum) {
            out.accept(canonical(p));
            return;
        }
        for (int i = 0; i < slots; i++) {
            int h = field(p, i);
            if (h != 0) {
                out.accept(h);
            }
        }
    }

    @Override
    public long canonical(long p) {
        return sum && p <= fieldMask ? p : super.canonical(p);
    }

    @Override
    public long rank(long p) {
        return sum ? p : -1;
    }

    /** Sum mode: the largest heap of the root plus one. */
    @Override
    public long rankBound(long root) {
        if (!sum) {
            return 0;
        }
        long max = 0;
        for (int i = 0; i < slots; i++) {
            max = Math.max(max, field(root, i));
        }
        return max + 1;
    }

    private final class Visitor implements HeapRule.OptionVisitor {
        OptionSink sink;
        int from;
        int n;

        @Override
        public void option(int count, int a, int b, int c) {
            if (from < 0) { // sum mode: the heaps left
                switch (count) {
                    case 0 -> sink.parts(three, 0);
                    case 1 -> sink.option(a);
                    case 2 -> sink.sum(a, b);
                    default -> {
                        three[0] = a;
                        three[1] = b;
                        three[2] = c;
                        sink.parts(three, 3);
                    }
                }
                return;
            }
            int m = 0;
            for (int i = 0; i < n; i++) {
                if (i != from) {
                    next[m++] = heaps[i];
                }
            }
            if (count >= 1) {
                next[m++] = a;
            }
            if (count >= 2) {
                next[m++] = b;
            }
            if (count >= 3) {
                next[m++] = c;
            }
            sink.option(pack(next, m));
        }
    }
}
