package org.sprague.partizan.outcome;

/**
 * A Domineering position for {@link AlphaBetaOutcomeSearch}, from the side of the player to
 * move, who always places a horizontal domino: the board is kept in both orientations (rows of
 * the board as given, and rows of its transpose), and the player to move plays on the
 * orientation where their dominoes lie along the rows (Left, vertical, plays on the
 * transpose). So one move generator serves both players, and a state and its transpose with
 * the other player to move are one key (Bullock's Obsequi keeps its board the same way).
 *
 * <p>Each row is an int, bit {@code c+1} for column {@code c}, padded with occupied squares
 * (bit 0, bits past the last column, a full row above and below), so moves, neighbours and
 * protected squares are shifts and ands.
 *
 * <p>Knowledge at each state ({@link #quick}: the bounds, before the transposition table;
 * {@link #enter}: the regions, after it), each sound:
 * <ul>
 * <li><b>Safe moves and a bound on the other player's moves</b> (Breuker, Uiterwijk, van den
 * Herik 2000; Bullock 2002): a square is protected for the player to move when the squares
 * beside it across its row (above and below) are occupied: the other player can never cover
 * it. Disjoint dominoes on protected squares are moves the mover keeps whatever happens
 * ({@code safe}); the most disjoint dominoes the other player could ever place on their rows
 * is an upper bound on their moves ({@code real}). The mover wins when
 * {@code safe(mover) + spare > real(other)}, and loses when
 * {@code safe(other) - spare >= real(mover)} (moving first, the mover must outlast the other).
 * <li><b>Regions of known value</b> (as MUDoS: Uiterwijk 2016): the empty
 * squares fall apart into regions no domino joins, and the game is their sum. Regions of at
 * most {@link EndgameTable#MAX_CELLS} squares have their canonical form in an endgame table
 * ({@link EndgameTable}, filled by Sprague's canonical-form engine). When every region is in
 * the table the outcome is the sign of the sum of their values. Otherwise a region whose value
 * is an integer {@code n} (a lone square: 0) is taken off the board and {@code n} added to
 * {@code spare}, the integer the mover is ahead by: a game plus an integer has the outcome of
 * the game plus any other region of that value. Spares are played as one extra move (a move in
 * an integer), tried last: by number avoidance (Siegel, <i>Combinatorial Game Theory</i>,
 * II.3.6) it only wins when nothing else does.
 * <li><b>Symmetry</b>: the key is the least of the board's four images under the reflections
 * that keep rows as rows (kept incrementally, one xor per image and square).
 * </ul>
 */
final class DomineeringBoard implements OutcomeBoard {
    /** The pass-like move that plays one of the mover's spare moves (an integer region taken off the board). */
    static final int SPARE = 0;

    private static final byte[] PAIRS = new byte[1 << 16];

    static {
        for (int m = 1; m < PAIRS.length; m++) {
            PAIRS[m] = (byte) pairsSlow(m);
        }
    }

    /** The most disjoint dominoes on adjacent set bits: the sum over runs of floor(length / 2). */
    private static int pairsSlow(int m) {
        int n = 0;
        while (m != 0) {
            int low = m & -m;
            if ((m & (low << 1)) != 0) {
                n++;
                m &= ~(low | (low << 1));
            } else {
                m &= ~low;
            }
        }
        return n;
    }

    // a table lookup instead of the loop: 8x8 search 9% faster
    private static int pairs(int m) {
        return (m >>> 16) == 0 ? PAIRS[m] : pairsSlow(m);
    }

    final int rows;
    final int cols;
    private final int[][] position;

    /**
     * The tie-break of move ordering: a rank per domino of the mover (line {@code i} of
     * {@code n}, starting at bit {@code j} of a line of {@code m} squares), larger first, after
     * Bullock's Obsequi: a line at even distance from the nearer edge, then an inner line at odd
     * distance, then an edge line; in each, a domino at an odd place from the nearer end before one
     * at an even place; then the nearer line, then the nearer domino (such dominoes leave the other
     * squares in pairs and walls that make protective areas and safe moves). Measured: 7x7 97,951
     * -> 43,930 nodes, 8x8 (Left first) 37.7M -> 12.1M.
     */
    private static int[] positions(int n, int m) {
        int[] v = new int[34 * 32];
        for (int i = 1; i <= n; i++) {
            int dl = Math.min(i, n + 1 - i);
            int lineClass = dl % 2 == 0 ? 0 : dl >= 3 ? 1 : 2;
            for (int j = 1; j < m; j++) {
                int dc = Math.min(j, m - j);
                int group = 2 * lineClass + (dc % 2 == 1 ? 0 : 1);
                // 6 groups, lines and places up to 16 from an edge: 0..1023, larger first
                v[i * 32 + j] = 1023 - (group * 170 + Math.min(dl, 15) * 10 + Math.min(dc, 9));
            }
        }
        return v;
    }
    /** bd[0]: the board's rows (rows + 2 words), bd[1]: its columns (cols + 2 words). */
    final int[][] bd;
    private final int[] lines = new int[2];
    private final int[] colMask = new int[2];
    /**
     * Per line of each orientation: its real (most disjoint dominoes) and safe moves' counts, for
     * the move ordering ({@link #scoredMoves}) only, counted when it runs ({@link #recountAll}):
     * 86% of the states entered never order moves. Measured: 8x8 Left first 1.015 -> 0.915 s
     * against counting them move by move (docs/performance-log.md, "node20").
     */
    private final int[][] real;
    private final int[][] safe;
    /** The orientation the player to move plays along (0: the board's rows, Right; 1: its columns, Left). */
    int side;
    /** The integer the player to move is ahead by (regions of integer value taken off the board). */
    int spare;
    /** 8 images x 2 words: images 0-3 the board's reflections, 4-7 the transpose's. */
    private final long[] keys = new long[16];
    /** Per square of the board (r * cols + c): the 16 words to xor into {@link #keys}. */
    private final long[] cellKeys;
    private final boolean square;

    private final EndgameTable endgame;
    /** Per ply: the squares {@link #enter} took off (rows of orientation side), and the spare added. */
    private final int[] taken;
    private final int[] takenSpare;
    private final boolean[] tookAny;
    private final int stride;
    private final int[] scratch;
    /**
     * The forms of the regions {@link #regions} finds known but not integers: each has at least
     * two squares, so at most half the board's; allocated once, not per state (the search
     * allocates nothing per node).
     */
    private final int[] regionForms;
    /** Moves played and not taken back. */
    private int depth;
    /**
     * The moves played whose squares are in {@link #keys}: the first {@code keyed} of the
     * {@code depth} moves. Most states are decided by the bounds before a key is asked for, so a
     * move's 32 key words go in only when a key is asked for below it ({@link #syncKeys}).
     */
    private int keyed;
    /** Per move played (its depth): the two squares it covered, {@code a << 16 | b}; -1 for a spare move. */
    private final int[] playedCells;
    /** Per move played (its depth): the move itself ({@code i << 5 | j} of the orientation it was played along, or SPARE). */
    private final int[] playedMoves;
    /**
     * Changes of the board: each play, undo and region flip counts one. The parent's packing
     * ({@link #snapshot}) describes a child's board only right after the child's move was played
     * ({@link #childMod}), and it was counted on the parent's board only if no change came between
     * the loss test and the move ordering ({@link #lossMod}).
     */
    private int mod;
    /** {@link #mod} right after the last domino played: the child's board, before its regions. */
    private int childMod = -1;
    /** {@link #mod} when the last {@link #areas} was the loss test's (the other player's packing); -1 after any other. */
    private int lossMod = -1;
    /** The other player's real moves counted by the loss test ({@link #realTotal}). */
    private int lossReal;
    /**
     * Per ply, the loss test's packing of the expanded state (the replier's: its protective areas'
     * top rows and vulnerable dominoes' starts, stride words each, and the
     * counts), for {@link #parentRace}.
     */
    private final int[] snapTop;
    private final int[] snapVuln;
    private final int[] snapCounts;
    private final boolean[] snapOk;
    /**
     * Whether {@link #parentRace} is asked: on boards of more than 64 squares; on 8x8 the command
     * was 3-4% slower with it (docs/performance-log.md, "node21"). The tests turn it on for small
     * boards.
     */
    boolean parentRaces;

