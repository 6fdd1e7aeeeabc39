package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher's AOT training run ({@link AotTraining}, {@code sprague_aot_training} in
 * bin/aot-cache.sh): its commands are split at each lone {@code ";"}, a failing one fails the
 * training (no cache is kept from it), and the launcher's own list runs to the end with exit 0,
 * so that a command changed under it does not leave every user without a cache.
 */
class AotTrainingTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    @Test
    void commandsAreSplitAtEachLoneSemicolon() {
        List<String[]> c = AotTraining.commands(new String[] {";", "solve", "nim", "3", ";", ";", "--version", ";"});
        assertEquals(2, c.size());
        assertArrayEquals(new String[] {"solve", "nim", "3"}, c.get(0));
        assertArrayEquals(new String[] {"--version"}, c.get(1));
        assertEquals(List.of(), AotTraining.commands(new String[0]));
    }

    @Test
    void aFailingCommandFailsTheTrainingWithItsExitCode() {
        StringWriter err = new StringWriter();
        int code = AotTraining.train(new String[] {"solve", "nim", "3", ";", "solve", "nim", "x", ";", "--version"},
                new PrintWriter(err, true));
        assertEquals(Main.BAD_INPUT, code);
        assertTrue(err.toString().contains("solve nim x"), err.toString());
    }

    @Test
    void theLaunchersTrainingRunsEveryCommand() throws IOException, InterruptedException {
        List<String> words = launchersTraining("");
        assertTrue(words.stream().noneMatch(w -> w.startsWith("--game-file")), "no game file: javac stays out: " + words);
    }

    @Test
    void theGameFilesTrainingCompilesAGameFileAndRunsEveryCommand() throws IOException, InterruptedException {
        List<String> words = launchersTraining("game-file");
        assertTrue(words.contains("--game-file"), words.toString());
    }

    /** The launcher's training of KIND ("" or "game-file"), checked to run to the end with exit 0; its words. */
    private List<String> launchersTraining(String kind) throws IOException, InterruptedException {
        Path db = dir.resolve("train.db");
        ProcessBuilder pb = new ProcessBuilder("bash", "-c", "set -euo pipefail; . \"$ROOT/bin/aot-cache.sh\";"
                + " sprague_aot_training \"$ROOT\" \"$DB\" " + kind + "; printf '%s\\n' \"${SPRAGUE_AOT_TRAINING[@]}\"");
        pb.environment().put("ROOT", ROOT.toString());
        pb.environment().put("DB", db.toString());
        pb.redirectErrorStream(true);
        Process p = pb.start();
        List<String> words = new ArrayList<>(new String(p.getInputStream().readAllBytes()).lines().toList());
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), String.join("\n", words));
        assertEquals(AotTraining.class.getName(), words.remove(0));
        assertTrue(AotTraining.commands(words.toArray(String[]::new)).size() >= 5, words.toString());
        StringWriter err = new StringWriter();
        assertEquals(0, AotTraining.train(words.toArray(String[]::new), new PrintWriter(err, true)), err.toString());
        assertTrue(Files.exists(db), "the strong solve wrote its database where it was told");
        return words;
    }
}
