package org.sprague.catalog;

import org.sprague.catalog.entry.GameDefinition;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.sprague.game.ImpartialGame;
import org.sprague.game.InvalidInputException;
import org.sprague.game.PartizanGame;
import org.sprague.search.engine.RepeatableOptions;
import org.sprague.game.Position;
import org.sprague.game.Move;

/**
 * Turns a user's own game (an {@link ImpartialGame} or {@link PartizanGame} over
 * {@link Position}s, {@link Integer}s or {@link Long}s) into a catalogue game, so that
 * solve, table, pattern and play work on it. Positions are whole numbers >= 0 typed on
 * the command line; moves are labelled by the position they lead to.
 */
public final class CustomGames {
    private CustomGames() {
    }

    /** What position type the user's game uses. */
    public enum PositionType {
        /** {@link Position}: any count of numbers. */
        POSITION,
        /** {@link Integer}: one number. */
        INTEGER,
        /** {@link Long}: one number. */
        LONG
    }

    private static GameDefinition describe(String id, String kind, String source) {
        return new GameDefinition(id, id, "a user-defined " + kind + " game loaded from " + source, null,
                "the numbers the game's positions are made of", null, id + " ...", p -> {
                    throw new InvalidInputException(id + " takes no parameter");
                });
    }

    private static Object toUser(Position p, PositionType type, String id) {
        return switch (type) {
            case POSITION -> p;
            case INTEGER -> {
                if (p.size() != 1) {
                    throw new InvalidInputException(id + ": a position is one number, got " + p.size());
                }
                yield p.intValue(0);
            }
            case LONG -> {
                if (p.size() != 1) {
                    throw new InvalidInputException(id + ": a position is one number, got " + p.size());
                }
                yield p.get(0).longValueExact();
            }
        };
    }

    private static Position fromUser(Object o, String id) {
        if (o instanceof Position p) {
            return p;
        }
        if (o instanceof Integer i) {
            return Position.of(i);
        }
        if (o instanceof Long l) {
            return Position.of(l);
        }
        if (o instanceof BigInteger b) {
            return new Position(List.of(b));
        }
        throw new IllegalStateException(id + ".options returned a " + (o == null ? "null" : o.getClass().getName())
                + "; positions must be Position, Integer or Long");
    }

    private static List<Move> labelled(Collection<?> options, String id) {
        List<Move> moves = new ArrayList<>(options.size());
        for (Object o : options) {
            Position to = fromUser(o, id);
            moves.add(new Move("-> " + to, to));
        }
        return moves;
    }

    private static Position parseNumbers(String id, List<String> tokens, PositionType type) {
        Position p = Position.parse(id, "number", tokens, 0);
        if (type != PositionType.POSITION && p.size() != 1) {
            throw new InvalidInputException(id + ": a position is one number, got " + p.size());
        }
        return p;
    }

    /** What both views share: id, definition, and positions of whole numbers. */
    private abstract static class UserGame extends DefinedGame {
        final PositionType type;

        UserGame(String id, PositionType type, GameDefinition definition) {
            super(id, definition);
            this.type = type;
        }

        @Override
        public Position parse(List<String> tokens) {
            return parseNumbers(id, tokens, type);
        }

        @Override
        public boolean twoCoordinates() {
            return type == PositionType.POSITION;
        }

        Object user(Position p) {
            return toUser(p, type, id);
        }
    }

    /** A catalogue view of a user's impartial game. */
    public static ImpartialCatalogGame impartial(String id, ImpartialGame<?> game, PositionType type, String source) {
        if (type == PositionType.POSITION) {
            return impartial(id, game, type, source, null);
        }
        // Integer and Long games are searched on their own numbers (UserGameSearch)
        return impartial(id, game, type, source, new Direct(game, p -> toUser(p, type, id), o -> fromUser(o, id)));
    }

    /** A game searched on its own positions: the user's game and the conversions at its edges. */
    private record Direct(ImpartialGame<?> game, java.util.function.Function<Position, Object> in,
            java.util.function.Function<Object, Position> out) {
    }

    /**
     * The catalogue view; with {@code direct} the searches run on the user's own game and
     * positions ({@link UserGameSearch}), {@code game} serving moves and the edges.
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static ImpartialCatalogGame impartial(String id, ImpartialGame<?> game, PositionType type, String source,
            Direct direct) {
        ImpartialGame raw = game;
        final boolean atomic = RepeatableOptions.keepsDefaultComponents(game);
        final boolean streams = type == PositionType.POSITION && RepeatableOptions.streams(game);
        final boolean records = type == PositionType.POSITION && direct != null; // impartialRecords
        final class Impartial extends UserGame implements ImpartialCatalogGame, RepeatableOptions<Position> {
            Impartial(String gameId, PositionType positions, String from) {
                super(gameId, positions, describe(gameId, "impartial", from));
            }

            /**
             * The search's options: the user's own collection, iterated as it is, when its
             * positions are {@link Position}s; no de-duplication (the folds do not need it)
             * and no copy. Measured: docs/performance-log.md, "Object game files without copies".
             */
            @Override
            public Iterable<Position> repeatableOptions(Position p) {
                Collection<?> options = raw.options(user(p));
                if (type == PositionType.POSITION) {
                    return (Collection<Position>) options;
                }
                List<Position> out = new ArrayList<>(options.size());
                for (Object o : options) {
                    out.add(fromUser(o, id));
                }
                return out;
            }

