package org.sprague.catalog;

import java.util.stream.IntStream;
import org.sprague.catalog.engine.Engine;
import org.sprague.game.Solution;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.sprague.catalog.entry.Part;
import org.sprague.game.Solution.SolvedMove;
import org.sprague.game.Outcome;
import org.sprague.impartial.GrundyAlgorithm;
import org.sprague.impartial.MemoizedOutcomeSolver;
import org.sprague.impartial.OutcomeAlgorithm.OutcomeResult;
import org.sprague.search.engine.Fold;
import org.sprague.search.engine.PackedSearch;
import org.sprague.search.engine.SearchMonitor;
import org.sprague.game.Position;
import org.sprague.game.Move;
import org.sprague.catalog.engine.GrundyClosedForm;

/**
 * Disjunctive sums of impartial catalogue positions. Normal play by the Sprague-Grundy
 * theorem: the value is the XOR {@code t} of the components' values (closed form or
 * search, per component), and the winning moves are, in every component, the moves to value
 * {@code g_i XOR t}: lower than {@code g_i} (such a move exists, by the mex) or higher (one
 * may exist: Kayles 2 + Kayles 4 is won by 4 -> 2, raising G from 1 to 2), so every
 * component's options are examined (algorithms.md §1). Misère sums are searched
 * as whole positions, since a misère sum is not decided by its parts' values: on the packed
 * engine as the product of the components' move graphs ({@link ProductOfGraphs}) when every
 * component packs, else on objects ({@link SumGame}), saying why.
 */
final class SumRoute {
    private final SolveOptions options;
    private final ClosedFormRoute closedForms;
    private final SearchEngines engines;
    /** The most moves a component's move graph may hold in a packed misère sum (4 bytes each). */
    static final long MAX_GRAPH_MOVES = 20_000_000;

    SumRoute(SolveOptions options, ClosedFormRoute closedForms, SearchEngines engines) {
        this.options = options;
        this.closedForms = closedForms;
        this.engines = engines;
    }

    Solution normal(List<Part> parts) {
        BigInteger[] values = new BigInteger[parts.size()];
        boolean allClosed = true;
        BigInteger total = BigInteger.ZERO;
        String fallback = null;
        String noClosedForm = null;
        Engine engine = Engine.CLOSED_FORM;
        for (int i = 0; i < parts.size(); i++) {
            Part part = parts.get(i);
            ImpartialCatalogGame g = (ImpartialCatalogGame) part.game();
            Optional<GrundyClosedForm> gf = closedForms.grundyForm(g);
            if (gf.isPresent()) {
                values[i] = gf.get().grundy(part.position());
            } else {
                if (allClosed) {
                    engine = engines.grundyEngine(g); // the first component searched names the engine
                }
                allClosed = false;
                if (noClosedForm == null && options.method() == SolveOptions.Method.AUTO) {
                    noClosedForm = "component " + (i + 1) + " (" + g.id() + "): no closed form is known for its Grundy"
                            + " values";
                }
                GrundyAlgorithm<Position> search = engines.grundy(g);
                long before = ObjectFallback.count(search);
                values[i] = BigInteger.valueOf(search.grundy(part.position()));
                String why = ObjectFallback.since(search, before);
                fallback = fallback != null || why == null ? fallback : "component " + (i + 1) + " (" + g.id() + "): " + why;
            }
            total = total.xor(values[i]);
        }
        List<SolvedMove> moves = new ArrayList<>();
        boolean complete = true;
        if (total.signum() != 0) {
            for (int i = 0; i < parts.size() && complete; i++) {
                BigInteger target = values[i].xor(total); // lower or higher than values[i]: both can win
                Part part = parts.get(i);
                ImpartialCatalogGame g = (ImpartialCatalogGame) part.game();
                for (Move m : movesToValue(g, part.position(), target)) {
                    if (moves.size() == options.maxMoves()) {
                        complete = false;
                        break;
                    }
                    List<Part> after = new ArrayList<>(parts);
                    after.set(i, new Part(g, m.to()));
                    moves.add(new SolvedMove("component " + (i + 1) + " (" + g.id() + "): " + m.label(),
                            Part.sumText(after)));
                }
            }
        }
        List<Solution.ComponentValue> components = IntStream.range(0, parts.size())
                .mapToObj(i -> new Solution.ComponentValue(parts.get(i).text(), values[i])).toList();
        return new Solution("sum", Part.sumText(parts), Outcome.ofGrundy(total.signum()), total, moves,
                allClosed ? Answers.CLOSED_FORM : Answers.SEARCH, complete).withFallbackReason(fallback)
                .withComponents(components).withEngine(engine.name()).withFallback(noClosedForm);
    }

