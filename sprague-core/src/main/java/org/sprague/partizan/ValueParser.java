package org.sprague.partizan;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.sprague.game.InvalidInputException;

/**
 * Reads games written in the field's notation into canonical forms: integers, dyadic
 * fractions {@code 3/4}, {@code *}, {@code *n}, {@code ^}, {@code ^^}, {@code ^n},
 * {@code v}, {@code vv}, {@code vn}, juxtaposed as in {@code 1/2^*} (a sum), braces
 * {@code {L|R}} with comma-separated options and {@code ||}, {@code |||} for nesting
 * ({@code {2|0||0}} is {@code {{2|0}|0}}), {@code +}, {@code -}, unary {@code -},
 * {@code +-G} (the switch {G|-G}) and {@code x+-G}, parentheses, {@code Tiny(x)},
 * {@code Miny(x)}; optionally one comparison {@code <=, >=, ==, !=, <, >, <|, |>, <>}
 * (fuzzy) between two such expressions. A recursive-descent parser; its depth is the
 * nesting depth of the text. Errors name the bad character and its position.
 */
public final class ValueParser {
    /** A parsed statement: a game, or a comparison of two games with its truth. */
    public record Statement(int game, String comparison, int other, boolean truth) {
        public boolean isComparison() {
            return comparison != null;
        }
    }

    private final CanonicalForms forms;
    private final String text;
    private int pos;

    private ValueParser(CanonicalForms forms, String text) {
        this.forms = forms;
        this.text = text;
    }

