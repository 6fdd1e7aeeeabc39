package org.sprague.web;

/**
 * The body of {@code POST /api/quotient}: the arguments of {@code sprague quotient RULE --to N}
 * as JSON.
 *
 * @param rule the heap game: a take-and-break code ({@code 0.77}), {@code subtraction:1,3,4}, or
 *     a name ({@code kayles})
 * @param to the last heap (default {@value Quotients#DEFAULT_TO}, at most
 *     {@value Quotients#MAX_TO}); the quotient stops earlier when proven
 */
public record QuotientRequest(String rule, Long to) {
}
