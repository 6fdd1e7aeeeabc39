package org.sprague.search.engine;

import org.sprague.search.PackedGame;

import org.sprague.search.PackedGame.KeyShape;

/**
 * Decides the {@link KeyShape} of a game that does not declare one, from a sample of its
 * moves: a depth-first walk from the root (the order the search itself meets positions)
 * expands the first {@value #SAMPLE} distinct canonical parts, and counts the options whose
 * bucket in {@link ChainedLongMemo} (its first, identity-like fold; a table of 16 million
 * buckets) lies within {@value #NEAR} buckets of their parent's (16 bytes of bucket heads:
 * the same cache line or the next). Whole numbers in fields (a heap one smaller) give many
 * such options, and the chained memo then finds a position's options near each other:
 * {@link KeyShape#NUMBERS} from {@value #NUMBERS_FROM_PERCENT}%. Bit boards canonical under
 * symmetries spread: {@link KeyShape#BITBOARD}.
 *
 * <p>Measured shares (roots as in the benchmarks; the threshold sits between the two groups):
 * three heaps in 21-bit fields (300, 300, 300) with Fibonacci moves 19%, with moves 1 to 3
 * 35%, kiki (2000, 2000) 83%; Cram 5 x 6 2%, a 6 x 6 domino bit board without symmetries 5%,
 * Chomp 11 x 11 8%. Wythoff (300, 300) 11% and multiplication 2% (moves that jump far) fall
 * on the bit-board side, so those games declare their shape. A game that knows its layout
 * declares it ({@link PackedGame#keyShape}).
 *
 * <p>The sample is taken once, from the first root a search is made for: a root with fewer
 * reachable positions than the sample decides on what it has (one with no options:
 * {@link KeyShape#BITBOARD}, the open-addressing memo, whose mixed hash has no bad key
 * sets), so a sweep that starts from 0 ({@code pattern}) gets that memo unless the game
 * declares its shape.
 *
 * <p>Cost: {@code O(SAMPLE x options)} once per search, before it starts; it allocates (a
 * visited set and a stack), which is fine outside the hot loop.
 */
public final class KeyShapes {
    /** How many distinct keys the sample takes. */
    static final int SAMPLE = 4096;
    /** Buckets apart that count as near: 16 bytes of bucket heads, one cache line or the next. */
    static final int NEAR = 4;
    /** {@link KeyShape#NUMBERS} when at least this share of the options is near. */
    static final int NUMBERS_FROM_PERCENT = 12;
    private static final int BUCKETS = (1 << 24) + 1;

    private KeyShapes() {
    }

    /** The declared shape of {@code game}, else the one its sample from {@code root} shows. */
    public static KeyShape of(PackedGame game, long root) {
        KeyShape declared = game.keyShape();
        return declared != KeyShape.UNDECLARED ? declared : sample(game, root);
    }

    /** The shape a sample of keys reachable from {@code root} shows (whatever is declared). */
    public static KeyShape sample(PackedGame game, long root) {
        boolean near = nearPercent(game, root) >= NUMBERS_FROM_PERCENT;
        return near ? KeyShape.NUMBERS : KeyShape.BITBOARD;
    }

    /**
     * The share, in percent, of the sampled parts' options (as parts) whose bucket is within
     * {@value #NEAR} buckets of their parent's: the walk expands the first {@value #SAMPLE}
     * distinct parts a depth-first walk from {@code root} meets.
     */
    public static int nearPercent(PackedGame game, long root) {
        HashLongMemo seen = new HashLongMemo(2 * SAMPLE);
        long[][] box = {new long[256]};
        int[] top = {0};
        long[] counts = new long[2];
        long[] parent = {root};
        boolean direct = game.streamsCanonicalParts();
        java.util.function.LongConsumer push = k -> {
            counts[0]++;
            long apart = ChainedLongMemo.bucket(k, BUCKETS)
                    - (long) ChainedLongMemo.bucket(parent[0], BUCKETS);
            if (Math.abs(apart) < NEAR) {
                counts[1]++;
            }
            if (seen.size() < SAMPLE && seen.get(k) == LongMemo.MISSING) {
                seen.put(k, 0);
                if (top[0] == box[0].length) {
                    box[0] = java.util.Arrays.copyOf(box[0], top[0] * 2);
                }
                box[0][top[0]++] = k;
            }
        };
        java.util.function.LongConsumer part = direct ? push : p -> game.components(p, push);
        game.components(root, push);
        PackedGame.OptionSink sink = new PackedGame.OptionSink() {
            @Override
            public void option(long p) {
                part.accept(p);
            }

            @Override
            public void sum(long a, long b) {
                part.accept(a);
                part.accept(b);
            }

            @Override
            public void parts(long[] parts, int count) {
                for (int i = 0; i < count; i++) {
                    part.accept(parts[i]);
                }
            }
        };
        while (top[0] > 0 && seen.size() < SAMPLE) {
            parent[0] = box[0][--top[0]];
            game.options(parent[0], sink);
        }
        return (int) (100 * counts[1] / Math.max(1, counts[0]));
    }
}
