package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 13, items 11 to 15: the command as people misuse it, each answered in one line with the right exit code. */
class CliReliabilityTest {
    @TempDir
    Path dir;

    /** Standard output that fails as /dev/full does. */
    private static final class FullDisk extends Writer {
        @Override
        public void write(char[] cbuf, int off, int len) throws IOException {
            throw new IOException("No space left on device");
        }

        @Override
        public void flush() throws IOException {
            throw new IOException("No space left on device");
        }

        @Override
        public void close() {
        }
    }

    /** Runs as {@link Main#main} does, but over the given standard output. */
    private static Cli runOver(Writer stdout, String... args) {
        SafeOutput safe = new SafeOutput(stdout, false);
        PrintWriter out = new PrintWriter(safe, true);
        StringWriter err = new StringWriter();
        PrintWriter e = new PrintWriter(err, true);
        int code = Main.finish(Main.run(args, new StringReader(""), out, e), out, safe, e);
        return new Cli(code, stdout.toString(), err.toString());
    }

    @Test
    void outputThatCannotBeWrittenIsExitOneWithAMessage() {
        for (String[] args : new String[][] {{"solve", "nim", "3", "4", "5"}, {"table", "nim", "3x3"},
                {"grundy", "kayles", "--to", "50"}}) {
            Cli r = runOver(new FullDisk(), args);
            assertEquals(1, r.exitCode(), String.join(" ", args));
            assertTrue(r.err().contains("cannot write the output to standard output: No space left on device"), r.err());
        }
    }

    @Test
    void controlCharactersFromAFileAreEscapedNotSentToTheTerminal() throws IOException {
        Path g = dir.resolve("esc.graph");
        Files.writeString(g, "a\u001b[31mred b\n", StandardCharsets.UTF_8);
        StringWriter text = new StringWriter();
        Cli r = runOver(text, "graph", g.toString());
        assertEquals(0, r.exitCode(), r.err());
        assertFalse(text.toString().contains("\u001b"), text.toString());
        assertTrue(text.toString().contains("a\\u001b[31mred"), text.toString());
    }

    @Test
    void timeoutsMustBePositive() {
        for (String t : new String[] {"0", "-1", "0.0", "-0.5"}) {
            Cli r = Cli.run("solve", "nim", "3", "--timeout", t);
            assertEquals(2, r.exitCode(), r.out());
            assertTrue(r.err().contains("Invalid value for option '--timeout': '" + t + "' must be more than 0 seconds"),
                    r.err());
        }
        for (String t : new String[] {"abc", "1s", "NaN", "Infinity", ""}) {
            Cli r = Cli.run("value", "*", "--timeout", t);
            assertEquals(2, r.exitCode(), r.out());
            assertTrue(r.err().contains("Invalid value for option '--timeout': '" + t + "' is not a number of seconds"),
                    r.err());
        }
        Cli r = Cli.run("grundy", "kayles", "--to", "10", "--checkpoint-every", "-1",
                "--checkpoint", dir.resolve("k.ck").toString());
        assertEquals(2, r.exitCode());
        assertTrue(r.err().contains("--checkpoint-every -1.0 must be a number of seconds >= 0"), r.err());
        // 0 is allowed: the help says "0: at every progress report"
        Cli zero = Cli.run("grundy", "kayles", "--to", "10", "--checkpoint-every", "0",
                "--checkpoint", dir.resolve("k0.ck").toString());
        assertEquals(0, zero.exitCode(), zero.err());
    }

    @Test
    void timeoutIsHonouredByEveryComputingCommand() {
        // minutes of work in the heap calculator, which polls the deadline (a search that does not
        // poll is given up by the command's thread: the process exits, see Watchdog)
        Cli solve = Cli.run("solve", "0.8", "6000", "--timeout", "1");
        assertEquals(3, solve.exitCode(), solve.out());
        assertTrue(solve.err().contains("time limit reached"), solve.err());
        Cli grundy = Cli.run("grundy", "0.8", "--to", "30000", "--timeout", "1", "--progress", "none");
        assertEquals(3, grundy.exitCode(), grundy.out());
        assertTrue(grundy.err().contains("time limit reached"), grundy.err());
        // a partizan position: Domineering 6x6 takes minutes (it ran on, ignoring --timeout)
        Cli partizan = Cli.run("solve", "domineering", "6x6", "--timeout", "1");
        assertEquals(3, partizan.exitCode(), partizan.out());
        assertTrue(partizan.err().contains("time limit reached"), partizan.err());
    }

