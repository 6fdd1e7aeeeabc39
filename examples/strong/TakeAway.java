import org.sprague.game.InvalidInputException;
import org.sprague.strong.StrongGame;
import org.sprague.strong.Value;

/**
 * A game file for 'sprague strong': a pile of N tokens, each player takes 1, 2 or 3, and
 * whoever takes the last token wins. The position code is the number of tokens left.
 *
 *   sprague strong --game-file examples/strong/TakeAway.java --db take.db 21
 *   sprague query take.db 8 --game-file examples/strong/TakeAway.java --game-arg 21
 */
public class TakeAway implements StrongGame {
    private final int start;

    public TakeAway(String... args) {
        if (args.length > 1) {
            throw new InvalidInputException("TakeAway takes one argument, the pile size");
        }
        try {
            start = args.length == 0 ? 21 : Integer.parseInt(args[0]);
        } catch (NumberFormatException e) {
            throw new InvalidInputException("TakeAway: the pile size must be a number, not '" + args[0] + "'");
        }
    }

    @Override
    public String id() {
        return "file:TakeAway:" + start;
    }

    @Override
    public long start() {
        return start;
    }

    @Override
    public int maxMoves() {
        return 3;
    }

    @Override
    public int moves(long pile, long[] children) {
        int k = 0;
        for (int take = 1; take <= 3 && take <= pile; take++) {
            children[k++] = pile - take;
        }
        return k;
    }

    @Override
    public Value primitive(long pile) {
        return pile == 0 ? Value.LOSE : null; // the opponent took the last token
    }

    @Override
    public String format(long pile) {
        return Long.toString(pile);
    }

    @Override
    public long parse(String text) {
        try {
            return Long.parseLong(text.trim());
        } catch (NumberFormatException e) {
            throw new InvalidInputException("TakeAway: a position is the number of tokens, not '" + text + "'");
        }
    }

    @Override
    public String moveName(long from, long to) {
        return "take " + (from - to);
    }

    /** Tiers: the pile size itself, so each tier is one position and every move goes to a smaller tier. */
    @Override
    public int tier(long pile) {
        return (int) pile;
    }
}
