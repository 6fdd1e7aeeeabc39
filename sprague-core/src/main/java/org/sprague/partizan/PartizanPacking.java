package org.sprague.partizan;

/**
 * The capability of a {@link org.sprague.game.PartizanGame} whose positions pack into a
 * {@code long}: a game implementing it is searched by {@link MemoizedPartizanOutcomeSolver}
 * on its {@link PackedPartizanGame}, and only a position that fits no layout goes to the
 * object search ({@link MemoizedPartizanOutcomeSolver#fallbackReason} says why). A game may
 * have several layouts (bits per heap: wider heaps leave room for fewer), each a whole
 * number, larger for wider fields; every position reachable from a position that fits a
 * layout must fit it too.
 *
 * @param <P> the object position type
 */
public interface PartizanPacking<P> {

    /** The narrowest layout that holds {@code position}, or -1 when none does. */
    int layout(P position);

    /** Whether {@code position} fits {@code layout}. */
    boolean fits(P position, int layout);

    /** Why {@code position} fits no layout (for a position whose {@link #layout} is -1). */
    String whyNot(P position);

    /** A fresh packed game for {@code layout} (one per search: it may keep scratch arrays). */
    PackedPartizanGame packedGame(int layout);

    /** {@code position} packed in {@code layout}, in the low 63 bits (not necessarily canonical). */
    long pack(P position, int layout);
}
