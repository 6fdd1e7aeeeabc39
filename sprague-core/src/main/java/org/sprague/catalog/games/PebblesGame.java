package org.sprague.catalog.games;

import java.util.stream.IntStream;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.sprague.catalog.entry.GameDefinition;
import org.sprague.game.Move;
import org.sprague.catalog.engine.OutcomeClosedForm;
import org.sprague.catalog.PartizanCatalogGame;
import org.sprague.game.Position;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.game.Outcome;
import org.sprague.partizan.PositionCount;

/**
 * Piles of Pebbles (AtCoder ARC143 C), a partizan game: heaps a1..an; the first player (Left)
 * removes X stones from each heap of any non-empty set of heaps holding at least X; the
 * second player (Right) removes Y likewise; a player who cannot move loses.
 *
 * <p>Closed form (ARC143 C editorial): reduce every heap mod X+Y. If no heap has at least X
 * the first player loses; else if X <= Y the first player wins; else the first player loses
 * iff some heap has Y <= a < X. The same rule with X and Y exchanged tells whether Right,
 * moving first, wins, which gives every winning first move: the Left moves after which
 * Right loses. They are enumerated without dead ends by a backward feasibility table over
 * the heaps (state: whether a heap Right can use, a heap in [X, Y) and a taken heap have
 * been seen), O(n) per move listed.
 *
 * <p>Searched ({@code --method search}, tables, play) on packed positions: it declares
 * the packed codec the impartial games declare ({@link org.sprague.catalog.engine.PositionCodec}),
 * its states the heaps as a sorted multiset in bit fields and the side to move ({@link PackedPebbles});
 * a position that does not pack (a heap past 31 bits, too many heaps) is searched on objects.
 * It counts the positions the canonical-form search would store ({@link PositionCount}), so
 * {@code solve} skips a value that would pass its budget without spending the budget first.
 */
final class PebblesGame extends PackedPebbles.Layouts implements PartizanCatalogGame, PositionCount<Position> {
    /** Above this many heaps a player can take from, listing every move (2^n - 1) is refused. */
    static final int MAX_MOVE_HEAPS = 20;

    static final GameDefinition DEFINITION = Definitions.of("pebbles", PebblesGame::create);

    PebblesGame(BigInteger x, BigInteger y) {
        super(x, y);
    }

    static PebblesGame create(String parameter) {
        if (parameter == null) {
            throw new InvalidInputException("pebbles needs the parameter X,Y, e.g. pebbles:1,2");
        }
        String[] parts = parameter.split(",", -1);
        if (parts.length != 2) {
            throw new InvalidInputException("pebbles: parameter '" + parameter
                    + "' must be two numbers X,Y (the first and the second player's removal), e.g. pebbles:1,2");
        }
        return new PebblesGame(Position.parseNumber("pebbles", "parameter X", parts[0].trim(), 1),
                Position.parseNumber("pebbles", "parameter Y", parts[1].trim(), 1));
    }

    @Override
    public String id() {
        return "pebbles:" + x + "," + y;
    }

    @Override
    public GameDefinition definition() {
        return DEFINITION;
    }

    @Override
    public Position parse(List<String> tokens) {
        return Position.parse(id(), "heap", tokens, 0);
    }

    @Override
    public List<Move> moves(Position p, boolean left) {
        return moves(p, left ? x : y);
    }

    @Override
    public long countUpTo(Position root, long limit, org.sprague.game.Deadline deadline) {
        return PebblesPositionCount.countUpTo(root, x, y, limit, deadline);
    }

    /**
     * A side's options without labels, in the order of its {@link #moves} (distinct sets of heaps
     * give distinct positions): the canonical-form search of {@code solve}'s value line asks for
     * every position's options, and building and dropping a label per move was most of its time
     * (a profile of {@code solve pebbles:2,3 10 11 12 13}: BigInteger.toString and label lists).
     */
    @Override
    public Collection<Position> options(Position p, boolean left) {
        return options(p, left ? x : y);
    }

    private static List<Position> options(Position p, BigInteger take) {
        List<Integer> usable = usable(p, take);
        long[] small = p.longNumbers();
        if (small != null && take.bitLength() < 63) { // numbers in longs: no BigInteger per option
            long t = take.longValue();
            List<Position> out = new ArrayList<>((1 << usable.size()) - 1);
            for (int set = 1; set < 1 << usable.size(); set++) {
                long[] v = small.clone();
                for (int j = 0; j < usable.size(); j++) {
                    if ((set >> j & 1) != 0) {
                        v[usable.get(j)] -= t;
                    }
                }
                out.add(p.withLongNumbers(v));
            }
            return out;
        }
        BigInteger[] lowered = usable.stream().map(i -> p.get(i).subtract(take)).toArray(BigInteger[]::new);
        BigInteger[] heaps = p.values().toArray(BigInteger[]::new);
        List<Position> out = new ArrayList<>((1 << usable.size()) - 1);
        for (int set = 1; set < 1 << usable.size(); set++) {
            BigInteger[] v = heaps.clone();
            for (int j = 0; j < lowered.length; j++) {
                if ((set >> j & 1) != 0) {
                    v[usable.get(j)] = lowered[j];
                }
            }
            out.add(new Position(Arrays.asList(v)));
        }
        return out;
    }

