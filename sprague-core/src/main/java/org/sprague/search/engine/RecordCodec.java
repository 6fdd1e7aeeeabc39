package org.sprague.search.engine;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.Map;

/**
 * The {@link KeyCodec} of a record whose components are whole numbers ({@code long},
 * {@code int}, {@code short}, {@code byte}, {@code char}, their boxes), {@code boolean}s
 * ({@code Boolean}s) and enums: each component is a bit field of the key. Derived once per
 * record type ({@link #derive}): the accessors and the canonical constructor become method
 * handles typed {@code (Object) -> long} and {@code (long) -> Object} at set-up, so packing a
 * record is one accessor call, a zigzag (negative numbers allowed) and a shift per component,
 * and unpacking one constructor call, with no array, no boxing and no reflective call per
 * move.
 *
 * <p>Layout: a boolean takes 1 bit, an enum the bits of its largest ordinal; a number the
 * bits its zigzag value takes in the first record packed (the root), plus an equal share of
 * the bits left below 56 (so the hash memo keeps key and value in 8 bytes), never more than
 * its type holds. A later record with a number wider than its field does not fit
 * ({@link #pack} gives -1, {@link #whyNot} says which component): {@link InternedGame}
 * interns it instead. A root that takes more than 63 bits gets no layout: every position is
 * interned.
 *
 * @param <R> the record type
 */
final class RecordCodec<R> implements KeyCodec<R> {
    /** The bits below which numbers share the spare room: key and value in one 8-byte memo slot. */
    private static final int SHARED_BITS = 56;
    /** Keys are >= 0: bit 63 stays clear. */
    private static final int KEY_BITS = 63;

    private static final MethodHandle FIELD;
    private static final MethodHandle ZIGZAG_FIELD;
    private static final MethodHandle ENUM_AT;
    private static final MethodHandle ORDINAL;
    private static final MethodHandle BITS;
    private static final MethodHandle ZIGZAG_BITS;
    private static final MethodHandle OR;

