package org.sprague.partizan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.partizan.games.PartizanSumSolver;
import org.sprague.partizan.games.PartizanSumSolver.Component;

/**
 * What CGSuite printed, read back: its examples and test forms, random forms, and the values
 * of game positions it computed, against Sprague's own values (the fixtures say how they
 * were made: CGSuite 2.2 built here from source).
 */
class CgsuiteNotationTest {

    private static List<String[]> rows(String resource) throws IOException {
        try (InputStream in = CgsuiteNotationTest.class.getResourceAsStream(resource)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.startsWith("#") && !l.isBlank())
                    .map(l -> l.split("\t"))
                    .toList();
        }
    }

    @Test
    void everyFormCgsuitePrintedIsReadAsTheGameItEvaluated() throws IOException {
        List<String[]> rows = rows("cgsuite-forms.tsv");
        assertTrue(rows.size() > 400, "fixture rows: " + rows.size());
        int compared = 0;
        for (String[] r : rows) {
            CanonicalForms forms = new CanonicalForms();
            int printed = ValueParser.parseGame(forms, r[1]);
            if (!r[0].equals("-")) {
                assertEquals(ValueParser.parseGame(forms, r[0]), printed, r[0] + " printed by CGSuite as " + r[1]);
                compared++;
            }
        }
        assertTrue(compared > 300, "inputs compared: " + compared);
    }

    @Test
    void valuesCgsuiteComputedForPositionsAreSpraguesValues() throws IOException {
        List<String[]> rows = rows("cgsuite-positions.tsv");
        assertTrue(rows.size() > 400, "fixture rows: " + rows.size());
        for (String[] r : rows) {
            PartizanSumSolver solver = new PartizanSumSolver(1_000_000);
            List<Component<?>> parts = PartizanSumSolver.parse(List.of(r[0].split(" ")));
            int ours = solver.value(parts.get(0));
            assertEquals(ours, ValueParser.parseGame(solver.forms(), r[1]), r[0] + ": CGSuite printed " + r[1]
                    + ", Sprague " + solver.printer().print(ours));
        }
    }

    @Test
    void clobberTwoByEightAsCgsuitePrintsItIsSpraguesValue() throws IOException {
        String text;
        try (InputStream in = getClass().getResourceAsStream("cgsuite-clobber-2x8.txt")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.startsWith("#")).findFirst().orElseThrow();
        }
        assertTrue(text.length() > 70_000, "75,539 characters of CGSuite output");
        PartizanSumSolver solver = new PartizanSumSolver(10_000_000);
        int ours = solver.value(PartizanSumSolver.parse(List.of("clobber", "xoxoxoxo|oxoxoxox")).get(0));
        assertEquals(ours, ValueParser.parseGame(solver.forms(), text));
        // and both of Sprague's notations read back to the same form
        for (Notation n : Notation.values()) {
            String printed = new CanonicalFormPrinter(solver.forms(), solver.analysis(), n).print(ours);
            assertEquals(ours, ValueParser.parseGame(solver.forms(), printed), n.name());
        }
    }

    @Test
    void printsAsCgsuiteDoesWhereCgsuiteHasANotation() {
        // each pair: input, what CGSuite printed for it (the fixtures), and Sprague prints the same
        String[][] cases = {
            {"2+Tiny(2)", "2Tiny(2)"},
            {"{2||2|1/2}", "2Tiny(3/2)"},
            {"{0||0|{-2|-3}}", "Tiny({3|2})"},
            {"{5||3|1/2|||0||||0}", "Miny({5||3|1/2})"},
            {"{0||0|v*}", "{0|^<2>}"},
            {"^.Pow(2)+*", "^<2>*"},
            {"-(^.Pow(3))+*2", "v<3>*2"},
            {"1/2+^.PowTo(3)+*3", "1/2^[3]*3"},
            {"{0|*||*|||*||||*}", "^[4]"},
            {"{1,1+*|-1,-1+*}", "+-{1,1*}"},
            {"+-(1+*)", "+-(1*)"},
            {"73/16+v9*8", "73/16v9*8"},
            {"{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}", "{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}"},
        };
        CanonicalForms forms = new CanonicalForms();
        CanonicalFormPrinter printer = new CanonicalFormPrinter(forms, new Thermographs(forms));
        for (String[] c : cases) {
            assertEquals(c[1], printer.print(ValueParser.parseGame(forms, c[0])), c[0]);
        }
        // the differences: a switch around an integer is x+-G (and games among several options may come in
        // another order: CGSuite orders them by its structural comparison, Sprague by when they were made) (CGSuite: Tiny({3|1}), {4|2})
        assertEquals("Tiny(2+-1)", printer.print(ValueParser.parseGame(forms, "{0|||0||-1|-3}")));
        assertEquals("Miny({5|2+-1})", printer.print(ValueParser.parseGame(forms, "{5||3|1|||0||||0}")));
        assertEquals("3+-1", printer.print(ValueParser.parseGame(forms, "{4|2}")));
    }

    @Test
    void printsCgscriptThatNamesPowersAndSums() {
        CanonicalForms forms = new CanonicalForms();
        CanonicalFormPrinter printer = new CanonicalFormPrinter(forms, new Thermographs(forms), Notation.CGSUITE);
        String[][] cases = {
            {"2Tiny(2)", "2+Tiny(2)"},
            {"1/2^*", "1/2+^*"},
            {"-1/2v3*2", "-1/2+v3*2"},
            {"^<2>", "^.Pow(2)"},
            {"v<3>*2", "-^.Pow(3)+*2"},
            {"1/2v[2]*", "1/2-^.PowTo(2)+*"},
            {"+-3/2", "+-(3/2)"},
            {"+-(1*)", "+-(1+*)"},
            {"+-{1,1*}", "{1,1+*|-1,-1+*}"}, // CGSuite reads +-{a,b} as something else
            {"{3|1}", "2+-1"},
            {"{3||2*|1*}", "{3||2+*|1+*}"},
        };
        for (String[] c : cases) {
            assertEquals(c[1], printer.print(ValueParser.parseGame(forms, c[0])), c[0]);
        }
    }
}
