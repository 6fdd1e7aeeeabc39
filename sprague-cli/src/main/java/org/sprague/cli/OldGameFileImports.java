package org.sprague.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Game files written before {@code Position} and {@code Move} moved from
 * {@code org.sprague.catalog} to {@code org.sprague.game} (issue 22 item 6: the catalogue's
 * engine interfaces, which name only these two, then left the exported package) keep
 * compiling: {@link GameFileCache} compiles the file as if it named the new package, and the
 * command prints one warning line naming the import to write. Nothing else of a game file is
 * rewritten; the file itself is never changed.
 */
final class OldGameFileImports {

    /** The old names (a whole name: not {@code org.sprague.catalog.PositionCodec}). */
    private static final Pattern OLD = Pattern.compile("\\borg\\.sprague\\.catalog\\.(Position|Move)\\b");

    /** {@code import org.sprague.catalog.*;}: Position and Move are no longer found through it. */
    private static final Pattern ON_DEMAND = Pattern.compile("\\bimport\\s+org\\.sprague\\.catalog\\.\\*\\s*;");

    /** The simple names, as a file importing the old package on demand uses them. */
    private static final Pattern SIMPLE = Pattern.compile("\\b(Position|Move)\\b");

    private OldGameFileImports() {
    }

    /** {@code source} with the old names written as the new ones (the same text when it has none). */
    static String rewrite(String source) {
        String s = OLD.matcher(source).replaceAll("org.sprague.game.$1");
        Matcher m = ON_DEMAND.matcher(s);
        // on the same line, so javac's line numbers stay the file's
        return m.find() ? m.replaceAll("import org.sprague.catalog.*; import org.sprague.game.Position;"
                + " import org.sprague.game.Move;") : s;
    }

    /** The warning for {@code source} read from a file named {@code fileName}, or null when it uses no old name. */
    static String warning(String fileName, String source) {
        List<String> names = new ArrayList<>();
        Matcher m = OLD.matcher(source);
        while (m.find()) {
            String n = "org.sprague.game." + m.group(1);
            if (!names.contains(n)) {
                names.add(n);
            }
        }
        if (names.isEmpty() && !(ON_DEMAND.matcher(source).find() && SIMPLE.matcher(source).find())) {
            return null;
        }
        if (names.isEmpty()) {
            names = List.of("org.sprague.game.Position", "org.sprague.game.Move");
        }
        List<String> imports = names.stream().map(n -> "import " + n + ";").toList();
        return "warning: " + fileName + ": Position and Move are now in org.sprague.game; write "
                + String.join(" ", imports) + " (compiled as if it did)";
    }

    /** Prints {@link #warning} for {@code file} on {@code err} when there is one (an unreadable file or no err: nothing). */
    static void warn(Path file, PrintWriter err) {
        if (file == null || err == null || file.getFileName() == null || !Files.isRegularFile(file)) {
            return; // no file to read: the load that follows says why
        }
        String w = warning(file.getFileName().toString(), read(file));
        if (w != null) {
            err.println(w);
        }
    }

    /** The text of {@code file}, or "" when it cannot be read as UTF-8 (the compile that follows says why). */
    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
    }
}
