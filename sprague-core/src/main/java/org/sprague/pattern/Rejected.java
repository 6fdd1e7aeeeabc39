package org.sprague.pattern;

/**
 * A simpler rule that was tried and failed, with its first counterexample.
 *
 * @param rule the rule in words
 * @param counterexample the first position where it fails, in words ("n = 7: N, rule says P")
 */
public record Rejected(String rule, String counterexample) {
}
