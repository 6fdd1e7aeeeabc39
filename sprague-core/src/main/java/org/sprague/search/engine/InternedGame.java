package org.sprague.search.engine;

import org.sprague.search.PackedGame;

import java.util.Arrays;
import java.util.List;
import java.util.function.LongConsumer;
import org.sprague.game.ImpartialGame;
import org.sprague.game.codec.LongNumbers;

/**
 * An {@link ImpartialGame} over objects seen as a {@link PackedGame}: each distinct position
 * met gets a {@code long} id, so {@link PackedSearch} runs on objects too, with
 * {@link #newMemo()} as its memo.
 *
 * <p>Positions that are lists of numbers ({@link LongNumbers}, as the catalogue's
 * {@code Position} of every game file) whose numbers are small (>= 0, each within the bit
 * width its layout gives it, 52 bits in all) are not kept at all: the numbers packed into a
 * {@code long} (a layout per count of numbers, chosen at the first position of that count,
 * tagged in the low 4 bits) are the id, the memo keeps it as its key, and the position is
 * unpacked when the search expands it. A Chomp 11 x 11 position is eleven 4-bit heights, a
 * Cram 5 x 5 one "5 5 free" in 10 + 10 + 32 bits. One hash probe of the memo per option and
 * nothing else, where an id table, a record compared in a byte arena and a value array cost
 * three cache misses (docs/performance-log.md, "Object positions packed into their key").
 *
 * <p>Other lists of numbers get a dense id {@code d}, handed out as {@code -1 - d}: each is
 * written once into one {@code byte[]} as its count and numbers in LEB128 variable-length
 * form (zigzag for signs), found again through a {@code long[]} open-addressing table of
 * (32-bit hash of the numbers, id), compared only on a hash hit, and built as an object again
 * only when the search expands it (12 bytes for eleven small numbers instead of a
 * {@code Position}, its {@code long[]} and a table slot, about 150 bytes). Other positions
 * are kept as objects in an open-addressing table over an {@code Object[]} and an
 * {@code int[]}. Hash codes are mixed with MurmurHash3's finalizer.
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
    private final RepeatableOptions<P> repeatable; // null: the game's own options
    private final boolean streams; // the game streams its options (else its list is iterated)
    // positions kept as objects
    private Object[] keys = new Object[1024];
    private int[] ids = new int[1024]; // id + 1; 0 = empty slot
    private int mask = 1023;
    private Object[] objects = new Object[16];
    private int objectCount;
    // positions kept as bytes (LongNumbers): records in the arena, a table of ids over them
    private byte[] arena = new byte[1 << 12];
    private int arenaTop;
    // hash << 32 | id + 1; 0 = empty slot. Keeping the hash beside the id means the records
    // are compared only on a full 32-bit hash hit and never hashed again when the table
    // grows (the hash is taken over the numbers, not the bytes, so nothing decodes a record).
    private long[] byteSlots = new long[1024];
    private int byteMask = 1023;
    private int byteCount;
    private byte[] scratch = new byte[64];
    // Positions of small numbers are not kept at all: their numbers packed in a long are their
    // id (a non-negative key, the search's memo keeps it); every other position has a dense
    // id d in the tables above and below, given out as -1 - d.
    private static final int TAG_BITS = 4;
    private static final int MAX_LAYOUTS = 1 << TAG_BITS;
    /** Bits for the numbers: with the tag 56, so a hash memo keeps key and value in 8 bytes. */
    private static final int KEY_BITS = 52;
    private final int[] layoutOfCount = new int[KEY_BITS + 1]; // count -> tag + 1; 0 not yet, -1 none
    private final byte[][] widths = new byte[MAX_LAYOUTS][];
    /** Per layout: the width every number of it has, or 0 when they differ (see {@link #packedKey}). */
    private final int[] uniformWidth = new int[MAX_LAYOUTS];
    private int layouts;
    private LongNumbers<P> template;
    private Class<?> templateClass;
    // per id: the record's offset in the arena, or -1 - index into objects
    private int[] where = new int[1024];
    private int size;
    private long[] parts = new long[8];
    private long[] optionIds = new long[64];
    private final OptionIds collector = new OptionIds();
    private Memo memo; // the last one newMemo made: the search's
    // A record position type's derived codec (RecordCodec), or a boxed number's: its keys are
    // the ids of positions that fit, as packed numbers are for LongNumbers; chosen at the
    // first position met.
    private KeyCodec<P> codec;
    private boolean codecTried;
    private String unpackedReason; // why the first position given a dense id was not packed

    /**
     * @param whole true: whole positions in canonical form (outcome, remoteness); false:
     *     components (Grundy values)
     */
    public InternedGame(ImpartialGame<P> game, boolean whole) {
        this.game = game;
        this.whole = whole;
        this.atomicOnly = whole || RepeatableOptions.keepsDefaultComponents(game);
        @SuppressWarnings("unchecked")
        RepeatableOptions<P> r = game instanceof RepeatableOptions<?> ro ? (RepeatableOptions<P>) ro : null;
        this.repeatable = r;
        this.streams = RepeatableOptions.streams(game);
    }

    /** The id of {@code position} (as given: callers pass canonical or atomic positions). */
    @SuppressWarnings("unchecked")
    public long id(P position) {
        KeyCodec<P> c = codec;
        if (c != null) {
            long key = c.pack(position);
            if (key >= 0) {
                return key;
            }
            if (unpackedReason == null) {
                unpackedReason = c instanceof RecordCodec<P> r ? r.whyNot(position)
                        : "position " + position + " is too large to pack";
            }
            return objectId(position);
        }
        if (!codecTried && position != null) { // once: the first position's type decides
            codecTried = true;
            codec = BoxedNumberCodec.of(position.getClass());
            if (codec != null) {
                return id(position);
            }
            if (position.getClass().isRecord()) {
                RecordCodec.Derived<P> d = RecordCodec.derive((Class<P>) position.getClass());
                if (d.codec() != null) {
                    codec = d.codec();
                    return id(position);
                }
                unpackedReason = d.reason();
            }
        }
        if (position instanceof LongNumbers<?> n) {
            long[] numbers = n.longNumbers();
            if (numbers != null && (templateClass == null || templateClass == position.getClass())) {
                if (templateClass == null) {
                    template = (LongNumbers<P>) n;
                    templateClass = position.getClass();
                }
                long key = packedKey(numbers);
                if (key >= 0) {
                    return key;
                }
                if (unpackedReason == null) {
                    unpackedReason = "position '" + position + "' does not pack into a key (a negative number, or"
                            + " one wider than the first position of its length gave it)";
                }
                return bytesId(numbers, hashNumbers(numbers));
            }
        }
        if (unpackedReason == null && position != null) {
            unpackedReason = "positions of type " + position.getClass().getSimpleName()
                    + " are neither records nor lists of numbers";
        }
        return objectId(position);
    }

    private long objectId(P position) {
        if (position == null) {
            throw new IllegalStateException(game.getClass().getSimpleName() + " gave a null position");
        }
        int h = mix(position.hashCode()) & mask;
        Object k;
        while ((k = keys[h]) != null) {
            if (k.equals(position)) {
                return -ids[h];
            }
            h = (h + 1) & mask;
        }
        keys[h] = position;
        int id = newId(-1 - objectCount);
        if (objectCount == objects.length) {
            objects = Arrays.copyOf(objects, objectCount * 2);
        }
        objects[objectCount++] = position;
        ids[h] = id + 1;
        if (objectCount > (mask + 1) / 4 * 3) {
            grow();
        }
        return -1 - id;
    }

    private int newId(int place) {
        if (size == Integer.MAX_VALUE - 1) {
            throw new org.sprague.game.LimitExceededException("memory limit: " + size
                    + " positions, the most one table can hold");
        }
        int id = size++;
        if (id == where.length) {
            where = Arrays.copyOf(where, id * 2);
        }
        where[id] = place;
        return id;
    }

    /**
     * The packed key of {@code numbers} (a non-negative {@code long}), or -1 when they do not
     * fit the layout of their count. A layout is chosen at the first position of each count
     * (at most {@value #MAX_LAYOUTS} counts) and never changes, so a position always gets the
     * same key, and keys of different layouts differ in their low {@value #TAG_BITS} bits
     * (the layout's tag): a key is one position, exactly. Numbers must be >= 0 and below
     * {@code 2^width} each.
     */
    private long packedKey(long[] numbers) {
        int n = numbers.length;
        int tag = n < layoutOfCount.length ? layoutOfCount[n] : -1;
        if (tag < 0) {
            return -1;
        }
        if (tag == 0) {
            tag = chooseLayout(numbers);
            if (tag < 0) {
                return -1;
            }
        }
        final int u = uniformWidth[tag - 1];
        // Every number as wide (Chomp's heights, a list of heaps): no width loaded per number, one
        // test after the loop. Measured (docs/performance-log.md, "objects35"; Chomp 11x11's game file,
        // java without the AOT cache, 9 alternated pairs inside quiet.sh, load 4-10): the search
        // thread 2.37-2.72 s (median 2.48) -> 2.15-2.39 s (2.30), faster in every pair; C2 about
        // 0.05 s more; the process 3.52-4.00 s (median 3.61) -> 3.41-3.70 s (3.60): a small gain.
        if (u != 0) {
            long key = tag - 1;
            long all = 0;
            int shift = TAG_BITS;
            for (int i = 0; i < n; i++) {
                long v = numbers[i];
                all |= v;
                key |= v << shift;
                shift += u;
            }
            return all >>> u == 0 ? key : -1;
        }
        final byte[] w = widths[tag - 1];
        long key = tag - 1;
        long past = 0; // the bits of every number past its width (a negative's sign among them)
        int shift = TAG_BITS;
        for (int i = 0; i < n; i++) { // no branch in the loop, one test after it: Chomp 11x11 5.2 -> 4.9 s CPU (struct17)
            long v = numbers[i];
            past |= v >>> w[i];
            key |= v << shift;
            shift += w[i];
        }
        return past == 0 ? key : -1;
    }

    /**
     * {@link #packedKey}, for a position of at most three numbers read at constant indices (a
     * switch on the count instead of a loop), or -1 when the count has no layout yet or they
     * do not fit (the caller then takes the general path). Reading each number at a fixed
     * index lets the JIT remove the {@code Position} a game file makes per option with
     * {@code Position.of(a, b, c)} and hands to the search's sink: once this is inlined into
     * the user's {@code options}, its array and object are used by nothing else and need not
     * be allocated (escape analysis cannot do that through a loop's variable index): Cram 5x5's
     * game file runs 7-8 young collections instead of 17, and 1.60 s of CPU instead of 1.80 s
     * (medians of 5 alternated pairs, quiet, no AOT cache; docs/performance-log.md, "objects34").
     */
    private long packedKeyOfFew(long[] numbers) {
        if (numbers == null) {
            return -1;
        }
        int n = numbers.length;
        int tag = n < layoutOfCount.length ? layoutOfCount[n] : -1;
        if (tag <= 0) {
            return -1;
        }
        final byte[] w = widths[tag - 1];
        long key = tag - 1;
        long past = 0;
        switch (n) {
            case 3: {
                long v = numbers[2];
                past |= v >>> w[2];
                key |= v << (TAG_BITS + w[0] + w[1]);
            }
            // fall through
            case 2: {
                long v = numbers[1];
                past |= v >>> w[1];
                key |= v << (TAG_BITS + w[0]);
            }
            // fall through
            case 1: {
                long v = numbers[0];
                past |= v >>> w[0];
                key |= v << TAG_BITS;
            }
            // fall through
            case 0:
                return past == 0 ? key : -1;
            default:
                return -1;
        }
    }

    /**
     * The layout for the count of {@code numbers}: every number gets its bit length in this
     * position (at least 1) and an equal share of the bits left below {@value #KEY_BITS}, so
     * later positions with somewhat larger numbers still fit (Chomp 11 x 11: eleven heights of
     * 4 bits; Cram 5 x 5 "5 5 free": 10, 10 and 32 bits). Returns the tag + 1, or -1 (and
     * remembers it) when this count gets no layout.
     */
    private int chooseLayout(long[] numbers) {
        int n = numbers.length;
        int sum = 0;
        byte[] w = new byte[n];
        for (int i = 0; i < n; i++) {
            if (numbers[i] < 0) {
                sum = Integer.MAX_VALUE;
                break;
            }
            w[i] = (byte) Math.max(1, 64 - Long.numberOfLeadingZeros(numbers[i]));
            sum += w[i];
        }
        if (sum > KEY_BITS || layouts == MAX_LAYOUTS) {
            layoutOfCount[n] = -1;
            return -1;
        }
        int extra = n == 0 ? 0 : (KEY_BITS - sum) / n;
        for (int i = 0; i < n; i++) {
            w[i] += (byte) extra;
        }
        boolean same = n > 0;
        for (int i = 1; i < n && same; i++) {
            same = w[i] == w[0];
        }
        uniformWidth[layouts] = same ? w[0] : 0;
        widths[layouts++] = w;
        layoutOfCount[n] = layouts;
        return layouts;
    }

    /** The numbers of a packed key. */
    private long[] unpack(long key) {
        byte[] w = widths[(int) (key & ((1 << TAG_BITS) - 1))];
        long[] numbers = new long[w.length];
        key >>>= TAG_BITS;
        for (int i = 0; i < w.length; i++) {
            numbers[i] = key & ((1L << w[i]) - 1);
            key >>>= w[i];
        }
        return numbers;
    }

    /** Writes the record of {@code numbers} into {@link #scratch}; returns its length. */
    private int encode(long[] numbers) {
        byte[] b = scratch;
        if (b.length < 10 * (numbers.length + 1)) {
            b = scratch = new byte[10 * (numbers.length + 1)];
        }
        int n = writeVarint(b, 0, numbers.length);
        for (long v : numbers) {
            n = writeVarint(b, n, v << 1 ^ v >> 63); // zigzag: small negatives stay short
        }
        return n;
    }

    private static int writeVarint(byte[] b, int n, long v) {
        while ((v & ~0x7FL) != 0) {
            b[n++] = (byte) (v | 0x80);
            v >>>= 7;
        }
        b[n++] = (byte) v;
        return n;
    }

    /**
     * A hash of the numbers themselves (one multiply per number, then MurmurHash3's 64-bit
     * finalizer), taken once per position met, never again when the table grows.
     */
    private static int hashNumbers(long[] numbers) {
        long h = numbers.length;
        for (long v : numbers) {
            h = (h ^ v) * 0x9E3779B97F4A7C15L;
        }
        h ^= h >>> 33;
        h *= 0xff51afd7ed558ccdL;
        h ^= h >>> 33;
        return (int) h;
    }

    private long bytesId(long[] numbers, int hash) {
        final long hashBits = (long) hash << 32;
        int h = hash & byteMask;
        long slot;
        int len = -1;
        while ((slot = byteSlots[h]) != 0) {
            if ((slot & 0xFFFFFFFF00000000L) == hashBits) {
                // records are prefix-free (a count, then that many self-delimiting numbers),
                // so comparing len bytes decides equality; encoded only on a hash hit
                if (len < 0) {
                    len = encode(numbers);
                }
                int off = where[(int) slot - 1];
                if (off + len <= arenaTop && Arrays.equals(arena, off, off + len, scratch, 0, len)) {
                    return -(int) slot;
                }
            }
            h = (h + 1) & byteMask;
        }
        if (len < 0) {
            len = encode(numbers);
        }
        final byte[] s = scratch;
        if (arenaTop + len > arena.length) {
            long cap = Math.max((long) arena.length * 2, (long) arenaTop + len);
            if (cap > Integer.MAX_VALUE - 16) {
                cap = Integer.MAX_VALUE - 16;
                if (arenaTop + len > cap) {
                    throw new org.sprague.game.LimitExceededException("memory limit: " + size
                            + " positions fill the 2 GB of position records");
                }
            }
            HashLongMemo.requireMemory(cap, "growing the position records of " + size + " positions");
            arena = Arrays.copyOf(arena, (int) cap);
        }
        System.arraycopy(s, 0, arena, arenaTop, len);
        int id = newId(arenaTop);
        arenaTop += len;
        byteSlots[h] = hashBits | (id + 1);
        if (++byteCount > (byteMask + 1) / 4 * 3) {
            growBytes();
        }
        return -1 - id;
    }

    private void growBytes() {
        int cap = (byteMask + 1) * 2;
        if (cap <= 0 || cap > (1 << 30)) {
            throw new org.sprague.game.LimitExceededException("memory limit: " + size
                    + " positions, the most one table can hold");
        }
        byteSlots = HashLongMemo.doubled(byteSlots);
        byteMask = cap - 1;
    }

    /** The position of an id (built again from its numbers when kept as bytes). */
    @SuppressWarnings("unchecked")
    public P position(long id) {
        if (id >= 0) {
            if (codec != null) {
                return codec.unpack(id);
            }
            return template.withLongNumbers(unpack(id));
        }
        int w = where[(int) (-1 - id)];
        if (w < 0) {
            return (P) objects[-1 - w];
        }
        int off = w;
        long count = 0;
        int shift = 0;
        byte x;
        do {
            x = arena[off++];
            count |= (long) (x & 0x7F) << shift;
            shift += 7;
        } while (x < 0);
        long[] numbers = new long[(int) count];
        for (int k = 0; k < numbers.length; k++) {
            long v = 0;
            shift = 0;
            do {
                x = arena[off++];
                v |= (long) (x & 0x7F) << shift;
                shift += 7;
            } while (x < 0);
            numbers[k] = v >>> 1 ^ -(v & 1);
        }
        return template.withLongNumbers(numbers);
    }

    /**
     * A new empty memo for a search over this game's ids: packed keys (>= 0) in a
     * {@link ChainedLongMemo} (key and value in one 8-byte entry, 14-16 bytes a position), the
     * dense ids of the other positions in an {@link IdMemo} (4 bytes each).
     *
     * <p>Chained rather than {@link HashLongMemo}'s open addressing over a mixed hash: a packed
     * key is its numbers in fields above the layout's tag, and the chained memo's identity-like
     * hash keeps a position's options (a few fields changed a little) in buckets near each
     * other and its entries in the order the search stored them, so fewer of the probes are
     * cache misses (every one is with the mixed hash). Measured (docs/performance-log.md,
     * "objects34"), the search thread of the first solve, alternated at load 5: Cram 5x5
     * 0.785-0.836 s against 0.831-0.888 s, Chomp 11x11 2.34-2.43 s against 2.41-2.48 s, a
     * one-number 5 x 6 Cram bit board 17.9-18.3 s against 20.6-22.1 s.
     */
    public LongMemo newMemo() {
        return memo = new Memo();
    }

    private static final class Memo extends LongMemo {
        private final ChainedLongMemo keys = new ChainedLongMemo();
        private final IdMemo dense = new IdMemo();

        private long touched;

        /**
         * Loads the bucket heads and first entries of the keys among {@code ids}
         * ({@link ChainedLongMemo#touch}), one key after the other and independent,
         * so the processor has their cache misses in flight together before the search reads
         * them one by one (Java has no prefetch instruction; the loads' XOR is kept in a field
         * so the compiler keeps them).
         */
        void prefetch(long[] ids, int n) {
            touched ^= keys.touch(ids, n);
        }

        @Override
        public int get(long id) {
            return id >= 0 ? keys.get(id) : dense.get(-1 - id);
        }

        @Override
        public void put(long id, int value) {
            if (id >= 0) {
                keys.put(id, value);
            } else {
                dense.put(-1 - id, value);
            }
        }

        @Override
        public long size() {
            return keys.size() + dense.size();
        }

        @Override
        public double bytesPerPosition() {
            long n = size();
            return n == 0 ? 0 : (keys.bytesPerPosition() * keys.size() + dense.bytesPerPosition() * dense.size()) / n;
        }
    }

    /**
     * How many positions got an interned id so far (kept in the tables: not packed into a
     * key by a record's derived codec or as small numbers), the slower path.
     */
    public long internedPositions() {
        return size;
    }

    /**
     * Why positions are interned rather than packed: the record type has no codec (a
     * component that is not a whole number, boolean or enum), or the first interned
     * position did not fit the layout; null when every position so far was packed.
     */
    public String internedReason() {
        return size == 0 ? null : unpackedReason;
    }

    /** Bytes kept per position by the tables (records, slots, the id index), for reports. */
    public double bytesPerPosition() {
        if (size == 0) {
            return 0;
        }
        long bytes = arena.length + 8L * byteSlots.length + 4L * where.length
                + 8L * keys.length + 4L * objects.length;
        return (double) bytes / size;
    }

    /** The game's {@link ImpartialGame#canonical} form's id, for whole-position searches. */
    public long canonicalId(P position) {
        return id(game.canonical(position));
    }

    /**
     * The sink the user's game streams a position's options into
     * ({@link ImpartialGame#options(Object, java.util.function.Consumer)}): each option's id
     * appended to {@link #optionIds}, no list in between.
     */
    private final class OptionIds implements java.util.function.Consumer<P>, LongNumbers.Sink {
        P from;
        int count;

        @Override
        public void accept(P o) {
            if (!whole && o instanceof org.sprague.game.Position q && templateClass == org.sprague.game.Position.class
                    && codec == null) {
                long key = packedKeyOfFew(q.longNumbers());
                if (key >= 0) {
                    add(key);
                    return;
                }
            }
            add(whole ? id(game.canonical(nonNull(o, from))) : id(nonNull(o, from)));
        }

        /**
         * An option given as its numbers ({@link org.sprague.game.Position#emit}): packed
         * straight into its key when the positions are {@code Position}s packed as numbers
         * and no canonical form is asked for; otherwise made a position (a copy) and taken
         * as one.
         */
        @Override
        @SuppressWarnings("unchecked")
        public void acceptNumbers(long[] numbers) {
            if (!whole && templateClass == org.sprague.game.Position.class && codec == null) {
                long key = packedKey(numbers);
                if (key >= 0) {
                    add(key);
                    return;
                }
            }
            accept((P) org.sprague.game.Position.of(numbers));
        }

        private void add(long k) {
            long[] ids = optionIds;
            if (count == ids.length) {
                ids = optionIds = Arrays.copyOf(ids, count * 2);
            }
            ids[count++] = k;
        }
    }

    @Override
    public void options(long id, OptionSink sink) {
        P p = position(id);
        if (!whole && !atomicOnly) {
            Iterable<? extends P> options = repeatable != null ? repeatable.repeatableOptions(p) : game.options(p);
            for (P o : options) {
                List<P> cs = game.components(nonNull(o, p));
                if (parts.length < cs.size()) {
                    parts = new long[cs.size() * 2];
                }
                int n = 0;
                for (P c : cs) {
                    parts[n++] = id(c);
                }
                sink.parts(parts, n);
            }
            return;
        }
        // every option's id first, then the memo's slots of them all loaded together (their
        // cache misses overlap), then the options streamed: see Memo#prefetch
        final OptionIds c = collector;
        c.from = p;
        c.count = 0;
        if (!streams) { // a game that lists its options: the list iterated here, as before streaming
            for (P o : repeatable != null ? repeatable.repeatableOptions(p) : game.options(p)) {
                c.accept(o);
            }
        } else if (repeatable != null) {
            repeatable.repeatableOptions(p, c);
        } else {
            game.options(p, c);
        }
        c.from = null;
        final long[] ids = optionIds;
        final int n = c.count;
        if (memo != null) {
            memo.prefetch(ids, n);
        }
        for (int i = 0; i < n; i++) {
            sink.option(ids[i]);
        }
    }

    private P nonNull(P option, P position) {
        if (option == null) {
            throw new IllegalStateException(game.getClass().getSimpleName() + ".options(" + position
                    + ") returned a null position");
        }
        return option;
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
