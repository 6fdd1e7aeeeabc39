package org.sprague.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The check behind {@link CoreArchitectureTest#NO_COMMAND_LINE_WORDS} finds what it should. */
class CommandLineWordsTest {

    /** A class as the rule must refuse it: a flag in a literal and one built from constants. */
    static final class Offender {
        static final String DASHES = "--";

        String remedy(int n) {
            return "raise it with " + DASHES + "max-positions " + n;
        }

        String memory() {
            return "JAVA_OPTS=-Xmx8g";
        }

        String fine() {
            return "${maxPositions} must be >= 1; heap 1: 5 -> 3";
        }
    }

    /** A class the rule accepts: parameters as templates, no flags. */
    static final class Clean {
        String message() {
            return "${maxPositions} must be >= 1; a--b is not a flag";
        }
    }

    @Test
    void theWordsAreFlagsAndMemorySettings() {
        assertTrue(CommandLineWords.WORDS.matcher("(raise it with --max-positions)").find());
        assertTrue(CommandLineWords.WORDS.matcher("JAVA_OPTS=-Xmx...").find());
        assertTrue(CommandLineWords.WORDS.matcher("-Xss4m").find());
        assertFalse(CommandLineWords.WORDS.matcher("${maxPositions} must be >= 1").find());
        assertFalse(CommandLineWords.WORDS.matcher("heap 1: 5 -> 3").find());
    }

    @Test
    void aFlagInALiteralOrAssembledFromConstantsIsFound() {
        JavaClass offender = new ClassFileImporter().importClass(Offender.class);
        List<String> found = CommandLineWords.offending(offender);
        assertEquals(2, found.size(), found.toString());
        assertTrue(found.stream().anyMatch(s -> s.contains("--max-positions")), found.toString());
        assertTrue(found.contains("JAVA_OPTS=-Xmx8g"), found.toString());
    }

    @Test
    void aClassWithoutFlagsPasses() {
        assertEquals(List.of(), CommandLineWords.offending(new ClassFileImporter().importClass(Clean.class)));
    }
}
