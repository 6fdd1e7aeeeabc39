package org.sprague.app.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.app.Sprague;
import org.sprague.app.ValueQuestion;
import org.sprague.game.LimitExceededException;
import org.sprague.partizan.CanonicalForms;
import org.sprague.partizan.Notation;
import org.sprague.partizan.ValueParser;
import org.sprague.partizan.games.PartizanSumSolver;

/** {@link PartizanPosition}: the web's partizan position (value, both sides' options, the engine's replies). */
class PartizanPositionTest {

    private static PartizanPosition of(String sum, int maxMoves) {
        return PartizanPosition.of(PartizanSumSolver.parse(List.of(sum)), Notation.SPRAGUE, 1_000_000, maxMoves, null);
    }

    @Test
    void valueIsSolvesAndEachOptionWinsExactlyWhenSolveListsItAsWinning() {
        for (String sum : List.of("domineering 3x3", "domineering ..|.. + hackenbush lr", "clobber xo.|ox.",
                "toads-and-frogs tt..ff")) {
            PartizanPosition p = of(sum, 1000);
            PartizanSumSolver.PartizanSolution s = new PartizanSumSolver(1_000_000, Notation.SPRAGUE,
                    org.sprague.game.Deadline.unlimited()).solve(PartizanSumSolver.parse(List.of(sum)), 1000);
            assertEquals(s.report().value(), p.value(), sum);
            assertEquals(s.report().outcome().name(), p.outcome(), sum);
            assertEquals(s.leftWinningMoves().stream().map(PartizanSumSolver.WinningMove::move).toList(),
                    p.leftOptions().stream().filter(PartizanPosition.Option::wins).map(PartizanPosition.Option::move)
                            .toList(), sum);
            assertEquals(s.rightWinningMoves().stream().map(PartizanSumSolver.WinningMove::move).toList(),
                    p.rightOptions().stream().filter(PartizanPosition.Option::wins).map(PartizanPosition.Option::move)
                            .toList(), sum);
            // the engine plays a winning move whenever its side has one
            if (!s.leftWinningMoves().isEmpty()) {
                assertTrue(p.leftEngineMove().wins(), sum);
            }
            if (!s.rightWinningMoves().isEmpty()) {
                assertTrue(p.rightEngineMove().wins(), sum);
            }
        }
    }

    @Test
    void eachOptionsValueIsTheValueOfThePositionItLeadsTo() {
        PartizanPosition p = of("domineering 2x3", 1000);
        for (PartizanPosition.Option o : p.leftOptions()) {
            assertEquals(of("domineering " + o.position(), 1000).value(), o.value(), o.move());
        }
    }

    @Test
    void aSideWithoutMovesHasNoEngineMove() {
        PartizanPosition p = of("hackenbush l", 1000);
        assertEquals(1, p.leftOptions().size());
        assertTrue(p.rightOptions().isEmpty());
        assertNull(p.rightEngineMove());
        assertEquals("1", p.value());
    }

    @Test
    void moreMovesThanTheLimitAreRefused() {
        LimitExceededException e = assertThrows(LimitExceededException.class, () -> of("domineering 3x3", 5));
        assertTrue(e.getMessage().contains("more than 5 moves for Left"), e.getMessage());
    }

    @Test
    void theLimitOfAMoveListIsNamedByTheCaller() {
        LimitExceededException e = assertThrows(LimitExceededException.class, () -> PartizanPosition.of(
                new PartizanSumSolver(1_000_000), PartizanSumSolver.parse(List.of("domineering 3x3")), 5,
                "the limit of ${maxMoves}"));
        assertTrue(e.getMessage().endsWith("more than 5 moves for Left, the limit of maxMoves"), e.getMessage());
    }

    @Test
    void afterAnOptionIsTheSumItsPositionNames() {
        for (String sum : List.of("domineering 2x3", "hackenbush lr e + clobber xo.|ox.")) {
            List<PartizanSumSolver.Component<?>> parts = PartizanSumSolver.parse(List.of(sum));
            PartizanPosition p = of(sum, 1000);
            for (boolean left : List.of(true, false)) {
                List<PartizanPosition.Option> options = left ? p.leftOptions() : p.rightOptions();
                assertTrue(!options.isEmpty(), sum);
                for (int i = 0; i < options.size(); i++) {
                    List<PartizanSumSolver.Component<?>> next = PartizanPosition.after(parts, left, i);
                    assertEquals(options.get(i).position(), org.sprague.partizan.games.SumMove.text(next), sum);
                    assertEquals(options.get(i).value(), PartizanPosition.of(next, Notation.SPRAGUE, 1_000_000, 1000,
                            null).value(), sum);
                }
            }
        }
    }

    @Test
    void oneStoreKeptFromPositionToPositionGivesTheSameAnswers() {
        PartizanSumSolver kept = new PartizanSumSolver(1_000_000);
        List<PartizanSumSolver.Component<?>> parts = PartizanSumSolver.parse(List.of("domineering 3x3 + clobber xo.|ox."));
        boolean left = true;
        for (int move = 0; move < 6; move++) {
            PartizanPosition fresh = PartizanPosition.of(parts, Notation.SPRAGUE, 1_000_000, 1000, null);
            PartizanPosition again = PartizanPosition.of(kept, parts, 1000, "");
            assertEquals(fresh.value(), again.value());
            assertEquals(fresh.leftOptions(), again.leftOptions());
            assertEquals(fresh.rightOptions(), again.rightOptions());
            assertEquals(fresh.leftEngineMove(), again.leftEngineMove());
            assertEquals(fresh.rightEngineMove(), again.rightEngineMove());
            List<PartizanPosition.Option> options = left ? fresh.leftOptions() : fresh.rightOptions();
            if (options.isEmpty()) {
                break;
            }
            parts = PartizanPosition.after(parts, left, options.size() / 2);
            left = !left;
        }
    }

    @Test
    void engineMoveIsMaximalForTheMover() {
        CanonicalForms forms = new CanonicalForms();
        List<Integer> values = new ArrayList<>();
        List<PartizanPosition.Option> options = new ArrayList<>();
        for (String v : List.of("-2", "-1", "^", "1/2", "-1/2")) {
            values.add(ValueParser.parseGame(forms, v));
            options.add(new PartizanPosition.Option(v, v, v, false));
        }
        assertEquals("1/2", org.sprague.partizan.games.PartizanSumSolver.bestByValue(forms, options, PartizanPosition.Option::wins, values, true).move());
        assertEquals("-2", org.sprague.partizan.games.PartizanSumSolver.bestByValue(forms, options, PartizanPosition.Option::wins, values, false).move());
    }

    @Test
    void theValueIsSpragueValuesOfTheSameSum() {
        PartizanPosition p = of("domineering 3x3", 1000);
        assertEquals(p.value(), ((org.sprague.app.json.ValueRecord) Sprague.standard().value(
                ValueQuestion.of(p.value(), "sprague", 100_000)).json()).value());
    }
}
