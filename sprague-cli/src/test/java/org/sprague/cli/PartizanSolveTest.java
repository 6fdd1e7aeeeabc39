package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

class PartizanSolveTest {

    @Test
    void domineeringTwoByTwoIsPlusMinusOneWithEveryWinningMove() {
        Cli r = Cli.run("solve", "domineering", "2x2");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().startsWith("domineering ..|..\nvalue:        +-1\noutcome:      N (the first player wins)\n"),
                r.out());
        assertTrue(r.out().contains("Left moving first wins with (2):"), r.out());
        assertTrue(r.out().contains("vertical (1,1)-(2,1)  => #.|#."), r.out());
        assertTrue(r.out().contains("Right moving first wins with (2):"), r.out());
    }

    @Test
    void sumAcrossGamesHasTheValueFieldsInJson() throws Exception {
        Cli r = Cli.run("solve", "domineering ..|..", "+", "hackenbush lr", "--json");
        assertEquals(0, r.exitCode(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals("sum", j.get("game").asText());
        assertEquals("domineering ..|.. + hackenbush lr", j.get("position").asText());
        assertEquals("{3/2|-1/2}", j.get("value").asText()); // +-1 + 1/2
        assertEquals("N", j.get("outcome").asText());
        assertEquals("1/2", j.get("mean").asText());
        assertEquals("1", j.get("temperature").asText());
        assertEquals("3/2", j.get("leftStop").asText());
        assertEquals("-1/2", j.get("rightStop").asText());
        assertEquals(2, j.get("leftWinningMoves").size());
        assertEquals(2, j.get("rightWinningMoves").size());
    }

    @Test
    void catalogueGamesGiveTheirValues() {
        assertTrue(Cli.run("solve", "hackenbush", "lrl", "e", "ee").out().contains("value:        3/4*3"));
        assertTrue(Cli.run("solve", "cutcake", "4", "3").out().contains("value:        1\n"));
        assertTrue(Cli.run("solve", "toads-and-frogs", "tt..ff").out().contains("value:        *\n"));
        assertTrue(Cli.run("solve", "clobber", "xo").out().contains("value:        *\n"));
        assertTrue(Cli.run("solve", "domineering", "1x5").out().contains("value:        -2\n"));
    }

    @Test
    void badBoardIsExitTwoNamingTheCharacter() {
        Cli r = Cli.run("solve", "domineering", "..|.z");
        assertEquals(2, r.exitCode());
        assertTrue(r.err().contains("'z'"), r.err());
        // a sum with Nim is now answered (Nim as a nimber): a game that is no game is still refused by name
        r = Cli.run("solve", "domineering", "2x2", "+", "nim", "3");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("value:        +-(1*3)\n"), r.out());
        r = Cli.run("solve", "domineering", "2x2", "+", "nosuch", "3");
        assertEquals(2, r.exitCode());
        assertTrue(r.err().contains("'nosuch'"), r.err());
    }

    @Test
    void positionLimitIsExitThree() {
        Cli r = Cli.run("solve", "domineering", "4x4", "--max-positions", "10");
        assertEquals(3, r.exitCode(), r.out());
        assertTrue(r.err().contains("10"), r.err());
    }

    @Test
    void hackenbushGraphFromAnEdgeFileNamesMovesByLine(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        java.nio.file.Path f = dir.resolve("stalk.edges");
        java.nio.file.Files.writeString(f, "# a blue stalk with two red branches\n0 1 l\n1 2 r\n1 3 r\n");
        Cli r = Cli.run("solve", "hackenbush", "@" + f);
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("value:        1/4\n"), r.out());
        assertTrue(r.out().contains("cut line 2 (0-1 blue)  => @" + f + " -2 -3 -4"), r.out());
        r = Cli.run("solve", "hackenbush", "@" + f, "-3", "--json");
        assertEquals(0, r.exitCode(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals("1/2", j.get("value").asText()); // the string lr
        java.nio.file.Path bad = dir.resolve("bad.edges");
        java.nio.file.Files.writeString(bad, "0 1 l\n1 2 purple\n");
        r = Cli.run("solve", "hackenbush", "@" + bad);
        assertEquals(2, r.exitCode());
        assertTrue(r.err().contains("line 2: bad colour 'purple'"), r.err());
        assertEquals(2, Cli.run("solve", "hackenbush", "@" + dir.resolve("missing.edges")).exitCode());
    }

    @Test
    void aPartizanGameFileIsSolvedToTheCatalogueGamesCanonicalForm() throws Exception {
        java.nio.file.Path file = java.nio.file.Path.of("../examples", "PartizanCutcake.java");
        if (!java.nio.file.Files.exists(file)) {
            file = java.nio.file.Path.of("examples", "PartizanCutcake.java");
        }
        ObjectMapper mapper = new ObjectMapper();
        String[][] cakes = {{"4", "3"}, {"2", "5"}, {"6", "2"}, {"3", "3"}, {"8", "3"}, {"4", "3", "+", "2", "5"}};
        for (String[] cake : cakes) {
            java.util.List<String> mine = new java.util.ArrayList<>(java.util.List.of("solve", "--game-file",
                    file.toString()));
            mine.addAll(java.util.List.of(cake));
            mine.add("--json");
            Cli user = Cli.run(mine.toArray(String[]::new));
            assertEquals(0, user.exitCode(), user.err());
            String catalogue = String.join(" ", cake).replace("+ ", "+ cutcake ");
            Cli ours = Cli.run("solve", "cutcake " + catalogue, "--json");
            assertEquals(0, ours.exitCode(), ours.err());
            JsonNode u = mapper.readTree(user.out());
            JsonNode c = mapper.readTree(ours.out());
            for (String field : new String[] {"value", "outcome", "mean", "temperature", "leftStop", "rightStop"}) {
                assertEquals(c.get(field).asText(), u.get(field).asText(), String.join(" ", cake) + ": " + field);
            }
            assertEquals(c.get("leftWinningMoves").size(), u.get("leftWinningMoves").size(), String.join(" ", cake));
            assertEquals(c.get("rightWinningMoves").size(), u.get("rightWinningMoves").size(), String.join(" ", cake));
        }
        Cli text = Cli.run("solve", "--game-file", file.toString(), "4", "3");
        assertTrue(text.out().startsWith("PartizanCutcake 4 3\nvalue:        1\n"), text.out());
        assertTrue(text.out().contains("Left moving first wins with (1):"), text.out());
    }

    @Test
    void notationCgsuitePrintsTheValueAsCgscript() throws Exception {
        // Tiny(2) reads the same in both; the sum below is checked through sprague value
        Cli r = Cli.run("solve", "domineering", "#..|...|#..|#..", "--notation", "cgsuite", "--json");
        assertEquals(0, r.exitCode(), r.err());
        assertEquals("Tiny(2)", new ObjectMapper().readTree(r.out()).get("value").asText());
        r = Cli.run("solve", "clobber", "xo|ox|xo", "--notation", "cgsuite");
        assertEquals(0, r.exitCode(), r.err());
        Cli d = Cli.run("solve", "clobber", "xo|ox|xo");
        String cg = r.out().lines().filter(l -> l.startsWith("value:")).findFirst().orElseThrow().substring(14);
        String sp = d.out().lines().filter(l -> l.startsWith("value:")).findFirst().orElseThrow().substring(14);
        assertEquals("true\n", Cli.run("value", cg + " == " + sp).out(), cg + " / " + sp);
        assertEquals(2, Cli.run("solve", "domineering", "2x2", "--notation", "tex").exitCode());
    }

    /** Outcome only, a sum with an impartial game: read from the values, not searched over the product of positions. */
    @Test
    void aMixedSumsOutcomeComesFromItsComponentsValues() {
        Cli r = Cli.run("solve", "kayles", "30", "+", "domineering", "4x5", "--outcome");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("outcome:    L (Left wins whoever starts)"), r.out()); // *7 + 1
        assertTrue(r.out().contains("Right moving first: no winning move"), r.out());
        assertTrue(r.out().contains("positions stored, the components' canonical forms"), r.out());
        assertTrue(!r.out().contains("value:"), "outcome only never gives the value: " + r.out());
    }

    /** {@code sprague play} plays a user's PartizanGame as the web does: by its canonical forms. */
    @Test
    void aPartizanGameFileIsPlayedByItsValues() {
        java.nio.file.Path file = java.nio.file.Path.of("../examples", "PartizanCutcake.java");
        if (!java.nio.file.Files.exists(file)) {
            file = java.nio.file.Path.of("examples", "PartizanCutcake.java");
        }
        Cli r = Cli.runWithInput("hint\n", "play", "--game-file", file.toString(), "3", "2");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("no winning move: 3 2 is worth 0 (outcome P)"), r.out());
        Cli sum = Cli.runWithInput("hint\n", "play", "--game-file", file.toString(), "2", "1", "+", "1", "2");
        assertEquals(0, sum.exitCode(), sum.err());
        assertTrue(sum.out().contains("is worth 0 (outcome P)"), sum.out()); // 2x1 = -1 and 1x2 = 1
    }

    /**
     * docs/game-files.md: {@code --misere} decides a {@code PartizanGame} file by the outcome
     * search (it was refused, exit 2): every piece up to 4x4 against a brute force of misère
     * Cutcake. 2x1: Left must cut, then Right cannot move and wins (P).
     */
    @Test
    void aPartizanGameFileTakesMisereByTheOutcomeSearch() throws Exception {
        java.nio.file.Path file = java.nio.file.Path.of("../examples", "PartizanCutcake.java");
        if (!java.nio.file.Files.exists(file)) {
            file = java.nio.file.Path.of("examples", "PartizanCutcake.java");
        }
        ObjectMapper mapper = new ObjectMapper();
        for (int w = 1; w <= 4; w++) {
            for (int h = 1; h <= 4; h++) {
                Cli r = Cli.run("solve", "--game-file", file.toString(), Integer.toString(w), Integer.toString(h),
                        "--misere", "--json");
                assertEquals(0, r.exitCode(), w + "x" + h + ": " + r.err());
                JsonNode j = mapper.readTree(r.out());
                boolean leftWins = misereWins(w, h, true, new java.util.HashMap<>());
                assertEquals(leftWins ? "N" : "P", j.get("outcome").asText(), w + "x" + h);
                assertTrue(!j.has("value") && j.get("grundy").isNull(), j.toString()); // no canonical form in misère play
            }
        }
        Cli text = Cli.run("solve", "--game-file", file.toString(), "2", "1", "--misere");
        assertEquals(0, text.exitCode(), text.err());
        assertTrue(text.out().startsWith("PartizanCutcake 2 1  (misère play)\noutcome:    P"), text.out());
    }

    /**
     * Misère Cutcake on one w x h piece by brute force over multisets of pieces: Left cuts a
     * width, Right a height; the side that cannot move wins.
     */
    private static boolean misereWins(int w, int h, boolean left, java.util.Map<String, Boolean> memo) {
        return misereWins(java.util.List.of(new int[] {w, h}), left, memo);
    }

    private static boolean misereWins(java.util.List<int[]> pieces, boolean left, java.util.Map<String, Boolean> memo) {
        java.util.List<String> key = new java.util.ArrayList<>();
        for (int[] p : pieces) {
            key.add(p[0] + "x" + p[1]);
        }
        java.util.Collections.sort(key);
        String k = left + key.toString();
        Boolean known = memo.get(k);
        if (known != null) {
            return known;
        }
        boolean anyMove = false;
        boolean win = false;
        for (int i = 0; i < pieces.size() && !win; i++) {
            int[] p = pieces.get(i);
            int side = left ? p[0] : p[1];
            for (int a = 1; a < side && !win; a++) {
                anyMove = true;
                java.util.List<int[]> next = new java.util.ArrayList<>(pieces);
                next.remove(i);
                next.add(left ? new int[] {a, p[1]} : new int[] {p[0], a});
                next.add(left ? new int[] {side - a, p[1]} : new int[] {p[0], side - a});
                win = !misereWins(next, !left, memo);
            }
        }
        boolean result = anyMove ? win : true;
        memo.put(k, result);
        return result;
    }
}
