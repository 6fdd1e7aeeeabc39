package org.sprague.pattern;

import java.util.List;
import java.util.Optional;

/**
 * What the pattern finder concluded about one table: the rule (or none), and its evidence.
 *
 * @param subject what the rule describes: "P-positions" or "Grundy values"
 * @param rule the rule found, or null when none was found (see {@link #found()})
 * @param rejected the best rules of each family that were not printed, each with why
 * @param learnedOn the range the rule was learned from, e.g. "n = 0..150"
 * @param checkedOn the larger range it was checked on, e.g. "n = 0..603"
 * @param tried the families tried
 * @param selection how the rule was chosen: its score (description length) against the
 *     threshold, e.g. "score 3 (rule 3 + exceptions 0) <= 75 = half of the 151 learned values"
 * @param note what limited the check, when the table could not be extended as far as
 *     wanted (the time budget, the game's last position), or where the held-out values came
 *     from when not from the search (a heap game's theorem); null otherwise
 */
public record PatternReport(String subject, Rule rule, List<Rejected> rejected,
        String learnedOn, String checkedOn, List<String> tried, String selection, String note) {

    public PatternReport {
        rejected = List.copyOf(rejected);
        tried = List.copyOf(tried);
    }

    /** A report without a selection line or note. */
    public PatternReport(String subject, Rule rule, List<Rejected> rejected, String learnedOn, String checkedOn,
            List<String> tried) {
        this(subject, rule, rejected, learnedOn, checkedOn, tried, null, null);
    }

    /** The rule, if one was found. */
    public Optional<Rule> found() {
        return Optional.ofNullable(rule);
    }

    /** This report with a note on what limited the check. */
    public PatternReport withNote(String newNote) {
        return new PatternReport(subject, rule, rejected, learnedOn, checkedOn, tried, selection, newNote);
    }

    /** The theorem's name: its text up to the first colon. */
    static String theoremName(String theorem) {
        int colon = theorem.indexOf(':');
        return colon < 0 ? theorem : theorem.substring(0, colon);
    }

    /** One line: the rule with its evidence, or "no rule found". */
    public String summary() {
        return found().map(r -> subject + ": " + r.text() + (r.proven() ? " (proven by " + theoremName(r.theorem()) + ")"
                        : " (checked on " + checkedOn + ", learned on " + learnedOn + "; not proven)"))
                .orElse(subject + ": no rule found (learned on " + learnedOn + ", checked on " + checkedOn
                        + "; tried: " + String.join(", ", tried) + ")");
    }
}
