package org.sprague.partizan.outcome;

/**
 * A Toads-and-Frogs strip for {@link AlphaBetaOutcomeSearch}, from the side of the player to
 * move, whose creatures ({@code mine}) always move towards the higher squares: the strip of a
 * position with Right (frogs) to move is reversed. So a position and its mirror image with the
 * creatures swapped and the other player to move share one key. A creature steps on to an
 * empty square or jumps one of the other's creatures on to an empty square beyond. Jumps are
 * tried first.
 */
final class ToadsAndFrogsBoard implements OutcomeBoard {
    private final int length;
    private final long all;
    private long mine;
    private long theirs;
    private final long[] history;
    private int depth;
    private final int maxPlies;

    ToadsAndFrogsBoard(int length, long mine, long theirs) {
        this.length = length;
        this.all = length == 64 ? -1L : (1L << length) - 1;
        this.mine = mine;
        this.theirs = theirs;
        // each creature moves only forwards: at most length squares each
        this.maxPlies = length * Long.bitCount(mine | theirs) + 2;
        history = new long[2 * (maxPlies + 2)];
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
    public int enter(int ply) {
        return UNKNOWN;
    }

    @Override
    public void leave(int ply) {
    }

    @Override
    public int moves(int[] out, int at) {
        int count = 0;
        long empty = all & ~(mine | theirs);
        for (long m = mine & (theirs >>> 1) & (empty >>> 2); m != 0; m &= m - 1) {
            out[at + count++] = (Long.numberOfTrailingZeros(m) << 1) | 1; // jumps
        }
        for (long m = mine & (empty >>> 1); m != 0; m &= m - 1) {
            out[at + count++] = Long.numberOfTrailingZeros(m) << 1; // steps
        }
        return count;
    }

    @Override
    public void play(int move) {
        history[2 * depth] = mine;
        history[2 * depth + 1] = theirs;
        depth++;
        int i = move >>> 1;
        int to = i + ((move & 1) != 0 ? 2 : 1);
        long nm = (mine & ~(1L << i)) | (1L << to);
        mine = reverse(theirs);
        theirs = reverse(nm);
    }

    @Override
    public void undo(int move) {
        depth--;
        mine = history[2 * depth];
        theirs = history[2 * depth + 1];
    }

    @Override
    public long key0() {
        return mine;
    }

    @Override
    public long key1() {
        return theirs;
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
