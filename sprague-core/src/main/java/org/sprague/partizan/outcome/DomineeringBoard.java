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
 * <p>Knowledge at each state ({@link #enter}), each sound:
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
    static final boolean SKIP_SAFE = Boolean.getBoolean("skipSafe");

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

    // a table lookup instead of the loop: 8x8 search 9% faster (one run, load 5)
    private static int pairs(int m) {
        return (m >>> 16) == 0 ? PAIRS[m] : pairsSlow(m);
    }

    final int rows;
    final int cols;
    /** bd[0]: the board's rows (rows + 2 words), bd[1]: its columns (cols + 2 words). */
    final int[][] bd;
    private final int[] lines = new int[2];
    private final int[] colMask = new int[2];
    private final int[][] real;
    private final int[][] safe;
    private final int[] totalReal = new int[2];
    private final int[] totalSafe = new int[2];
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
        recountAll();
        side = leftToMove ? 1 : 0;
        stride = Math.max(rows, cols) + 2;
        int plies = maxPlies() + 2;
        taken = new int[plies * stride];
        takenSpare = new int[plies];
        tookAny = new boolean[plies];
        scratch = new int[stride * 4 + 8];
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
        real = new int[][] {b.real[0].clone(), b.real[1].clone()};
        safe = new int[][] {b.safe[0].clone(), b.safe[1].clone()};
        System.arraycopy(b.totalReal, 0, totalReal, 0, 2);
        System.arraycopy(b.totalSafe, 0, totalSafe, 0, 2);
        side = b.side;
        spare = b.spare;
        System.arraycopy(b.keys, 0, keys, 0, 16);
        cellKeys = b.cellKeys;
        stride = b.stride;
        taken = new int[b.taken.length];
        takenSpare = new int[b.takenSpare.length];
        tookAny = new boolean[b.tookAny.length];
        scratch = new int[b.scratch.length];
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

    private void recount(int o, int x) {
        int[] b = bd[o];
        int e = ~b[x] & colMask[o];
        int r = pairs(e);
        int s = pairs(e & b[x - 1] & b[x + 1]);
        totalReal[o] += r - real[o][x];
        totalSafe[o] += s - safe[o][x];
        real[o][x] = r;
        safe[o][x] = s;
    }

    private void recountAll() {
        for (int o = 0; o < 2; o++) {
            for (int x = 1; x <= lines[o]; x++) {
                recount(o, x);
            }
        }
    }

    /** Toggles the domino at row {@code i}, bits {@code j, j+1} of orientation {@code o} (place or lift). */
    private void toggle(int o, int i, int j) {
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
        long[] k = keys;
        long[] ck = cellKeys;
        int ca = a * 16;
        int cb = b * 16;
        for (int w = 0; w < 16; w++) {
            k[w] ^= ck[ca + w] ^ ck[cb + w];
        }
        int n = lines[o];
        recount(o, i);
        if (i > 1) {
            recount(o, i - 1);
        }
        if (i < n) {
            recount(o, i + 1);
        }
        int m = lines[p];
        for (int x = Math.max(1, j - 1); x <= Math.min(m, j + 2); x++) {
            recount(p, x);
        }
    }

    @Override
    public void play(int move) {
        if (move == SPARE) {
            spare--;
        } else {
            toggle(side, move >>> 5, move & 31);
        }
        side ^= 1;
        spare = -spare;
    }

    @Override
    public void undo(int move) {
        spare = -spare;
        side ^= 1;
        if (move == SPARE) {
            spare++;
        } else {
            toggle(side, move >>> 5, move & 31);
        }
    }

    private static boolean lessUnsigned(long hiA, long loA, long hiB, long loB) {
        return hiA != hiB ? Long.compareUnsigned(hiA, hiB) < 0 : Long.compareUnsigned(loA, loB) < 0;
    }

    private int bestImage() {
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

    @Override
    public int enter(int ply) {
        tookAny[ply] = false;
        int r = bounds();
        if (r != UNKNOWN || endgame == null) {
            return r;
        }
        r = regions(ply);
        if (r != UNKNOWN) {
            return r;
        }
        return tookAny[ply] ? bounds() : UNKNOWN;
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
        if (totalSafe[o] + spare > totalReal[p]) {
            return WIN;
        }
        if (totalSafe[p] - spare >= totalReal[o]) {
            return LOSS;
        }
        // measured on 7x7: 1,000,568 nodes with safe moves only, 206,076 with the areas too
        areas(o);
        int protClaims = (areaProt + 1) >> 1;
        int kept = totalSafe[o] + ((areaProt + areaVuln + 1) >> 1) + protClaims;
        int otherMax = totalReal[p] - 2 * protClaims;
        if (spare >= 0) {
            // the squares: the other's dominoes fit in the empty squares the mover's kept moves
            // and the squares nobody can use leave free
            otherMax = Math.min(otherMax, (areaEmpty - 2 * kept - areaUnused) >> 1);
            if (kept + spare > otherMax) {
                return WIN;
            }
        } else if (kept > otherMax - spare) {
            return WIN;
        }
        // the second strategy: vulnerable dominoes in every row, those sharing a column with
        // one in a row beside them counted a third (one domino of the other breaks two)
        // protective areas first, then vulnerable dominoes: see claimsWin
        if (claimsWin(areaProt, spreadSingle, spreadDouble, totalSafe[o], totalReal[p], areaEmpty, spreadUnused,
                spare, true)) {
            return WIN;
        }
        areas(p);
        protClaims = areaProt >> 1;
        kept = totalSafe[p] + ((areaProt + areaVuln) >> 1) + protClaims;
        int moverMax = totalReal[o] - 2 * protClaims;
        if (spare <= 0) {
            moverMax = Math.min(moverMax, (areaEmpty - 2 * kept - areaUnused) >> 1);
            if (kept - spare >= moverMax) {
                return LOSS;
            }
        } else if (kept >= moverMax + spare) {
            return LOSS;
        }
        if (claimsWin(areaProt, spreadSingle, spreadDouble, totalSafe[p], totalReal[o], areaEmpty, spreadUnused,
                -spare, false)) {
            return LOSS;
        }
        return UNKNOWN;
    }

    /**
     * Whether a player with {@code p} protective areas, {@code single} and {@code dbl}
     * vulnerable dominoes (all rows, a double sharing a column with one beside it) and
     * {@code safe} safe moves outlasts the other player (at most {@code otherReal} moves), moving
     * first or second, {@code spare} the integer they are ahead by. The player claims areas
     * first; say they claim {@code b} of them, the other breaking the rest, so the other's other
     * moves in that phase ({@code 2b - p}, one more moving second) break at most two doubles
     * each, and those breaking an area at most one double beside it; then each round of a claim
     * and a reply takes at most 1 from singles/2 + doubles/3.
     * Kept: {@code 2b} + the vulnerable dominoes claimed; the other's moves: at most
     * {@code otherReal - 2b}, and at most the dominoes that fit in the squares left. The bound
     * must hold for every {@code b} the other can force.
     */
    private static final int SLOTS = 48;
    private static final int FREE = 12;
    /**
     * The vulnerable dominoes a player claims for sure, moving next, from {@code single} singles
     * and {@code dbl} doubles, after the other player's {@code pairs} free replies (each breaking
     * two doubles or one single) and {@code extras} (each one double): the value of the game where
     * the player claims one a move and the other breaks, played out exactly (a table, built once).
     */
    private static final short[] CLAIMS = claimsTable();

    private static short[] claimsTable() {
        // f[a][c][0]: the player claims next; f[a][c][1]: the other breaks next
        int[][][] f = new int[SLOTS][SLOTS][2];
        for (int total = 1; total < 2 * SLOTS; total++) {
            for (int a = 0; a < SLOTS; a++) {
                int c = total - a;
                if (c < 0 || c >= SLOTS) {
                    continue;
                }
                int best = 0;
                if (a > 0) {
                    best = Math.max(best, 1 + f[a - 1][c][1]);
                }
                if (c > 0) {
                    best = Math.max(best, 1 + f[a][c - 1][1]);
                }
                f[a][c][0] = best;
            }
            for (int a = 0; a < SLOTS; a++) {
                int c = total - a;
                if (c < 0 || c >= SLOTS) {
                    continue;
                }
                int worst = f[a][c][0];
                if (a > 0) {
                    worst = Math.min(worst, f[a - 1][c][0]);
                }
                if (c > 0) {
                    worst = Math.min(worst, f[a][c - 1][0]);
                }
                if (c > 1) {
                    worst = Math.min(worst, f[a][c - 2][0]);
                }
                f[a][c][1] = worst;
            }
        }
        // the free replies, spent in any order before the claims start: g[pairs][extras][a][c]
        int[][][][] g = new int[FREE][FREE][SLOTS][SLOTS];
        for (int pairs = 0; pairs < FREE; pairs++) {
            for (int extras = 0; extras < FREE; extras++) {
                for (int a = 0; a < SLOTS; a++) {
                    for (int c = 0; c < SLOTS; c++) {
                        int v;
                        if (pairs == 0 && extras == 0) {
                            v = f[a][c][0];
                        } else if (extras > 0) {
                            v = g[pairs][extras - 1][a][c];
                            if (c > 0) {
                                v = Math.min(v, g[pairs][extras - 1][a][c - 1]);
                            }
                        } else {
                            v = g[pairs - 1][0][a][c];
                            if (a > 0) {
                                v = Math.min(v, g[pairs - 1][0][a - 1][c]);
                            }
                            if (c > 0) {
                                v = Math.min(v, g[pairs - 1][0][a][c - 1]);
                            }
                            if (c > 1) {
                                v = Math.min(v, g[pairs - 1][0][a][c - 2]);
                            }
                        }
                        g[pairs][extras][a][c] = v;
                    }
                }
            }
        }
        short[] t = new short[SLOTS * SLOTS * FREE * FREE];
        for (int a = 0; a < SLOTS; a++) {
            for (int c = 0; c < SLOTS; c++) {
                for (int pairs = 0; pairs < FREE; pairs++) {
                    for (int extras = 0; extras < FREE; extras++) {
                        t[((a * SLOTS + c) * FREE + pairs) * FREE + extras] = (short) g[pairs][extras][a][c];
                    }
                }
            }
        }
        return t;
    }

    private static boolean claimsWin(int p, int single, int dbl, int safe, int otherReal, int empty, int unused,
            int spare, boolean first) {
        int extra = first ? 0 : 1;
        for (int b = first ? (p + 1) >> 1 : p >> 1; b <= p; b++) {
            int broken = Math.max(0, 2 * b + extra - p); // replies in the area phase spent on dominoes
            int claims;
            if (single < SLOTS && dbl < SLOTS && broken < FREE && p - b < FREE) {
                // the race played out exactly (the potential below rounds down; measured: the same
                // 106,099 nodes on 7x7 either way, kept because it is never weaker)
                claims = CLAIMS[((single * SLOTS + dbl) * FREE + broken) * FREE + (p - b)];
            } else {
                // each reply breaking an area may break one double beside it too
                int phi6 = 3 * single + 2 * dbl - 4 * broken - 2 * (p - b);
                claims = phi6 <= 0 ? 0 : (phi6 + 5) / 6;
            }
            int kept = safe + 2 * b + claims;
            int otherMax = otherReal - 2 * b;
            if (first) {
                if (spare >= 0) {
                    otherMax = Math.min(otherMax, (empty - 2 * kept - unused) >> 1);
                    if (kept + spare <= otherMax) {
                        return false;
                    }
                } else if (kept <= otherMax - spare) {
                    return false;
                }
            } else {
                // moving second: the other must run out first (kept + spare >= their moves)
                if (spare >= 0) {
                    otherMax = Math.min(otherMax, (empty - 2 * kept - unused) >> 1);
                    if (kept + spare < otherMax) {
                        return false;
                    }
                } else if (kept < otherMax - spare) {
                    return false;
                }
            }
        }
        return true;
    }

    private int areaProt;
    private int areaVuln;
    private int areaEmpty;
    private int areaUnused;
    private int spreadSingle;
    private int spreadDouble;
    private int spreadUnused;
    private final int[] chosenRows = new int[34];
    private final int[] chosenStarts = new int[34];

    private final int[] sensFor = new int[34];
    private final int[] usedFor = new int[34];
    private final int[] blockCells = new int[34];

    /**
     * Counts, for the player moving along the rows of orientation o, disjoint protective areas
     * ({@link #areaProt}) and vulnerable dominoes ({@link #areaVuln}), chosen row by row (greedy:
     * a lower bound of the best choice, which is all the bound needs) so that one domino of the
     * other player breaks at most one of them.
     *
     * <p>A protective area is a 2x2 empty block with a wall (occupied squares) above or below
     * both its columns: the player's domino on the row away from the wall makes the other row a
     * safe move. The other player breaks it with a domino inside it or reaching in from the open
     * side, so no other area or domino may use the open side's squares in those columns. A
     * vulnerable domino is on empty squares not both protected and not of a safe move, and
     * shares no column with a vulnerable domino or open side in the row beside it.
     */
    private void areas(int o) {
        int[] b = bd[o];
        int n = lines[o];
        int cm = colMask[o];
        int prot = 0;
        int vuln = 0;
        int empty = 0;
        int unused = 0;
        int[] sens = sensFor; // sens[x]: squares of row x-1 a domino across rows x-1, x would also break
        int[] used = usedFor; // used[x]: squares of row x already in an area
        int unusedAll = 0;
        for (int x = 0; x <= n + 2; x++) {
            sens[x] = 0;
            used[x] = 0;
            blockCells[x] = 0;
            chosenRows[x] = 0;
        }
        for (int x = 1; x <= n; x++) {
            int e = ~b[x] & cm;
            int sensHere = sens[x];
            int usedHere = used[x];
            if (x < n) {
                int cand = e & ~usedHere & ~sensHere & ~b[x + 1];
                int above = b[x - 1];
                int below = b[x + 2];
                for (int m = cand & (cand >>> 1); m != 0; ) {
                    int low = m & -m;
                    int pair = low | (low << 1);
                    boolean wallAbove = (above & pair) == pair;
                    boolean wallBelow = (below & pair) == pair;
                    if (!wallAbove && !wallBelow) {
                        m &= ~low;
                        continue;
                    }
                    usedHere |= pair;
                    used[x + 1] |= pair;
                    blockCells[x] |= pair;
                    blockCells[x + 1] |= pair;
                    if (!wallBelow) {
                        sens[x + 2] |= pair; // open below: the squares under the block are off limits
                    }
                    prot++;
                    m &= ~(low | (low << 1) | (low >>> 1));
                }
            }
            int pr = e & b[x - 1] & b[x + 1];
            int safeCells = 0;
            for (int m = pr & (pr >>> 1); m != 0; ) {
                int low = m & -m;
                safeCells |= low | (low << 1);
                m &= ~(low | (low << 1) | (low >>> 1));
            }
            int avail = e & ~safeCells & ~usedHere & ~sensHere;
            int chosen = 0;
            for (int m = avail & (avail >>> 1); m != 0; ) {
                int low = m & -m;
                chosen |= low | (low << 1);
                vuln++;
                m &= ~(low | (low << 1) | (low >>> 1));
            }
            sens[x + 1] |= chosen;
            // every row: dominoes that may share a column with one beside them (classified below)
            int all = e & ~safeCells & ~usedHere;
            int allChosen = 0;
            int allStarts = 0;
            for (int m = all & (all >>> 1); m != 0; ) {
                int low = m & -m;
                allChosen |= low | (low << 1);
                allStarts |= low;
                m &= ~(low | (low << 1) | (low >>> 1));
            }
            chosenRows[x] = allChosen;
            chosenStarts[x] = allStarts;
            unusedAll += Integer.bitCount(pr & ~safeCells & ~allChosen);
            empty += Integer.bitCount(e);
            // protected squares in no safe move or vulnerable domino: the other player can never use them
            unused += Integer.bitCount(pr & ~safeCells & ~chosen);
        }
        areaProt = prot;
        areaVuln = vuln;
        areaEmpty = empty;
        areaUnused = unused;
        int single = 0;
        int dbl = 0;
        int[] ch = chosenRows;
        for (int x = 1; x <= n; x++) {
            // a domino beside another, or beside a protective area (one reply breaks both): a double
            int beside = ch[x - 1] | ch[x + 1] | blockCells[x - 1] | blockCells[x + 1];
            for (int m = chosenStarts[x]; m != 0; m &= m - 1) {
                int low = m & -m;
                if (((low | (low << 1)) & beside) != 0) {
                    dbl++;
                } else {
                    single++;
                }
            }
        }
        spreadSingle = single;
        spreadDouble = dbl;
        spreadUnused = unusedAll;
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

    /** Toggles the squares {@code mask[at + x]} of rows x of orientation o, in both orientations. */
    private void flip(int o, int[] mask, int at) {
        int p = o ^ 1;
        int n = lines[o];
        for (int x = 1; x <= n; x++) {
            int m = mask[at + x];
            if (m == 0) {
                continue;
            }
            bd[o][x] ^= m;
            for (int bits = m; bits != 0; bits &= bits - 1) {
                int y = Integer.numberOfTrailingZeros(bits);
                bd[p][y] ^= 1 << x;
                int cell = o == 0 ? (x - 1) * cols + (y - 1) : (y - 1) * cols + (x - 1);
                for (int w = 0; w < 16; w++) {
                    keys[w] ^= cellKeys[cell * 16 + w];
                }
            }
        }
        recountAll();
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
        for (int x = 0; x <= n + 1; x++) {
            rest[x] = x == 0 || x > n ? 0 : ~b[x] & cm;
            taken[at + x] = 0;
        }
        int addSpare = 0;
        boolean allKnown = true;
        int[] others = null;
        int othersCount = 0;
        for (int x = 1; x <= n; x++) {
            while (rest[x] != 0) {
                // flood fill the region of the lowest empty square of row x
                for (int y = 0; y <= n + 1; y++) {
                    comp[compAt + y] = 0;
                }
                comp[compAt + x] = rest[x] & -rest[x];
                int lo = x;
                int hi = x;
                boolean grew = true;
                while (grew) {
                    grew = false;
                    for (int y = lo; y <= hi; y++) {
                        int c = comp[compAt + y];
                        int g = (c | (c << 1) | (c >>> 1) | comp[compAt + y - 1] | comp[compAt + y + 1]) & rest[y];
                        if (g != c) {
                            comp[compAt + y] = g;
                            grew = true;
                        }
                    }
                    if (lo > 1 && (comp[compAt + lo] & rest[lo - 1]) != 0) {
                        lo--;
                        comp[compAt + lo] = comp[compAt + lo + 1] & rest[lo];
                        grew = true;
                    }
                    if (hi < n && (comp[compAt + hi] & rest[hi + 1]) != 0) {
                        hi++;
                        comp[compAt + hi] = comp[compAt + hi - 1] & rest[hi];
                        grew = true;
                    }
                }
                int cells = 0;
                for (int y = lo; y <= hi; y++) {
                    rest[y] &= ~comp[compAt + y];
                    cells += Integer.bitCount(comp[compAt + y]);
                }
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
                    for (int y = lo; y <= hi; y++) {
                        taken[at + y] |= comp[compAt + y];
                    }
                } else {
                    if (others == null) {
                        others = new int[8];
                    } else if (othersCount == others.length) {
                        others = java.util.Arrays.copyOf(others, othersCount * 2);
                    }
                    others[othersCount++] = EndgameTable.form(info);
                }
            }
        }
        if (allKnown) {
            return endgame.moverWins(others, othersCount, spare + addSpare) ? WIN : LOSS;
        }
        boolean any = false;
        for (int x = 1; x <= n; x++) {
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

    @Override
    public int moves(int[] out, int at) {
        int o = side;
        int p = o ^ 1;
        int[] b = bd[o];
        int[] t = bd[p];
        int n = lines[o];
        int cm = colMask[o];
        int cmp = colMask[p];
        int count = 0;
        for (int i = 1; i <= n; i++) {
            int e = ~b[i] & cm;
            int starts = e & (e >>> 1);
            if (SKIP_SAFE) {
                int pr = e & b[i - 1] & b[i + 1];
                starts &= ~(pr & (pr >>> 1));
            }
            if (starts == 0) {
                continue;
            }
            int realRow = real[o][i];
            int safeRow = safe[o][i];
            int above = b[i - 1];
            int below = b[i + 1];
            for (int m = starts; m != 0; m &= m - 1) {
                int j = Integer.numberOfTrailingZeros(m);
                int dom = 3 << j;
                int e2 = e & ~dom;
                // the mover's own moves lost in this row, and safe moves used up
                int score = (pairs(e2) - realRow) + (pairs(e2 & above & below) - safeRow);
                // safe moves the mover gains above and below (the domino protects their squares)
                if (i > 1) {
                    int ea = ~above & cm;
                    score += pairs(ea & b[i - 2] & (b[i] | dom)) - safe[o][i - 1];
                }
                if (i < n) {
                    int eb = ~below & cm;
                    score += pairs(eb & (b[i] | dom) & b[i + 2]) - safe[o][i + 1];
                }
                // the other player's moves lost in the two lines crossed
                int bit = 1 << i;
                int tj = ~t[j] & cmp;
                int tj1 = ~t[j + 1] & cmp;
                score -= (pairs(tj & ~bit) - real[p][j]) + (pairs(tj1 & ~bit) - real[p][j + 1]);
                // safe moves the other player gains beside the domino
                if (j > 1) {
                    int tl = ~t[j - 1] & cmp;
                    score -= pairs(tl & t[j - 2] & (t[j] | bit)) - safe[p][j - 1];
                }
                if (j + 1 < lines[p]) {
                    int tr = ~t[j + 2] & cmp;
                    score -= pairs(tr & (t[j + 1] | bit) & t[j + 3]) - safe[p][j + 2];
                }
                out[at + count++] = ((score + 256) << 12) | (i << 5) | j;
            }
        }
        // insertion sort, best score first (stable: the scan order breaks ties)
        for (int k = 1; k < count; k++) {
            int v = out[at + k];
            int s = v >>> 12;
            int q = k - 1;
            while (q >= 0 && (out[at + q] >>> 12) < s) {
                out[at + q + 1] = out[at + q];
                q--;
            }
            out[at + q + 1] = v;
        }
        for (int k = 0; k < count; k++) {
            out[at + k] &= 0xFFF;
        }
        if (spare > 0) {
            out[at + count++] = SPARE;
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
