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
public final class ToadsAndFrogs implements PartizanBoardGame<String> {

    @Override
    public String id() {
        return "toads-and-frogs";
    }

    @Override
    public String rules() {
        return "A strip: toads t (Left) move right, frogs f (Right) move left, one square on to an empty one or"
                + " jumping one opposing creature on to an empty square. A player who cannot move loses.";
    }

    @Override
    public String syntax() {
        return "the strip from left to right: t toad, f frog, . empty (tt..ff)";
    }

    @Override
    public String example() {
        return "toads-and-frogs tt..ff";
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

    @Override
    public List<LabelledMove<String>> moves(String s, boolean left) {
        List<LabelledMove<String>> out = new ArrayList<>();
        char me = left ? 't' : 'f';
        char them = left ? 'f' : 't';
        int dir = left ? 1 : -1;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) != me) {
                continue;
            }
            int j = i + dir;
            if (j >= 0 && j < s.length() && s.charAt(j) == '.') {
                out.add(new LabelledMove<>(me + " " + (i + 1) + " -> " + (j + 1), swap(s, i, j)));
            } else if (j >= 0 && j < s.length() && s.charAt(j) == them) {
                int k = j + dir;
                if (k >= 0 && k < s.length() && s.charAt(k) == '.') {
                    out.add(new LabelledMove<>(me + " " + (i + 1) + " jumps to " + (k + 1), swap(s, i, k)));
                }
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
