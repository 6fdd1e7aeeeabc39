package org.sprague.partizan.outcome;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.zip.InflaterInputStream;

/**
 * The race for a Domineering player's vulnerable assets, played out exactly: how much a
 * player ("A", who places dominoes along rows) is sure to collect from protective areas and
 * vulnerable dominoes while the other player ("B", placing across the rows) breaks them.
 * {@link DomineeringBoard}'s bounds use it; this class only knows the abstract race.
 *
 * <p><b>The assets</b> (Breuker, Uiterwijk, van den Herik, "Solving 8x8 Domineering", 2000;
 * Bullock, "Domineering: solving large combinatorial search spaces", MSc thesis, 2002, who
 * calls them protective and vulnerable areas; Uiterwijk 2014 calls the area moves
 * safe-making moves). They are disjoint sets of empty squares, and none holds a square of one
 * of A's safe moves:
 * <ul>
 * <li>a <i>protective area</i>: a 2x2 empty block whose two squares on one side (above or
 * below, the wall) are occupied. A claims it with one domino on the row away from the wall:
 * the other row then has occupied squares above and below, so it is a safe move for A (two
 * moves for A), and B's dominoes in those two columns lose exactly one each (a column's
 * empty run {@code L >= 2} starting at the block drops from {@code floor(L/2)} to
 * {@code floor((L-2)/2)}). B breaks it only with a domino covering a block square: inside
 * the block (nothing is left for A), or across its open side (a block square and the square
 * beyond it). In the second case the block square in the wall row of that column now has
 * occupied squares above and below, so what is left is a domino of A (the wall row) that B can
 * break only with the one domino inside the block's other column: a new <i>single</i>;
 * <li>a <i>vulnerable domino</i>: one of A's dominoes on empty squares. B breaks it by
 * covering one of its squares. It is a <i>double</i> when a square of it is next (across the
 * rows) to a square of another asset, so that one domino of B can break both, else a
 * <i>single</i>: one domino of B breaks at most one single and nothing else.
 * </ul>
 * One domino of B covers two squares, so it breaks at most two assets; the packings in
 * {@link DomineeringBoard} keep protective areas from touching each other, so its choices
 * are: one area (inside), one area and one double across the open side (leaving a new
 * single), one single, one or two doubles, or nothing (a move elsewhere). Treating a single
 * as a double, or ignoring an asset, only gives B more: the race below stays a lower bound.
 *
 * <p><b>The race</b>: A claims one asset per move; B breaks as above. A scores {@code w} for
 * an area and {@code u} for a domino: {@code w = 4, u = 1} when the score is set against B's
 * disjoint dominoes (A's two moves and B's two lost ones); {@code w = 2, u = 1} (A's moves)
 * when it is set against the empty squares; {@code w = 8, u = 3} when it is set against the
 * empty squares counting the protected ones B can never cover (twice an area's 4 squares, twice
 * a domino's 2 squares less the at most one protected square it covers: see
 * {@code DomineeringBoard.raceWins}). {@link #value} is the value of this finite game under best play, computed by
 * dynamic programming over the counts (p areas, s singles, d doubles; A to move or B) when the
 * resource {@code claim-race.bin} is made ({@link #tables}), read from it at run time. Since
 * A's strategy in the real game may be this race strategy (claim what the race says, then
 * play the safe moves), A collects at least the value whatever B does.
 *
 * <p>The open side's remnant single is what makes Bullock's count of "a reply that breaks an
 * area breaks nothing else" safe to use in the limit: a break across the open side costs A the
 * area and a double but returns a single.
 */
final class ClaimRace {
    static final int P = 24;
    static final int S = 64;
    static final int D = 64;

    /** Areas 4, dominoes 1: against the other's disjoint dominoes (A's moves, and the other's lost to an area). */
    static final int AGAINST_DOMINOES = 0;
    /** Areas 2, dominoes 1: A's moves, against the empty squares. */
    static final int MOVES = 1;
    /** Areas 8, dominoes 3: against the empty squares, a claimed domino's protected square not counted unused. */
    static final int AGAINST_SQUARES = 2;
    /** The scores of an area and a domino in each race, by kind. */
    private static final int[][] SCORES = {{4, 1}, {2, 1}, {8, 3}};
    /** The states of one race of {@link #value}. */
    static final int STATES = P * S * D;

    private ClaimRace() {
    }

    private static int at(int p, int s, int d) {
        return (p * S + s) * D + d;
    }