    static {
        MethodHandles.Lookup l = MethodHandles.lookup();
        try {
            MethodType field = MethodType.methodType(long.class, long.class, int.class, long.class);
            FIELD = l.findStatic(RecordCodec.class, "field", field);
            ZIGZAG_FIELD = l.findStatic(RecordCodec.class, "zigzagField", field);
            ENUM_AT = l.findStatic(RecordCodec.class, "enumAt",
                    MethodType.methodType(Object.class, Object[].class, long.class));
            ORDINAL = l.findStatic(RecordCodec.class, "ordinal", MethodType.methodType(long.class, Enum.class));
            MethodType bits = MethodType.methodType(long.class, long.class, int.class, int.class);
            BITS = l.findStatic(RecordCodec.class, "bits", bits);
            ZIGZAG_BITS = l.findStatic(RecordCodec.class, "zigzagBits", bits);
            OR = l.findStatic(RecordCodec.class, "or", MethodType.methodType(long.class, long.class, long.class));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private enum Kind { NUMBER, BOOLEAN, ENUM }

    /** A record type's codec, or why it has none (exactly one of the two is non-null). */
    record Derived<R>(RecordCodec<R> codec, String reason) {
    }

    private final Class<R> type;
    private final String[] names;
    private final Class<?>[] types;
    private final Kind[] kinds;
    private final int[] maxBits;          // the most bits a component's values take (zigzag for numbers)
    private final MethodHandle[] reads;   // per component (Object) -> long: the number, 0/1, the ordinal
    private final MethodHandle constructor;
    private final Object[][] constants;   // per enum component its constants
    // the layout, chosen at the first record packed
    private int[] widths;
    private MethodHandle unpacker;        // (long) -> Object
    private MethodHandle packer;          // (Object) -> long: the key, negative when a field does not fit
    private String noLayout;              // why the root got no layout; null when it did

    private RecordCodec(Class<R> type, RecordComponent[] components, Kind[] kinds, MethodHandle[] reads,
            MethodHandle constructor) {
        this.type = type;
        int n = components.length;
        this.names = new String[n];
        this.types = new Class<?>[n];
        this.kinds = kinds;
        this.maxBits = new int[n];
        this.reads = reads;
        this.constructor = constructor;
        this.constants = new Object[n][];
        for (int i = 0; i < n; i++) {
            names[i] = components[i].getName();
            types[i] = components[i].getType();
            if (kinds[i] == Kind.ENUM) {
                constants[i] = types[i].getEnumConstants();
                maxBits[i] = Math.max(1, 32 - Integer.numberOfLeadingZeros(constants[i].length - 1));
            } else {
                maxBits[i] = kinds[i] == Kind.BOOLEAN ? 1 : numberBits(types[i]);
            }
        }
    }

    /**
     * The codec of {@code type}, derived once: its components' accessors and its canonical
     * constructor as method handles; or the reason there is none (not a record, a component
     * that is not a whole number, boolean or enum, a constructor that cannot be reached).
     */
    static <R> Derived<R> derive(Class<R> type) {
        if (!type.isRecord()) {
            return new Derived<>(null, type.getSimpleName() + " is not a record");
        }
        RecordComponent[] components = type.getRecordComponents();
        int n = components.length;
        Kind[] kinds = new Kind[n];
        Class<?>[] types = new Class<?>[n];
        for (int i = 0; i < n; i++) {
            Class<?> t = components[i].getType();
            types[i] = t;
            if (t == boolean.class || t == Boolean.class) {
                kinds[i] = Kind.BOOLEAN;
            } else if (t.isEnum()) {
                kinds[i] = Kind.ENUM;
            } else if (numberBits(t) > 0) {
                kinds[i] = Kind.NUMBER;
            } else {
                return new Derived<>(null, "record " + type.getSimpleName() + "'s component '" + components[i].getName()
                        + "' is a " + t.getSimpleName() + " (a packed key holds whole numbers up to long, booleans"
                        + " and enums)");
            }
        }
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            Constructor<R> c = type.getDeclaredConstructor(types);
            c.setAccessible(true);
            MethodHandle constructor = lookup.unreflectConstructor(c);
            MethodHandle[] reads = new MethodHandle[n];
            MethodType toLong = MethodType.methodType(long.class, Object.class);
            for (int i = 0; i < n; i++) {
                java.lang.reflect.Method m = components[i].getAccessor();
                m.setAccessible(true);
                MethodHandle a = lookup.unreflect(m); // (R) -> T
                if (kinds[i] == Kind.ENUM) {
                    a = MethodHandles.filterReturnValue(a.asType(MethodType.methodType(Enum.class, type)), ORDINAL);
                }
                // numbers widen (or unbox, then widen) to long; a boolean becomes 1 or 0
                reads[i] = MethodHandles.explicitCastArguments(a, toLong);
            }
            return new Derived<>(new RecordCodec<>(type, components, kinds, reads, constructor), null);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return new Derived<>(null, "record " + type.getSimpleName() + "'s constructor or accessors cannot be reached ("
                    + e.getClass().getSimpleName() + ")");
        }
    }

    /** The bits each whole-number type's zigzag values take (a char's 0..65535 take 17). */
    private static final Map<Class<?>, Integer> NUMBER_BITS = Map.of(long.class, 64, Long.class, 64, int.class, 32,
            Integer.class, 32, char.class, 17, Character.class, 17, short.class, 16, Short.class, 16, byte.class, 8,
            Byte.class, 8);

    /** The bits a whole-number type's zigzag values take; 0 for other types. */
    private static int numberBits(Class<?> t) {
        return NUMBER_BITS.getOrDefault(t, 0);
    }

    @Override
    public long pack(R position) {
        if (position == null || position.getClass() != type) {
            return -1;
        }
        if (widths == null) {
            chooseLayout(position);
        }
        if (noLayout != null) {
            return -1;
        }
        long key;
        try {
            key = (long) packer.invokeExact((Object) position);
        } catch (RuntimeException | Error e) {
            throw e; // the user's accessor threw (or a boxed component is null): unwrapped, as from any user method
        } catch (Throwable e) {
            throw new IllegalStateException(type.getSimpleName() + "'s accessor threw " + e, e);
        }
        return key < 0 ? -1 : key;
    }

    private long read(int i, Object position) {
        try {
            return (long) reads[i].invokeExact(position);
        } catch (RuntimeException | Error e) {
            throw e; // the user's accessor threw (or a boxed component is null): unwrapped, as from any user method
        } catch (Throwable e) {
            throw new IllegalStateException(type.getSimpleName() + "'s accessor threw " + e, e);
        }
    }

    @Override
    @SuppressWarnings("unchecked")
    public R unpack(long key) {
        try {
            return (R) (Object) unpacker.invokeExact(key);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException(type.getSimpleName() + "'s constructor threw " + e, e);
        }
    }

    /** Why {@code position} does not fit (after {@link #pack} gave -1), for reports. */
    String whyNot(R position) {
        if (position == null || position.getClass() != type) {
            return "a position of type " + (position == null ? "null" : position.getClass().getSimpleName())
                    + " is not a " + type.getSimpleName();
        }
        if (noLayout != null) {
            return noLayout;
        }
        for (int i = 0; i < widths.length; i++) {
            long v = read(i, position);
            long z = kinds[i] == Kind.NUMBER ? v << 1 ^ v >> 63 : v;
            if (z >>> widths[i] != 0) {
                return "record " + type.getSimpleName() + "'s component '" + names[i] + "' = " + v
                        + " is wider than the " + widths[i] + " bits the first position gave it";
            }
        }
        return "record " + type.getSimpleName() + " fits";
    }

    private void chooseLayout(R root) {
        int n = kinds.length;
        int[] w = new int[n];
        int sum = 0;
        int numbers = 0;
        for (int i = 0; i < n; i++) {
            if (kinds[i] == Kind.NUMBER) {
                long v = read(i, root);
                long z = v << 1 ^ v >> 63;
                w[i] = Math.max(1, 64 - Long.numberOfLeadingZeros(z));
                numbers++;
            } else {
                w[i] = maxBits[i];
            }
            sum += w[i];
        }
        if (sum > KEY_BITS) {
            noLayout = "record " + type.getSimpleName() + "'s components take " + sum
                    + " bits in the first position, more than a 63-bit key holds";
            widths = w;
            return;
        }
        int extra = numbers == 0 || sum >= SHARED_BITS ? 0 : (SHARED_BITS - sum) / numbers;
        int[] s = new int[n];
        int shift = 0;
        for (int i = 0; i < n; i++) {
            if (kinds[i] == Kind.NUMBER) {
                w[i] = Math.min(w[i] + extra, maxBits[i]);
            }
            s[i] = shift;
            shift += w[i];
        }
        this.unpacker = unpacker(w, s);
        this.packer = packer(w, s);
        this.widths = w;
    }

    /**
     * {@code (Object record) -> long}: every component read, zigzagged (numbers), checked
     * against its width and shifted into place, the fields ORed: one method handle, so
     * packing an option is one {@code invokeExact}, the accessors inlined into it by the
     * JIT's customized lambda form. A field that does not fit gives {@link Long#MIN_VALUE},
     * so the OR is negative (a handle per component spent 11% of Cram 5x5 records' samples in
     * {@code invokeExact}'s invoker).
     */
    private MethodHandle packer(int[] w, int[] s) {
        int n = w.length;
        MethodType objectToLong = MethodType.methodType(long.class, Object.class);
        MethodHandle acc = MethodHandles.dropArguments(MethodHandles.constant(long.class, 0L), 0, Object.class);
        for (int i = 0; i < n; i++) {
            MethodHandle bits = MethodHandles.insertArguments(kinds[i] == Kind.NUMBER ? ZIGZAG_BITS : BITS, 1, s[i], w[i]);
            MethodHandle field = MethodHandles.filterReturnValue(reads[i], bits);
            acc = i == 0 ? field
                    : MethodHandles.permuteArguments(MethodHandles.filterArguments(OR, 0, acc, field), objectToLong, 0, 0);
        }
        return acc;
    }

    private static long bits(long v, int shift, int width) {
        return v >>> width == 0 ? v << shift : Long.MIN_VALUE;
    }

    private static long zigzagBits(long v, int shift, int width) {
        long z = v << 1 ^ v >> 63; // zigzag: small negative numbers stay small
        return z >>> width == 0 ? z << shift : Long.MIN_VALUE;
    }

    private static long or(long a, long b) {
        return a | b;
    }

    /** {@code (long key) -> Object}: each field extracted, converted to its component's type, the constructor called. */
    private MethodHandle unpacker(int[] w, int[] s) {
        int n = w.length;
        MethodHandle[] filters = new MethodHandle[n];
        for (int i = 0; i < n; i++) {
            long mask = (1L << w[i]) - 1;
            MethodHandle f = MethodHandles.insertArguments(kinds[i] == Kind.NUMBER ? ZIGZAG_FIELD : FIELD, 1, s[i], mask);
            Class<?> t = types[i];
            if (kinds[i] == Kind.ENUM) {
                f = MethodHandles.filterReturnValue(f, ENUM_AT.bindTo(constants[i]));
                filters[i] = f.asType(MethodType.methodType(t, long.class));
            } else {
                // long -> the primitive (a narrowing cast; a boolean is the low bit), boxed when the component is a box
                Class<?> primitive = MethodType.methodType(t).unwrap().returnType();
                f = MethodHandles.explicitCastArguments(f, MethodType.methodType(primitive, long.class));
                filters[i] = f.asType(MethodType.methodType(t, long.class));
            }
        }
        MethodHandle h = MethodHandles.filterArguments(constructor, 0, filters);
        h = MethodHandles.permuteArguments(h, MethodType.methodType(type, long.class), new int[n]);
        return h.asType(MethodType.methodType(Object.class, long.class));
    }

    private static long field(long key, int shift, long mask) {
        return key >>> shift & mask;
    }

    private static long zigzagField(long key, int shift, long mask) {
        long v = key >>> shift & mask;
        return v >>> 1 ^ -(v & 1);
    }

    private static Object enumAt(Object[] constants, long ordinal) {
        return constants[(int) ordinal];
    }

    private static long ordinal(Enum<?> e) {
        return e.ordinal();
    }
}
