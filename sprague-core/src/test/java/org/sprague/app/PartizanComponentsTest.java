package org.sprague.app;

import org.sprague.app.front.FrontEnd;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.game.InvalidInputException;

/**
 * {@link FrontEnd#partizanComponents}: the route of a partizan position for the web's
 * {@code /api/partizan} and {@code /api/thermograph} (a served user's game is checked in
 * sprague-web's {@code ServedPartizanGameApiTest}).
 */
class PartizanComponentsTest {
    private final Sprague sprague = Sprague.standard();

    @Test
    void theBuiltInPartizanGamesAndTheirSumsAreOneComponentEach() {
        var parts = FrontEnd.partizanComponents(sprague, List.of("domineering", "2x3", "+", "hackenbush", "lrl", "e"));
        assertEquals(2, parts.size());
        assertEquals("domineering ...|...", parts.get(0).text()); // 2 rows of 3 empty squares
    }

    @Test
    void anImpartialGameOrAnUnknownWordIsRefused() {
        assertThrows(InvalidInputException.class, () -> FrontEnd.partizanComponents(sprague, List.of("nim", "3")));
        assertThrows(InvalidInputException.class, () -> FrontEnd.partizanComponents(sprague, List.of("nosuch", "3")));
    }
}