            /** A {@code Position} game's options streamed straight from the user's game into the search's sink. */
            @Override
            public void repeatableOptions(Position p, java.util.function.Consumer<? super Position> sink) {
                if (type == PositionType.POSITION) {
                    raw.options(p, sink);
                } else {
                    RepeatableOptions.super.repeatableOptions(p, sink);
                }
            }

            @Override
            public boolean streamsOptions() {
                return streams;
            }

            @Override
            public boolean atomicPositions() {
                return atomic;
            }

            /** A record or number game's search runs on its own positions ({@link UserGameSearch}); others the default. */
            @Override
            public org.sprague.impartial.GrundyAlgorithm<Position> searchSolver(long maxPositions,
                    org.sprague.search.engine.SearchThreads threads) {
                return direct != null ? UserGameSearch.grundy(direct.game(), direct.in(), direct.out(), maxPositions,
                        threads)
                        : ImpartialCatalogGame.super.searchSolver(maxPositions, threads);
            }

            /** A record or number game's misère search runs on its own positions ({@link UserGameSearch}); others the default. */
            @Override
            public org.sprague.impartial.OutcomeAlgorithm<Position> misereSolver(long maxPositions,
                    org.sprague.search.engine.SearchThreads call) {
                return direct != null ? UserGameSearch.outcome(direct.game(), direct.in(), direct.out(), true, maxPositions,
                        call) : ImpartialCatalogGame.super.misereSolver(maxPositions, call);
            }

            /**
             * The numbers, checked to make a position when they make a record: the record is built
             * ({@code direct.in()}, {@link RecordPositions#fromPosition}), so its constructor decides.
             */
            @Override
            public Position parse(List<String> tokens) {
                Position p = super.parse(tokens);
                if (records) {
                    direct.in().apply(p);
                }
                return p;
            }

            /**
             * A table's first row and column: 0, or for a record position the least n in
             * 0..63 such that {@code n n} makes a record ({@code record Sheet(int w, int h)}
             * whose constructor wants sides >= 2 starts at 2), as a packed game's does.
             */
            @Override
            public int tableStart() {
                if (records) {
                    for (int n = 0; n < 64; n++) {
                        try {
                            direct.in().apply(Position.of(n, n));
                            return n;
                        } catch (InvalidInputException e) {
                            // not a position: try the next
                        }
                    }
                }
                return 0;
            }

            @Override
            public List<Move> moves(Position p) {
                return labelled(raw.options(user(p)), id);
            }

            /**
             * The options without labels: a label is built only when a move is printed (the
             * search of a game file spent a fifth of its time on BigInteger.toString).
             */
            @Override
            public java.util.Collection<Position> options(Position p) {
                Collection<?> options = raw.options(user(p));
                java.util.LinkedHashSet<Position> out = new java.util.LinkedHashSet<>();
                for (Object o : options) {
                    out.add(fromUser(o, id));
                }
                return new ArrayList<>(out);
            }

            @Override
            public List<Position> components(Position p) {
                if (type == PositionType.POSITION) {
                    return (List<Position>) raw.components(p); // the user's own list: no copy per option
                }
                List<Position> out = new ArrayList<>();
                for (Object c : raw.components(user(p))) {
                    out.add(fromUser(c, id));
                }
                return out;
            }

            @Override
            public Position canonical(Position p) {
                return fromUser(raw.canonical(user(p)), id);
            }
        }
        return new Impartial(id, type, source);
    }

    /**
     * A catalogue view of a user's impartial game whose positions are records of whole
     * numbers ({@code record Heaps(int a, int b, int c)}): typed as those numbers in order.
     */
    public static ImpartialCatalogGame impartialRecords(String id, ImpartialGame<?> game, Class<?> recordType,
            String source) {
        RecordPositions records = new RecordPositions(recordType, id);
        return impartial(id, records.game(game, id), PositionType.POSITION, source,
                new Direct(game, p -> records.fromPosition(p, id), records::toPosition));
    }

    /**
     * A catalogue view of a user's {@link org.sprague.search.PackedGame}: positions packed
     * in a {@code long}, solved by the packed search.
     */
    public static ImpartialCatalogGame packed(String id, org.sprague.search.PackedGame game, String source) {
        return new PackedCustomGame(id, game, describe(id, "impartial (packed)", source));
    }

    /** A catalogue view of a user's partizan game (Left starts). */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static PartizanCatalogGame partizan(String id, PartizanGame<?> game, PositionType type, String source) {
        PartizanGame raw = game;
        final class Partizan extends UserGame implements PartizanCatalogGame {
            Partizan(String gameId, PositionType positions, String from) {
                super(gameId, positions, describe(gameId, "partizan", from));
            }

            @Override
            public List<Move> moves(Position p, boolean left) {
                return labelled(left ? raw.leftOptions(user(p)) : raw.rightOptions(user(p)), id);
            }
        }
        return new Partizan(id, type, source);
    }
}
