package org.sprague.partizan;

import java.util.Locale;
import org.sprague.game.InvalidInputException;

/**
 * How canonical forms are printed ({@link CanonicalFormPrinter}); {@link ValueParser} reads both.
 *
 * <ul>
 * <li>{@link #SPRAGUE}, the default: the notation CGSuite prints ({@code 2Tiny(2)},
 * {@code 1/2^<2>*3}, {@code +-(1*)}, {@code {3||2*|1*}}), plus {@code x+-G} for a switch
 * around an integer, as in Winning Ways. CGSuite prints this but does not read it back.
 * <li>{@link #CGSUITE}: CGScript expressions, which CGSuite's worksheet reads back and
 * evaluates to the same game: sums written with {@code +} ({@code 2+Tiny(2)},
 * {@code 1/2+^*}), up-nth powers as {@code ^.Pow(n)} and {@code ^.PowTo(n)}, a switch with
 * several Left options in full braces.
 * </ul>
 */
public enum Notation {
    SPRAGUE, CGSUITE;

    /** {@code sprague} or {@code cgsuite} (any case); exit code 2 naming the word otherwise. */
    public static Notation parse(String word) {
        return switch (word == null ? "" : word.trim().toLowerCase(Locale.ROOT)) {
            case "sprague" -> SPRAGUE;
            case "cgsuite" -> CGSUITE;
            default -> throw new InvalidInputException("notation '" + word + "' is not one of: sprague (the default),"
                    + " cgsuite (CGScript that CGSuite reads back)");
        };
    }
}
