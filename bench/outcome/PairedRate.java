import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;

/**
 * Two builds' warm node rates in one JVM (issue 23, node18): each build's
 * {@code sprague-core} classes and its compiled {@code OutcomeNodeRate} in a class loader of
 * their own, run alternately (A, B, A, B, ...) so that both meet the same load and neither
 * pays another JVM's JIT decisions; a JVM's runs differ from another's by up to 10% here, more
 * than the changes measured. Usage: {@code PairedRate A_CLASSES:A_BENCH B_CLASSES:B_BENCH
 * PAIRS BOARD...} (BOARD as {@code OutcomeNodeRate}'s, e.g. {@code 9x9:1:4000000}); each
 * line printed is prefixed with {@code a} or {@code b} and the pair's number. Run by
 * {@code bench/outcome-paired.sh}.
 */
public final class PairedRate {
    private PairedRate() {
    }

    private static Method main(String dirs) throws Exception {
        String[] d = dirs.split(":");
        URL[] urls = {Path.of(d[0]).toUri().toURL(), Path.of(d[1]).toUri().toURL()};
        ClassLoader loader = new URLClassLoader(urls, ClassLoader.getPlatformClassLoader());
        return loader.loadClass("org.sprague.partizan.outcome.OutcomeNodeRate").getMethod("main", String[].class);
    }

    public static void main(String[] args) throws Exception {
        Method a = main(args[0]);
        Method b = main(args[1]);
        int pairs = Integer.parseInt(args[2]);
        String[] boards = java.util.Arrays.copyOfRange(args, 3, args.length);
        java.io.PrintStream out = System.out;
        for (int i = 0; i < pairs; i++) {
            for (int w = 0; w < 2; w++) {
                String who = (w == 0) == (i % 2 == 0) ? "a" : "b"; // a b, b a, a b, ...: neither always first
                java.io.ByteArrayOutputStream buf = new java.io.ByteArrayOutputStream();
                System.setOut(new java.io.PrintStream(buf, true));
                try {
                    (who.equals("a") ? a : b).invoke(null, (Object) boards);
                } finally {
                    System.setOut(out);
                }
                for (String line : buf.toString().split("\n")) {
                    out.println(who + " pair " + i + " load " + loadAverage() + " " + line);
                }
            }
        }
    }

    private static String loadAverage() {
        try {
            return java.nio.file.Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
        } catch (java.io.IOException e) {
            return "?";
        }
    }
}
