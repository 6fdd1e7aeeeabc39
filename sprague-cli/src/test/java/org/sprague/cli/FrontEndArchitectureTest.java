package org.sprague.cli;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * How the front ends may use the rest of Sprague (issue 22, item 6), checked on the main
 * classes of sprague-cli and sprague-web (the web's classes are on this module's class path,
 * so both front ends' rules live here, in one place).
 *
 * <p>Each front end reaches the core only through the packages listed for it below: the
 * packages each used at b3e5a0b, and the application layer ({@code org.sprague.app}, issue 22
 * item 4), which is there to shrink these lists to itself and the model; remove a package from a
 * list as soon as its front end stops needing it, never add one without the lead's say.
 */
@AnalyzeClasses(packages = {"org.sprague.cli", "org.sprague.web"}, importOptions = ImportOption.DoNotIncludeTests.class)
final class FrontEndArchitectureTest {

    /**
     * The core packages the command line uses today. Not misere, pattern, loopy and loopy.engine:
     * the quotient, pattern and graph questions go through the application layer; heap stays for grundy's checkpoints,
     * its --disk run and its plot.
     */
    static final String[] CLI_MAY_USE = {
        "org.sprague.app", "org.sprague.app.disk", "org.sprague.app.front", "org.sprague.app.json", "org.sprague.app.play",
        "org.sprague.catalog",
        "org.sprague.catalog.entry", "org.sprague.catalog.front", "org.sprague.game",
        "org.sprague.game.io", "org.sprague.game.wording",
        "org.sprague.heap", "org.sprague.heap.engine",
        "org.sprague.partizan", "org.sprague.partizan.games", "org.sprague.partizan.outcome",
        "org.sprague.search", "org.sprague.search.engine", "org.sprague.strong", "org.sprague.strong.games",
        // api10: the tier solver's types the command line used in org.sprague.strong, moved there (no new dependency)
        "org.sprague.strong.solve"};

    /**
     * The core packages the web explorer uses today. Not heap, misere, pattern, loopy,
     * impartial and strong.games: the sequence, quotient, pattern, graph and engine-move
     * questions go through the application layer.
     */
    static final String[] WEB_MAY_USE = {
        "org.sprague.app", "org.sprague.app.front", "org.sprague.app.json", "org.sprague.app.play", "org.sprague.catalog",
        "org.sprague.catalog.entry",
        "org.sprague.catalog.front", "org.sprague.game", "org.sprague.partizan",
        "org.sprague.partizan.games", "org.sprague.strong",
        // api10: PositionFiles, which the web used in org.sprague.game, moved there (no new dependency)
        "org.sprague.game.io",
        // api12: Remedy, which the web phrases (ApiHandler.remedy) and used in org.sprague.game, moved there (no new dependency)
        "org.sprague.game.wording"};

    /**
     * The web types the command line may use: {@code sprague serve} starts the server
     * ({@code WebServer}, {@code WebLimits}, {@code StrongDatabases}), and {@code solve
     * --json} shares the web's JSON shapes ({@code JsonShapes}, until the application
     * layer's answer records carry the JSON of both).
     */
    static final String[] CLI_MAY_USE_OF_THE_WEB = {
        "org.sprague.web.WebServer", "org.sprague.web.WebLimits", "org.sprague.web.StrongDatabases",
        "org.sprague.web.JsonShapes"};

    /** Packages of Sprague's modules other than the core (sprague-db's sit under core names). */
    static final String[] NOT_CORE = {
        "org.sprague.cli..", "org.sprague.web..", "org.sprague.spark..", "org.sprague.bench..",
        "org.sprague.heap.store..", "org.sprague.strong.db.."};

    /** A class of sprague-core: any Sprague package that is not another module's. */
    static final DescribedPredicate<JavaClass> CORE =
            resideInAPackage("org.sprague..").and(not(resideInAnyPackage(NOT_CORE))).as("a class of sprague-core");

    @ArchTest
    static final ArchRule CLI_USES_THE_CORE_THROUGH_ITS_LIST = noClasses().that().resideInAPackage("org.sprague.cli..")
            .should().dependOnClassesThat(CORE.and(not(resideInAnyPackage(CLI_MAY_USE))))
            .as("sprague-cli uses sprague-core only through CLI_MAY_USE");

    @ArchTest
    static final ArchRule WEB_USES_THE_CORE_THROUGH_ITS_LIST = noClasses().that().resideInAPackage("org.sprague.web..")
            .should().dependOnClassesThat(CORE.and(not(resideInAnyPackage(WEB_MAY_USE))))
            .as("sprague-web uses sprague-core only through WEB_MAY_USE");

    @ArchTest
    static final ArchRule WEB_DOES_NOT_USE_THE_CLI = noClasses().that().resideInAPackage("org.sprague.web..")
            .should().dependOnClassesThat().resideInAPackage("org.sprague.cli..");

    @ArchTest
    static final ArchRule CLI_USES_THE_WEB_ONLY_TO_SERVE = noClasses().that().resideInAPackage("org.sprague.cli..")
            .should().dependOnClassesThat(resideInAPackage("org.sprague.web..")
                    .and(not(nameIsOrIsNestedIn(CLI_MAY_USE_OF_THE_WEB))))
            .as("sprague-cli uses of sprague-web only CLI_MAY_USE_OF_THE_WEB");

    /** A class named one of {@code names}, or nested in one of them. */
    static DescribedPredicate<JavaClass> nameIsOrIsNestedIn(String... names) {
        return DescribedPredicate.describe("one of " + String.join(", ", names), c -> {
            for (String n : names) {
                if (c.getName().equals(n) || c.getName().startsWith(n + "$")) {
                    return true;
                }
            }
            return false;
        });
    }

    @ArchTest
    static final ArchRule SPARK_AND_BENCH_ARE_NOT_USED = noClasses()
            .should().dependOnClassesThat().resideInAnyPackage("org.sprague.spark..", "org.sprague.bench..")
            .as("the front ends use neither the Spark module nor the benchmarks");

    private FrontEndArchitectureTest() {
    }
}
