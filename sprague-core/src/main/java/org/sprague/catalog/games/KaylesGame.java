package org.sprague.catalog.games;

import org.sprague.catalog.GameDefinition;
import org.sprague.heap.TakeAndBreakCode;

/**
 * Kayles ({@code 0.77}): a row of pins; a move knocks down one pin or two adjacent pins,
 * which may split a row in two. Decided by search over the naive values (periodic with
 * period 12 from heap 71; Guy and Smith 1956, <i>Winning Ways</i>, ch. 4).
 */
public final class KaylesGame extends HeapGame {
    static final GameDefinition DEFINITION = new GameDefinition("kayles", "Kayles",
            "Rows of pins; a move knocks down one pin or two adjacent pins from one row,"
                    + " possibly splitting it into two rows (octal code 0.77). Whoever moves last wins.",
            null, "row lengths p1 p2 ... pn (whole numbers >= 0)", null,
            "kayles 7 4", p -> new KaylesGame());

    KaylesGame() {
        super("kayles", DEFINITION, TakeAndBreakCode.parse("0.77"), false);
    }
}
