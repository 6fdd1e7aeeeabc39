package org.sprague.catalog.games;

import java.math.BigInteger;
import java.util.List;
import org.sprague.game.Move;
import org.sprague.game.Position;

/**
 * The syntax of a position that is two whole numbers, declared by a game as data and used only
 * at the edges (the searches run on packed pairs): what a position is (for the wrong-count
 * message), each number's name and least value, and the second number when it may be left out
 * (null: it may not). Parsing, the position of two numbers and a move's name ({@code "how:
 * before -> after"}) are written here once for Kiki, Wythoff, the multiplication game
 * ({@link PairGame}) and Cram's {@code R C}.
 */
record TwoNumbers(String usage, String first, long firstMin, String second, long secondMin, BigInteger secondDefault) {

    /** Two numbers that must both be given. */
    TwoNumbers(String usage, String first, long firstMin, String second, long secondMin) {
        this(usage, first, firstMin, second, secondMin, null);
    }

    /**
     * The position the tokens give {@code game}: the two numbers, or the first and {@link #secondDefault}.
     *
     * @throws org.sprague.game.InvalidInputException naming the count, or the number that is wrong
     */
    Position parse(String game, List<String> tokens) {
        int n = tokens.size();
        if (n != 2 && (n != 1 || secondDefault == null)) {
            throw DeclaredGame.wrongCount(game, usage, tokens);
        }
        BigInteger a = Position.parseNumber(game, first, tokens.get(0), firstMin);
        return of(a, n == 2 ? Position.parseNumber(game, second, tokens.get(1), secondMin) : secondDefault);
    }

    /** The position {@code (a, b)}. */
    static Position of(BigInteger a, BigInteger b) {
        return new Position(List.of(a, b));
    }

    /** The move to {@code to}, named {@code "how: before -> after"}. */
    static Move move(String how, Object before, Object after, Position to) {
        return new Move(how + ": " + before + " -> " + after, to);
    }
}
