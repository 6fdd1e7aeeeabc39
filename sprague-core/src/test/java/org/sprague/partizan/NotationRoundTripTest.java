package org.sprague.partizan;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/** Printing a canonical form and reading it back gives the same form, in both notations. */
class NotationRoundTripTest {

    @Property(tries = 400)
    void printThenParseIsTheSameFormInBothNotations(
            @ForAll @Size(max = 10) List<@IntRange(min = 0, max = 1_000_000) Integer> recipe) {
        CanonicalForms forms = new CanonicalForms();
        Thermographs th = new Thermographs(forms);
        List<Integer> pool = RandomForms.build(forms, recipe);
        for (Notation n : Notation.values()) {
            CanonicalFormPrinter printer = new CanonicalFormPrinter(forms, th, n);
            for (int g : pool) {
                String text = printer.print(g);
                assertEquals(g, ValueParser.parseGame(forms, text), n + ": " + text);
            }
        }
    }
}
