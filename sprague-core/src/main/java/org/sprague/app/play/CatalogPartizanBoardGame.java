package org.sprague.app.play;

import java.math.BigInteger;
import java.util.List;
import java.util.OptionalInt;
import org.sprague.catalog.CatalogSolver;
import org.sprague.catalog.ImpartialCatalogGame;
import org.sprague.catalog.PartizanCatalogGame;
import org.sprague.catalog.SolveOptions;
import org.sprague.catalog.entry.Game;
import org.sprague.game.Deadline;
import org.sprague.game.LimitExceededException;
import org.sprague.game.Move;
import org.sprague.game.Position;
import org.sprague.partizan.games.PartizanBoardGame;

/**
 * A catalogue game seen as a game solved to canonical form, each position one region (the
 * catalogue's games say nothing of sums):
 * <ul>
 *   <li>a partizan one ({@code pebbles}, a user's {@code PartizanGame} from {@code --game-file}):
 *       its labelled moves per side, valued by the canonical forms of its options; Left is the
 *       catalogue's first player;</li>
 *   <li>an impartial one ({@code nim}, {@code kayles}, ...) in a sum with partizan games: both
 *       sides have its moves, and a position's value is the nimber {@code *g} of its Grundy
 *       value g (the Sprague-Grundy theorem: in normal play an impartial game equals the nimber
 *       of its Grundy value), which the catalogue's solver gives (closed form or search, one
 *       memo for the whole sum), so its options are never searched as forms.</li>
 * </ul>
 */
public final class CatalogPartizanBoardGame implements PartizanBoardGame<Position> {
    /**
     * The largest Grundy value taken as a nimber: {@code *n} is stored with every {@code *k},
     * k &lt; n, as options, O(n^2) ints (n = 4,096: 8.4M ints, 34 MB).
     */
    public static final int MAX_NIMBER = 4_096;

    private final Game game;
    private final PartizanCatalogGame partizan;
    private final ImpartialCatalogGame impartial;
    private final SolveOptions options;
    private CatalogSolver solver;
    private Deadline solverDeadline;

    /** A partizan catalogue game. */
    public CatalogPartizanBoardGame(PartizanCatalogGame game) {
        this(game, game, null, null);
    }

    /** An impartial catalogue game, its Grundy values found within {@code options}' limits (the deadline is each call's). */
    public CatalogPartizanBoardGame(ImpartialCatalogGame game, SolveOptions options) {
        this(game, null, game, options);
    }

    private CatalogPartizanBoardGame(Game game, PartizanCatalogGame partizan, ImpartialCatalogGame impartial,
            SolveOptions options) {
        this.game = game;
        this.partizan = partizan;
        this.impartial = impartial;
        this.options = options;
    }

    @Override
    public String id() {
        return game.id();
    }

    /** One table per loaded game: two files may share a class name. */
    @Override
    public String tableKey() {
        return game.id() + "#" + System.identityHashCode(game);
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

    /** The side's moves; an impartial game's are the same for Left and Right. */
    @Override
    public List<LabelledMove<Position>> moves(Position position, boolean left) {
        List<Move> moves = partizan != null ? partizan.moves(position, left) : impartial.moves(position);
        return moves.stream().map(m -> new LabelledMove<>(m.label(), m.to())).toList();
    }

    /**
     * An impartial game's {@code *g}, g the position's Grundy value by the catalogue's solver
     * (one solver a deadline, so the values of a sum's options share its memo); empty for a
     * partizan game, or when no Grundy value is at hand (the forms then search the options).
     *
     * @throws LimitExceededException past {@link #MAX_NIMBER}
     */
    @Override
    public OptionalInt nimberValue(Position position, Deadline deadline) {
        if (impartial == null) {
            return OptionalInt.empty();
        }
        if (solver == null || solverDeadline != deadline) {
            solver = new CatalogSolver(options.withDeadline(options.deadline().sooner(deadline)));
            solverDeadline = deadline;
        }
        BigInteger g = solver.evaluate(impartial, position, true).grundy();
        if (g == null) {
            return OptionalInt.empty();
        }
        if (g.compareTo(BigInteger.valueOf(MAX_NIMBER)) > 0) {
            throw new LimitExceededException(game.id() + " " + game.format(position) + " has Grundy value " + g
                    + ": in a sum with partizan games its value is *" + g + ", and nimbers up to *" + MAX_NIMBER
                    + " are taken");
        }
        return OptionalInt.of(g.intValue());
    }
}
