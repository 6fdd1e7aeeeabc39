package org.sprague.catalog.games;

import java.util.List;
import org.sprague.catalog.GameDefinition;

/** The standard catalogue, in the order {@code sprague games} lists it. */
public final class StandardGames {
    private StandardGames() {
    }

    /** Every standard game definition. */
    public static List<GameDefinition> all() {
        return List.of(
                NimGame.DEFINITION,
                BashGame.DEFINITION,
                CappedNimGame.DEFINITION,
                SubtractionGame.DEFINITION,
                StaircaseGame.DEFINITION,
                LaskerGame.DEFINITION,
                KaylesGame.DEFINITION,
                DawsonsKaylesGame.DEFINITION,
                GrundysGame.DEFINITION);
    }
}
