package org.sprague.cli;

import org.sprague.app.front.FrontEnd;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.app.play.PartizanPosition;
import org.sprague.partizan.Notation;
import org.sprague.partizan.games.PartizanSumSolver.Component;
import org.sprague.partizan.games.SumMove;

/**
 * {@code sprague play} on the partizan games valued by canonical form and their sums: the
 * session is replayed against {@link PartizanPosition} (the record of the web's
 * {@code POST /api/partizan}), which checks that every list of moves shown is that record's
 * options for the user's side, and that the engine never misses a win.
 */
class PlayCanonicalFormTest {

    private static PartizanPosition answer(List<Component<?>> parts) {
        return PartizanPosition.of(parts, Notation.SPRAGUE, 1_000_000, 100_000, null);
    }

    private static String text(List<Component<?>> parts) {
        return parts.size() == 1 ? parts.get(0).text() : SumMove.text(parts);
    }

    private static List<PartizanPosition.Option> options(PartizanPosition p, boolean left) {
        return left ? p.leftOptions() : p.rightOptions();
    }

    /** What a replayed session saw: the engine's moves from positions it wins, and the end. */
    private record Replay(int engineWinningTurns, int listsChecked, String end) {
    }

    /**
     * Replays the transcript {@code out} of a game from {@code start} (the user Left when
     * {@code userFirst}) move by move, checking each shown list and each engine move.
     */
    private static Replay replay(String sum, boolean userFirst, String out) {
        List<Component<?>> parts = FrontEnd.partizanComponents(org.sprague.app.Sprague.standard(), List.of(sum));
        boolean leftToMove = true;
        int winningTurns = 0;
        int lists = 0;
        String end = null;
        String[] lines = out.split("\n");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].startsWith("> ") ? lines[i].substring(2) : lines[i];
            boolean userMoves = line.startsWith("You play ");
            boolean engineMoves = line.startsWith("Engine plays ");
            if (userMoves || engineMoves) {
                assertEquals(userMoves, leftToMove == userFirst, "who moves, at: " + line + "\n" + out);
                String move = line.substring(line.indexOf(" play") + (userMoves ? 6 : 7), line.lastIndexOf("  => "));
                PartizanPosition here = answer(parts);
                List<PartizanPosition.Option> mine = options(here, leftToMove);
                int k = mine.stream().map(PartizanPosition.Option::move).toList().indexOf(move);
                assertTrue(k >= 0, "no such move: " + line + "\n" + out);
                assertEquals(mine.get(k).position(), line.substring(line.lastIndexOf("  => ") + 5), line);
                if (engineMoves && mine.stream().anyMatch(PartizanPosition.Option::wins)) {
                    winningTurns++;
                    assertTrue(mine.get(k).wins(), "the engine missed a win from " + text(parts) + ": " + line
                            + "\n" + out);
                }
                parts = PartizanPosition.after(parts, leftToMove, k);
                leftToMove = !leftToMove;
            } else if (line.startsWith("position: ")) {
                assertEquals(text(parts), line.substring("position: ".length()), out);
                assertEquals(leftToMove, userFirst, "the position is shown at the user's turn\n" + out);
                List<PartizanPosition.Option> mine = options(answer(parts), leftToMove);
                assertEquals("your moves (" + mine.size() + "):", lines[i + 1], out);
                for (int j = 0; j < mine.size(); j++) {
                    String shown = lines[i + 2 + j];
                    assertTrue(shown.matches(" *" + (j + 1) + "\\. .*"), shown);
                    String label = shown.substring(shown.indexOf(". ") + 2, shown.lastIndexOf("  => ")).strip();
                    assertEquals(mine.get(j).move(), label, out);
                    assertEquals(mine.get(j).position(), shown.substring(shown.lastIndexOf("  => ") + 5), out);
                }
                lists++;
            } else if (line.contains("no move left at ")) {
                assertTrue(options(answer(parts), leftToMove).isEmpty(), line);
                assertEquals(line.startsWith("You have"), leftToMove == userFirst, line);
                end = line;
            }
        }
        return new Replay(winningTurns, lists, end);
    }

    /** Random move numbers (some past the list, refused and ignored), a hint now and then. */
    private static String randomInput(Random random) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            sb.append(random.nextInt(10) == 0 ? "hint" : String.valueOf(1 + random.nextInt(8))).append('\n');
        }
        return sb.toString();
    }

    @Test
    void theEngineNeverMissesAWinAndTheListsAreTheWebsOptions() {
        Random random = new Random(26);
        int winningTurns = 0;
        int engineWins = 0;
        for (String sum : List.of("domineering 2x3", "domineering 3x3", "hackenbush lr e + clobber xo.|ox.",
                "clobber xox|oxo + hackenbush lrl", "toads-and-frogs tt..ff + cutcake 2x3",
                "nim 2 + domineering 2x3", "kayles 4 + hackenbush lr + pebbles:1,2 2 2")) {
            for (boolean userFirst : List.of(true, false)) {
                for (int game = 0; game < 4; game++) {
                    Cli r = Cli.runWithInput(randomInput(random), "play", sum, "--first", userFirst ? "me" : "engine");
                    assertEquals(0, r.exitCode(), r.err());
                    Replay replay = replay(sum, userFirst, r.out());
                    assertTrue(replay.listsChecked() > 0 || replay.end() != null, r.out());
                    winningTurns += replay.engineWinningTurns();
                    if (replay.end() != null && replay.end().contains("the engine wins.")) {
                        engineWins++;
                    }
                }
            }
        }
        assertTrue(winningTurns > 20, "the games should reach many positions the engine wins: " + winningTurns);
        assertTrue(engineWins > 10, "the engine should win many of them: " + engineWins);
    }

    @Test
    void theEngineStartingFromAWinningPositionWins() {
        // domineering 2x3 is {2|-1/2}: whoever starts wins; the engine starts as Left
        for (int first = 1; first <= 4; first++) {
            Cli r = Cli.runWithInput((first + "\n").repeat(10), "play", "domineering", "2x3", "--first", "engine");
            assertTrue(r.out().contains("you are Right"), r.out());
            assertTrue(r.out().contains("You have no move left at "), r.out());
            assertTrue(r.out().contains(": the engine wins. (normal play: whoever cannot move loses)"), r.out());
        }
    }

    @Test
    void theUserWinningAgainstALosingEngineIsToldSo() {
        Cli r = Cli.runWithInput("to .#.|.#.\n", "play", "domineering", "2x3");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("You play vertical (1,2)-(2,2)  => .#.|.#.\n"), r.out());
        assertTrue(r.out().endsWith("> \nBye.\n"), r.out());
        assertTrue(r.out().contains("The engine has no move left at .#.|.#.: you win! (normal play: whoever cannot"
                + " move loses)"), r.out());
        assertFalse(r.out().contains("Engine plays"), r.out());
        // by the move's name, in another case and spacing
        Cli named = Cli.runWithInput("Vertical  (1,2)-(2,2)\n", "play", "domineering", "2x3");
        assertTrue(named.out().contains("you win!"), named.out());
    }

    @Test
    void undoRestoresThePositionAndItsMoves() {
        Cli r = Cli.runWithInput("2\nundo\nquit\n", "play", "hackenbush lr e + clobber xo.|ox.");
        assertEquals(0, r.exitCode(), r.err());
        String out = r.out();
        int first = out.indexOf("position: ");
        int taken = out.indexOf("Took back your last move and the engine's reply.");
        assertTrue(first >= 0 && taken > first, out);
        String before = out.substring(first, out.indexOf("\n> ", first));
        String after = out.substring(out.indexOf("position: ", taken), out.indexOf("\n> ", taken));
        assertEquals(before, after, out);
        assertTrue(before.startsWith("position: hackenbush lr e + clobber xo.|ox.\n"), out);
        replay("hackenbush lr e + clobber xo.|ox.", true, out.substring(0, taken));
    }

    @Test
    void hintNamesAWinningMoveAndTheValueItLeadsTo() {
        Cli r = Cli.runWithInput("hint\n", "play", "domineering", "2x3");
        assertTrue(r.out().contains("hint: vertical (1,2)-(2,2)  => .#.|.#.\n"
                + "why:  the position after it is worth 2 >= 0, so Right, to move there, loses"), r.out());
        assertTrue(r.out().endsWith("End of input: game left at domineering ...|..., Left to move.\n"), r.out());
        // after the engine (Left) cuts the e, hackenbush lr + clobber xo is 1/2*: Right, to move, loses
        Cli losing = Cli.runWithInput("hint\n", "play", "hackenbush lr e + clobber xo", "--first", "engine");
        assertTrue(losing.out().contains("no winning move: hackenbush lr + clobber xo is worth 1/2* (outcome L),"
                + " so Right, to move, loses against best play"), losing.out());
    }

    @Test
    void badInputAndLimitsExitWithOneLine() {
        List<String[]> bad = new ArrayList<>();
        bad.add(new String[] {"play", "domineering", "3x3", "--misere"});
        bad.add(new String[] {"play", "nim", "3", "+", "domineering", "2x2", "+", "nosuch", "1"});
        bad.add(new String[] {"play", "domineering", "3"});
        bad.add(new String[] {"play", "domineering", "3x3", "--max-moves", "0"});
        for (String[] args : bad) {
            Cli r = Cli.run(args);
            assertEquals(2, r.exitCode(), String.join(" ", args) + "\n" + r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
        }
        Cli misere = Cli.run("play", "domineering", "3x3", "--misere");
        assertTrue(misere.err().contains("--misere applies to impartial games; partizan values are for normal play"),
                misere.err());
        Cli mixed = Cli.run("play", "nim", "5000", "+", "domineering", "2x2");
        assertEquals(3, mixed.exitCode(), mixed.err());
        assertTrue(mixed.err().contains("nim 5000 has Grundy value 5000: in a sum with partizan games its value is *5000"),
                mixed.err());

        Cli forms = Cli.run("play", "domineering", "5x5", "--max-positions", "100");
        assertEquals(3, forms.exitCode(), forms.err());
        assertTrue(forms.err().contains("--max-positions"), forms.err());
        Cli moves = Cli.run("play", "domineering", "3x3", "--max-moves", "3");
        assertEquals(3, moves.exitCode(), moves.err());
        assertTrue(moves.err().contains("more than 3 moves for Left, the limit of --max-moves"), moves.err());
    }

    @Test
    void eachAnswerStopsAtTheTimeout() {
        long start = System.nanoTime();
        Cli r = Cli.run("play", "domineering", "8x8", "--timeout", "0.3");
        assertEquals(3, r.exitCode(), r.err());
        assertTrue(r.err().contains("time limit reached"), r.err());
        assertTrue(System.nanoTime() - start < 20_000_000_000L, "stopped late");
    }
}
