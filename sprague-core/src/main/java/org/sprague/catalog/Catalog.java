package org.sprague.catalog;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.sprague.game.InvalidInputException;

/**
 * Every named game, looked up by id, and the parser for {@code GAME POSITION...} text
 * (with {@code +} between the components of a sum).
 */
public final class Catalog {
    private final Map<String, GameDefinition> byId = new LinkedHashMap<>();

    /** The game whose parameter is a take-and-break code: a bare code such as 0.137 names it. */
    static final String CODE_GAME = "octal";

    /** Whether a game word is a bare take-and-break code ({@code 0.137}, {@code .07}, {@code 4.[3]}). */
    private static boolean isTakeAndBreakCode(String word) {
        return !word.contains(":") && word.matches("[0-9a-fA-F]?\\..*");
    }

    /** A catalogue of the given definitions, in that order. */
    public Catalog(List<GameDefinition> definitions) {
        for (GameDefinition d : definitions) {
            if (byId.put(d.id(), d) != null) {
                throw new IllegalArgumentException("duplicate game id " + d.id());
            }
        }
    }

    /**
     * Every game of {@code shared/spec/games.md} that Sprague knows: the definitions of every
     * {@link CatalogProvider} (sprague-core has one, {@code catalog.games.StandardGames}).
     */
    public static Catalog standard() {
        return new Catalog(Standard.DEFINITIONS);
    }

    /** The providers' definitions, loaded once, when first asked for. */
    private static final class Standard {
        static final List<GameDefinition> DEFINITIONS = load();

        private Standard() {
        }

        private static List<GameDefinition> load() {
            List<GameDefinition> all = new ArrayList<>();
            for (CatalogProvider p : ServiceLoader.load(CatalogProvider.class, Catalog.class.getClassLoader())) {
                all.addAll(p.definitions());
            }
            if (all.isEmpty()) {
                throw new IllegalStateException("no catalogue games: META-INF/services/"
                        + CatalogProvider.class.getName() + " of sprague-core is missing from the class path");
            }
            return List.copyOf(all);
        }
    }

    /** The definitions, in catalogue order. */
    public List<GameDefinition> definitions() {
        return Collections.unmodifiableList(new ArrayList<>(byId.values()));
    }

    /**
     * The game named by {@code spec}: an id, optionally with {@code :PARAMETER}; a bare
     * take-and-break code ({@code 0.137}) stands for {@code octal:0.137}.
     *
     * @throws InvalidInputException for an unknown id or a bad parameter
     */
    public Game game(String spec) {
        if (isTakeAndBreakCode(spec) && byId.containsKey(CODE_GAME)) {
            return game(CODE_GAME + ":" + spec);
        }
        int colon = spec.indexOf(':');
        String id = colon < 0 ? spec : spec.substring(0, colon);
        String parameter = colon < 0 ? null : spec.substring(colon + 1);
        GameDefinition d = byId.get(id);
        if (d == null) {
            throw new InvalidInputException("unknown game '" + id + "'; known games: "
                    + String.join(", ", byId.keySet()) + " (see: sprague games)");
        }
        if (parameter != null && d.parameterSyntax() == null) {
            throw new InvalidInputException(id + " takes no parameter, got ':" + parameter + "'");
        }
        return d.create(parameter);
    }

    /**
     * Parses {@code GAME POSITION... [+ GAME POSITION...]...}. Arguments may be one word
     * each or quoted groups ({@code "nim 3 4" + "kayles 7"}).
     */
    public List<CatalogSolver.Part> parseParts(List<String> args) {
        List<String> words = new ArrayList<>();
        for (String a : args) {
            for (String w : a.trim().split("\\s+")) {
                if (!w.isEmpty()) {
                    words.addAll(splitPlus(w));
                }
            }
        }
        if (words.isEmpty()) {
            throw new InvalidInputException("missing game: give a game id and a position, e.g. nim 3 4 5");
        }
        List<CatalogSolver.Part> parts = new ArrayList<>();
        List<String> current = new ArrayList<>();
        for (String w : words) {
            if (w.equals("+")) {
                parts.add(part(current, parts.size() + 1));
                current = new ArrayList<>();
            } else {
                current.add(w);
            }
        }
        parts.add(part(current, parts.size() + 1));
        return parts;
    }

    private static List<String> splitPlus(String w) {
        if (w.equals("+") || !w.contains("+")) {
            return List.of(w);
        }
        List<String> out = new ArrayList<>();
        String[] pieces = w.split("\\+", -1);
        for (int i = 0; i < pieces.length; i++) {
            if (i > 0) {
                out.add("+");
            }
            if (!pieces[i].isEmpty()) {
                out.add(pieces[i]);
            }
        }
        return out;
    }

    private CatalogSolver.Part part(List<String> words, int index) {
        if (words.isEmpty()) {
            throw new InvalidInputException("component " + index + " of the sum is empty: write GAME POSITION between the '+' signs");
        }
        Game g = game(words.get(0));
        return new CatalogSolver.Part(g, g.parse(words.subList(1, words.size())));
    }

    /** Splits a position text such as {@code "3 4 5"} into tokens. */
    public static List<String> tokens(String text) {
        String t = text.trim();
        return t.isEmpty() ? List.of() : Arrays.asList(t.split("\\s+"));
    }
}
