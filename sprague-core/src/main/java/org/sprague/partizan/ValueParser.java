package org.sprague.partizan;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.sprague.game.InvalidInputException;

/**
 * Reads games written in the field's notation into canonical forms: every form CGSuite prints
 * and Sprague's own, and the CGScript expressions {@link Notation#CGSUITE} prints.
 *
 * <p>The grammar ({@code statement} is the input):
 * <pre>
 * statement := expr [ ('&lt;=' | '&gt;=' | '==' | '!=' | '&lt;' | '&gt;' | '&lt;|' | '|&gt;' | '&lt;&gt;') expr ]
 * expr      := signed ( ('+' | '-') signed | signed-starting-with-'+-' )*     x+-G is x + {G|-G}
 * signed    := ('+-' | '-' | '+')* juxt                                         prefixes apply right to left
 * juxt      := number [ups] [star] | number (Tiny|Miny)(expr) | ups [star] | star
 *            | '^.Pow(' n ')' | '^.PowTo(' n ')' | Tiny(expr) | Miny(expr) | (expr) | {options}
 * number    := digits [ '/' power-of-two ]     a '-' right before a number belongs to the number
 * ups       := ^ | ^^... | ^n | v | vv... | vn | ^&lt;n&gt; | v&lt;n&gt; | ^[n] | v[n]
 * star      := * | *n
 * options   := [expr (',' expr)*] bars [expr (',' expr)*] ...   the longest run of bars splits
 * </pre>
 * The parts of a {@code juxt} are written together, without spaces, and mean their sum
 * ({@code 2Tiny(2)} is 2 + Tiny(2), {@code 73/16v9*8} is 73/16 + v9 + *8, CGSuite's
 * spelling); anything else written next to a game is an error, so that no term is ever read
 * as something else or dropped ({@code {2 3|0}} is refused at the '3'). After {@code +-} a
 * braced list without bars is the list of Left's options ({@code +-{1,2} = {1,2|-1,-2}}, as
 * CGSuite prints switches). {@code Tiny(x) = {0||0|-x}}, {@code Miny(x) = {x|0||0}}; {@code
 * ^<n+1> = {0|v[n]*}} and {@code ^[n] = ^<1> + ... + ^<n>} (Siegel, <i>Combinatorial Game
 * Theory</i>, ch. II); {@code ^.Pow(n)} and {@code ^.PowTo(n)} are CGScript's {@code ^<n>}
 * and {@code ^[n]}.
 *
 * <p>A recursive-descent parser whose recursion depth does not grow with the input: every
 * brace and parenthesis group is built first, innermost first, with an explicit stack
 * ({@link #buildGroupsInnermostFirst}), so that parsing a group meets its inner groups
 * already built; runs of prefixes are applied with a loop. Linear in the text, plus the
 * canonical-form work. An error names the bad character and its position (the column,
 * 1-based) and is an {@link InvalidInputException} (exit code 2).
 */
public final class ValueParser {
    /** A parsed statement: a game, or a comparison of two games with its truth. */
    public record Statement(int game, String comparison, int other, boolean truth) {
        public boolean isComparison() {
            return comparison != null;
        }
    }

    /** Largest n of {@code ^<n>} and {@code ^[n]}: built in O(n) sums of forms of depth O(n). */
    static final int MAX_UP_POWER = 1000;

    /**
     * The longest expression {@link #parse} reads, in characters: a cap on the input, far
     * enough above the values Sprague and CGSuite print that they read back (Clobber 2x8
     * alternating: 75,539 characters as CGSuite prints it, 167,989 in CGScript with
     * {@link Notation#CGSUITE}); parsing is linear in it.
     */
    public static final int MAX_CHARS = 1_000_000;
    /**
     * The largest n of a nimber {@code *n}: its form stores its n options, and those of every
     * smaller nimber, n^2/2 in all (32 MB at 4096; {@code *100000} ran 4 GB out).
     */
    public static final int MAX_NIMBER = 4096;
    /** The most ups or downs of {@code ^n} or {@code vn}: a chain of n forms. */
    public static final int MAX_UPS = 1 << 20;

    private static final String JUXTAPOSED = " (a game written right after another is their sum only for a number"
            + " followed by ups, a star, Tiny or Miny, as in 2Tiny(2) or 1/2^*; write + between terms and"
            + " separate options with commas)";

