package org.sprague.cli;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.jar.JarEntry;
import java.util.jar.JarInputStream;
import java.util.jar.JarOutputStream;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.sprague.game.InvalidInputException;
import org.sprague.game.io.AtomicFiles;

/**
 * Compiles a user's game file once: javac (the JDK's compiler API) runs in memory, and the
 * classes it writes are kept as one jar per source in a cache directory, named by a SHA-256
 * of the source bytes, the file's name, the compiler options, the JDK's feature version and
 * the identity (path, size, modification time) of the Sprague classes compiled against. A
 * later run of the same file, on the same build and JDK, reads the jar (milliseconds) instead
 * of starting javac (about 1 s of CPU: most of what a small {@code solve --game-file} cost).
 *
 * <p>Safety: a jar is written to a temporary sibling named with this process's id and then
 * renamed over the entry atomically, so two processes compiling the same file at once each
 * leave a whole jar and a kill -9 never leaves a half-written entry (a temporary file of a
 * process no longer alive is removed by the next compile). Each jar carries an index with its
 * key and a SHA-256 of its classes: an entry that fails the check or cannot be read is
 * compiled again, never fatal. Compile errors are not cached. Nothing goes to a temporary
 * directory: classes are defined from memory.
 *
 * <p>Ownership: the cache removes only what it wrote. Its files are named by patterns of its
 * own ({@code sprague-game-<40 hex>.jar}, and {@code sprague-game-<40 hex>.jar.tmp-<pid>-<n>}
 * while one is written), and it trims or sweeps only in a directory holding its marker file
 * {@value #MARKER}, which it writes in a directory it creates or finds empty. A directory
 * that already held other files (say {@code SPRAGUE_GAME_CACHE_DIR=$HOME}) gets entries but
 * never loses a file: nothing is removed there, not even the cache's own.
 *
 * <p>Where: {@code $SPRAGUE_GAME_CACHE_DIR} (or the system property {@code sprague.gameCache.dir}),
 * else {@code $XDG_CACHE_HOME/sprague/game-files}, else {@code ~/.cache/sprague/game-files}.
 * {@code SPRAGUE_GAME_CACHE=0} (or {@code -Dsprague.gameCache=0}) turns it off; at most
 * {@code SPRAGUE_GAME_CACHE_MAX} entries (default {@value #DEFAULT_MAX_ENTRIES}) are kept,
 * the least recently used removed first. docs/game-files.md, "Compiled once".
 */
final class GameFileCache {
    /** Entries kept when SPRAGUE_GAME_CACHE_MAX is not set. */
    static final int DEFAULT_MAX_ENTRIES = 64;

    /** The index inside each cached jar: key, class name, SHA-256 of the classes. */
    private static final String INDEX = "META-INF/sprague-game-file.properties";

    /**
     * javac's options besides {@code -d}/{@code -classpath}: no annotation processing, no
     * warnings, no class files for sources found on the class path; line numbers and the
     * source file name stay (javac's default {@code -g:source,lines}) so an exception in the
     * user's code names its line. Classes for Java 21, so a Spark executor on any JDK >= 21
     * loads them.
     */
    private static final List<String> OPTIONS = List.of("-proc:none", "-nowarn", "-implicit:none", "--release", "21");

    /** Bumped when the layout of an entry changes, so old entries are not read. */
    private static final String FORMAT = "sprague-game-file-cache 1";

    /** The marker file of a directory that is the cache's own (entries in it may be trimmed). */
    static final String MARKER = ".sprague-game-cache";

    /** The names of entries, and of entries being written (pid, then a random part). */
    private static final Pattern ENTRY = Pattern.compile("sprague-game-[0-9a-f]{40}\\.jar");
    private static final Pattern TEMPORARY = Pattern.compile(
            "sprague-game-[0-9a-f]{40}\\.jar\\.tmp-([0-9]{1,19})-[0-9a-z]{1,13}");
    /** Entries of the versions before the prefix (a directory of only these is adopted, they are left alone). */
    private static final Pattern LEGACY = Pattern.compile("[0-9a-f]{40}\\.jar(\\.tmp-[0-9]+-[0-9]+)?");

    private GameFileCache() {
    }

    /**
     * A compiled game file: its top-level class's binary name, every class's bytes by binary
     * name, the cached jar holding them (null when the cache is off) and whether they came
     * from the cache (no javac in this run).
     */
    record Compiled(String className, Map<String, byte[]> classes, Path jar, boolean fromCache) {
        Compiled {
            classes = Map.copyOf(classes);
        }

        /** The game's class, defined in a new loader whose parent is Sprague's. */
        Class<?> load() throws ClassNotFoundException {
            return new MemoryClassLoader(classes, GameFileCache.class.getClassLoader()).loadClass(className);
        }