    private List<Move> movesToValue(ImpartialCatalogGame g, Position p, BigInteger target) {
        Optional<GrundyClosedForm> gf = closedForms.grundyForm(g);
        if (gf.isPresent()) {
            return gf.get().movesToValue(p, target, options.maxMoves() + 1);
        }
        if (target.bitLength() > 31) {
            return List.of(); // a searched option's value is an int: none reaches this one
        }
        List<Position> to = engines.grundy(g).movesToValue(p, target.intValueExact());
        return Answers.label(g, p, to, engines.threads().deadline());
    }

    Solution misere(List<Part> parts) {
        closedForms.refuseMisereSum();
        Optional<Solution> byQuotient = new QuotientRoute(options, engines.threads()).solveSum(parts); // one heap game, under auto
        if (byQuotient.isPresent()) {
            return byQuotient.get().withEngine(Engine.MISERE_QUOTIENT.name());
        }
        SumGame sum = new SumGame(parts);
        SumGame.State root = new SumGame.State(parts.stream().map(Part::position).toList());
        String[] why = new String[1];
        Solution packed = packedMisere(parts, sum, root, why);
        if (packed != null) {
            return packed;
        }
        OutcomeResult<SumGame.State> r =
                new MemoizedOutcomeSolver<>(sum, true, options.maxPositions(), engines.threads()).solve(root);
        List<SolvedMove> moves = new ArrayList<>();
        boolean complete = true;
        for (SumGame.State s : r.winningMoves()) {
            if (moves.size() == options.maxMoves()) {
                complete = false;
                break;
            }
            moves.add(new SolvedMove(sum.describe(root, s), sum.text(s)));
        }
        return new Solution("sum", Part.sumText(parts), r.outcome(), null, moves, Answers.SEARCH, complete)
                .withFallbackReason(why[0]).withEngine(Engine.OUTCOME_SEARCH.name());
    }

    /**
     * The misère sum on the packed engine: each component's move graph ({@link PackedOutcomeSearch#moveGraph},
     * at most {@code maxPositions} positions and {@link #MAX_GRAPH_MOVES} moves each), their
     * product searched with the misère outcome fold ({@link ProductOfGraphs}); the winning
     * moves are the root's options, each looked up by its component's id. Null, with the
     * reason in {@code why[0]}, when a component has no graph or the product passes 2^62.
     */
    private Solution packedMisere(List<Part> parts, SumGame sum, SumGame.State root, String[] why) {
        PackedOutcomeSearch.MoveGraph[] graphs = new PackedOutcomeSearch.MoveGraph[parts.size()];
        for (int i = 0; i < parts.size(); i++) {
            ImpartialCatalogGame g = (ImpartialCatalogGame) parts.get(i).game();
            String component = "component " + (i + 1) + " (" + g.id() + "): ";
            if (!(engines.misere(g) instanceof PackedOutcomeSearch m)) {
                why[0] = component + "no packed whole-position search";
                return null;
            }
            graphs[i] = m.moveGraph(parts.get(i).position(), options.maxPositions(), MAX_GRAPH_MOVES);
            if (graphs[i] == null) {
                why[0] = component + "does not pack into a long, or its move graph passes "
                        + String.format("%,d", options.maxPositions()) + " positions or "
                        + String.format("%,d", MAX_GRAPH_MOVES) + " moves";
                return null;
            }
        }
        ProductOfGraphs product = ProductOfGraphs.of(graphs);
        if (product == null) {
            why[0] = "the product of the components' positions passes 2^62";
            return null;
        }
        PackedSearch search = PackedSearch.of(product, Fold.outcome(true),
                SearchMonitor.limit(options.maxPositions()).following(engines.threads()), 0);
        Outcome outcome = search.fold().wins(search.value(0)) ? Outcome.N : Outcome.P;
        List<SolvedMove> moves = new ArrayList<>();
        boolean complete = true;
        for (int i = 0; i < parts.size() && complete; i++) {
            ImpartialCatalogGame g = (ImpartialCatalogGame) parts.get(i).game();
            for (Position to : g.options(parts.get(i).position())) {
                int id = graphs[i].id(to);
                if (id < 0 || search.fold().wins(search.value(product.rootWith(i, id)))) {
                    continue; // an option is always in its component's graph; -1 cannot happen
                }
                if (moves.size() == options.maxMoves()) {
                    complete = false;
                    break;
                }
                List<Position> next = new ArrayList<>(root.positions());
                next.set(i, to);
                SumGame.State s = new SumGame.State(next);
                moves.add(new SolvedMove(sum.describe(root, s), sum.text(s)));
            }
        }
        return new Solution("sum", Part.sumText(parts), outcome, null, moves, Answers.SEARCH, complete)
                .withEngine(Engine.OUTCOME_SEARCH.name());
    }
}
