package org.sprague.retrograde;

import java.io.Serializable;
import java.util.Arrays;

/**
 * Entries grouped by level: {@code entries[start[r] .. start[r+1]-1]} are those of level
 * {@code r}. Built by a counting sort of (level, entry) pairs, {@code O(entries + levels)}.
 * An entry is a vertex id {@code v} or its complement {@code ~v} (see {@link LevelRetrograde}).
 */
final class LevelRows implements Serializable {
    private static final long serialVersionUID = 1L;
    static final LevelRows EMPTY = new LevelRows(new int[] {0}, new int[0]);
    final int[] start;
    final int[] entries;

    private LevelRows(int[] start, int[] entries) {
        this.start = start;
        this.entries = entries;
    }

    /** The number of levels that have a row. */
    int levels() {
        return start.length - 1;
    }

    int from(int level) {
        return level < levels() ? start[level] : entries.length;
    }

    int to(int level) {
        return level < levels() ? start[level + 1] : entries.length;
    }

    /** The smallest level at or after {@code level} with an entry, or -1. */
    int next(int level) {
        for (int r = Math.max(level, 0); r < levels(); r++) {
            if (start[r + 1] > start[r]) {
                return r;
            }
        }
        return -1;
    }

    /** Collects (level, entry) pairs. */
    static final class Builder {
        private int[] level = new int[8];
        private int[] entry = new int[8];
        private int size;
        private int maxLevel = -1;

        void add(int r, int e) {
            if (size == level.length) {
                MemoryBudget.require(16L * size, "the retrograde schedule (" + size + " entries)");
                level = Arrays.copyOf(level, 2 * size);
                entry = Arrays.copyOf(entry, 2 * size);
            }
            level[size] = r;
            entry[size++] = e;
            maxLevel = Math.max(maxLevel, r);
        }

        /** Adds every pair of {@code other}. */
        void addAll(Builder other) {
            for (int i = 0; i < other.size; i++) {
                add(other.level[i], other.entry[i]);
            }
        }

        LevelRows build() {
            if (size == 0) {
                return EMPTY;
            }
            int[] start = new int[maxLevel + 2];
            for (int i = 0; i < size; i++) {
                start[level[i] + 1]++;
            }
            for (int r = 0; r <= maxLevel; r++) {
                start[r + 1] += start[r];
            }
            int[] fill = Arrays.copyOf(start, maxLevel + 1);
            int[] out = new int[size];
            for (int i = 0; i < size; i++) {
                out[fill[level[i]]++] = entry[i];
            }
            return new LevelRows(start, out);
        }
    }
}
