package org.sprague.catalog;

import org.sprague.catalog.entry.Part;
import org.sprague.catalog.entry.GameKind;
import java.util.List;
import org.sprague.partizan.games.PartizanSumSolver;
import org.sprague.strong.StrongGame;

/**
 * What {@link Catalog#parse} read from {@code GAME POSITION [+ GAME POSITION]...}: one of the
 * three kinds of position, each handed to the engine of its kind.
 */
sealed interface ParsedGame {

    /** The kind of the first game named (a sum's components are all of one kind). */
    GameKind kind();

    /** A catalogue position or a sum of them ({@code nim 3 4 + kayles 7}, {@code pebbles:1,2 3 4}). */
    record Catalogue(List<Part> parts) implements ParsedGame {
        public Catalogue {
            parts = List.copyOf(parts);
        }

        @Override
        public GameKind kind() {
            return parts.get(0).game() instanceof PartizanCatalogGame ? GameKind.PARTIZAN : GameKind.IMPARTIAL;
        }
    }

    /** A partizan position valued by canonical form, or a sum of them ({@code domineering 4x4 + cutcake 3 2}). */
    record PartizanSum(List<PartizanSumSolver.Component<?>> components) implements ParsedGame {
        public PartizanSum {
            components = List.copyOf(components);
        }

        @Override
        public GameKind kind() {
            return GameKind.PARTIZAN;
        }
    }

    /** A game strongly solved into a database ({@code connect-four:5x4}), from its start. */
    record Strong(StrongGame game) implements ParsedGame {
        @Override
        public GameKind kind() {
            return GameKind.STRONG;
        }
    }
}
