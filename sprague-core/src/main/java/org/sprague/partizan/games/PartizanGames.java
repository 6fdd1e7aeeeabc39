package org.sprague.partizan.games;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/** The partizan games solved to canonical form, by id. */
public final class PartizanGames {
    private static final Map<String, Supplier<PartizanBoardGame<?>>> GAMES = new LinkedHashMap<>();

    static {
        GAMES.put("domineering", Domineering::new);
        GAMES.put("hackenbush", Hackenbush::new);
        GAMES.put("clobber", Clobber::new);
        GAMES.put("toads-and-frogs", ToadsAndFrogs::new);
        GAMES.put("cutcake", Cutcake::new);
    }

    private PartizanGames() {
    }

    /** Whether {@code id} names one of these games. */
    public static boolean has(String id) {
        return GAMES.containsKey(id);
    }

    /** The game with that id (a new instance). */
    public static PartizanBoardGame<?> get(String id) {
        return GAMES.get(id).get();
    }

    /** Every game, in catalogue order. */
    public static List<PartizanBoardGame<?>> all() {
        return GAMES.values().stream().<PartizanBoardGame<?>>map(Supplier::get).toList();
    }
}
