package org.sprague.heap;

/**
 * Grundy's game: a move splits one heap into two non-empty heaps of different sizes
 * (Grundy 1939; <i>Winning Ways</i>, ch. 4). Heap {@code n} has {@code (n - 1) / 2}
 * options, so the naive values to {@code N} cost {@code O(N^2)}.
 */
public final class GrundysGameRule implements HeapRule {

    @Override
    public void forEachOption(int n, OptionVisitor visitor) {
        for (int a = 1; 2 * a < n; a++) {
            visitor.option(2, a, n - a, 0);
        }
    }

    @Override
    public String notation() {
        return "grundy (split into two unequal heaps)";
    }

    @Override
    public String toString() {
        return notation();
    }
}
