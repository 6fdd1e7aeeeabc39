package org.sprague.catalog;

import java.util.stream.Collectors;
import java.util.Arrays;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.sprague.game.ImpartialGame;
import org.sprague.game.InvalidInputException;
import org.sprague.search.engine.RepeatableOptions;
import org.sprague.game.Position;

/**
 * A user's game over a record of whole numbers ({@code record Heaps(int a, int b, int c)}) seen
 * as a game over {@link Position}s: the numbers typed on the command line are the record's
 * components in order. Components may be {@code int}, {@code long}, {@code short},
 * {@code byte}, their boxes, or {@link BigInteger}.
 */
final class RecordPositions {
    /** Any position: its {@code withLongNumbers} builds one around an array without copying it. */
    private static final Position NUMBERS = Position.of();

    private final Class<?> type;
    private final RecordComponent[] components;
    private final Constructor<?> constructor;
    // per component: the accessor as (Object) -> Object (BigInteger components, and every component of a big position)
    private final MethodHandle[] accessors;
    // per component: the accessor as (Object) -> long for whole-number types (no boxing), null for BigInteger
    private final MethodHandle[] longAccessors;

    RecordPositions(Class<?> type, String id) {
        this.type = type;
        this.components = type.getRecordComponents();
        Class<?>[] types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            Class<?> t = components[i].getType();
            if (!(t == int.class || t == long.class || t == short.class || t == byte.class || t == Integer.class
                    || t == Long.class || t == Short.class || t == Byte.class || t == BigInteger.class)) {
                throw new InvalidInputException("${gameFile}: " + id + " uses positions of record type "
                        + type.getSimpleName() + ", whose component '" + components[i].getName() + "' is a "
                        + t.getSimpleName() + "; a position record holds whole numbers only (int, long, BigInteger)");
            }
            types[i] = t;
        }
        try {
            this.constructor = type.getDeclaredConstructor(types);
            this.constructor.setAccessible(true);
            this.accessors = new MethodHandle[components.length];
            this.longAccessors = new MethodHandle[components.length];
            MethodType toLong = MethodType.methodType(long.class, Object.class);
            MethodType toObject = MethodType.methodType(Object.class, Object.class);
            for (int i = 0; i < components.length; i++) {
                java.lang.reflect.Method m = components[i].getAccessor();
                m.setAccessible(true);
                MethodHandle h = MethodHandles.lookup().unreflect(m);
                accessors[i] = h.asType(toObject);
                if (types[i] != BigInteger.class) {
                    longAccessors[i] = h.asType(toLong);
                }
            }
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new InvalidInputException("${gameFile}: " + id + ": the record " + type.getSimpleName()
                    + " cannot be built from numbers (" + e.getClass().getSimpleName() + ")");
        }
    }

    /**
     * The record's numbers as a position. Whole-number components are read through method
     * handles typed {@code (Object) -> long} (no boxing, no reflective call per component) and
     * the array is handed to the position without a copy: Cram 5 x 5 as a record game file
     * 4.6 -> 4.0 s CPU against {@code Method.invoke} and {@code Position.of}'s copy.
     */
    Position toPosition(Object record) {
        long[] small = new long[components.length];
        try {
            for (int i = 0; i < small.length; i++) {
                MethodHandle a = longAccessors[i];
                if (a != null) {
                    small[i] = (long) a.invokeExact(record);
                    continue;
                }
                BigInteger b = (BigInteger) (Object) accessors[i].invokeExact(record); // exact type (Object)Object
                if (b.bitLength() > 63) {
                    return bigPosition(record);
                }
                small[i] = b.longValue();
            }
        } catch (RuntimeException | Error e) {
            throw e; // the user's accessor threw: it reaches the caller unwrapped, as from any of the user's methods
        } catch (Throwable e) {
            // invokeExact declares Throwable; a record accessor cannot declare a checked exception (JLS 8.10.3),
            // so only a sneaky throw lands here, and it is not swallowed
            throw new IllegalStateException(type.getSimpleName() + "'s accessor threw " + e, e);
        }
        return NUMBERS.withLongNumbers(small); // keeps the array: no copy
    }

    private Position bigPosition(Object record) throws Throwable {
        List<BigInteger> v = new ArrayList<>(components.length);
        for (MethodHandle a : accessors) {
            Object x = a.invokeExact(record);
            v.add(x instanceof BigInteger b ? b : BigInteger.valueOf(((Number) x).longValue()));
        }
        return new Position(v);
    }

    /** The record of {@code p}'s numbers; bad input when they make none (count, size, or its constructor refuses). */
    Object fromPosition(Position p, String id) {
        if (p.size() != components.length) {
            String names = Arrays.stream(components).map(RecordComponent::getName).collect(Collectors.joining(" "));
            throw new InvalidInputException(id + ": a position is " + components.length + " number"
                    + (components.length == 1 ? "" : "s") + " (" + names + "), got " + p.size());
        }
        Object[] args = new Object[components.length];
        long[] small = p.longNumbers();
        for (int i = 0; i < args.length; i++) {
            Class<?> t = components[i].getType();
            if (small != null && t != BigInteger.class) {
                long v = small[i]; // no BigInteger per component when the numbers are small
                if (t == long.class || t == Long.class) {
                    args[i] = v;
                    continue;
                }
                if (t == int.class || t == Integer.class ? v == (int) v
                        : t == short.class || t == Short.class ? v == (short) v : v == (byte) v) {
                    args[i] = t == int.class || t == Integer.class ? (Object) (int) v
                            : t == short.class || t == Short.class ? (Object) (short) v : (Object) (byte) v;
                    continue;
                }
            }
            BigInteger b = p.get(i);
            try {
                args[i] = t == BigInteger.class ? b
                        : t == long.class || t == Long.class ? (Object) b.longValueExact()
                        : t == int.class || t == Integer.class ? (Object) b.intValueExact()
                        : t == short.class || t == Short.class ? (Object) b.shortValueExact()
                        : (Object) b.byteValueExact();
            } catch (ArithmeticException e) {
                throw new InvalidInputException(id + ": " + components[i].getName() + " '" + b
                        + "' is too large for a " + t.getSimpleName());
            }
        }
        try {
            return constructor.newInstance(args);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            throw new InvalidInputException(id + ": " + p + " is not a position: "
                    + (cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage()));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The user's game over records, seen over positions. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    ImpartialGame<Position> game(ImpartialGame<?> userGame, String id) {
        ImpartialGame raw = userGame;
        boolean atomic = RepeatableOptions.keepsDefaultComponents(userGame);
        final class Records implements ImpartialGame<Position>, RepeatableOptions<Position> {
            @Override
            public Iterable<Position> repeatableOptions(Position p) {
                return options(p);
            }

            @Override
            public boolean atomicPositions() {
                return atomic;
            }

            @Override
            public Collection<Position> options(Position p) {
                return toPositions(raw.options(fromPosition(p, id)));
            }

            @Override
            public List<Position> components(Position p) {
                return toPositions(raw.components(fromPosition(p, id)));
            }

            private List<Position> toPositions(Collection<?> records) {
                List<Position> out = new ArrayList<>(records.size());
                for (Object o : records) {
                    out.add(toPosition(o));
                }
                return out;
            }

            @Override
            public Position canonical(Position p) {
                return toPosition(raw.canonical(fromPosition(p, id)));
            }
        }
        return new Records();
    }
}
