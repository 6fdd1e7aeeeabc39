package org.sprague.web;

/**
 * The body of {@code POST /api/solve} and {@code POST /api/moves}: the CLI's
 * {@code sprague solve} arguments as JSON. Only {@code game} (or a {@code position} that
 * starts with the game id) is required.
 *
 * @param game a game id with its parameter ({@code nim}, {@code bash:3}); may be omitted
 *     when {@code position} is a whole sum such as {@code "nim 3 4 + kayles 7"}
 * @param position the numbers, with {@code + GAME NUMBERS...} for further components of a sum
 * @param misere misère play (default false)
 * @param method auto (default), closed-form or search
 * @param maxPositions the most positions a search may store (at most the server's limit)
 * @param maxMoves the most winning moves to list (at most the server's limit)
 * @param toMove partizan games, {@code /api/moves} only: the side to move, "left" (default:
 *     the first player is Left) or "right"
 * @param outcome {@code /api/solve} only: who wins and the winning moves, never the value
 *     (the CLI's {@code --outcome}: an impartial game without its Grundy value, a partizan
 *     board or sum by the outcome search, Domineering 8x8 in about a second); default false
 */
public record SolveRequest(String game, String position, Boolean misere, String method,
        Long maxPositions, Integer maxMoves, String toMove, Boolean outcome) {
}
