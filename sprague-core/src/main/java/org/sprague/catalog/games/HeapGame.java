package org.sprague.catalog.games;

import org.sprague.catalog.engine.PositionCodec;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.sprague.catalog.entry.GameDefinition;
import org.sprague.game.Move;
import org.sprague.game.Position;
import org.sprague.game.InvalidInputException;
import org.sprague.heap.HeapCode;
import org.sprague.heap.HeapRule;
import org.sprague.heap.SubtractionSet;
import org.sprague.impartial.GrundyAlgorithm;

/**
 * Base of the heap games: a position is a list of heaps, the sum of its heaps (each heap a
 * component), and the moves from one heap are given by a {@link HeapRule}. Take moves are
 * labelled {@code heap 2: 7 -> 3}, splits {@code heap 2: 7 -> 2 + 4}; a split heap is
 * replaced in place by its parts. The search solver is {@link HeapSearchSolver}: the
 * rule's values up to the largest heap, by the sparse-space method, no recursion.
 */
abstract class HeapGame extends DeclaredGame implements HeapMultiset, org.sprague.catalog.engine.HeapCodeGame,
        org.sprague.catalog.engine.SequenceSearch {
    private final String id;
    private final HeapRule rule;
    private final boolean oneHeap;

    /**
     * The codec is the rule's packing ({@link #codec}); {@code closedForm} makes the game's
     * closed form, as {@link DeclaredGame}'s (null: none unless the game overrides
     * {@link #closedForm}).
     */
    HeapGame(String id, GameDefinition definition, HeapRule rule, boolean oneHeap,
            java.util.function.Supplier<org.sprague.catalog.engine.OutcomeClosedForm> closedForm) {
        super(definition, null, closedForm);
        this.id = id;
        this.rule = rule;
        this.oneHeap = oneHeap;
    }

    /** The rule on one heap. */
    HeapRule rule() {
        return rule;
    }

    /** The rule as a take-and-break code, which the Grundy-sequence calculators read. */
    HeapCode code() {
        return rule instanceof HeapCode c ? c : ((SubtractionSet) rule).toCode(id);
    }

    @Override
    public HeapCode heapCode() {
        return code();
    }

    @Override
    public Move heapMove(Position p, int i, int count, long a, long b, long c) {
        return new Move(label(i, p.get(i).longValueExact(), count, a, b, c), result(p, i, count, a, b, c));
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public Position parse(List<String> tokens) {
        if (oneHeap && tokens.size() != 1) {
            throw new InvalidInputException(id + ": give one heap size n, got " + tokens.size() + " numbers");
        }
        return Position.parse(id, "heap", tokens, 0);
    }

    @Override
    public boolean twoCoordinates() {
        return !oneHeap;
    }

    @Override
    public List<Move> moves(Position p) {
        return moves(rule, p);
    }

    /** The moves of the sum of heaps {@code p} under {@code rule}, heap by heap, each split heap replaced in place. */
    static List<Move> moves(HeapRule rule, Position p) {
        List<Move> moves = new ArrayList<>();
        for (int i = 0; i < p.size(); i++) {
            int heap = i;
            int h = p.intValue(i);
            rule.forEachOption(h, (count, a, b, c) ->
                    moves.add(new Move(label(heap, h, count, a, b, c), result(p, heap, count, a, b, c))));
        }
        return moves;
    }

    /** The position after heap {@code i} is replaced by the {@code count} heaps left. */
    static Position result(Position p, int i, int count, long a, long b, long c) {
        return switch (count) {
            case 0 -> p.with(i, 0);
            case 1 -> p.with(i, a);
            case 2 -> p.replace(i, List.of(BigInteger.valueOf(a), BigInteger.valueOf(b)));
            default -> p.replace(i, List.of(BigInteger.valueOf(a), BigInteger.valueOf(b), BigInteger.valueOf(c)));
        };
    }

    /** {@code heap 2: 7 -> 3}, {@code heap 2: 7 -> 2 + 4}, {@code heap 2: 7 -> 0}. */
    static String label(int i, long from, int count, long a, long b, long c) {
        return switch (count) {
            case 0 -> HeapLabels.reduce(i, from, 0);
            case 1 -> HeapLabels.reduce(i, from, a);
            case 2 -> "heap " + (i + 1) + ": " + from + " -> " + a + " + " + b;
            default -> "heap " + (i + 1) + ": " + from + " -> " + a + " + " + b + " + " + c;
        };
    }

    /** A split label with exact parts. */
    static String splitLabel(int i, BigInteger from, BigInteger a, BigInteger b) {
        return "heap " + (i + 1) + ": " + from + " -> " + a + " + " + b;
    }

    /** The Grundy values from the rule's sparse-space table ({@link HeapSearchSolver}), stopping at {@code call}'s running deadline. */
    @Override
    public GrundyAlgorithm<Position> sequenceSolver(long maxPositions, org.sprague.search.engine.SearchThreads call) {
        return new HeapSearchSolver(this, maxPositions, call);
    }

    /**
     * Positions pack as the multiset of heaps in {@link HeapFields}, the rule's own
     * allocation-free moves ({@link PackedRuleHeaps}): whole for misère play; the object
     * search for a position that does not pack.
     */
    @Override
    public java.util.Optional<PositionCodec> codec(boolean whole) {
        return java.util.Optional.of(packing(rule, !whole));
    }

    /** The heap family's packing: {@link PackedRuleHeaps} over a rule, in sum or whole mode. */
    static PositionCodec packing(HeapRule rule, boolean sum) {
        return new HeapPacking(bits -> new PackedRuleHeaps(rule, bits, sum), true, false, "heap", !sum);
    }

    /** Parses a parameter {@code M >= 1} (exact), with a one-line error naming it. */
    static BigInteger parseM(String game, String parameter) {
        if (parameter == null || parameter.isEmpty()) {
            throw new InvalidInputException(game + ": missing parameter M, e.g. " + game + ":3");
        }
        if (!parameter.matches("[+-]?[0-9]+")) {
            throw new InvalidInputException(game + ": parameter M '" + parameter + "' is not a whole number");
        }
        BigInteger m = new BigInteger(parameter);
        if (m.signum() <= 0) {
            throw new InvalidInputException(game + ": parameter M '" + parameter + "' must be >= 1");
        }
        return m;
    }
}
