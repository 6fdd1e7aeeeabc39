package org.sprague.examples;

// EXAMPLE-BEGIN
import org.sprague.app.Sprague;
import org.sprague.strong.SolvedPositions;
import org.sprague.strong.StrongGame;
import org.sprague.strong.Value;

/**
 * Three in a row on a strip of 6 cells: X and O take turns marking an empty cell; three of
 * one's own marks side by side win, a full strip is a tie. A position is a long: bit i set
 * when X marked cell i, bit 8 + i when O did.
 */
public class StrongExample {
    static final int CELLS = 7;

    static class Strip implements StrongGame {
        @Override
        public String id() {
            return "strip:" + CELLS;
        }

        @Override
        public long start() {
            return 0;
        }

        @Override
        public int maxMoves() {
            return CELLS;
        }

        static int marks(long p) {
            return Long.bitCount(p);
        }

        @Override
        public int moves(long p, long[] children) {
            long mine = marks(p) % 2 == 0 ? 1 : 1 << 8; // X moves first
            int k = 0;
            for (int i = 0; i < CELLS; i++) {
                if ((p >> i & 0x101) == 0) {
                    children[k++] = p | mine << i;
                }
            }
            return k;
        }

        @Override
        public Value primitive(long p) {
            long last = marks(p) % 2 == 1 ? p & 0xFF : p >> 8; // the marks of who just moved
            if ((last & last >> 1 & last >> 2) != 0) {
                return Value.LOSE; // the player to move has lost
            }
            return marks(p) == CELLS ? Value.TIE : null;
        }

        @Override
        public int tier(long p) {
            return marks(p); // every move adds a mark: tiers solve one by one, children first
        }

        @Override
        public String format(long p) {
            StringBuilder s = new StringBuilder();
            for (int i = 0; i < CELLS; i++) {
                s.append((p >> i & 1) != 0 ? 'X' : (p >> (8 + i) & 1) != 0 ? 'O' : '.');
            }
            return s.toString();
        }

        @Override
        public long parse(String text) {
            long p = 0;
            for (int i = 0; i < text.length(); i++) {
                p |= text.charAt(i) == 'X' ? 1L << i : text.charAt(i) == 'O' ? 1L << (8 + i) : 0;
            }
            return p;
        }
    }

    public static void main(String[] args) {
        var game = new Strip();
        // every position solved in memory, tier by tier (children first)
        SolvedPositions solved = Sprague.strongSolveInMemory(game, 1_000_000);
        System.out.println("start: " + Sprague.strongLookup(solved, game.start()).describe());
        for (String board : new String[] {".X..O..", ".XX.O..", "XO.X..."}) {
            System.out.println(board + ": " + Sprague.strongLookup(solved, board).describe()
                    + " for the player to move");
        }
    }
}
// EXAMPLE-END
