package org.sprague.misere;

/**
 * The misère quotient of a heap game (Plambeck and Siegel, "Misère quotients for impartial
 * games", JCTA 2008): the commutative monoid of the sums of heaps up to indistinguishability,
 * with its P-portion and the element each heap maps to. Computed heap by heap, the heaps
 * {@code 0 .. n} at a time; a calculator keeps its work, so a later, larger {@code to}
 * continues where the last call stopped.
 */
public interface MisereQuotientCalculator {

    /**
     * The quotient of the heaps {@code 0 .. to}, or of every heap when it is proven earlier
     * (the computation then stops there).
     *
     * @throws org.sprague.game.LimitExceededException when a candidate or the quotient grows past
     *     what the engine holds, or {@code deadline} passes
     */
    MisereQuotient extendTo(int to, Listener listener, org.sprague.game.Deadline deadline);

    /** Where a run stands, after each heap. */
    record Progress(int heap, int to, int order, int pPortion, boolean presentationChanged) {
    }

    /** Receives the progress of a run. */
    @FunctionalInterface
    interface Listener {
        Listener NONE = p -> { };

        void heapDone(Progress progress);
    }
}
