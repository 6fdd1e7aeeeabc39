package org.sprague.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.game.Outcome;
import org.sprague.game.PartizanGame;
import org.sprague.game.PositionLimitException;

/** {@link Sprague#partizan}: a user's partizan game through the front door, against values worked by hand. */
class PartizanValuesTest {
    /** Named games: "0" = { | }, "1" = {0 | }, "-1" = { | 0}, "S" = {1 | -1} (a switch). */
    private static final PartizanGame<String> SMALL = new PartizanGame<>() {
        @Override
        public Collection<String> leftOptions(String p) {
            return switch (p) {
                case "1" -> List.of("0");
                case "S" -> List.of("1");
                default -> List.of();
            };
        }

        @Override
        public Collection<String> rightOptions(String p) {
            return switch (p) {
                case "-1" -> List.of("0");
                case "S" -> List.of("-1");
                default -> List.of();
            };
        }
    };

    @Test
    void aSwitchIsHotAndWonByWhoeverStarts() {
        PartizanValues<String> v = Sprague.partizan(SMALL, 1000);
        assertEquals(Outcome.N, v.outcome("S"));
        assertEquals("±1", v.value("S").replace("+-", "±"));
        assertEquals("0", v.mean("S"));
        assertEquals("1", v.temperature("S"));
        assertEquals(Outcome.L, v.outcome("1"));
        assertEquals(Outcome.R, v.outcome("-1"));
        assertEquals(Outcome.P, v.outcome("0"));
        assertEquals("0", v.value("0"));
        assertEquals("-1", v.temperature("1"));
    }

    /** Blue-red Hackenbush stalks ("L"/"R" edges from the ground up), with and without regions. */
    private record Stalks(List<String> strings) {
    }

    private static List<Stalks> cuts(Stalks p, char colour) {
        List<Stalks> options = new ArrayList<>();
        for (int i = 0; i < p.strings().size(); i++) {
            String s = p.strings().get(i);
            for (int e = 0; e < s.length(); e++) {
                if (s.charAt(e) == colour) {
                    List<String> next = new ArrayList<>(p.strings());
                    next.set(i, s.substring(0, e));
                    options.add(new Stalks(next));
                }
            }
        }
        return options;
    }

    private static final PartizanGame<Stalks> WHOLE = new PartizanGame<>() {
        @Override
        public Collection<Stalks> leftOptions(Stalks p) {
            return cuts(p, 'L');
        }

        @Override
        public Collection<Stalks> rightOptions(Stalks p) {
            return cuts(p, 'R');
        }
    };

    private static final PartizanGame<Stalks> BY_REGIONS = new PartizanGame<>() {
        @Override
        public Collection<Stalks> leftOptions(Stalks p) {
            return cuts(p, 'L');
        }

        @Override
        public Collection<Stalks> rightOptions(Stalks p) {
            return cuts(p, 'R');
        }

        @Override
        public List<Stalks> regions(Stalks p) {
            return p.strings().stream().filter(s -> !s.isEmpty()).map(s -> new Stalks(List.of(s))).toList();
        }
    };

    @Test
    void declaringRegionsChangesNoValueAndFollowsBerlekampsRule() {
        PartizanValues<Stalks> whole = Sprague.partizan(WHOLE, 100_000);
        PartizanValues<Stalks> regions = Sprague.partizan(BY_REGIONS, 100_000);
        // LR = 1/2, LRR = 1/4, RLL = -1/4: 1/2 + 1/4 - 1/4 = 1/2; LR + RL = 0
        Stalks p = new Stalks(List.of("LR", "LRR", "RLL"));
        assertEquals("1/2", whole.value(p));
        assertEquals("1/2", regions.value(p));
        assertEquals(Outcome.L, regions.outcome(p));
        assertEquals("0", regions.value(new Stalks(List.of("LR", "RL"))));
        assertEquals(Outcome.P, whole.outcome(new Stalks(List.of("LR", "RL"))));
    }

    @Test
    void theLimitStopsBothSearches() {
        Stalks big = new Stalks(List.of("LRLRLR", "RLRLRL", "LLRRLL"));
        assertThrows(PositionLimitException.class, () -> Sprague.partizan(WHOLE, 10).outcome(big));
        assertThrows(PositionLimitException.class, () -> Sprague.partizan(WHOLE, 10).value(big));
    }
}
