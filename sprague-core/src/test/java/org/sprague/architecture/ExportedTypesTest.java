package org.sprague.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.lang.module.ModuleDescriptor;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link ExportedTypes} counts what a user outside the package can name, and only that (this
 * class is public, so that its public nested classes below count).
 */
public class ExportedTypesTest {

    /** A public type nested in a package-private one. */
    static final class Hidden {
        /** Public, but its enclosing type is not: does not count. */
        public static final class Inner {
        }
    }

    /** A public type nested in a public one. */
    public static final class Shown {
        /** Public in a public type: counts. */
        public static final class Inner {
        }

        /** Package-private: does not count. */
        static final class PackageInner {
        }
    }

    @Test
    void aNestedTypeCountsOnlyWhenEveryEnclosingTypeIsPublic() {
        JavaClasses classes = new ClassFileImporter().importClasses(ExportedTypesTest.class, Hidden.class,
                Hidden.Inner.class, Shown.class, Shown.Inner.class, Shown.PackageInner.class);
        assertEquals(Set.of(ExportedTypesTest.class.getName(), Shown.class.getName(), Shown.Inner.class.getName()),
                ExportedTypes.exported(classes, Set.of("org.sprague.architecture")));
        assertEquals(Set.of(), ExportedTypes.exported(classes, Set.of("org.sprague.game")));
        assertFalse(ExportedTypes.visibleOutsideItsPackage(classes.get(Hidden.Inner.class)));
        assertTrue(ExportedTypes.visibleOutsideItsPackage(classes.get(Shown.Inner.class)));
    }

    @Test
    void onlyExportsWithoutATargetAreExportedToAll() {
        ModuleDescriptor d = ModuleDescriptor.newModule("m").exports("a")
                .exports(Set.of(), "b", Set.of("other")).packages(Set.of("c")).build();
        assertEquals(Set.of("a"), ExportedTypes.unqualifiedExports(d));
    }

    @Test
    void theApiListIsReadWithoutCommentsOrBlankLines() {
        Set<String> api = ExportedTypes.apiList();
        assertTrue(api.contains("org.sprague.app.Sprague"), "the application layer is API");
        assertTrue(api.stream().noneMatch(l -> l.startsWith("#") || l.isBlank()));
    }
}
