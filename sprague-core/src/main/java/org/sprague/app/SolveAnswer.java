package org.sprague.app;

import org.sprague.app.json.PartizanOutcomeRecord;
import org.sprague.app.json.PartizanValueRecord;
import org.sprague.game.Solution;
import org.sprague.partizan.outcome.PartizanOutcomeSearch;
import org.sprague.partizan.outcome.PartizanOutcomeSearch.Report;

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
     *     engine's reason, or the route taken), a {@link org.sprague.game.wording.Wording} template; null
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
     * @see org.sprague.app.json.PartizanValueRecord
     */
    record PartizanValue(PartizanValueRecord record, boolean leftMovesCut, boolean rightMovesCut,
            String reportText) implements SolveAnswer {
        @Override
        public Object json() {
            return record;
        }
    }

    /**
     * A partizan position asked for its outcome only: who wins and a winning move of each side.
     *
     * @param report the outcome search's report
     * @param elapsedMillis the wall time of the search
     */
    record PartizanOutcome(PartizanOutcomeSearch.Report report, long elapsedMillis) implements SolveAnswer {
        /** The report's fields, then the engine, its statistics and the fallback (none). */
        @Override
        public PartizanOutcomeRecord json() {
            Report r = report;
            boolean memo = r.searchedBy().startsWith("memoized"); // its nodes are the states it stored
            return new PartizanOutcomeRecord(r.game(), r.position(), r.outcome(), r.leftWinningMove(),
                    r.rightWinningMove(), r.nodes(), r.searchedBy(),
                    memo ? Solution.Engine.OUTCOME_SEARCH : Solution.Engine.ALPHA_BETA_OUTCOME,
                    new Solution.Statistics(memo ? r.nodes() : null, memo ? null : r.nodes(), elapsedMillis), null);
        }
    }
}
