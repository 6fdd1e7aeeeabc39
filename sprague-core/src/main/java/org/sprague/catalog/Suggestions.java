package org.sprague.catalog;

import java.util.List;

/** "Did you mean": the known word nearest to a mistyped one, by edit distance. */
final class Suggestions {
    private Suggestions() {
    }

    /**
     * The word of {@code known} at the least Levenshtein distance from {@code typed} (the first
     * in order on a tie), when that distance is at most 2 and less than half the typed length;
     * else null. O(|known| * |typed| * |word|), the catalogue's few dozen ids.
     */
    static String nearest(String typed, List<String> known) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        String t = typed.toLowerCase(java.util.Locale.ROOT);
        for (String k : known) {
            int d = distance(t, k.toLowerCase(java.util.Locale.ROOT));
            if (d < bestDistance) {
                best = k;
                bestDistance = d;
            }
        }
        return bestDistance <= 2 && 2 * bestDistance < typed.length() ? best : null;
    }

    /** The Levenshtein distance (insertions, deletions, substitutions), two rows of the table. */
    static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitute = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitute, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
