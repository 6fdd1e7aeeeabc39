package org.sprague.search.engine;

/**
 * The {@link KeyCodec} of positions that are one boxed number ({@code ImpartialGame<Integer>},
 * {@code ImpartialGame<Long>}): the number zigzagged ({@code 2n} for {@code n >= 0}, so
 * negative numbers pack too). Every {@code Integer} packs; a {@code Long} of magnitude
 * {@code 2^62} or more does not ({@link InternedGame} interns it).
 *
 * @param <P> {@code Integer} or {@code Long}
 */
final class BoxedNumberCodec<P> implements KeyCodec<P> {
    private final Class<?> type;

    private BoxedNumberCodec(Class<?> type) {
        this.type = type;
    }

    /** The codec of {@code type} when it is {@code Integer} or {@code Long}, else null. */
    static <P> BoxedNumberCodec<P> of(Class<?> type) {
        return type == Integer.class || type == Long.class ? new BoxedNumberCodec<>(type) : null;
    }

    @Override
    public long pack(P position) {
        long v;
        if (position instanceof Integer i && type == Integer.class) {
            v = i;
        } else if (position instanceof Long l && type == Long.class) {
            v = l;
        } else {
            return -1;
        }
        long z = v << 1 ^ v >> 63;
        return z >= 0 ? z : -1;
    }

    @Override
    @SuppressWarnings("unchecked")
    public P unpack(long key) {
        long v = key >>> 1 ^ -(key & 1);
        return (P) (type == Integer.class ? (Object) (int) v : (Object) v);
    }
}