        /** The jar of the classes (for Spark): the cached one, or a new one deleted at exit when the cache is off. */
        Path jarFile() {
            if (jar != null && Files.isRegularFile(jar)) {
                return jar;
            }
            try {
                Path tmp = Files.createTempFile("sprague-game-", ".jar");
                tmp.toFile().deleteOnExit();
                Files.write(tmp, jarBytes(classes, new Properties()));
                return tmp;
            } catch (IOException e) {
                throw new InvalidInputException("--game-file: cannot write the jar of its classes: " + e.getMessage());
            }
        }
    }

    /** The cache directory, or null when the cache is turned off. */
    static Path directory() {
        String off = setting("SPRAGUE_GAME_CACHE", "sprague.gameCache");
        if (off != null && (off.equals("0") || off.equalsIgnoreCase("off") || off.equalsIgnoreCase("false"))) {
            return null;
        }
        String dir = setting("SPRAGUE_GAME_CACHE_DIR", "sprague.gameCache.dir");
        if (dir != null && !dir.isBlank()) {
            return Path.of(dir);
        }
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute() ? Path.of(xdg)
                : Path.of(System.getProperty("user.home"), ".cache");
        return base.resolve("sprague").resolve("game-files");
    }

    private static String setting(String env, String property) {
        String p = System.getProperty(property);
        return p != null ? p : System.getenv(env);
    }

    static int maxEntries() {
        String s = setting("SPRAGUE_GAME_CACHE_MAX", "sprague.gameCache.max");
        try {
            return s == null ? DEFAULT_MAX_ENTRIES : Math.max(1, Integer.parseInt(s.strip()));
        } catch (NumberFormatException e) {
            return DEFAULT_MAX_ENTRIES;
        }
    }

    /**
     * The classes of {@code file} (a readable .java file whose name gives the class), from the
     * cache or compiled now against the running Sprague; {@code errors} turns javac's error
     * diagnostics into the message of the InvalidInputException thrown when it does not compile.
     */
    static Compiled compile(Path file, Function<List<Diagnostic<? extends JavaFileObject>>, String> errors) {
        return compile(file, directory(), maxEntries(), errors);
    }

    /** {@link #compile(Path, Function)} with the cache in {@code dir} (null: no cache) of at most {@code maxEntries}. */
    static Compiled compile(Path file, Path dir, int maxEntries,
            Function<List<Diagnostic<? extends JavaFileObject>>, String> errors) {
        String name = file.getFileName().toString();
        String simpleName = name.substring(0, name.length() - ".java".length());
        byte[] source;
        try {
            source = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new InvalidInputException("--game-file: cannot read " + file + ": " + e.getMessage());
        }
        String key = key(name, source);
        Path entry = dir == null ? null : dir.resolve("sprague-game-" + key.substring(0, 40) + ".jar");
        if (entry != null) {
            Compiled hit = read(entry, key);
            if (hit != null) {
                return hit;
            }
        }
        Map<String, byte[]> classes = javac(file, source, errors);
        String className = topLevel(classes.keySet(), simpleName);
        if (className == null) {
            throw new InvalidInputException("--game-file: " + name + " must declare a public class " + simpleName);
        }
        Path written = entry == null ? null : write(dir, entry, key, className, classes, maxEntries);
        return new Compiled(className, classes, written, false);
    }

    /** The class named like the file: {@code Name} or {@code some.pkg.Name}, not a nested class. */
    private static String topLevel(Iterable<String> names, String simpleName) {
        for (String n : names) {
            if (n.equals(simpleName) || n.endsWith("." + simpleName)) {
                return n;
            }
        }
        return null;
    }

