package org.sprague.partizan;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Prints canonical forms the way CGSuite does, so results can be compared with the
 * literature: numbers ({@code 3/4}), number + ups + star ({@code 1/2*}, {@code ^^},
 * {@code ^3}, {@code v*}, {@code 73/16v9*8}), switches {@code +-G} (several left options:
 * {@code +-{a,b}}) and {@code x+-G} for an integer x, {@code Tiny(x)} = {0||0|-x}, {@code Miny(x)} =
 * {x|0||0}, and other games as {@code {L|R}} with options sorted (numbers, nimbers, ups,
 * the rest), up-nth powers {@code ^<n>}, {@code ^[n]} (= {@code ^ + ^<2> + ... + ^<n>}), their
 * negatives {@code v<n>}, {@code v[n]} and each with {@code *} for n up to {@link #MAX_UP_POWER},
 * and a lone braced option written without braces with one more bar
 * ({@code {3||2*|1*}}).
 */
public final class CanonicalFormPrinter {
    private final CanonicalForms forms;
    private final Thermographs analysis;
    /** Up-nth powers recognised by id, built on first use of a non-nus form. */
    private java.util.Map<Integer, String> upPowerNames;
    /** The largest n for which {@code ^<n>} and {@code ^[n]} are printed by name. */
    static final int MAX_UP_POWER = 8;

    public CanonicalFormPrinter(CanonicalForms forms, Thermographs analysis) {
        this.forms = forms;
        this.analysis = analysis;
    }

    /**
     * The printed canonical form of {@code g}. Pieces are made bottom-up with an explicit
     * stack and kept as ropes (text and references to the options' pieces), then written out
     * with another explicit stack: no recursion on the depth of the form, and the memory is
     * linear in the number of forms printed.
     */
    public String print(int g) {
        prepare(g);
        StringBuilder out = new StringBuilder();
        java.util.ArrayDeque<Object> stack = new java.util.ArrayDeque<>();
        stack.push(new Ref(g, true));
        while (!stack.isEmpty()) {
            Object o = stack.pop();
            if (o instanceof String text) {
                out.append(text);
                continue;
            }
            Ref ref = (Ref) o;
            Piece p = pieces.get(ref.id());
            boolean braces = ref.braced() && p.bars() > 0;
            if (braces) {
                stack.push("}");
            }
            for (int i = p.parts().size() - 1; i >= 0; i--) {
                stack.push(p.parts().get(i));
            }
            if (braces) {
                stack.push("{");
            }
        }
        return out.toString();
    }

    /** A reference to the piece of form {@code id}, written in braces if {@code braced} and it has bars. */
    private record Ref(int id, boolean braced) {
    }

    /** A printed game: its parts (text, or {@link Ref}s), atomic (bars = 0) or the inside of a brace with its bar count. */
    private record Piece(List<Object> parts, int bars) {
    }

    private final java.util.Map<Integer, Piece> pieces = new java.util.HashMap<>();

    /** Makes the pieces of {@code g} and of every form its piece refers to, options first. */
    private void prepare(int g) {
        java.util.ArrayDeque<Integer> stack = new java.util.ArrayDeque<>();
        stack.push(g);
        while (!stack.isEmpty()) {
            int h = stack.peek();
            if (pieces.containsKey(h)) {
                stack.pop();
                continue;
            }
            boolean ready = true;
            if (!forms.isNus(h)) {
                for (int[] side : new int[][] {forms.left(h), forms.right(h)}) {
                    for (int o : side) {
                        if (!pieces.containsKey(o)) {
                            stack.push(o);
                            ready = false;
                        }
                    }
                }
            }
            if (!ready) {
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

    private static Piece atomic(Object... parts) {
        return new Piece(List.of(parts), 0);
    }

    /** The piece of {@code g}, whose options' pieces are made. */
    private Piece piece(int g) {
        if (forms.isNus(g)) {
            return atomic(nus(forms.numberPart(g), forms.upPart(g), forms.nimPart(g)));
        }
        if (upPowerNames == null) {
            upPowerNames = new UpPowers(forms).names(MAX_UP_POWER);
        }
        String power = upPowerNames.get(g);
        if (power != null) {
            return atomic(power);
        }
        int[] l = forms.left(g);
        int[] r = forms.right(g);
        // Tiny(x) = {0 || 0 | -x}, Miny(x) = {x | 0 || 0}
        if (l.length == 1 && r.length == 1 && l[0] == CanonicalForms.ZERO && !forms.isNus(r[0])) {
            int[] kl = forms.left(r[0]);
            int[] kr = forms.right(r[0]);
            if (kl.length == 1 && kl[0] == CanonicalForms.ZERO && kr.length == 1
                    && forms.leq(kr[0], CanonicalForms.ZERO) && kr[0] != CanonicalForms.ZERO) {
                return atomic("Tiny(", new Ref(forms.negate(kr[0]), true), ")");
            }
        }
        if (l.length == 1 && r.length == 1 && r[0] == CanonicalForms.ZERO && !forms.isNus(l[0])) {
            int[] kl = forms.left(l[0]);
            int[] kr = forms.right(l[0]);
            if (kr.length == 1 && kr[0] == CanonicalForms.ZERO && kl.length == 1
                    && forms.leq(CanonicalForms.ZERO, kl[0]) && kl[0] != CanonicalForms.ZERO) {
                return atomic("Miny(", new Ref(kl[0], true), ")");
            }
        }
        if (isSwitch(l, r)) {
            List<Object> parts = new ArrayList<>(List.of("+-"));
            parts.addAll(optionList(l));
            return new Piece(parts, 0);
        }
        // x +- G: G - x is a switch for x = the mean of the stops
        Dyadic x = analysis.leftStop(g).add(analysis.rightStop(g)).shift(-1);
        if (x.signum() != 0 && x.isInteger()) {
            int shifted = forms.add(g, forms.number(x.negate()));
            if (!forms.isNus(shifted) && isSwitch(forms.left(shifted), forms.right(shifted))) {
                List<Object> parts = new ArrayList<>(List.of(x + "+-"));
                parts.addAll(optionList(forms.left(shifted)));
                return new Piece(parts, 0);
            }
        }
        Piece left = side(l);
        Piece right = side(r);
        int bars = Math.max(left.bars(), right.bars()) + 1;
        List<Object> parts = new ArrayList<>(left.parts());
        parts.add("|".repeat(bars));
        parts.addAll(right.parts());
        return new Piece(parts, bars);
    }

    /** {@code a} for one option, {@code {a,b}} for several. */
    private List<Object> optionList(int[] opts) {
        if (opts.length == 1) {
            return List.of(new Ref(opts[0], true));
        }
        List<Object> parts = new ArrayList<>(List.of("{"));
        for (int o : order(opts)) {
            if (parts.size() > 1) {
                parts.add(",");
            }
            parts.add(new Ref(o, true));
        }
        parts.add("}");
        return parts;
    }

    private boolean isSwitch(int[] l, int[] r) {
        if (l.length != r.length || l.length == 0) {
            return false;
        }
        int[] neg = new int[l.length];
        for (int i = 0; i < l.length; i++) {
            neg[i] = forms.negate(l[i]);
        }
        Arrays.sort(neg);
        int[] rs = r.clone();
        Arrays.sort(rs);
        return Arrays.equals(neg, rs);
    }

    /** One option as it is (a lone braced option loses its braces: one more bar), several as a list. */
    private Piece side(int[] opts) {
        if (opts.length == 1) {
            return new Piece(List.of(new Ref(opts[0], false)), pieces.get(opts[0]).bars());
        }
        List<Object> parts = new ArrayList<>();
        for (int o : order(opts)) {
            if (!parts.isEmpty()) {
                parts.add(",");
            }
            parts.add(new Ref(o, true));
        }
        return new Piece(parts, 0);
    }

    /** Numbers, then nimbers, then other nus, then the rest; by value within a class. */
    private List<Integer> order(int[] opts) {
        List<Integer> list = new ArrayList<>();
        for (int o : opts) {
            list.add(o);
        }
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
        if (m != 0) {
            sb.append('*');
            if (m != 1) {
                sb.append(m);
            }
        }
        return sb.toString();
    }
}
