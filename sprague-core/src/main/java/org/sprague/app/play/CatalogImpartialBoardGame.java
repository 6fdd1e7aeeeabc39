package org.sprague.app.play;

import java.math.BigInteger;
import java.util.List;
import java.util.OptionalInt;
import org.sprague.catalog.CatalogSolver;
import org.sprague.catalog.ImpartialCatalogGame;
import org.sprague.catalog.SolveOptions;
import org.sprague.game.Deadline;
import org.sprague.game.LimitExceededException;
import org.sprague.game.Position;
import org.sprague.partizan.games.PartizanBoardGame;

/**
 * An impartial catalogue game ({@code nim}, {@code kayles}, ...) as a component of a sum of
 * partizan games: both sides have its moves, and a position's value is the nimber {@code *g}
 * of its Grundy value g (the Sprague-Grundy theorem: in normal play an impartial game equals
 * the nimber of its Grundy value), which the catalogue's solver gives (closed form or search,
 * one memo for the whole sum), so the canonical forms never search its options.
 */
public final class CatalogImpartialBoardGame implements PartizanBoardGame<Position> {
    /**
     * The largest Grundy value taken: {@code *n} is stored with every {@code *k}, k &lt; n, as
     * options, O(n^2) ints (n = 4,096: 8.4M ints, 34 MB).
     */
    public static final int MAX_NIMBER = 4_096;

    private final ImpartialCatalogGame game;
    private final SolveOptions options;
    private CatalogSolver solver;
    private Deadline solverDeadline;

    /** The game, its Grundy values found with {@code options}' limits (the deadline is each call's). */
    public CatalogImpartialBoardGame(ImpartialCatalogGame game, SolveOptions options) {
        this.game = game;
        this.options = options;
    }

    @Override
    public String id() {
        return game.id();
    }

    /** One table per instance: its values come from its own solver and limits. */
    @Override
    public String tableKey() {
        return game.id() + "#" + System.identityHashCode(this);
    }

    @Override
    public Words words() {
        var d = game.definition();
        return new Words(d.rules(), d.positionSyntax(), d.example());
    }

    @Override
    public Position parse(List<String> words) {
        return game.parse(words);
    }

    @Override
    public String format(Position position) {
        return game.format(position);
    }

    /** The same moves for Left and Right: the game is impartial. */
    @Override
    public List<LabelledMove<Position>> moves(Position position, boolean left) {
        return game.moves(position).stream().map(m -> new LabelledMove<>(m.label(), m.to())).toList();
    }

    /**
     * {@code *g}, g the position's Grundy value by the catalogue's solver (one solver a
     * deadline, so the values of a sum's options share its memo).
     *
     * @throws LimitExceededException past {@link #MAX_NIMBER}
     */
    @Override
    public OptionalInt nimberValue(Position position, Deadline deadline) {
        if (solver == null || solverDeadline != deadline) {
            solver = new CatalogSolver(options.withDeadline(options.deadline().sooner(deadline)));
            solverDeadline = deadline;
        }
        BigInteger g = solver.evaluate(game, position, true).grundy();
        if (g == null) {
            return OptionalInt.empty(); // no Grundy value at hand: the canonical forms search the options
        }
        if (g.compareTo(BigInteger.valueOf(MAX_NIMBER)) > 0) {
            throw new LimitExceededException(game.id() + " " + game.format(position) + " has Grundy value " + g
                    + ": in a sum with partizan games its value is *" + g + ", and nimbers up to *" + MAX_NIMBER
                    + " are taken");
        }
        return OptionalInt.of(g.intValue());
    }
}