    /** The heaps holding at least {@code take}; refused past {@link #MAX_MOVE_HEAPS}. */
    private static List<Integer> usable(Position p, BigInteger take) {
        List<Integer> usable = IntStream.range(0, p.size()).filter(i -> p.get(i).compareTo(take) >= 0).boxed().toList();
        if (usable.size() > MAX_MOVE_HEAPS) {
            throw new LimitExceededException("pebbles: " + usable.size() + " heaps hold at least " + take
                    + ", so a player has 2^" + usable.size() + " - 1 moves; a search can list at most "
                    + MAX_MOVE_HEAPS + " such heaps");
        }
        return usable;
    }

    /** Every non-empty set of heaps holding at least {@code take}, each lowered by it: {@link #options}, named by the heaps each lowers. */
    private static List<Move> moves(Position p, BigInteger take) {
        return options(p, take).stream().map(q -> new Move(HeapLabels.name(p, q), q)).toList();
    }

    @Override
    public Optional<OutcomeClosedForm> closedForm() {
        return Optional.of(new ResidueRule());
    }

    /**
     * Whether the player to move, removing {@code mine} while the other removes
     * {@code theirs}, wins (the ARC143 C rule).
     */
    static boolean moverWins(Position p, BigInteger mine, BigInteger theirs) {
        BigInteger period = mine.add(theirs);
        boolean canMove = false;
        boolean stuckHeap = false; // a residue in [theirs, mine): the mover can use it, the other cannot
        for (BigInteger a : p.values()) {
            BigInteger r = a.mod(period);
            canMove |= r.compareTo(mine) >= 0;
            stuckHeap |= r.compareTo(theirs) >= 0 && r.compareTo(mine) < 0;
        }
        return canMove && (mine.compareTo(theirs) <= 0 || !stuckHeap);
    }

    /** The residue rule of ARC143 C, with every winning first move. */
    final class ResidueRule implements OutcomeClosedForm {
        @Override
        public Outcome outcome(Position p) {
            return moverWins(p, x, y) ? Outcome.N : Outcome.P;
        }

        /**
         * After Left's move Right loses iff no heap has a residue >= Y, or Y > X and some heap
         * has a residue in [X, Y). Each heap is left alone or lowered by X (if it holds X);
         * the search walks the heaps in order with flags (RIGHT_CAN, IN_GAP, TAKEN) and a
         * table of which flag sets can still end in a Right loss.
         */
        @Override
        public List<Move> winningMoves(Position p, int limit) {
            List<Move> out = new ArrayList<>();
            if (!moverWins(p, x, y) || limit < 1) {
                return out;
            }
            int n = p.size();
            BigInteger period = x.add(y);
            boolean gapMatters = y.compareTo(x) > 0;
            int[][] flagsOf = new int[n][2]; // flags a heap contributes: [0] left alone, [1] lowered (-1: impossible)
            for (int i = 0; i < n; i++) {
                BigInteger a = p.get(i);
                flagsOf[i][0] = flags(a.mod(period), gapMatters);
                flagsOf[i][1] = a.compareTo(x) >= 0 ? flags(a.subtract(x).mod(period), gapMatters) | TAKEN : -1;
            }
            boolean[][] ok = new boolean[n + 1][8];
            for (int f = 0; f < 8; f++) {
                ok[n][f] = (f & TAKEN) != 0 && ((f & RIGHT_CAN) == 0 || (f & IN_GAP) != 0);
            }
            for (int i = n - 1; i >= 0; i--) {
                for (int f = 0; f < 8; f++) {
                    for (int c = 0; c < 2; c++) {
                        ok[i][f] |= flagsOf[i][c] >= 0 && ok[i + 1][f | flagsOf[i][c]];
                    }
                }
            }
            int[] choice = new int[n + 1];
            int[] state = new int[n + 1];
            int i = 0;
            choice[0] = -1;
            while (i >= 0 && out.size() < limit) {
                if (i == n) {
                    out.add(move(p, choice));
                    i--;
                    continue;
                }
                int c = choice[i] + 1;
                while (c < 2 && (flagsOf[i][c] < 0 || !ok[i + 1][state[i] | flagsOf[i][c]])) {
                    c++;
                }
                if (c == 2) {
                    i--;
                    continue;
                }
                choice[i] = c;
                state[i + 1] = state[i] | flagsOf[i][c];
                i++;
                choice[i] = -1;
            }
            return out;
        }

        private Move move(Position p, int[] choice) {
            List<Integer> heaps = new ArrayList<>();
            List<BigInteger> from = new ArrayList<>();
            List<BigInteger> to = new ArrayList<>();
            List<BigInteger> v = new ArrayList<>(p.values());
            for (int i = 0; i < p.size(); i++) {
                if (choice[i] == 1) {
                    heaps.add(i);
                    from.add(p.get(i));
                    to.add(p.get(i).subtract(x));
                    v.set(i, p.get(i).subtract(x));
                }
            }
            int[] h = heaps.stream().mapToInt(Integer::intValue).toArray();
            return new Move(HeapLabels.reduce(h, from, to), new Position(v));
        }

        private int flags(BigInteger residue, boolean gapMatters) {
            int f = residue.compareTo(y) >= 0 ? RIGHT_CAN : 0;
            if (gapMatters && residue.compareTo(x) >= 0 && residue.compareTo(y) < 0) {
                f |= IN_GAP;
            }
            return f;
        }
    }

    private static final int RIGHT_CAN = 1;
    private static final int IN_GAP = 2;
    private static final int TAKEN = 4;
}
