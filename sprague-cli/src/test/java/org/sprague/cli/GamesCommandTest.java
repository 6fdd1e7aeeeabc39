package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.Catalog;

/**
 * Issue 22 item 3: {@code sprague games} lists every kind of game from the one registry
 * (impartial, partizan, strong; then how graphs and game files are given), text and JSON,
 * and {@code sprague games ID} shows any of them.
 */
class GamesCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void theTextListingShowsEveryKindAndHowGraphsAndGameFilesAreGiven() {
        Cli r = Cli.run("games");
        assertEquals(0, r.exitCode(), r.err());
        for (String s : List.of("nim  -  Nim\n", "pebbles:X,Y  -  Piles of Pebbles (partizan)\n",
                "domineering  -  partizan, solved to its canonical form (value, temperature, moves)\n",
                "tic-tac-toe  -  Tic-tac-toe (strong: every position solved into a database)\n",
                "connect-four[:WxH]  -  Connect Four", "    example:     sprague strong connect-four:4x4 --db connect-four.db",
                "graphs  -  ", "    example:     sprague graph examples/loopy.graph", "    table:       sprague table domineering 6x6\n", "game files  -  ",
                "sprague strong --game-file FILE.java")) {
            assertTrue(r.out().contains(s), s + " missing from:\n" + r.out());
        }
        for (String id : Catalog.standard().ids()) {
            assertTrue(r.out().contains("\n" + id) || r.out().startsWith(id), id + " not listed");
        }
    }

    @Test
    void theJsonListsEveryEntryWithItsKindAndTheCommandsThatTakeIt() throws Exception {
        JsonNode all = JSON.readTree(Cli.run("games", "--json").out());
        List<String> ids = new ArrayList<>();
        Set<String> kinds = new HashSet<>();
        for (JsonNode g : all) {
            ids.add(g.get("id").asText());
            kinds.add(g.get("kind").asText());
            List<String> fields = new ArrayList<>();
            g.fieldNames().forEachRemaining(fields::add);
            assertEquals(List.of("id", "title", "kind", "rules", "parameter", "position", "closedForm", "table",
                    "example", "questions"), fields);
        }
        assertEquals(Catalog.standard().ids(), ids);
        assertEquals(Set.of("impartial", "partizan", "strong"), kinds);
    }

    @Test
    void oneGameOfAnyKindIsShownByItsId() throws Exception {
        for (String[] idKind : new String[][] {{"nim", "impartial"}, {"bash:3", "impartial"},
                {"pebbles", "partizan"}, {"domineering", "partizan"}, {"connect-four:5x4", "strong"},
                {"dodgem", "strong"}}) {
            Cli r = Cli.run("games", idKind[0], "--json");
            assertEquals(0, r.exitCode(), idKind[0] + ": " + r.err());
            JsonNode list = JSON.readTree(r.out());
            assertEquals(1, list.size(), r.out());
            assertEquals(idKind[0].split(":")[0], list.get(0).get("id").asText());
            assertEquals(idKind[1], list.get(0).get("kind").asText());
        }
        Cli text = Cli.run("games", "tic-tac-toe");
        assertEquals(0, text.exitCode(), text.err());
        assertTrue(text.out().startsWith("tic-tac-toe  -  Tic-tac-toe"), text.out());
        assertTrue(text.out().contains("then:        sprague query tic-tac-toe.db POSITION"), text.out());
    }

    @Test
    void anUnknownIdIsExitTwoNamingItTheNearestAndEveryKnownId() {
        Cli r = Cli.run("games", "conect-four");
        assertEquals(2, r.exitCode(), r.err());
        List<String> lines = r.err().strip().lines().toList();
        assertEquals(1, lines.size(), r.err());
        assertTrue(lines.get(0).contains("unknown game 'conect-four'; did you mean 'connect-four'?"), r.err());
        assertTrue(lines.get(0).contains("domineering") && lines.get(0).contains("dodgem"), r.err());
    }

    @Test
    void aCommandGivenAGameOfAnotherKindNamesTheCommandThatTakesIt() {
        Cli solve = Cli.run("solve", "tic-tac-toe");
        assertEquals(2, solve.exitCode(), solve.err());
        assertTrue(solve.err().contains("sprague strong tic-tac-toe writes the database"), solve.err());
        Cli table = Cli.run("table", "cutcake", "4x4");
        assertEquals(2, table.exitCode(), table.err());
        assertTrue(table.err().contains("'cutcake' is a partizan game valued by canonical form"), table.err());
        // a sum of Nim and Clobber is answered now (Nim as the nimber *3); a strong game in a sum still names its command
        Cli sum = Cli.run("solve", "nim 3 + clobber xo");
        assertEquals(0, sum.exitCode(), sum.err());
        assertTrue(sum.out().contains("value:        *2\n"), sum.out());
        Cli strong = Cli.run("solve", "clobber xo + tic-tac-toe");
        assertEquals(2, strong.exitCode(), strong.err());
        assertTrue(strong.err().contains("sprague strong tic-tac-toe writes the database"), strong.err());
    }
}
