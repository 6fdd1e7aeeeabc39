package org.sprague.app;

import org.sprague.app.front.FrontEnd;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.sprague.game.Deadline;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.game.Outcome;
import org.sprague.partizan.games.PartizanBoardGame;
import org.sprague.partizan.games.PartizanSumSolver;
import org.sprague.partizan.games.PartizanSumSolver.Component;

/**
 * Sums of partizan games valued by canonical form with impartial catalogue games (each the
 * nimber of its Grundy value) and pebbles ({@link MixedSums}): the outcome of every random
 * small sum equals a plain minimax over every option of every component, and its value equals
 * the value found by searching the impartial components' options instead of taking their
 * Grundy values.
 */
class MixedSumsTest {
    private final Sprague sprague = Sprague.standard();

    @Property(tries = 150)
    void aMixedSumHasTheOutcomeOfMinimaxAndTheValueOfItsOptions(@ForAll("sums") String sum) {
        List<String> words = List.of(sum.split(" "));
        assertTrue(sprague.partizanSum(words), sum);
        List<Component<?>> parts = FrontEnd.partizanComponents(sprague, words);
        var report = new PartizanSumSolver(1_000_000).solve(parts, 0).report();

        Map<String, Boolean> memo = new HashMap<>();
        boolean leftFirst = wins(parts, true, memo);
        boolean rightFirst = wins(parts, false, memo);
        Outcome expected = leftFirst ? (rightFirst ? Outcome.N : Outcome.L) : (rightFirst ? Outcome.R : Outcome.P);
        assertEquals(expected, report.outcome(), sum);

        List<Component<?>> searched = parts.stream().map(MixedSumsTest::searched).collect(Collectors.toList());
        assertEquals(report.value(), new PartizanSumSolver(1_000_000).solve(searched, 0).report().value(), sum);
    }

    @Test
    void anImpartialComponentIsTheNimberOfItsGrundyValue() {
        var report = new PartizanSumSolver(1_000_000).solve(
                FrontEnd.partizanComponents(sprague, List.of("kayles", "5", "+", "hackenbush", "lr")), 0).report();
        assertEquals("1/2*4", report.value()); // kayles 5 has Grundy value 4
    }

    @Test
    void aNimberPastTheLimitIsRefusedAsALimitAndAGameWithoutValueAsBadInput() {
        var parts = FrontEnd.partizanComponents(sprague, List.of("nim", "5000", "+", "domineering", "2x2"));
        assertThrows(LimitExceededException.class, () -> new PartizanSumSolver(1_000_000).solve(parts, 0));
        assertThrows(InvalidInputException.class, () -> FrontEnd.partizanComponents(sprague,
                List.of("nim", "3", "+", "domineering", "2x2", "+", "nosuch", "1")));
    }

    @Provide
    Arbitrary<String> sums() {
        Arbitrary<String> valued = Arbitraries.oneOf(
                Arbitraries.strings().withChars(".#").ofLength(6).map(s -> "domineering " + s.substring(0, 3) + "|"
                        + s.substring(3)),
                Arbitraries.strings().withChars("lr").ofMinLength(1).ofMaxLength(3).map(s -> "hackenbush " + s),
                Arbitraries.integers().between(1, 3).map(n -> "cutcake 2x" + n));
        Arbitrary<String> other = Arbitraries.oneOf(
                Arbitraries.integers().between(0, 4).map(n -> "nim " + n),
                Arbitraries.integers().between(0, 6).map(n -> "kayles " + n),
                Arbitraries.integers().between(0, 7).map(n -> "subtraction:1,3 " + n),
                Arbitraries.integers().between(0, 15).map(n -> "pebbles:1,2 " + (n / 4) + " " + (n % 4)));
        return Arbitraries.oneOf(
                valued.flatMap(v -> other.map(o -> o + " + " + v)),
                valued.flatMap(v -> other.list().ofMinSize(1).ofMaxSize(2)
                        .map(os -> v + " + " + String.join(" + ", os))));
    }

    /** Whether the side to move ({@code left} or Right) wins the sum by plain minimax. */
    private static boolean wins(List<Component<?>> parts, boolean left, Map<String, Boolean> memo) {
        String key = (left ? "L " : "R ") + parts.stream().map(Component::text).collect(Collectors.joining(" + "));
        Boolean known = memo.get(key);
        if (known != null) {
            return known;
        }
        boolean win = false;
        for (int i = 0; i < parts.size() && !win; i++) {
            for (Component<?> next : options(parts.get(i), left)) {
                List<Component<?>> after = new ArrayList<>(parts);
                after.set(i, next);
                if (!wins(after, !left, memo)) {
                    win = true;
                    break;
                }
            }
        }
        memo.put(key, win);
        return win;
    }

    private static <P> List<Component<?>> options(Component<P> c, boolean left) {
        return c.game().moves(c.position(), left).stream().<Component<?>>map(m -> c.with(m.to())).toList();
    }

    /** The component with a game that gives no nimber: its value is searched from its options. */
    private static <P> Component<?> searched(Component<P> c) {
        PartizanBoardGame<P> g = c.game();
        PartizanBoardGame<P> plain = new PartizanBoardGame<>() {
            @Override
            public String id() {
                return g.id();
            }

            @Override
            public String tableKey() {
                return g.tableKey() + "/searched";
            }

            @Override
            public Words words() {
                return g.words();
            }

            @Override
            public P parse(List<String> words) {
                return g.parse(words);
            }

            @Override
            public String format(P position) {
                return g.format(position);
            }

            @Override
            public List<LabelledMove<P>> moves(P position, boolean left) {
                return g.moves(position, left);
            }

            @Override
            public java.util.OptionalLong integerValue(P position) {
                return g.integerValue(position);
            }

            @Override
            public OptionalInt nimberValue(P position, Deadline deadline) {
                return OptionalInt.empty();
            }
        };
        return new Component<>(plain, c.position());
    }
}
