package org.sprague.partizan.outcome;

import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.InflaterInputStream;
import org.sprague.partizan.CanonicalFormSolver;
import org.sprague.partizan.CanonicalForms;
import org.sprague.partizan.games.Domineering;

/**
 * The values of small Domineering regions, for {@link DomineeringBoard}: an endgame table of
 * forms filled on demand by Sprague's own canonical-form engine ({@link CanonicalFormSolver} on
 * {@link Domineering}), each region cropped to its bounding box and reduced to the least of its
 * four images under the reflections that keep rows as rows. Values are from the side of the
 * player who places dominoes along the rows (the player to move in {@link DomineeringBoard}).
 *
 * <p>A region's entry is its canonical form, numbered by its options in {@link FormSums}, or
 * the integer itself when the value is an integer (so the search can take the region off the
 * board). Whether the mover wins a sum of regions and an integer ({@link #moverWins}) is an
 * outcome search over those options ({@link FormSums}), not the sum's canonical form. Two
 * threads share one table: its methods are synchronized, but for {@link #info}'s lookup of a region
 * already valued (lock-free, see {@link Slots}). Cost: one canonical-form solve per
 * distinct region (at most {@link #MAX_CELLS} squares) outside the stored ones, then a hash
 * probe.
 *
 * <p>A table starts from the values stored in the resource {@code domineering-endgame.bin}
 * (every region valued while solving every rectangle up to 8x8, both starters: made at build
 * time by {@code EndgameTableResourceTest}, which also values each stored region again with the
 * engine and fails on any difference), read into {@link FormSums} as stored, so that a search
 * meets the canonical-form engine only for regions outside it: the engine is made at the first
 * such region. Measured: valuing the 1,365 regions of an 8x8 search took 0.25-0.34 s of CPU in
 * a fresh JVM and a fifth of C2's compiles of the search (docs/performance-log.md, domino16).
 */
final class EndgameTable {
    /**
     * The largest region any table values: 16 squares, on boards of more than
     * {@link #WIDE_BOARD} squares only ({@link #widen}); the searches of smaller boards value up
     * to {@link #SMALL_CELLS}.
     */
    static final int MAX_CELLS = 16;
    /** The largest region valued on boards up to {@link #WIDE_BOARD} squares (measured: 14 cost more in solves than it saved in nodes on 8x8). */
    static final int SMALL_CELLS = 12;
    /**
     * Boards larger than this many squares value regions up to {@link #MAX_CELLS}: 10x10 after ten
     * dominoes -8.1% nodes (Q1), 9x9 after Right's (2,4)-(2,5) -12.9% (docs/performance-log.md,
     * "fewer24"). The regions past 12 squares are not in the stored resource: the engine values
     * each once, which 8x8's short search would pay for and a 9x9 or 10x10 run does not.
     */
    static final int WIDE_BOARD = 64;
    /** The largest region this table values now: {@link #SMALL_CELLS} or, once widened, {@link #MAX_CELLS}. */
    private volatile int maxCells = SMALL_CELLS; // read by info without the lock
    static final int UNKNOWN_INFO = Integer.MIN_VALUE;

    static int integerInfo(int n) {
        return (n << 1) | 1;
    }

    static boolean isInteger(int info) {
        return (info & 1) != 0;
    }

    static int integer(int info) {
        return info >> 1;
    }

    static int form(int info) {
        return info >>> 1;
    }

    /** The regions' forms by their options, and the sums' outcomes decided on them. */
    private final FormSums sums = new FormSums();
    /** Made at the first region outside the stored ones (none on rectangles up to 8x8). */
    private CanonicalForms forms;
    private CanonicalFormSolver<Domineering.Board> solver;
    /** The canonical-form engine's ids of forms numbered in {@link #sums}, both ways. */
    private final Map<Integer, Integer> toSums = new HashMap<>();
    private final Map<Integer, Integer> toForms = new HashMap<>();
    /**
     * The regions' entries: open addressing on the key (0: a free slot), replaced whole when it
     * grows. {@link #info}, asked at nearly every state the search enters (both threads), reads
     * it without the lock: a slot's value is written before its key (the key with release, read
     * with acquire), a grown table is filled before it is published, and an entry never changes,
     * so a reader sees a whole entry or none, and on none asks again under the lock
     * ({@link #valued}). Measured (node31, docs/performance-log.md): with the lock, two threads on
     * 10x10 Q3 (both starters, 367 s) entered it contended 3,843 times and waited 8.0 s in all;
     * with the one-pass key below, {@code info}'s share of Q3's samples (one thread) 5.2% -> 3.1%.
     */
    private static final class Slots {
        final long[] keys;
        final int[] values;

        Slots(int n) {
            keys = new long[n];
            values = new int[n];
        }
    }

