package org.sprague.spark;

import java.io.Serializable;
import java.util.List;
import org.sprague.game.InvalidInputException;
import org.sprague.strong.StrongGame;
import org.sprague.strong.games.StrongGames;

/**
 * How the driver and every executor build the same game: a catalogue id
 * ({@code connect-four:5x4}), or the class name of a user's compiled game file and its
 * constructor's arguments. The class comes from the thread's context class loader: on
 * executors, Spark's loader of the jars added to the context ({@code sc.addJar}, the jar the
 * CLI compiles a {@code --game-file} into); on the driver, the loader {@link SparkStrongMain}
 * sets over that jar.
 */
public record GameSource(String catalogId, String className, List<String> args) implements Serializable {

    public GameSource {
        args = List.copyOf(args);
        if ((catalogId == null) == (className == null)) {
            throw new IllegalArgumentException("a catalogue id or a class name");
        }
    }

    public static GameSource catalog(String id) {
        return new GameSource(id, null, List.of());
    }

    public static GameSource ofClass(String className, List<String> args) {
        return new GameSource(null, className, args);
    }

    public StrongGame game() {
        if (catalogId != null) {
            return StrongGames.of(catalogId);
        }
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        if (loader == null) {
            loader = GameSource.class.getClassLoader();
        }
        try {
            return StrongGames.newInstance(Class.forName(className, true, loader), args);
        } catch (ClassNotFoundException e) {
            throw new InvalidInputException("strong --engine spark: no class " + className
                    + " on the driver or executor (give its jar with --game-jar)");
        }
    }

    /** A key naming the game and its arguments (one plan per key and JVM). */
    String key() {
        return catalogId != null ? catalogId : className + String.join("\u0000", args);
    }
}
