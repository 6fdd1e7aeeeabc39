package org.sprague.partizan.outcome;

import org.sprague.partizan.games.ToadsAndFrogs;

/**
 * A Toads-and-Frogs strip for {@link AlphaBetaOutcomeSearch}, from the side of the player to
 * move, whose creatures ({@code mine}) always move towards the higher squares: the strip of a
 * position with Right (frogs) to move is reversed. So a position and its mirror image with the
 * creatures swapped and the other player to move share one key. A creature steps on to an
 * empty square or jumps one of the other's creatures on to an empty square beyond
 * ({@link ToadsAndFrogs#jumps}, {@link ToadsAndFrogs#steps}: the rules the labelled strip
 * uses too). Jumps are tried first.
 */
final class ToadsAndFrogsBoard extends TwoLayerBoard {
    private final int length;
    private final long all;
    private final int maxPlies;

    ToadsAndFrogsBoard(int length, long mine, long theirs) {
        // each creature moves only forwards: at most length squares each
        this(length, mine, theirs, length * Long.bitCount(mine | theirs) + 2);
    }

    private ToadsAndFrogsBoard(int length, long mine, long theirs, int maxPlies) {
        super(mine, theirs, maxPlies);
        this.length = length;
        this.all = length == 64 ? -1L : (1L << length) - 1;
        this.maxPlies = maxPlies;
    }

    private long reverse(long m) {
        return Long.reverse(m) >>> (64 - length);
    }

    @Override
    public int maxPlies() {
        return maxPlies;
    }

    @Override
    public int maxMoves() {
        return length;
    }

    @Override
    public int moves(int[] out, int at) {
        int count = 0;
        long empty = all & ~(mine | theirs);
        for (long m = ToadsAndFrogs.jumps(mine, theirs, empty); m != 0; m &= m - 1) {
            out[at + count++] = (Long.numberOfTrailingZeros(m) << 1) | 1; // jumps
        }
        for (long m = ToadsAndFrogs.steps(mine, empty); m != 0; m &= m - 1) {
            out[at + count++] = Long.numberOfTrailingZeros(m) << 1; // steps
        }
        return count;
    }

    @Override
    public void play(int move) {
        save();
        int i = move >>> 1;
        int to = i + ((move & 1) != 0 ? 2 : 1);
        long nm = (mine & ~(1L << i)) | (1L << to);
        mine = reverse(theirs);
        theirs = reverse(nm);
    }

    @Override
    public long key2() {
        return length;
    }

    @Override
    public ToadsAndFrogsBoard copy() {
        return new ToadsAndFrogsBoard(length, mine, theirs);
    }
}
