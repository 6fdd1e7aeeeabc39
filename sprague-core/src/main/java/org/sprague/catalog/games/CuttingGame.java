package org.sprague.catalog.games;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.sprague.catalog.entry.GameDefinition;
import org.sprague.catalog.ImpartialCatalogGame;
import org.sprague.catalog.engine.DerivedMoves;
import org.sprague.game.Move;
import org.sprague.game.Position;
import org.sprague.game.InvalidInputException;
import org.sprague.impartial.GrundyAlgorithm;

/**
 * The cutting game (POJ 2311): sheets of grid paper; a move cuts one sheet along a grid line
 * into two sheets; whoever makes a 1 x 1 piece wins. As in the tutorials, a cut that leaves a
 * strip 1 wide is never played (the opponent would then cut off a 1 x 1), so only cuts leaving
 * both parts at least 2 long count, every side is at least 2, and a sheet with both sides
 * at most 3 is terminal.
 *
 * <p>No closed form is known: the Grundy value of a sheet is the mex over cuts of the XOR
 * of the two pieces, found by search; a position of several sheets is their disjunctive sum
 * ({@link #components}), each sheet memoized as (short side, long side). A cut at {@code a}
 * and at {@code w - a} give the same two pieces, so only cuts with the first piece not
 * longer than the second are listed. Cost per sheet {@code w x h}: {@code O(w + h)} options.
 */
final class CuttingGame implements ImpartialCatalogGame, BoardPositions, org.sprague.catalog.engine.SequenceSearch {
    static final GameDefinition DEFINITION = Definitions.of("cutting", p -> new CuttingGame());

    private static final BigInteger TWO = BigInteger.TWO;

    @Override
    public GameDefinition definition() {
        return DEFINITION;
    }

    @Override
    public Position parse(List<String> tokens) {
        if (tokens.isEmpty() || tokens.size() % 2 != 0) {
            throw DeclaredGame.wrongCount("cutting", "sheets given as pairs w h", tokens);
        }
        List<BigInteger> v = new ArrayList<>();
        for (int i = 0; i < tokens.size(); i++) {
            String what = (i % 2 == 0 ? "width" : "height") + " of sheet " + (i / 2 + 1);
            BigInteger side = Position.parseNumber(id(), what, tokens.get(i), 0);
            if (side.compareTo(TWO) < 0) {
                throw new InvalidInputException("cutting: " + what + " '" + tokens.get(i)
                        + "' must be >= 2 (a strip 1 wide is never cut: only cuts leaving both parts >= 2 count)");
            }
            v.add(side);
        }
        return new Position(v);
    }

    @Override
    public int tableStart() {
        return 2;
    }

    /**
     * The cuts of {@link PackedCutting}'s rule (written there once), each sheet's pieces as they
     * lie and in its place ({@link DerivedMoves}): sheet by sheet, {@code sheet 1: 5x3 -> 2x3 + 3x3}.
     */
    @Override
    public List<Move> moves(Position p) {
        p.ints(); // a side past 31 bits is a limit, as for the search
        long[] sides = p.longNumbers();
        List<Move> moves = new ArrayList<>();
        for (int s = 0; s < sides.length / 2; s++) {
            int at = 2 * s;
            String cut = "sheet " + (s + 1) + ": " + sides[at] + "x" + sides[at + 1] + " -> ";
            DerivedMoves.addTo(moves, p, PackedCutting.IN_PLACE, sides[at] << 32 | sides[at + 1],
                    (pieces, count) -> { // the sheet's place: its pieces, as they lie
                        long[] v = new long[sides.length + 2 * count - 2];
                        System.arraycopy(sides, 0, v, 0, at);
                        for (int i = 0; i < count; i++) {
                            v[at + 2 * i] = pieces[i] >>> 32;
                            v[at + 2 * i + 1] = pieces[i] & 0xffffffffL;
                        }
                        System.arraycopy(sides, at + 2, v, at + 2 * count, sides.length - at - 2);
                        return p.withLongNumbers(v);
                    },
                    (before, after) -> cut + sheetAt(after, at) + " + " + sheetAt(after, at + 2));
        }
        return moves;
    }

    /** The sheet at numbers {@code i, i + 1}: {@code 5x3}. */
    private static String sheetAt(Position p, int i) {
        long[] v = p.longNumbers();
        return v[i] + "x" + v[i + 1];
    }

    /**
     * The dense {@link CuttingGrundyTable} for near-square sheets, else the packed engine
     * (sheets as {@code long}s, memoized in a dense array): {@link CuttingTableSolver}.
     */
    @Override
    public GrundyAlgorithm<Position> sequenceSolver(long maxPositions, org.sprague.search.engine.SearchThreads threads) {
        return new CuttingTableSolver(this, maxPositions, threads);
    }

    @Override
    public List<Position> components(Position p) {
        List<Position> parts = new ArrayList<>(p.size() / 2);
        for (int s = 0; s < p.size() / 2; s++) {
            parts.add(sheet(p.get(2 * s), p.get(2 * s + 1)));
        }
        return parts;
    }

    @Override
    public Position canonical(Position p) {
        List<Position> sheets = new ArrayList<>(components(p));
        sheets.sort(Comparator.comparing((Position s) -> s.get(0)).thenComparing(s -> s.get(1)));
        List<BigInteger> v = new ArrayList<>(p.size());
        for (Position s : sheets) {
            v.addAll(s.values());
        }
        return new Position(v);
    }

    private static Position sheet(BigInteger w, BigInteger h) {
        return new Position(List.of(w.min(h), w.max(h)));
    }
}
