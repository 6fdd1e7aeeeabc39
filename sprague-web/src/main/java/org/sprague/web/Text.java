package org.sprague.web;

/** Text that goes back to a client: clipped, and with control characters made visible. */
final class Text {
    private Text() {
    }

    /** At most {@code max} characters of {@code s}, with "..." when clipped. */
    static String clip(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max) + "...";
    }

    /** {@code s} with every control character written as {@code \\uXXXX}, so no terminal escape passes. */
    static String printable(String s) {
        StringBuilder b = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isISOControl(c)) {
                if (b == null) {
                    b = new StringBuilder(s.length() + 8).append(s, 0, i);
                }
                b.append(String.format("\\u%04x", (int) c));
            } else if (b != null) {
                b.append(c);
            }
        }
        return b == null ? s : b.toString();
    }
}