    private final CanonicalForms forms;
    private final String text;
    private int pos;
    /** Groups built by {@link #buildGroupsInnermostFirst}, by the position of '{' or '(': {game, position after}. */
    private final Map<Integer, int[]> groups = new HashMap<>();
    /** Where a bar-less {@code {a,b}} right after {@code +-} starts: built as {a,b|-a,-b}. */
    private final Set<Integer> switchLists = new HashSet<>();

    private ValueParser(CanonicalForms forms, String text) {
        this.forms = forms;
        this.text = text;
    }

    /** Parses a game expression or a comparison. */
    public static Statement parse(CanonicalForms forms, String text) {
        if (text.length() > MAX_CHARS) {
            throw new InvalidInputException("an expression of " + text.length() + " characters; the most is " + MAX_CHARS);
        }
        ValueParser p = new ValueParser(forms, text);
        p.buildGroupsInnermostFirst();
        p.pos = 0;
        int g = p.expression();
        p.skipSpace();
        if (p.pos == text.length()) {
            return new Statement(g, null, -1, false);
        }
        String op = p.comparison();
        int h = p.expression();
        p.skipSpace();
        if (p.pos < text.length()) {
            throw p.error("unexpected");
        }
        return new Statement(g, op, h, compare(forms, g, op, h));
    }

    /** Parses a game expression (no comparison). */
    public static int parseGame(CanonicalForms forms, String text) {
        Statement s = parse(forms, text);
        if (s.isComparison()) {
            throw new InvalidInputException("expected a game, got the comparison '" + text + "'");
        }
        return s.game();
    }

    /** Evaluates {@code g op h}. */
    public static boolean compare(CanonicalForms forms, int g, String op, int h) {
        boolean le = forms.leq(g, h);
        boolean ge = forms.leq(h, g);
        return switch (op) {
            case "<=" -> le;
            case ">=" -> ge;
            case "==" -> g == h;
            case "!=" -> g != h;
            case "<" -> le && !ge;
            case ">" -> ge && !le;
            case "<|" -> !ge;
            case "|>" -> !le;
            case "<>" -> !le && !ge;
            default -> throw new IllegalArgumentException(op);
        };
    }

    private String comparison() {
        for (String op : new String[] {"<=", ">=", "==", "!=", "<|", "|>", "<>", "<", ">"}) {
            if (text.startsWith(op, pos)) {
                pos += op.length();
                return op;
            }
        }
        throw error(startsGame(pos) ? "unexpected:" + JUXTAPOSED : "unexpected");
    }

    // ------------------------------------------------------------------ errors and characters

    private InvalidInputException error(String what) {
        return errorAt(pos, what);
    }

    private InvalidInputException errorAt(int at, String what) {
        if (at >= text.length()) {
            return new InvalidInputException("value: unexpected end of '" + text + "' ("
                    + what.replace("unexpected", "incomplete") + ")");
        }
        String detail = what.startsWith("unexpected (") || what.startsWith("unexpected:")
                ? what.substring("unexpected".length()) : "";
        String lead = detail.isEmpty() ? what : "unexpected";
        return new InvalidInputException("value: " + lead + " character '" + text.charAt(at) + "' at position "
                + (at + 1) + " of '" + text + "'" + detail);
    }

