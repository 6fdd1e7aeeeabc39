package org.sprague.catalog.games;

import java.math.BigInteger;
import java.util.Optional;
import org.sprague.catalog.GameDefinition;
import org.sprague.catalog.OutcomeClosedForm;
import org.sprague.heap.SubtractionSet;

/**
 * Bash game (巴什博弈): one heap of {@code n} stones; a move takes 1 to {@code M}.
 *
 * <p>Closed form: {@code G(n) = n mod (M+1)}; the only move to value {@code v} takes
 * {@code (G(n) - v) mod (M+1)} stones when that is between 1 and {@code min(M, n)}.
 * Exact at any size, O(1) BigInteger operations. Source: the tutorials' Bash game;
 * <i>Winning Ways</i>, ch. 4 (subtraction games).
 */
final class BashGame extends HeapGame {
    static final GameDefinition DEFINITION = Definitions.of("bash", BashGame::create);

    private final BigInteger m;

    private BashGame(BigInteger m) {
        super("bash:" + m, DEFINITION, SubtractionSet.range(m), true);
        this.m = m;
    }

    static BashGame create(String parameter) {
        return new BashGame(parseM("bash", parameter));
    }

    @Override
    public Optional<OutcomeClosedForm> closedForm() {
        return Optional.of(new CappedNimGame.ResidueNimSum(m.add(BigInteger.ONE))); // one heap of Capped Nim
    }
}
