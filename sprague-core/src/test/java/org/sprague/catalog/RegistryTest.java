package org.sprague.catalog;

import org.sprague.game.Solution;
import org.sprague.catalog.entry.GameKind;
import org.sprague.catalog.entry.Part;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.sprague.game.InvalidInputException;
import org.sprague.game.io.PositionFiles;
import org.sprague.partizan.games.PartizanSumSolver;
import org.sprague.strong.StrongGame;
import org.sprague.strong.solve.StrongSolver;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.solve.TierStore;
import org.sprague.strong.engine.TieredRetrogradeSolver;

/**
 * Issue 22 item 3: one registry ({@link Catalog#entries()}) of every named game of every kind,
 * and one parser ({@link Catalog#parse}) that reads each entry's example and hands it to the
 * engine of its kind.
 */
class RegistryTest {
    private static final Catalog CATALOG = Catalog.standard();

    static Stream<GameInfo> entries() {
        return CATALOG.entries().stream();
    }

    /** The example as a shell passes it: {@code domineering "..|.."} is two words, no quotes. */
    private static List<String> words(String example) {
        return Arrays.asList(example.replace("\"", "").trim().split("\\s+"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("entries")
    void everyEntrysExampleParsesAndSolvesWithinItsDeadline(GameInfo entry) {
        assertTimeoutPreemptively(Duration.ofSeconds(30), () -> {
            List<String> words = words(entry.example());
            if (CATALOG.valuedByCanonicalForm(words)) {
                assertEquals("partizan", entry.kind(), entry.id());
                var s = new PartizanSumSolver(1_000_000).solve(PartizanSumSolver.parse(words, PositionFiles.NONE), 100);
                assertNotNull(s.report(), entry.id());
            } else if (CATALOG.kind(words.get(0)) == GameKind.STRONG) {
                assertEquals("strong", entry.kind(), entry.id());
                StrongGame g = CATALOG.strongGame(words.get(0));
                StrongSolver.Result r = new TieredRetrogradeSolver().solve(TierPlan.of(g, 10_000_000),
                        TierStore.inMemory(), StrongSolver.Progress.NONE);
                assertTrue(r.positions() > 0, entry.id());
            } else {
                List<Part> parts = CATALOG.parseParts(words);
                assertEquals(entry.kind(), parts.get(0).game() instanceof PartizanCatalogGame ? "partizan" : "impartial",
                        entry.id());
                Solution s = new CatalogSolver(SolveOptions.defaults()).solveSum(parts);
                assertNotNull(s.outcome(), entry.id());
            }
        });
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("entries")
    void everyEntryIsDescribedAndNamesTheCommandsThatTakeIt(GameInfo entry) {
        for (String field : new String[] {entry.id(), entry.title(), entry.rules(), entry.position(), entry.example()}) {
            assertFalse(field == null || field.isBlank(), entry.toString());
        }
        assertFalse(entry.questions().isEmpty(), entry.id());
        assertTrue(entry.example().startsWith(entry.id()), entry.example());
        assertEquals(entry.id(), CATALOG.entry(entry.id()).orElseThrow().id());
        assertEquals(entry.kind(), CATALOG.kind(entry.example().split(" ")[0]).word());
        assertEquals(entry.table(), entry.questions().contains("table"), entry.id());
    }

    @Test
    void theListingHoldsEveryKindOnceEach() {
        List<GameInfo> all = CATALOG.entries();
        Set<String> ids = new HashSet<>();
        for (GameInfo e : all) {
            assertTrue(ids.add(e.id()), "listed twice: " + e.id());
        }
        assertEquals(CATALOG.ids(), all.stream().map(GameInfo::id).toList());
        for (String id : List.of("nim", "kayles", "wythoff", "chomp", "pebbles", "domineering", "hackenbush", "clobber",
                "toads-and-frogs", "cutcake", "tic-tac-toe", "connect-four", "dodgem", "quixo")) {
            assertTrue(ids.contains(id), id + " missing from " + ids);
        }
        Set<String> kinds = new HashSet<>();
        all.forEach(e -> kinds.add(e.kind()));
        assertEquals(Set.of("impartial", "partizan", "strong"), kinds);
        assertEquals(CATALOG.definitions().size() + 5 + 4, all.size()); // 4 strong games: quixo added
        assertEquals("partizan", CATALOG.entry("pebbles").orElseThrow().kind());
        assertEquals(List.of("solve", "play"), CATALOG.entry("pebbles").orElseThrow().questions());
        assertEquals(List.of("solve", "table"), CATALOG.entry("domineering").orElseThrow().questions());
        assertEquals(List.of("solve"), CATALOG.entry("hackenbush").orElseThrow().questions());
        assertEquals(List.of("strong", "query", "play"), CATALOG.entry("connect-four:5x4").orElseThrow().questions());
    }

    @Test
    void theParserHandsEachKindToItsEngine() {
        assertEquals(2, CATALOG.parseParts(List.of("nim 3 4 5", "+", "0.137 5")).size());
        assertEquals(GameKind.PARTIZAN, CATALOG.kind("pebbles:1,2"));
        assertEquals(2, PartizanSumSolver.parse(List.of("domineering", "2x2", "+", "cutcake", "3", "2"),
                PositionFiles.NONE).size());
        assertEquals("connect-four:5x4", CATALOG.strongGame("connect-four:5x4").id());
        assertEquals(GameKind.STRONG, CATALOG.kind("connect4"));
        assertEquals("tic-tac-toe", CATALOG.strongGame("tictactoe").id());
        assertTrue(CATALOG.valuedByCanonicalForm(List.of("hackenbush lrl")));
        assertFalse(CATALOG.valuedByCanonicalForm(List.of("pebbles:1,2 3 4")));
    }

    @Test
    void anUnknownIdNamesEveryKnownIdOfEveryKindAndTheNearest() {
        InvalidInputException typo = assertThrows(InvalidInputException.class, () -> CATALOG.game("nimm"));
        assertTrue(typo.getMessage().startsWith("unknown game 'nimm'; did you mean 'nim'? known games: nim, "),
                typo.getMessage());
        for (String id : CATALOG.ids()) {
            assertTrue(typo.getMessage().contains(id), id + " not named: " + typo.getMessage());
        }
        String chess = assertThrows(InvalidInputException.class, () -> CATALOG.game("chess")).getMessage();
        assertTrue(chess.startsWith("unknown game 'chess'; known games: "), chess);
        String domineering = assertThrows(InvalidInputException.class,
                () -> CATALOG.parseParts(List.of("dominering", "2x2"))).getMessage();
        assertTrue(domineering.contains("did you mean 'domineering'?"), domineering);
        String strong = assertThrows(InvalidInputException.class, () -> CATALOG.strongGame("chess")).getMessage();
        assertTrue(strong.contains("unknown game 'chess' for strong solving"), strong);
        assertFalse(chess.contains("\n"));
    }

    @Test
    void aGameOfAnotherKindIsRefusedNamingTheCommandThatTakesIt() {
        String sum = assertThrows(InvalidInputException.class,
                () -> CATALOG.parseParts(List.of("nim 3 + domineering 2x2"))).getMessage();
        assertTrue(sum.startsWith("'domineering' is a partizan game valued by canonical form"), sum);
        assertTrue(sum.contains("sprague solve domineering"), sum);
        String strong = assertThrows(InvalidInputException.class, () -> CATALOG.game("tic-tac-toe")).getMessage();
        assertTrue(strong.contains("sprague strong tic-tac-toe writes the database"), strong);
    }

    @Test
    void theNearestIdIsALetterOrTwoAwayOrNone() {
        assertEquals(1, Suggestions.distance("nimm", "nim"));
        assertEquals(2, Suggestions.distance("kayels", "kayles"));
        assertEquals(0, Suggestions.distance("", ""));
        assertEquals("kayles", Suggestions.nearest("kayels", CATALOG.ids()));
        assertEquals("connect-four", Suggestions.nearest("connect-for", CATALOG.ids()));
        assertNull(Suggestions.nearest("chess", CATALOG.ids()));
        assertNull(Suggestions.nearest("x", CATALOG.ids()));
    }
}
