package org.sprague.app;

import java.util.List;
import org.sprague.catalog.Solution;
import org.sprague.partizan.games.PartizanSumSolver.WinningMove;
import org.sprague.partizan.outcome.PartizanOutcomeSearch;

/**
 * The answer of {@link Sprague#solve}: one of three shapes, decided in core by what the
 * position is. Each carries the record the command line's {@code --json} and the web's JSON
 * write as they are ({@link #json()}), so both print the same fields by construction.
 */
public sealed interface SolveAnswer {

    /** The record written as JSON. */
    Object json();

    /**
     * An impartial game (or a sum, or misère play, or a catalogue partizan game such as
     * pebbles): outcome, Grundy value and winning moves.
     *
     * @param solution the solution, the JSON of {@code sprague solve --json} and {@code POST /api/solve}
     * @param threadsUsed how many threads the search ran on
     * @param oneThreadNote with two threads asked, why the answer was searched on one (the
     *     engine's reason, or the route taken), a {@link org.sprague.game.Wording} template; null
     *     when the search was split or one thread asked
     */
    record Impartial(Solution solution, int threadsUsed, String oneThreadNote) implements SolveAnswer {
        @Override
        public Object json() {
            return solution;
        }
    }

    /**
     * A partizan game solved to canonical form (domineering, hackenbush, clobber,
     * toads-and-frogs, cutcake, a user's {@code PartizanGame}, or a sum of them).
     *
     * @param record the JSON record
     * @param leftMovesCut whether Left has more winning moves than the record lists
     * @param rightMovesCut whether Right has more winning moves than the record lists
     * @param reportText the value report's five lines
     */
    record PartizanValue(PartizanValueRecord record, boolean leftMovesCut, boolean rightMovesCut,
            String reportText) implements SolveAnswer {
        @Override
        public Object json() {
            return record;
        }
    }

    /**
     * The JSON of a partizan value: the value report flattened, and each player's winning
     * first moves (at most {@code maxMoves} each).
     */
    record PartizanValueRecord(String game, String position, String value, String outcome, String mean,
            String temperature, String leftStop, String rightStop, List<WinningMove> leftWinningMoves,
            List<WinningMove> rightWinningMoves, long positionsStored) {
        public PartizanValueRecord {
            leftWinningMoves = List.copyOf(leftWinningMoves);
            rightWinningMoves = List.copyOf(rightWinningMoves);
        }
    }

    /** A partizan position asked for its outcome only: who wins and a winning move of each side. */
    record PartizanOutcome(PartizanOutcomeSearch.Report report) implements SolveAnswer {
        @Override
        public Object json() {
            return report;
        }
    }
}
