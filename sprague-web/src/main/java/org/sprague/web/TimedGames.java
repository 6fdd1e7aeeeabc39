package org.sprague.web;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.sprague.catalog.CatalogSolver;
import org.sprague.catalog.Game;
import org.sprague.catalog.GameDefinition;
import org.sprague.catalog.ImpartialCatalogGame;
import org.sprague.catalog.Move;
import org.sprague.catalog.OutcomeClosedForm;
import org.sprague.catalog.PartizanCatalogGame;
import org.sprague.catalog.Position;
import org.sprague.game.Cancellation;

/**
 * Catalogue games that poll {@link Cancellation#check()} (the request's deadline, or its
 * worker being interrupted) every time a search asks for the moves of a position. Everything else is the wrapped game's own: its id, syntax and closed forms
 * (closed forms cost O(size of the numbers), which the request size bounds) and the
 * theorems behind its patterns' proofs. Searches use
 * the generic memoized solver over the checked moves, so every search of the web API can be
 * stopped.
 */
final class TimedGames {
    private TimedGames() {
    }

    /** The game, polling {@link Cancellation} on every expansion. */
    static Game wrap(Game game) {
        if (game instanceof ImpartialCatalogGame g) {
            return new Impartial(g);
        }
        if (game instanceof PartizanCatalogGame g) {
            return new Partizan(g);
        }
        throw new IllegalArgumentException("neither impartial nor partizan: " + game.id());
    }

    /** Every part with its game wrapped. */
    static List<CatalogSolver.Part> wrap(List<CatalogSolver.Part> parts) {
        return parts.stream().map(p -> new CatalogSolver.Part(wrap(p.game()), p.position())).toList();
    }

    private record Impartial(ImpartialCatalogGame game) implements ImpartialCatalogGame {
        @Override
        public String id() {
            return game.id();
        }

        @Override
        public GameDefinition definition() {
            return game.definition();
        }

        @Override
        public Position parse(List<String> tokens) {
            return game.parse(tokens);
        }

        @Override
        public String format(Position position) {
            return game.format(position);
        }

        @Override
        public int tableStart() {
            return game.tableStart();
        }

        @Override
        public boolean twoCoordinates() {
            return game.twoCoordinates();
        }

        @Override
        public List<Move> moves(Position position) {
            Cancellation.check();
            return game.moves(position);
        }

        @Override
        public Collection<Position> options(Position position) {
            Cancellation.check();
            return game.options(position);
        }

        @Override
        public List<Position> components(Position position) {
            return game.components(position);
        }

        @Override
        public Position canonical(Position position) {
            return game.canonical(position);
        }

        @Override
        public Optional<OutcomeClosedForm> closedForm() {
            return game.closedForm();
        }

        @Override
        public Optional<OutcomeClosedForm> misereClosedForm() {
            return game.misereClosedForm();
        }

        @Override
        public String describeMove(Position from, Position to) {
            return game.describeMove(from, to);
        }
    }

    private record Partizan(PartizanCatalogGame game) implements PartizanCatalogGame {
        @Override
        public String id() {
            return game.id();
        }

        @Override
        public GameDefinition definition() {
            return game.definition();
        }

        @Override
        public Position parse(List<String> tokens) {
            return game.parse(tokens);
        }

        @Override
        public String format(Position position) {
            return game.format(position);
        }

        @Override
        public int tableStart() {
            return game.tableStart();
        }

        @Override
        public boolean twoCoordinates() {
            return game.twoCoordinates();
        }

        @Override
        public List<Move> leftMoves(Position position) {
            Cancellation.check();
            return game.leftMoves(position);
        }

        @Override
        public List<Move> rightMoves(Position position) {
            Cancellation.check();
            return game.rightMoves(position);
        }

        @Override
        public Collection<Position> leftOptions(Position position) {
            Cancellation.check();
            return game.leftOptions(position);
        }

        @Override
        public Collection<Position> rightOptions(Position position) {
            Cancellation.check();
            return game.rightOptions(position);
        }

        @Override
        public Optional<OutcomeClosedForm> closedForm() {
            return game.closedForm();
        }
    }
}