    /**
     * @param empty the empty squares, bit {@code r * cols + c} of the 128-bit pair
     * @param leftToMove whether Left (vertical) moves first
     * @param endgame the table of small regions' values; null for none (then no regions are valued)
     */
    DomineeringBoard(int rows, int cols, long emptyLo, long emptyHi, boolean leftToMove, EndgameTable endgame) {
        if (rows < 1 || cols < 1 || rows > 30 || cols > 30 || rows * cols > 128) {
            throw new IllegalArgumentException("board " + rows + "x" + cols + ": at most 128 squares, 30 a side");
        }
        this.rows = rows;
        this.cols = cols;
        this.square = rows == cols;
        this.endgame = endgame;
        lines[0] = rows;
        lines[1] = cols;
        colMask[0] = ((1 << cols) - 1) << 1;
        colMask[1] = ((1 << rows) - 1) << 1;
        bd = new int[][] {new int[rows + 2], new int[cols + 2]};
        for (int o = 0; o < 2; o++) {
            java.util.Arrays.fill(bd[o], -1);
        }
        cellKeys = new long[rows * cols * 16];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int cell = r * cols + c;
                int[] images = {r * cols + c, (rows - 1 - r) * cols + c, r * cols + (cols - 1 - c),
                        (rows - 1 - r) * cols + (cols - 1 - c), c * rows + r, (cols - 1 - c) * rows + r,
                        c * rows + (rows - 1 - r), (cols - 1 - c) * rows + (rows - 1 - r)};
                for (int k = 0; k < 8; k++) {
                    cellKeys[cell * 16 + 2 * k + (images[k] >>> 6)] = 1L << (images[k] & 63);
                }
                boolean empty = cell < 64 ? (emptyLo >>> cell & 1) != 0 : (emptyHi >>> (cell - 64) & 1) != 0;
                if (empty) {
                    bd[0][r + 1] &= ~(1 << (c + 1));
                    bd[1][c + 1] &= ~(1 << (r + 1));
                    for (int i = 0; i < 16; i++) {
                        keys[i] ^= cellKeys[cell * 16 + i];
                    }
                }
            }
        }
        real = new int[][] {new int[rows + 2], new int[cols + 2]};
        safe = new int[][] {new int[rows + 2], new int[cols + 2]};
        position = new int[][] {positions(rows, cols), positions(cols, rows)};
        recountAll();
        side = leftToMove ? 1 : 0;
        stride = Math.max(rows, cols) + 2;
        int plies = maxPlies() + 2;
        taken = new int[plies * stride];
        takenSpare = new int[plies];
        tookAny = new boolean[plies];
        scratch = new int[stride * 4 + 8];
        regionForms = new int[rows * cols / 2 + 1];
        playedCells = new int[plies + 2];
        playedMoves = new int[plies + 2];
        snapTop = new int[(plies + 2) * stride];
        snapVuln = new int[(plies + 2) * stride];
        snapCounts = new int[(plies + 2) * SNAP_COUNTS];
        snapOk = new boolean[plies + 2];
        parentRaces = rows * cols > 64;
        mixedBound = rows * cols > 81;
        formRows = new int[stride];
        mixedRows = new int[stride];
        savedTop = new int[stride];
        savedVuln = new int[stride];
    }

    private DomineeringBoard(DomineeringBoard b) {
        rows = b.rows;
        cols = b.cols;
        square = b.square;
        endgame = b.endgame;
        lines[0] = b.lines[0];
        lines[1] = b.lines[1];
        colMask[0] = b.colMask[0];
        colMask[1] = b.colMask[1];
        bd = new int[][] {b.bd[0].clone(), b.bd[1].clone()};
        position = b.position;
        real = new int[][] {b.real[0].clone(), b.real[1].clone()};
        safe = new int[][] {b.safe[0].clone(), b.safe[1].clone()};
        side = b.side;
        spare = b.spare;
        System.arraycopy(b.keys, 0, keys, 0, 16);
        cellKeys = b.cellKeys;
        stride = b.stride;
        taken = new int[b.taken.length];
        takenSpare = new int[b.takenSpare.length];
        tookAny = new boolean[b.tookAny.length];
        scratch = new int[b.scratch.length];
        regionForms = new int[b.regionForms.length];
        depth = b.depth;
        playedCells = b.playedCells.clone();
        playedMoves = b.playedMoves.clone();
        snapTop = new int[b.snapTop.length];
        snapVuln = new int[b.snapVuln.length];
        snapCounts = new int[b.snapCounts.length];
        snapOk = new boolean[b.snapOk.length]; // no packing kept: the first children count their own
        parentRaces = b.parentRaces;
        mixedBound = b.mixedBound;
        keyed = b.keyed;
        formRows = new int[stride];
        mixedRows = new int[stride];
        savedTop = new int[stride];
        savedVuln = new int[stride];
    }

    @Override
    public DomineeringBoard copy() {
        return new DomineeringBoard(this);
    }

    @Override
    public int maxPlies() {
        return rows * cols + 2; // dominoes and spare moves together cover each square at most once
    }

    @Override
    public int maxMoves() {
        return rows * cols + 1;
    }

    /** Whether Left (vertical) is to move. */
    boolean leftToMove() {
        return side == 1;
    }

    /** Counts {@link #real} and {@link #safe} for every line of both orientations. */
    private void recountAll() {
        for (int o = 0; o < 2; o++) {
            int[] b = bd[o];
            int cm = colMask[o];
            int[] ro = real[o];
            int[] so = safe[o];
            for (int x = 1, end = lines[o] + 1; x < end; x++) {
                int e = ~b[x] & cm;
                ro[x] = pairs(e);
                so[x] = pairs(e & b[x - 1] & b[x + 1]);
            }
        }
    }

    /** The most disjoint dominoes the player moving along orientation q could place: its real moves. */
    private int realTotal(int q) {
        int[] b = bd[q];
        int cm = colMask[q];
        int t = 0;
        for (int x = 1, end = lines[q] + 1; x < end; x++) {
            t += pairs(~b[x] & cm);
        }
        return t;
    }

    /**
     * Toggles the domino at row {@code i}, bits {@code j, j+1} of orientation {@code o} (place or
     * lift): its squares in both orientations, not the keys ({@link #syncKeys}) nor the lines'
     * counts ({@link #real}); returns the two squares covered, {@code a << 16 | b} (board indices
     * r * cols + c).
     */
    private int toggleSquares(int o, int i, int j) {
        int p = o ^ 1;
        bd[o][i] ^= 3 << j;
        bd[p][j] ^= 1 << i;
        bd[p][j + 1] ^= 1 << i;
        int a;
        int b;
        if (o == 0) {
            a = (i - 1) * cols + (j - 1);
            b = a + 1;
        } else {
            a = (j - 1) * cols + (i - 1);
            b = a + cols;
        }
        return a << 16 | b;
    }

    /** Xors the two squares {@code cells} ({@code a << 16 | b}) into the keys of every image. */
    private void keyCells(int cells) {
        long[] k = keys;
        long[] ck = cellKeys;
        int ca = (cells >>> 16) * 16;
        int cb = (cells & 0xFFFF) * 16;
        for (int w = 0; w < 16; w++) {
            k[w] ^= ck[ca + w] ^ ck[cb + w];
        }
    }

    /**
     * Brings {@link #keys} up to the moves played: the squares of those played since the keys
     * were last asked for. A key is the xor of its squares' words, so the order the squares go
     * in does not matter, and the region split's flips ({@link #flip}) may come between.
     * Measured: 8x8 Left first 1.066 -> 1.040 s, 9x9's first 2M nodes 1.604 -> 1.550 s
     * (docs/performance-log.md, "node20").
     */
    private void syncKeys() {
        int d = depth;
        for (int x = keyed; x < d; x++) {
            int cells = playedCells[x];
            if (cells >= 0) {
                keyCells(cells);
            }
        }
        keyed = d;
    }

    @Override
    public void play(int move) {
        int d = depth++;
        int m = ++mod;
        playedMoves[d] = move;
        if (move == SPARE) {
            spare--;
            playedCells[d] = -1;
        } else {
            int i = move >>> 5;
            int j = move & 31;
            playedCells[d] = toggleSquares(side, i, j);
            childMod = m;
        }
        side ^= 1;
        spare = -spare;
    }

    @Override
    public void undo(int move) {
        int d = --depth;
        mod++;
        spare = -spare;
        side ^= 1;
        if (keyed > d) {
            // the move's squares are in the keys (a key was asked for below it): out again
            keyed = d;
            if (move != SPARE) {
                keyCells(playedCells[d]);
            }
        }
        if (move == SPARE) {
            spare++;
        } else {
            int i = move >>> 5;
            int j = move & 31;
            toggleSquares(side, i, j);
        }
    }

    private static boolean lessUnsigned(long hiA, long loA, long hiB, long loB) {
        return hiA != hiB ? Long.compareUnsigned(hiA, hiB) < 0 : Long.compareUnsigned(loA, loB) < 0;
    }

    private int bestImage() {
        syncKeys();
        int base = side * 8;
        int best = base;
        for (int k = base + 2; k < base + 8; k += 2) {
            if (lessUnsigned(keys[k + 1], keys[k], keys[best + 1], keys[best])) {
                best = k;
            }
        }
        return best;
    }

    @Override
    public long key0() {
        return keys[bestImage()];
    }

    @Override
    public long key1() {
        return keys[bestImage() + 1];
    }

    @Override
    public long key2() {
        return ((long) (spare + 1024) << 1) | (square ? 0 : side);
    }

    /** Bits of {@link #key2}: {@code spare + 1024} is in 0..2047 (a spare is at most the board's 128 squares). */
    static final int KEY2_BITS = 12;

    /**
     * A transposition table of {@code 2^bits} buckets for boards of {@code squares} squares: the
     * key's second word holds the squares past 64 (none up to 8x8, 17 bits on 9x9), its third
     * {@link #KEY2_BITS}, so up to 108 squares the table's compact layout (two longs an entry,
     * a bucket in one cache line) keeps the whole key.
     */
    static OutcomeTable table(int bits, int squares) {
        return new OutcomeTable(bits, Math.max(0, squares - 64), KEY2_BITS);
    }

    /** Bytes a bucket of {@link #table} takes for boards of {@code squares}: 32 up to 108 squares, else 48. */
    static int bucketBytes(int squares) {
        return OutcomeTable.bucketBytes(Math.max(0, squares - 64), KEY2_BITS);
    }

    /** The least image found once for the three words (key0 and key1 each search the four images). */
    @Override
    public void key(long[] out, int at) {
        int best = bestImage();
        out[at] = keys[best];
        out[at + 1] = keys[best + 1];
        out[at + 2] = key2();
    }

    /** For the tests: whether {@link #parentRace} decides this state, a child just played from an expanded one. */
    boolean decidedByParentRace() {
        return depth > 0 && childMod == mod && snapOk[depth - 1] && parentRace();
    }

    /**
     * {@link #racesWin} for the player moving along orientation {@code o} against the other, for
     * the tests: bit 0 its answer, bit 1 set when it ended at {@link #laterRacesLost} (the spread
     * packing, which every other way past the first race runs, did not run).
     */
    int racesWinForTest(int o, int spare, boolean first) {
        spreadSingle = -1;
        boolean won = racesWin(o, o ^ 1, spare, first);
        return (won ? 1 : 0) | (!won && spreadSingle == -1 ? 2 : 0);
    }

    /** What the static bounds alone say of this state (no regions, no search): for the tests. */
    int decide() {
        return bounds();
    }

    /**
     * The static bounds ({@link #bounds}): the search asks them before the transposition
     * table, and the regions ({@link #enter}) after it, so a state the table knows skips the
     * region split. (The races after a table miss only: 3.60 s against 3.47 s, not kept;
     * docs/performance-log.md, domino14.)
     */
    @Override
    public int quick() {
        return bounds();
    }

    /**
     * The loss test of {@link #bounds} alone (the other player's races, moving second), for the
     * search's scan of a state's other moves ({@code AlphaBetaOutcomeSearch.siblingWin}): the
     * scan looks for a move to a state lost for its mover only, so the mover's own races would be
     * spent for nothing there. Measured: a 9x9 position after two dominoes 8.67 s of thread CPU
     * against 9.67 s with {@link #quick}, the same nodes.
     */
    @Override
    public int quickLoss() {
        return racesWin(side ^ 1, side, -spare, false) ? LOSS : UNKNOWN;
    }

    @Override
    public boolean simplified(int ply) {
        return tookAny[ply];
    }

    /**
     * After {@link #quick} said {@link #UNKNOWN}: the regions of known value (decides the state,
     * or takes the integer regions off the board; the search then asks {@link #quick} again:
     * one call site of the bounds, so C2 inlines them once).
     */
    @Override
    public int enter(int ply) {
        tookAny[ply] = false;
        if (endgame == null) {
            return UNKNOWN;
        }
        return regions(ply);
    }

    /**
     * Decides the state from a lower bound on the moves one player keeps whatever the other
     * does, against an upper bound on the other's moves (Breuker, Uiterwijk, van den Herik 2000;
     * Bullock 2002 counts the same kinds of areas; the counting here is this class's own).
     * The player's strategy: claim a protective area while one is left (a 2x2 empty block walled
     * above and below: the domino on its top row makes the bottom row a safe move, and takes the
     * other player's two moves there), then a vulnerable domino, then safe moves. Each move of
     * the other player breaks at most one area or vulnerable domino (they are chosen so), so
     * moving first the player claims at least ceil(items / 2) of them and ceil(p / 2) of the p
     * protective areas (second: the floors). Moves kept: safe + claims + protective claims;
     * the other's moves: at most their disjoint dominoes less two per protective area claimed.
     */
    private int bounds() {
        int o = side;
        int p = o ^ 1;
        // the safe moves' counts (safe(mover) + spare > real(other): WIN; safe(other) - spare >=
        // real(mover): LOSS) are not asked apart: the first race (raceWins) with no claim decides
        // every state they would. As early exits they made C2 recompile known, where bounds is
        // inlined (unstable_if). Both bounds are sound, so the order cannot change an answer
        if (parentRaces && childMod == mod && snapOk[depth - 1] && parentRace()) {
            return WIN;
        }
        if (racesWin(o, p, spare, true)) {
            return WIN;
        }
        if (racesWin(p, o, -spare, false)) {
            return LOSS;
        }
        return UNKNOWN;
    }

    /**
     * Whether the races of {@link #raceWins} say the player moving along orientation {@code o}
     * outlasts the other ({@code q}), counted in stages, each only when the ones before
     * decided nothing: the assets of the first packing ({@link #areas}), its race without the
     * options; the spread packing ({@link #spread}), its race without the options; then the
     * options ({@link #options}) and both races with them. Every condition of a race can only
     * hold more often with options than without (more squares kept from the other player, and
     * in {@link ClaimRace#againstSquaresHeld} options the player may leave unclaimed: checked on
     * its whole table by DomineeringBoundsTest), and with no option at all the races with options
     * are the races without; so the answer is the one of all the counts made at once, and the
     * nodes are the same. Each stage is sound on its own (a race that ignores assets is still a
     * lower bound). Measured: 8x8 Left first warm searches 3.01 -> 2.77 s of thread CPU
     * (docs/performance-log.md, domino15).
     */
    private boolean racesWin(int o, int q, int spare, boolean first) {
        areas(o);
        // the two totals counted here, not kept move by move (see real)
        int safeO = areaSafe;
        int realQ = realTotal(q);
        // the loss test's packing is the replier's at the children, if this state is expanded (snapshot)
        lossMod = first ? -1 : mod;
        lossReal = realQ;
        if (raceWins(areaProt, areaVuln, 0, areaVulnHeld, 0, safeO, realQ, areaEmpty, areaUnused,
                areaProtected, 0, 0, 0, spare, first)) {
            return true;
        }
        // the later races cannot decide: skip the spread packing, the options and their races.
        // Measured (10x10 Q3, one thread): it ends 54% of the loss tests and 16% of the win tests
        // that reach it, nodes equal (docs/performance-log.md, "bounds33")
        if (laterRacesCut && laterRacesLost(areaProt, areaDominoes, safeO, realQ, areaEmpty, areaProtected, spare,
                first)) {
            return false;
        }
        spread();
        if (raceWins(areaProt, spreadSingle, spreadDouble, spreadSingleHeld, spreadDoubleHeld, safeO,
                realQ, areaEmpty, spreadUnused, areaProtected, 0, 0, 0, spare, first)) {
            return true;
        }
        areaOptions = options(bd[o], lines[o], colMask[o]);
        if (areaOptionCount == 0) {
            return false; // no option: the races with options are the ones just asked
        }
        return raceWins(areaProt, areaVuln, 0, areaVulnHeld, 0, safeO, realQ, areaEmpty, areaUnused,
                areaProtected, areaOptions, areaOptionsFirst, areaOptionCount, spare, first)
                || raceWins(areaProt, spreadSingle, spreadDouble, spreadSingleHeld, spreadDoubleHeld, safeO,
                        realQ, areaEmpty, spreadUnused, areaProtected, areaOptions, areaOptionsFirst, areaOptionCount,
                        spare, first);
    }

    /**
     * Whether {@link #racesWin}'s later stages (the spread packing's races, and both packings'
     * races with the options) surely all fail, from what {@link #areas} counted: {@code p}
     * protective areas, at most {@code n} dominoes in either packing (every domino that fits
     * in the squares outside the areas and the safe moves, {@link #areaDominoes}), {@code safe}
     * safe moves, {@code prot} protected squares outside them. A necessary condition of every
     * later race, so skipping them when it fails changes no answer:
     * <ul>
     * <li>each race of {@link ClaimRace} is at most {@link #claimsAtMost} (the other player may
     * break the most valuable asset left at each turn; checked on every state of the tables by
     * DomineeringBoundsTest), with every domino scored as an open one and each option as a
     * point;
     * <li>the options are at most one a safe move, each worth at most 3 squares, so the squares
     * the player keeps by them are at most 3 a kept place: {@code 3 ceil(safe / 2)} moving first
     * (the best option claimed first), {@code 3 floor(safe / 2)} second, and at most
     * {@code safe} options in the race;
     * <li>the unused squares of either packing are protected squares outside the safe moves:
     * at most {@code prot};
     * <li>each race's condition only grows with the claims, the unused squares and the options.
     * </ul>
     * DomineeringBoundsTest compares {@link #racesWin} with and without this cut on random
     * boards of 8x8 to 10x10.
     */
    static boolean laterRacesLost(int p, int n, int safe, int otherReal, int empty, int prot, int spare,
            boolean first) {
        int need = first ? 1 : 0;
        int options = 3 * (first ? (safe + 1) >> 1 : safe >> 1);
        int kept = safe + claimsAtMost(2, 1, p, n, first);
        int rhs = empty - 4 * safe - prot - 2 * spare - (first ? 0 : 2);
        // non-short-circuit: no branch for C2 to find never taken (unstable_if, see raceWins)
        return (safe + claimsAtMost(4, 1, p, n, first) + spare - otherReal < need)
                & (kept + spare - ((empty - 2 * kept - prot - options) >> 1) < need)
                & (claimsAtMost(8, 4, p, n, first) + Math.max(options, safe) <= rhs);
    }

    /**
     * At most what the player scores in a race of {@link ClaimRace} over {@code p} areas worth
     * {@code w} and {@code n} dominoes worth at most {@code u} ({@code u <= w}), claiming next
     * ({@code first}) or not: the other player, breaking an area while one is left and then a
     * domino, leaves the player at most {@code ceil(p / 2)} areas ({@code floor} second) and
     * {@code ceil((p + n) / 2)} claims in all.
     */
    static int claimsAtMost(int w, int u, int p, int n, boolean first) {
        int all = first ? (p + n + 1) >> 1 : (p + n) >> 1;
        int areas = first ? (p + 1) >> 1 : p >> 1;
        return w * areas + u * (all - areas);
    }

    /**
     * Whether a player with {@code safe} safe moves and the assets {@code p, s, d} (areas,
     * singles, doubles: {@link ClaimRace}) outlasts the other player, who has at most
     * {@code otherReal} disjoint dominoes, on a board of {@code empty} empty squares of which
     * {@code unused} are protected and in no asset or safe move and {@code prot} protected and
     * in no safe move; {@code spare} the integer the player is ahead by; {@code first} whether
     * the player moves next.
     *
     * <p>Three counts of the same race strategy (claim what {@link ClaimRace} says, then the
     * safe moves), each a sufficient condition. With {@code b} areas and {@code k} dominoes
     * claimed the player keeps {@code K = safe + 2b + k} moves. (1) The other has at most
     * {@code otherReal - 2b} moves. (2) The other's dominoes fit in the empty squares less the
     * kept moves' and the unused ones. (3) The same, counting as unusable by the other every
     * protected square outside the safe moves (nobody can ever cover one across the rows) but
     * the at most one square of each claimed domino that may be one of them: the other has at
     * most {@code (empty - 2 safe - 4b - 2k - (prot - k)) / 2} moves, and
     * {@code K + spare >= that + need} follows (the halving rounds down) from
     * {@code 8b + 3k > empty - 4 safe - prot - 2 spare - (first ? 0 : 2)}: the race scored 8
     * for an area and 3 for a domino. Measured with the areas packed first: (3) took 7x7 (Left
     * first, no endgame table) from 22,800 to 14,498 nodes; DomineeringBoundsTest checks all
     * three against plain minimax. The options of safe moves ({@link #options}) add at least
     * half their number to the third race's score: 8x8 Left first 6,778,544 -> 5,118,748 nodes.
     *
     * <p>{@code options} is the squares the options' argument ({@link #options}) keeps from the
     * other player; they are neither kept moves' squares nor unused ones, so they come off the
     * other's squares in (2) and add to the score in (3): 8x8 5,118,748 -> 4,170,075 nodes (-18.5%).
     * The player moving next claiming the best option first, the race then run second (a fourth
     * sufficient condition, only when it keeps more option squares): 3,989,208 (-4.3%).
     *
     * <p><b>Held and open dominoes.</b> In (3) a claimed domino loses a point only when it covers
     * one of the {@code prot} squares; a vulnerable domino covers at most one (two protected
     * squares side by side are a safe move's), and one that covers none (<i>open</i>) scores 4.
     * The race {@link ClaimRace#againstSquaresHeld} tells the open singles and doubles
     * from the <i>held</i> ones ({@code sh}, {@code dh} of {@code s}, {@code d}), the player
     * choosing which to claim; B breaks as before. Measured: 8x8 3,749,847 -> 2,972,319 nodes
     * (-20.7%; docs/performance-log.md, domino11).
     *
     * <p><b>Options in the race</b> (domino12). Counted apart ({@code options}), the options are a
     * second race the other player starts, run beside the first: the player answers an option
     * taken back with an option claimed. But the two races share the tempo: each move the other
     * spends taking an option back is a move not spent breaking an asset, and the player may
     * claim an option when the assets' race has nothing better. So the options also go into the
     * race of (3) itself ({@link ClaimRace#againstSquaresHeld}, {@code optionCount} of them, one
     * point each): the player claims an option by playing the safe move shifted onto it (one of
     * the {@code safe} moves, so {@code K} is unchanged: the move is only played early), which
     * keeps the option's square from the other player for good, a point of the score of (3)
     * beyond the squares of the kept moves; the other player takes an option back only with a
     * domino on it, which by the conditions of {@code options} covers no square of an asset or
     * of another option (and no square above or below an option dies with another one), so
     * that move is one of the race's moves for B: one option less. Every other move of B is one
     * of the race's moves as before. So the player, playing the race's strategy over the assets
     * and the options together and then the safe moves, scores at least the race's value in
     * (3), each option counted 1 of its 1 to 3 squares (a lower bound). This is a fourth
     * sufficient condition beside the three above (the options apart, with their squares above
     * and below, stay). Measured: 8x8 2,645,796 -> 2,242,276 nodes (-15.3%;
     * docs/performance-log.md, domino12).
     */
    private static boolean raceWins(int p, int s, int d, int sh, int dh, int safe, int otherReal, int empty,
            int unused, int prot, int options, int optionsFirst, int optionCount, int spare, boolean first) {
        int need = first ? 1 : 0;
        // against the other's dominoes: the player keeps safe + 2b + k, the other at most otherReal - 2b
        if (safe + ClaimRace.value(ClaimRace.AGAINST_DOMINOES, p, s, d, first) + spare - otherReal >= need) {
            return true;
        }
        // moving first, the player may claim the best option first instead (a safe move it plays
        // anyway) and run the race second: options at places 1, 3, 5, ... (see options). The two
        // results or'ed without a branch on the first: an early return made C2 recompile raceWins
        // and racesWin (unstable_if)
        return squaresRaces(p, s, d, sh, dh, safe, empty, unused, prot, options, optionCount, spare, first, first)
                | (first && optionsFirst > options
                        && squaresRaces(p, s, d, sh, dh, safe, empty, unused, prot, optionsFirst, 0, spare, false, true));
    }

    /**
     * The races against the squares (2) and (3) of {@link #raceWins}, the race's claims starting
     * with the player's iff {@code raceFirst}; {@code optionCount} options in the race of (3)
     * (0: none; the race second, after an option claimed first, passes 0).
     */
    private static boolean squaresRaces(int p, int s, int d, int sh, int dh, int safe, int empty, int unused,
            int prot, int options, int optionCount, int spare, boolean raceFirst, boolean first) {
        int need = first ? 1 : 0;
        // against the squares: the other's dominoes fit in what the kept moves, the unused squares
        // and the options' squares leave
        int kept = safe + ClaimRace.value(ClaimRace.MOVES, p, s, d, raceFirst);
        if (kept + spare - ((empty - 2 * kept - unused - options) >> 1) >= need) {
            return true;
        }
        // the same, every protected square outside the safe moves unused but those of the
        // claimed dominoes (at most one each): 8b + 3k > empty - 4 safe - prot - 2 spare (- 2 second)
        // options (see options): squares the other never covers, each one a point of this score
        int rhs = empty - 4 * safe - prot - 2 * spare - (first ? 0 : 2);
        // a claimed domino covering none of the protected squares counted scores 4, not 3
        // (ClaimRace.againstSquaresHeld); the race of 3 a domino stays for counts past its caps;
        // the options in the race itself, one point each ("Options in the race", raceWins)
        return ClaimRace.value(ClaimRace.AGAINST_SQUARES, p, s, d, raceFirst) + options > rhs
                || ClaimRace.againstSquaresHeld(p, s - sh, sh, d - dh, dh, 0, raceFirst) + options > rhs
                || ClaimRace.againstSquaresHeld(p, s - sh, sh, d - dh, dh, optionCount, raceFirst) > rhs;
    }

    private int areaProt;
    /** The safe moves of the last {@link #areas} (its packing is a most disjoint one: the line's safe moves). */
    private int areaSafe;
    /** The squares the options of safe moves keep from the other player ({@link #options}). */
    private int areaOptions;
    /** The same when the player claims the first option ({@link #options}). */
    private int areaOptionsFirst;
    /** How many options {@link #options} found (each worth 1 to 3 squares). */
    private int areaOptionCount;
    private final int[] safeStartRows = new int[34];
    /** The last {@link #areas}' protective areas by their top row: bit j of row x, the area on rows x, x + 1, bits j, j + 1. */
    private final int[] areaTopRows = new int[34];
    /** The last {@link #areas}' vulnerable dominoes by their starts. */
    private final int[] vulnStartRows = new int[34];
    private final int[] vulnRows = new int[34];
    private final int[] optionRows = new int[34];
    /** Protected squares (of the player the areas were counted for) in no safe move. */
    private int areaProtected;
    private int areaVuln;
    /** The dominoes of {@link #areaVuln} that cover a protected square. */
    private int areaVulnHeld;
    /**
     * The dominoes that fit in the last {@link #areas}' rows outside its areas and safe moves:
     * at least as many as either packing has ({@link #laterRacesLost}).
     */
    private int areaDominoes;
    /** Whether {@link #racesWin} skips its later stages when {@link #laterRacesLost}; off only in tests (the oracle). */
    boolean laterRacesCut = true;
    /** The singles and doubles of the spread packing that cover a protected square. */
    private int spreadSingleHeld;
    private int spreadDoubleHeld;
    private int areaEmpty;
    private int areaUnused;
    private int spreadSingle;
    private int spreadDouble;
    private int spreadUnused;
    private final int[] chosenRows = new int[34];

    private final int[] sensFor = new int[34];
    private final int[] usedFor = new int[34];

    private static final int EVEN_BITS = 0x55555555;

    /**
     * The dominoes a greedy packing from the low end takes among the candidate starts
     * {@code m} (bit j: a domino on bits j and j+1; two starts next to each other overlap):
     * in each run of consecutive starts, those at an even distance from the run's first. The
     * same set as the loop "take the lowest start, drop it and the next, repeat", without the
     * loop: the runs starting at an odd bit are found by one addition (the carry clears a run
     * from its first bit), and they take the odd bits, the others the even ones. Checked
     * against the loop on every 16-bit mask and random 32-bit ones (DomineeringBoundsTest).
     * Measured: 8x8 Left first 4.80 -> 4.66 s of CPU (docs/performance-log.md, domperf).
     */
    static int firstOfPairs(int m) {
        int runStarts = m & ~(m << 1);
        int oddStarts = runStarts & ~EVEN_BITS;
        int oddRuns = m & ~(m + oddStarts);
        return (m & ~oddRuns & EVEN_BITS) | (oddRuns & ~EVEN_BITS);
    }

    /**
     * The starts of the safe moves packed in a line with protected squares {@code pr}: in each
     * run of protected squares, pairs from its low end, or from its high end when that leaves
     * more odd squares next to a {@code free} square (empty, unprotected, in no area), per line.
     * Both are a most disjoint packing (the line's safe moves, {@code floor(run / 2)} each
     * run), so every count of {@link #raceWins} holds for either; the odd protected square next
     * to a free one makes a vulnerable domino instead of a lone protected square (Bullock's
     * packing does the same). Measured: 8x8 2,972,319 -> 2,645,796 nodes (-11%;
     * docs/performance-log.md, domino11).
     */
    static int safeMovesPacked(int pr, int free) {
        int pairs = pr & (pr >>> 1);
        if (pairs == 0) {
            // no safe move in the line: skip both packings and the bit reversals
            return 0;
        }
        int low = firstOfPairs(pairs);
        int lowLeft = pr & ~(low | (low << 1));
        if (lowLeft == 0) {
            return low; // every run even: one packing
        }
        int high = Integer.reverse(firstOfPairs(Integer.reverse(pairs) >>> 1) << 1);
        int highLeft = pr & ~(high | (high << 1));
        int nearFree = (free << 1) | (free >>> 1);
        return Integer.bitCount(highLeft & nearFree) > Integer.bitCount(lowLeft & nearFree) ? high : low;
    }

    /**
     * Counts, for the player moving along the rows of orientation o, the assets of
     * {@link ClaimRace}: disjoint protective areas ({@link #areaProt}), then vulnerable dominoes
     * two ways: none next to another asset across the rows ({@link #areaVuln}, all singles, here),
     * and every domino that fits, each a single or a double ({@link #spread}, asked only when the
     * first way's race decided nothing: {@link #racesWin}). Greedy choices: a lower bound of the
     * best packing, which is all the bound needs.
     *
     * <p>Areas are packed first over the whole board (an area is worth two moves to the player
     * and two to the other; Bullock packs them first too), top to bottom: a 2x2 empty block with
     * both squares on one side occupied (the wall), no square of it or of the row beyond its
     * open side in another area, so that no domino of the other player touches two areas (7x7
     * 26,299 -> 22,800 nodes against packing them row by row). Then safe moves, paired in each
     * run of protected squares from the end that
     * leaves the odd square next to a free one ({@link #safeMovesPacked}). Then vulnerable
     * dominoes on the squares left.
     */
    private void areas(int o) {
        int[] b = bd[o];
        int n = lines[o];
        int cm = colMask[o];
        int prot = 0;
        int vuln = 0;
        int empty = 0;
        int unused = 0;
        int[] avoid = sensFor; // avoid[x]: squares of row x no all-singles domino may use
        int[] used = usedFor; // used[x]: squares of row x in an area
        int protectedLeft = 0;
        int safeCount = 0;
        int vulnHeld = 0;
        int dominoes = 0;
        // exclusive loop bounds (x < n + 1, not x <= n) in the hot loops: the form C2 compiles
        // as a counted loop (docs/performance-log.md, "domino13")
        int end = n + 1;
        // used[] is also what spread and options read as the areas' squares; chosenRows needs only
        // row n + 1 cleared (spread writes rows 1..n before any read, row 0 is never written; row
        // n + 1 may hold a row of the other orientation)
        for (int x = 0; x < end + 2; x++) {
            avoid[x] = 0;
            used[x] = 0;
            areaTopRows[x] = 0;
        }
        chosenRows[end] = 0;
        // protective areas, over the whole board first
        for (int x = 1; x < n; x++) {
            int cand = ~b[x] & ~b[x + 1] & cm & ~used[x] & ~used[x + 1] & ~avoid[x];
            int above = b[x - 1];
            int below = b[x + 2];
            int wallAbove = above & (above >>> 1);
            int wallBelow = below & (below >>> 1);
            int picks = firstOfPairs(cand & (cand >>> 1) & (wallAbove | wallBelow));
            if (picks == 0) {
                continue;
            }
            areaTopRows[x] = picks;
            int cells = picks | (picks << 1);
            used[x] |= cells;
            used[x + 1] |= cells;
            int openBelow = picks & ~wallBelow;
            int openAbove = picks & ~wallAbove;
            avoid[x + 2] |= openBelow | (openBelow << 1); // the open side: no area and no single there
            avoid[x - 1] |= openAbove | (openAbove << 1);
            prot += Integer.bitCount(picks);
        }
        for (int x = 1; x < end; x++) {
            int e = ~b[x] & cm;
            int usedHere = used[x];
            int pr = e & b[x - 1] & b[x + 1];
            int safeStarts = safeMovesPacked(pr, e & ~pr & ~usedHere & ~avoid[x]);
            int safeCells = safeStarts | (safeStarts << 1);
            int outside = e & ~safeCells & ~usedHere;
            dominoes += pairs(outside);
            int avail = outside & ~avoid[x];
            int vulnStarts = firstOfPairs(avail & (avail >>> 1));
            int chosen = vulnStarts | (vulnStarts << 1);
            vuln += Integer.bitCount(vulnStarts);
            int prStarts = pr | (pr >>> 1); // starts of dominoes covering a protected square
            vulnHeld += Integer.bitCount(vulnStarts & prStarts);
            avoid[x + 1] |= chosen;
            vulnRows[x] = chosen;
            vulnStartRows[x] = vulnStarts;
            safeStartRows[x] = safeStarts;
            protectedLeft += Integer.bitCount(pr & ~safeCells);
            safeCount += Integer.bitCount(safeStarts);
            empty += Integer.bitCount(e);
            // protected squares in no safe move or vulnerable domino: the other player can never use them
            unused += Integer.bitCount(pr & ~safeCells & ~chosen);
        }
        areaProt = prot;
        areaSafe = safeCount;
        areaVuln = vuln;
        areaVulnHeld = vulnHeld;
        areaDominoes = dominoes;
        areaEmpty = empty;
        areaUnused = unused;
        areaProtected = protectedLeft;
        areaSide = o;
    }

    /** The orientation of the last {@link #areas}: the one {@link #spread} packs. */
    private int areaSide;

    /**
     * The second packing of the last {@link #areas}: every domino that fits in a row, a
     * double when beside another domino or a protective area across the rows (one reply of the
     * other player breaks both), else a single ({@link #spreadSingle}, {@link #spreadDouble}
     * and the held ones among them).
     */
    private void spread() {
        int o = areaSide;
        int[] b = bd[o];
        int cm = colMask[o];
        int end = lines[o] + 1;
        int[] used = usedFor;
        int unusedAll = 0;
        int single = 0;
        int dbl = 0;
        int singleHeld = 0;
        int dblHeld = 0;
        // one pass: row x's dominoes chosen, and row x - 1's classified (it needs rows x - 2 and
        // x); the last row after the loop. Two passes before, the second reading back the
        // chosen starts and held starts of the first from arrays. Measured: spread's share of 10x10
        // Q3's samples 11.4% -> 8.9%, nodes equal (docs/performance-log.md, "node31")
        int chBefore = 0; // row x - 2's chosen squares (row 0: none)
        int chLast = 0; // row x - 1's
        int startsLast = 0; // row x - 1's domino starts (row 0: none, so it counts nothing)
        int heldLast = 0;
        for (int x = 1; x < end; x++) {
            // every row: dominoes that may share a column with one beside them (classified below)
            int e = ~b[x] & cm;
            int pr = e & b[x - 1] & b[x + 1];
            int safeStarts = safeStartRows[x];
            int safeCells = safeStarts | (safeStarts << 1);
            int all = e & ~safeCells & ~used[x];
            int allStarts = firstOfPairs(all & (all >>> 1));
            int allChosen = allStarts | (allStarts << 1);
            chosenRows[x] = allChosen;
            unusedAll += Integer.bitCount(pr & ~safeCells & ~allChosen);
            if (startsLast != 0) {
                // a domino beside another, or beside a protective area (one reply breaks both): a double
                int beside = chBefore | allChosen | used[x - 2] | used[x];
                int doubleStarts = startsLast & (beside | (beside >>> 1));
                int doubles = Integer.bitCount(doubleStarts);
                dbl += doubles;
                single += Integer.bitCount(startsLast) - doubles;
                dblHeld += Integer.bitCount(doubleStarts & heldLast);
                singleHeld += Integer.bitCount(startsLast & ~doubleStarts & heldLast);
            }
            chBefore = chLast;
            chLast = allChosen;
            startsLast = allStarts;
            heldLast = allStarts & (pr | (pr >>> 1));
        }
        if (startsLast != 0) {
            // the last row: nothing chosen below it (chosenRows[end] is 0, see areas)
            int beside = chBefore | used[end - 2] | used[end];
            int doubleStarts = startsLast & (beside | (beside >>> 1));
            int doubles = Integer.bitCount(doubleStarts);
            dbl += doubles;
            single += Integer.bitCount(startsLast) - doubles;
            dblHeld += Integer.bitCount(doubleStarts & heldLast);
            singleHeld += Integer.bitCount(startsLast & ~doubleStarts & heldLast);
        }
        spreadUnused = unusedAll;
        spreadSingle = single;
        spreadDouble = dbl;
        spreadSingleHeld = singleHeld;
        spreadDoubleHeld = dblHeld;
    }

    /**
     * The options of the safe moves counted by {@link #areas} (rows of orientation o: board
     * {@code b}, {@code n} rows, columns {@code cm}): an empty square beside one of the
     * player's safe moves in its row, not protected, in no protective area or vulnerable domino
     * of either packing, with no such square, nor another option, above or below it. Playing
     * the safe move shifted onto its option is still a move the other player cannot take away
     * (its protected square is still there), and it leaves the other player one square fewer:
     * the option, which only the other's dominoes through it could have used, while the safe
     * move's other square, protected, was never theirs. The other player takes an option back
     * only by covering it, and by the conditions such a domino covers no other option or
     * asset; so the player, answering each option taken back with an option claimed and each
     * other move as {@link ClaimRace} says, keeps the race's score and at least half the
     * options ({@link #raceWins}). One option a safe move, one safe move an option, greedily.
     * Bullock's bound counts options too (his safe moves with an option square, counted with the
     * squares above and below it); this is a count of our own.
     *
     * <p><b>The squares above and below an option.</b> The square {@code u} above an option
     * {@code o} (the same for below) dies with it when {@code u} is empty and the square beyond
     * it (or the edge) is occupied: the other player covers {@code u} only with a domino across
     * the rows through {@code u} and one of its two neighbours there, and one is occupied, so
     * only a domino on {@code o} and {@code u}, which takes the option back. Once the player
     * claims {@code o}, or if nobody ever covers it, {@code u} is never the other's. By the
     * conditions {@code u} is in no asset, no safe move, not protected, not another option, and
     * not the {@code u} of another option (its square beyond is occupied, an option is empty),
     * so it is counted nowhere else. An option is thus worth {@code 1 + up + down} squares
     * (1 to 3) the other player never covers unless it takes the option back. The other player
     * takes one, the player answers with the most valuable left: the player's options are worth
     * at least the values at places 2, 4, 6, ... of all values sorted largest first (by
     * induction, the player's i-th claim is the largest of what is left after 2i - 1 options
     * went, at least the value at place 2i). Returns that sum: the squares the other player
     * surely never covers beyond those of the kept moves and the unused ones. A player moving
     * next may instead claim the most valuable option at once (a safe move it plays anyway) and
     * so keep the places 1, 3, 5, ... ({@link #areaOptionsFirst}); the race of the assets then
     * starts with the other player. Measured in {@link #raceWins}.
     */
    private int options(int[] b, int n, int cm) {
        int c3 = 0;
        int c2 = 0;
        int c1 = 0;
        optionRows[0] = 0;
        for (int x = 1, end = n + 1; x < end; x++) {
            int starts = safeStartRows[x];
            if (starts == 0) {
                optionRows[x] = 0;
                continue;
            }
            int assetsHere = usedFor[x] | chosenRows[x] | vulnRows[x];
            int above = x > 1 ? usedFor[x - 1] | chosenRows[x - 1] | vulnRows[x - 1] | optionRows[x - 1] : 0;
            int below = x < n ? usedFor[x + 1] | chosenRows[x + 1] | vulnRows[x + 1] : 0;
            int e = ~b[x] & cm;
            int cand = e & ~(b[x - 1] & b[x + 1]) & ~assetsHere & ~above & ~below & ~(starts | (starts << 1));
            int chosen = 0;
            for (int m = starts; m != 0 && cand != 0; m &= m - 1) {
                int low = m & -m;
                int left = low >>> 1;
                int right = low << 2;
                if ((cand & left) != 0) {
                    chosen |= left;
                    cand &= ~left;
                } else if ((cand & right) != 0) {
                    chosen |= right;
                    cand &= ~right;
                }
            }
            optionRows[x] = chosen;
            if (chosen == 0) {
                continue;
            }
            // the squares above and below an option that die with it (see the javadoc): empty,
            // with an occupied square (or the edge) beyond; the bounds checks short-circuit at the padding
            int up = x > 1 ? chosen & ~b[x - 1] & b[x - 2] : 0;
            int down = x < n ? chosen & ~b[x + 1] & b[x + 2] : 0;
            int both = up & down;
            int one = (up | down) & ~both;
            c3 += Integer.bitCount(both);
            c2 += Integer.bitCount(one);
            c1 += Integer.bitCount(chosen & ~(up | down));
        }
        // the player keeps the options at the odd places of the values sorted largest first
        int c32 = c3 + c2;
        int all = c32 + c1;
        areaOptionCount = all;
        // claiming first: the places 1, 3, 5, ...
        areaOptionsFirst = 3 * ((c3 + 1) >> 1) + 2 * (((c32 + 1) >> 1) - ((c3 + 1) >> 1))
                + (((all + 1) >> 1) - ((c32 + 1) >> 1));
        return 3 * (c3 >> 1) + 2 * ((c32 >> 1) - (c3 >> 1)) + ((all >> 1) - (c32 >> 1));
    }

    @Override
    public void leave(int ply) {
        if (tookAny[ply]) {
            tookAny[ply] = false;
            // the squares went back to empty; side is the side of the ply again
            flip(side, taken, ply * stride);
            spare -= takenSpare[ply];
        }
    }

    /**
     * Toggles the squares {@code mask[x]} of rows x of orientation o in both orientations, not the
     * keys (for {@link #mixed}, which toggles them back before anything asks a key).
     */
    private void flipSquares(int o, int[] mask) {
        int p = o ^ 1;
        int[] bo = bd[o];
        int[] bp = bd[p];
        for (int x = 1, end = lines[o] + 1; x < end; x++) {
            int m = mask[x];
            bo[x] ^= m;
            for (int bits = m; bits != 0; bits &= bits - 1) {
                bp[Integer.numberOfTrailingZeros(bits)] ^= 1 << x;
            }
        }
    }

    /** Toggles the squares {@code mask[at + x]} of rows x of orientation o, in both orientations. */
    private void flip(int o, int[] mask, int at) {
        mod++;
        int p = o ^ 1;
        int n = lines[o];
        for (int x = 1, end = n + 1; x < end; x++) {
            int m = mask[at + x];
            if (m == 0) {
                continue;
            }
            bd[o][x] ^= m;
            flipRow(o, p, x, m);
        }
    }

    /**
     * {@link #flip}'s work on the squares {@code m} of line x of orientation o: the other
     * orientation's lines and the keys. A method of its own, as {@link #flipKeys} is, so that C2
     * compiles {@link #flip} once as a method, not on stack (domino16).
     */
    private void flipRow(int o, int p, int x, int m) {
        for (int bits = m; bits != 0; bits &= bits - 1) {
            int y = Integer.numberOfTrailingZeros(bits);
            bd[p][y] ^= 1 << x;
            flipKeys(o == 0 ? (x - 1) * cols + (y - 1) : (y - 1) * cols + (x - 1));
        }
    }

    /** The keys of the board's images with the square {@code cell} flipped. */
    private void flipKeys(int cell) {
        long[] k = keys;
        long[] ck = cellKeys;
        int c = cell * 16;
        for (int w = 0; w < 16; w++) {
            k[w] ^= ck[c + w];
        }
    }

    /** Per row of the side's orientation: the squares of the known regions that are not integers ({@link #regions}). */
    private final int[] formRows;
    /** {@link #mixed}'s rows taken off: the integer regions' and {@link #formRows}. */
    private final int[] mixedRows;
    /** The loss test's packing kept across {@link #mixed} for {@link #snapshot}. */
    private final int[] savedTop;
    private final int[] savedVuln;
    /** Per form of the endgame table: its stops and number ({@link EndgameTable#stops}), cached; 3 words a form. */
    private long[] formStops = new long[0];
    private final long[] stopsOut = new long[3];
    private static final long NO_STOP = Long.MIN_VALUE;
    /**
     * Per ply and test (2 ply: the mover's win, 2 ply + 1: its loss): the tests {@link #mixed}
     * asked and those that decided, halved every {@link #MIXED_WINDOW}, and the tests skipped.
     */
    private final int[] mixedTries = new int[2 * (30 * 30 + 4)];
    private final int[] mixedHits = new int[2 * (30 * 30 + 4)];
    private final int[] mixedSkips = new int[2 * (30 * 30 + 4)];
    static final int MIXED_GATE_PERCENT = 20;
    static final int MIXED_SAMPLE = 16;
    static final int MIXED_WARMUP = 64;
    static final int MIXED_WINDOW = 4096;

    /** Whether {@link #mixed} asks test g: while it decides at least MIXED_GATE_PERCENT% of the times, else once in MIXED_SAMPLE. */
    private boolean mixedAsk(int g) {
        int t = mixedTries[g];
        boolean ask = t < MIXED_WARMUP || mixedHits[g] * 100L >= t * (long) MIXED_GATE_PERCENT
                || (++mixedSkips[g] & (MIXED_SAMPLE - 1)) == 0;
        if (ask) {
            if (t + 1 >= MIXED_WINDOW) {
                mixedTries[g] = (t + 1) >> 1;
                mixedHits[g] >>= 1;
            } else {
                mixedTries[g] = t + 1;
            }
        }
        return ask;
    }

    /**
     * Whether {@link #mixed} is asked: on boards of more than 81 squares (10x10: Q1 -9.9% nodes,
     * -3.5% CPU); on 9x9 and smaller its bookkeeping cost 2.6-4% of the CPU for little
     * (docs/performance-log.md, "know25"). The tests turn it on for small boards.
     */
    boolean mixedBound;
    /** States {@link #mixed} decided (for the tests). */
    long mixedDecided;

    /**
     * The mixed bound: the state has regions of unknown value and known regions that are
     * not integers. With K the known regions' sum (forms from the mover's side) and R the rest of
     * the board, the state is R + K + n (n: the integer regions and the spare). For integers
     * lo &lt;= K &lt;= hi, the mover wins R + K + n moving first when it wins R + n + lo moving first, and
     * loses it when it loses R + n + hi (outcomes are monotone: G &gt;= H and Left wins H moving
     * first give Left wins G moving first). lo and hi come from the stops: a number x below the
     * Right stop of K is less than K, one above its Left stop is greater (Siegel, <i>Combinatorial
     * Game Theory</i>, II.3), and R(K) &gt;= the sum of the Right stops of its terms, L(K) &lt;= the sum
     * of the Left stops; when every term is a number, lo and hi are K's floor and ceiling. The
     * two races of {@link #bounds} are asked on R with those integers, the known regions taken off
     * for the test only. The loss test's packing the search's {@link #snapshot} may use is put
     * back after, and {@link #mod} with it (the board is the same).
     *
     * <p>Counted on 10x10 Q3 (Left to move, 23.56M nodes): it decides 0.40M of the 1.10M
     * candidate states at ply 12 (docs/performance-log.md, "know25").
     */
    private int mixed(int ply, int at, int[] others, int count, int n) {
        // the gates first: where the tests rarely decide (9x9's positions) a state pays two counts
        int g = 2 * ply;
        boolean askWin = mixedAsk(g);
        boolean askLoss = mixedAsk(g + 1);
        if (!askWin && !askLoss) {
            return UNKNOWN;
        }
        long sumL = 0;
        long sumR = 0;
        long num = 0;
        boolean numbers = true;
        long[] st = formStops;
        for (int i = 0; i < count; i++) {
            int f = others[i];
            if (3 * f + 2 >= st.length) {
                int old = st.length;
                st = java.util.Arrays.copyOf(st, Math.max(3 * f + 3, 2 * old + 96));
                java.util.Arrays.fill(st, old, st.length, NO_STOP + 1);
                formStops = st;
            }
            if (st[3 * f] == NO_STOP + 1) {
                endgame.stops(f, stopsOut);
                st[3 * f] = stopsOut[0];
                st[3 * f + 1] = stopsOut[1];
                st[3 * f + 2] = stopsOut[2];
            }
            long l = st[3 * f];
            long r = st[3 * f + 1];
            if (l == NO_STOP || r == NO_STOP) {
                return UNKNOWN;
            }
            sumL += l;
            sumR += r;
            long v = st[3 * f + 2];
            if (v == NO_STOP) {
                numbers = false;
            } else {
                num += v;
            }
        }
        int scale = FormSums.SCALE_BITS;
        long lo;
        long hi;
        if (numbers) {
            lo = num >> scale; // floor
            hi = -((-num) >> scale); // ceiling
        } else {
            lo = (sumR - 1) >> scale; // the largest integer below the sum of the Right stops
            hi = (sumL >> scale) + 1; // the least integer above the sum of the Left stops
        }
        int o = side;
        int p = o ^ 1;
        int[] rows = mixedRows;
        for (int x = 1, end = lines[o] + 1; x < end; x++) {
            rows[x] = taken[at + x] | formRows[x];
        }
        // the loss test's packing (snapshot) and the change count, put back after
        int keptMod = mod;
        int keptLossMod = lossMod;
        int keptLossReal = lossReal;
        int keptProt = areaProt;
        int keptSafe = areaSafe;
        int keptVuln = areaVuln;
        int m = stride;
        System.arraycopy(areaTopRows, 0, savedTop, 0, m);
        System.arraycopy(vulnStartRows, 0, savedVuln, 0, m);
        flipSquares(o, rows);
        int result = UNKNOWN;
        if (askWin) {
            if (racesWin(o, p, (int) (n + lo), true)) {
                result = WIN;
                mixedHits[g]++;
            }
        }
        if (result == UNKNOWN && askLoss) {
            if (racesWin(p, o, (int) -(n + hi), false)) {
                result = LOSS;
                mixedHits[g + 1]++;
            }
        }
        flipSquares(o, rows);
        mod = keptMod;
        lossMod = keptLossMod;
        lossReal = keptLossReal;
        areaProt = keptProt;
        areaSafe = keptSafe;
        areaVuln = keptVuln;
        System.arraycopy(savedTop, 0, areaTopRows, 0, m);
        System.arraycopy(savedVuln, 0, vulnStartRows, 0, m);
        if (result != UNKNOWN) {
            mixedDecided++;
        }
        return result;
    }

    /**
     * Splits the empty squares into regions; decides the state when every region is in the
     * endgame table, else takes the regions of integer value off the board.
     */
    private int regions(int ply) {
        int o = side;
        int[] b = bd[o];
        int n = lines[o];
        int cm = colMask[o];
        int[] rest = scratch; // rows 0..n+1
        int[] comp = scratch; // at stride
        int compAt = stride;
        int at = ply * stride;
        int end = n + 1; // exclusive bounds (see areas)
        for (int x = 0; x < end + 1; x++) {
            rest[x] = x == 0 || x > n ? 0 : ~b[x] & cm;
            taken[at + x] = 0;
        }
        int addSpare = 0;
        boolean allKnown = true;
        int[] others = regionForms;
        int othersCount = 0;
        int[] forms = formRows;
        boolean mix = mixedBound;
        if (mix) {
            for (int x = 1; x < end; x++) {
                forms[x] = 0;
            }
        }
        for (int x = 1; x < end; x++) {
            while (rest[x] != 0) {
                int span = region(rest, comp, compAt, x, n);
                int lo = span & 0xFF;
                int hi = (span >>> 8) & 0xFF;
                int cells = span >>> 16;
                int info;
                if (cells == 1) {
                    info = EndgameTable.integerInfo(0);
                } else if (cells <= EndgameTable.MAX_CELLS) {
                    info = endgame.info(comp, compAt, lo, hi);
                } else {
                    info = EndgameTable.UNKNOWN_INFO;
                }
                if (info == EndgameTable.UNKNOWN_INFO) {
                    allKnown = false;
                } else if (EndgameTable.isInteger(info)) {
                    addSpare += EndgameTable.integer(info);
                    for (int y = lo, until = hi + 1; y < until; y++) {
                        taken[at + y] |= comp[compAt + y];
                    }
                } else {
                    others[othersCount++] = EndgameTable.form(info);
                    for (int y = lo, until = hi + 1; mix && y < until; y++) {
                        forms[y] |= comp[compAt + y];
                    }
                }
            }
        }
        if (allKnown) {
            return endgame.moverWins(others, othersCount, spare + addSpare) ? WIN : LOSS;
        }
        if (mix && othersCount > 0) {
            int r = mixed(ply, at, others, othersCount, spare + addSpare);
            if (r != UNKNOWN) {
                return r;
            }
        }
        boolean any = false;
        for (int x = 1; x < end; x++) {
            if (taken[at + x] != 0) {
                any = true;
                break;
            }
        }
        if (any) {
            flip(o, taken, at);
            spare += addSpare;
            takenSpare[ply] = addSpare;
            tookAny[ply] = true;
        }
        return UNKNOWN;
    }

    /**
     * Flood-fills the region of the lowest empty square of row x of {@code rest} (rows
     * 0..n+1, the region's rows written to {@code comp[compAt + lo .. compAt + hi]}, the other
     * rows cleared) and takes it out of {@code rest}. Returns {@code lo | hi << 8 | cells << 16}.
     * A method of its own so that C2 compiles {@link #regions} once as a method (domino16).
     */
    static int region(int[] rest, int[] comp, int compAt, int x, int n) {
        int end = n + 1;
        // flood fill the region of the lowest empty square of row x
        for (int y = 0; y < end + 1; y++) {
            comp[compAt + y] = 0;
        }
        comp[compAt + x] = rest[x] & -rest[x];
        int lo = x;
        int hi = x;
        // sweeps alternately up and down the rows: each row's fill sees the row just filled
        // before it, so a sweep carries the region through every row in its direction; the sweeps
        // go on until one changes nothing. Measured: region's share of 9x9's samples 7.4% -> 6.5%
        // (docs/performance-log.md, "node18")
        boolean up = true;
        boolean grew = true;
        while (grew) {
            grew = false;
            // each sweep a counted loop over the rows known so far, then one more row when the row
            // past the end takes part: a loop whose exit moved with the region made C2's loop limit
            // check trap (-Xlog:deoptimization: loop_limit_check) and recompile region
            if (up) {
                int y = lo;
                while (true) {
                    for (; y < hi + 1; y++) {
                        int c = comp[compAt + y];
                        int m = rest[y];
                        int seeds = (c | comp[compAt + y - 1] | comp[compAt + y + 1]) & m;
                        // upward through the whole run at once (the carry of m + seeds: it runs through each
                        // seed's run and stops at the clear bit above), downward one square a sweep. Measured:
                        // 9x9's first 4M nodes 7.79 -> 7.00 s with the safe-move shortcut of safeMovesPacked
                        int g = (m & ~(m + seeds)) | ((seeds | (seeds >>> 1)) & m);
                        if (g != c) {
                            comp[compAt + y] = g;
                            grew = true;
                        }
                    }
                    if (hi == n || (comp[compAt + hi] & rest[hi + 1]) == 0) {
                        break;
                    }
                    hi++; // comp of the new row is 0: it grows when filled next
                }
            } else {
                int y = hi;
                while (true) {
                    for (; y > lo - 1; y--) {
                        int c = comp[compAt + y];
                        int m = rest[y];
                        int seeds = (c | comp[compAt + y - 1] | comp[compAt + y + 1]) & m;
                        int g = (m & ~(m + seeds)) | ((seeds | (seeds >>> 1)) & m);
                        if (g != c) {
                            comp[compAt + y] = g;
                            grew = true;
                        }
                    }
                    if (lo == 1 || (comp[compAt + lo] & rest[lo - 1]) == 0) {
                        break;
                    }
                    lo--;
                }
            }
            // a sweep checks the rows past its own end only: the other end, checked by the
            // sweep before, is checked again here when nothing grew (a lone square's first sweep)
            if (!grew && (lo > 1 && (comp[compAt + lo] & rest[lo - 1]) != 0
                    || hi < n && (comp[compAt + hi] & rest[hi + 1]) != 0)) {
                grew = true;
            }
            up = !up;
        }
        int cells = 0;
        for (int y = lo, until = hi + 1; y < until; y++) {
            rest[y] &= ~comp[compAt + y];
            cells += Integer.bitCount(comp[compAt + y]);
        }
        return lo | hi << 8 | cells << 16;
    }

    @Override
    public int moves(int[] out, int at) {
        if (parentRaces) {
            snapshot();
        }
        int count = scoredMoves(out, at);
        sortByKey(out, at, count);
        if (spare > 0) {
            out[at + count++] = SPARE;
        }
        return count;
    }

    /**
     * Obsequi's lazy ordering (Bullock scores every move, puts the best first and sorts the
     * rest only when the first does not cut off): the same order as {@link #moves}, the rest
     * sorted by {@link #orderRest}. Measured in the class comment.
     */
    @Override
    public int movesBestFirst(int[] out, int at) {
        if (parentRaces) {
            snapshot();
        }
        int count = scoredMoves(out, at);
        if (count > 0) {
            int best = 0;
            int bestKey = out[at] >>> 12;
            for (int k = 1; k < count; k++) {
                if ((out[at + k] >>> 12) > bestKey) {
                    bestKey = out[at + k] >>> 12;
                    best = k;
                }
            }
            int v = out[at + best];
            System.arraycopy(out, at, out, at + 1, best); // the others keep their scan order
            out[at] = v & 0xFFF;
        }
        if (spare > 0) {
            out[at + count++] = SPARE; // key 0: stays last when the rest is sorted
        }
        return count;
    }

    @Override
    public void orderRest(int[] out, int at, int count) {
        sortByKey(out, at, count);
    }

    /**
     * Keeps, for this state's children, the loss test's packing of the replier (when the loss
     * test ran on this very board: {@link #lossMod}); see {@link #parentRace}.
     */
    private void snapshot() {
        int d = depth;
        boolean ok = lossMod == mod;
        snapOk[d] = ok;
        if (!ok) {
            return;
        }
        int at = d * stride;
        int n = lines[side ^ 1];
        System.arraycopy(areaTopRows, 0, snapTop, at, n + 2);
        System.arraycopy(vulnStartRows, 0, snapVuln, at, n + 2);
        int c = d * SNAP_COUNTS;
        snapCounts[c] = areaProt;
        snapCounts[c + 1] = areaSafe;
        snapCounts[c + 2] = areaVuln;
        snapCounts[c + 3] = lossReal;
    }

    /** Counts a {@link #snapshot} keeps per ply. */
    private static final int SNAP_COUNTS = 4;

    /**
     * The first race of {@link #raceWins} (against the other's dominoes, on the first packing)
     * for the player to move, counted from the packing the parent's loss test made for this
     * player ({@link #snapshot}) less the assets the parent's move hit, without packing this
     * board. The parent's move covered two squares next to each other across this player's
     * lines (bit i of lines j and j + 1), so neither was protected for this player on the
     * parent's board (each had the other, empty, beside it across the line): the move hit no
     * safe move. The parent's areas and vulnerable dominoes that the move missed are still such
     * here (their squares still empty, the squares that walled them still occupied, and no
     * domino of the other player touches two of them, which every subset of them keeps), so with
     * the safe moves they are a packing of this board, and the race on it a lower bound like any
     * other (what the move added, e.g. squares it protected, is left out: a weaker count, still
     * sound). The other player's real moves are the parent's less those the move took from its
     * own line. A sufficient condition for a win, asked before the full bounds: 90% of the states
     * entered are children of expanded states (docs/performance-log.md, "node20").
     *
     * <p>Counted: it decides 366,405 of 8x8's 2,236,135 children of expanded states, 1,221,558
     * of 3,901,966 in 9x9's first 4M nodes. Measured: 9x9's first 8M nodes 5.547 -> 5.359 s
     * (-3.4%; docs/performance-log.md, "node21").
     */
    private boolean parentRace() {
        int d = depth - 1;
        int move = playedMoves[d];
        int i = move >>> 5;
        int j = move & 31;
        int o = side;
        int q = o ^ 1; // the parent's mover, who played along q: its line i, bits j and j + 1
        int at = d * stride;
        int bit = 1 << i;
        int two = bit | (bit >>> 1); // starts of dominoes along this player's lines covering bit i
        int[] top = snapTop;
        // the move covers bit i of this player's lines j and j + 1: one area on both, or one on each
        int areasHit = (top[at + j] & two) != 0 ? 1
                : ((top[at + j - 1] & two) != 0 ? 1 : 0) + ((top[at + j + 1] & two) != 0 ? 1 : 0);
        int vulnHit = ((snapVuln[at + j] & two) != 0 ? 1 : 0) + ((snapVuln[at + j + 1] & two) != 0 ? 1 : 0);
        int eNow = ~bd[q][i] & colMask[q];
        int c = d * SNAP_COUNTS;
        int otherReal = snapCounts[c + 3] - pairs(eNow | (3 << j)) + pairs(eNow);
        return snapCounts[c + 1] + ClaimRace.value(ClaimRace.AGAINST_DOMINOES, snapCounts[c] - areasHit,
                snapCounts[c + 2] - vulnHit, 0, true) + spare - otherReal >= 1;
    }

    /** Insertion sort of {@code out[at..at+count)}, largest key first (stable: the scan order breaks ties), keys then dropped. */
    private static void sortByKey(int[] out, int at, int count) {
        for (int k = 1; k < count; k++) {
            int v = out[at + k];
            int s = v >>> 12;
            int q = at + k;
            // the move's place found by a loop whose one exit is the data's (at is the floor, tested
            // in the body): "q >= 0 && key < s" made C2's loop limit check trap and recompile
            while (true) {
                if (q == at) {
                    break;
                }
                int prev = out[q - 1];
                if ((prev >>> 12) >= s) {
                    break;
                }
                out[q] = prev;
                q--;
            }
            out[q] = v;
        }
        for (int k = 0; k < count; k++) {
            out[at + k] &= 0xFFF;
        }
    }

    /**
     * The starts of the mover's dominoes in a line with empty squares {@code e} and protected
     * squares {@code pr} (the squares of {@code e} the other player can never cover: both
     * squares across the line occupied), less those another domino of the line dominates.
     *
     * <p><b>The domination</b> (our own argument). A square the other player can never cover is
     * worth keeping empty to the mover: for any game {@code X}, the mover's winning strategy in
     * the position with the square filled wins with it empty too (the other's moves never use
     * it, the mover's strategy never does), so {@code G >= G - q}; and a square the mover can
     * never cover is worth filling: {@code G - q >= G} (Siegel, <i>Combinatorial Game
     * Theory</i>, I.4, the same strategy-copying argument). Let squares {@code j-1, j, j+1} of
     * the line be empty, {@code j+1} protected, and {@code j-2} occupied (or the edge). After
     * the domino {@code (j, j+1)}, square {@code j-1} has both its neighbours in the line
     * occupied, so the mover never covers it: that position is at most {@code H}, the position
     * with {@code j-1, j, j+1} filled. After {@code (j-1, j)}, square {@code j+1} is protected,
     * so that position is at least {@code H}. So {@code (j-1, j)} is at least as good for the
     * mover as {@code (j, j+1)} (A), which need not be searched: if it wins, so does
     * {@code (j-1, j)}. The mirror image: {@code j} protected, {@code j+2} empty, {@code j+3}
     * occupied: {@code (j+1, j+2)} dominates {@code (j, j+1)} (B), applied only when square
     * {@code j-1} is empty, so that no dominating move is itself dropped (A on {@code j+1} needs
     * {@code j-1} occupied; B on {@code j+1} and A on {@code j-1} contradict the conditions of B on
     * {@code j}, and A on {@code j} with B or A on {@code j-1} contradict each other the same way).
     * A domino on two protected squares (a safe move) next to an empty square that ends the line's
     * run is one case; Obsequi never generates safe moves at all, for which we know no
     * argument. Measured: 8x8 3,989,208 -> 3,749,847 nodes (-6%; docs/performance-log.md,
     * domino11).
     */
    static int dominantStarts(int e, int pr) {
        int starts = e & (e >>> 1);
        int blocked = ~e;
        int a = (pr >>> 1) & (e << 1) & (blocked << 2);
        int b = pr & (e >>> 2) & (blocked >>> 3) & ~(blocked << 1);
        return starts & ~(a | b);
    }

    /** The mover's dominoes into {@code out[at..]}, each {@code key << 12 | i << 5 | j}, in scan order; returns how many. */
    private int scoredMoves(int[] out, int at) {
        recountAll(); // the lines' counts, for the states that order moves only (see real)
        int o = side;
        int p = o ^ 1;
        int[] b = bd[o];
        int[] t = bd[p];
        int n = lines[o];
        int cm = colMask[o];
        int cmp = colMask[p];
        int count = 0;
        for (int i = 1, end = n + 1; i < end; i++) {
            int e = ~b[i] & cm;
            int starts = dominantStarts(e, e & b[i - 1] & b[i + 1]);
            if (starts == 0) {
                continue;
            }
            int realRow = real[o][i];
            int safeRow = safe[o][i];
            int above = b[i - 1];
            int below = b[i + 1];
            // the rows two away read at an index always in range (the padding row when there is
            // none): reads inside "if (i > 1)" made C2 hoist range checks that failed at the edge
            // rows and recompile scoredMoves (profile_predicate)
            int aboveTwo = b[Math.max(i - 2, 0)];
            int belowTwo = b[Math.min(i + 2, n + 1)];
            int ea = ~above & cm;
            int eb = ~below & cm;
            int safeAbove = safe[o][i - 1];
            int safeBelow = safe[o][i + 1];
            int lastP = lines[p];
            for (int m = starts; m != 0; m &= m - 1) {
                int j = Integer.numberOfTrailingZeros(m);
                int dom = 3 << j;
                int e2 = e & ~dom;
                // the mover's own moves lost in this row, and safe moves used up
                int score = (pairs(e2) - realRow) + (pairs(e2 & above & below) - safeRow);
                // safe moves the mover gains above and below (the domino protects their squares)
                if (i > 1) {
                    score += pairs(ea & aboveTwo & (b[i] | dom)) - safeAbove;
                }
                if (i < n) {
                    score += pairs(eb & (b[i] | dom) & belowTwo) - safeBelow;
                }
                // the other player's moves lost in the two lines crossed
                int bit = 1 << i;
                int tj = ~t[j] & cmp;
                int tj1 = ~t[j + 1] & cmp;
                score -= (pairs(tj & ~bit) - real[p][j]) + (pairs(tj1 & ~bit) - real[p][j + 1]);
                // safe moves the other player gains beside the domino (reads in range as above)
                if (j > 1) {
                    int tl = ~t[j - 1] & cmp;
                    score -= pairs(tl & t[Math.max(j - 2, 0)] & (t[j] | bit)) - safe[p][j - 1];
                }
                if (j + 1 < lastP) {
                    int tr = ~t[j + 2] & cmp;
                    score -= pairs(tr & (t[j + 1] | bit) & t[Math.min(j + 3, lastP + 1)]) - safe[p][j + 2];
                }
                // the score first (clamped to 8 bits), the position's rank breaking ties
                int key = (Math.max(-128, Math.min(127, score)) + 128) << 10 | position[o][i * 32 + j];
                out[at + count++] = (key << 12) | (i << 5) | j;
            }
        }
        return count;
    }

    /** The squares {@code move} covers, as {r1, c1, r2, c2} of the board (0-based). */
    int[] squares(int move) {
        int i = move >>> 5;
        int j = move & 31;
        return side == 0 ? new int[] {i - 1, j - 1, i - 1, j} : new int[] {j - 1, i - 1, j, i - 1};
    }

    /** The board as text: rows separated by '|', '.' empty, '#' filled. */
    String text() {
        StringBuilder sb = new StringBuilder();
        for (int r = 1; r <= rows; r++) {
            if (r > 1) {
                sb.append('|');
            }
            for (int c = 1; c <= cols; c++) {
                sb.append((bd[0][r] >>> c & 1) != 0 ? '#' : '.');
            }
        }
        return sb.toString();
    }
}
