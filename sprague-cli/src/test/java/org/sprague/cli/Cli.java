package org.sprague.cli;

import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;

/** Runs the real command line in-process and captures exit code, stdout and stderr. */
record Cli(int exitCode, String out, String err) {

    /** Runs the command line with an empty standard input (so {@code play} never waits). */
    static Cli run(String... args) {
        return runWithInput("", args);
    }

    /** Runs the command line with {@code input} as standard input (for {@code sprague play}). */
    static Cli runWithInput(String input, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(args, new StringReader(input), new PrintWriter(out, true), new PrintWriter(err, true));
        return new Cli(code, out.toString(), err.toString());
    }
}
