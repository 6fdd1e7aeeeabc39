package org.sprague.partizan;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Prints canonical forms in a {@link Notation}. The default, {@link Notation#SPRAGUE}, is the
 * way CGSuite prints them (its {@code CanonicalShortGame} output rules), so results compare
 * with the literature: numbers ({@code 3/4}); number + ups + star ({@code 1/2*}, {@code ^^},
 * {@code ^3}, {@code v*}, {@code 73/16v9*8}); up-nth powers and their sums with a number and
 * a star ({@code ^<2>}, {@code v[3]*}, {@code 1/2^<2>*3}, n up to {@link #MAX_UP_POWER},
 * stars up to {@link #MAX_POWER_STAR}); switches {@code +-G}, with parentheses around a G
 * that is not a lone number, nimber or ups ({@code +-(1*)}), several Left options as
 * {@code +-{a,b}}; {@code xTiny(G) = {x||x|x-G}} and {@code xMiny(G) = {x|x+G||x}} when G's
 * mean is positive ({@code 2Tiny(2)}, {@code Tiny({3|1})}); other games as {@code {L|R}},
 * options sorted (numbers, nimbers, ups, the rest), a lone braced option without braces and
 * one more bar ({@code {3||2*|1*}}), braces again at four bars. One addition of ours:
 * {@code x+-G} for an integer x ({@code 2+-1} = {3|1}), as in Winning Ways.
 *
 * <p>{@link Notation#CGSUITE} prints CGScript that CGSuite evaluates to the same game:
 * {@code 1/2+^*}, {@code 2+Tiny(2)}, {@code ^.Pow(2)}, {@code -^.PowTo(3)+*}, {@code +-(3/2)},
 * a switch with several Left options in full braces. {@link ValueParser} reads both.
 *
 * <p>Pieces are made bottom-up with an explicit stack and kept as ropes (text and references
 * to the options' pieces), then written out with another explicit stack: no recursion on
 * the depth of the form, and the memory is linear in the number of forms printed.
 */
public final class CanonicalFormPrinter {
    private final CanonicalForms forms;
    private final Thermographs analysis;
    private final Notation notation;
    /** Up-nth powers (with a star) recognised by id, built on first use of a non-nus form. */
    private Map<Integer, Power> powers;
    /** The largest n for which {@code ^<n>} and {@code ^[n]} are printed by name. */
    static final int MAX_UP_POWER = 8;
    /** The largest m for which {@code ^<n>*m} is printed by name. */
    static final int MAX_POWER_STAR = 7;
    /** CGSuite braces a game again when its bars reach this many. */
    static final int MAX_BARS = 4;

    public CanonicalFormPrinter(CanonicalForms forms, Thermographs analysis) {
        this(forms, analysis, Notation.SPRAGUE);
    }

    public CanonicalFormPrinter(CanonicalForms forms, Thermographs analysis, Notation notation) {
        this.forms = forms;
        this.analysis = analysis;
        this.notation = notation;
    }

    /**
     * How a piece is written where it is referred to: {@code BRACED} in braces if it has bars,
     * {@code BARE} as it is (a lone option: its bars add to the parent's), {@code OPERAND}
     * after {@code +-}: braced if it has bars, in parentheses if it is not compact.
     */
    private enum Mode {
        BRACED, BARE, OPERAND
    }

    /** A reference to the piece of form {@code id}. */
    private record Ref(int id, Mode mode) {
    }

    /**
     * A printed game: its parts (text, or {@link Ref}s), atomic (bars = 0) or the inside of a
     * brace with its bar count; {@code compact} when it may follow {@code +-} without parentheses.
     */
    private record Piece(List<Object> parts, int bars, boolean compact) {
    }

    private final Map<Integer, Piece> pieces = new HashMap<>();

    /** The printed canonical form of {@code g}. */
    public String print(int g) {
        prepare(g);
        StringBuilder out = new StringBuilder();
        ArrayDeque<Object> stack = new ArrayDeque<>();
        stack.push(new Ref(g, Mode.BRACED));
        while (!stack.isEmpty()) {
            Object o = stack.pop();
            if (o instanceof String text) {
                out.append(text);
                continue;
            }
            Ref ref = (Ref) o;
            Piece p = pieces.get(ref.id());
            String open = "";
            String close = "";
            if (ref.mode() != Mode.BARE && p.bars() > 0) {
                open = "{";
                close = "}";
            } else if (ref.mode() == Mode.OPERAND && !p.compact()) {
                open = "(";
                close = ")";
            }
            stack.push(close);
            for (int i = p.parts().size() - 1; i >= 0; i--) {
                stack.push(p.parts().get(i));
            }
            stack.push(open);
        }
        return out.toString();
    }

    /** Makes the pieces of {@code g} and of every form its piece refers to, options first. */
    private void prepare(int g) {
        ArrayDeque<Integer> stack = new ArrayDeque<>();
        stack.push(g);
        while (!stack.isEmpty()) {
            int h = stack.peek();
            if (pieces.containsKey(h)) {
                stack.pop();
                continue;
            }
            if (!forms.isNus(h) && !Thermographs.pushMissing(stack, forms.left(h), forms.right(h), pieces::containsKey)) {
                continue;
            }
            stack.pop();
            Piece p = piece(h);
            pieces.put(h, p);
            for (Object part : p.parts()) {
                if (part instanceof Ref r && !pieces.containsKey(r.id())) {
                    stack.push(r.id());
                }
            }
        }
    }

    private boolean cgsuite() {
        return notation == Notation.CGSUITE;
    }

    /** The piece of {@code g}, whose options' pieces are made. */
    private Piece piece(int g) {
        if (forms.isNus(g)) {
            return nusPiece(forms.numberPart(g), forms.upPart(g), forms.nimPart(g));
        }
        int[] l = forms.left(g);
        int[] r = forms.right(g);
        Piece p = powerPiece(g, l, r);
        if (p == null && isSwitch(l, r)) {
            p = switchPiece("+-", l, true);
        }
        if (p == null) {
            p = tinyPiece(l, r);
        }
        if (p == null) {
            p = shiftedSwitchPiece(g);
        }
        return p != null ? p : bracePiece(l, r);
    }

    // ------------------------------------------------------------------ numbers, ups, stars

    /** {@code x}, ups and star: {@code 73/16v9*8}, {@code 1/2*}, {@code ^^}, {@code 0}; CGScript {@code 73/16+v9*8}. */
    private Piece nusPiece(Dyadic x, int n, int m) {
        if (cgsuite()) {
            String upStar = nus(Dyadic.ZERO, n, m);
            String text = n == 0 && m == 0 ? x.toString() : x.signum() == 0 ? upStar : x + "+" + upStar;
            boolean compact = n == 0 && m == 0 && x.isInteger() && x.signum() >= 0;
            return new Piece(List.of(text), 0, compact);
        }
        boolean compact = (n == 0 && m == 0) || (x.signum() == 0 && (n == 0 || m == 0));
        return new Piece(List.of(nus(x, n, m)), 0, compact);
    }

    /** {@code x}, ups and star: {@code 73/16v9*8}, {@code 1/2*}, {@code ^^}, {@code 0}. */
    static String nus(Dyadic x, int n, int m) {
        StringBuilder sb = new StringBuilder();
        if (x.signum() != 0 || (n == 0 && m == 0)) {
            sb.append(x);
        }
        if (n != 0) {
            String arrow = n > 0 ? "^" : "v";
            int k = Math.abs(n);
            sb.append(k == 1 ? arrow : k == 2 ? arrow + arrow : arrow + k);
        }
        sb.append(star(m));
        return sb.toString();
    }

    private static String star(int m) {
        return m == 0 ? "" : m == 1 ? "*" : "*" + m;
    }

    /** An up-nth power or a sum of them, negated or not, with a star: {@code v[3]*2}. */
    private record Power(boolean up, int n, boolean sum, int star) {
    }

    /**
     * {@code x + (+-)^<n> + *m} or {@code x + (+-)^[n] + *m}, by the id of the form less its
     * number part (x is then both stops); null for other forms.
     */
    private Piece powerPiece(int g, int[] l, int[] r) {
        if (l.length + r.length > 2 * (MAX_POWER_STAR + 2)) {
            return null; // no power with a small star has this many options (a cheap test first)
        }
        Dyadic x = analysis.leftStop(g);
        if (!x.equals(analysis.rightStop(g))) {
            return null;
        }
        if (powers == null) {
            powers = powers();
        }
        Power p = powers.get(x.signum() == 0 ? g : forms.add(g, forms.number(x.negate())));
        if (p == null) {
            return null;
        }
        String name = (p.sum() ? "[" : "<") + p.n() + (p.sum() ? "]" : ">");
        if (!cgsuite()) {
            String text = (x.signum() == 0 ? "" : x.toString()) + (p.up() ? "^" : "v") + name + star(p.star());
            return new Piece(List.of(text), 0, x.signum() == 0 && p.star() == 0);
        }
        String call = "^." + (p.sum() ? "PowTo(" : "Pow(") + p.n() + ")";
        StringBuilder sb = new StringBuilder();
        if (x.signum() != 0) {
            sb.append(x).append(p.up() ? "+" : "-");
        } else if (!p.up()) {
            sb.append('-');
        }
        sb.append(call);
        if (p.star() != 0) {
            sb.append('+').append(star(p.star()));
        }
        return new Piece(List.of(sb.toString()), 0, false);
    }

    /** The ids of {@code +-^<n> + *m} and {@code +-^[n] + *m} for 2 <= n <= MAX_UP_POWER, m <= MAX_POWER_STAR. */
    private Map<Integer, Power> powers() {
        Map<Integer, Power> out = new HashMap<>();
        UpPowers up = new UpPowers(forms);
        for (int n = 2; n <= MAX_UP_POWER; n++) {
            for (boolean sum : new boolean[] {false, true}) {
                int base = sum ? up.powSum(n) : up.pow(n);
                int neg = forms.negate(base);
                for (int m = 0; m <= MAX_POWER_STAR; m++) {
                    int star = forms.nimber(m);
                    out.putIfAbsent(forms.add(base, star), new Power(true, n, sum, m));
                    out.putIfAbsent(forms.add(neg, star), new Power(false, n, sum, m));
                }
            }
        }
        return out;
    }

    // ------------------------------------------------------------------ switches, Tiny and Miny

    /** {@code {a,b|-a,-b}} (the same options negated on the right; at least one). */
    private boolean isSwitch(int[] l, int[] r) {
        if (l.length != r.length || l.length == 0) {
            return false;
        }
        int[] neg = Arrays.stream(l).map(forms::negate).toArray();
        Arrays.sort(neg);
        int[] rs = r.clone();
        Arrays.sort(rs);
        return Arrays.equals(neg, rs);
    }

    /**
     * {@code lead} ({@code +-} or {@code x+-}) and the Left options: {@code +-G} for one,
     * {@code +-{a,b}} for several; null in CGScript for several (CGSuite reads {@code +-{a,b}}
     * as something else: the caller writes the braces in full).
     */
    private Piece switchPiece(String lead, int[] opts, boolean bare) {
        List<Object> parts = new ArrayList<>();
        parts.add(lead);
        if (opts.length == 1) {
            parts.add(new Ref(opts[0], Mode.OPERAND));
        } else if (cgsuite()) {
            return null;
        } else {
            parts.add("{");
            for (int o : order(opts)) {
                if (parts.size() > 2) {
                    parts.add(",");
                }
                parts.add(new Ref(o, Mode.BRACED));
            }
            parts.add("}");
        }
        // CGSuite writes +-+-1 (a switch is compact); in CGScript +- must be followed by a primary
        return new Piece(parts, 0, bare && !cgsuite());
    }

    /**
     * {@code x Tiny(G) = {x || x | x - G}} and {@code x Miny(G) = {x + G | x || x}} for x a
     * number and G of positive mean (CGSuite's test), else null.
     */
    private Piece tinyPiece(int[] l, int[] r) {
        if (l.length != 1 || r.length != 1) {
            return null;
        }
        if (forms.isNumber(l[0]) && !forms.isNus(r[0])) {
            int[] kl = forms.left(r[0]);
            int[] kr = forms.right(r[0]);
            if (kl.length == 1 && kl[0] == l[0] && kr.length == 1
                    && analysis.mean(kr[0]).compareTo(forms.numberPart(l[0])) < 0) {
                return named("Tiny", forms.numberPart(l[0]), forms.subtract(l[0], kr[0]));
            }
        }
        if (forms.isNumber(r[0]) && !forms.isNus(l[0])) {
            int[] kl = forms.left(l[0]);
            int[] kr = forms.right(l[0]);
            if (kr.length == 1 && kr[0] == r[0] && kl.length == 1
                    && analysis.mean(kl[0]).compareTo(forms.numberPart(r[0])) > 0) {
                return named("Miny", forms.numberPart(r[0]), forms.subtract(kl[0], r[0]));
            }
        }
        return null;
    }

    private Piece named(String name, Dyadic x, int subscript) {
        List<Object> parts = new ArrayList<>();
        if (x.signum() != 0) {
            parts.add(cgsuite() ? x + "+" : x.toString());
        }
        parts.add(name + "(");
        parts.add(new Ref(subscript, Mode.BRACED));
        parts.add(")");
        return new Piece(parts, 0, false);
    }

    /** {@code x+-G}: G - x is a switch for x = the mean of the stops, an integer other than 0; else null. */
    private Piece shiftedSwitchPiece(int g) {
        Dyadic x = analysis.leftStop(g).add(analysis.rightStop(g)).shift(-1);
        if (x.signum() == 0 || !x.isInteger()) {
            return null;
        }
        int shifted = forms.add(g, forms.number(x.negate()));
        if (forms.isNus(shifted) || !isSwitch(forms.left(shifted), forms.right(shifted))) {
            return null;
        }
        return switchPiece(x + "+-", forms.left(shifted), false);
    }

    // ------------------------------------------------------------------ braces

    private Piece bracePiece(int[] l, int[] r) {
        Piece left = side(l);
        Piece right = side(r);
        int bars = Math.max(left.bars(), right.bars()) + 1;
        List<Object> parts = new ArrayList<>(left.parts());
        parts.add("|".repeat(bars));
        parts.addAll(right.parts());
        if (bars >= MAX_BARS) {
            parts.add(0, "{");
            parts.add("}");
            bars = 0;
        }
        return new Piece(parts, bars, true);
    }

    /** One option as it is (a lone braced option loses its braces: one more bar), several as a list. */
    private Piece side(int[] opts) {
        if (opts.length == 1) {
            return new Piece(List.of(new Ref(opts[0], Mode.BARE)), pieces.get(opts[0]).bars(), true);
        }
        List<Object> parts = new ArrayList<>();
        for (int o : order(opts)) {
            if (!parts.isEmpty()) {
                parts.add(",");
            }
            parts.add(new Ref(o, Mode.BRACED));
        }
        return new Piece(parts, 0, true);
    }

    /** Numbers, then nimbers, then other nus, then the rest; by value within a class. */
    private List<Integer> order(int[] opts) {
        List<Integer> list = new ArrayList<>(Arrays.stream(opts).boxed().toList());
        list.sort(Comparator.<Integer>comparingInt(this::rank)
                .thenComparing((a, b) -> {
                    Dyadic x = forms.numberPart(a);
                    Dyadic y = forms.numberPart(b);
                    if (x != null && y != null) {
                        int c = x.compareTo(y);
                        if (c != 0) {
                            return c;
                        }
                        c = Integer.compare(forms.upPart(a), forms.upPart(b));
                        return c != 0 ? c : Integer.compare(forms.nimPart(a), forms.nimPart(b));
                    }
                    return Integer.compare(a, b);
                }));
        return list;
    }

    private int rank(int g) {
        if (forms.isNumber(g)) {
            return 0;
        }
        if (forms.isNus(g)) {
            return forms.upPart(g) == 0 ? 1 : 2;
        }
        return 3;
    }
}
