package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class PlayCommandTest {
    private static final Pattern ENGINE_MOVE = Pattern.compile("Engine plays .*  => ([0-9 ]+)");

    /** The positions the engine moved to, in order. */
    private static List<String> engineTargets(String out) {
        Matcher m = ENGINE_MOVE.matcher(out);
        List<String> targets = new java.util.ArrayList<>();
        while (m.find()) {
            targets.add(m.group(1).trim());
        }
        return targets;
    }

    private static int nimSum(String position) {
        int x = 0;
        for (String h : position.split(" ")) {
            x ^= Integer.parseInt(h);
        }
        return x;
    }

    @Test
    void engineMovingFirstFromAnNPositionWinsAgainstEveryScriptedReply() {
        for (String reply : List.of("1", "to 0 0 0")) {
            // The user always plays their first listed move (or tries an illegal one first).
            String input = (reply + "\n1\n").repeat(20);
            Cli r = Cli.runWithInput(input, "play", "nim", "3", "4", "5", "--first", "engine");
            assertEquals(0, r.exitCode(), r.err());
            assertTrue(r.out().contains("You have no move left at 0 0 0: the engine wins."), r.out());
            List<String> targets = engineTargets(r.out());
            assertFalse(targets.isEmpty(), r.out());
            for (String t : targets) {
                assertEquals(0, nimSum(t), "the engine left an N-position " + t + "\n" + r.out());
            }
        }
    }

    @Test
    void engineWinsEverySmallTwoHeapNGameWhenItStarts() {
        for (int a = 0; a <= 4; a++) {
            for (int b = 0; b <= 4; b++) {
                if (a == b) {
                    continue;
                }
                Cli r = Cli.runWithInput("1\n".repeat(10), "play", "nim", "" + a, "" + b, "--first", "engine");
                assertTrue(r.out().contains("the engine wins."), "nim " + a + " " + b + "\n" + r.out());
            }
        }
    }

    @Test
    void engineInALosingPositionMakesTheSmallestLegalMoveAndPlaysOn() {
        Cli r = Cli.runWithInput("", "play", "nim", "2", "2", "--first", "engine");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("Engine plays heap 1: 2 -> 1  => 1 2"), r.out());
        assertTrue(r.out().contains("End of input: game left at nim 1 2."), r.out());
    }

    @Test
    void hintShowsTheNimSumArithmetic() {
        Cli r = Cli.runWithInput("hint\nquit\n", "play", "nim", "3", "4", "5");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("hint: heap 1: 3 -> 1  => 1 4 5"), r.out());
        assertTrue(r.out().contains("nim-sum 3 XOR 4 XOR 5 = 2; heap 1: 3 XOR 2 = 1 < 3, so move heap 1 to 1"),
                r.out());
    }

    @Test
    void hintFromAPPositionSaysThereIsNoWinningMove() {
        Cli r = Cli.runWithInput("hint\n", "play", "nim", "1", "2", "3");
        assertTrue(r.out().contains("no winning move: nim-sum 1 XOR 2 XOR 3 = 0"), r.out());
    }

    @Test
    void hintForASingleComponentNamesThePPositionItLeadsTo() {
        Cli r = Cli.runWithInput("hint\n", "play", "nim", "0", "5");
        assertTrue(r.out().contains("hint: heap 2: 5 -> 0  => 0 0"), r.out());
        assertTrue(r.out().contains("0 0 is a P-position"), r.out());
    }

    @Test
    void hintInASumNamesTheComponent() {
        Cli r = Cli.runWithInput("hint\n", "play", "nim 2 3", "+", "nim 4");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("nim-sum 2 XOR 3 XOR 4 = 5; component 2 (nim): heap 1: 4 XOR 5 = 1 < 4"),
                r.out());
        assertTrue(r.out().contains("=> nim 2 3 + nim 1"), r.out());
    }

    @Test
    void undoTakesBackTheUsersMoveAndTheEnginesReply() {
        Cli r = Cli.runWithInput("1\nundo\nundo\n", "play", "nim", "3", "4", "5");
        String out = r.out();
        int afterUndo = out.indexOf("Took back your last move and the engine's reply.");
        assertTrue(afterUndo > 0, out);
        assertTrue(out.indexOf("position: nim 3 4 5", afterUndo) > 0, out);
        assertTrue(out.contains("Nothing to undo: you have not moved yet."), out);
    }

    @Test
    void userWhoPlaysWellWinsAndCanUndoAfterTheEnd() {
        // 1 2 -> 1 1 (a P-position); the engine takes one heap; the user takes the other.
        Cli r = Cli.runWithInput("to 1 1\n1\nundo\nquit\n", "play", "nim", "1", "2");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("The engine has no move left at 0 0: you win!"), r.out());
        assertTrue(r.out().contains("normal play: whoever cannot move loses"), r.out());
        assertTrue(r.out().contains("Took back your last move."), r.out());
        assertTrue(r.out().strip().endsWith("Bye."), r.out());
    }

    @Test
    void underMisereTheUserLeftWithoutAMoveWins() {
        // misère 1 1: the user takes one heap, the engine must take the last stone.
        Cli r = Cli.runWithInput("1\n", "play", "nim", "1", "1", "--misere");
        assertTrue(r.out().contains("You have no move left at 0 0: you win! (misère play: whoever cannot move wins)"),
                r.out());
    }

    @Test
    void badMoveNumbersAndGarbageAreAnsweredAndPlayGoesOn() {
        Cli r = Cli.runWithInput("99\nxyzzy\n7 7 7\n", "play", "nim", "3", "4", "5");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("No move 99: choose a number from 1 to 12"), r.out());
        assertTrue(r.out().contains("Not understood: 'xyzzy'"), r.out());
        assertTrue(r.out().contains("Not a legal move: 7 7 7 cannot be reached in one move from 3 4 5"), r.out());
        assertTrue(r.out().contains("End of input"), r.out());
    }

    @Test
    void hugeHeapsCannotBeListedAndSaySo() {
        String big = BigInteger.TEN.pow(40).toString();
        Cli r = Cli.runWithInput("", "play", "nim", big, "1");
        assertEquals(3, r.exitCode(), r.err());
        assertTrue(r.err().contains("cannot be listed"), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
    }

    @Test
    void aHeapOfTwoBillionIsRefusedAtOnceNamingMaxMoves() {
        // issue 22: play listed all 2^31 - 1 moves (a minute and gigabytes) before ending
        Cli r = Cli.runWithInput("", "play", "nim", "2147483647");
        assertEquals(3, r.exitCode(), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains("add up to 2147483647") && r.err().contains("--max-moves"), r.err());
    }

    @Test
    void moreMovesThanMaxMovesEndWithExitThree() {
        Cli r = Cli.runWithInput("", "play", "cram", "3", "3", "--max-moves", "11");
        assertEquals(3, r.exitCode(), r.err());
        assertTrue(r.err().contains("more than 11 moves, the limit of --max-moves"), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        Cli ok = Cli.runWithInput("quit\n", "play", "cram", "3", "3", "--max-moves", "12");
        assertEquals(0, ok.exitCode(), ok.err());
    }

    @Test
    void badFirstOptionIsBadInput() {
        Cli r = Cli.runWithInput("", "play", "nim", "3", "--first", "nobody");
        assertEquals(2, r.exitCode());
        assertTrue(r.err().contains("--first 'nobody'"), r.err());
        // the same words with --db (which once took anything but engine... as "me"), before the file is opened
        Cli db = Cli.runWithInput("", "play", "--db", "no-such.db", "--first", "nobody");
        assertEquals(2, db.exitCode());
        assertTrue(db.err().contains("--first 'nobody'"), db.err());
    }
}
