package org.sprague.heap;

import java.util.List;
import java.util.Locale;
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
                return r.equals("grundys-game") ? HeapCode.grundysGame() : parseCode(alias[1]).rename(r);
            }
        }
        if (r.startsWith("subtraction:")) {
            return subtraction(r.substring("subtraction:".length()));
        }
        if (r.equals("fib") || r.equals("pow2") || r.equals("squares")) {
            return subtraction(r);
        }
        if (r.startsWith("octal:")) {
            return parseCode(rule.trim().substring("octal:".length()));
        }
        if (r.indexOf('.') < 0) {
            throw new InvalidInputException("unknown heap game '" + rule + "': give a take-and-break code"
                    + " (e.g. 0.77, 4.07, 0.[3]), subtraction:1,3,4, or one of kayles, dawsons-kayles,"
                    + " dawsons-chess, treblecross, officers, grundys-game, lasker, nim");
        }
        return parseCode(rule.trim());
    }

    /**
     * A take-and-break code {@code d0.d1d2...[tail]} parsed by {@link HeapCode#parse}
     * (hexadecimal digits; the digit before the point may only split and may be left out).
     */
    public static HeapCode parseCode(String code) {
        HeapCode parsed = HeapCode.parse(code.startsWith(".") ? "0" + code : code);
        return parsed.rename(code);
    }

    /** subtraction:1,3,4 (a finite code of 3s) or an infinite set fib, pow2, squares. */
    private static HeapCode subtraction(String set) {
        SubtractionSet parsed = SubtractionSet.parse("subtraction", set);
        if (parsed.isList() && parsed.max() > MAX_LISTED_REMOVAL) {
            throw new InvalidInputException("subtraction:" + set + ": removals above " + MAX_LISTED_REMOVAL
                    + " are not supported by grundy");
        }
        return parsed.toCode("subtraction:" + set);
    }

    /** The largest member of a subtraction list that the calculators take (a digit array that long). */
    static final int MAX_LISTED_REMOVAL = 1_000_000;
}
