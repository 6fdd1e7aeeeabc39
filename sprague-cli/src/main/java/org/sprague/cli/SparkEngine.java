package org.sprague.cli;

import java.nio.file.Path;
import java.util.List;
import org.sprague.game.InvalidInputException;
import picocli.CommandLine.Model.CommandSpec;

/** {@code sprague strong --engine spark}: runs the sprague-spark module's solver in a child JVM. */
final class SparkEngine {
    private SparkEngine() {
    }

    static int run(CommandSpec spec, List<String> words, Path db, Path gameFile, boolean fresh, String master,
            boolean json) {
        throw new InvalidInputException("--engine spark: the Spark engine is not built in this version");
    }
}
