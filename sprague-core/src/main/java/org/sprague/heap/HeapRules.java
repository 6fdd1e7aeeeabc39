package org.sprague.heap;

import java.util.List;
import java.util.Locale;
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
        if (r.indexOf('.') < 0) {
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
     * A take-and-break code {@code d0.d1d2...[tail]} parsed by {@link TakeAndBreakCode#parse}
     * (hexadecimal digits; the digit before the point may only split and may be left out).
     */
    public static HeapCode parseCode(String code) {
        String full = code.startsWith(".") ? "0" + code : code;
        return fromCode(full, TakeAndBreakCode.parse(full));
    }

    /** The calculators' form of a parsed code. */
    public static HeapCode fromCode(String name, TakeAndBreakCode code) {
        if (!code.isFinite()) {
            return HeapCode.infinite(name, code::digit).withNotation(code.notation());
        }
        int t = code.lastNonZeroDigit();
        int[] d = new int[t + 1];
        for (int k = 0; k <= t; k++) {
            d[k] = code.digit(k);
        }
        return HeapCode.finite(name, d);
    }

    /** subtraction:1,3,4 (a finite code of 3s) or an infinite set fib, pow2, squares. */
    private static HeapCode subtraction(String set, String rule) {
        SubtractionSet parsed = SubtractionSet.parse("subtraction", set);
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
        int[] members = parsed.members();
        if (members[members.length - 1] > 1_000_000) {
            throw new InvalidInputException("subtraction:" + set + ": removals above 1000000 are not supported"
                    + " by grundy");
        }
        int[] d = new int[members[members.length - 1] + 1];
        for (int k : members) {
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
