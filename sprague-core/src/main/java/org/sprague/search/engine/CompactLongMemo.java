package org.sprague.search.engine;

/**
 * The entry format both hashed memos ({@link HashLongMemo}, {@link ChainedLongMemo}) keep
 * while they can, and the rule that changes it, said once: a compact entry is one
 * {@code long}, {@code key << valueBits | cell} with {@code cell = value + 4} (never 0); a
 * {@link #put} whose key or cell does not fit widens the value field in place when key and
 * cell still fit in 64 bits together, else turns the memo to its wide layout (keys and cells
 * apart, {@code valueBits} 0). Each memo lays its entries out its own way ({@link #store},
 * {@link #repack}, {@link #toWide}).
 */
abstract class CompactLongMemo extends LongMemo {
    static final int FIRST_VALUE_BITS = 8;

    /** Bits of a compact entry's cell; 0 in wide mode. */
    int valueBits = FIRST_VALUE_BITS;
    long cellMask = (1L << FIRST_VALUE_BITS) - 1;
    /** The OR of every key stored. */
    long keyBitsUsed;
    /** The largest cell stored. */
    int widestCell;

    @Override
    public final void put(long key, int value) {
        int cell = value + 4;
        if (valueBits != 0 && (cell > cellMask || key >>> (64 - valueBits) != 0)) {
            widen(key, cell);
        }
        store(key, cell);
    }

    /** Stores {@code cell} for {@code key} in the layout now in use, noting both ({@link #stored}). */
    abstract void store(long key, int cell);

    /** Rewrites every compact entry with a value field of {@code bits} bits ({@link #repacked}). */
    abstract void repack(int bits);

    /** Moves every compact entry to the wide layout, keys and cells apart ({@link #keyOf}, {@link #cellOf}). */
    abstract void toWide();

    /** Makes room in compact mode for {@code key} and {@code cell}, or turns to wide mode. */
    private void widen(long key, int cell) {
        int needValue = Math.max(valueBits, 32 - Integer.numberOfLeadingZeros(Math.max(cell, widestCell)));
        int needKey = 64 - Long.numberOfLeadingZeros(keyBitsUsed | key);
        if (needValue + needKey <= 64) { // a wider value field: rewrite in place
            repack(needValue);
            valueBits = needValue;
            cellMask = (1L << needValue) - 1;
        } else {
            toWide();
            valueBits = 0;
        }
    }

    /** Compact entry {@code x} with a value field of {@code bits} bits. */
    final long repacked(long x, int bits) {
        return (x >>> valueBits) << bits | (x & cellMask);
    }

    /** The key of compact entry {@code x}. */
    final long keyOf(long x) {
        return x >>> valueBits;
    }

    /** The cell of compact entry {@code x}. */
    final int cellOf(long x) {
        return (int) (x & cellMask);
    }

    /** Notes a new entry: the key's bits and the cell's width, which {@link #put} tests against. */
    final void stored(long key, int cell) {
        keyBitsUsed |= key;
        widestCell = Math.max(widestCell, cell);
    }

    /** Back to the first compact format (an emptied memo). */
    final void resetFormat() {
        valueBits = FIRST_VALUE_BITS;
        cellMask = (1L << FIRST_VALUE_BITS) - 1;
        keyBitsUsed = 0;
        widestCell = 0;
    }
}
