package org.sprague.partizan.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.game.InvalidInputException;
import org.sprague.partizan.CanonicalFormSolver;
import org.sprague.partizan.games.HackenbushGraph.Edges;
import org.sprague.partizan.games.Hackenbush.Strings;

/** Hackenbush on graphs from an edge file: strings agree with the string game; textbook values. */
class HackenbushGraphTest {
    private final PartizanSumSolver solver = new PartizanSumSolver(1_000_000);

    private String value(String edges) {
        HackenbushGraph g = HackenbushGraph.parse("test.edges", edges);
        return solver.printer().print(solver.value(new PartizanSumSolver.Component<>(g, g.parse(List.of("@test.edges")))));
    }

    /** The string as a path 0-1-2-... of the same colours. */
    private static String path(String s, int firstVertex) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            int a = i == 0 ? 0 : firstVertex + i - 1;
            sb.append(a).append(' ').append(firstVertex + i).append(' ').append(s.charAt(i)).append('\n');
        }
        return sb.toString();
    }

    @Test
    void everyStringUpToSixEdgesHasTheStringGamesValue() {
        CanonicalFormSolver<Strings> strings = new CanonicalFormSolver<>(new Hackenbush(), solver.forms(), 1_000_000);
        String letters = "lre";
        for (int len = 1; len <= 6; len++) {
            int count = (int) Math.pow(3, len);
            for (int k = 0; k < count; k++) {
                StringBuilder s = new StringBuilder();
                for (int i = 0, x = k; i < len; i++, x /= 3) {
                    s.append(letters.charAt(x % 3));
                }
                String expected = solver.printer().print(strings.value(new Strings(List.of(s.toString()))));
                assertEquals(expected, value(path(s.toString(), 1)), s.toString());
            }
        }
        // two strings on the ground are their sum: lrl + e = 3/4*
        assertEquals("3/4*", value(path("lrl", 1) + path("e", 10)));
    }

    @Test
    void textbookGraphs() {
        assertEquals("*", value("0 0 e  # a green loop on the ground"));
        assertEquals("1", value("0 0 blue"));
        // Winning Ways ch. 1: a blue stalk with two red branches: {0 | 1/2} = 1/4
        assertEquals("1/4", value("0 1 l\n1 2 r\n1 3 r"));
        // fusion (Winning Ways ch. 7): a green triangle on the ground is *, a green square 0
        assertEquals("*", value("0 1 e\n1 2 e\n2 0 e"));
        assertEquals("0", value("0 1 e\n1 2 e\n2 3 e\n3 0 e"));
        // colon principle: a stalk under branches * and *2 is a stalk of 1 + (1 xor 2) = *4
        assertEquals("*4", value("0 1 e\n1 2 e\n1 3 e\n3 4 e"));
        // a triangle on the ground, two blue legs and a red top: {lr, lr | ll} = {1/2 | 2} = 1
        assertEquals("1", value("0 1 l\n0 2 l\n1 2 r"));
    }

    @Test
    void movesAreNamedByTheirLineAndWhatFallsFalls() {
        HackenbushGraph g = HackenbushGraph.parse("t.edges", "# a comment\n0 1 l\n\n1 2 r   # on top\n2 3 e\n");
        Edges all = g.parse(List.of("@t.edges"));
        List<PartizanBoardGame.LabelledMove<Edges>> left = g.moves(all, true);
        assertEquals(2, left.size());
        assertEquals("cut line 2 (0-1 blue)", left.get(0).label());
        assertEquals("@t.edges -2 -4 -5", g.format(left.get(0).to())); // everything falls
        assertEquals("cut line 5 (2-3 green)", left.get(1).label());
        assertEquals(left.get(1).to(), g.parse(List.of("@t.edges", "-5")));
    }

    @Test
    void aMalformedLineIsNamedWithItsToken() {
        var e = assertThrows(InvalidInputException.class, () -> HackenbushGraph.parse("g.edges", "0 1 l\n1 2 x\n"));
        assertTrue(e.getMessage().contains("g.edges line 2: bad colour 'x'"), e.getMessage());
        e = assertThrows(InvalidInputException.class, () -> HackenbushGraph.parse("g.edges", "0 a l\n"));
        assertTrue(e.getMessage().contains("line 1: bad vertex 'a'"), e.getMessage());
        e = assertThrows(InvalidInputException.class, () -> HackenbushGraph.parse("g.edges", "# c\n0 1\n"));
        assertTrue(e.getMessage().contains("line 2: expected FROM TO COLOUR"), e.getMessage());
        e = assertThrows(InvalidInputException.class, () -> HackenbushGraph.parse("g.edges", "0 1 l r\n"));
        assertTrue(e.getMessage().contains("line 1: unexpected 'r'"), e.getMessage());
        assertThrows(InvalidInputException.class, () -> HackenbushGraph.parse("g.edges", "# nothing\n"));
    }

    @Test
    void theLinearSignExpansionIsTheSumOfItsTermsOnLongStrings() {
        java.util.Random random = new java.util.Random(14);
        for (int t = 0; t < 200; t++) {
            int n = 1 + random.nextInt(400);
            StringBuilder s = new StringBuilder();
            for (int i = 0; i < n; i++) {
                s.append(random.nextBoolean() ? 'l' : 'r');
            }
            // the definition, term by term: +-1 for the first run, then +-1/2^k
            org.sprague.partizan.Dyadic v = org.sprague.partizan.Dyadic.ZERO;
            int i = 0;
            while (i < n && s.charAt(i) == s.charAt(0)) {
                v = v.add(org.sprague.partizan.Dyadic.of(s.charAt(i) == 'l' ? 1 : -1));
                i++;
            }
            for (int k = 1; i < n; i++, k++) {
                org.sprague.partizan.Dyadic step = org.sprague.partizan.Dyadic.of(1, k);
                v = s.charAt(i) == 'l' ? v.add(step) : v.subtract(step);
            }
            assertEquals(v, Hackenbush.signExpansion(s.toString()), s.toString());
        }
    }
}
