package org.sprague.heap;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.function.IntPredicate;
import org.sprague.game.InvalidInputException;

/**
 * Resolves a heap-game rule as the user writes it into a {@link HeapCode}: a take-and-break
 * code ({@code 0.77}, {@code .137}, {@code 4.007}, hexadecimal digits such as {@code 0.f},
 * a repeating tail such as {@code 0.[3]}), {@code subtraction:S} with S a list of removals
 * or one of {@code fib}, {@code pow2}, {@code squares}, or a named game. A malformed rule is
 * an {@link InvalidInputException} naming the bad character and its position.
 */
public final class HeapRules {
    private HeapRules() {
    }

    /** The named heap games and their codes. */
    public static final List<String[]> ALIASES = List.of(
            new String[] {"kayles", "0.77"},
            new String[] {"dawsons-kayles", "0.07"},
            new String[] {"dawsons-chess", "0.137"},
            new String[] {"treblecross", "0.007"},
            new String[] {"officers", "0.6"},
            new String[] {"nim", "0.[3]"},
            new String[] {"lasker", "4.[3]"},
            new String[] {"grundys-game", "4.0 with unequal splits"});

    /** The code for a rule. */
    public static HeapCode resolve(String rule) {
        String r = rule.trim().toLowerCase(Locale.ROOT);
        for (String[] alias : ALIASES) {
            if (alias[0].equals(r)) {
                return r.equals("grundys-game") ? HeapCode.grundysGame() : named(r, parseCode(alias[1]));
            }
        }
        if (r.startsWith("subtraction:")) {
            return subtraction(r.substring("subtraction:".length()), rule);
        }
        if (r.equals("fib") || r.equals("pow2") || r.equals("squares")) {
            return subtraction(r, rule);
        }
        if (r.isEmpty() || !(Character.isDigit(r.charAt(0)) || r.charAt(0) == '.')) {
            throw new InvalidInputException("unknown heap game '" + rule + "': give a take-and-break code"
                    + " (e.g. 0.77, 4.07, 0.[3]), subtraction:1,3,4, or one of kayles, dawsons-kayles,"
                    + " dawsons-chess, treblecross, officers, grundys-game, lasker, nim");
        }
        return parseCode(rule.trim());
    }

    private static HeapCode named(String name, HeapCode code) {
        return code.isFinite() ? HeapCode.finite(name, digits(code)) : code.rename(name);
    }

    private static int[] digits(HeapCode code) {
        int t = code.lastDigit();
        int[] d = new int[t + 1];
        for (int k = 0; k <= t; k++) {
            d[k] = code.digit(k);
        }
        return d;
    }

    /**
     * A take-and-break code {@code d0.d1d2...[tail]}: hexadecimal digits; the digit before
     * the point may only split (0, 4, 8 or c) and may be left out.
     */
    public static HeapCode parseCode(String code) {
        int point = code.indexOf('.');
        if (point < 0) {
            throw bad(code, code.length(), "a take-and-break code needs a point, as in 0.77");
        }
        if (point > 1) {
            throw bad(code, 1, "only one digit may stand before the point");
        }
        int d0 = 0;
        if (point == 1) {
            d0 = hexDigit(code, 0);
            if ((d0 & 3) != 0) {
                throw bad(code, 0, "the digit before the point (removing no stones) may only split:"
                        + " 0, 4, 8 or c");
            }
        }
        List<Integer> digits = new ArrayList<>();
        digits.add(d0);
        List<Integer> tail = new ArrayList<>();
        int i = point + 1;
        boolean inTail = false;
        boolean closed = false;
        for (; i < code.length(); i++) {
            char c = code.charAt(i);
            if (closed) {
                throw bad(code, i, "nothing may follow the repeating tail ']'");
            }
            if (c == '[' && !inTail) {
                inTail = true;
                continue;
            }
            if (c == ']' && inTail) {
                if (tail.isEmpty()) {
                    throw bad(code, i, "the repeating tail [..] is empty");
                }
                closed = true;
                continue;
            }
            (inTail ? tail : digits).add(hexDigit(code, i));
        }
        if (inTail && !closed) {
            throw bad(code, code.length(), "the repeating tail '[' is not closed with ']'");
        }
        if (digits.size() == 1 && tail.isEmpty()) {
            throw bad(code, code.length(), "no digit after the point");
        }
        int[] d = digits.stream().mapToInt(Integer::intValue).toArray();
        int[] t = tail.stream().mapToInt(Integer::intValue).toArray();
        return HeapCode.withTail(code, d, t);
    }

    private static int hexDigit(String code, int i) {
        char c = code.charAt(i);
        int d = Character.digit(c, 16);
        if (d < 0) {
            throw bad(code, i, "'" + c + "' is not a digit (0-9, a-f)");
        }
        return d;
    }

    private static InvalidInputException bad(String code, int index, String why) {
        String at = index < code.length() ? "character " + (index + 1) + " '" + code.charAt(index) + "'"
                : "end of code";
        return new InvalidInputException("bad take-and-break code '" + code + "' at " + at + ": " + why);
    }

    /** subtraction:1,3,4 (a finite code of 3s) or an infinite set fib, pow2, squares. */
    private static HeapCode subtraction(String set, String rule) {
        switch (set) {
            case "fib":
                return infiniteSet("subtraction:fib", HeapRules::isFibonacci);
            case "pow2":
                return infiniteSet("subtraction:pow2", k -> k > 0 && (k & (k - 1)) == 0);
            case "squares":
                return infiniteSet("subtraction:squares", k -> {
                    int r = (int) Math.sqrt(k);
                    while ((long) r * r > k) {
                        r--;
                    }
                    while ((long) (r + 1) * (r + 1) <= k) {
                        r++;
                    }
                    return k > 0 && r * r == k;
                });
            default:
                break;
        }
        TreeSet<Integer> removals = new TreeSet<>();
        String[] parts = set.split(",", -1);
        int offset = rule.indexOf(':') + 1;
        for (String part : parts) {
            int k;
            try {
                k = Integer.parseInt(part.trim());
            } catch (NumberFormatException e) {
                throw new InvalidInputException("bad subtraction set in '" + rule + "': '" + part
                        + "' (at character " + (offset + 1) + ") is not a whole number; write e.g. subtraction:1,3,4"
                        + " or subtraction:fib, pow2, squares");
            }
            if (k < 1 || k > 1_000_000) {
                throw new InvalidInputException("bad subtraction set in '" + rule + "': " + k
                        + " must be between 1 and 1000000");
            }
            removals.add(k);
            offset += part.length() + 1;
        }
        int[] d = new int[removals.last() + 1];
        for (int k : removals) {
            d[k] = HeapCode.TAKE_ALL | HeapCode.LEAVE_ONE;
        }
        return HeapCode.finite("subtraction:" + set, d);
    }

    private static HeapCode infiniteSet(String name, IntPredicate member) {
        return HeapCode.infinite(name, k -> member.test(k) ? HeapCode.TAKE_ALL | HeapCode.LEAVE_ONE : 0);
    }

    private static boolean isFibonacci(int k) {
        int a = 1;
        int b = 2;
        while (a < k) {
            int c = a + b;
            a = b;
            b = c;
        }
        return k >= 1 && a == k;
    }
}