    /** The longest expression {@link #parse} reads, in characters. */
    public static final int MAX_CHARS = 100_000;
    /**
     * The largest n of a nimber {@code *n}: its form stores its n options, and those of every
     * smaller nimber, n^2/2 in all (32 MB at 4096; {@code *100000} ran 4 GB out).
     */
    public static final int MAX_NIMBER = 4096;
    /** The most ups or downs of {@code ^n} or {@code vn}: a chain of n forms. */
    public static final int MAX_UPS = 1 << 20;

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
        throw error("unexpected");
    }

    private InvalidInputException error(String what) {
        if (pos >= text.length()) {
            return new InvalidInputException("value: unexpected end of '" + text + "' (" + what.replace("unexpected", "incomplete") + ")");
        }
        String detail = what.startsWith("unexpected (") ? what.substring("unexpected ".length()) : "";
        String lead = detail.isEmpty() ? what : "unexpected";
        return new InvalidInputException("value: " + lead + " character '" + text.charAt(pos) + "' at position "
                + (pos + 1) + " of '" + text + "'" + (detail.isEmpty() ? "" : " " + detail));
    }

    private void skipSpace() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
    }

    private boolean peek(String s) {
        skipSpace();
        return text.startsWith(s, pos);
    }

    private void expect(char c) {
        skipSpace();
        if (pos >= text.length() || text.charAt(pos) != c) {
            throw error("expected '" + c + "', found");
        }
        pos++;
    }

    /** expression := term (('+' | '-' | '+-') term)* */
    private int expression() {
        int g = term();
        while (true) {
            if (peek("+-")) {
                pos += 2;
                g = forms.add(g, plusMinusOperand());
            } else if (peek("+")) {
                pos++;
                g = forms.add(g, term());
            } else if (peek("-")) {
                pos++;
                g = forms.subtract(g, term());
            } else {
                return g;
            }
        }
    }

    /**
     * The operand of {@code +-}: {@code +-G} is the switch {G|-G}, and {@code +-{a,b}} (how the
     * printer writes a switch with several left options) is {a,b|-a,-b}, already built as such.
     */
    private int plusMinusOperand() {
        skipSpace();
        if (switchLists.contains(pos)) {
            return term();
        }
        return plusMinus(term());
    }

    private int plusMinus(int g) {
        return forms.game(new int[] {g}, new int[] {forms.negate(g)});
    }

    /** term := '-' number atom* | '-' term | '+-' term | atom+ (juxtaposed atoms add: 1/2^*, -1^^*) */
    private int term() {
        if (peek("+-")) {
            pos += 2;
            return plusMinusOperand();
        }
        int g;
        if (peek("-") && pos + 1 < text.length() && Character.isDigit(text.charAt(pos + 1))) {
            // a negative number leads its ups and stars, as printed: -1^^* is -1 + ^^*, not -(1^^*)
            pos++;
            g = forms.number(numberLiteral().negate());
        } else if (peek("-")) {
            pos++;
            return forms.negate(term());
        } else {
            g = atom();
        }
        while (true) {
            skipSpace();
            if (pos < text.length() && (text.charAt(pos) == '*' || text.charAt(pos) == '^'
                    || (text.charAt(pos) == 'v' && isArrowV()))) {
                g = forms.add(g, atom());
            } else {
                return g;
            }
        }
    }

    private boolean isArrowV() {
        // 'v' followed by digits, more v's, '*', or the end of a literal
        int i = pos + 1;
        while (i < text.length() && text.charAt(i) == 'v') {
            i++;
        }
        return i >= text.length() || !Character.isLetter(text.charAt(i));
    }

    /**
     * Groups {@code {...}} and {@code (...)} already built, by the position of their opening
     * character: {game id, position after the closing character}.
     */
    private final java.util.Map<Integer, int[]> groups = new java.util.HashMap<>();
    /** Where a bar-less {@code {a,b}} right after {@code +-} starts: built as {a,b|-a,-b}. */
    private final java.util.Set<Integer> switchLists = new java.util.HashSet<>();

    /**
     * Builds every brace and parenthesis group innermost first, with an explicit stack of
     * the open ones, so that parsing a group meets its inner groups already built: the
     * recursive descent then nests one group deep, and {@code {0|{0|{0|...}}}} or
     * {@code Tiny(Tiny(...))} 10,000 deep parse on an ordinary thread stack. Linear in the
     * text: each group is parsed once. A group that does not parse fails with the position
     * of its bad character, as the left-to-right parse would.
     */
    private void buildGroupsInnermostFirst() {
        java.util.ArrayDeque<Integer> open = new java.util.ArrayDeque<>();
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

    private int atom() {
        skipSpace();
        if (pos >= text.length()) {
            throw error("expected a game");
        }
        char c = text.charAt(pos);
        if (c == '{' || c == '(') {
            int built = builtGroup();
            if (built >= 0) {
                return built;
            }
            return c == '{' ? braces() : parenthesised();
        }
        if (Character.isDigit(c)) {
            return forms.number(numberLiteral());
        }
        if (c == '*') {
            pos++;
            int start = pos;
            int n = digits(1);
            if (n > MAX_NIMBER) {
                pos = start;
                throw error("the n of *n must be at most " + MAX_NIMBER + " (its form holds n options); too large:");
            }
            return forms.nimber(n);
        }
        if (c == '^' || c == 'v') {
            if (c == 'v' && !isArrowV()) {
                return named();
            }
            pos++;
            if (upPowerFollows()) {
                return upPower(c == '^');
            }
            int n = 1;
            while (pos < text.length() && text.charAt(pos) == c) {
                pos++;
                n++;
            }
            if (n == 1) {
                int start = pos;
                n = digits(1);
                if (n > MAX_UPS) {
                    pos = start;
                    throw error("the n of " + c + "n must be at most " + MAX_UPS + "; too large:");
                }
            }
            return forms.nus(Dyadic.ZERO, c == '^' ? n : -n, 0);
        }
        if (Character.isLetter(c)) {
            return named();
        }
        throw error("unexpected");
    }

    /** Largest n of {@code ^<n>} and {@code ^[n]}: built in O(n) sums of forms of depth O(n). */
    static final int MAX_UP_POWER = 1000;

    /** After '^' or 'v': '<digits>' or '[digits]' ('^<=' and '^<|' stay comparisons). */
    private boolean upPowerFollows() {
        if (pos < text.length() && text.charAt(pos) == '[') {
            return true;
        }
        if (pos >= text.length() || text.charAt(pos) != '<') {
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
        boolean sum = text.charAt(pos) == '[';
        char close = sum ? ']' : '>';
        pos++;
        int start = pos;
        int n = digits(0);
        if (n < 1 || n > MAX_UP_POWER) {
            pos = start;
            throw error("the n of ^<n> and ^[n] must be 1.." + MAX_UP_POWER + "; bad");
        }
        expect(close);
        UpPowers powers = new UpPowers(forms);
        int g = sum ? powers.powSum(n) : powers.pow(n);
        return up ? g : forms.negate(g);
    }

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
        skipSpace();
        int x = builtGroup();
        if (x < 0) {
            x = parenthesised();
        }
        // Tiny(x) = {0 || 0 | -x}; Miny(x) = {x | 0 || 0}
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
        while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
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
        while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
            pos++;
        }
        BigInteger num = new BigInteger(text.substring(start, pos));
        if (pos < text.length() && text.charAt(pos) == '/') {
            pos++;
            int ds = pos;
            while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
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

    /** Inside braces: options separated by commas and runs of bars; the longest run splits. */
    private int braces() {
        int open = pos;
        pos++; // '{'
        List<Object> items = new ArrayList<>(); // Integer (game) or Bars
        while (true) {
            skipSpace();
            if (pos >= text.length()) {
                throw error("missing '}'");
            }
            char c = text.charAt(pos);
            if (c == '}') {
                pos++;
                break;
            }
            if (c == '|') {
                int start = pos;
                while (pos < text.length() && text.charAt(pos) == '|') {
                    pos++;
                }
                items.add(new Bars(pos - start, start));
            } else if (c == ',') {
                pos++;
            } else {
                items.add(expression());
            }
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
        if (best < 0) {
            throw new InvalidInputException("value: braces without '|' in '" + text + "'");
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
