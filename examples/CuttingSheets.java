import org.sprague.search.PackedGame;

/**
 * The cutting game (POJ 2311) as a packed user game: a sheet w x h is one long,
 * (min side << 32 | max side), so a sheet and its rotation are one position. A move cuts one
 * sheet along a grid line into two; whoever cuts off a 1x1 piece wins, so only cuts leaving
 * both parts at least 2 wide count. A cut is streamed as the sum of its two pieces, and the
 * rank (an index below (M+1)(M+2)/2 for sides up to M) lets the search keep every value in
 * one int array, as the tutorials' int sg[N][N] does.
 *
 *   sprague solve --game-file examples/CuttingSheets.java 400 400
 *   sprague solve --game-file examples/CuttingSheets.java 4 5 6 7      (two sheets: a sum)
 *   sprague table --game-file examples/CuttingSheets.java 8 8
 */
public class CuttingSheets implements PackedGame {

    static long sheet(long w, long h) {
        return w <= h ? w << 32 | h : h << 32 | w;
    }

    @Override
    public void options(long p, OptionSink sink) {
        long w = p >>> 32;
        long h = p & 0xffffffffL;
        for (long a = 2; a <= w - a; a++) {      // a and w - a give the same two pieces
            sink.sum(sheet(a, h), sheet(w - a, h));
        }
        for (long b = 2; b <= h - b; b++) {
            sink.sum(sheet(w, b), sheet(w, h - b));
        }
    }

    @Override
    public boolean streamsCanonicalParts() {
        return true;                             // every piece streamed is already a sheet(min, max)
    }

    @Override
    public long canonical(long p) {
        return sheet(p >>> 32, p & 0xffffffffL);
    }

    @Override
    public long rank(long p) {
        long h = p & 0xffffffffL;
        return h * (h + 1) / 2 + (p >>> 32);
    }

    @Override
    public long rankBound(long root) {
        long m = Math.max(root >>> 32, root & 0xffffffffL);
        return (m + 1) * (m + 2) / 2;
    }

    /** A sheet is typed as its two sides, "w h"; several sheets are typed one after another. */
    @Override
    public long position(long[] numbers) {
        if (numbers.length != 2 || numbers[0] < 2 || numbers[1] < 2) {
            throw new IllegalArgumentException("a sheet is two sides w h, each at least 2");
        }
        return sheet(numbers[0], numbers[1]);
    }

    @Override
    public long[] numbers(long p) {
        return new long[] {p >>> 32, p & 0xffffffffL};
    }

    @Override
    public int partSize() {
        return 2;
    }

    @Override
    public String format(long p) {
        return (p >>> 32) + "x" + (p & 0xffffffffL);
    }

    /** Keeps no state between calls, so `solve --threads 2` may search it from two threads at once. */
    @Override
    public PackedGame forAnotherThread() {
        return this;
    }
}
