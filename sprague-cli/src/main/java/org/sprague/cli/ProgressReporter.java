package org.sprague.cli;

import java.io.PrintWriter;
import java.util.Locale;

/**
 * Progress of a long computation on stderr: a bar with rate and ETA redrawn in place on a
 * terminal, plain lines every ten seconds otherwise. Silent for runs shorter than two
 * seconds. Also tells when a checkpoint is due.
 */
final class ProgressReporter {
    enum Mode {
        AUTO, BAR, LINES, NONE;

        /** {@code --progress} of {@code command}: auto (a bar on a terminal, else lines), bar, lines or none. */
        static Mode parse(String command, String s) {
            return switch (s) {
                case "auto" -> terminal() ? BAR : LINES;
                case "bar" -> BAR;
                case "lines" -> LINES;
                case "none" -> NONE;
                default -> throw new org.sprague.game.InvalidInputException(command + ": unknown --progress '" + s
                        + "' (auto, bar, lines or none)");
            };
        }
    }

    private static final long QUIET_NANOS = 2_000_000_000L;

    private final PrintWriter err;
    private final Mode mode;
    private long startNanos = System.nanoTime();
    /** The count the rate is measured from; negative: the first report's (a resumed run's start). */
    private long startCount;
    private long lastPrint;
    private long lastCheckpoint = System.nanoTime();
    private boolean printed;

    ProgressReporter(PrintWriter err, Mode mode, long startCount) {
        this.err = err;
        this.mode = mode;
        this.startCount = startCount;
    }

    /** Whether stdout and stdin are a terminal (System.console().isTerminal() on JDK 22+). */
    static boolean terminal() {
        java.io.Console c = System.console();
        if (c == null) {
            return false;
        }
        try {
            return (Boolean) java.io.Console.class.getMethod("isTerminal").invoke(c);
        } catch (ReflectiveOperationException e) {
            return true;
        }
    }

    void report(long done, long total) {
        long now = System.nanoTime();
        if (startCount < 0) {
            startCount = done;
            startNanos = now;
        }
        if (!due(now)) {
            return;
        }
        double seconds = (now - startNanos) / 1e9;
        double rate = (done - startCount) / Math.max(seconds, 1e-9);
        double eta = (total - done) / Math.max(rate, 1e-9);
        double fraction = done / (double) total;
        if (mode == Mode.BAR) {
            int width = 30;
            int filled = (int) (fraction * width);
            err.printf(Locale.ROOT, "\rG(0..%d) [%s%s] %5.1f%%  %s values/s  ETA %s ", total - 1,
                    "#".repeat(filled), ".".repeat(width - filled), 100 * fraction, human(rate), clock(eta));
        } else {
            err.printf(Locale.ROOT, "grundy: %d of %d values (%.1f%%), %s values/s, ETA %s%n", done, total,
                    100 * fraction, human(rate), clock(eta));
        }
        err.flush();
    }

    /**
     * Whether a line is due at {@code now} (then it counts as printed): none in the first two
     * seconds, then one every 0.2 s on a bar, every ten seconds in lines.
     */
    boolean due(long now) {
        if (mode == Mode.NONE || now - startNanos < QUIET_NANOS
                || printed && now - lastPrint < (mode == Mode.BAR ? 200_000_000L : 10_000_000_000L)) {
            return false;
        }
        lastPrint = now;
        printed = true;
        return true;
    }

    /** Whether lines are redrawn in place. */
    boolean bar() {
        return mode == Mode.BAR;
    }

    /** Seconds since the start at {@code now}. */
    double seconds(long now) {
        return (now - startNanos) / 1e9;
    }

    /** Ends a bar's line, if one was drawn. */
    void endLine() {
        if (printed && mode == Mode.BAR) {
            err.println();
            err.flush();
        }
    }

    /** Whether {@code seconds} have passed since the last checkpoint (then resets the clock). */
    boolean checkpointDue(double seconds) {
        long now = System.nanoTime();
        if (now - lastCheckpoint >= seconds * 1e9) {
            lastCheckpoint = now;
            return true;
        }
        return false;
    }

    void finish(long total) {
        if (printed && mode == Mode.BAR) {
            lastPrint = 0;
            report(total, total);
            endLine();
        }
    }

    static String human(double rate) {
        if (rate >= 1e6) {
            return String.format(Locale.ROOT, "%.2fM", rate / 1e6);
        }
        if (rate >= 1e3) {
            return String.format(Locale.ROOT, "%.1fk", rate / 1e3);
        }
        return String.format(Locale.ROOT, "%.0f", rate);
    }

    static String clock(double seconds) {
        long s = (long) Math.ceil(seconds);
        return String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
    }
}
