package org.sprague.catalog.engine;

import java.util.List;
import org.sprague.search.PackedGame;
import org.sprague.game.Position;
import org.sprague.game.Move;

/**
 * A capability a game declares, as data: its positions pack whole into one {@code long} of a
 * {@link PackedGame} (a board's free squares, a Chomp position's column heights), whose
 * {@link PackedGame#components} and {@link PackedGame#canonical} split and reduce it. The
 * rules live once, in the packed game; {@link org.sprague.catalog.EngineChoice} picks the engine from this
 * declaration (the packed Grundy search on the parts, or Lemoine and Viennot's pruned probes
 * when {@link #pruned}; the outcome fold on whole positions), never the game.
 *
 * <p>The object-level moves follow from the same rules ({@link #derivedMoves}): the packed
 * game's options, each unpacked ({@link #unpack}) and named ({@link #moveName}) by the game,
 * so the rules are written once, on the packed form.
 *
 * <p>A game whose packed layout depends on the position's shape (Cram: a stride-8 frame for
 * boards up to 8 x 8, the board's own width beyond) names a {@link #frame} per shape; one
 * search is kept per frame.
 */
public interface PackedPositions {

    /** The frame {@code p} packs in: positions of one frame share a search; 0 by default (one frame). */
    default int frame(Position p) {
        return 0;
    }

    /** A fresh packed game for the frame of {@code first}, the first position met in that frame. */
    PackedGame packedGame(Position first);

    /** {@code p} packed whole in {@code game} (its frame's), not necessarily canonical. */
    long pack(Position p, PackedGame game);

    /**
     * Whether the normal-play Grundy search uses Lemoine and Viennot's pruned probes
     * ({@link org.sprague.catalog.PrunedCatalogSolver}) rather than every part's full value; false by default.
     */
    default boolean pruned() {
        return false;
    }

    /**
     * The position {@code packed} of {@code game} (the frame of {@code before}), reached by a
     * move from {@code before}, as a {@link Position}: the inverse of {@link #pack}. Only a
     * game that derives its moves ({@link #derivedMoves}) declares it.
     */
    default Position unpack(long packed, PackedGame game, Position before) {
        throw new UnsupportedOperationException(getClass().getSimpleName() + " does not unpack its packed positions");
    }

    /** The label of the move from {@code before} to {@code after} ({@code row 1, columns 1-2}); with {@link #unpack}. */
    default String moveName(Position before, Position after) {
        throw new UnsupportedOperationException(getClass().getSimpleName() + " does not name its packed moves");
    }

    /**
     * The moves of {@code p} in the packed game's option order: each option streamed by
     * {@link PackedGame#options} (the rules, written once), unpacked and named
     * ({@link DerivedMoves}). O(options) unpackings; the packed game must stream single
     * positions (no sums).
     */
    default List<Move> derivedMoves(Position p) {
        PackedGame game = packedGame(p);
        return DerivedMoves.of(p, game::options, pack(p, game), (parts, count) -> {
            if (count != 1) {
                throw new UnsupportedOperationException("a move to a sum of " + count + " parts is not one position");
            }
            return unpack(parts[0], game, p);
        }, this::moveName);
    }
}
