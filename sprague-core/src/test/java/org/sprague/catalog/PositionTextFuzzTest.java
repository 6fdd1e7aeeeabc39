package org.sprague.catalog;

import org.sprague.catalog.entry.GameDefinition;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.sprague.game.InvalidInputException;
import org.sprague.game.SpragueException;
import org.sprague.partizan.games.PartizanSumSolver;

/**
 * Issue 20 item 7: any position text, however malformed, parses or is refused as the
 * engine's own bad input ({@link SpragueException}: exit 2 on the command line, 400 on the
 * web), never with a RuntimeException such as NumberFormatException or
 * ArrayIndexOutOfBoundsException (exit 1, 500). Texts: every catalogue and partizan game id,
 * with odd parameters, followed by words over the characters positions are made of.
 */
class PositionTextFuzzTest {
    private static final Catalog CATALOG = Catalog.standard();

    @Property(tries = 3000)
    void catalogueTextsParseOrAreBadInput(@ForAll("texts") String text) {
        try {
            CATALOG.parseParts(List.of(text));
        } catch (SpragueException expected) {
            // bad input, named
        }
    }

    @Property(tries = 3000)
    void partizanTextsParseOrAreBadInput(@ForAll("texts") String text) {
        try {
            PartizanSumSolver.parse(List.of(text));
        } catch (SpragueException expected) {
            // bad input, named (@FILE too: no file access here)
        }
    }

    /**
     * Found by the property above (seed of a loaded run): a part whose id looks like a
     * take-and-break code's start ({@code .:}) made {@code Catalog.game} look up an entry that
     * does not exist and throw {@code NoSuchElementException}; it is an unknown game.
     */
    @Example
    void aPartNamedLikeACodeWithAColonIsAnUnknownGame() {
        InvalidInputException e = org.junit.jupiter.api.Assertions.assertThrows(InvalidInputException.class,
                () -> CATALOG.parseParts(List.of("nim +.:")));
        org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().startsWith("unknown game '.'"), e.getMessage());
    }

    /** Odd single words, each tried as the whole position of every game (a random text rarely is exactly one). */
    private static final List<String> ODD_WORDS = List.of("2147483648", "9223372036854775808",
            "99999999999999999999999", "-1", "0", "+", "2147483648x1", "1x2147483648", "0x0", "|", "||", "| |",
            "..|..|", "x", "1x", "x1", ":", ",", "@", "(no strings)", "1e9", "-", "--1", "1,2", "\u00e9");

    @Example
    void everyGameWithEachOddWordParsesOrIsBadInput() {
        List<String> ids = new ArrayList<>();
        for (GameDefinition d : CATALOG.definitions()) {
            ids.add(d.id());
        }
        ids.addAll(List.of("domineering", "hackenbush", "clobber", "toads-and-frogs", "cutcake"));
        for (String id : ids) {
            for (String w : ODD_WORDS) {
                catalogueTextsParseOrAreBadInput(id + " " + w);
                partizanTextsParseOrAreBadInput(id + " " + w);
            }
        }
    }

    @Provide
    Arbitrary<String> texts() {
        List<String> ids = new ArrayList<>();
        for (GameDefinition d : CATALOG.definitions()) {
            ids.add(d.id());
        }
        ids.addAll(List.of("domineering", "hackenbush", "clobber", "toads-and-frogs", "cutcake", "nosuch"));
        Arbitrary<String> game = Combinators.combine(Arbitraries.of(ids),
                Arbitraries.of("", "", "", ":", ":0", ":1", ":3", ":-1", ":1,2", ":0.77", ":2147483648",
                        ":99999999999999999999", ":1,", ":,", ":0.[3]", ":fib", ":4.")).as((id, p) -> id + p);
        Arbitrary<String> word = Arbitraries.oneOf(
                Arbitraries.strings().withChars("0123456789x|.#lreTFgbB+-:,@").ofMinLength(0).ofMaxLength(12),
                Arbitraries.of("2147483648", "9223372036854775808", "99999999999999999999999", "-1", "0", "+",
                        "2147483648x1", "0x0", "|", "..|..", "(no strings)", "1e9", "@"));
        return Combinators.combine(game, word.list().ofMaxSize(6), Arbitraries.of(" ", "  ", "+", " + "))
                .as((g, words, sep) -> g + " " + String.join(sep.equals("+") ? " " : sep, words));
    }
}
