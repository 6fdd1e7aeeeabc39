package org.sprague.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * A module-path user can call only what names exported types: a public or protected member of an
 * exported type whose signature (parameters, return type, thrown types, type arguments) names a
 * type of a package exported to Sprague's modules only, or to none, is unusable to them. Such
 * members are listed in {@code exported-signatures.txt} ("Owner#member -> the type it names"),
 * each with the reason it stays; this test fails on one not listed (hide it, or replace the type
 * with an exported or JDK one) and on a listed one that is gone (delete its line). The issue
 * 22 target is none.
 */
class ExportedSignaturesTest {
    static final String LIST = "exported-signatures.txt";

    @Test
    void noExportedSignatureNamesANonExportedTypeButTheListedOnes() throws ClassNotFoundException {
        Set<String> packages = ExportedTypes.unqualifiedExports(
                ExportedTypes.compiledDescriptor(org.sprague.catalog.Catalog.class));
        Set<String> found = new TreeSet<>();
        for (String name : ExportedTypes.apiList()) {
            Class<?> owner = Class.forName(name, false, ExportedSignaturesTest.class.getClassLoader());
            String ownerName = owner.getName().replace("org.sprague.", "");
            for (Constructor<?> c : owner.getDeclaredConstructors()) {
                check(packages, found, ownerName + "#<init>" + arity(c), c, owner);
            }
            for (Method m : owner.getDeclaredMethods()) {
                if (!m.isSynthetic() && !m.isBridge()) {
                    check(packages, found, ownerName + "#" + m.getName() + arity(m), m, owner);
                    if (visible(m.getModifiers(), owner)) {
                        names(packages, found, ownerName + "#" + m.getName() + arity(m), m.getGenericReturnType());
                    }
                }
            }
            for (Field f : owner.getDeclaredFields()) {
                if (!f.isSynthetic() && visible(f.getModifiers(), owner)) {
                    names(packages, found, ownerName + "#" + f.getName(), f.getGenericType());
                }
            }
        }
        Set<String> listed = listed();
        Set<String> added = new TreeSet<>(found);
        added.removeAll(listed);
        Set<String> gone = new TreeSet<>(listed);
        gone.removeAll(found);
        assertEquals(Set.of(), added, "exported members whose signature names a type a module-path user cannot"
                + " name, not on " + LIST + " (hide the member, or name an exported or JDK type); all found:\n"
                + String.join("\n", found));
        assertEquals(Set.of(), gone, "lines of " + LIST + " that no longer apply: delete them");
    }

    private static String arity(Executable e) {
        return "/" + e.getParameterCount();
    }

    private static boolean visible(int modifiers, Class<?> owner) {
        return Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers) && !Modifier.isFinal(owner.getModifiers());
    }

    private static void check(Set<String> packages, Set<String> found, String member, Executable e, Class<?> owner) {
        if (e.isSynthetic() || !visible(e.getModifiers(), owner)) {
            return;
        }
        for (Type t : e.getGenericParameterTypes()) {
            names(packages, found, member, t);
        }
        for (Type t : e.getGenericExceptionTypes()) {
            names(packages, found, member, t);
        }
    }

    /** Adds "member -> type" for every non-exported Sprague type {@code t} names. */
    private static void names(Set<String> packages, Set<String> found, String member, Type t) {
        if (t instanceof Class<?> c) {
            while (c.isArray()) {
                c = c.getComponentType();
            }
            if (c.getName().startsWith("org.sprague.") && !packages.contains(c.getPackageName())) {
                found.add(member + " -> " + c.getName().replace("org.sprague.", ""));
            }
        } else if (t instanceof ParameterizedType p) {
            names(packages, found, member, p.getRawType());
            for (Type a : p.getActualTypeArguments()) {
                names(packages, found, member, a);
            }
        } else if (t instanceof GenericArrayType a) {
            names(packages, found, member, a.getGenericComponentType());
        } else if (t instanceof WildcardType w) {
            for (Type b : w.getUpperBounds()) {
                names(packages, found, member, b);
            }
            for (Type b : w.getLowerBounds()) {
                names(packages, found, member, b);
            }
        }
    }

    private static Set<String> listed() {
        try (InputStream in = ExportedSignaturesTest.class.getResourceAsStream(LIST)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + LIST);
            }
            return Arrays.stream(new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n"))
                    .filter(l -> !l.startsWith("#")).map(l -> l.replaceFirst("\\s+#.*$", "").strip())
                    .filter(l -> !l.isEmpty())
                    .collect(Collectors.toCollection(TreeSet::new));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
