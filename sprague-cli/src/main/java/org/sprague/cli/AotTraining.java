package org.sprague.cli;

import java.io.PrintWriter;
import java.io.Reader;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The launcher's training run for JDK 25's ahead-of-time cache (JEP 483/514/515, {@code
 * bin/aot-cache.sh}): several {@code sprague} commands run one after the other in one JVM, so
 * that the cache holds the classes, linked call sites and method profiles of each (a JVM records
 * one training run per cache). Arguments: the commands' words, commands separated by a lone
 * {@code ";"}; their output is dropped. Exit code 0 when every command exited 0, else the first
 * other code (the launcher then keeps no cache): a training that goes wrong is seen, not cached.
 */
public final class AotTraining {

    private AotTraining() {
    }

    /** The command lines of {@code args} (split at each lone {@code ";"}, empty ones left out). */
    static List<String[]> commands(String[] args) {
        List<String[]> commands = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= args.length; i++) {
            if (i == args.length || args[i].equals(";")) {
                if (i > start) {
                    commands.add(Arrays.copyOfRange(args, start, i));
                }
                start = i + 1;
            }
        }
        return commands;
    }

    /** Runs each command of {@code args} with its output dropped; the first non-zero exit code, or 0. */
    static int train(String[] args, PrintWriter err) {
        for (String[] command : commands(args)) {
            PrintWriter none = new PrintWriter(Writer.nullWriter(), true);
            int code = Main.run(command, Reader.nullReader(), none, none);
            if (code != 0) {
                err.println("sprague: training command failed (exit " + code + "): " + String.join(" ", command));
                return code;
            }
        }
        return 0;
    }

    public static void main(String[] args) {
        PrintWriter err = new PrintWriter(System.err, true);
        System.exit(train(args, err));
    }
}
