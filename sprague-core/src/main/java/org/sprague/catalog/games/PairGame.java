package org.sprague.catalog.games;

import java.util.List;
import java.util.function.Supplier;
import org.sprague.catalog.engine.OutcomeClosedForm;
import org.sprague.catalog.engine.PositionCodec;
import org.sprague.catalog.entry.GameDefinition;
import org.sprague.game.Position;

/** A declared game whose position is two numbers, read by the {@link TwoNumbers} syntax it declares. */
abstract class PairGame extends DeclaredGame {
    private final TwoNumbers syntax;

    PairGame(GameDefinition definition, TwoNumbers syntax, Supplier<PositionCodec> codec,
            Supplier<OutcomeClosedForm> closedForm) {
        super(definition, codec, closedForm);
        this.syntax = syntax;
    }

    @Override
    public final Position parse(List<String> tokens) {
        return syntax.parse(id(), tokens);
    }
}
