package org.sprague.catalog.games;

import org.sprague.catalog.GameDefinition;
import org.sprague.heap.TakeAndBreakCode;

/**
 * Dawson's Kayles ({@code 0.07}): a move knocks down two adjacent pins of a row, possibly
 * splitting it in two. Decided by search over the naive values (period 34; Guy and Smith
 * 1956, <i>Winning Ways</i>, ch. 4).
 */
public final class DawsonsKaylesGame extends HeapGame {
    static final GameDefinition DEFINITION = new GameDefinition("dawsons-kayles", "Dawson's Kayles",
            "Rows of pins; a move knocks down two adjacent pins from one row, possibly splitting it"
                    + " into two rows (octal code 0.07). Whoever moves last wins.",
            null, "row lengths p1 p2 ... pn (whole numbers >= 0)", null,
            "dawsons-kayles 9 4", p -> new DawsonsKaylesGame());

    DawsonsKaylesGame() {
        super("dawsons-kayles", DEFINITION, TakeAndBreakCode.parse("0.07"), false);
    }
}