    private static final VarHandle KEY = MethodHandles.arrayElementVarHandle(long[].class);
    private volatile Slots slots = new Slots(1 << 12);
    private int size;

    /** The resource of stored values, next to this class. */
    static final String RESOURCE = "domineering-endgame.bin";
    private static final int MAGIC = 0x44454731;

    /** A table starting from the stored values ({@link #RESOURCE}). */
    EndgameTable() {
        this(true);
    }

    /** A table starting from the stored values ({@code stored}) or empty, every region valued on demand. */
    EndgameTable(boolean stored) {
        if (stored) {
            read();
        }
    }

    /** Lets this table value regions up to {@link #MAX_CELLS} squares when a board of {@code squares} squares is larger than {@link #WIDE_BOARD}. */
    synchronized void widen(int squares) {
        if (squares > WIDE_BOARD) {
            maxCells = MAX_CELLS;
        }
    }

    /** For the tests: values regions of at most {@code cells} squares only, so that small boards meet regions it does not know. */
    synchronized void narrow(int cells) {
        maxCells = Math.min(maxCells, cells);
    }

    /** Distinct regions valued so far. */
    synchronized int size() {
        return size;
    }

    /**
     * The entry of the region {@code comp[at + lo .. at + hi]} (rows of bits, bit {@code c+1}
     * for column c), or {@link #UNKNOWN_INFO} when it has more squares than this table values
     * ({@link #widen}) or its bounding box is too large to key.
     */
    int info(int[] comp, int at, int lo, int hi) {
        int h = hi - lo + 1;
        int used = 0;
        int cells = 0;
        for (int y = lo, until = hi + 1; y < until; y++) { // exclusive bound: a counted loop
            used |= comp[at + y];
            cells += Integer.bitCount(comp[at + y]);
        }
        int c0 = Integer.numberOfTrailingZeros(used);
        int w = 32 - Integer.numberOfLeadingZeros(used) - c0;
        if (cells > maxCells || h > 15 || w > 15 || h * w > 56) {
            return UNKNOWN_INFO;
        }
        // the four images in one pass over the rows, each row reversed once (the images were
        // four passes over a scratch array of the table's, the second pair reversing every row
        // again): image 0 the rows as they are, 1 upside down, 2 mirrored, 3 both. Measured with
        // the lock-free read (Slots): info's share of 10x10 Q3's samples 5.2% -> 3.1%
        long i0 = 0;
        long i1 = 0;
        long i2 = 0;
        long i3 = 0;
        int mirror = 32 - w;
        for (int y = 0; y < h; y++) {
            int row = comp[at + lo + y] >>> c0;
            int rev = Integer.reverse(row) >>> mirror;
            int up = y * w;
            int down = (h - 1 - y) * w;
            i0 |= (long) row << up;
            i1 |= (long) row << down;
            i2 |= (long) rev << up;
            i3 |= (long) rev << down;
        }
        long best = i0;
        if (Long.compareUnsigned(i1, best) < 0) {
            best = i1;
        }
        if (Long.compareUnsigned(i2, best) < 0) {
            best = i2;
        }
        if (Long.compareUnsigned(i3, best) < 0) {
            best = i3;
        }
        long key = best | ((long) h << 56) | ((long) w << 60);
        // read without the lock (see slots): a region valued and published is final
        Slots t = slots;
        long[] k = t.keys;
        int mask = k.length - 1;
        for (int i = start(key, mask); ; i = (i + 1) & mask) {
            long seen = (long) KEY.getAcquire(k, i);
            if (seen == key) {
                return t.values[i];
            }
            if (seen == 0) {
                return valued(key);
            }
        }
    }

    /** The entry of the region of {@code key}, valued by the engine and published if no thread has yet (under the lock). */
    private synchronized int valued(long key) {
        Slots t = slots;
        int s = slot(key);
        if (t.keys[s] == key) {
            return t.values[s];
        }
        int info = solve(key);
        put(key, info);
        return info;
    }

    /**
     * The entry of the region of {@code key} (its image's rows, height and width) computed by
     * the canonical-form engine: the integer, or its form numbered in {@link #sums}.
     */
    synchronized int solve(long key) {
        int value = value(key);
        if (forms.isNumber(value) && forms.numberPart(value).isInteger()) {
            return integerInfo(forms.numberPart(value).numerator().intValueExact());
        }
        return toSums(value) << 1;
    }

    /** The canonical form (the engine's id) of the region of {@code key}, from the mover's side. */
    synchronized int value(long key) {
        int h = (int) (key >>> 56) & 15;
        int w = (int) (key >>> 60) & 15;
        engine();
        // the mover places horizontal dominoes: Right's, on the board as Domineering reads it
        return forms.negate(solver.value(new Domineering.Board(h, w, key & ((1L << 56) - 1))));
    }

