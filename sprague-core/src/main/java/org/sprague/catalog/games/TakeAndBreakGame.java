package org.sprague.catalog.games;

import java.util.Optional;
import org.sprague.catalog.entry.GameDefinition;
import org.sprague.catalog.engine.OutcomeClosedForm;
import org.sprague.heap.HeapCode;
import org.sprague.heap.HeapRules;
import org.sprague.heap.ProvenPeriod;

/**
 * A heap game given by a take-and-break code ({@code octal:0.137}, {@code octal:4.007},
 * hexadecimal {@code octal:0.f}, repeating tails {@code octal:0.[3]}), and the named games
 * that are such codes: Kayles 0.77, Dawson's Kayles 0.07, Dawson's chess 0.137, Treblecross
 * 0.007, Officers 0.6, Grundy's game (splits into unequal heaps).
 *
 * <p>Closed form: when the code is finite (equal splits allowed) and its values are
 * periodic with a period proven within the first {@value #PERIOD_SEARCH} values (Guy and
 * Smith 1956: {@code 2e + 2p + t} values suffice; Kayles: preperiod 71, period 12), G is
 * exact at any heap size ({@link PeriodicHeapForm}). Otherwise positions are searched over
 * the code's values computed by the sparse-space method up to the largest heap
 * ({@link HeapSearchSolver}).
 */
final class TakeAndBreakGame extends HeapGame {
    /** How many values are computed (sparse-space method) when looking for a proven period. */
    static final int PERIOD_SEARCH = 1 << 16;

    private static final String POSITION = "heap sizes p1 p2 ... pn (whole numbers >= 0; any size"
            + " when the period is proven)";
    private static final String POSITION_SEARCHED = "heap sizes p1 p2 ... pn (whole numbers >= 0)";
    private static final String PERIODIC = "when the values are periodic and the period is proven (Guy-Smith)"
            + " within " + PERIOD_SEARCH + " values, G is exact at any heap size; otherwise search over"
            + " sparse-space values";

    static final GameDefinition DEFINITION = new GameDefinition("octal", "Take-and-break (octal) game",
            "Heaps of stones; the code d0.d1d2... says what removing k stones from one heap may leave: digit"
                    + " dk's bit 1 allows nothing (the whole heap), bit 2 one heap, bit 4 two heaps, bit 8"
                    + " (hexadecimal) three heaps; d0 splits without removing. 0.77 is Kayles, 0.[3] Nim."
                    + " Whoever moves last wins.",
            "CODE (a take-and-break code: 0.77, 0.137, 4.007, hexadecimal 0.f, repeating tail 0.[3];"
                    + " the code alone also names the game: sprague solve 0.137 10 20)",
            POSITION, PERIODIC, "octal:0.137 10 20", TakeAndBreakGame::octal);

    static final GameDefinition KAYLES = named("kayles", "Kayles",
            "Rows of pins; a move knocks down one pin or two adjacent pins from one row,"
                    + " possibly splitting it into two rows (octal code 0.77). Whoever moves last wins.",
            "G is periodic with period 12 from heap 71 (Guy-Smith, proven by computation): exact at any size",
            "kayles 7 4");
    static final GameDefinition DAWSONS_KAYLES = named("dawsons-kayles", "Dawson's Kayles",
            "Rows of pins; a move knocks down two adjacent pins from one row, possibly splitting it"
                    + " into two rows (octal code 0.07). Whoever moves last wins.",
            "G is periodic with period 34 from heap 53 (Guy-Smith, proven by computation): exact at any size",
            "dawsons-kayles 9 4");
    static final GameDefinition DAWSONS_CHESS = named("dawsons-chess", "Dawson's chess",
            "Heaps; a move removes one stone from a heap of exactly one, or two stones from the end of a"
                    + " heap, or three stones from anywhere in a heap, possibly splitting it into two heaps"
                    + " (octal code 0.137, which Dawson's chess on a 3 x n board reduces to). Whoever moves"
                    + " last wins.",
            "G is periodic with period 34 from heap 52 (Guy-Smith, proven by computation): exact at any size",
            "dawsons-chess 10 20");
    static final GameDefinition TREBLECROSS = named("treblecross", "Treblecross",
            "Heaps; a move removes three adjacent stones from a heap, leaving nothing, one heap or two"
                    + " heaps (octal code 0.007, Winning Ways' code for Treblecross, one-dimensional"
                    + " tic-tac-toe). Whoever moves last wins.",
            null, "treblecross 30");
    static final GameDefinition OFFICERS = named("officers", "Officers",
            "Heaps; a move removes one stone from a heap of at least two, leaving one heap or splitting"
                    + " the rest into two heaps (octal code 0.6). Whoever moves last wins.",
            null, "officers 10 20");
    static final GameDefinition GRUNDYS_GAME = named("grundys-game", "Grundy's game",
            "Heaps of stones; a move splits one heap into two non-empty heaps of different sizes."
                    + " Whoever moves last wins.",
            null, "grundys-game 7 10");

    private final HeapCode code;
    private Optional<OutcomeClosedForm> closedForm;

    private TakeAndBreakGame(String id, GameDefinition definition, HeapCode code) {
        super(id, definition, code, false, null);
        this.code = code;
    }

    /**
     * A named code ({@link HeapRules#ALIASES}); {@code closedForm} null when no period is
     * proven within the search (the game is then decided by search).
     */
    private static GameDefinition named(String id, String title, String rules, String closedForm, String example) {
        GameDefinition[] self = new GameDefinition[1];
        self[0] = new GameDefinition(id, title, rules, null, closedForm == null ? POSITION_SEARCHED : POSITION,
                closedForm, example, p -> new TakeAndBreakGame(id, self[0], HeapRules.resolve(id)));
        return self[0];
    }

    /** {@code octal:CODE}. */
    static TakeAndBreakGame octal(String parameter) {
        if (parameter == null || parameter.isBlank()) {
            throw new org.sprague.game.InvalidInputException("octal: missing code, e.g. octal:0.137");
        }
        String text = parameter.trim();
        return new TakeAndBreakGame("octal:" + text, DEFINITION, HeapRules.parseCode(text));
    }

    /** The code. */
    HeapCode code() {
        return code;
    }

    @Override
    public synchronized Optional<OutcomeClosedForm> closedForm() {
        if (closedForm == null) {
            // bounded by ProvenPeriod.MAX_WORK and kept for every later call: no one call's deadline (an interrupt stops it)
            closedForm = ProvenPeriod.find(code, PERIOD_SEARCH, org.sprague.game.Deadline.unlimited())
                    .map(p -> new PeriodicHeapForm(code, p));
        }
        return closedForm;
    }
}
