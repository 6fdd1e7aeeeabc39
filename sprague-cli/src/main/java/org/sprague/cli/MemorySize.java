package org.sprague.cli;

import java.util.Locale;
import org.sprague.game.InvalidInputException;

/** Sizes in bytes as users write them: {@code 8g}, {@code 512m}, {@code 64k}, {@code 1000000}. */
final class MemorySize {
    private MemorySize() {
    }

    /**
     * Bytes of {@code text}: a whole number with an optional suffix k, m, g or t (powers of 1024).
     *
     * @throws InvalidInputException naming {@code option} and the text
     */
    static long parse(String option, String text) {
        String s = text.trim().toLowerCase(Locale.ROOT);
        int shift = 0;
        if (!s.isEmpty()) {
            int at = "kmgt".indexOf(s.charAt(s.length() - 1));
            if (at >= 0) {
                shift = 10 * (at + 1);
                s = s.substring(0, s.length() - 1);
            } else if (s.endsWith("b")) {
                s = s.substring(0, s.length() - 1);
            }
        }
        long n;
        try {
            n = Long.parseLong(s);
        } catch (NumberFormatException e) {
            n = -1;
        }
        if (n < 1 || n > Long.MAX_VALUE >> shift) {
            throw new InvalidInputException(option + " '" + text + "' is not a size (e.g. 8g, 512m, 64k)");
        }
        return n << shift;
    }

    /** {@code bytes} as 1.5 GB, 300.2 MB, 64 KB. */
    static String format(long bytes) {
        if (bytes >= 1L << 30) {
            return String.format(Locale.ROOT, "%.1f GB", bytes / (double) (1L << 30));
        }
        if (bytes >= 1L << 20) {
            return String.format(Locale.ROOT, "%.1f MB", bytes / (double) (1L << 20));
        }
        if (bytes >= 1L << 10) {
            return String.format(Locale.ROOT, "%d KB", (bytes + 1023) >> 10);
        }
        return bytes + " bytes";
    }
}
