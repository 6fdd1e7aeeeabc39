package org.sprague.catalog.games;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;
import org.sprague.catalog.entry.Game;
import org.sprague.catalog.entry.GameDefinition;

/**
 * The standard games' catalogue texts (title, rules, parameter and position syntax, closed
 * form, example) are data, read once from {@code definitions.txt} beside this class: each game
 * class names only its id and its factory, instead of a constructor call of seven strings.
 */
final class Definitions {
    private static final String FILE = "definitions.txt";
    private static final Map<String, Map<String, String>> TEXTS = read();

    private Definitions() {
    }

    /** The catalogue entry {@code id}, its texts from the file. */
    static GameDefinition of(String id, Function<String, Game> factory) {
        Map<String, String> t = TEXTS.get(id);
        if (t == null) {
            throw new IllegalStateException(FILE + " has no entry for " + id);
        }
        return new GameDefinition(id, t.get("title"), t.get("rules"), t.get("parameter"), t.get("position"),
                t.get("closed form"), t.get("example"), factory);
    }

    /** Entries of {@code key: value} lines, a blank line after each; {@code #} lines are comments. */
    private static Map<String, Map<String, String>> read() {
        Map<String, Map<String, String>> entries = new HashMap<>();
        try (InputStream in = Definitions.class.getResourceAsStream(FILE);
                BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            Map<String, String> entry = new HashMap<>();
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                int colon = line.indexOf(": ");
                if (!line.isBlank() && !line.startsWith("#")) {
                    entry.put(line.substring(0, colon), line.substring(colon + 2));
                } else if (!entry.isEmpty()) {
                    entries.put(entry.get("id"), entry);
                    entry = new HashMap<>();
                }
            }
            if (!entry.isEmpty()) {
                entries.put(entry.get("id"), entry);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return entries;
    }
}
