package org.sprague.search;

import java.util.Arrays;
import java.util.List;
import java.util.function.LongConsumer;
import org.sprague.game.ImpartialGame;

/**
 * An {@link ImpartialGame} over objects seen as a {@link PackedGame}: each distinct position
 * met gets a dense id (its index in the order first met), so {@link PackedSearch} runs on
 * objects too, with an {@link IdMemo} (one {@code int} per id) as its memo. The table from
 * positions to ids is open addressing over an {@code Object[]} and an {@code int[]} (no entry
 * object), hash codes mixed with MurmurHash3's finalizer.
 *
 * <p>Two modes. For Sprague-Grundy values ({@code whole == false}) an option is streamed as
 * the ids of its components (only atomic positions get ids); for whole-position searches
 * (outcome, remoteness) as the id of its {@link ImpartialGame#canonical} form.
 *
 * @param <P> the position type
 */
public final class InternedGame<P> implements PackedGame {
    private final ImpartialGame<P> game;
    private final boolean whole;
    private final boolean atomicOnly;
    private Object[] keys = new Object[1024];
    private int[] ids = new int[1024]; // id + 1; 0 = empty slot
    private int mask = 1023;
    private Object[] byId = new Object[1024];
    private int size;
    private long[] parts = new long[8];

    /**
     * @param whole true: whole positions in canonical form (outcome, remoteness); false:
     *     components (Grundy values)
     */
    public InternedGame(ImpartialGame<P> game, boolean whole) {
        this.game = game;
        this.whole = whole;
        this.atomicOnly = whole || keepsDefaultComponents(game);
    }

    private static boolean keepsDefaultComponents(ImpartialGame<?> game) {
        try {
            return game.getClass().getMethod("components", Object.class).getDeclaringClass() == ImpartialGame.class;
        } catch (NoSuchMethodException | SecurityException e) {
            return false;
        }
    }

    /** The id of {@code position} (as given: callers pass canonical or atomic positions). */
    public long id(P position) {
        int h = mix(position.hashCode()) & mask;
        Object k;
        while ((k = keys[h]) != null) {
            if (k.equals(position)) {
                return ids[h] - 1;
            }
            h = (h + 1) & mask;
        }
        keys[h] = position;
        int id = size++;
        ids[h] = id + 1;
        if (id == byId.length) {
            byId = Arrays.copyOf(byId, id * 2);
        }
        byId[id] = position;
        if (size > (mask + 1) / 4 * 3) {
            grow();
        }
        return id;
    }

    /** The position of an id. */
    @SuppressWarnings("unchecked")
    public P position(long id) {
        return (P) byId[(int) id];
    }

    /** The game's {@link ImpartialGame#canonical} form's id, for whole-position searches. */
    public long canonicalId(P position) {
        return id(game.canonical(position));
    }

    @Override
    public void options(long id, OptionSink sink) {
        for (P o : game.options(position(id))) {
            if (whole) {
                sink.option(id(game.canonical(o)));
            } else if (atomicOnly) {
                sink.option(id(o));
            } else {
                List<P> cs = game.components(o);
                if (parts.length < cs.size()) {
                    parts = new long[cs.size() * 2];
                }
                int n = 0;
                for (P c : cs) {
                    parts[n++] = id(c);
                }
                sink.parts(parts, n);
            }
        }
    }

    @Override
    public boolean streamsCanonicalParts() {
        return true;
    }

    @Override
    public void components(long id, LongConsumer sink) {
        if (atomicOnly) {
            sink.accept(id);
            return;
        }
        for (P c : game.components(position(id))) {
            sink.accept(id(c));
        }
    }

    @Override
    public String format(long id) {
        return String.valueOf(position(id));
    }

    private static int mix(int h) {
        h ^= h >>> 16;
        h *= 0x85EBCA6B;
        h ^= h >>> 13;
        h *= 0xC2B2AE35;
        return h ^ (h >>> 16);
    }

    private void grow() {
        Object[] oldKeys = keys;
        int[] oldIds = ids;
        int cap = oldKeys.length * 2;
        if (cap <= 0 || cap > (1 << 30)) {
            throw new org.sprague.game.LimitExceededException("memory limit: " + size + " positions, the most one table can hold");
        }
        keys = new Object[cap];
        ids = new int[cap];
        mask = cap - 1;
        for (int j = 0; j < oldKeys.length; j++) {
            Object k = oldKeys[j];
            if (k != null) {
                int h = mix(k.hashCode()) & mask;
                while (keys[h] != null) {
                    h = (h + 1) & mask;
                }
                keys[h] = k;
                ids[h] = oldIds[j];
            }
        }
    }
}
