package org.sprague.partizan.games;

import java.util.stream.Collectors;
import java.util.ArrayList;
import java.util.List;
import org.sprague.game.InvalidInputException;
import org.sprague.partizan.games.Cutcake.Cake;

/**
 * Cutcake (Winning Ways ch. 2): rectangles of cake W squares wide and H high; Left cuts one
 * piece along a vertical line between squares, Right along a horizontal line. Who cannot
 * cut loses. Every piece is a region.
 *
 * <p><b>Values</b> ({@link #formula}, Winning Ways, 2nd ed., vol. 1, ch. 2, "Cutcake"): with
 * {@code a = floor(log2 W)} and {@code b = floor(log2 H)}, a W x H piece is worth
 * {@code floor(W / 2^b) - 1} when a > b, {@code -(floor(H / 2^a) - 1)} when b > a, and 0 when
 * a = b; a cake of several pieces is their sum. {@link #integerValue} gives it, so a piece of
 * any size up to {@link #MAX_SIDE} is valued in O(1) (solve cutcake 4096 3 searched 28.7 s and
 * 4.6 GB; 3714 32 ran past 120 s), and its options each in O(1) for the winning moves.
 *
 * <p><b>Proof</b>, by induction on W + H (1 x 1: no move, 0). Write V(w, h), q(n) =
 * floor(n / 2^b) for the b of h, and use that a game whose options are integers, every left
 * one below every right one, is the simplest number between them.
 * <ul>
 * <li>a = b: Left's cut w = x + y (x <= y) has x < 2^a = 2^b, so V(x, h) = -(floor(h / 2^g(x))
 * - 1) <= -1 (g = floor log2 < b, so h / 2^g(x) >= 2), and V(y, h) <= 0 (g(y) <= b): every
 * left option is <= -1; symmetrically every right option >= 1. V = 0.</li>
 * <li>a > b: let k = q(w) - 1 >= 1. A right cut h = s + t has g(s), g(t) <= b < a, so each
 * part is worth floor(w / 2^g) - 1 >= k: right options >= 2k >= k + 1 (or none, h = 1). For
 * every n >= 1, V(n, h) <= q(n) - 1, with equality when n >= 2^b (n >= 2^(b+1): the case a > b;
 * g(n) = b: 0 = q(n) - 1; n < 2^b: V <= -1 = q(n) - 1). So a left cut w = x + y is worth at
 * most q(x) + q(y) - 2 <= q(w) - 2 = k - 1, and the cut x = 2^b (y = w - 2^b >= 2^b, q(y) =
 * q(w) - 1) is worth exactly k - 1. V = {k - 1 | >= k + 1} = k.</li>
 * <li>b > a: the same with Left and Right exchanged: V = -(floor(h / 2^a) - 1).</li>
 * </ul>
 * Every value is an integer. {@code CutcakeClosedFormTest} checks the formula, and the winning
 * moves it gives, against the canonical-form search on every rectangle up to 24 x 24 and on
 * random cakes of several pieces.
 */
public final class Cutcake extends DescribedBoardGame<Cake> {
    public Cutcake() {
        super("cutcake", "Rectangles of cake: Left cuts a piece along a vertical line (between columns), Right along a"
                + " horizontal line. A player who cannot cut loses.",
                "W H for one piece W wide and H high (more pieces: W H W H ..., or WxH words)",
                "cutcake 4 3");
    }

    /** The largest side accepted (values come from {@link #formula}; a search of a piece this big would not end). */
    static final int MAX_SIDE = 4096;

    /** Pieces {@code [w0, h0, w1, h1, ...]}, sorted. */
    public record Cake(List<Integer> sides) {
        public Cake {
            sides = List.copyOf(sides);
        }

