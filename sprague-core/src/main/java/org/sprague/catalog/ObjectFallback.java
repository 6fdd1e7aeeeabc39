package org.sprague.catalog;

/**
 * A capability of a packed search engine: it counts the positions it could not pack into a
 * {@code long} (a number past 31 bits, more heaps than 64 bits hold, a move that left the
 * layout) and so searched on the slower object path, and says why. A route marks the start
 * of a question ({@link #count}) and reads what happened after it ({@link #since}), so an
 * engine shared by many questions (a table's cells, the components of a sum) reports only the
 * fallbacks of the one asked, with the reason of its first (the root's, when the root did not
 * pack, rather than an option's).
 */
interface ObjectFallback {

    /** How many positions this engine has sent to the object path so far. */
    long fallbacks();

    /** Starts a question: forgets earlier reasons and returns {@link #fallbacks}. */
    long markFallbacks();

    /** Why the first position sent to the object path since {@link #markFallbacks} did not pack; null if none was. */
    String fallbackReason();

    /** Marks the start of a question on {@code engine}; its fallback count, 0 for an engine without the capability. */
    static long count(Object engine) {
        return engine instanceof ObjectFallback f ? f.markFallbacks() : 0;
    }

    /**
     * The reason of a fallback that happened after {@code engine}'s count was {@code before}
     * ({@link #count}), or null when none did.
     */
    static String since(Object engine, long before) {
        return engine instanceof ObjectFallback f && f.fallbacks() > before ? f.fallbackReason() : null;
    }
}
