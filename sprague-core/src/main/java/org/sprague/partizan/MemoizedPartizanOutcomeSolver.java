package org.sprague.partizan;

import java.util.stream.Collectors;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.sprague.catalog.engine.PositionCodec;
import org.sprague.game.ImpartialGame;
import org.sprague.game.Outcome;
import org.sprague.game.PartizanGame;
import org.sprague.game.Position;
import org.sprague.game.PositionLimitException;
import org.sprague.impartial.MemoizedOutcomeSolver;
import org.sprague.search.engine.Fold;
import org.sprague.search.engine.PackedSearch;
import org.sprague.search.engine.SearchMonitor;
import org.sprague.search.engine.SearchThreads;

/**
 * Outcome classes of a short partizan game by memoized search over (position, side to
 * move) states: a façade over the one search engine ({@link PackedSearch} with the
 * outcome fold, stopping at a side's first winning move). A side with no move loses (normal
 * play) or wins (misère play: the last mover loses); a side wins iff one of its options is a
 * loss for the other side moving next. The outcome class combines the two first-player
 * results: L, R, N or P.
 *
 * <p>Two paths, same answers. A game that declares the packed codec the impartial catalogue
 * games declare ({@link PositionCodec}: Pebbles) is searched on packed states: the codec's
 * {@link org.sprague.search.PackedGame} streams (position, side to move) states, the position
 * in the low 63 bits, {@link #RIGHT_TO_MOVE} set when Right is to move, the options of a
 * state being the moving side's options with the other side to move (nothing allocated per
 * state). Under the normal-play outcome fold a state is a win iff one of its options is a loss
 * for the side moving next, which is the partizan rule (Winning Ways, ch. 1-2). The search
 * runs in the narrowest layout that holds every position asked so far (a position needing a
 * wider layout starts a new search in it). A position that fits no layout, and every position
 * of a game without the capability, is searched on objects: the states are the positions of
 * an impartial game whose options are the moving side's options with the other side to move,
 * solved by {@link MemoizedOutcomeSolver}. {@link #fallbackReason} says why a position went there.
 *
 * <p>Cost: {@code O(states + moves)}, one stored state per (position, side) met. Source:
 * Winning Ways, ch. 1-2; Siegel, <i>Combinatorial Game Theory</i>, II.1.
 *
 * @param <P> the position type
 */
public final class MemoizedPartizanOutcomeSolver<P> implements PartizanOutcomeAlgorithm<P> {
    /** The bit of a packed state set when Right is to move (the position is in the other 63). */
    public static final long RIGHT_TO_MOVE = Long.MIN_VALUE;

    private final PartizanGame<P> game;
    private final long maxPositions;
    private final boolean misere;
    private final SearchThreads call; // its deadline(): the running call's
    private MemoizedOutcomeSolver<Turn<P>> turns;

    private final PositionCodec packing; // null: the game declares no codec (its positions are then any P)
    private int layout = -1;
    private PackedSearch packed;
    private long dropped; // positions stored by packed searches replaced by a wider layout
    private long fallbacks;
    private String fallbackReason;

    /** A position with the side to move. */
    private record Turn<P>(P position, Side toMove) {
    }

    /** Normal play: a side with no move loses; no deadline (an interrupt still stops it). */
    public MemoizedPartizanOutcomeSolver(PartizanGame<P> game, long maxPositions) {
        this(game, maxPositions, false, SearchThreads.one());
    }

    /**
     * Normal play, or misère play when {@code misere}: a side with no move wins; stopping at the
     * deadline of the call now running on {@code call} when it polls.
     */
    public MemoizedPartizanOutcomeSolver(PartizanGame<P> game, long maxPositions, boolean misere, SearchThreads call) {
        this.game = game;
        this.maxPositions = PositionLimitException.checked(maxPositions);
        this.misere = misere;
        this.call = call;
        this.packing = game instanceof PositionCodec c ? c : null; // a codec's game has Position positions
    }

    @Override
    public PartizanResult<P> solve(P position) {
        List<P> left = winningMoves(position, Side.LEFT);
        List<P> right = winningMoves(position, Side.RIGHT);
        boolean l = !left.isEmpty();
        boolean r = !right.isEmpty();
        Outcome o = l && r ? Outcome.N : l ? Outcome.L : r ? Outcome.R : Outcome.P;
        return new PartizanResult<>(o, left, right);
    }

    private List<P> winningMoves(P position, Side side) {
        return options(position, side).stream().filter(option -> !firstPlayerWins(option, side.other()))
                .collect(Collectors.toList());
    }

    @Override
    public boolean firstPlayerWins(P position, Side toMove) {
        if (packing != null) {
            int v = packedValue((Position) position, toMove);
            if (v >= 0) {
                return v == 1;
            }
        }
        return objects().wins(new Turn<>(position, toMove));
    }

    /** The outcome fold's value of the state (1: the side to move wins), or -1 when it does not pack. */
    private int packedValue(Position position, Side toMove) {
        if (packed == null || !packing.fits(position, layout)) {
            int wanted = packing.layout(position);
            if (wanted < 0) {
                fallbacks++;
                if (fallbackReason == null) {
                    fallbackReason = packing.whyNot(position);
                }
                return -1;
            }
            if (packed != null) {
                if (packing.fits(position, Math.max(layout, wanted))) {
                    wanted = Math.max(layout, wanted); // keep the wider layout: earlier positions fit it too
                }
                dropped += packed.positionsStored();
            }
            long root = state(packing.pack(position, wanted), toMove);
            packed = PackedSearch.of(packing.game(wanted), Fold.outcome(misere),
                    SearchMonitor.limit(maxPositions).following(call), root);
            layout = wanted;
        }
        return packed.value(state(packing.pack(position, layout), toMove));
    }

    /** The state of {@code position} (low 63 bits) with {@code toMove} to move. */
    private static long state(long position, Side toMove) {
        return (position & ~RIGHT_TO_MOVE) | (toMove == Side.RIGHT ? RIGHT_TO_MOVE : 0);
    }

    private MemoizedOutcomeSolver<Turn<P>> objects() {
        if (turns == null) {
            ImpartialGame<Turn<P>> asImpartial = t -> {
                Collection<? extends P> options = options(t.position(), t.toMove());
                List<Turn<P>> out = new ArrayList<>(options.size());
                Side next = t.toMove().other();
                for (P o : options) {
                    out.add(new Turn<>(o, next));
                }
                return out;
            };
            turns = new MemoizedOutcomeSolver<>(asImpartial, misere, maxPositions, call);
        }
        return turns;
    }

    @Override
    public long positionsStored() {
        return dropped + (packed == null ? 0 : packed.positionsStored())
                + (turns == null ? 0 : turns.positionsStored());
    }

    /** How many positions asked about were searched on objects (they fit no packed layout) so far. */
    public long fallbacks() {
        return fallbacks;
    }

    /** Starts a question: forgets the reason of earlier fallbacks; returns {@link #fallbacks}. */
    public long markFallbacks() {
        fallbackReason = null;
        return fallbacks;
    }

    /**
     * Why the first position searched on objects since {@link #markFallbacks} did not pack (a
     * heap past 31 bits, more heaps than 63 bits hold); null if none was, or the game declares
     * no {@link PositionCodec}.
     */
    public String fallbackReason() {
        return fallbackReason;
    }

    private Collection<? extends P> options(P position, Side side) {
        return side == Side.LEFT ? game.leftOptions(position) : game.rightOptions(position);
    }
}
