package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.importer.ClassFileImporter;
import org.junit.jupiter.api.Test;

/** The front ends' allow-list of {@link FrontEndArchitectureTest} refuses what it should. */
class FrontEndAllowListTest {

    /** A command-line class as the list refuses it: it reaches into the retrograde engine. */
    static final class ReachesIntoTheEngine {
        int vertices(org.sprague.retrograde.MoveGraph g) {
            return g.vertexCount();
        }
    }

    @Test
    void aCommandLineClassOutsideItsListIsRefused() {
        AssertionError e = assertThrows(AssertionError.class, () -> FrontEndArchitectureTest.CLI_USES_THE_CORE_THROUGH_ITS_LIST
                .check(new ClassFileImporter().importClasses(ReachesIntoTheEngine.class)));
        assertTrue(e.getMessage().contains("org.sprague.retrograde.MoveGraph"), e.getMessage());
    }
}
