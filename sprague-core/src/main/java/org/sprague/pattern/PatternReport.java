package org.sprague.pattern;

import java.util.List;
import java.util.Optional;

/**
 * What the pattern finder concluded about one table: the rule (or none), and its evidence.
 *
 * @param subject what the rule describes: "P-positions" or "Grundy values"
 * @param rule the rule found, or null when none was found (see {@link #found()})
 * @param rejected simpler rules tried first, each with its first counterexample
 * @param learnedOn the range the rule was learned from, e.g. "n = 0..66"
 * @param checkedOn the larger range it was checked on, e.g. "n = 0..100"
 * @param tried the families tried when no rule was found
 */
public record PatternReport(String subject, Rule rule, List<Rejected> rejected,
        String learnedOn, String checkedOn, List<String> tried) {

    public PatternReport {
        rejected = List.copyOf(rejected);
        tried = List.copyOf(tried);
    }

    /** The rule, if one was found. */
    public Optional<Rule> found() {
        return Optional.ofNullable(rule);
    }

    /** One line: the rule with its evidence, or "no rule found". */
    public String summary() {
        return found().map(r -> subject + ": " + r.text() + (r.proven() ? " (proven)"
                        : " (checked on " + checkedOn + ", learned on " + learnedOn + "; not proven)"))
                .orElse(subject + ": no rule found up to " + checkedOn + " (tried: " + String.join(", ", tried) + ")");
    }
}