    /** Fills the tables by total number of assets: A's values at n need B's at n - 1, B's at n need A's at n and n - 1. */
    private static void fill(short[] first, short[] second, int w, int one) {
        for (int n = 1; n < P + S + D; n++) {
            for (int p = 0; p < P && p <= n; p++) {
                for (int s = 0; s < S && p + s <= n; s++) {
                    int d = n - p - s;
                    if (d >= D) {
                        continue;
                    }
                    int best = 0;
                    if (p > 0) {
                        best = Math.max(best, w + second[at(p - 1, s, d)]);
                    }
                    if (s > 0) {
                        best = Math.max(best, one + second[at(p, s - 1, d)]);
                    }
                    if (d > 0) {
                        best = Math.max(best, one + second[at(p, s, d - 1)]);
                    }
                    first[at(p, s, d)] = (short) best;
                }
            }
            for (int p = 0; p < P && p <= n; p++) {
                for (int s = 0; s < S && p + s <= n; s++) {
                    int d = n - p - s;
                    if (d >= D) {
                        continue;
                    }
                    int worst = first[at(p, s, d)]; // B moves elsewhere
                    if (p > 0) {
                        worst = Math.min(worst, first[at(p - 1, s, d)]);
                        if (d > 0) {
                            // across the open side: the area and a double go, a single is left;
                            // past the table's singles the single is not counted (a lower bound)
                            worst = Math.min(worst, first[at(p - 1, Math.min(s + 1, S - 1), d - 1)]);
                        }
                    }
                    if (s > 0) {
                        worst = Math.min(worst, first[at(p, s - 1, d)]);
                    }
                    if (d > 0) {
                        worst = Math.min(worst, first[at(p, s, d - 1)]);
                    }
                    if (d > 1) {
                        worst = Math.min(worst, first[at(p, s, d - 2)]);
                    }
                    second[at(p, s, d)] = (short) worst;
                }
            }
        }
    }

    /** The caps of the race that tells dominoes holding a protected square ({@link #againstSquaresHeld}). */
    static final int P5 = 8;
    /**
     * Singles and doubles of each kind 0..11: 8x8 Left first takes the same nodes as with 0..15
     * (2,242,276) and the table is 663,552 states instead of 2,097,152.
     */
    static final int N5 = 12;
    /** The cap of the options in that race: 0..3 (measured: a cap of 7 gave 8x8 0.01% fewer nodes). */
    static final int O5 = 4;
    /** The states of the race of {@link #againstSquaresHeld}. */
    static final int HELD_STATES = P5 * N5 * N5 * N5 * N5 * O5;

    /** The resource holding every table, next to this class: see {@link #tables}. */
    static final String RESOURCE = "claim-race.bin";
    private static final int HELD_AT = 3 * 2 * STATES;

    /** The tables, read at the first lookup (so that {@link #tables} can run without them). */
    private static final class Read {
        /** The tables of {@link #value} then of {@link #againstSquaresHeld}, one byte a state (every score is below 256). */
        static final byte[] TABLES = load();
    }

    private static int at5(int p, int so, int sh, int dop, int dh, int o) {
        return ((((p * N5 + so) * N5 + sh) * N5 + dop) * N5 + dh) * O5 + o;
    }

    /**
     * The race against the squares ({@link #AGAINST_SQUARES}) with each domino's protected square
     * told apart, and the options of the safe moves in the same race: a claimed domino scores 4
     * (twice its two squares) less 1 when it covers one of the protected squares counted
     * unusable by the other player ({@code DomineeringBoard.raceWins}), so 4 for an <i>open</i>
     * domino and 3 for a <i>held</i> one, areas 8, an option 1 (A claims it by playing a safe
     * move shifted onto it; B takes it back by covering it, a domino that breaks nothing else:
     * {@code DomineeringBoard.options}). B's breaks as in {@link #fill}; the single an area
     * leaves when broken across its open side is scored as held (3, as the race of
     * {@link #AGAINST_SQUARES} scores every domino): a lower bound.
     *
     * <p>Filled in one pass in the order of the index: every state a move leads to has a
     * smaller index (one count less; an area broken across its open side is one area less, the
     * most significant count, whatever single it leaves).
     */
    private static void fillHeld(short[] first, short[] second) {
        // each count's stride in the index: the states a move leads to read at i less a constant
        // (at5 per read cost about twice the fill's CPU at a command's start)
        final int sDh = O5;
        final int sDop = N5 * sDh;
        final int sSh = N5 * sDop;
        final int sSo = N5 * sSh;
        final int sP = N5 * sSo;
        int i = 0;
        for (int p = 0; p < P5; p++) {
            for (int so = 0; so < N5; so++) {
                for (int sh = 0; sh < N5; sh++) {
                    // an area broken across its open side: one area and one double less, one held single more
                    int openSide = -sP + (sh + 1 < N5 ? sSh : 0);
                    for (int dop = 0; dop < N5; dop++) {
                        for (int dh = 0; dh < N5; dh++) {
                            for (int o = 0; o < O5; o++, i++) {
                                int best = 0;
                                if (p > 0) {
                                    best = Math.max(best, 8 + second[i - sP]);
                                }
                                if (so > 0) {
                                    best = Math.max(best, 4 + second[i - sSo]);
                                }
                                if (sh > 0) {
                                    best = Math.max(best, 3 + second[i - sSh]);
                                }
                                if (dop > 0) {
                                    best = Math.max(best, 4 + second[i - sDop]);
                                }
                                if (dh > 0) {
                                    best = Math.max(best, 3 + second[i - sDh]);
                                }
                                if (o > 0) {
                                    best = Math.max(best, 1 + second[i - 1]);
                                }
                                first[i] = (short) best;
                                int worst = best; // B moves elsewhere
                                if (p > 0) {
                                    worst = Math.min(worst, first[i - sP]);
                                    if (dop > 0) {
                                        worst = Math.min(worst, first[i + openSide - sDop]);
                                    }
                                    if (dh > 0) {
                                        worst = Math.min(worst, first[i + openSide - sDh]);
                                    }
                                }
                                if (so > 0) {
                                    worst = Math.min(worst, first[i - sSo]);
                                }
                                if (sh > 0) {
                                    worst = Math.min(worst, first[i - sSh]);
                                }
                                if (dop > 0) {
                                    worst = Math.min(worst, first[i - sDop]);
                                }
                                if (dh > 0) {
                                    worst = Math.min(worst, first[i - sDh]);
                                }
                                if (dop > 1) {
                                    worst = Math.min(worst, first[i - 2 * sDop]);
                                }
                                if (dh > 1) {
                                    worst = Math.min(worst, first[i - 2 * sDh]);
                                }
                                if (dop > 0 && dh > 0) {
                                    worst = Math.min(worst, first[i - sDop - sDh]);
                                }
                                if (o > 0) {
                                    worst = Math.min(worst, first[i - 1]);
                                }
                                second[i] = (short) worst;
                            }
                        }
                    }
                }
            }
        }
    }

