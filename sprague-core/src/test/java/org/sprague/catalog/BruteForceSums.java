package org.sprague.catalog;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.sprague.catalog.entry.Part;
import org.sprague.game.Outcome;
import org.sprague.game.Position;
import org.sprague.game.Move;

/**
 * The oracle for winning moves: every move of a sum's full move list (the games' own
 * {@link ImpartialCatalogGame#moves}) that leads to a P-position, and nothing else from the engine (no
 * closed form, no packed engine, no search route). Normal play: the position reached is P iff
 * the XOR of its components' Grundy values is 0 (Sprague-Grundy), each value the mex of its
 * options' values by plain recursion. Misère play, which values do not decide: plain
 * game-tree search of the whole sum (a position is N iff some move leads to a P-position; no
 * move is a win). Recursive and memoized; for small positions only.
 */
final class BruteForceSums {
    /**
     * The most sums the misère search remembers before it gives up: a sum's positions are the
     * product of its parts' ({@code cram 3x4 + cram 3x4} has millions), and a search past a few
     * hundred thousand of them exhausted the test JVM's 2 GB (CI, 2026-11-26).
     */
    static final int MISERE_POSITIONS_AT_MOST = 300_000;

    /** The whole-sum misère search met more than {@link #MISERE_POSITIONS_AT_MOST} positions. */
    static final class TooLargeException extends RuntimeException {
        TooLargeException() {
            super("more than " + MISERE_POSITIONS_AT_MOST + " positions", null, false, false);
        }
    }

    private final boolean misere;
    private final Map<List<Position>, Boolean> wins = new HashMap<>();
    private final Map<ImpartialCatalogGame, Map<Position, Integer>> grundy = new HashMap<>();

    BruteForceSums(boolean misere) {
        this.misere = misere;
    }

    /**
     * Misère play: whether the player to move wins the sum of {@code games} at {@code at}, by
     * whole-sum search; {@link TooLargeException} past {@link #MISERE_POSITIONS_AT_MOST} positions.
     */
    boolean wins(List<ImpartialCatalogGame> games, List<Position> at) {
        Boolean known = wins.get(at);
        if (known != null) {
            return known;
        }
        boolean anyMove = false;
        boolean win = false;
        for (int i = 0; i < at.size() && !win; i++) {
            for (Move m : games.get(i).moves(at.get(i))) {
                anyMove = true;
                List<Position> next = new ArrayList<>(at);
                next.set(i, m.to());
                if (!wins(games, next)) {
                    win = true;
                    break;
                }
            }
        }
        boolean result = anyMove ? win : misere;
        if (wins.size() >= MISERE_POSITIONS_AT_MOST) {
            throw new TooLargeException();
        }
        wins.put(List.copyOf(at), result);
        return result;
    }

    /**
     * Every move of the sum that leads to a P-position: text of the position it leads to,
     * mapped to the labels of the moves that lead there, written as the solver writes them
     * ({@code component i (id): label} and the sum's text for a sum; the game's label and
     * position for one component).
     */
    Map<String, Set<String>> winningMoves(List<Part> parts) {
        List<ImpartialCatalogGame> games = new ArrayList<>();
        List<Position> at = new ArrayList<>();
        for (Part p : parts) {
            games.add((ImpartialCatalogGame) p.game());
            at.add(p.position());
        }
        Map<String, Set<String>> out = new LinkedHashMap<>();
        for (int i = 0; i < parts.size(); i++) {
            ImpartialCatalogGame g = games.get(i);
            for (Move m : g.moves(at.get(i))) {
                List<Position> next = new ArrayList<>(at);
                next.set(i, m.to());
                if (misere ? wins(games, next) : grundy(games, next) != 0) {
                    continue;
                }
                String label = parts.size() == 1 ? m.label() : "component " + (i + 1) + " (" + g.id() + "): " + m.label();
                out.computeIfAbsent(text(parts, i, m.to()), k -> new TreeSet<>()).add(label);
            }
        }
        return out;
    }

    /** The outcome of the sum. */
    Outcome outcome(List<Part> parts) {
        List<ImpartialCatalogGame> games = new ArrayList<>();
        List<Position> at = new ArrayList<>();
        for (Part p : parts) {
            games.add((ImpartialCatalogGame) p.game());
            at.add(p.position());
        }
        boolean wins = misere ? wins(games, at) : grundy(games, at) != 0;
        return wins ? Outcome.N : Outcome.P;
    }

    /**
     * The sum's Grundy value (normal play): the XOR of its components' values (Sprague-Grundy),
     * each the mex of its options' values by plain recursion over the game's moves.
     */
    int grundy(List<Part> parts) {
        int x = 0;
        for (Part p : parts) {
            x ^= grundy((ImpartialCatalogGame) p.game(), p.position());
        }
        return x;
    }

    private int grundy(List<ImpartialCatalogGame> games, List<Position> at) {
        int x = 0;
        for (int i = 0; i < at.size(); i++) {
            x ^= grundy(games.get(i), at.get(i));
        }
        return x;
    }

    private int grundy(ImpartialCatalogGame g, Position p) {
        Map<Position, Integer> memo = grundy.computeIfAbsent(g, k -> new HashMap<>());
        Integer known = memo.get(p);
        if (known != null) {
            return known;
        }
        java.util.BitSet seen = new java.util.BitSet();
        for (Move m : g.moves(p)) {
            seen.set(grundy(g, m.to()));
        }
        int mex = seen.nextClearBit(0);
        memo.put(p, mex);
        return mex;
    }

    private static String text(List<Part> parts, int moved, Position to) {
        if (parts.size() == 1) {
            return parts.get(0).game().format(to);
        }
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            Part p = parts.get(i);
            texts.add(new Part(p.game(), i == moved ? to : p.position()).text());
        }
        return String.join(" + ", texts);
    }
}