    /** SHA-256 of everything the classes depend on, in hex. */
    static String key(String fileName, byte[] source) {
        MessageDigest sha = sha256();
        StringBuilder head = new StringBuilder(FORMAT).append('\n').append(fileName).append('\n')
                .append(Runtime.version().feature()).append('\n').append(String.join(" ", OPTIONS)).append('\n');
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            head.append(identity(Path.of(entry))).append('\n');
        }
        sha.update(head.toString().getBytes(StandardCharsets.UTF_8));
        sha.update(source);
        return HexFormat.of().formatHex(sha.digest());
    }

    /** A class path entry's identity: path, size and modification time (the newest file's, for a directory). */
    private static String identity(Path p) {
        try {
            if (Files.isDirectory(p)) {
                long newest = 0;
                long count = 0;
                try (var walk = Files.walk(p)) {
                    for (Path f : (Iterable<Path>) walk.filter(Files::isRegularFile)::iterator) {
                        newest = Math.max(newest, Files.getLastModifiedTime(f).toMillis());
                        count++;
                    }
                }
                return p.toAbsolutePath() + " dir " + count + " " + newest;
            }
            return p.toAbsolutePath() + " " + Files.size(p) + " " + Files.getLastModifiedTime(p).toMillis();
        } catch (IOException | RuntimeException e) {
            return p.toAbsolutePath() + " ?";
        }
    }

    /** The entry's classes when its index matches {@code key} and its classes their digest; else null. */
    private static Compiled read(Path entry, String key) {
        if (!Files.isRegularFile(entry)) {
            return null;
        }
        try (JarInputStream in = new JarInputStream(Files.newInputStream(entry), true)) {
            Map<String, byte[]> classes = new TreeMap<>();
            Properties index = null;
            for (JarEntry e; (e = in.getNextJarEntry()) != null; ) {
                byte[] bytes = in.readAllBytes();
                if (e.getName().equals(INDEX)) {
                    index = new Properties();
                    index.load(new java.io.ByteArrayInputStream(bytes));
                } else if (e.getName().endsWith(".class")) {
                    String n = e.getName();
                    classes.put(n.substring(0, n.length() - ".class".length()).replace('/', '.'), bytes);
                }
            }
            if (index == null || !key.equals(index.getProperty("key")) || classes.isEmpty()
                    || !digest(classes).equals(index.getProperty("classes-sha256"))
                    || !classes.containsKey(index.getProperty("class"))) {
                return null;
            }
            try {
                // least recently used goes first when the cache is trimmed
                Files.setLastModifiedTime(entry, FileTime.fromMillis(System.currentTimeMillis()));
            } catch (IOException e) {
                // a read-only cache still serves
            }
            return new Compiled(index.getProperty("class"), classes, entry, true);
        } catch (IOException | RuntimeException e) {
            return null; // unreadable or corrupt: compiled again and replaced
        }
    }

    /** Writes the entry atomically, trims the cache; the entry's path, or null when it cannot be written. */
    private static Path write(Path dir, Path entry, String key, String className, Map<String, byte[]> classes,
            int maxEntries) {
        try {
            boolean owned = claim(dir);
            if (owned) {
                sweep(dir);
            }
            Properties index = new Properties();
            index.setProperty("key", key);
            index.setProperty("class", className);
            index.setProperty("classes-sha256", digest(classes));
            // no atomic rename (an IOException): no entry rather than a torn one
            AtomicFiles.replace(entry, AtomicFiles.privateTemp(entry), jarBytes(classes, index));
            if (owned) {
                trim(dir, maxEntries);
            }
            return entry;
        } catch (IOException | RuntimeException e) {
            return null; // a cache that cannot be written only costs the next run a compile
        }
    }

    /**
     * Creates {@code dir} if needed and says whether it is the cache's own: it holds the
     * marker, or it was just created or holds nothing but the cache's files (entries of this
     * version, or of earlier ones, named without the prefix: then the marker is written).
     * Entries of earlier versions are never read or removed.
     */
    private static boolean claim(Path dir) throws IOException {
        Path marker = dir.resolve(MARKER);
        if (Files.isRegularFile(marker, LinkOption.NOFOLLOW_LINKS)) {
            return true;
        }
        Files.createDirectories(dir);
        try (var files = Files.list(dir)) {
            if (files.anyMatch(f -> !cacheFile(f.getFileName().toString()))) {
                return false; // a directory of other files: add entries, remove nothing
            }
        }
        Files.writeString(marker, "Sprague's compile cache of game files (docs/game-files.md). Sprague removes"
                + " only its own files here (sprague-game-*.jar and their temporary files), and only because"
                + " this marker is here.\n", StandardCharsets.UTF_8);
        return true;
    }

    private static boolean cacheFile(String name) {
        return name.equals(MARKER) || ENTRY.matcher(name).matches() || TEMPORARY.matcher(name).matches()
                || LEGACY.matcher(name).matches();
    }

    /** Removes the cache's temporary files left by processes that died (kill -9) while writing an entry. */
    private static void sweep(Path dir) throws IOException {
        long hourAgo = System.currentTimeMillis() - 3_600_000L;
        try (var files = Files.list(dir)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                Matcher m = TEMPORARY.matcher(f.getFileName().toString());
                if (!m.matches() || !Files.isRegularFile(f, LinkOption.NOFOLLOW_LINKS)) {
                    continue;
                }
                boolean alive;
                try {
                    alive = ProcessHandle.of(Long.parseLong(m.group(1))).map(ProcessHandle::isAlive).orElse(false);
                } catch (NumberFormatException e) {
                    alive = false;
                }
                if (!alive || Files.getLastModifiedTime(f).toMillis() < hourAgo) {
                    Files.deleteIfExists(f);
                }
            }
        }
    }

    /** Keeps the newest SPRAGUE_GAME_CACHE_MAX entries (by modification time, refreshed on each hit). */
    private static void trim(Path dir, int max) throws IOException {
        List<Path> jars = new ArrayList<>();
        try (var files = Files.list(dir)) {
            files.filter(f -> ENTRY.matcher(f.getFileName().toString()).matches()
                    && Files.isRegularFile(f, LinkOption.NOFOLLOW_LINKS)).forEach(jars::add);
        }
        if (jars.size() <= max) {
            return;
        }
        Map<Path, Long> times = new java.util.HashMap<>();
        for (Path j : jars) {
            try {
                times.put(j, Files.getLastModifiedTime(j).toMillis());
            } catch (IOException e) {
                times.put(j, 0L);
            }
        }
        jars.sort(Comparator.comparing((Path j) -> times.get(j)).reversed());
        for (Path old : jars.subList(max, jars.size())) {
            Files.deleteIfExists(old);
        }
    }

    private static byte[] jarBytes(Map<String, byte[]> classes, Properties index) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (JarOutputStream out = new JarOutputStream(bytes)) {
            if (!index.isEmpty()) {
                out.putNextEntry(new JarEntry(INDEX));
                index.store(out, null);
                out.closeEntry();
            }
            for (Map.Entry<String, byte[]> c : new TreeMap<>(classes).entrySet()) {
                out.putNextEntry(new JarEntry(c.getKey().replace('.', '/') + ".class"));
                out.write(c.getValue());
                out.closeEntry();
            }
        }
        return bytes.toByteArray();
    }

    private static String digest(Map<String, byte[]> classes) {
        MessageDigest sha = sha256();
        for (Map.Entry<String, byte[]> c : new TreeMap<>(classes).entrySet()) {
            sha.update(c.getKey().getBytes(StandardCharsets.UTF_8));
            sha.update((byte) 0);
            sha.update(Integer.toString(c.getValue().length).getBytes(StandardCharsets.UTF_8));
            sha.update((byte) 0);
            sha.update(c.getValue());
        }
        return HexFormat.of().formatHex(sha.digest());
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    /**
     * Runs javac on {@code source}, the bytes of {@code file} read once (so the classes cached
     * are those of the bytes hashed, even when the file changes meanwhile), against the running
     * Sprague, keeping the class files in memory.
     */
    private static Map<String, byte[]> javac(Path file, byte[] source,
            Function<List<Diagnostic<? extends JavaFileObject>>, String> errors) {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        if (compiler == null) {
            throw new InvalidInputException("--game-file needs a JDK (with javac), not a JRE: run through ./sprague");
        }
        Map<String, byte[]> classes = new TreeMap<>();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager std = compiler.getStandardFileManager(diagnostics, Locale.ROOT,
                StandardCharsets.UTF_8); JavaFileManager fm = new InMemoryOutput(std, classes)) {
            List<String> options = new ArrayList<>(OPTIONS);
            options.addAll(List.of("-classpath", System.getProperty("java.class.path")));
            String text = OldGameFileImports.rewrite(new String(source, StandardCharsets.UTF_8));
            JavaFileObject unit = new SimpleJavaFileObject(file.toAbsolutePath().toUri(), JavaFileObject.Kind.SOURCE) {
                @Override
                public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                    return text;
                }
            };
            boolean ok = compiler.getTask(null, fm, diagnostics, options, null, List.of(unit)).call();
            if (!ok) {
                throw new InvalidInputException(errors.apply(diagnostics.getDiagnostics()));
            }
        } catch (IOException e) {
            throw new InvalidInputException("--game-file: " + e.getMessage());
        }
        return classes;
    }

    /** javac's class output kept in a map by binary name (no directory on disk). */
    private static final class InMemoryOutput extends ForwardingJavaFileManager<StandardJavaFileManager> {
        private final Map<String, byte[]> classes;

        InMemoryOutput(StandardJavaFileManager fm, Map<String, byte[]> classes) {
            super(fm);
            this.classes = classes;
        }

        @Override
        public JavaFileObject getJavaFileForOutput(Location location, String className, JavaFileObject.Kind kind,
                FileObject sibling) {
            URI uri = URI.create("mem:///" + className.replace('.', '/') + kind.extension);
            return new SimpleJavaFileObject(uri, kind) {
                @Override
                public OutputStream openOutputStream() {
                    return new ByteArrayOutputStream() {
                        @Override
                        public void close() {
                            classes.put(className, toByteArray());
                        }
                    };
                }
            };
        }
    }

    /** Defines a game file's classes from their bytes. */
    private static final class MemoryClassLoader extends ClassLoader {
        private final Map<String, byte[]> classes;

        MemoryClassLoader(Map<String, byte[]> classes, ClassLoader parent) {
            super("sprague-game-file", parent);
            this.classes = classes;
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            byte[] b = classes.get(name);
            if (b == null) {
                throw new ClassNotFoundException(name);
            }
            return defineClass(name, b, 0, b.length);
        }
    }
}