    /** The canonical-form engine's id of the form {@code f} of {@link #sums} (each option made canonical again). */
    synchronized int canonical(int f) {
        engine();
        return translate(f, toForms, toSums, sums::left, sums::right, forms::game);
    }

    /** The form of {@link #sums} of the engine's form {@code root}, numbering it and every form below it not numbered yet. */
    private int toSums(int root) {
        return translate(root, toSums, toForms, forms::left, forms::right, sums::add);
    }

    /** Makes a form of one store from its Left and Right options' ids there. */
    private interface FormMaker {
        int make(int[] leftOptions, int[] rightOptions);
    }

    /**
     * The id in the store {@code maker} adds to of the form {@code root} of the other store
     * (options {@code left}, {@code right}), translating every form below it first.
     * {@code there} holds the ids translated so far, {@code back} the other way (the first form
     * met of each id kept).
     */
    private static int translate(int root, Map<Integer, Integer> there, Map<Integer, Integer> back,
            IntFunction<int[]> left, IntFunction<int[]> right, FormMaker maker) {
        postOrder(root, there, left, right, g -> {
            int id = maker.make(mapped(left.apply(g), there), mapped(right.apply(g), there));
            there.put(g, id);
            back.putIfAbsent(id, g);
        });
        return there.get(root);
    }

    /**
     * Visits {@code root} and every form below it not in {@code done}, each after its options
     * ({@code visit} must put the form into {@code done}): a post-order walk on an explicit stack,
     * no recursion on the form's depth.
     */
    private static void postOrder(int root, Map<Integer, Integer> done, IntFunction<int[]> left,
            IntFunction<int[]> right, IntConsumer visit) {
        List<Integer> stack = new ArrayList<>(List.of(root));
        while (!stack.isEmpty()) {
            int g = stack.get(stack.size() - 1);
            if (done.containsKey(g)) {
                stack.remove(stack.size() - 1);
                continue;
            }
            boolean ready = true;
            for (int[] opts : new int[][] {left.apply(g), right.apply(g)}) {
                for (int o : opts) {
                    if (!done.containsKey(o)) {
                        stack.add(o);
                        ready = false;
                    }
                }
            }
            if (ready) {
                stack.remove(stack.size() - 1);
                visit.accept(g);
            }
        }
    }

    private static int[] mapped(int[] ids, Map<Integer, Integer> map) {
        int[] out = new int[ids.length];
        for (int i = 0; i < ids.length; i++) {
            out[i] = map.get(ids[i]);
        }
        return out;
    }

    private void engine() {
        if (forms == null) {
            forms = new CanonicalForms();
            solver = new CanonicalFormSolver<>(new Domineering(), forms, Long.MAX_VALUE);
        }
    }

    /** The entry held for {@code key}, or {@link #UNKNOWN_INFO}. */
    synchronized int stored(long key) {
        int s = slot(key);
        return slots.keys[s] == key ? slots.values[s] : UNKNOWN_INFO;
    }

    /** The keys of every region valued so far, in increasing order. */
    synchronized long[] regionKeys() {
        return Arrays.stream(slots.keys).filter(k -> k != 0).sorted().toArray();
    }

