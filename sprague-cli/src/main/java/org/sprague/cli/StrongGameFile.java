package org.sprague.cli;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.sprague.game.InvalidInputException;
import org.sprague.strong.StrongGame;
import org.sprague.strong.StrongGames;

/**
 * The game of {@code sprague strong}, {@code query} and {@code play --db}: a catalogue id, or
 * a user's Java source file with a public class implementing {@link StrongGame} (compiled
 * against the running Sprague with the JDK's compiler and loaded in this process; its
 * constructor takes the remaining arguments as {@code String...}, or nothing).
 */
final class StrongGameFile {
    private StrongGameFile() {
    }

    /** The game with catalogue id {@code id}, or from {@code file} (then {@code args} go to its constructor). */
    static StrongGame resolve(String id, Path file, List<String> args) {
        if (file == null) {
            return StrongGames.of(id);
        }
        return load(file, args);
    }

    static StrongGame load(Path file, List<String> args) {
        return instantiate(compile(file), args);
    }

    /** An instance of the compiled game, its constructor given {@code args}. */
    static StrongGame instantiate(Compiled c, List<String> args) {
        try {
            URLClassLoader loader = new URLClassLoader(new URL[] {c.classes().toUri().toURL()},
                    StrongGameFile.class.getClassLoader());
            return StrongGames.newInstance(loader.loadClass(c.className()), args);
        } catch (IOException | ClassNotFoundException e) {
            throw new InvalidInputException("--game-file: cannot load " + c.className() + ": " + e.getMessage());
        }
    }

    /**
     * A game file compiled: the directory of its classes (inside a temporary directory of its
     * own, {@code sprague-strong-game*} under {@code java.io.tmpdir}, where {@code --engine spark}
     * also writes their jar) and its class's binary name.
     */
    record Compiled(Path classes, String className) {
    }

    /**
     * Compiles {@code file} against the running Sprague into {@code classes/} of a new temporary
     * directory, removed with everything in it (the Spark jar too) when the process ends,
     * normally or by a signal other than {@code kill -9}.
     */
    static Compiled compile(Path file) {
        String name = file.getFileName().toString();
        if (!name.endsWith(".java") || !Files.isRegularFile(file)) {
            throw new InvalidInputException("--game-file: " + file + " is not a readable .java file");
        }
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        if (compiler == null) {
            throw new InvalidInputException("--game-file needs a JDK (this Java has no compiler)");
        }
        String className = name.substring(0, name.length() - ".java".length());
        try {
            Path root = Files.createTempDirectory("sprague-strong-game");
            deleteOnExit(root);
            Path out = Files.createDirectory(root.resolve("classes"));
            DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
            try (StandardJavaFileManager fm = compiler.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8)) {
                List<String> options = List.of("-d", out.toString(), "-classpath", System.getProperty("java.class.path"),
                        "-proc:none", "--release", "21");
                boolean ok = compiler.getTask(null, fm, diagnostics, options, null, fm.getJavaFileObjects(file)).call();
                if (!ok) {
                    var d = diagnostics.getDiagnostics().stream()
                            .filter(x -> x.getKind() == javax.tools.Diagnostic.Kind.ERROR).findFirst();
                    throw new InvalidInputException("--game-file: " + name + " does not compile" + d
                            .map(x -> " (line " + x.getLineNumber() + ": " + x.getMessage(null) + ")").orElse(""));
                }
            }
            String src = Files.readString(file);
            var m = java.util.regex.Pattern.compile("(?m)^\\s*package\\s+([\\w.]+)\\s*;").matcher(src);
            String fqcn = m.find() ? m.group(1) + "." + className : className;
            return new Compiled(out, fqcn);
        } catch (IOException e) {
            throw new InvalidInputException("--game-file: cannot load " + name + ": " + e.getMessage());
        }
    }

    /** Deletes {@code dir} and its contents at exit (File.deleteOnExit cannot remove a full directory). */
    private static void deleteOnExit(Path dir) {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try (var walk = Files.walk(dir)) {
                walk.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            } catch (IOException e) {
                // best effort: a temporary directory
            }
        }, "sprague-game-file-cleanup"));
    }
}
