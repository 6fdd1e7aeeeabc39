package org.sprague.web;

import java.util.List;

/**
 * The body of {@code POST /api/graph}: an edge-list file's text and the options of
 * {@code sprague graph FILE} as JSON.
 *
 * @param edges the file's text: one edge {@code FROM TO [WEIGHT]} a line, {@code #} comments,
 *     a lone {@code V} declares a vertex, {@code label V TEXT} labels one
 * @param start report only this vertex ({@code --start})
 * @param sum decide the sum of tokens on these vertices ({@code --sum})
 * @param weighted the min/max weighted game ({@code --weighted})
 */
public record GraphRequest(String edges, String start, List<String> sum, Boolean weighted) {
}
