package org.sprague.partizan.outcome;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.partizan.MemoizedPartizanOutcomeSolver;
import org.sprague.partizan.PartizanOutcomeAlgorithm.Side;
import org.sprague.partizan.games.Domineering;

/**
 * The static bounds of {@link DomineeringBoard} (safe moves, protective areas, the race for
 * vulnerable dominoes: {@link ClaimRace}) against plain memoized minimax on the catalogue's
 * Domineering: every position the bounds decide, on boards reached by random play from empty
 * rectangles up to 6x6, has the outcome they claim. Random play builds the walls, protected
 * squares and areas the bounds count, which fillings of small boards rarely have.
 */
class DomineeringBoundsTest {

    /**
     * Positions that only the options of safe moves decide (found among random positions: with
     * them the bounds decide these, without them they said nothing), each with the outcome
     * plain minimax gives. In the first, Left (vertical) to move: its safe moves have empty
     * squares beside them that Right could use, and half of them are Left's to cover.
     */
    @Test
    void optionsOfSafeMovesDecidePositionsTheRaceAloneDoesNot() {
        decidedAsMinimaxDoes(new Object[][] {
            {".#.##.#.|##.####.|#..###..", true, OutcomeBoard.WIN},
            {".#.###..|.###.#.#|..####.#", true, OutcomeBoard.WIN},
            {"##.##.|##...#|##.###|...##.", false, OutcomeBoard.WIN},
            {"..#.####|.##.#..#|.#..####", false, OutcomeBoard.LOSS},
            {".#####..|.######.|....###.", false, OutcomeBoard.LOSS},
            {"####..|.####.|.####.|..##..", false, OutcomeBoard.LOSS},
        });
    }

    /**
     * Positions that only the squares of the options decide (found among random positions: the
     * previous count, one square per option kept and only in the third race, said nothing):
     * the squares above and below an option that die with it, and the options' squares taken
     * off the other player's squares in the second race. Each with plain minimax's outcome.
     */
    @Test
    void squaresAroundOptionsDecidePositionsTheOptionCountAloneDoesNot() {
        decidedAsMinimaxDoes(new Object[][] {
            {"###...|..#.##|..###.|..#...", true, OutcomeBoard.LOSS},
            {"###...##|###.##..|.##...#.|....###.", true, OutcomeBoard.LOSS},
            {"..####..|...##.#.|#..##.#.|#.##....", true, OutcomeBoard.WIN},
            {"##...#|.##.##|.##.#.|..####|.#..##|.#..##", false, OutcomeBoard.LOSS},
            {"#.....|#.##.#|##.###|##..#.|.##.##|.....#", false, OutcomeBoard.WIN},
            {".##..|...##|####.|####.|####.|##.##|...##", false, OutcomeBoard.WIN},
        });
    }

    /**
     * Positions that only claiming the best option first decides (found among random positions:
     * the player to move, Right in each, takes the most valuable option with its first move and
     * runs the race second; with the options at even places only the bounds said nothing). Each
     * with plain minimax's outcome.
     */
    @Test
    void claimingTheBestOptionFirstDecidesPositionsTheEvenPlacesDoNot() {
        MemoizedPartizanOutcomeSolver<Domineering.Board> oracle = new MemoizedPartizanOutcomeSolver<>(new Domineering(),
                1_000_000);
        String[] cases = {"#....##.|#.......", "..##.#..|.....#..", "....#...|....###.", ".....#..|#.##.#.#|###....#",
            ".....#|...###|###...|#....."};
        for (String c : cases) {
            DomineeringOutcome.Shape shape = DomineeringOutcome.parse(java.util.List.of(c));
            int d = DomineeringOutcome.board(shape, false, null).decide();
            assertEquals(OutcomeBoard.WIN, d, c + " Right to move");
            assertTrue(oracle.firstPlayerWins(new Domineering.Board(shape.rows(), shape.cols(), shape.lo()), Side.RIGHT),
                    c + " against minimax");
        }
    }