    @Test
    void aTimeoutTooLongForTheClockIsNoLimit() {
        // issue 20 item 7: now + 292 years overflowed, and these were refused as "time limit reached"
        for (String t : new String[] {"9223372037", "9223372036854775807", "1e30", "3155760000"}) {
            for (String[] args : new String[][] {{"solve", "nim", "3", "4", "5"}, {"value", "{2|-1}"},
                    {"grundy", "kayles", "--to", "100"}, {"games", "nim"}}) {
                List<String> a = new java.util.ArrayList<>(List.of(args));
                a.addAll(List.of("--timeout", t));
                Cli r = Cli.run(a.toArray(String[]::new));
                assertEquals(0, r.exitCode(), a + ": " + r.err());
            }
        }
    }

    @Test
    void aFractionOfASecondIsATimeout() {
        Cli r = Cli.run("solve", "0.8", "6000", "--timeout", "0.25");
        assertEquals(3, r.exitCode(), r.out());
        assertEquals("sprague: time limit reached: stopped after 0.25 s (--timeout 0.25); raise it, or ask for less",
                r.err().strip());
    }

    @Test
    void anEndlessLineOfPlayInputIsRefusedAfterTheCap() {
        // issue 20 item 6: play nim 3 4 5 < /dev/zero read one line of 4.4 GB
        java.io.Reader zeros = new java.io.Reader() {
            @Override
            public int read(char[] buf, int off, int len) {
                java.util.Arrays.fill(buf, off, off + len, '\0');
                return len;
            }

            @Override
            public void close() {
            }
        };
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new String[] {"play", "nim", "3", "4", "5"}, zeros, new PrintWriter(out, true),
                new PrintWriter(err, true));
        assertEquals(2, code, out.toString());
        assertEquals("sprague: a line of input is longer than " + InputLines.MAX_CHARS + " characters: not a command"
                + " (one command a line: a move number, to POSITION, hint, ...)", err.toString().strip());
        // a line just within the cap is read (and is not a command)
        Cli ok = Cli.runWithInput("x".repeat(InputLines.MAX_CHARS) + "\r\nquit\n", "play", "nim", "3", "4", "5");
        assertEquals(0, ok.exitCode(), ok.err());
    }

    @Test
    void inputsOverTheirCapsAreRefusedNamingTheCap() {
        Cli code = Cli.run("solve", "octal:0." + "7".repeat(2000), "5");
        assertEquals(2, code.exitCode(), code.out());
        assertTrue(code.err().contains("a take-and-break code of 2002 characters; the most is 256"), code.err());
        Cli grundy = Cli.run("grundy", "0." + "7".repeat(255), "--to", "5");
        assertEquals(2, grundy.exitCode(), grundy.out());
        Cli nimber = Cli.run("value", "*4097 + {1|0}");
        assertEquals(2, nimber.exitCode(), nimber.out());
        assertTrue(nimber.err().contains("the n of *n must be at most 4096"), nimber.err());
        Cli ups = Cli.run("value", "^2000000");
        assertEquals(2, ups.exitCode(), ups.out());
        assertTrue(ups.err().contains("the n of ^n must be at most 1048576"), ups.err());
        Cli longValue = Cli.run("value", "1+".repeat(500_001) + "1");
        assertEquals(2, longValue.exitCode(), longValue.out());
        assertTrue(longValue.err().contains("an expression of 1000003 characters; the most is 1000000"),
                longValue.err());
    }

    @Test
    void aLongCodeOnATinyHeapIsAnsweredWithoutAWholeProof() {
        // issue 20 item 6: a code whose values grow with the heap tried G(0..65535) for its proof
        // (minutes) before answering for a heap of 5
        Cli r = Cli.run("solve", "octal:0." + "7".repeat(30), "5", "--timeout", "60");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("grundy:     5"), r.out());
        assertTrue(r.out().contains("decided by: search"), r.out());
    }

    @Test
    void serveTakesTimeoutForEachRequestAndTheOlderNameStillWorks() {
        Cli both = Cli.run("serve", "--port", "0", "--timeout", "2", "--time-limit", "2");
        assertEquals(2, both.exitCode(), both.out());
        assertTrue(both.err().contains("--time-limit is the older name of --timeout: give one of them"), both.err());
        Cli zero = Cli.run("serve", "--timeout", "0");
        assertEquals(2, zero.exitCode(), zero.out());
    }

    @Test
    void aThreeHeapCodeIsAnsweredBySearchAtOnce() {
        // issue 13 item 9: the closed-form attempt ran past 600 s
        Cli r = Cli.run("solve", "0.8", "5", "--timeout", "60");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("decided by: search"), r.out());
    }

    @Test
    void anEndlessLineIsRefusedNotACrash() {
        assumeTrue(Files.isReadable(Path.of("/dev/zero")));
        Cli r = Cli.run("graph", "/dev/zero");
        assertEquals(2, r.exitCode(), r.err());
        assertTrue(r.err().contains("/dev/zero: line 1 is longer than"), r.err());
    }

    @Test
    void fileProblemsNameTheFileWithoutJavasClassNames() throws IOException {
        Cli out = Cli.run("grundy", "kayles", "--to", "10", "--out", dir.resolve("no/such/dir/values.txt").toString());
        assertEquals(2, out.exitCode());
        // checked before any work (issue 20, item 7)
        assertTrue(out.err().contains("--out " + dir.resolve("no/such/dir/values.txt") + ": no directory "
                + dir.resolve("no/such/dir")), out.err());
        assertFalse(out.err().contains("java."), out.err());
        Cli ck = Cli.run("grundy", "kayles", "--to", "10", "--checkpoint", dir.resolve("nodir/k.ck").toString());
        assertEquals(2, ck.exitCode());
        assertTrue(ck.err().contains("--checkpoint " + dir.resolve("nodir/k.ck") + ": no directory"), ck.err());
        assertFalse(ck.err().contains("java."), ck.err());
        // a checkpoint whose header has the magic line but a rule that is not valid text
        Path bad = dir.resolve("bad.ck");
        byte[] magic = "SPRAGUE-GRUNDY-CHECKPOINT-1\n".getBytes(StandardCharsets.US_ASCII);
        byte[] data = new byte[magic.length + 6];
        System.arraycopy(magic, 0, data, 0, magic.length);
        data[magic.length + 1] = 4;
        data[magic.length + 2] = (byte) 0xff;
        data[magic.length + 3] = (byte) 0xff;
        Files.write(bad, data);
        Cli corrupt = Cli.run("grundy", "kayles", "--to", "10", "--checkpoint", bad.toString());
        assertEquals(2, corrupt.exitCode());
        assertTrue(corrupt.err().contains(bad.toString()) && corrupt.err().contains("corrupt"), corrupt.err());
    }

    @Test
    void aGameFilesFailingStaticInitializerIsOneLine() throws IOException {
        Path f = dir.resolve("Boom.java");
        Files.writeString(f, """
                import org.sprague.game.ImpartialGame;
                public class Boom implements ImpartialGame<Integer> {
                    static final int SIZE = Integer.parseInt("not a number");
                    public java.util.List<Integer> options(Integer n) {
                        return java.util.List.of();
                    }
                }
                """);
        Cli r = Cli.run("solve", "--game-file", f.toString(), "3");
        assertEquals(2, r.exitCode(), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains("static initializer threw NumberFormatException"), r.err());
    }

    @Test
    void playWithAGameFileReportsItsExceptionsAndHonoursTheTimeout() throws IOException {
        Path thrower = dir.resolve("Thrower.java");
        Files.writeString(thrower, """
                import org.sprague.game.ImpartialGame;
                public class Thrower implements ImpartialGame<Integer> {
                    public java.util.List<Integer> options(Integer n) {
                        throw new IllegalArgumentException("no options here");
                    }
                }
                """);
        Cli r = Cli.runWithInput("quit\n", "play", "--game-file", thrower.toString(), "3");
        assertEquals(2, r.exitCode(), r.out() + r.err());
        assertTrue(r.err().contains("IllegalArgumentException: no options here (at Thrower.java:4)"), r.err());
        assertFalse(r.err().contains("internal error"), r.err());
        Path looper = dir.resolve("Looper.java");
        Files.writeString(looper, """
                import org.sprague.game.ImpartialGame;
                public class Looper implements ImpartialGame<Integer> {
                    public java.util.List<Integer> options(Integer n) {
                        // endless, but ends when interrupted, so the test JVM keeps no spinning thread
                        while (true) {
                            try { Thread.sleep(100); } catch (InterruptedException e) { throw new IllegalStateException(e); }
                        }
                    }
                }
                """);
        Cli loop = Cli.runWithInput("quit\n", "play", "--game-file", looper.toString(), "3", "--timeout", "1");
        assertEquals(3, loop.exitCode(), loop.out() + loop.err());
        assertTrue(loop.err().contains("did not finish within 1 s"), loop.err());
    }
}
