package org.sprague.strong;

import org.sprague.strong.solve.StrongSolver;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.solve.TierStore;
import org.sprague.strong.engine.TieredRetrogradeSolver;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.sprague.game.InvalidInputException;
import org.sprague.strong.games.Quixo;
import org.sprague.strong.games.StrongGames;
import org.sprague.strong.space.PositionSpace;

/** Quixo in the catalogue: its dense rank per tier, its symmetries, and its values against an independent model. */
class QuixoTest {

    /** A random board of the N x N game: each cell blank, X or O, and the player to move. */
    private static long randomBoard(Quixo q, long seed) {
        java.util.Random rnd = new java.util.Random(seed);
        StringBuilder sb = new StringBuilder();
        int n = q.size();
        for (int r = 0; r < n; r++) {
            if (r > 0) {
                sb.append('/');
            }
            for (int c = 0; c < n; c++) {
                sb.append(".XO".charAt(rnd.nextInt(3)));
            }
        }
        return q.parse(sb.append(rnd.nextBoolean() ? ":X" : ":O").toString());
    }

    @Property(tries = 2000)
    void rankAndUnrankAreInverseOnRandomBoards(@ForAll long seed, @ForAll @IntRange(min = 3, max = 5) int n) {
        Quixo q = new Quixo(n);
        StrongGame.Ranking rk = q.ranking();
        long p = randomBoard(q, seed);
        int t = q.tier(p);
        long r = rk.rank(p);
        assertTrue(r >= 0 && r < rk.tierSize(t), "rank " + r + " of " + q.format(p) + " in tier of " + rk.tierSize(t));
        assertEquals(q.format(p), q.format(rk.unrank(t, r)));
    }

    @Test
    void everyRankOfEveryTierOf3x3UnranksToABoardOfThatTierAndBack() {
        Quixo q = new Quixo(3);
        StrongGame.Ranking rk = q.ranking();
        long total = 0;
        for (int t = 0; t < rk.tierCount(); t++) {
            for (long r = 0; r < rk.tierSize(t); r++) {
                long p = rk.unrank(t, r);
                assertEquals(t, q.tier(p), q.format(p));
                assertEquals(r, rk.rank(p), q.format(p));
            }
            total += rk.tierSize(t);
        }
        assertEquals(2 * 19683, total); // 3^9 boards, each with either player to move: the rank is dense
    }

    @Property(tries = 500)
    void theRepresentativeIsSharedByTheEightImagesAndKeepsTheTier(@ForAll long seed,
            @ForAll @IntRange(min = 3, max = 5) int n) {
        Quixo q = new Quixo(n);
        long p = randomBoard(q, seed);
        long c = q.canonical(p);
        assertEquals(q.tier(p), q.tier(c));
        assertEquals(c, q.canonical(c));
        Set<Long> reps = new HashSet<>();
        for (String image : images(q.format(p), n)) {
            reps.add(q.canonical(q.parse(image)));
        }
        assertEquals(Set.of(c), reps);
    }

