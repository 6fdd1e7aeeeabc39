package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class ShellCommandTest {

    @Test
    void jshellStartsWithTheLibraryImported() throws Exception {
        ShellCommand shell = new ShellCommand();
        Path startup = ShellCommand.startupFile();
        List<String> cmd = shell.command(startup);
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        p.getOutputStream().write(("System.out.println(\"value=\" + new CatalogSolver(SolveOptions.defaults())"
                + ".solve(new NimGame(), Position.of(3, 4, 5)).grundy());\n/exit\n").getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        assertTrue(out.contains("value=2"), out);
    }
}