        static Cake of(int... wh) {
            List<int[]> pieces = new ArrayList<>();
            for (int i = 0; i < wh.length; i += 2) {
                pieces.add(new int[] {wh[i], wh[i + 1]});
            }
            pieces.sort((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
            List<Integer> s = new ArrayList<>();
            for (int[] p : pieces) {
                s.add(p[0]);
                s.add(p[1]);
            }
            return new Cake(s);
        }
    }

    @Override
    public Cake parse(List<String> words) {
        List<Integer> nums = new ArrayList<>();
        for (String w : words) {
            for (String part : w.split("x", -1)) {
                if (!part.matches("[0-9]{1,9}")) {
                    throw new InvalidInputException("cutcake: '" + w + "' is not a size; write W H (e.g. cutcake 4 3)");
                }
                int n = Integer.parseInt(part);
                if (n < 1 || n > MAX_SIDE) {
                    throw new InvalidInputException("cutcake: side '" + part + "' must be 1 to " + MAX_SIDE);
                }
                nums.add(n);
            }
        }
        if (nums.isEmpty() || nums.size() % 2 != 0) {
            throw new InvalidInputException("cutcake: give a width and a height for every piece, e.g. cutcake 4 3");
        }
        return Cake.of(nums.stream().mapToInt(Integer::intValue).toArray());
    }

    @Override
    public String format(Cake c) {
        return c.sides().stream().map(String::valueOf).collect(Collectors.joining(" "));
    }

    @Override
    public List<LabelledMove<Cake>> moves(Cake c, boolean left) {
        List<LabelledMove<Cake>> out = new ArrayList<>();
        List<Integer> s = c.sides();
        for (int p = 0; p < s.size(); p += 2) {
            if (p > 0 && s.get(p).equals(s.get(p - 2)) && s.get(p + 1).equals(s.get(p - 1))) {
                continue; // same piece as the previous one: same moves
            }
            int w = s.get(p);
            int h = s.get(p + 1);
            int len = left ? w : h;
            for (int a = 1; a <= len / 2; a++) {
                int[] rest = new int[s.size() + 2];
                int k = 0;
                for (int q = 0; q < s.size(); q += 2) {
                    if (q != p) {
                        rest[k++] = s.get(q);
                        rest[k++] = s.get(q + 1);
                    }
                }
                if (left) {
                    rest[k++] = a;
                    rest[k++] = h;
                    rest[k++] = w - a;
                    rest[k++] = h;
                } else {
                    rest[k++] = w;
                    rest[k++] = a;
                    rest[k++] = w;
                    rest[k++] = h - a;
                }
                String label = "piece " + w + "x" + h + ": " + (left ? "vertical cut " + a + "|" + (w - a)
                        : "horizontal cut " + a + "/" + (h - a));
                out.add(new LabelledMove<>(label, Cake.of(rest)));
            }
        }
        return out;
    }

    @Override
    public List<Cake> regions(Cake c) {
        List<Cake> out = new ArrayList<>();
        for (int p = 0; p < c.sides().size(); p += 2) {
            int w = c.sides().get(p);
            int h = c.sides().get(p + 1);
            if (w > 1 || h > 1) {
                out.add(Cake.of(w, h));
            }
        }
        return out;
    }

    /** The value of a cake: the sum of its pieces' {@link #formula}, exact (proof above). */
    @Override
    public java.util.OptionalLong integerValue(Cake c) {
        long v = 0;
        for (int p = 0; p < c.sides().size(); p += 2) {
            v += formula(c.sides().get(p), c.sides().get(p + 1));
        }
        return java.util.OptionalLong.of(v);
    }

    /** The closed form of Winning Ways ch. 2 for one W x H piece (w, h >= 1). */
    public static long formula(long w, long h) {
        int a = 63 - Long.numberOfLeadingZeros(w);
        int b = 63 - Long.numberOfLeadingZeros(h);
        if (a > b) {
            return (w >> b) - 1;
        }
        if (b > a) {
            return -((h >> a) - 1);
        }
        return 0;
    }
}
