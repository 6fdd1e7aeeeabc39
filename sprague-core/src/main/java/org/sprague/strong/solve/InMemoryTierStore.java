package org.sprague.strong.solve;

import java.util.HashMap;
import java.util.Map;

/** Every tier's records kept in a map in memory: {@link TierStore#inMemory()}. */
final class InMemoryTierStore implements TierStore {
    private final Map<Integer, short[]> tiers = new HashMap<>();

    @Override
    public short[] get(int t) {
        return tiers.get(t);
    }

    @Override
    public void put(int t, short[] records) {
        tiers.put(t, records);
    }
}
