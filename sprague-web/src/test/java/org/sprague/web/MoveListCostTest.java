package org.sprague.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogSolver;
import org.sprague.catalog.entry.Part;
import org.sprague.game.Solution;
import org.sprague.catalog.SolveOptions;
import org.sprague.game.LimitExceededException;
import org.sprague.heap.GrundyTable;
import org.sprague.heap.HeapRules;
import org.sprague.app.MoveReport;
import org.sprague.app.MoveReport.AnalysedMove;

/**
 * Issue 20 item 2: {@code /api/moves} costs one evaluation per move, not one solve (with its
 * winning moves labelled) per move: Grundy's game on 100,000 stones labelled every option's
 * moves for minutes, and a sum of 300 heaps of Kayles solved the whole sum once per move.
 */
class MoveListCostTest {
    private final Explorer explorer = new Explorer(Catalog.standard(), WebLimits.defaults());

    @Test
    void aMoveListOverTheLimitIsRefusedBeforeAnyMoveIsSolved() {
        // 49,999 moves: refused at once; it was refused at the 10,000th move, each labelled with its
        // own ~50,000 moves, so the request's time ran out first (and its worker labelled on)
        SolveRequest big = new SolveRequest("grundys-game", "100000", null, null, null, null, null, null);
        LimitExceededException e = assertThrows(LimitExceededException.class,
                () -> explorer.moves(big, Duration.ofSeconds(3)));
        assertTrue(e.getMessage().contains("more than 10000 moves"), e.getMessage());
        SolveRequest sum = new SolveRequest("kayles", "70 + kayles ".repeat(299) + "70", null, null, null, null, null, null);
        e = assertThrows(LimitExceededException.class,
                () -> explorer.moves(sum, Duration.ofSeconds(3)));
        assertTrue(e.getMessage().contains("more than 10000 moves"), e.getMessage());
    }

    @Test
    void eachOptionIsEvaluatedWithoutListingItsOwnMoves() {
        // 10,000 options of about 10,000 moves each: labelling them all took 27 s of CPU (309 s of
        // wall time on the shared machine at load average 21); one value each is a look-up in the
        // heap game's table: under a second of CPU. CPU time, not wall time: the machine is shared
        // (the deadline only keeps a regression from running for minutes).
        var cpu = java.lang.management.ManagementFactory.getThreadMXBean();
        long before = cpu.getCurrentThreadCpuTime();
        MoveReport r = explorer.moves(new SolveRequest("grundys-game", "20001", null, null, null, null, null, null),
                Duration.ofSeconds(120));
        long seconds = (cpu.getCurrentThreadCpuTime() - before) / 1_000_000_000L;
        assertTrue(seconds < 8, "the move list took " + seconds + " s of CPU");
        assertEquals(10_000, r.moves().size());
        GrundyTable table = new GrundyTable(HeapRules.resolve("grundys-game"), 1 << 16, org.sprague.search.engine.SearchThreads.one());
        table.ensure(20_001);
        for (AnalysedMove m : r.moves()) {
            String[] heaps = m.position().split(" ");
            int expected = table.grundy(Integer.parseInt(heaps[0])) ^ table.grundy(Integer.parseInt(heaps[1]));
            assertEquals(expected, m.grundy().intValueExact(), m.move());
        }
    }

    @Test
    void aSumsMovesAgreeWithSolvingEachMoveWhole() {
        Random random = new Random(2020);
        String[] games = {"kayles", "nim", "dawsons-kayles", "wythoff", "grundys-game", "subtraction:1,3,4"};
        for (int trial = 0; trial < 24; trial++) {
            boolean misere = trial % 4 == 3;
            int n = 2 + random.nextInt(misere ? 2 : 3); // a misère sum is searched whole, per move here
            List<String> parts = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                String g = games[random.nextInt(games.length)];
                parts.add(g + " " + (g.equals("wythoff") || g.equals("nim")
                        ? (random.nextInt(7) + " " + random.nextInt(7)) : Integer.toString(random.nextInt(12))));
            }
            String text = String.join(" + ", parts);
            String first = parts.get(0).split(" ")[0];
            MoveReport r = explorer.moves(new SolveRequest(first, text.substring(first.length() + 1), misere, null,
                    null, null, null, null), null);
            List<Part> sum = Catalog.standard().parseParts(List.of(text));
            int k = 0;
            for (int i = 0; i < sum.size(); i++) {
                var g = (org.sprague.catalog.ImpartialCatalogGame) sum.get(i).game();
                for (var m : g.moves(sum.get(i).position())) {
                    List<Part> after = new ArrayList<>(sum);
                    after.set(i, new Part(g, m.to()));
                    Solution whole = new CatalogSolver(SolveOptions.defaults().withMisere(misere)).solveSum(after);
                    AnalysedMove a = r.moves().get(k++);
                    assertEquals(whole.position(), a.position(), text);
                    assertEquals(whole.outcome(), a.outcome(), text + ": " + a.move());
                    assertEquals(whole.grundy(), a.grundy(), text + ": " + a.move());
                }
            }
            assertEquals(k, r.moves().size(), text);
        }
    }
}
