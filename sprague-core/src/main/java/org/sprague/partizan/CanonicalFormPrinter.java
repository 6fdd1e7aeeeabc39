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

    /** The printed canonical form of {@code g}. */
    public String print(int g) {
        Piece p = piece(g);
        return p.bars == 0 ? p.text : "{" + p.text + "}";
    }

    /** A printed game: atomic text (bars = 0) or the inside of a brace with its bar count. */
    private record Piece(String text, int bars) {
        String braced() {
            return bars == 0 ? text : "{" + text + "}";
        }
    }

    private Piece piece(int g) {
        if (forms.isNus(g)) {
            return new Piece(nus(forms.numberPart(g), forms.upPart(g), forms.nimPart(g)), 0);
        }
        if (upPowerNames == null) {
            upPowerNames = new UpPowers(forms).names(MAX_UP_POWER);
        }
        String power = upPowerNames.get(g);
        if (power != null) {
            return new Piece(power, 0);
        }
        int[] l = forms.left(g);
        int[] r = forms.right(g);
        // Tiny(x) = {0 || 0 | -x}, Miny(x) = {x | 0 || 0}
        if (l.length == 1 && r.length == 1 && l[0] == CanonicalForms.ZERO && !forms.isNus(r[0])) {
            int[] kl = forms.left(r[0]);
            int[] kr = forms.right(r[0]);
            if (kl.length == 1 && kl[0] == CanonicalForms.ZERO && kr.length == 1
                    && forms.leq(kr[0], CanonicalForms.ZERO) && kr[0] != CanonicalForms.ZERO) {
                return new Piece("Tiny(" + print(forms.negate(kr[0])) + ")", 0);
            }
        }
        if (l.length == 1 && r.length == 1 && r[0] == CanonicalForms.ZERO && !forms.isNus(l[0])) {
            int[] kl = forms.left(l[0]);
            int[] kr = forms.right(l[0]);
            if (kr.length == 1 && kr[0] == CanonicalForms.ZERO && kl.length == 1
                    && forms.leq(CanonicalForms.ZERO, kl[0]) && kl[0] != CanonicalForms.ZERO) {
                return new Piece("Miny(" + print(kl[0]) + ")", 0);
            }
        }
        if (isSwitch(l, r)) {
            return new Piece("+-" + optionList(l), 0);
        }
        // x +- G: G - x is a switch for x = the mean of the stops
        Dyadic x = analysis.leftStop(g).add(analysis.rightStop(g)).shift(-1);
        if (x.signum() != 0 && x.isInteger()) {
            int shifted = forms.add(g, forms.number(x.negate()));
            if (!forms.isNus(shifted) && isSwitch(forms.left(shifted), forms.right(shifted))) {
                return new Piece(x + "+-" + optionList(forms.left(shifted)), 0);
            }
        }
        Piece left = side(l);
        Piece right = side(r);
        int bars = Math.max(left.bars, right.bars) + 1;
        return new Piece(left.text + "|".repeat(bars) + right.text, bars);
    }

    /** {@code a} for one option, {@code {a,b}} for several. */
    private String optionList(int[] opts) {
        if (opts.length == 1) {
            return piece(opts[0]).braced();
        }
        StringBuilder sb = new StringBuilder("{");
        for (int o : order(opts)) {
            if (sb.length() > 1) {
                sb.append(',');
            }
            sb.append(piece(o).braced());
        }
        return sb.append('}').toString();
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

    private Piece side(int[] opts) {
        if (opts.length == 1) {
            Piece p = piece(opts[0]);
            return p;
        }
        StringBuilder sb = new StringBuilder();
        for (int o : order(opts)) {
            if (!sb.isEmpty()) {
                sb.append(',');
            }
            sb.append(piece(o).braced());
        }
        return new Piece(sb.toString(), 0);
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
