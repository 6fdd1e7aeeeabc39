package org.sprague.app.json;

import org.sprague.partizan.outcome.PartizanOutcomeSearch;

/**
 * The JSON of {@code SolveAnswer.PartizanOutcome}: the outcome search's report ({@code nodes}: nodes
 * searched, or states stored by the memoized search), then the engine, its statistics and
 * the fallback (null: the outcome search is the path asked for). In a package exported to
 * Sprague's front ends only (issue 22, item 6): a library user reads the JSON through
 * {@code json()}.
 */
public record PartizanOutcomeRecord(String game, String position, org.sprague.game.Outcome outcome,
        PartizanOutcomeSearch.WinningMove leftWinningMove, PartizanOutcomeSearch.WinningMove rightWinningMove,
        long nodes, String searchedBy,
        String engine, java.util.Map<String, Long> statistics, String fallback) {
}
