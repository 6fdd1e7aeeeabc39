package org.sprague.partizan;

import org.sprague.game.Outcome;

/**
 * What a canonical form says, as text a person or a program reads: the printed value, the
 * outcome class (L, R, P, N), mean, temperature and stops (exact dyadic rationals written
 * {@code -3/4}).
 */
public record ValueReport(String value, Outcome outcome, String mean, String temperature,
        String leftStop, String rightStop) {

    /** The report of canonical form {@code g}. */
    public static ValueReport of(Thermographs th, CanonicalFormPrinter printer, int g) {
        return new ValueReport(printer.print(g), th.outcome(g), th.mean(g).toString(),
                th.temperature(g).toString(), th.leftStop(g).toString(), th.rightStop(g).toString());
    }

    /** "N (the first player wins)" and the like. */
    public static String describe(Outcome o) {
        return switch (o) {
            case L -> "L (Left wins whoever starts)";
            case R -> "R (Right wins whoever starts)";
            case P -> "P (the second player wins)";
            case N -> "N (the first player wins)";
            case D -> "D (draw)";
        };
    }

    /** The five lines {@code value:}, {@code outcome:}, {@code mean:}, {@code temperature:}, {@code stops:}. */
    public String text() {
        return "value:        " + value + "\n"
                + "outcome:      " + describe(outcome) + "\n"
                + "mean:         " + mean + "\n"
                + "temperature:  " + temperature + "\n"
                + "stops:        left " + leftStop + ", right " + rightStop;
    }
}