    /**
     * {@code DomineeringBoard.claimsAtMost} is at least every race's value on every state of
     * {@link ClaimRace}'s tables (the other player breaking the most valuable asset left is one
     * of its choices), both players to claim next, a domino scored 4 in the race against the
     * squares and each option a point in the held race: what {@code laterRacesLost} assumes.
     */
    @Test
    void noRaceScoresMoreThanTheOtherPlayerBreakingTheBestAssetAllows() {
        int[][] scores = {{4, 1}, {2, 1}, {8, 4}};
        int[] kinds = {ClaimRace.AGAINST_DOMINOES, ClaimRace.MOVES, ClaimRace.AGAINST_SQUARES};
        for (boolean first : new boolean[] {true, false}) {
            for (int k = 0; k < 3; k++) {
                for (int p = 0; p < ClaimRace.P; p++) {
                    for (int s = 0; s < ClaimRace.S; s++) {
                        for (int d = 0; d < ClaimRace.D; d++) {
                            int v = ClaimRace.value(kinds[k], p, s, d, first);
                            int ub = DomineeringBoard.claimsAtMost(scores[k][0], scores[k][1], p, s + d, first);
                            if (v > ub) {
                                assertEquals(ub, v, "race " + k + " p " + p + " s " + s + " d " + d + " first " + first);
                            }
                        }
                    }
                }
            }
            int n = ClaimRace.N5;
            for (int p = 0; p < ClaimRace.P5; p++) {
                for (int so = 0; so < n; so++) {
                    for (int sh = 0; sh < n; sh++) {
                        for (int dop = 0; dop < n; dop++) {
                            for (int dh = 0; dh < n; dh++) {
                                int ub = DomineeringBoard.claimsAtMost(8, 4, p, so + sh + dop + dh, first);
                                for (int o = 0; o < ClaimRace.O5; o++) {
                                    int v = ClaimRace.againstSquaresHeld(p, so, sh, dop, dh, o, first);
                                    if (v > ub + o) {
                                        assertEquals(ub + o, v, "held p " + p + " " + so + " " + sh + " " + dop + " "
                                                + dh + " o " + o + " first " + first);
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /**
     * The races with the cut of {@code DomineeringBoard.laterRacesLost} (skipping the later
     * races when they cannot decide) against the same races without it (the oracle: every
     * stage asked), on boards of random play on 8x8 to 10x10, for both players, moving first
     * or second, with integers -3 to 3 ahead: the same answer every time, and the cut taken on
     * a good share of them (so the comparison covers it).
     */
    @Test
    void skippingTheLaterRacesWhenTheyCannotDecideChangesNoAnswer() {
        Random rnd = new Random(33);
        int cuts = 0;
        int asked = 0;
        for (int t = 0; t < 3000; t++) {
            int rows = 8 + rnd.nextInt(3);
            int cols = 8 + rnd.nextInt(3);
            String board = randomPlay(rows, cols, rnd.nextInt(rows * cols / 2), rnd);
            DomineeringOutcome.Shape shape = DomineeringOutcome.parse(java.util.List.of(board));
            DomineeringBoard cut = DomineeringOutcome.board(shape, rnd.nextBoolean(), null);
            DomineeringBoard all = DomineeringOutcome.board(shape, cut.leftToMove(), null);
            all.laterRacesCut = false;
            for (int o = 0; o < 2; o++) {
                for (boolean first : new boolean[] {true, false}) {
                    for (int spare = -3; spare <= 3; spare++) {
                        int got = cut.racesWinForTest(o, spare, first);
                        int expected = all.racesWinForTest(o, spare, first);
                        assertEquals(0, expected & 2, "the oracle never cuts");
                        assertEquals(expected, got & 1, board + " o " + o + " first " + first + " spare " + spare);
                        cuts += got >> 1;
                        asked++;
                    }
                }
            }
        }
        assertTrue(cuts > asked / 10, cuts + " cuts of " + asked);
    }

    /** A board of {@code moves} random dominoes on an empty {@code rows x cols} one, players alternating (a player with no move passes). */
    private static String randomPlay(int rows, int cols, int moves, Random rnd) {
        boolean[][] full = new boolean[rows][cols];
        boolean vertical = rnd.nextBoolean();
        int[] options = new int[rows * cols];
        for (int m = 0; m < moves; m++) {
            int n = 0;
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    boolean fits = vertical ? r + 1 < rows && !full[r + 1][c] : c + 1 < cols && !full[r][c + 1];
                    if (!full[r][c] && fits) {
                        options[n++] = r * cols + c;
                    }
                }
            }
            if (n > 0) {
                int a = options[rnd.nextInt(n)];
                full[a / cols][a % cols] = true;
                full[a / cols + (vertical ? 1 : 0)][a % cols + (vertical ? 0 : 1)] = true;
            }
            vertical = !vertical;
        }
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            if (r > 0) {
                sb.append('|');
            }
            for (int c = 0; c < cols; c++) {
                sb.append(full[r][c] ? '#' : '.');
            }
        }
        return sb.toString();
    }

    /** The packing loop {@link DomineeringBoard#firstOfPairs} replaces: take the lowest start, drop it and the next. */
    private static int firstOfPairsByLoop(int starts) {
        int picked = 0;
        for (int m = starts; m != 0; ) {
            int low = m & -m;
            picked |= low;
            m &= ~(low | (low << 1));
        }
        return picked;
    }

    /**
     * Positions that only the race telling held dominoes from open ones decides (found among
     * random positions: the race scoring every claimed domino 3 said nothing): a claimed domino
     * that covers none of the protected squares counted unusable scores 4. Each with plain
     * minimax's outcome.
     */
    @Test
    void dominoesCoveringNoProtectedSquareScoreMoreInTheSquaresRace() {
        decidedAsMinimaxDoes(new Object[][] {
            {"##.##.|...##.|.#.#..|.#.##.|....##|.....#", false, OutcomeBoard.LOSS},
            {"..#...|..#...|#.##..|#..##.", true, OutcomeBoard.WIN},
            {".....|#...#|#.###|.....|...##|.....", false, OutcomeBoard.WIN},
            {"....|..##|....|..#.|..#.|....", false, OutcomeBoard.WIN},
            {"......|#.##..|#.....|..##..", true, OutcomeBoard.LOSS},
            {"....#...|...#####|...#...#|......##", false, OutcomeBoard.WIN},
        });
    }

    /**
     * Positions that only the options claimed in the race itself decide (found among random
     * positions: with the options counted apart, beside the race, the bounds said nothing): the
     * other player's moves taking options back are moves not spent on the assets. Each with
     * plain minimax's outcome.
     */
    @Test
    void optionsClaimedInTheRaceDecidePositionsTheOptionsApartDoNot() {
        decidedAsMinimaxDoes(new Object[][] {
            {"......|......|.##..#|.....#", false, OutcomeBoard.WIN},
            {".###..|...#..|.###..|.#....", false, OutcomeBoard.WIN},
            {".##...|..#.##|.#####|.#...#", true, OutcomeBoard.LOSS},
            {"##....|......|##.#..|...#..", true, OutcomeBoard.LOSS},
            {"..#.##|..#.#.|....#.|##....", true, OutcomeBoard.WIN},
            {".....#|..##.#|....##|..####", true, OutcomeBoard.LOSS},
        });
    }

    /** Either end's pairing is a most disjoint packing of the protected squares into safe moves. */
    @Test
    void safeMovesArePackedDisjointlyAndAsManyAsFitFromEitherEnd() {
        for (int pr = 0; pr < (1 << 14); pr++) {
            int m = pr << 1; // bit 0 is the padding, never empty
            for (int free : new int[] {0, ~m, 0x5555 << 1, 0x2AAA << 1}) {
                int starts = DomineeringBoard.safeMovesPacked(m, free & ~m);
                assertEquals(0, starts & (starts << 1), "disjoint: " + Integer.toBinaryString(m));
                assertEquals(starts, starts & m & (m >>> 1), "on protected squares: " + Integer.toBinaryString(m));
                assertEquals(Integer.bitCount(firstOfPairsByLoop(m & (m >>> 1))), Integer.bitCount(starts),
                        "as many as fit: " + Integer.toBinaryString(m));
            }
        }
    }

    @Test
    void greedyPackingWithoutTheLoopTakesTheSameDominoes() {
        for (int m = 0; m < 1 << 16; m++) {
            assertEquals(firstOfPairsByLoop(m), DomineeringBoard.firstOfPairs(m), Integer.toBinaryString(m));
        }
        Random rnd = new Random(7);
        for (int t = 0; t < 200_000; t++) {
            int m = rnd.nextInt() & rnd.nextInt() | rnd.nextInt() & rnd.nextInt();
            assertEquals(firstOfPairsByLoop(m), DomineeringBoard.firstOfPairs(m), Integer.toBinaryString(m));
        }
        assertEquals(firstOfPairsByLoop(-1), DomineeringBoard.firstOfPairs(-1));
    }

    /** The region split's flood fill against a breadth-first walk, on random boards up to 10x12. */
    @Test
    void theRegionFillFindsTheConnectedSquares() {
        Random rnd = new Random(11);
        for (int t = 0; t < 20_000; t++) {
            int n = 1 + rnd.nextInt(10);
            int w = 1 + rnd.nextInt(12);
            int[] rest = new int[n + 2];
            for (int x = 1; x <= n; x++) {
                rest[x] = (rnd.nextInt() | (rnd.nextBoolean() ? rnd.nextInt() : 0)) & (((1 << w) - 1) << 1);
            }
            for (int x = 1; x <= n; x++) {
                while (rest[x] != 0) {
                    int[] expected = componentByWalk(rest, n, x, Integer.numberOfTrailingZeros(rest[x]));
                    int[] before = rest.clone();
                    int[] comp = new int[3 + n + 2];
                    int span = DomineeringBoard.region(rest, comp, 3, x, n);
                    int cells = 0;
                    for (int y = 1; y <= n; y++) {
                        int got = y >= (span & 0xFF) && y <= (span >>> 8 & 0xFF) ? comp[3 + y] : 0;
                        assertEquals(expected[y], got, "row " + y);
                        assertEquals(before[y] & ~expected[y], rest[y], "rest of row " + y);
                        cells += Integer.bitCount(expected[y]);
                    }
                    assertEquals(cells, span >>> 16);
                }
            }
        }
    }

    private static int[] componentByWalk(int[] rest, int n, int x0, int c0) {
        int[] seen = new int[n + 2];
        java.util.ArrayDeque<int[]> queue = new java.util.ArrayDeque<>();
        seen[x0] |= 1 << c0;
        queue.add(new int[] {x0, c0});
        while (!queue.isEmpty()) {
            int[] q = queue.poll();
            int[][] next = {{q[0] - 1, q[1]}, {q[0] + 1, q[1]}, {q[0], q[1] - 1}, {q[0], q[1] + 1}};
            for (int[] v : next) {
                if (v[0] >= 1 && v[0] <= n && v[1] >= 0 && v[1] < 31 && (rest[v[0]] >>> v[1] & 1) != 0
                        && (seen[v[0]] >>> v[1] & 1) == 0) {
                    seen[v[0]] |= 1 << v[1];
                    queue.add(v);
                }
            }
        }
        return seen;
    }

    /**
     * The bounds ask the races without the options first and count the options only when those
     * decide nothing ({@code DomineeringBoard.racesWin}); that gives the answer of all the counts
     * made at once only if a race never scores less with more options: checked on every state of
     * the held race's table, both players to claim next.
     */
    @Test
    void theHeldRaceNeverScoresLessWithMoreOptions() {
        int n = ClaimRace.N5;
        for (int p = 0; p < ClaimRace.P5; p++) {
            for (int so = 0; so < n; so++) {
                for (int sh = 0; sh < n; sh++) {
                    for (int dop = 0; dop < n; dop++) {
                        for (int dh = 0; dh < n; dh++) {
                            for (boolean first : new boolean[] {true, false}) {
                                int before = ClaimRace.againstSquaresHeld(p, so, sh, dop, dh, 0, first);
                                for (int o = 1; o < ClaimRace.O5 + 2; o++) {
                                    int v = ClaimRace.againstSquaresHeld(p, so, sh, dop, dh, o, first);
                                    if (v < before) {
                                        throw new AssertionError("p " + p + " so " + so + " sh " + sh + " dop " + dop
                                                + " dh " + dh + " options " + o + (first ? " first" : " second")
                                                + ": " + v + " < " + before);
                                    }
                                    before = v;
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    @Test
    void everyPositionTheBoundsDecideHasTheOutcomeOfPlainMinimax() {
        MemoizedPartizanOutcomeSolver<Domineering.Board> oracle = new MemoizedPartizanOutcomeSolver<>(new Domineering(),
                40_000_000);
        Random rnd = new Random(23);
        int[][] sizes = {{4, 6}, {5, 5}, {6, 4}, {5, 6}, {6, 5}, {6, 6}, {4, 8}, {3, 8}};
        int decided = 0;
        int checked = 0;
        for (int[] size : sizes) {
            int rows = size[0];
            int cols = size[1];
            for (int trial = 0; trial < 700; trial++) {
                int squares = rows * cols;
                // leave about 10 to 22 empty squares
                int moves = Math.max(1, (squares - 10 - rnd.nextInt(13)) / 2);
                long empty = RandomDominoes.play(rows, cols, moves, rnd);
                if (Long.bitCount(empty) > 24) {
                    continue;
                }
                for (boolean left : new boolean[] {true, false}) {
                    int d = new DomineeringBoard(rows, cols, empty, 0, left, null).decide();
                    checked++;
                    if (d == OutcomeBoard.UNKNOWN) {
                        continue;
                    }
                    decided++;
                    boolean wins = oracle.firstPlayerWins(new Domineering.Board(rows, cols, empty),
                            left ? Side.LEFT : Side.RIGHT);
                    assertEquals(wins, d == OutcomeBoard.WIN, rows + "x" + cols + " " + Long.toHexString(empty)
                            + (left ? " Left" : " Right") + " to move: "
                            + new DomineeringBoard(rows, cols, empty, 0, left, null).text());
                }
            }
        }
        // the test means something only if the bounds decide many positions of many kinds
        System.err.println("BOUNDS decided " + decided + " of " + checked);
        assertTrue(decided > 3000, "decided " + decided + " of " + checked);
    }

    /**
     * The race counted from the parent's packing ({@code parentRace}): at every state the bounds
     * leave open, after its moves are ordered (which keeps the loss test's packing), each child
     * it says the player to move wins is a win by plain minimax.
     */
    @Test
    void everyChildTheParentsPackingDecidesIsAWinByPlainMinimax() {
        MemoizedPartizanOutcomeSolver<Domineering.Board> oracle = new MemoizedPartizanOutcomeSolver<>(new Domineering(),
                40_000_000);
        Random rnd = new Random(2321);
        int[][] sizes = {{5, 5}, {6, 4}, {5, 6}, {6, 5}, {6, 6}, {4, 8}, {3, 8}};
        int decided = 0;
        int children = 0;
        int[] moves = new int[64];
        for (int[] size : sizes) {
            int rows = size[0];
            int cols = size[1];
            for (int trial = 0; trial < 400; trial++) {
                int squares = rows * cols;
                int moveCount = Math.max(1, (squares - 12 - rnd.nextInt(13)) / 2);
                long empty = RandomDominoes.play(rows, cols, moveCount, rnd);
                if (Long.bitCount(empty) > 24) {
                    continue;
                }
                for (boolean left : new boolean[] {true, false}) {
                    DomineeringBoard board = new DomineeringBoard(rows, cols, empty, 0, left, null);
                    board.parentRaces = true; // on from 65 squares in the search
                    if (board.decide() != OutcomeBoard.UNKNOWN) {
                        continue;
                    }
                    int n = board.moves(moves, 0);
                    for (int k = 0; k < n; k++) {
                        int m = moves[k];
                        if (m == DomineeringBoard.SPARE) {
                            continue;
                        }
                        int[] sq = board.squares(m);
                        long child = empty & ~(1L << (sq[0] * cols + sq[1])) & ~(1L << (sq[2] * cols + sq[3]));
                        board.play(m);
                        children++;
                        if (board.decidedByParentRace()) {
                            decided++;
                            boolean wins = oracle.firstPlayerWins(new Domineering.Board(rows, cols, child),
                                    board.leftToMove() ? Side.LEFT : Side.RIGHT);
                            assertTrue(wins, rows + "x" + cols + " " + board.text()
                                    + (board.leftToMove() ? " Left" : " Right") + " to move");
                        }
                        board.undo(m);
                    }
                }
            }
        }
        // the test means something only if the parent's race decides many children
        assertTrue(decided > 1000, "decided " + decided + " of " + children);
    }

    /**
     * Each case (board rows, Left to move?, the outcome the bounds give) is decided by the static
     * bounds alone, with that outcome, and plain minimax agrees.
     */
    private static void decidedAsMinimaxDoes(Object[][] cases) {
        MemoizedPartizanOutcomeSolver<Domineering.Board> oracle = new MemoizedPartizanOutcomeSolver<>(new Domineering(),
                1_000_000);
        for (Object[] c : cases) {
            DomineeringOutcome.Shape shape = DomineeringOutcome.parse(java.util.List.of((String) c[0]));
            boolean left = (Boolean) c[1];
            int d = DomineeringOutcome.board(shape, left, null).decide();
            assertEquals((int) c[2], d, c[0] + (left ? " Left" : " Right") + " to move");
            boolean wins = oracle.firstPlayerWins(new Domineering.Board(shape.rows(), shape.cols(), shape.lo()),
                    left ? Side.LEFT : Side.RIGHT);
            assertEquals(wins, d == OutcomeBoard.WIN, c[0] + " against minimax");
        }
    }
}
