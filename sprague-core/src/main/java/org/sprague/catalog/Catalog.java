package org.sprague.catalog;

import java.util.stream.Stream;
import org.sprague.catalog.entry.Part;
import org.sprague.catalog.entry.Game;
import org.sprague.catalog.entry.GameDefinition;
import org.sprague.catalog.entry.GameKind;
import org.sprague.catalog.entry.CatalogProvider;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import org.sprague.game.InvalidInputException;
import org.sprague.partizan.games.PartizanBoardGame;
import org.sprague.partizan.games.PartizanGames;
import org.sprague.strong.StrongGame;
import org.sprague.strong.games.StrongGames;

/**
 * The registry of every named game of every kind, looked up by id, and the one parser for
 * {@code GAME POSITION...} text (with {@code +} between the components of a sum):
 * <ul>
 *   <li>the catalogue's definitions, impartial and partizan ({@link GameDefinition}: {@code nim},
 *       {@code bash:3}, {@code pebbles:1,2}, and users' games added by {@code --game-file});</li>
 *   <li>the partizan games valued by canonical form ({@link PartizanGames}: {@code domineering});</li>
 *   <li>the games strongly solved into a database ({@link StrongGames}: {@code connect-four:5x4}).</li>
 * </ul>
 * Each has one {@link GameInfo} entry ({@link #entries()}), what {@code sprague games} and
 * {@code GET /api/games} list. A catalogue definition shadows a game of another kind of the same id.
 */
public final class Catalog {
    private final Map<String, GameDefinition> byId = new LinkedHashMap<>();
    /**
     * The ids of the partizan games valued by canonical form and of the strong games, not
     * shadowed; made on first use ({@link #others()}): solving a catalogue position needs none.
     */
    private Map<String, GameKind> others;
    private List<GameInfo> entries;

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

    private synchronized Map<String, GameKind> others() {
        if (others == null) {
            Map<String, GameKind> m = new LinkedHashMap<>();
            for (PartizanBoardGame<?> g : PartizanGames.all()) {
                if (!byId.containsKey(g.id())) {
                    m.put(g.id(), GameKind.PARTIZAN);
                }
            }
            for (StrongGames.Entry e : StrongGames.ENTRIES) {
                if (!byId.containsKey(e.id())) {
                    m.put(e.id(), GameKind.STRONG);
                }
            }
            others = m;
        }
        return others;
    }

    /** Whether {@code id} is a partizan game valued by canonical form (no game instantiated). */
    private boolean canonicalFormGame(String id) {
        return !byId.containsKey(id) && PartizanGames.has(id);
    }

