package org.sprague.catalog;

import org.sprague.game.Solution;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.sprague.catalog.entry.Part;
import org.sprague.game.Solution.SolvedMove;
import org.sprague.game.Outcome;
import org.sprague.heap.HeapCode;
import org.sprague.misere.MisereQuotient;
import org.sprague.misere.MisereQuotients;
import org.sprague.misere.QuotientPlay;
import org.sprague.game.Position;
import org.sprague.game.Move;
import org.sprague.catalog.engine.HeapCodeGame;

/**
 * Misère positions of heap games ({@link HeapCodeGame}) decided by the game's misère quotient
 * (Plambeck and Siegel 2008; {@link MisereQuotients}) instead of a search of the whole sum:
 * under {@code auto} only, when the quotient covering the largest heap (proven for every heap
 * size, or computed that far) is had within {@link #BUDGET} of CPU time; otherwise the caller
 * searches.
 */
final class QuotientRoute {
    /** The answer's {@link Solution#decidedBy}. */
    static final String DECIDED_BY = "misère quotient";
    /**
     * The most CPU time spent computing a quotient before the position is searched instead
     * (CPU time, so the route taken does not depend on how busy the machine is).
     */
    static final Duration BUDGET = Duration.ofSeconds(2);

    private final SolveOptions options;
    private final org.sprague.search.engine.SearchThreads call; // the running call's deadline

    QuotientRoute(SolveOptions options, org.sprague.search.engine.SearchThreads call) {
        this.options = options;
        this.call = call;
    }

    /** One position of a heap game, when its quotient is had. */
    Optional<Solution> solve(ImpartialCatalogGame game, Position p) {
        Optional<MisereQuotient> q = quotient(game, p.values());
        if (q.isEmpty()) {
            return Optional.empty();
        }
        HeapCodeGame heaps = (HeapCodeGame) game;
        QuotientPlay.Answer a = QuotientPlay.solve(q.get(), heaps.heapCode(), p.values(), options.maxMoves(), call.deadline());
        List<SolvedMove> moves = new ArrayList<>();
        for (QuotientPlay.HeapMove m : a.winningMoves()) {
            Move move = heaps.heapMove(p, m.heap(), m.count(), m.a(), m.b(), m.c());
            moves.add(new SolvedMove(move.label(), game.format(move.to())));
        }
        return Optional.of(new Solution(game.id(), game.format(p), a.pPosition() ? Outcome.P : Outcome.N, null, moves,
                DECIDED_BY, a.complete()));
    }

    /** The outcome alone, when the quotient is had. */
    Optional<Outcome> outcome(ImpartialCatalogGame game, Position p) {
        return quotient(game, p.values()).map(q -> QuotientPlay.isP(q, p.values()) ? Outcome.P : Outcome.N);
    }

    /** A sum whose components are all positions of one heap game (one code). */
    Optional<Solution> solveSum(List<Part> parts) {
        if (options.method() != SolveOptions.Method.AUTO) {
            return Optional.empty();
        }
        HeapCode code = null;
        List<BigInteger> all = new ArrayList<>();
        List<int[]> at = new ArrayList<>(); // heap j of the flattened sum: {part, index in part}
        for (int i = 0; i < parts.size(); i++) {
            if (!(parts.get(i).game() instanceof HeapCodeGame g)
                    || code != null && !code.notation().equals(g.heapCode().notation())) {
                return Optional.empty();
            }
            code = g.heapCode();
            List<BigInteger> values = parts.get(i).position().values();
            for (int j = 0; j < values.size(); j++) {
                all.add(values.get(j));
                at.add(new int[] {i, j});
            }
        }
        Optional<MisereQuotient> q = covering(code, all);
        if (q.isEmpty()) {
            return Optional.empty();
        }
        QuotientPlay.Answer a = QuotientPlay.solve(q.get(), code, all, options.maxMoves(), call.deadline());
        List<SolvedMove> moves = new ArrayList<>();
        for (QuotientPlay.HeapMove m : a.winningMoves()) {
            int part = at.get(m.heap())[0];
            Part before = parts.get(part);
            HeapCodeGame g = (HeapCodeGame) before.game();
            Move move = g.heapMove(before.position(), at.get(m.heap())[1], m.count(), m.a(), m.b(), m.c());
            List<Part> after = new ArrayList<>(parts);
            after.set(part, new Part(before.game(), move.to()));
            moves.add(new SolvedMove("component " + (part + 1) + " (" + before.game().id() + "): " + move.label(),
                    Part.sumText(after)));
        }
        return Optional.of(new Solution("sum", Part.sumText(parts), a.pPosition() ? Outcome.P : Outcome.N, null,
                moves, DECIDED_BY, a.complete()));
    }

    private Optional<MisereQuotient> quotient(ImpartialCatalogGame game, List<BigInteger> heaps) {
        if (options.method() != SolveOptions.Method.AUTO || !(game instanceof HeapCodeGame g)) {
            return Optional.empty();
        }
        return covering(g.heapCode(), heaps);
    }

    private Optional<MisereQuotient> covering(HeapCode code, List<BigInteger> heaps) {
        BigInteger max = BigInteger.ZERO;
        for (BigInteger h : heaps) {
            max = max.max(h);
        }
        return MisereQuotients.covering(code, max, BUDGET, call.deadline());
    }
}
