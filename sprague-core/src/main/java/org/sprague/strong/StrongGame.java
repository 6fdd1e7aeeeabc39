package org.sprague.strong;

/**
 * A two-player game described for strong solving: every position is a {@code long} code
 * (which includes the player to move), with its moves and, where the game is over, its
 * value for the player to move. Impartial and partizan games alike (the code tells whose
 * turn it is); moves may form cycles (draws).
 *
 * <p>Optional parts, each making the solver faster or smaller:
 * <ul>
 * <li>{@link #tier}: positions fall in tiers (for example the number of pieces on the board)
 * such that a move stays in its tier or goes to another tier, and the tiers form no cycle;
 * tiers are solved one by one, children first.</li>
 * <li>{@link #ranking}: a bijection between each tier's positions and {@code 0..size-1};
 * without one, the solver explores every position reachable from {@link #start} and ranks
 * them by sorting their codes.</li>
 * <li>{@link #shape}: the board's shape (cells, kinds of piece, flag bits, symmetries), from
 * which {@link #tier}, {@link #ranking} and {@link #canonical} are derived by default.</li>
 * </ul>
 *
 * <p>Implementations must be deterministic and stateless (one object is used from several
 * threads, and on Spark executors).
 */
public interface StrongGame {

    /** A short identifier, stored in databases (e.g. {@code connect-four:5x4}). */
    String id();

    /** The starting position. */
    long start();

    /** An upper bound on the number of moves from any position. */
    int maxMoves();

    /**
     * Writes the positions reachable in one move from {@code position} into {@code children}
     * (at least {@link #maxMoves()} long) and returns how many. Not called on primitive positions.
     */
    int moves(long position, long[] children);

    /**
     * The value for the player to move when the game is over at {@code position}
     * ({@link Value#WIN}, {@link Value#LOSE} or {@link Value#TIE}), or {@code null} when play
     * goes on. A non-primitive position without moves is a loss (normal play).
     */
    Value primitive(long position);

    /**
     * Whether the game ends with a score: then a finished position (non-null {@link #primitive})
     * has a margin, {@link #score}, and the solver finds for every position the best margin the
     * player to move can force (a win by the most, a loss by the least), then the remoteness
     * (the winner hurries, the loser delays, a tie is reached fast). Scored games must have
     * no moves inside a tier (no cycles), and every position without moves must be primitive.
     */
    default boolean scored() {
        return false;
    }

    /** For a scored game, the margin of a finished position for the player to move (positive: ahead). */
    default int score(long position) {
        throw new UnsupportedOperationException("score() of a game that is not scored");
    }

    /** The position in the game's own notation. */
    String format(long position);

    /**
     * Reads a position in the game's notation.
     *
     * @throws org.sprague.game.InvalidInputException naming the bad part
     */
    long parse(String text);

    /** The name of the move from {@code from} to {@code to} (by default, the position reached). */
    default String moveName(long from, long to) {
        return format(to);
    }

    /**
     * Whether {@code name}, as a user typed it, names the move from {@code from} to {@code to}:
     * by default its {@link #moveName}; a game whose names changed also accepts its old ones.
     */
    default boolean namesMove(long from, long to, String name) {
        return moveName(from, to).equals(name);
    }

    /** The tier of {@code position}: by default its {@link #shape}'s (its piece counts), or 0 without a shape. */
    default int tier(long position) {
        Shape shape = shape();
        return shape == null ? 0 : shape.tier(position);
    }

    /**
     * The tier of {@code child}, a position one move from {@code parent} of tier
     * {@code parentTier}: by default {@link #tier}({@code child}). A game whose moves change the
     * tier predictably (Connect Four: one more piece) answers without looking at the child,
     * which the solver asks for every move.
     */
    default int childTier(long parent, int parentTier, long child) {
        return tier(child);
    }

    /**
     * Symmetries: a representative of {@code position}'s class (e.g. the least code among its
     * rotations and reflections). Positions of one class must have the same value and tier.
     * Used when the game has no ranking (then only representatives are explored and stored,
     * and every lookup goes through this) or when its ranking is {@link Ranking#symmetric}.
     * By default its {@link #shape}'s symmetries, or none: the position itself.
     */
    default long canonical(long position) {
        Shape shape = shape();
        return shape == null ? position : shape.canonical(position);
    }

    /**
     * The game's ranking, or {@code null} when positions are found by exploration. By default
     * the one derived from its {@link #shape}, when it declares one.
     */
    default Ranking ranking() {
        Shape shape = shape();
        return shape == null ? null : shape.ranking();
    }

    /**
     * The shape of the game's positions (cells with k states as bit planes of the code, flag
     * bits, symmetries), or {@code null} (the default): declaring one gives the game its tiers,
     * a dense rank in each and its symmetry without writing them ({@link Shape}).
     */
    default Shape shape() {
        return null;
    }

    /**
     * A bijection between the positions of each tier and {@code 0..tierSize-1}. Its tiers
     * are {@code 0..tierCount-1} and every child tier of a tier is listed by {@link #childTiers}.
     */
    interface Ranking {
        int tierCount();

        long tierSize(int tier);

        /** The tiers that moves from {@code tier} can reach, other than {@code tier} itself. */
        int[] childTiers(int tier);

        long rank(long position);

        long unrank(int tier, long rank);

        /**
         * Whether the game's {@link StrongGame#canonical} applies to this ranking: then only the
         * ranks whose position is its own representative are solved, moves and lookups go
         * through the representative, and the other ranks' records are left
         * {@link Value#UNDEFINED} (GamesmanOne's tier solver does the same). False by default.
         */
        default boolean symmetric() {
            return false;
        }
    }
}
