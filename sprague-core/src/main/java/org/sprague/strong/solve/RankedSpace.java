package org.sprague.strong.solve;

import org.sprague.strong.StrongGame;
import org.sprague.strong.space.PositionSpace;

/** The positions of tier {@code tier}, ranked by the game's ranking function. */
record RankedSpace(StrongGame.Ranking ranking, int tier) implements PositionSpace {
    @Override
    public long size() {
        return ranking.tierSize(tier);
    }

    @Override
    public long position(long rank) {
        return ranking.unrank(tier, rank);
    }

    @Override
    public long rank(long position) {
        return ranking.rank(position);
    }
}
