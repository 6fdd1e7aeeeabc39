package org.sprague.cli;

import org.sprague.game.InvalidInputException;

/** Parses a table size {@code RxC} (rows x columns), each at least 1. */
final class TableSize {
    private TableSize() {
    }

    static int[] parse(String text) {
        String[] parts = text.toLowerCase(java.util.Locale.ROOT).split("x", -1);
        if (parts.length != 2) {
            throw new InvalidInputException("table size '" + text + "' must be ROWSxCOLS, e.g. 5x3");
        }
        int[] rc = new int[2];
        for (int i = 0; i < 2; i++) {
            try {
                rc[i] = Integer.parseInt(parts[i]);
            } catch (NumberFormatException e) {
                throw new InvalidInputException("table size '" + text + "': '" + parts[i] + "' is not a whole number");
            }
            if (rc[i] < 1) {
                throw new InvalidInputException("table size '" + text + "': " + (i == 0 ? "rows" : "columns")
                        + " must be >= 1");
            }
        }
        return rc;
    }
}