    /**
     * What A is sure to score in the race against the squares with open and held dominoes told
     * apart and {@code o} options in the race ({@link #fillHeld}): {@code p} areas, {@code so}
     * open and {@code sh} held singles, {@code dop} open and {@code dh} held doubles. Counts past
     * the caps are capped (a lower bound).
     */
    static int againstSquaresHeld(int p, int so, int sh, int dop, int dh, int o, boolean aFirst) {
        int i = at5(Math.min(p, P5 - 1), Math.min(so, N5 - 1), Math.min(sh, N5 - 1), Math.min(dop, N5 - 1),
                Math.min(dh, N5 - 1), Math.min(o, O5 - 1));
        return Read.TABLES[HELD_AT + (aFirst ? 0 : HELD_STATES) + i] & 0xFF;
    }

    /**
     * What A is sure to score, {@code p} areas, {@code s} singles and {@code d} doubles on the
     * board, A claiming next ({@code aFirst}) or B breaking next, in the race {@code kind}
     * ({@link #AGAINST_DOMINOES}, {@link #MOVES}, {@link #AGAINST_SQUARES}). Counts past the
     * tables are capped (fewer assets: a lower bound still).
     */
    static int value(int kind, int p, int s, int d, boolean aFirst) {
        int i = at(Math.min(p, P - 1), Math.min(s, S - 1), Math.min(d, D - 1));
        return Read.TABLES[(2 * kind + (aFirst ? 0 : 1)) * STATES + i] & 0xFF;
    }

    /**
     * Every table computed from the rules above ({@link #fill}, {@link #fillHeld}), in the
     * resource's order: for each race of {@link #value} by kind, A's values then B's, then A's
     * and B's of {@link #againstSquaresHeld}; one byte a state. {@code ClaimRaceTablesTest}
     * compares the resource with this (and rewrites it when asked), so the two never drift.
     */
    static byte[] tables() {
        byte[] out = new byte[HELD_AT + 2 * HELD_STATES];
        int at = 0;
        for (int[] score : SCORES) {
            short[] first = new short[STATES];
            short[] second = new short[STATES];
            fill(first, second, score[0], score[1]);
            at = copy(first, out, at);
            at = copy(second, out, at);
        }
        short[] first = new short[HELD_STATES];
        short[] second = new short[HELD_STATES];
        fillHeld(first, second);
        at = copy(first, out, at);
        copy(second, out, at);
        return out;
    }

    private static int copy(short[] values, byte[] out, int at) {
        for (short v : values) {
            if (v < 0 || v > 255) {
                throw new IllegalStateException("a race's score " + v + " does not fit the table's byte");
            }
            out[at++] = (byte) v;
        }
        return at;
    }

    /**
     * The tables from the resource {@link #RESOURCE} (deflated, about 70 kB), read at the first
     * use of the races: computing them took 0.26 s in a fresh JVM (docs/performance-log.md, domino16).
     */
    private static byte[] load() {
        byte[] out = new byte[3 * 2 * STATES + 2 * HELD_STATES];
        try (InputStream raw = ClaimRace.class.getResourceAsStream(RESOURCE)) {
            if (raw == null) {
                throw new IllegalStateException("the resource " + RESOURCE + " of ClaimRace is missing");
            }
            try (InputStream in = new InflaterInputStream(raw)) {
                if (in.readNBytes(out, 0, out.length) != out.length || in.read() != -1) {
                    throw new IllegalStateException("the resource " + RESOURCE + " of ClaimRace has the wrong size");
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
