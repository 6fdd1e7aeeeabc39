package org.sprague.catalog;

import org.sprague.catalog.entry.GameDefinition;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.sprague.game.InvalidInputException;
import org.sprague.impartial.GrundyAlgorithm;
import org.sprague.search.PackedGame;
import org.sprague.search.engine.PackedSearch;
import org.sprague.search.engine.SearchMonitor;
import org.sprague.game.Position;
import org.sprague.game.Move;
import org.sprague.catalog.engine.DerivedMoves;
import org.sprague.catalog.engine.PackedCatalogSolver;

/**
 * A user's {@link PackedGame} as a catalogue game: a position is the whole numbers typed on
 * the command line ({@link PackedGame#position} packs them, {@link PackedGame#numbers} prints
 * them back), several positions of {@link PackedGame#partSize} numbers each being their sum.
 * Normal play is solved by {@link PackedSearch} (dense memo when the game has a rank); misère
 * play and moves go through the same options turned into number lists at the edge.
 */
final class PackedCustomGame extends DefinedGame implements ImpartialCatalogGame {
    private final PackedGame game;

    PackedCustomGame(String id, PackedGame game, GameDefinition definition) {
        super(id, definition);
        this.game = game;
    }

    @Override
    public Position parse(List<String> tokens) {
        Position p = Position.parse(id, "number", tokens, 0);
        parts(p); // checks the numbers make positions of the game
        return p;
    }

    @Override
    public boolean twoCoordinates() {
        return true;
    }

    /** The least n such that "n n" is a position of the game (a sheet's sides start at 2). */
    @Override
    public int tableStart() {
        for (int n = 0; n < 64; n++) {
            try {
                game.position(new long[] {n, n});
                return n;
            } catch (IllegalArgumentException e) {
                // not a position: try the next
            }
        }
        return 0;
    }

    /** The packed parts of a position: one, or one per {@code partSize} numbers. */
    long[] parts(Position p) {
        long[] numbers = new long[p.size()];
        for (int i = 0; i < numbers.length; i++) {
            if (p.get(i).bitLength() > 63) {
                throw new InvalidInputException(id + ": number " + (i + 1) + " '" + p.get(i) + "' is too large");
            }
            numbers[i] = p.get(i).longValue();
        }
        int k = game.partSize();
        if (k <= 0 || numbers.length <= k) {
            return new long[] {pack(numbers)};
        }
        if (numbers.length % k != 0) {
            throw new InvalidInputException(id + ": a sum is positions of " + k + " numbers each, got "
                    + numbers.length + " numbers");
        }
        long[] parts = new long[numbers.length / k];
        for (int i = 0; i < parts.length; i++) {
            parts[i] = pack(Arrays.copyOfRange(numbers, i * k, i * k + k));
        }
        return parts;
    }

    private long pack(long[] numbers) {
        try {
            return game.position(numbers);
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException(id + ": " + Arrays.toString(numbers).replaceAll("[\\[\\],]", "")
                    + " is not a position: " + e.getMessage());
        }
    }

    private Position unpack(long[] parts) {
        List<BigInteger> v = new ArrayList<>();
        for (long part : parts) {
            for (long n : game.numbers(part)) {
                v.add(BigInteger.valueOf(n));
            }
        }
        return new Position(v);
    }

    @Override
    public List<Move> moves(Position p) {
        long[] parts = parts(p);
        List<Move> moves = new ArrayList<>();
        for (int i = 0; i < parts.length; i++) {
            int at = i;
            DerivedMoves.addTo(moves, p, game::options, parts[i], (replacement, count) -> {
                if (count > 1 && game.partSize() <= 0) {
                    // printed as the numbers of its parts, a sum would be read back as one position
                    throw new InvalidInputException(id + ": an option of " + game.format(parts[at])
                            + " is a sum (OptionSink.sum) but the game declares no partSize(): override it"
                            + " to return how many numbers make one part");
                }
                long[] next = new long[parts.length - 1 + count];
                System.arraycopy(parts, 0, next, 0, at);
                System.arraycopy(replacement, 0, next, at, count);
                System.arraycopy(parts, at + 1, next, at + count, parts.length - at - 1);
                return unpack(next);
            }, (before, to) -> "-> " + to);
        }
        return moves;
    }

    @Override
    public GrundyAlgorithm<Position> searchSolver(long maxPositions, org.sprague.search.engine.SearchThreads threads) {
        return new PackedCatalogSolver(this, game, this::parts,
                SearchMonitor.limit(maxPositions).following(threads), threads);
    }
}
