package org.sprague.web;

/**
 * The body of {@code POST /api/grundy}: the arguments of {@code sprague grundy RULE --to N}
 * as JSON.
 *
 * @param rule the heap game: a take-and-break code ({@code 0.77}, {@code 4.[3]}),
 *     {@code subtraction:1,3,4}, or a name ({@code kayles}, {@code grundys-game})
 * @param to compute G(0) .. G(to)
 * @param method naive, sparse or auto (default: auto, which is sparse)
 * @param noValues leave the values out of the answer ({@code --no-values}; default false)
 */
public record GrundyRequest(String rule, Long to, String method, Boolean noValues) {
}
