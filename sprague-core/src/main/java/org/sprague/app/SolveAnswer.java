package org.sprague.app;

import org.sprague.app.json.PartizanOutcomeRecord;
import org.sprague.app.json.PartizanValueRecord;
import org.sprague.catalog.engine.Engine;
import org.sprague.game.Solution;
import org.sprague.partizan.outcome.PartizanOutcomeSearch;

/**
 * The answer of {@link Sprague#solve}, in one of three shapes decided in core by what the
 * position is: an impartial game's {@link #solution()} (also a sum, misère play, or a
 * catalogue partizan game such as pebbles); a partizan game's canonical {@link #value()} with
 * each player's winning moves (domineering, hackenbush, clobber, toads-and-frogs, cutcake, a
 * user's {@code PartizanGame}, or a sum of them); or, asked for the outcome only, who wins a
 * partizan game and a winning move of each side. Each carries the record the command line's
 * {@code --json} and the web's JSON write as they are ({@link #json()}), so both print the same
 * fields by construction; {@code solution()} or {@code value()} is null for the other shapes.
 *
 * @param json the record written as JSON: the {@link #solution()}; a partizan value's record
 *     (value, outcome, mean, temperature, stops, each side's winning moves, engine, statistics);
 *     or the outcome search's (outcome, a winning move of each side, nodes, engine, statistics)
 * @param solution the solution of an impartial game, a sum or misère play (or a catalogue
 *     partizan game such as pebbles): outcome, Grundy value, winning moves, components; the JSON
 *     of {@code sprague solve --json} and {@code POST /api/solve}. Null for a partizan game
 *     solved to its value or outcome
 * @param threadsUsed how many threads the search of a {@link #solution()} ran on; 1 for the
 *     other shapes
 * @param oneThreadNote with two threads asked, why the {@link #solution()} was searched on one
 *     (the engine's reason, or the route taken), a {@link org.sprague.game.wording.Wording}
 *     template; null when the search was split, one thread asked, or for the other shapes
 * @param valueReport a partizan value's report as text (value, outcome, mean, temperature,
 *     stops); null for the other shapes
 * @param leftMovesCut whether Left has more winning moves than a partizan value's record lists
 * @param rightMovesCut whether Right has more winning moves than a partizan value's record lists
 * @param partizanValueBudget for one partizan catalogue game alone (pebbles): the most positions
 *     its canonical form's search takes (the search limit, at most
 *     {@code CatalogSolver.VALUE_POSITIONS}), so a null {@link Solution#value()} means "more
 *     than this"; null for anything else (a sum, an impartial game, the other shapes). Decided
 *     here, so a front end need not parse the position again to know what the position was
 * @param partizanValueNote for one partizan catalogue game alone in normal play whose canonical
 *     form was not computed (a null {@link Solution#value()}): why, in a few words
 *     ({@code more than 200000 positions}, or its forms too large to compare or write out); null
 *     otherwise
 */
public record SolveAnswer(Object json, Solution solution, int threadsUsed, String oneThreadNote, String valueReport,
        boolean leftMovesCut, boolean rightMovesCut, Long partizanValueBudget, String partizanValueNote) {

    /**
     * An impartial game's (or a catalogue partizan game's) solution, searched on {@code threadsUsed}
     * threads; for one partizan catalogue game alone its canonical form ({@link Solution#value()}) is
     * computed within {@code valueBudget} positions (and its forms' budget), null past them,
     * {@code valueNote} saying why.
     */
    static SolveAnswer impartial(Solution solution, int threadsUsed, String oneThreadNote, Long valueBudget,
            String valueNote) {
        return new SolveAnswer(solution, solution, threadsUsed, oneThreadNote, null, false, false, valueBudget,
                valueNote);
    }

    /** A partizan game's value record, its report's text and whether each side's moves were cut. */
    static SolveAnswer partizanValue(PartizanValueRecord record, boolean leftMovesCut, boolean rightMovesCut,
            String reportText) {
        return new SolveAnswer(record, null, 1, null, reportText, leftMovesCut, rightMovesCut, null, null);
    }

    /** A partizan outcome search's report: its fields, then the engine, its statistics and the fallback (none). */
    static SolveAnswer partizanOutcome(PartizanOutcomeSearch.Report r, long elapsedMillis) {
        boolean memo = r.searchedBy().startsWith("memoized"); // its nodes are the states it stored
        return partizanOutcome(r, memo ? Engine.OUTCOME_SEARCH : Engine.ALPHA_BETA_OUTCOME, elapsedMillis);
    }

    /**
     * An outcome-only answer that {@code engine} gave; its nodes are positions stored, but for
     * {@link Engine#ALPHA_BETA_OUTCOME}'s, which are the states it entered.
     */
    static SolveAnswer partizanOutcome(PartizanOutcomeSearch.Report r, Engine engine, long elapsedMillis) {
        boolean stored = engine != Engine.ALPHA_BETA_OUTCOME;
        return new SolveAnswer(new PartizanOutcomeRecord(r.game(), r.position(), r.outcome(), r.leftWinningMove(),
                r.rightWinningMove(), r.nodes(), r.searchedBy(), engine.name(),
                Solution.statistics(stored ? r.nodes() : null, stored ? null : r.nodes(), elapsedMillis), null),
                null, 1, null, null, false, false, null, null);
    }

    /**
     * A partizan game's canonical form, Left moving first, in CGSuite's notation
     * ({@code {2|-1/2}}); null for the other shapes (a catalogue partizan game's is
     * {@link Solution#value()}).
     */
    public String value() {
        return json instanceof PartizanValueRecord r ? r.value() : null;
    }
}
