package org.sprague.catalog.games;

import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.sprague.catalog.entry.GameDefinition;
import org.sprague.catalog.ImpartialCatalogGame;
import org.sprague.catalog.engine.OutcomeClosedForm;
import org.sprague.catalog.engine.PositionCodec;
import org.sprague.game.InvalidInputException;

/**
 * A standard impartial game whose catalogue entry, codec and closed form are declared as data
 * when it is made, instead of three overrides written again in every game. The codec and the
 * closed form are made afresh at each call.
 */
abstract class DeclaredGame implements ImpartialCatalogGame {
    private final GameDefinition definition;
    private final Supplier<PositionCodec> codec;
    private final Supplier<OutcomeClosedForm> closedForm;

    /**
     * @param codec makes the packing the packed engine searches ({@link org.sprague.catalog.EngineChoice}),
     *        the same in sum and whole mode; null: none unless the game overrides {@link #codec}
     * @param closedForm makes the normal-play closed form; null: none unless the game overrides
     *        {@link #closedForm}
     */
    DeclaredGame(GameDefinition definition, Supplier<PositionCodec> codec, Supplier<OutcomeClosedForm> closedForm) {
        this.definition = definition;
        this.codec = codec;
        this.closedForm = closedForm;
    }

    @Override
    public Optional<PositionCodec> codec(boolean whole) {
        return Optional.ofNullable(codec).map(Supplier::get);
    }

    @Override
    public Optional<OutcomeClosedForm> closedForm() {
        return Optional.ofNullable(closedForm).map(Supplier::get);
    }

    @Override
    public GameDefinition definition() {
        return definition;
    }

    /**
     * The one-line error for a position of the wrong count of numbers:
     * {@code kiki: a position is the board size n m, got 3 numbers}.
     */
    static InvalidInputException wrongCount(String game, String what, List<String> tokens) {
        int n = tokens.size();
        return new InvalidInputException(game + ": a position is " + what + ", got " + n + " number" + (n == 1 ? "" : "s"));
    }
}