    private void skipSpace() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
    }

    private boolean at(char c) {
        return pos < text.length() && text.charAt(pos) == c;
    }

    private boolean atDigit() {
        return pos < text.length() && Character.isDigit(text.charAt(pos));
    }

    private void expect(char c) {
        skipSpace();
        if (!at(c)) {
            throw error("expected '" + c + "', found");
        }
        pos++;
    }

    // ------------------------------------------------------------------ sums and prefixes

    /** expr := signed (('+' | '-') signed | '+-' ...)*: {@code x+-G} adds the switch {G|-G}. */
    private int expression() {
        int g = signed();
        while (true) {
            skipSpace();
            if (text.startsWith("+-", pos)) {
                g = forms.add(g, signed()); // signed() reads the '+-' as the switch prefix
            } else if (at('+')) {
                pos++;
                g = forms.add(g, signed());
            } else if (at('-')) {
                pos++;
                g = forms.subtract(g, signed());
            } else {
                return g;
            }
        }
    }

    private static final int NEGATE = 1;
    private static final int SWITCH = 2;

    /**
     * signed := ('+-' | '-' | '+')* juxt. The prefixes are collected in a loop and applied
     * right to left, so that a long run of them does not recurse. A '-' right before a digit
     * belongs to the number ({@code -1/2^*} is -1/2 + ^*, as CGSuite prints it).
     */
    private int signed() {
        List<Integer> prefixes = new ArrayList<>();
        int g;
        while (true) {
            skipSpace();
            if (text.startsWith("+-", pos)) {
                pos += 2;
                skipSpace();
                if (switchLists.contains(pos)) { // +-{a,b}: built as {a,b|-a,-b} already
                    g = builtGroup();
                    if (pos < text.length() && startsGame(pos)) {
                        throw error("unexpected:" + JUXTAPOSED);
                    }
                    break;
                }
                prefixes.add(SWITCH);
            } else if (at('-')) {
                pos++;
                if (atDigit()) {
                    g = juxtaposed(true);
                    break;
                }
                prefixes.add(NEGATE);
            } else if (at('+')) {
                pos++;
            } else {
                g = juxtaposed(false);
                break;
            }
        }
        for (int i = prefixes.size() - 1; i >= 0; i--) {
            g = prefixes.get(i) == NEGATE ? forms.negate(g) : forms.game(new int[] {g}, new int[] {forms.negate(g)});
        }
        return g;
    }

    // ------------------------------------------------------------------ juxtaposed terms

    /**
     * juxt: one game, or a number followed (without spaces) by ups and a star, or by Tiny or
     * Miny; ups followed by a star. Whatever follows must not start another game.
     */
    private int juxtaposed(boolean negative) {
        skipSpace();
        if (pos >= text.length()) {
            throw error("expected a game");
        }
        int start = pos;
        char c = text.charAt(pos);
        int g;
        if (Character.isDigit(c)) {
            Dyadic x = numberLiteral();
            g = forms.number(negative ? x.negate() : x);
            if (at('T') || at('M')) {
                g = forms.add(g, named());
            } else {
                g = upsAndStar(g);
            }
        } else if (c == '^' && text.startsWith("^.", pos)) {
            g = powerCall();
        } else if (c == '^' || (c == 'v' && isArrowV(pos))) {
            g = upsAndStar(CanonicalForms.ZERO);
        } else if (c == '*') {
            g = star();
        } else if (c == '{' || c == '(') {
            g = builtGroup();
            if (g < 0) {
                g = c == '{' ? braces() : parenthesised();
            }
        } else if (Character.isLetter(c)) {
            g = named();
        } else {
            throw error("unexpected");
        }
        if (pos < text.length() && startsGame(pos)) {
            throw error("unexpected:" + JUXTAPOSED);
        }
        assert pos > start;
        return g;
    }

    /** Whether a game could start at {@code i} (so that a game just before it would be juxtaposed). */
    private boolean startsGame(int i) {
        char c = text.charAt(i);
        return Character.isLetterOrDigit(c) || c == '*' || c == '^' || c == '{' || c == '(' || c == '.';
    }

    /** {@code g} plus the ups and the star written right after it, if any. */
    private int upsAndStar(int g) {
        if (at('^') || (at('v') && isArrowV(pos))) {
            g = forms.add(g, ups());
        }
        if (at('*')) {
            g = forms.add(g, star());
        }
        return g;
    }

    /** 'v' as a down arrow: followed by digits, more v's, '*', '<', '[' or anything but a letter. */
    private boolean isArrowV(int at) {
        int i = at + 1;
        while (i < text.length() && text.charAt(i) == 'v') {
            i++;
        }
        return i >= text.length() || !Character.isLetter(text.charAt(i));
    }

    /** ^, ^^..., ^n, v, vv..., vn, ^<n>, v<n>, ^[n], v[n]. */
    private int ups() {
        char c = text.charAt(pos);
        boolean up = c == '^';
        pos++;
        if (upPowerFollows()) {
            return upPower(up);
        }
        int n = 1;
        while (at(c)) {
            pos++;
            n++;
        }
        if (n == 1) {
            int at = pos;
            n = digits(1);
            if (n > MAX_UPS) {
                throw errorAt(at, "the n of " + c + "n must be at most " + MAX_UPS + "; too large:");
            }
        }
        return forms.nus(Dyadic.ZERO, up ? n : -n, 0);
    }

    /** * or *n. */
    private int star() {
        pos++;
        int at = pos;
        int n = digits(1);
        if (n > MAX_NIMBER) {
            throw errorAt(at, "the n of *n must be at most " + MAX_NIMBER + " (its form holds n options); too large:");
        }
        return forms.nimber(n);
    }

    /** After '^' or 'v': '<digits>' or '[digits]' ('^<=' and '^<|' stay comparisons). */
    private boolean upPowerFollows() {
        if (at('[')) {
            return true;
        }
        if (!at('<')) {
            return false;
        }
        int i = pos + 1;
        while (i < text.length() && Character.isDigit(text.charAt(i))) {
            i++;
        }
        return i > pos + 1 && i < text.length() && text.charAt(i) == '>';
    }

    /**
     * {@code ^<n>} (the up-nth power, {@code ^<n+1> = {0 | v[n]*}}) or {@code ^[n] = ^<1> + ...
     * + ^<n>} (Siegel, <i>Combinatorial Game Theory</i> ch. II), negated for {@code v}.
     */
    private int upPower(boolean up) {
        boolean sum = at('[');
        char close = sum ? ']' : '>';
        pos++;
        int g = power(sum, close);
        return up ? g : forms.negate(g);
    }

    private int power(boolean sum, char close) {
        int start = pos;
        int n = digits(0);
        if (n < 1 || n > MAX_UP_POWER) {
            pos = start;
            throw error("the n of ^<n>, ^[n], ^.Pow(n) and ^.PowTo(n) must be 1.." + MAX_UP_POWER + "; bad");
        }
        if (!at(close)) {
            throw error("expected '" + close + "', found");
        }
        pos++;
        UpPowers powers = new UpPowers(forms);
        return sum ? powers.powSum(n) : powers.pow(n);
    }

    /** CGScript's {@code ^.Pow(n)} (= ^<n>) and {@code ^.PowTo(n)} (= ^[n]). */
    private int powerCall() {
        int start = pos;
        pos += 2; // "^."
        int nameStart = pos;
        while (pos < text.length() && Character.isLetter(text.charAt(pos))) {
            pos++;
        }
        String name = text.substring(nameStart, pos);
        if (!name.equals("Pow") && !name.equals("PowTo")) {
            pos = name.isEmpty() ? start + 1 : nameStart;
            throw error("unexpected (after ^. come Pow(n) or PowTo(n))");
        }
        if (!at('(')) {
            throw error("expected '(', found");
        }
        pos++;
        return power(name.equals("PowTo"), ')');
    }

    // ------------------------------------------------------------------ groups

    /**
     * Builds every brace and parenthesis group innermost first, with an explicit stack of
     * the open ones, so that parsing a group meets its inner groups already built: the
     * recursive descent then nests one group deep, and {@code {0|{0|{0|...}}}} or
     * {@code Tiny(Tiny(...))} 10,000 deep parse on an ordinary thread stack. Linear in the
     * text: each group is parsed once. A group that does not parse fails with the position
     * of its bad character.
     */
    private void buildGroupsInnermostFirst() {
        ArrayDeque<Integer> open = new ArrayDeque<>();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '{' || c == '(') {
                open.push(i);
            } else if (c == '}' || c == ')') {
                if (open.isEmpty() || text.charAt(open.peek()) != (c == '}' ? '{' : '(')) {
                    return; // unbalanced: the left-to-right parse says where
                }
                int start = open.pop();
                pos = start;
                int g = c == '}' ? braces() : parenthesised();
                groups.put(start, new int[] {g, pos});
            }
        }
        // groups left open: the left-to-right parse reports them
    }

    /** A group built by {@link #buildGroupsInnermostFirst} at {@code pos}, skipped; -1 when none. */
    private int builtGroup() {
        int[] b = groups.get(pos);
        if (b == null) {
            return -1;
        }
        pos = b[1];
        return b[0];
    }

    private int parenthesised() {
        expect('(');
        int g = expression();
        expect(')');
        return g;
    }

    /** Tiny(x) = {0 || 0 | -x}; Miny(x) = {x | 0 || 0}. */
    private int named() {
        int start = pos;
        while (pos < text.length() && Character.isLetter(text.charAt(pos))) {
            pos++;
        }
        String name = text.substring(start, pos);
        if (!name.equals("Tiny") && !name.equals("Miny")) {
            pos = start;
            throw error("unexpected (the names are Tiny and Miny)");
        }
        if (!at('(')) {
            throw error("expected '(' after " + name + ", found");
        }
        int x = builtGroup();
        if (x < 0) {
            x = parenthesised();
        }
        int zero = CanonicalForms.ZERO;
        if (name.equals("Tiny")) {
            int inner = forms.game(new int[] {zero}, new int[] {forms.negate(x)});
            return forms.game(new int[] {zero}, new int[] {inner});
        }
        int inner = forms.game(new int[] {x}, new int[] {zero});
        return forms.game(new int[] {inner}, new int[] {zero});
    }

    private int digits(int otherwise) {
        int start = pos;
        while (atDigit()) {
            pos++;
        }
        if (start == pos) {
            return otherwise;
        }
        if (pos - start > 9) {
            pos = start;
            throw error("number too large at");
        }
        return Integer.parseInt(text.substring(start, pos));
    }

    private Dyadic numberLiteral() {
        int start = pos;
        while (atDigit()) {
            pos++;
        }
        BigInteger num = new BigInteger(text.substring(start, pos));
        if (at('/')) {
            pos++;
            int ds = pos;
            while (atDigit()) {
                pos++;
            }
            if (ds == pos) {
                throw error("expected a denominator, found");
            }
            BigInteger den = new BigInteger(text.substring(ds, pos));
            if (den.signum() <= 0 || den.bitCount() != 1) {
                pos = ds;
                throw error("the denominator must be a power of two; bad");
            }
            return Dyadic.of(num, den.getLowestSetBit());
        }
        return Dyadic.of(num);
    }

    /**
     * Inside braces: options separated by commas, sides by runs of bars; the longest run
     * splits. Every option is followed by a comma, bars or the closing brace: two options
     * side by side are refused, never merged or dropped.
     */
    private int braces() {
        int open = pos;
        pos++; // '{'
        List<Object> items = new ArrayList<>(); // Integer (game) or Bars
        boolean afterComma = false;
        while (true) {
            skipSpace();
            if (pos >= text.length()) {
                throw error("missing '}'");
            }
            char c = text.charAt(pos);
            if (c == '}' || c == '|' || c == ',') {
                if (afterComma) {
                    throw error("an option is missing before");
                }
                if (c == ',' && (items.isEmpty() || items.get(items.size() - 1) instanceof Bars)) {
                    throw error("an option is missing before");
                }
            }
            if (c == '}') {
                pos++;
                break;
            }
            if (c == '|') {
                int start = pos;
                while (at('|')) {
                    pos++;
                }
                items.add(new Bars(pos - start, start));
            } else if (c == ',') {
                pos++;
                afterComma = true;
                continue;
            } else {
                if (!afterComma && !items.isEmpty() && items.get(items.size() - 1) instanceof Integer) {
                    throw error("unexpected:" + JUXTAPOSED);
                }
                items.add(expression());
                skipSpace();
                if (pos < text.length() && ",|}".indexOf(text.charAt(pos)) < 0) {
                    throw error("unexpected: expected ',', '|' or '}' after an option");
                }
            }
            afterComma = false;
        }
        if (items.stream().noneMatch(Bars.class::isInstance) && !items.isEmpty() && afterPlusMinus(open)) {
            int[] left = new int[items.size()];
            int[] right = new int[items.size()];
            for (int i = 0; i < left.length; i++) {
                left[i] = (Integer) items.get(i);
                right[i] = forms.negate(left[i]);
            }
            switchLists.add(open);
            return forms.game(left, right);
        }
        if (items.stream().noneMatch(Bars.class::isInstance)) {
            pos = open;
            throw error("braces without '|' (a game is {L|R}; +-{a,b} lists a switch's Left options) at");
        }
        return build(items, 0, items.size());
    }

    /** Whether {@code +-} (spaces allowed between) comes right before {@code at}. */
    private boolean afterPlusMinus(int at) {
        int i = at - 1;
        while (i >= 0 && Character.isWhitespace(text.charAt(i))) {
            i--;
        }
        return i >= 1 && text.charAt(i) == '-' && text.charAt(i - 1) == '+';
    }

    private record Bars(int count, int at) {
    }

    private int build(List<Object> items, int from, int to) {
        int best = -1;
        int bestCount = 0;
        boolean tie = false;
        for (int i = from; i < to; i++) {
            if (items.get(i) instanceof Bars b) {
                if (b.count > bestCount) {
                    best = i;
                    bestCount = b.count;
                    tie = false;
                } else if (b.count == bestCount) {
                    tie = true;
                }
            }
        }
        if (tie) {
            pos = ((Bars) items.get(best)).at;
            throw error("ambiguous bars: two runs of " + bestCount + " at the same level; use more bars, or braces, near");
        }
        return forms.game(side(items, from, best), side(items, best + 1, to));
    }

    private int[] side(List<Object> items, int from, int to) {
        for (int i = from; i < to; i++) {
            if (items.get(i) instanceof Bars) {
                return new int[] {build(items, from, to)};
            }
        }
        int[] out = new int[to - from];
        for (int i = from; i < to; i++) {
            out[i - from] = (Integer) items.get(i);
        }
        return out;
    }
}
