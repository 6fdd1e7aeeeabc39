import org.sprague.game.InvalidInputException;
import org.sprague.strong.StrongGame;
import org.sprague.strong.Value;

/**
 * A scored game file for 'sprague strong': a row of coins; each player in turn takes the coin
 * at either end; when the row is empty, the margin is the difference of the players' totals.
 * The solver finds, for every position, the best margin the player to move can force.
 *
 *   sprague strong --game-file examples/strong/CoinRow.java --db coins.db 3 9 1 2 8 5
 *   sprague query coins.db --game-file examples/strong/CoinRow.java --game-arg 3 --game-arg 9 ...
 *
 * Position code: bits 0-4 the leftmost coin left (l), bits 5-9 one past the rightmost (r),
 * bits 10 and up the mover's total minus the opponent's so far, plus 512.
 */
public class CoinRow implements StrongGame {
    private final int[] coins;

    public CoinRow(String... args) {
        if (args.length == 0 || args.length > 20) {
            throw new InvalidInputException("CoinRow takes 1 to 20 coin values, e.g. 3 9 1 2 8 5");
        }
        coins = new int[args.length];
        int sum = 0;
        for (int i = 0; i < args.length; i++) {
            try {
                coins[i] = Integer.parseInt(args[i]);
            } catch (NumberFormatException e) {
                throw new InvalidInputException("CoinRow: a coin is a number 0..9, not '" + args[i] + "'");
            }
            if (coins[i] < 0 || coins[i] > 9) {
                throw new InvalidInputException("CoinRow: a coin is a number 0..9, not '" + args[i] + "'");
            }
            sum += coins[i];
        }
        if (sum > 63) {
            throw new InvalidInputException("CoinRow: the coins add up to " + sum + "; a margin is at most 63");
        }
    }

    private static long code(int l, int r, int diff) {
        return l | r << 5 | (long) (diff + 512) << 10;
    }

    @Override
    public String id() {
        StringBuilder sb = new StringBuilder("file:CoinRow");
        for (int c : coins) {
            sb.append(':').append(c);
        }
        return sb.toString();
    }

    @Override
    public long start() {
        return code(0, coins.length, 0);
    }

    @Override
    public int maxMoves() {
        return 2;
    }

    @Override
    public int moves(long p, long[] children) {
        int l = (int) p & 31;
        int r = (int) (p >>> 5) & 31;
        int diff = (int) (p >>> 10) - 512;
        // the opponent moves next: their view of the difference is the negation
        children[0] = code(l + 1, r, -(diff + coins[l]));
        if (r - l == 1) {
            return 1;
        }
        children[1] = code(l, r - 1, -(diff + coins[r - 1]));
        return 2;
    }

    @Override
    public Value primitive(long p) {
        int l = (int) p & 31;
        int r = (int) (p >>> 5) & 31;
        return l == r ? Value.TIE : null; // the row is empty: score() says who is ahead
    }

    @Override
    public boolean scored() {
        return true;
    }

    @Override
    public int score(long p) {
        return (int) (p >>> 10) - 512;
    }

    /** Tiers: the coins left; every move takes one. */
    @Override
    public int tier(long p) {
        return ((int) (p >>> 5) & 31) - ((int) p & 31);
    }

    /** The range of coins left and the mover's lead, then the coins: "2-4:+3 (9 1 2)". */
    @Override
    public String format(long p) {
        // "2-6:-3 (9 1 2 8 5)": the range and lead that parse() reads back (the web explorer
        // sends positions as printed), then the coins left, for people
        int l = (int) p & 31;
        int r = (int) (p >>> 5) & 31;
        int diff = (int) (p >>> 10) - 512;
        StringBuilder sb = new StringBuilder().append(l + 1).append('-').append(r).append(':')
                .append(diff >= 0 ? "+" : "").append(diff).append(" (");
        for (int i = l; i < r; i++) {
            sb.append(i > l ? " " : "").append(coins[i]);
        }
        return sb.append(')').toString();
    }

    /**
     * "start", or the first and last coin index left (1-based) and the mover's lead: "2-5:+3";
     * what follows a space (format's list of the coins left) is ignored.
     */
    @Override
    public long parse(String text) {
        String s = text.trim().split("\\s+", 2)[0];
        if (s.isEmpty() || s.equals("start")) {
            return start();
        }
        try {
            String[] a = s.split(":");
            String[] lr = a[0].split("-");
            int l = Integer.parseInt(lr[0]) - 1;
            int r = Integer.parseInt(lr[1]);
            int diff = Integer.parseInt(a[1].replace("+", ""));
            if (l < 0 || r > coins.length || l > r) { // l == r: the row is empty
                throw new InvalidInputException("CoinRow: coins " + a[0] + " are not a range 1-" + coins.length);
            }
            return code(l, r, diff);
        } catch (RuntimeException e) {
            if (e instanceof InvalidInputException ie) {
                throw ie;
            }
            throw new InvalidInputException("CoinRow: a position is FIRST-LAST:LEAD (e.g. 2-5:+3) or start, not '"
                    + text + "'");
        }
    }

    @Override
    public String moveName(long from, long to) {
        return ((int) to & 31) != ((int) from & 31) ? "left" : "right";
    }
}
