package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The launcher's JIT flags (bin/jit-flags.sh, bin/jit-directives.json): a JVM given them starts,
 * reads the directives file (C2 for org.sprague only) and prints nothing of its own on stdout,
 * so that an answer (--json included) is the command's alone; given only to the commands that
 * look up and print (query, games, help, --version), not to the searches, nor with
 * SPRAGUE_JIT=0, nor when JAVA_OPTS names a JIT or VM-output flag of its own.
 */
class LauncherJitFlagsTest {
    private static final Path BIN = Path.of("..", "bin").toAbsolutePath().normalize();
    private static final Path DIRECTIVES = BIN.resolve("jit-directives.json");

    /** Runs {@code sprague_jit_flags DIRECTIVES COMMAND; SCRIPT} in bash with JAVA_OPTS set; its stdout. */
    private static String bash(String javaOpts, String jit, String command, String script)
            throws IOException, InterruptedException {
        List<String> cmd = List.of("bash", "-c", ". \"$BIN/jit-flags.sh\"; sprague_jit_flags \"$BIN/jit-directives.json\" "
                + (command.contains(" ") ? command : "\"" + command + "\"") + "; " + script);
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.environment().put("BIN", BIN.toString());
        pb.environment().put("JAVA", Path.of(System.getProperty("java.home"), "bin", "java").toString());
        pb.environment().put("JAVA_OPTS", javaOpts);
        pb.environment().put("SPRAGUE_JIT", jit);
        pb.environment().remove("JAVA_TOOL_OPTIONS");
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), out + err);
        assertEquals("", err);
        return out;
    }

    private static String flags(String javaOpts, String jit, String command) throws Exception {
        return bash(javaOpts, jit, command, "echo \"${SPRAGUE_JIT_FLAGS[*]}\"").trim();
    }

    @Test
    void aJvmWithTheFlagsPrintsOnlyTheProgramsOutput() throws Exception {
        assertTrue(Files.exists(DIRECTIVES), DIRECTIVES.toString());
        Path dir = Files.createTempDirectory("jit-flags");
        try {
            Path hello = Files.writeString(dir.resolve("Hello.java"),
                    "public class Hello { public static void main(String[] a) { System.out.println(\"hello\"); } }");
            // the directives file is read (a file the JVM cannot parse stops it: exit 1), and its
            // "2 compiler directives added" is not printed
            assertEquals("hello\n", bash("", "1", "query", "\"$JAVA\" \"${SPRAGUE_JIT_FLAGS[@]}\" " + hello));
            for (String command : List.of("query", "games", "help", "--version")) {
                assertEquals("-XX:+UnlockDiagnosticVMOptions -XX:-DisplayVMOutput -XX:CompilerDirectivesFile="
                        + DIRECTIVES, flags("", "1", command), command);
            }
        } finally {
            try (var files = Files.list(dir)) {
                for (Path f : files.toList()) {
                    Files.delete(f);
                }
            }
            Files.delete(dir);
        }
    }

    @Test
    void noFlagsForTheSearchesOrWhenTheUserChoseTheirOwn() throws Exception {
        for (String command : List.of("solve", "value", "strong", "grundy", "serve", "shell", "")) {
            assertEquals("", flags("", "1", command), command);
        }
        assertEquals("", flags("", "0", "query"));
        for (String opts : List.of("-XX:TieredStopAtLevel=1", "-XX:+PrintCompilation",
                "-XX:+UnlockDiagnosticVMOptions -XX:CompilerDirectivesFile=/tmp/d.json", "-XX:+CITime")) {
            assertEquals("", flags(opts, "1", "query"), opts);
        }
        assertTrue(flags("-Xmx2g", "1", "query").contains("CompilerDirectivesFile"), "a heap size keeps them");
    }

    /**
     * Domineering's outcome search on 50 squares or more compiles in the foreground (node20b:
     * the search's C2 code arrives late in a 1.6 s run); not on smaller boards, nor without
     * --outcome, nor for another game, nor when JAVA_OPTS names the flag or -Xbatch.
     */
    @Test
    void foregroundCompilesForALargeDomineeringOutcomeSearchOnly() throws Exception {
        String fg = "-XX:-BackgroundCompilation";
        for (String args : List.of("solve domineering 8x8 --outcome", "solve --outcome domineering 5x10 --json",
                "solve --threads 2 domineering 2x30 --outcome")) {
            assertEquals(fg, flags("", "1", args), args);
        }
        for (String args : List.of("solve domineering 7x7 --outcome", "solve domineering 8x8",
                "solve cram 8x8 --outcome", "solve domineering 6x8 --outcome")) {
            assertEquals("", flags("", "1", args), args);
        }
        assertEquals("", flags("-XX:+BackgroundCompilation", "1", "solve domineering 8x8 --outcome"));
        assertEquals("", flags("-Xbatch", "1", "solve domineering 8x8 --outcome"));
        assertEquals("", flags("", "0", "solve domineering 8x8 --outcome"));
        // a JVM starts with the flag (the JDK knows it)
        assertEquals("hello", bash("", "1", "solve domineering 8x8 --outcome",
                "\"$JAVA\" \"${SPRAGUE_JIT_FLAGS[@]}\" -version >/dev/null 2>&1 && echo hello").trim());
    }
    /**
     * Huge pages for the heap when the outcome search's table is 128 MB or more (boards and
     * positions of 65 squares or more: node24), if the kernel offers them to a process that asks;
     * not for 8x8, nor without --outcome, nor when JAVA_OPTS names huge pages itself; a JVM given
     * them prints nothing of its own on stdout.
     */
    @Test
    void hugePagesForALargeDomineeringOutcomeSearchOnly() throws Exception {
        Path thp = Path.of("/sys/kernel/mm/transparent_hugepage/enabled");
        String mode = Files.isReadable(thp) ? Files.readString(thp) : "";
        boolean offered = mode.contains("[madvise]") || mode.contains("[always]");
        String huge = "-XX:+UseTransparentHugePages";
        String position = "'.#.......|.#.......|.........|.........|...##....|.........|.........|.........|.......##'";
        assertEquals(offered ? "-XX:-BackgroundCompilation " + huge : "-XX:-BackgroundCompilation",
                flags("", "1", "solve domineering 9x9 --outcome --json"));
        assertEquals(offered ? huge : "", flags("", "1", "solve domineering " + position + " --outcome"));
        assertEquals(offered ? "-XX:-BackgroundCompilation " + huge : "-XX:-BackgroundCompilation",
                flags("-Xmx4g", "1", "solve --outcome domineering 5x13"));
        assertEquals("-XX:-BackgroundCompilation", flags("", "1", "solve domineering 8x8 --outcome"));
        assertEquals("", flags("", "1", "solve domineering 9x9"));
        assertEquals("", flags("", "1", "solve domineering " + position));
        assertEquals("-XX:-BackgroundCompilation", flags("-XX:-UseTransparentHugePages", "1",
                "solve domineering 9x9 --outcome"));
        assertEquals("end", bash("", "1", "solve domineering 9x9 --outcome",
                "\"$JAVA\" \"${SPRAGUE_JIT_FLAGS[@]}\" -version 2>/dev/null; echo end").trim());
    }

    /**
     * A game file's solve compiles at twice the JIT's thresholds (objects35: fewer start-up
     * methods compiled); not the catalogue's solves, nor a game file's other commands, nor when
     * JAVA_OPTS names the thresholds or the tiers; a JVM starts with the flag.
     */
    @Test
    void higherCompileThresholdsForAGameFilesSolveOnly() throws Exception {
        String scaled = "-XX:CompileThresholdScaling=2";
        for (String args : List.of("solve --game-file G.java 5 5", "solve --json --game-file=G.java 11 11",
                "solve --game-file G.java 3 4 --outcome", "solve --game-file G.java 4 + nim 3")) {
            assertEquals(scaled, flags("", "1", args), args);
        }
        assertEquals(scaled, flags("-Xmx2g", "1", "solve --game-file G.java 5 5"), "a heap size keeps it");
        for (String args : List.of("solve cram 5x6", "solve nim 3 4 5", "table --game-file G.java 8x8",
                "pattern --game-file G.java --to 200")) {
            assertEquals("", flags("", "1", args), args);
        }
        for (String opts : List.of("-XX:CompileThresholdScaling=1", "-XX:TieredStopAtLevel=1", "-XX:-TieredCompilation",
                "-Xint", "-Xbatch")) {
            assertEquals("", flags(opts, "1", "solve --game-file G.java 5 5"), opts);
        }
        assertEquals("", flags("", "0", "solve --game-file G.java 5 5"));
        assertEquals("hello", bash("", "1", "solve --game-file G.java 5 5",
                "\"$JAVA\" \"${SPRAGUE_JIT_FLAGS[@]}\" -version >/dev/null 2>&1 && echo hello").trim());
    }

    /**
     * A partizan value (no --outcome) of a small board runs on C1 alone (cgs25: it ends before
     * C2's code pays for its compiling): Domineering boards and positions of at most 28 squares,
     * Clobber positions of at most 16 stones; not larger ones, nor an outcome search, nor
     * another game, nor when JAVA_OPTS names the compiler's tiers; a JVM starts with the flag.
     */
    @Test
    void c1AloneForASmallPartizanValueOnly() throws Exception {
        String c1 = "-XX:TieredStopAtLevel=1";
        for (String args : List.of("solve domineering 5x5", "solve domineering 4x7 --json", "solve domineering 2x14",
                "solve --max-moves 1 domineering '....|.#..|....'", "solve clobber 'xoxoxoxo|oxoxoxox' --json",
                "solve clobber 'xoxox|oxoxo|xoxox'", "solve clobber 'x.o.x.o.x|o.x.o.x.o|x.o.x.o.x'")) {
            assertEquals(c1, flags("", "1", args), args);
        }
        for (String args : List.of("solve domineering 5x6", "solve domineering 3x10", "solve domineering 4x4 --outcome",
                "solve clobber 'xoxoxo|oxoxox|xoxoxo'", "solve clobber 'xoxo|oxox' --outcome", "solve cram 4x4",
                "solve nim 3 4 5", "solve domineering '......|......|......|......|......'")) {
            assertEquals("", flags("", "1", args), args);
        }
        for (String opts : List.of("-XX:TieredStopAtLevel=4", "-XX:-TieredCompilation", "-XX:CompilationMode=high-only")) {
            assertEquals("", flags(opts, "1", "solve domineering 5x5"), opts);
        }
        assertEquals(c1, flags("-Xmx2g", "1", "solve domineering 5x5"), "a heap size keeps it");
        assertEquals("", flags("", "0", "solve domineering 5x5"));
        assertEquals("hello", bash("", "1", "solve domineering 5x5",
                "\"$JAVA\" \"${SPRAGUE_JIT_FLAGS[@]}\" -version >/dev/null 2>&1 && echo hello").trim());
    }
}
