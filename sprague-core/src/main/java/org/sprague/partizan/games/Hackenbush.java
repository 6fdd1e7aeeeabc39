package org.sprague.partizan.games;

import java.util.ArrayList;
import java.util.List;
import org.sprague.game.InvalidInputException;
import org.sprague.partizan.CanonicalForms;
import org.sprague.partizan.Dyadic;
import org.sprague.partizan.games.Hackenbush.Strings;

/**
 * Hackenbush strings (Winning Ways ch. 2 and 7): each string is a path of edges from the
 * ground, written from the ground up: {@code l} blue (Left removes it), {@code r} red
 * (Right), {@code e} green (either). Removing an edge drops everything above it. Several
 * strings are a sum, each string a region. A blue-red string is a number, given in closed
 * form by Berlekamp's sign expansion: the first run of one colour counts ±1 an edge, and
 * after it the k-th edge counts ±1/2^k; a green string of n edges is {@code *n}. Strings
 * mixing green with blue or red are searched.
 */
public final class Hackenbush extends DescribedBoardGame<Strings> {
    private final boolean closedForm;

    /** Strings, each from the ground up. */
    public record Strings(List<String> strings) {
        public Strings {
            strings = List.copyOf(strings);
        }
    }

    public Hackenbush() {
        this(true);
    }

    /** @param closedForm whether blue-red strings are valued by the sign expansion (false: by search) */
    public Hackenbush(boolean closedForm) {
        super("hackenbush", "Strings of edges from the ground: Left removes a blue edge (l), Right a red one (r), either a green"
                + " one (e); everything no longer connected to the ground falls. A player who cannot move loses.",
                "one word per string, its edges from the ground up: l blue, r red, e green (lrl lle);"
                + " or a graph: @FILE with lines FROM TO COLOUR (0 the ground), then -N per line already cut",
                "hackenbush lrl e");
        this.closedForm = closedForm;
    }

    @Override
    public Strings parse(List<String> words) {
        if (words.isEmpty()) {
            throw new InvalidInputException("hackenbush: missing strings; write each string from the ground up"
                    + " with l (blue), r (red), e (green), e.g. hackenbush lrl e");
        }
        for (String w : words) {
            for (int i = 0; i < w.length(); i++) {
                char c = w.charAt(i);
                if (c != 'l' && c != 'r' && c != 'e') {
                    throw new InvalidInputException("hackenbush: bad character '" + c + "' in string '" + w
                            + "' (l blue, r red, e green)");
                }
            }
        }
        return new Strings(words);
    }

    @Override
    public String format(Strings s) {
        return s.strings().isEmpty() ? "(no strings)" : String.join(" ", s.strings());
    }

    @Override
    public List<LabelledMove<Strings>> moves(Strings s, boolean left) {
        List<LabelledMove<Strings>> out = new ArrayList<>();
        char mine = left ? 'l' : 'r';
        for (int k = 0; k < s.strings().size(); k++) {
            String w = s.strings().get(k);
            for (int i = 0; i < w.length(); i++) {
                char c = w.charAt(i);
                if (c == mine || c == 'e') {
                    List<String> next = new ArrayList<>(s.strings());
                    if (i == 0) {
                        next.remove(k);
                    } else {
                        next.set(k, w.substring(0, i));
                    }
                    String label = "string " + (k + 1) + ": cut edge " + (i + 1) + " (" + c + ")";
                    out.add(new LabelledMove<>(label, new Strings(next)));
                }
            }
        }
        return out;
    }

    @Override
    public List<Strings> regions(Strings s) {
        List<Strings> out = new ArrayList<>();
        for (String w : s.strings()) {
            if (!w.isEmpty()) {
                out.add(new Strings(List.of(w)));
            }
        }
        return out;
    }

    @Override
    public int closedForm(Strings region, CanonicalForms forms) {
        if (!closedForm || region.strings().size() != 1) {
            return -1;
        }
        String s = region.strings().get(0);
        if (s.chars().allMatch(c -> c == 'e')) {
            return forms.nimber(s.length()); // a green string is a nim heap (Winning Ways ch. 2)
        }
        if (s.indexOf('e') >= 0) {
            return -1;
        }
        return forms.number(signExpansion(s));
    }

    /**
     * Berlekamp's sign expansion of a blue-red string (from the ground up): the first run of
     * {@code r} edges of one colour counts {@code ±1} each, the k-th edge after it
     * {@code ±1/2^k}. O(n): the fractional part's numerator over {@code 2^K} (K edges after the
     * run) is read off as two bit patterns, blue edges' bits minus red edges' bits, instead of
     * n additions of growing dyadics (O(n^2) bit operations; 10,000 edges through the CLI:
     * see docs/performance-log.md, "Long Hackenbush strings").
     */
    public static Dyadic signExpansion(String s) {
        if (s.isEmpty()) {
            return Dyadic.ZERO;
        }
        int run = 0;
        while (run < s.length() && s.charAt(run) == s.charAt(0)) {
            run++;
        }
        int k = s.length() - run;
        // bit (k - j) of blue (red) for the j-th edge after the run, j = 1..k
        byte[] blue = new byte[k / 8 + 1];
        byte[] red = new byte[k / 8 + 1];
        for (int j = 1; j <= k; j++) {
            int bit = k - j;
            byte[] target = s.charAt(run + j - 1) == 'l' ? blue : red;
            target[target.length - 1 - bit / 8] |= (byte) (1 << (bit % 8));
        }
        java.math.BigInteger fraction = new java.math.BigInteger(1, blue).subtract(new java.math.BigInteger(1, red));
        java.math.BigInteger whole = java.math.BigInteger.valueOf(s.charAt(0) == 'l' ? run : -run).shiftLeft(k);
        return Dyadic.of(whole.add(fraction), k);
    }
}
