package org.sprague.catalog;

import org.sprague.catalog.entry.Game;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import org.sprague.game.Position;
import org.sprague.game.Move;
import org.sprague.catalog.engine.OutcomeSearch;
import org.sprague.catalog.engine.PositionCodec;
import org.sprague.catalog.engine.SequenceSearch;
import org.sprague.catalog.engine.PackedPositions;

/**
 * An impartial catalogue game: the sum of its capabilities, each in its own interface so a
 * game states what it has, as data, and the engine ({@link CatalogSolver}, its searches built
 * by {@link EngineChoice}) picks it up:
 * <ul>
 *   <li>{@link Game}: syntax (parse and print positions);</li>
 *   <li>{@link MoveRules}: the rules, as labelled moves;</li>
 *   <li>{@link ClosedForms}: formulas, each optional;</li>
 *   <li>{@link SearchCapabilities}: a {@link PositionCodec} when positions pack into
 *       layouts of bit fields (object positions by default);</li>
 *   <li>optional, by implementing them: {@link PackedPositions} (positions packed whole per
 *       frame; the object moves derived from the packed rules), {@link SequenceSearch} (a
 *       table over heap sizes or sheets) and {@link OutcomeSearch} (whole positions worth an
 *       outcome-only search).</li>
 * </ul>
 */
public interface ImpartialCatalogGame extends Game, MoveRules, ClosedForms, SearchCapabilities {

    /** The distinct positions the moves lead to. */
    @Override
    default Collection<Position> options(Position position) {
        LinkedHashSet<Position> set = new LinkedHashSet<>();
        for (Move m : moves(position)) {
            set.add(m.to());
        }
        return new ArrayList<>(set);
    }
}
