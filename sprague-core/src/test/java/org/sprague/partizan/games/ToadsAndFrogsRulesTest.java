package org.sprague.partizan.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.partizan.games.PartizanBoardGame.LabelledMove;

/**
 * Toads and Frogs' moves, now derived from the bit rules the outcome search uses
 * ({@link ToadsAndFrogs#jumps}, {@link ToadsAndFrogs#steps}), are the moves, labels and order
 * included, that the strip's own character rules listed before. Those rules are kept here as
 * the oracle; every strip of up to nine squares is checked for both players, and random strips
 * longer than one 64-square window.
 */
class ToadsAndFrogsRulesTest {
    private final ToadsAndFrogs game = new ToadsAndFrogs();

    @Test
    void movesEqualTheCharacterRulesOnEveryStripUpToNineSquares() {
        int checked = 0;
        for (int len = 1; len <= 9; len++) {
            int count = (int) Math.pow(3, len);
            for (int k = 0; k < count; k++) {
                StringBuilder s = new StringBuilder();
                for (int i = 0, x = k; i < len; i++, x /= 3) {
                    s.append("tf.".charAt(x % 3));
                }
                for (boolean left : new boolean[] {true, false}) {
                    assertEquals(oracle(s.toString(), left), labels(s.toString(), left), s + (left ? " left" : " right"));
                    checked++;
                }
            }
        }
        assertTrue(checked > 50_000, "strips checked: " + checked);
    }

    @Test
    void movesEqualTheCharacterRulesOnStripsLongerThanOneWindow() {
        Random random = new Random(22);
        for (int round = 0; round < 300; round++) {
            int len = 60 + random.nextInt(140);
            StringBuilder s = new StringBuilder();
            for (int i = 0; i < len; i++) {
                s.append("tf.".charAt(random.nextInt(3)));
            }
            for (boolean left : new boolean[] {true, false}) {
                assertEquals(oracle(s.toString(), left), labels(s.toString(), left), s.toString());
            }
        }
        // a toad on square 63, the first the second window decides, jumping across square 64
        String s = ".".repeat(62) + "tf." + ".".repeat(10);
        assertEquals(oracle(s, true), labels(s, true));
        assertEquals("t 63 jumps to 65", game.moves(s, true).get(0).label());
    }

    private List<String> labels(String s, boolean left) {
        List<String> out = new ArrayList<>();
        for (LabelledMove<String> m : game.moves(s, left)) {
            out.add(m.label() + " => " + m.to());
        }
        return out;
    }

    /** The rules as ToadsAndFrogs wrote them on characters before the bit rules were the only statement. */
    private static List<String> oracle(String s, boolean left) {
        List<String> out = new ArrayList<>();
        char me = left ? 't' : 'f';
        char them = left ? 'f' : 't';
        int dir = left ? 1 : -1;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) != me) {
                continue;
            }
            int j = i + dir;
            if (j >= 0 && j < s.length() && s.charAt(j) == '.') {
                out.add(me + " " + (i + 1) + " -> " + (j + 1) + " => " + swap(s, i, j));
            } else if (j >= 0 && j < s.length() && s.charAt(j) == them) {
                int k = j + dir;
                if (k >= 0 && k < s.length() && s.charAt(k) == '.') {
                    out.add(me + " " + (i + 1) + " jumps to " + (k + 1) + " => " + swap(s, i, k));
                }
            }
        }
        return out;
    }

    private static String swap(String s, int i, int j) {
        char[] a = s.toCharArray();
        char t = a[i];
        a[i] = a[j];
        a[j] = t;
        return new String(a);
    }
}
