package org.sprague.catalog.engine;

import org.sprague.search.PackedGame;
import org.sprague.game.Position;

/**
 * A capability a game declares ({@link org.sprague.catalog.ImpartialCatalogGame#codec}): how its {@link Position}s
 * become {@code long}s for the packed engine, at the edge only (the root, and the root's
 * options when winning moves are listed). The rules themselves live once, in the
 * {@link PackedGame} a layout gives, whose {@link PackedGame#components} and
 * {@link PackedGame#canonical} split and reduce a packed position. A game may have several
 * layouts (bits per heap: wider heaps leave room for fewer of them; a board frame per shape:
 * Cram's stride-8 frame for boards up to 8 x 8, the board's own width beyond), each a whole
 * number; a position that fits no layout (a number past 31 bits, more heaps than a
 * {@code long} holds) is searched on the object path, and {@link #whyNot} says why. The
 * engine is chosen from it by {@link org.sprague.catalog.EngineChoice}, never by the game. A
 * partizan game (Pebbles) declares it too: its packed game's positions are (position, side to
 * move) states ({@link org.sprague.partizan.MemoizedPartizanOutcomeSolver}).
 */
public interface PositionCodec {

    /** The smallest layout that holds {@code p}, or -1 when none does. */
    int layout(Position p);

    /** Whether {@code p} fits {@code layout} (a layout at least as wide as {@link #layout(Position)}). */
    boolean fits(Position p, int layout);

    /** Why {@code p} does not fit any layout (for a position whose {@link #layout} is -1). */
    String whyNot(Position p);

    /** A fresh packed game for {@code layout} (one per search: it keeps scratch arrays). */
    PackedGame game(int layout);

    /** {@code p} packed in {@code layout} (not necessarily canonical). */
    long pack(Position p, int layout);

    /**
     * Whether the search of a layout is kept while positions of another come, one search per
     * layout (board frames: no frame holds another's boards, and a table or a sum goes back to
     * the first), rather than replaced by the new layout's (heap layouts: the position met
     * decides the layout, and the dropped memo is rebuilt at most a few times); false by default.
     */
    default boolean keepsEachLayout() {
        return false;
    }

    /**
     * Whether the normal-play Grundy search uses Lemoine and Viennot's pruned probes
     * ({@link org.sprague.search.engine.NimberPruningSearch}) rather than every part's full value; false by default.
     */
    default boolean pruned() {
        return false;
    }

    /**
     * Thrown by a packed game when a position reached during the search leaves its layout (a
     * take-and-break move can add heaps, and the fit check bounds only the root): the solver
     * then searches that root on the object path. Carries no stack trace.
     */
    final class LayoutOverflow extends RuntimeException {
        /** @param message what left the layout */
        public LayoutOverflow(String message) {
            super(message, null, false, false);
        }
    }
}