    /**
     * Reads the stored values: the forms they use, each after its options (its options' indices;
     * numbered in {@link #sums} as stored, without the canonical-form engine), then the entries (key, and the
     * integer or the form's index). A resource that does not read so is an internal error.
     */
    private void read() {
        ByteBuffer in;
        try (InputStream raw = EndgameTable.class.getResourceAsStream(RESOURCE)) {
            if (raw == null) {
                throw new IllegalStateException("the resource " + RESOURCE + " of EndgameTable is missing");
            }
            // inflated whole, then read from memory (big-endian, as written): 7,500 small reads
            // through a DataInputStream cost 0.16 s of C2's time on 8x8 (domino17)
            in = ByteBuffer.wrap(new InflaterInputStream(raw).readAllBytes());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try {
            if (in.getInt() != MAGIC) {
                throw new IllegalStateException("the resource " + RESOURCE + " is not an endgame table");
            }
            int[] ids = new int[in.getInt()];
            for (int i = 0; i < ids.length; i++) {
                int[] left = options(in, ids, i);
                int[] right = options(in, ids, i);
                ids[i] = sums.add(left, right);
            }
            for (int n = in.getInt(); n > 0; n--) {
                long key = in.getLong();
                int info = in.getInt();
                if (!isInteger(info)) {
                    int f = form(info);
                    if (f >= ids.length) {
                        throw new IllegalStateException("the resource " + RESOURCE + " names a form it does not hold");
                    }
                    info = ids[f] << 1;
                }
                put(key, info);
            }
            if (in.hasRemaining()) {
                throw new IllegalStateException("the resource " + RESOURCE + " has bytes past its entries");
            }
        } catch (BufferUnderflowException e) {
            throw new IllegalStateException("the resource " + RESOURCE + " ends early", e);
        }
    }

    private static int[] options(ByteBuffer in, int[] ids, int before) {
        int[] out = new int[Short.toUnsignedInt(in.getShort())];
        for (int k = 0; k < out.length; k++) {
            int i = Short.toUnsignedInt(in.getShort());
            if (i >= before) {
                throw new IllegalStateException("the resource " + RESOURCE + " names an option before its form");
            }
            out[k] = ids[i];
        }
        return out;
    }

    /**
     * Writes every entry in {@link #read}'s format (deflated): the keys in increasing order, the
     * forms in the order a depth-first walk from them finishes (each after its options; no
     * recursion: an explicit stack), so the same entries always give the same bytes.
     */
    synchronized void write(OutputStream target) throws IOException {
        long[] regionKeys = regionKeys();
        Map<Integer, Integer> index = new HashMap<>();
        List<Integer> order = new ArrayList<>();
        for (long key : regionKeys) {
            int info = stored(key);
            if (!isInteger(info)) {
                number(form(info), index, order);
            }
        }
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(
                new DeflaterOutputStream(target, new Deflater(Deflater.BEST_COMPRESSION))))) {
            out.writeInt(MAGIC);
            out.writeInt(order.size());
            for (int g : order) {
                for (int[] opts : new int[][] {sums.left(g), sums.right(g)}) {
                    out.writeShort(opts.length);
                    for (int o : opts) {
                        out.writeShort(index.get(o));
                    }
                }
            }
            out.writeInt(regionKeys.length);
            for (long key : regionKeys) {
                int info = stored(key);
                out.writeLong(key);
                out.writeInt(isInteger(info) ? info : index.get(form(info)) << 1);
            }
        }
    }

    /** Numbers {@code root} and every form below it not numbered yet, each after its options. */
    private void number(int root, Map<Integer, Integer> index, List<Integer> order) {
        postOrder(root, index, sums::left, sums::right, g -> {
            index.put(g, order.size());
            order.add(g);
        });
    }

    /** The first slot a key is looked for at, of a table of {@code mask + 1} slots. */
    private static int start(long key, int mask) {
        return (int) (((key * 0x9E3779B97F4A7C15L) >>> 40) & mask);
    }

    /** The slot of {@code key} in {@link #slots}, or the free slot where it would go (under the lock). */
    private int slot(long key) {
        long[] keys = slots.keys;
        int mask = keys.length - 1;
        int i = start(key, mask);
        while (keys[i] != 0 && keys[i] != key) {
            i = (i + 1) & mask;
        }
        return i;
    }

    /** Adds an entry (under the lock): the value first, then the key with release, so that {@link #info} reads a whole entry. */
    private void put(long key, int info) {
        Slots t = slots;
        if (2 * (size + 1) > t.keys.length) {
            Slots grown = new Slots(t.keys.length * 2);
            int mask = grown.keys.length - 1;
            for (int i = 0; i < t.keys.length; i++) {
                long k = t.keys[i];
                if (k != 0) {
                    int s = start(k, mask);
                    while (grown.keys[s] != 0) {
                        s = (s + 1) & mask;
                    }
                    grown.keys[s] = k;
                    grown.values[s] = t.values[i];
                }
            }
            slots = grown; // published whole (volatile)
            t = grown;
        }
        int s = slot(key);
        t.values[s] = info;
        KEY.setRelease(t.keys, s, key);
        size++;
    }

    /**
     * Form f's Left stop, Right stop and number value ({@link FormSums#stops}), scaled by
     * 2^{@value FormSums#SCALE_BITS}, {@link Long#MIN_VALUE} where not known; for the mixed
     * bound ({@code DomineeringBoard.mixed}).
     */
    synchronized void stops(int f, long[] out) {
        sums.stops(f, out);
    }

    /**
     * Whether the player to move (placing along rows) wins moving first on the sum of the
     * regions of forms {@code others[0..count)} (forms of {@link #sums}, from their side) and the
     * integer {@code n}: decided by {@link FormSums#moverWins}, an outcome search over the forms'
     * options, so the canonical-form engine is not run (nor compiled) on 8x8 (domino17).
     */
    synchronized boolean moverWins(int[] others, int count, int n) {
        return sums.moverWins(others, count, n);
    }

    /** The canonical-form engine that {@link #value} and {@link #canonical} answer in, for tests. */
    synchronized CanonicalForms engineForTests() {
        engine();
        return forms;
    }
}
