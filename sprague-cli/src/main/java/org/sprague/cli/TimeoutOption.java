package org.sprague.cli;

import java.math.BigDecimal;
import java.time.Duration;
import org.sprague.game.Deadline;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/**
 * The {@code --timeout SECONDS} option every command takes (one mixin, so every command
 * spells and checks it alike): the longest the command may compute, then exit code 3 and a
 * message saying so. SECONDS is a decimal number ({@code 0.2}, {@code 90}, {@code 1e4}) at
 * millisecond resolution; 0 and below are refused (exit 2); {@value #FOREVER_TEXT} or more
 * ({@link Deadline#FOREVER}) is no limit, as is leaving the option out. For {@code serve}
 * it is the limit of each request instead.
 */
final class TimeoutOption {
    /** How {@link Deadline#FOREVER} reads in seconds. */
    static final String FOREVER_TEXT = "3155760000 (100 years)";

    @Option(names = "--timeout", paramLabel = "SECONDS", converter = Seconds.class,
            description = "stop (exit 3) after SECONDS of computing, a decimal number such as 0.5 or 90"
                    + " (default: no limit; " + FOREVER_TEXT + " or more is no limit too)")
    Duration timeout;

    /** The limit given, or null when none was (or it was {@link Deadline#FOREVER} or more). */
    Duration limit() {
        return timeout == null || timeout.compareTo(Deadline.FOREVER) >= 0 ? null : timeout;
    }

    /** A limit as the user typed it back: {@code 0.2 s}, {@code 30 s}. */
    static String seconds(Duration d) {
        return BigDecimal.valueOf(d.toMillis()).movePointLeft(3).stripTrailingZeros().toPlainString() + " s";
    }

    /** Parses SECONDS: a positive decimal number, rounded up to whole milliseconds. */
    static final class Seconds implements ITypeConverter<Duration> {
        @Override
        public Duration convert(String text) {
            BigDecimal s;
            try {
                s = new BigDecimal(text.strip());
            } catch (NumberFormatException e) {
                throw new TypeConversionException("'" + clip(text) + "' is not a number of seconds (e.g. 0.5 or 30)");
            }
            if (s.signum() <= 0) {
                throw new TypeConversionException("'" + clip(text) + "' must be more than 0 seconds (e.g. 0.5 or 30;"
                        + " leave the option out for no limit)");
            }
            BigDecimal forever = BigDecimal.valueOf(Deadline.FOREVER.toSeconds());
            if (s.compareTo(forever) >= 0) {
                return Deadline.FOREVER;
            }
            long millis = s.movePointRight(3).setScale(0, java.math.RoundingMode.CEILING).longValueExact();
            return Duration.ofMillis(millis);
        }

        private static String clip(String text) {
            return text.length() <= 40 ? text : text.substring(0, 40) + "...";
        }
    }
}
