package org.sprague.cli;

import java.io.IOException;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.sprague.catalog.CustomGames;
import org.sprague.catalog.CustomGames.PositionType;
import org.sprague.catalog.entry.Game;
import org.sprague.game.Position;
import org.sprague.game.ImpartialGame;
import org.sprague.game.InvalidInputException;
import org.sprague.game.PartizanGame;
import org.sprague.search.PackedGame;

/**
 * Loads a user's game from one Java source file: compiles it with the JDK's compiler API
 * against the Sprague library (once: {@link GameFileCache} keeps the classes of each source
 * for later runs), loads the public class named like the file, and wraps it as a catalogue
 * game. The user's code runs in this process.
 */
final class GameFile {
    private GameFile() {
    }

    /** Compiles and loads {@code file}; compile errors come out like javac's (exit 2). */
    static Game load(Path file) {
        return wrap(loadClass(file), file);
    }

    /** The public class {@code file} declares, compiled (or from {@link GameFileCache}) and loaded. */
    static Class<?> loadClass(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new InvalidInputException("--game-file: no such file: " + file);
        }
        String name = file.getFileName().toString();
        if (!name.endsWith(".java")) {
            throw new InvalidInputException("--game-file: " + name + " is not a .java source file");
        }
        String className = name.substring(0, name.length() - ".java".length());
        GameFileCache.Compiled compiled = GameFileCache.compile(file, d -> format(d, file));
        Class<?> cls;
        try {
            cls = compiled.load();
        } catch (ClassNotFoundException | LinkageError e) {
            throw new InvalidInputException("--game-file: " + name + " must declare a public class " + className);
        }
        return cls;
    }

    /** A class {@link #loadClass} loaded from {@code file}, as a catalogue game named like its class. */
    static Game wrap(Class<?> cls, Path file) {
        return wrap(cls, cls.getSimpleName(), file.toString());
    }

    /** Whether {@link #wrap} takes {@code cls}: an impartial, partizan or packed game. */
    static boolean isCatalogueGame(Class<?> cls) {
        return ImpartialGame.class.isAssignableFrom(cls) || PartizanGame.class.isAssignableFrom(cls)
                || PackedGame.class.isAssignableFrom(cls);
    }

    private static Game wrap(Class<?> cls, String id, String source) {
        boolean impartial = ImpartialGame.class.isAssignableFrom(cls);
        boolean packed = PackedGame.class.isAssignableFrom(cls);
        if (!isCatalogueGame(cls)) {
            throw new InvalidInputException("--game-file: " + id + " must implement org.sprague.game.ImpartialGame,"
                    + " org.sprague.game.PartizanGame or org.sprague.search.PackedGame");
        }
        if (Modifier.isAbstract(cls.getModifiers())) {
            throw new InvalidInputException("--game-file: " + id + " is abstract; it must be a concrete class");
        }
        if (!Modifier.isPublic(cls.getModifiers())) {
            throw new InvalidInputException("--game-file: class " + id + " is not public; declare it"
                    + " 'public class " + id + "' so Sprague can create it");
        }
        Object instance;
        try {
            instance = cls.getDeclaredConstructor().newInstance();
        } catch (java.lang.reflect.InvocationTargetException e) {
            throw new InvalidInputException("--game-file: " + id + "'s constructor threw " + UserCode.describe(e.getCause()));
        } catch (ExceptionInInitializerError e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            throw new InvalidInputException("--game-file: " + id + "'s static initializer threw " + UserCode.describe(cause));
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            throw new InvalidInputException("--game-file: " + id + " needs a public no-argument constructor ("
                    + e.getClass().getSimpleName() + ")");
        }
        if (packed) {
            return CustomGames.packed(id, (PackedGame) instance, source);
        }
        Class<?> record = recordPositions(cls, impartial ? ImpartialGame.class : PartizanGame.class);
        if (record != null && impartial) {
            return CustomGames.impartialRecords(id, (ImpartialGame<?>) instance, record, source);
        }
        PositionType type = positionType(cls, impartial ? ImpartialGame.class : PartizanGame.class, id);
        return impartial ? CustomGames.impartial(id, (ImpartialGame<?>) instance, type, source)
                : CustomGames.partizan(id, (PartizanGame<?>) instance, type, source);
    }

    /** The game's position type argument when it is a record, else null. */
    private static Class<?> recordPositions(Class<?> cls, Class<?> iface) {
        return typeArgument(cls, iface) instanceof Class<?> arg && arg.isRecord() && arg != Position.class ? arg : null;
    }

    /** The game's position type argument: Position, Integer or Long. */
    private static PositionType positionType(Class<?> cls, Class<?> iface, String id) {
        Type arg = typeArgument(cls, iface);
        if (arg == null) {
            throw new InvalidInputException("--game-file: " + id + " must implement " + iface.getSimpleName()
                    + "<Position>, <Integer> or <Long> directly");
        }
        if (arg == Position.class) {
            return PositionType.POSITION;
        }
        if (arg == Integer.class) {
            return PositionType.INTEGER;
        }
        if (arg == Long.class) {
            return PositionType.LONG;
        }
        throw new InvalidInputException("--game-file: " + id + " uses positions of type " + arg.getTypeName()
                + "; use org.sprague.game.Position, Integer, Long or a record of whole numbers");
    }

    /** The type argument of {@code iface} where {@code cls} or a superclass implements it directly, else null. */
    private static Type typeArgument(Class<?> cls, Class<?> iface) {
        for (Class<?> c = cls; c != null; c = c.getSuperclass()) {
            for (Type t : c.getGenericInterfaces()) {
                if (t instanceof ParameterizedType pt && pt.getRawType() == iface) {
                    return pt.getActualTypeArguments()[0];
                }
            }
        }
        return null;
    }

    /** Diagnostics as javac prints them: file:line: error: message, the line, a caret. */
    static String format(List<Diagnostic<? extends JavaFileObject>> diagnostics, Path file) {
        List<String> lines = new ArrayList<>();
        int errors = 0;
        for (Diagnostic<? extends JavaFileObject> d : diagnostics) {
            if (d.getKind() != Diagnostic.Kind.ERROR) {
                continue;
            }
            errors++;
            String src = d.getSource() == null ? file.toString() : Path.of(d.getSource().toUri()).getFileName().toString();
            lines.add(src + ":" + d.getLineNumber() + ": error: " + d.getMessage(Locale.ROOT));
            try {
                String code = Files.readAllLines(file, StandardCharsets.UTF_8).get((int) d.getLineNumber() - 1);
                lines.add(code);
                lines.add(" ".repeat((int) Math.max(0, d.getColumnNumber() - 1)) + "^");
            } catch (IOException | IndexOutOfBoundsException e) {
                // no source line to show
            }
        }
        lines.add(errors + (errors == 1 ? " error" : " errors"));
        return String.join(System.lineSeparator(), lines);
    }
}
