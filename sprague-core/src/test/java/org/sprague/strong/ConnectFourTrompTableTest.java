package org.sprague.strong;

import org.sprague.strong.solve.StrongSolver;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.solve.TierStore;
import org.sprague.strong.engine.TieredRetrogradeSolver;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.sprague.strong.games.ConnectFour;

/**
 * Connect Four on small boards against John Tromp's table of results (all boards with
 * width + height <= 15; reproduced with the length of the game under perfect play in
 * C. Steininger's c4 README): value and remoteness of the empty board. Each board is
 * solved strongly (every ranked position), so these take minutes: tag "slow".
 */
@Tag("slow")
class ConnectFourTrompTableTest {

    @ParameterizedTest(name = "{0}x{1}: {2}")
    @CsvSource({
        "4, 6, tie in 24",   // width 4, height 6: draw, 24 moves
        "5, 5, tie in 25",   // 5x5: draw, 25 moves
        "6, 4, lose in 24",  // 6x4: the second player wins on move 24
    })
    void emptyBoardHasTheTablesResult(int width, int height, String expected) {
        StrongSolver.Result r = new TieredRetrogradeSolver().solve(
                TierPlan.of(new ConnectFour(width, height), Long.MAX_VALUE), new TierStore() {
                    private final java.util.Map<Integer, short[]> tiers = new java.util.HashMap<>();

                    public short[] get(int t) {
                        return tiers.get(t);
                    }

                    public void put(int t, short[] rec) {
                        tiers.put(t, rec);
                    }

                    @Override
                    public void release(int t) {
                        tiers.remove(t);
                    }
                }, StrongSolver.Progress.NONE);
        assertEquals(expected, Record.describe(r.start()));
    }
}
