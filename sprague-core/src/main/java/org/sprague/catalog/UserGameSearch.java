package org.sprague.catalog;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.function.Function;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import org.sprague.game.ImpartialGame;
import org.sprague.impartial.GrundyAlgorithm;
import org.sprague.impartial.MemoizedGrundySolver;
import org.sprague.impartial.MemoizedOutcomeSolver;
import org.sprague.impartial.OutcomeAlgorithm;
import org.sprague.game.Position;
import org.sprague.search.engine.SearchThreads;

/**
 * The searches of a user's game over records ({@code record Board(int rows, int cols, long
 * free)}), {@code Integer}s or {@code Long}s run on the user's own game and positions: the
 * position typed on the command line becomes the user's type once, at the root, and the
 * search packs each option the user's {@code options} returns into a key with the type's
 * codec ({@link org.sprague.search.engine.InternedGame}: a record's derived codec, a boxed number
 * zigzagged), one conversion per option; a winning move becomes a {@link Position} again at
 * the edge.
 *
 * <p>A record the codec cannot pack (a {@code BigInteger} component, a number wider than
 * the root gave its field) is interned instead, and the answer says so
 * ({@link ObjectFallback}: "searched: on object positions, slower (why)").
 */
final class UserGameSearch {
    private UserGameSearch() {
    }

    /**
     * The normal-play Grundy search of the user's game, seen over positions: {@code in} turns
     * a typed position into the user's, {@code out} the user's back (both at the edges only).
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static GrundyAlgorithm<Position> grundy(ImpartialGame<?> game, Function<Position, Object> in,
            Function<Object, Position> out, long maxPositions, SearchThreads call) {
        ImpartialGame<Object> raw = (ImpartialGame) game;
        MemoizedGrundySolver<Object> solver = new MemoizedGrundySolver<>(raw, maxPositions, call);
        final class Grundy extends Reports implements GrundyAlgorithm<Position> {
            Grundy() {
                super(solver::positionsStored, solver::internedPositions, solver::internedReason);
            }

            @Override
            public int grundy(Position position) {
                return solver.grundy(in.apply(position));
            }

            @Override
            public List<Position> movesToValue(Position position, int value) {
                return distinct(solver.movesToValue(in.apply(position), value), out);
            }
        }
        return new Grundy();
    }

    /** The whole-position outcome search (misère when asked) of the user's game, seen over positions ({@link #grundy}). */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static OutcomeAlgorithm<Position> outcome(ImpartialGame<?> game, Function<Position, Object> in,
            Function<Object, Position> out, boolean misere, long maxPositions,
            SearchThreads call) {
        ImpartialGame<Object> raw = (ImpartialGame) game;
        MemoizedOutcomeSolver<Object> solver = new MemoizedOutcomeSolver<>(raw, misere, maxPositions, call);
        final class Outcomes extends Reports implements OutcomeAlgorithm<Position> {
            Outcomes() {
                super(solver::positionsStored, solver::internedPositions, solver::internedReason);
            }

            @Override
            public OutcomeResult<Position> solve(Position position) {
                OutcomeResult<Object> r = solver.solve(in.apply(position));
                return new OutcomeResult<>(r.outcome(), distinct(r.winningMoves(), out));
            }

            @Override
            public boolean wins(Position position) {
                return solver.wins(in.apply(position));
            }
        }
        return new Outcomes();
    }

    /** The user's options as positions, each once, in the game's order (the catalogue's moves are distinct). */
    private static List<Position> distinct(List<Object> options, Function<Object, Position> out) {
        LinkedHashSet<Position> moves = new LinkedHashSet<>();
        for (Object o : options) {
            moves.add(out.apply(o));
        }
        return new ArrayList<>(moves);
    }

    /** What both searches report, read from the user's solver: positions stored, and those interned (the fallbacks) and why. */
    private abstract static class Reports implements ObjectFallback {
        private final LongSupplier stored;
        private final LongSupplier interned;
        private final Supplier<String> reason;

        Reports(LongSupplier stored, LongSupplier interned, Supplier<String> reason) {
            this.stored = stored;
            this.interned = interned;
            this.reason = reason;
        }

        public long positionsStored() {
            return stored.getAsLong();
        }

        @Override
        public long fallbacks() {
            return interned.getAsLong();
        }

        @Override
        public long markFallbacks() {
            return fallbacks();
        }

        @Override
        public String fallbackReason() {
            return reason.get();
        }
    }
}
