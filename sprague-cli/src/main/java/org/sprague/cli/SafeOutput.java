package org.sprague.cli;

import java.io.IOException;
import java.io.Writer;

/**
 * The command's standard output or error: control characters other than newline and tab
 * (and carriage return on the error stream, which progress bars redraw with) are written
 * as {@code \\uXXXX}, so a label read from a file (a graph's vertex, a game's text) cannot
 * send escape sequences to the terminal; and the first write failure is kept, so the
 * command can end with exit code 1 and say what it was instead of losing output silently.
 */
final class SafeOutput extends Writer {
    private final Writer out;
    private final boolean allowReturn;
    private volatile IOException failure;

    SafeOutput(Writer out, boolean allowReturn) {
        this.out = out;
        this.allowReturn = allowReturn;
    }

    /** The first write failure, or null. */
    IOException failure() {
        return failure;
    }

    @Override
    public void write(char[] buf, int off, int len) throws IOException {
        int start = off;
        int end = off + len;
        for (int i = off; i < end; i++) {
            char c = buf[i];
            if (c < 0x20 && c != '\n' && c != '\t' && !(allowReturn && c == '\r') || c == 0x7f || (c >= 0x80 && c < 0xa0)) {
                pass(buf, start, i - start);
                pass(String.format("\\u%04x", (int) c));
                start = i + 1;
            }
        }
        pass(buf, start, end - start);
    }

    private void pass(char[] buf, int off, int len) throws IOException {
        if (len > 0) {
            try {
                out.write(buf, off, len);
            } catch (IOException e) {
                fail(e);
            }
        }
    }

    private void pass(String s) throws IOException {
        pass(s.toCharArray(), 0, s.length());
    }

    private void fail(IOException e) throws IOException {
        if (failure == null) {
            failure = e;
        }
        throw e;
    }

    @Override
    public void flush() throws IOException {
        try {
            out.flush();
        } catch (IOException e) {
            fail(e);
        }
    }

    @Override
    public void close() throws IOException {
        flush();
        out.close();
    }
}
