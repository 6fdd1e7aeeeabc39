package org.sprague.architecture;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaModifier;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The public types that sprague-core's module exports to everyone (issue 22, item 6): the
 * types a library user on the module path can name. A type counts when it lies in a package
 * the compiled {@code module-info} exports without a {@code to} clause and it is public, and,
 * if nested, every type enclosing it is public too (the rule bench/boundary-types.py counts by).
 * Local and anonymous classes never count.
 */
final class ExportedTypes {

    /** The resource listing the API, one binary type name a line ({@code #} starts a comment). */
    static final String API_LIST = "exported-api.txt";

    private ExportedTypes() {
    }

    /** The packages that {@code descriptor} exports to every module (no {@code to} clause). */
    static Set<String> unqualifiedExports(ModuleDescriptor descriptor) {
        return descriptor.exports().stream().filter(e -> !e.isQualified()).map(ModuleDescriptor.Exports::source)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    /** The descriptor of the module whose compiled classes hold {@code member}'s class. */
    static ModuleDescriptor compiledDescriptor(Class<?> member) {
        try {
            Path classes = Path.of(member.getProtectionDomain().getCodeSource().getLocation().toURI());
            return ModuleFinder.of(classes).findAll().stream().findFirst()
                    .orElseThrow(() -> new IllegalStateException("no module-info in " + classes)).descriptor();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Whether a library user outside {@code javaClass}'s package may name it. */
    static boolean visibleOutsideItsPackage(JavaClass javaClass) {
        if (javaClass.isLocalClass() || javaClass.isAnonymousClass()
                || !javaClass.getModifiers().contains(JavaModifier.PUBLIC)) {
            return false;
        }
        return javaClass.getEnclosingClass().map(ExportedTypes::visibleOutsideItsPackage).orElse(true);
    }

    /** The binary names ({@code a.b.Outer$Inner}) of the classes visible in {@code packages}. */
    static Set<String> exported(Iterable<JavaClass> classes, Set<String> packages) {
        Set<String> names = new TreeSet<>();
        for (JavaClass c : classes) {
            if (packages.contains(c.getPackageName()) && visibleOutsideItsPackage(c)) {
                names.add(c.getName());
            }
        }
        return names;
    }

    /** The API list read from the resource {@link #API_LIST} next to this class. */
    static Set<String> apiList() {
        try (InputStream in = ExportedTypes.class.getResourceAsStream(API_LIST)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + API_LIST);
            }
            return Arrays.stream(new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n"))
                    .map(l -> l.replaceFirst("#.*", "").strip()).filter(l -> !l.isEmpty())
                    .collect(Collectors.toCollection(TreeSet::new));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