    /** The 8 rotations and reflections of a printed board, by rewriting its text. */
    private static Set<String> images(String text, int n) {
        String[] rows = text.substring(0, text.indexOf(':')).split("/");
        String turn = text.substring(text.indexOf(':'));
        Set<String> out = new HashSet<>();
        char[][] b = new char[n][];
        for (int r = 0; r < n; r++) {
            b[r] = rows[r].toCharArray();
        }
        for (int k = 0; k < 8; k++) {
            StringBuilder sb = new StringBuilder();
            for (int r = 0; r < n; r++) {
                if (r > 0) {
                    sb.append('/');
                }
                for (int c = 0; c < n; c++) {
                    sb.append(b[r][c]);
                }
            }
            out.add(sb + turn);
            char[][] next = new char[n][n];
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    next[r][c] = k == 3 ? b[r][n - 1 - c] : b[c][n - 1 - r]; // rotate; once, mirror
                }
            }
            b = next;
        }
        return out;
    }

    /**
     * Moves are named as GamesmanOne names them (the cube, then the side it is pushed in from),
     * and a name typed in the earlier from-to form still names the same move.
     */
    @Test
    void movesAreNamedByCubeAndSideAndTheEarlierFromToNamesStillMatch() {
        Quixo q = new Quixo(4);
        long start = q.start();
        // cubes 1, 2 and 3 pushed in from the right reach one board: the first in move order names it
        long right = q.parse("...X/..../..../....:O"); // cube 1 pushed in from the right end of row 1
        long bottom = q.parse("..../..../..../X...:O"); // cube 1 pushed in from the bottom of column 1
        assertEquals("1 R", q.moveName(start, right));
        assertEquals("1 D", q.moveName(start, bottom));
        long x = q.parse("..../.X../..../..O.:X");
        assertEquals("?", q.moveName(start, x), "not a move");
        for (String name : new String[] {"1 R", "1r", " 1 r ", "1-4"}) {
            assertTrue(q.namesMove(start, right, name), name);
        }
        for (String name : new String[] {"1 D", "1-13", "1d"}) {
            assertTrue(q.namesMove(start, bottom, name), name);
            assertTrue(!q.namesMove(start, right, name), name);
        }
        assertTrue(!q.namesMove(start, x, "1 R"));
    }

    @Test
    void eachBoardAMoveReachesIsListedOnce() {
        long[] buf = new long[64];
        // the empty board: the X cube can go back in at every border cell, 32 moves on 4x4 but 12 boards
        assertEquals(8, new Quixo(3).moves(0, buf));
        assertEquals(12, new Quixo(4).moves(0, buf));
        assertEquals(16, new Quixo(5).moves(0, buf));
        Quixo q = new Quixo(3);
        // X takes the blank top left corner and pushes it in at the top right: the row slides left
        assertEquals("1 R", q.moveName(q.start(), q.parse("..X/.../...:O")));
        int k = q.moves(q.parse(".OX/.../...:X"), buf);
        Set<String> children = new HashSet<>();
        for (int i = 0; i < k; i++) {
            children.add(q.format(buf[i]));
        }
        // X takes its own cube at 3 and pushes it in at 1: the blank at 1 and the O at 2 slide right
        assertTrue(children.contains("X.O/.../...:O"), children.toString());
        assertEquals("3 L", q.moveName(q.parse(".OX/.../...:X"), q.parse("X.O/.../...:O")));
    }

    @Property(tries = 1000)
    void theMovesAreThoseOfTheIndependentModel(@ForAll long seed, @ForAll @IntRange(min = 3, max = 5) int n) {
        Quixo q = new Quixo(n);
        PlainQuixo plain = new PlainQuixo(n);
        long p = randomBoard(q, seed);
        long[] buf = new long[plain.maxMoves()];
        int k = q.moves(p, buf);
        Set<String> got = new HashSet<>();
        for (int i = 0; i < k; i++) {
            got.add(q.format(buf[i]));
            int ct = q.tier(buf[i]);
            assertTrue(ct == q.tier(p) || java.util.Arrays.stream(q.ranking().childTiers(q.tier(p))).anyMatch(c -> c == ct),
                    "a move to a tier that is not a child tier: " + q.format(buf[i]));
        }
        assertEquals(k, got.size(), "a board listed twice");
        long pp = plain.parse(q.format(p));
        int pk = plain.moves(pp, buf);
        Set<String> want = new HashSet<>();
        for (int i = 0; i < pk; i++) {
            want.add(plain.format(buf[i]));
        }
        assertEquals(want, got, q.format(p));
        assertEquals(plain.primitive(pp), q.primitive(p), q.format(p));
    }

    @Test
    void theLinesDecideAsGamesmanOne() {
        Quixo q = new Quixo(3);
        assertEquals(Value.WIN, q.primitive(q.parse("XXX/OO./...:X")));
        assertEquals(Value.LOSE, q.primitive(q.parse("XXX/OO./...:O")));
        assertEquals(Value.WIN, q.primitive(q.parse("XXX/OOO/...:O"))); // both lines: the player to move wins
        assertEquals(null, q.primitive(q.parse("XX./OO./...:O")));
    }

    @Test
    void badPositionsAndSizesNameTheBadPart() {
        Quixo q = new Quixo(3);
        assertTrue(assertThrows(InvalidInputException.class, () -> q.parse("XX/.../...")).getMessage().contains("'XX'"));
        assertTrue(assertThrows(InvalidInputException.class, () -> q.parse("X../.../...:Z")).getMessage().contains("'Z'"));
        assertTrue(assertThrows(InvalidInputException.class, () -> StrongGames.of("quixo:6")).getMessage().contains("6"));
        assertEquals("quixo:4", StrongGames.of("quixo:4").id());
        assertEquals("quixo:3", StrongGames.of("quixo").id());
    }

    /**
     * The catalogue's 3x3 (ranked, only representatives solved) against the plain model below
     * (its own move and line code, positions found by exploration, no symmetry): the same value
     * and remoteness at every position reachable from the start, and at every position of the
     * rank space under its representative.
     */
    @Test
    void the3x3MatchesAnIndependentModelAtEveryReachablePosition() {
        Quixo q = new Quixo(3);
        TierPlan plan = TierPlan.of(q, Long.MAX_VALUE);
        TierStore store = TierStore.inMemory();
        StrongSolver.Result r = new TieredRetrogradeSolver().solve(plan, store, StrongSolver.Progress.NONE);
        PlainQuixo plain = new PlainQuixo(3);
        TierPlan plainPlan = TierPlan.of(plain, Long.MAX_VALUE);
        TierStore plainStore = TierStore.inMemory();
        StrongSolver.Result pr = new TieredRetrogradeSolver().solve(plainPlan, plainStore, StrongSolver.Progress.NONE);
        assertEquals(Record.describe(pr.start()), Record.describe(r.start()));
        long checked = 0;
        for (int t = 0; t < plainPlan.tierCount(); t++) {
            PositionSpace s = plainPlan.space(t);
            short[] recs = plainStore.get(t);
            for (long k = 0; k < s.size(); k++) {
                long p = s.position(k);
                String text = plain.format(p);
                long[] at = plan.locate(q.parse(text));
                short got = store.get((int) at[0])[(int) at[1]];
                assertEquals(Record.describe(recs[(int) k]), Record.describe(got), text);
                checked++;
            }
        }
        assertTrue(checked > 5000, "checked " + checked);
        // the ranks that are not representatives stay undefined; every representative is solved
        for (int t = 0; t < plan.tierCount(); t++) {
            short[] recs = store.get(t);
            for (long k = 0; k < plan.space(t).size(); k++) {
                long p = plan.space(t).position(k);
                assertEquals(q.canonical(p) == p, recs[(int) k] != 0, q.format(p));
            }
        }
    }

    /**
     * GamesmanOne (built from source, quixo 3x3 variant) solves the empty 3x3 board as a win
     * for the first player; this catalogue game must agree.
     */
    @Test
    void the3x3StartIsAFirstPlayerWinAsInGamesmanOne() {
        StrongSolver.Result r = new TieredRetrogradeSolver().solve(TierPlan.of(new Quixo(3), Long.MAX_VALUE),
                TierStore.inMemory(), StrongSolver.Progress.NONE);
        assertEquals(Value.WIN, Record.value(r.start()));
    }

    /**
     * Quixo written plainly for the test: a board as a char array, moves by moving cubes one
     * by one; code: 2 bits per cell (0 blank, 1 X, 2 O) and bit 62 for O to move; tier: the
     * number of cubes on the board times 32 plus X's count.
     */
    static final class PlainQuixo implements StrongGame {
        private final int n;

        PlainQuixo(int n) {
            this.n = n;
        }

        @Override
        public String id() {
            return "plain-quixo";
        }

        @Override
        public long start() {
            return 0;
        }

        @Override
        public int maxMoves() {
            return 4 * n * n;
        }

        private int[] board(long p) {
            int[] b = new int[n * n];
            for (int i = 0; i < n * n; i++) {
                b[i] = (int) (p >>> (2 * i)) & 3;
            }
            return b;
        }

        private long code(int[] b, boolean oToMove) {
            long p = oToMove ? 1L << 62 : 0;
            for (int i = 0; i < n * n; i++) {
                p |= (long) b[i] << (2 * i);
            }
            return p;
        }

        private static boolean oToMove(long p) {
            return (p >>> 62 & 1) != 0;
        }

        @Override
        public int moves(long p, long[] children) {
            int[] b = board(p);
            int me = oToMove(p) ? 2 : 1;
            int k = 0;
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    boolean border = r == 0 || c == 0 || r == n - 1 || c == n - 1;
                    if (!border || b[r * n + c] == 3 - me) {
                        continue;
                    }
                    int[][] ends = {{r, 0}, {r, n - 1}, {0, c}, {n - 1, c}};
                    for (int[] e : ends) {
                        if (e[0] == r && e[1] == c) {
                            continue;
                        }
                        int[] nb = b.clone();
                        // walk from the gap at (r, c) to the end, each cell taking its neighbour's cube
                        int dr = Integer.signum(e[0] - r);
                        int dc = Integer.signum(e[1] - c);
                        int cr = r;
                        int cc = c;
                        while (cr != e[0] || cc != e[1]) {
                            nb[cr * n + cc] = nb[(cr + dr) * n + cc + dc];
                            cr += dr;
                            cc += dc;
                        }
                        nb[e[0] * n + e[1]] = me;
                        children[k++] = code(nb, me == 1);
                    }
                }
            }
            return k;
        }

        private boolean line(int[] b, int who) {
            boolean d1 = true;
            boolean d2 = true;
            for (int i = 0; i < n; i++) {
                boolean row = true;
                boolean col = true;
                for (int j = 0; j < n; j++) {
                    row &= b[i * n + j] == who;
                    col &= b[j * n + i] == who;
                }
                if (row || col) {
                    return true;
                }
                d1 &= b[i * n + i] == who;
                d2 &= b[i * n + n - 1 - i] == who;
            }
            return d1 || d2;
        }

        @Override
        public Value primitive(long p) {
            int[] b = board(p);
            int me = oToMove(p) ? 2 : 1;
            if (line(b, me)) {
                return Value.WIN;
            }
            return line(b, 3 - me) ? Value.LOSE : null;
        }

        @Override
        public int tier(long p) {
            int xs = 0;
            int cubes = 0;
            for (int v : board(p)) {
                xs += v == 1 ? 1 : 0;
                cubes += v != 0 ? 1 : 0;
            }
            return cubes * 32 + xs;
        }

        @Override
        public String format(long p) {
            int[] b = board(p);
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < n * n; i++) {
                if (i > 0 && i % n == 0) {
                    sb.append('/');
                }
                sb.append(".XO".charAt(b[i]));
            }
            return sb.append(oToMove(p) ? ":O" : ":X").toString();
        }

        @Override
        public long parse(String text) {
            String[] parts = text.split(":");
            String cells = parts[0].replace("/", "");
            int[] b = new int[n * n];
            for (int i = 0; i < n * n; i++) {
                b[i] = ".XO".indexOf(cells.charAt(i));
            }
            return code(b, parts[1].equals("O"));
        }
    }
}
