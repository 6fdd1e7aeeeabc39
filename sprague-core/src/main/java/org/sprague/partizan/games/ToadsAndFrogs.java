package org.sprague.partizan.games;

import java.util.ArrayList;
import java.util.List;
import org.sprague.game.InvalidInputException;

/**
 * Toads and Frogs (Winning Ways ch. 1; Erickson 1996): a strip of squares holding toads
 * {@code t} (Left's, moving right) and frogs {@code f} (Right's, moving left). A creature
 * moves one square on to an empty square, or jumps over one opposing creature on to an
 * empty square just beyond. Who cannot move loses. Positions are strings of t, f and '.'.
 */
public final class ToadsAndFrogs extends DescribedBoardGame<String> {
    public ToadsAndFrogs() {
        super("toads-and-frogs", "A strip: toads t (Left) move right, frogs f (Right) move left, one square on to an empty one or"
                + " jumping one opposing creature on to an empty square. A player who cannot move loses.",
                "the strip from left to right: t toad, f frog, . empty (tt..ff)",
                "toads-and-frogs tt..ff");
    }

    @Override
    public String parse(List<String> words) {
        String s = String.join("", words);
        if (s.isEmpty()) {
            throw new InvalidInputException("toads-and-frogs: missing strip, e.g. tt..ff");
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != 't' && c != 'f' && c != '.') {
                throw new InvalidInputException("toads-and-frogs: bad character '" + c + "' at square " + (i + 1)
                        + " (t toad, f frog, . empty)");
            }
        }
        return s;
    }

    @Override
    public String format(String s) {
        return s;
    }

    /**
     * The rules, for the labelled strip and for the outcome search's bit board, seen from the
     * mover, whose creatures ({@code mine}) move towards the higher squares: the squares of
     * those that jump one of {@code theirs} on to an empty square two squares on.
     */
    public static long jumps(long mine, long theirs, long empty) {
        return mine & (theirs >>> 1) & (empty >>> 2);
    }

    /** As {@link #jumps}: the squares of the mover's creatures that step on to the empty square next on. */
    public static long steps(long mine, long empty) {
        return mine & (empty >>> 1);
    }

    /**
     * The moves of {@link #jumps} and {@link #steps}, creature by creature from the left end,
     * labelled by squares (1-based). The strip is read as the mover sees it (reversed for the
     * frogs) in windows of 64 squares that overlap by two, so any length is covered.
     */
    @Override
    public List<LabelledMove<String>> moves(String s, boolean left) {
        int n = s.length();
        char me = left ? 't' : 'f';
        char them = left ? 'f' : 't';
        byte[] reach = new byte[n]; // by square as the mover sees it: 1 a step, 2 a jump
        for (int base = 0; base < n; base += 62) {
            long mine = 0;
            long theirs = 0;
            long empty = 0;
            for (int k = 0; k < 64 && base + k < n; k++) {
                int i = base + k;
                char c = s.charAt(left ? i : n - 1 - i);
                mine |= c == me ? 1L << k : 0;
                theirs |= c == them ? 1L << k : 0;
                empty |= c == '.' ? 1L << k : 0;
            }
            long window = (1L << 62) - 1; // a creature's move reads two squares on: these 62 are decided here
            for (long m = jumps(mine, theirs, empty) & window; m != 0; m &= m - 1) {
                reach[base + Long.numberOfTrailingZeros(m)] = 2;
            }
            for (long m = steps(mine, empty) & window; m != 0; m &= m - 1) {
                reach[base + Long.numberOfTrailingZeros(m)] = 1;
            }
        }
        List<LabelledMove<String>> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int by = reach[left ? i : n - 1 - i];
            if (by != 0) {
                int to = left ? i + by : i - by;
                out.add(new LabelledMove<>(me + " " + (i + 1) + (by == 1 ? " -> " : " jumps to ") + (to + 1),
                        swap(s, i, to)));
            }
        }
        return out;
    }

    private static String swap(String s, int i, int j) {
        char[] a = s.toCharArray();
        char t = a[i];
        a[i] = a[j];
        a[j] = t;
        return new String(a);
    }

    @Override
    public List<String> regions(String s) {
        // trim squares no creature can ever reach again: leading frogs and trailing toads are stuck
        int a = 0;
        while (a < s.length() && s.charAt(a) == 'f') {
            a++;
        }
        int b = s.length();
        while (b > a && s.charAt(b - 1) == 't') {
            b--;
        }
        String t = s.substring(a, b);
        return t.isEmpty() ? List.of() : List.of(t);
    }
}