    private static Optional<StrongGames.Entry> strongEntry(String id) {
        return StrongGames.ENTRIES.stream().filter(e -> e.id().equals(id)).findFirst();
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
     * Every game of every kind, as {@code sprague games} lists it: the catalogue's definitions,
     * then the partizan games valued by canonical form, then the strong games.
     */
    public synchronized List<GameInfo> entries() {
        if (entries == null) {
            entries = Stream.of(byId.values().stream().map(d -> GameInfo.of(this, d)),
                    PartizanGames.all().stream().filter(g -> others().containsKey(g.id())).map(GameInfo::of),
                    StrongGames.ENTRIES.stream().filter(e -> others().containsKey(e.id())).map(GameInfo::of))
                    .flatMap(s -> s).toList();
        }
        return entries;
    }

    /** The entry of {@code id} (with or without {@code :PARAMETER}), if some game has it. */
    public Optional<GameInfo> entry(String id) {
        String bare = bareId(id);
        GameDefinition d = byId.get(bare);
        if (d != null) {
            return Optional.of(GameInfo.of(this, d));
        }
        if (canonicalFormGame(bare)) {
            return Optional.of(GameInfo.of(PartizanGames.get(bare)));
        }
        return strongEntry(bare).map(GameInfo::of);
    }

    /** Every id of every kind, in {@link #entries()} order. */
    public List<String> ids() {
        List<String> ids = new ArrayList<>(byId.keySet());
        ids.addAll(others().keySet());
        return ids;
    }

    /**
     * The kind of the game {@code spec} names ({@code nim}, {@code bash:3}, {@code 0.137},
     * {@code domineering}, {@code connect-four:5x4}), or null when no game has that id.
     */
    public GameKind kind(String spec) {
        if (isTakeAndBreakCode(spec) && byId.containsKey(CODE_GAME)) {
            return GameKind.IMPARTIAL;
        }
        String id = bareId(spec);
        GameDefinition d = byId.get(id);
        if (d != null) {
            return GameInfo.exampleGame(this, d) instanceof PartizanCatalogGame ? GameKind.PARTIZAN
                    : GameKind.IMPARTIAL;
        }
        if (canonicalFormGame(id)) {
            return GameKind.PARTIZAN;
        }
        return strongEntry(StrongGames.ALIASES.getOrDefault(id, id)).isPresent() ? GameKind.STRONG : null;
    }

    /**
     * Whether the first game named in {@code GAME POSITION [+ ...]} words is a partizan game
     * valued by canonical form ({@code domineering}, not the catalogue's {@code pebbles:1,2}).
     */
    public boolean valuedByCanonicalForm(List<String> args) {
        List<String> words = words(args);
        return !words.isEmpty() && canonicalFormGame(words.get(0));
    }

    private static String bareId(String spec) {
        int colon = spec.indexOf(':');
        return colon < 0 ? spec : spec.substring(0, colon);
    }

    /**
     * The exception for an id no game has: names it, suggests the nearest id when one is a
     * letter or two away, and lists every id of every kind.
     */
    public InvalidInputException unknown(String id) {
        String near = Suggestions.nearest(id, ids());
        return new InvalidInputException("unknown game '" + id + "'; " + (near == null ? "" : "did you mean '" + near
                + "'? ") + "known games: " + String.join(", ", ids()) + " (see: sprague games)");
    }

    /**
     * The exception for a known game of a kind the caller does not take: names the game, its
     * kind, and the command that takes it.
     */
    private InvalidInputException otherKind(String id, GameKind kind) {
        GameInfo e = entry(StrongGames.ALIASES.getOrDefault(id, id)).orElseThrow();
        return kind == GameKind.STRONG
                ? new InvalidInputException("'" + id + "' is a game solved whole into a database, which this command"
                        + " does not take: sprague strong " + e.example() + " writes the database, sprague query and"
                        + " sprague play read it (see: sprague games " + e.id() + ")")
                : new InvalidInputException("'" + id + "' is a partizan game valued by canonical form, not taken"
                        + " here nor in a sum with catalogue games: sprague solve " + e.example() + ", alone or in a"
                        + " sum of such games (see: sprague games " + e.id() + ")");
    }

    /**
     * The strong game {@code spec} names ({@code tic-tac-toe}, {@code connect-four:5x4},
     * {@code dodgem:4}), with the messages of {@link StrongGames#of}.
     */
    public StrongGame strongGame(String spec) {
        return StrongGames.of(spec);
    }

    private static List<String> words(List<String> args) {
        List<String> words = new ArrayList<>();
        for (String a : args) {
            for (String w : a.trim().split("\\s+")) {
                if (!w.isEmpty()) {
                    words.addAll(splitPlus(w));
                }
            }
        }
        return words;
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
            GameKind other = kind(id);
            // kind(".") says IMPARTIAL for a take-and-break code, which is no id: unknown, not another kind
            throw other == GameKind.PARTIZAN || other == GameKind.STRONG ? otherKind(id, other) : unknown(id);
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
    public List<Part> parseParts(List<String> args) {
        List<String> words = words(args);
        if (words.isEmpty()) {
            throw new InvalidInputException("missing game: give a game id and a position, e.g. nim 3 4 5");
        }
        List<Part> parts = new ArrayList<>();
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

    private Part part(List<String> words, int index) {
        if (words.isEmpty()) {
            throw new InvalidInputException("component " + index + " of the sum is empty: write GAME POSITION between the '+' signs");
        }
        Game g = game(words.get(0));
        return new Part(g, g.parse(words.subList(1, words.size())));
    }

    /** Splits a position text such as {@code "3 4 5"} into tokens. */
    public static List<String> tokens(String text) {
        String t = text.trim();
        return t.isEmpty() ? List.of() : Arrays.asList(t.split("\\s+"));
    }
}
