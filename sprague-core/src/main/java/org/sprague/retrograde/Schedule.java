package org.sprague.retrograde;

import java.io.Serializable;

/**
 * What vertices learn from children outside the graph (a tier's moves into its solved child
 * tiers), each at the level of that child's remoteness: {@link LevelRetrograde} applies them
 * at their level exactly as it applies a child inside the graph solved at that level, so a
 * tier is solved as if its child tiers were part of it. A vertex's counter counts such
 * children as the caller says (see {@link Builder#childWins}). Immutable once built.
 */
public final class Schedule implements Serializable {
    private static final long serialVersionUID = 1L;
    /** No children outside the graph (a game graph, a tier without child tiers). */
    public static final Schedule NONE = new Builder().build();

    /** Per phase ({@link LevelRetrograde#WIN_LOSE}, {@link LevelRetrograde#TIES}): entries ~v decisive, v counting. */
    final LevelRows[] messages;

    private Schedule(LevelRows[] messages) {
        this.messages = messages;
    }

    /** Collects the notifications; one builder per schedule. */
    public static final class Builder {
        private final LevelRows.Builder[] rows = {new LevelRows.Builder(), new LevelRows.Builder()};

        /** {@code v} has a child outside the graph that loses at {@code level}: {@code v} wins at level + 1 unless solved before. */
        public Builder childLoses(int v, int level) {
            rows[LevelRetrograde.WIN_LOSE].add(level, ~v);
            return this;
        }

        /**
         * {@code v}'s children outside the graph all win, the slowest at {@code level}: they
         * count 1 in {@code v}'s counter, taken off at that level (so {@code v} loses at
         * level + 1 if that was its last child not yet known to win).
         */
        public Builder childWins(int v, int level) {
            rows[LevelRetrograde.WIN_LOSE].add(level, v);
            return this;
        }

        /** {@code v} has a child outside the graph that ties at {@code level}. */
        public Builder childTies(int v, int level) {
            rows[LevelRetrograde.TIES].add(level, ~v);
            return this;
        }

        public Schedule build() {
            return new Schedule(new LevelRows[] {rows[0].build(), rows[1].build()});
        }
    }
}
