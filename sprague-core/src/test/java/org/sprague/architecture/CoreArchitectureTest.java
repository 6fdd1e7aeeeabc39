package org.sprague.architecture;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The layering of sprague-core's main code, checked on its compiled classes (issue 22, item
 * 6). Tests are left out: a test may reach into any package it checks.
 *
 * <p>The package graph of the core has no cycle: every Java package is a node, so
 * {@code catalog} and {@code catalog.games} are two (jdeps counted 4 cycles at b3e5a0b:
 * impartial/search, catalog/catalog.games, loopy/retrograde, strong/strong.games).
 */
@AnalyzeClasses(packages = "org.sprague", importOptions = ImportOption.DoNotIncludeTests.class)
final class CoreArchitectureTest {

    /** The packages of the other modules: the core is below all of them. */
    static final String[] OTHER_MODULES = {
        "org.sprague.cli..", "org.sprague.web..", "org.sprague.spark..", "org.sprague.bench..",
        // sprague-db's packages sit under core names but are not core packages
        "org.sprague.heap.store..", "org.sprague.strong.db.."};

    /** Every Java package of the core is its own slice; the slices form no cycle. */
    @ArchTest
    static final ArchRule NO_PACKAGE_CYCLES = slices().matching("org.sprague.(**)")
            .as("the packages of sprague-core").should().beFreeOfCycles();

    /**
     * The same, by Tarjan's algorithm over every package: ArchUnit 1.5.0's cycle search
     * missed one of four cycles here (see {@link PackageCycles}). Also checks that the import
     * saw the whole core, so neither rule passes on nothing.
     */
    @ArchTest
    static void noPackageCyclesByStrongComponents(JavaClasses classes) {
        java.util.Map<String, java.util.Set<String>> graph = PackageCycles.packageGraph(classes, "org.sprague.");
        assertTrue(graph.containsKey("org.sprague.catalog.games") && graph.containsKey("org.sprague.game")
                && graph.size() >= 15, "the core's packages were imported: " + graph.keySet());
        assertEquals(java.util.List.of(), PackageCycles.of(graph), "package cycles (strongly connected groups)");
    }

    /**
     * The model's base knows nothing else of Sprague, so every other package may build on it:
     * {@code game} and the packages below it, {@code game.wording} (its messages' templates) and
     * {@code game.codec} ({@code LongNumbers}, which {@code Position} implements for the memos).
     */
    @ArchTest
    static final ArchRule GAME_IS_THE_BASE = noClasses().that().resideInAPackage("org.sprague.game..")
            .should().dependOnClassesThat(resideInAPackage("org.sprague..")
                    .and(not(resideInAPackage("org.sprague.game.."))))
            .as("org.sprague.game and org.sprague.game.wording depend on no other Sprague package");

    /**
     * The catalogue is below the pattern finder: the pattern finder reads games from the
     * catalogue, never the other way (issue 11, item 9; was CatalogLayeringTest).
     */
    @ArchTest
    static final ArchRule CATALOG_BELOW_PATTERN = noClasses().that().resideInAPackage("org.sprague.catalog..")
            .should().dependOnClassesThat().resideInAPackage("org.sprague.pattern..");

    /** The core depends on no front end, database, Spark or benchmark package (the modules say so too). */
    @ArchTest
    static final ArchRule CORE_BELOW_THE_OTHER_MODULES = noClasses()
            .should().dependOnClassesThat(resideInAnyPackage(OTHER_MODULES))
            .as("sprague-core depends on none of cli, web, db, spark, bench");

    /** The core needs the JDK only (docs/build.md: dependencies are chosen). */
    @ArchTest
    static final ArchRule CORE_NEEDS_THE_JDK_ONLY = classes()
            .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "javax..", "org.sprague..")
            .as("sprague-core depends on the JDK and itself only");

    /**
     * No string constant in the core names a command-line flag or the launcher's memory
     * settings: each front end phrases parameters and remedies (issue 11, item 9; was the
     * grep-based FrontEndWordsLayeringTest, now read from the class files' constant pools, so
     * a flag assembled from constants is caught too).
     */
    @ArchTest
    static final ArchRule NO_COMMAND_LINE_WORDS = classes().should(CommandLineWords.ABSENT_FROM_STRING_CONSTANTS)
            .as("no core class holds a string constant naming a command-line flag");

    /**
     * No option travels in a ThreadLocal (issue 22, item 2): a deadline, a thread count or a
     * limit reaches an engine as an argument, so a worker thread the engine starts gets the same
     * one and two computations on one thread never see each other's (the last one,
     * {@code game.Cancellation}, is gone).
     */
    @ArchTest
    static final ArchRule NO_THREAD_LOCAL_FIELDS = fields()
            .should().notHaveRawType(com.tngtech.archunit.core.domain.JavaClass.Predicates.assignableTo(ThreadLocal.class))
            .as("no sprague-core class declares a ThreadLocal field");

    /** The rule above fails on a class with a ThreadLocal field, so it does not pass on nothing. */
    @ArchTest
    static void theThreadLocalRuleRefusesAThreadLocalField(JavaClasses classes) {
        JavaClasses perThread = new com.tngtech.archunit.core.importer.ClassFileImporter().importClasses(PerThread.class);
        org.junit.jupiter.api.Assertions.assertThrows(AssertionError.class, () -> NO_THREAD_LOCAL_FIELDS.check(perThread));
    }

    /** What the rule refuses: an option bound to the calling thread. */
    private static final class PerThread {
        @SuppressWarnings("unused")
        private static final ThreadLocal<Object> OPTION = new ThreadLocal<>();
    }

    /**
     * The number of public types sprague-core exports to every module (issue 22, item 6; its
     * target is 40). 198 at 8bf2aae, 166 after the engines left search, heap and loopy;
     * 112 after heap, loopy and partizan left it for Sprague.sequence, loopy and partizan; lower it whenever a type leaves the API.
     */
    // 112 + the thermograph question and answer (app4), the outcome table's (domineering5), Solution's engine and statistics and
    // the partizan outcome record (results)
    // api6: impartial left the API for Sprague.impartial/misere (-6, +ImpartialValues); SearchCapabilities package-private;
    // PlayEngine and its 3 nested types to app.play, exported to the cli and the web only (-4);
    // ThermographAnswer's walls package-private (the JSON's data), OutcomeTableQuestion folded into Sprague.outcomeTable's parameters (-4);
    // CatalogPartizanBoardGame (Sprague's and the web explorer's adapter) to app.play (-1); + strong.Shape, what a strong game file declares (shape6)
    // + the strong look-up's answer, its move and SolvedPositions (app6)
    // api7: strong's engine (TierRetrograde and its 3 nested types) to strong.engine, exported to Spark only,
    // reached by TieredRetrogradeSolver through the new TierEngine; PositionSpace and Sorted to strong.space
    // (below strong, exported to db and Spark), Ranked package-private (strong.RankedSpace): -7 + 1
    // api7: PackedGrundySolver, PackedOutcomeSearch, PrunedCatalogSolver package-private (their catalog.games tests
    // reach them through the test-side catalog.CatalogEngines) (-3)
    // api7: the JSON records SolveAnswer.PartizanValueRecord, SolveAnswer.PartizanOutcomeRecord and
    // ValueAnswer.ValueRecord to app.json, exported to the cli and the web only (-3)
    // api7: game.Wording (the front ends render its templates) to game.wording, below game, exported to the cli and web (-1)
    // + the strong solve and disk sequence questions and answers, GrundyReport moved into app (app7, +8); - Cancellation (cancel7)
    // api8: Position and Move to game (the model; old game files' imports mapped by the CLI's game-file compiler), so the
    // catalogue's capability interfaces and PackedCatalogSolver, which name only those two, leave catalog for
    // catalog.engine, exported to nobody: GrundyClosedForm, OutcomeClosedForm, HeapCodeGame, OutcomeSearch,
    // PackedPositions, PositionCodec (+ LayoutOverflow), SequenceSearch, PackedCatalogSolver (-9)
    // api8: the disk sequence's question and answer (+ Census) to app.disk, exported to the cli only: the settings and
    // store they take are heap.engine's, which a module-path user could not name anyway (Sprague.diskSequence stays) (-3);
    // CatalogSolver.Evaluation to catalog.engine.Evaluation (what CatalogSolver.evaluate returns to app and app.play) (-1)
    // api9: Game, GameDefinition, GameKind and CatalogProvider to catalog.entry (below catalog, exported to the cli
    // and web): the front ends list and parse games with them; a library user names a game by its text (-4)
    // api9: CatalogSolver.Part to catalog.entry.Part (what Catalog.parseParts gives and CatalogSolver.solveSum takes:
    // a library user passes the list on without naming it) (-1); TierStore.InMemory behind TierStore.inMemory() (-1)
    // api9: one TableAnswer (a sealed interface: json() and text(), all the front ends read) for Sprague.table and
    // Sprague.outcomeTable; the two records behind it package-private (-1, OutcomeTableAnswer)
    // api9: GrundyReport (+ PeriodicityReport) to app.json beside the other JSON records: SequenceAnswer's value(n),
    // period(), preperiod() and proven() answer a library user; the record is what the front ends write (-2)
    // api9: GameTable to catalog.front (above catalog, exported to the cli and web): the JSON record behind
    // Sprague.table's TableAnswer, which is what a library user asks (-1)
    // api10: catalog exported to the cli and web only: a library user asks Sprague.solve, whose SolveQuestion
    // takes the options (withMisere, withMaxPositions, withOutcomeOnly, withMaxMoves) (-14), its Solution to game
    // with its four records (+5); the tier solver (StrongSolver with Progress and Result, TierPlan, TierStore,
    // TierEngine, TieredRetrogradeSolver) to strong.solve, exported to Sprague's modules: a library user has
    // Sprague.strongSolveInMemory and strongLookup (-7); StrongSolveQuestion and StrongSolveAnswer (with Start),
    // which name the solver's store, to app.disk (-3); PositionFiles to game.io (-1); TableAnswer and
    // PatternAnswer one Report (-1); ValueAnswer one record, without Value and Comparison (-2); EngineMoveQuestion
    // folded into MovesQuestion (-1); SequenceQuestion.Method a boolean naive (-1). (QuotientQuestion.Progress
    // stays: the calculator's own listener would make the command line depend on misere, which
    // FrontEndArchitectureTest keeps out of it.)
    // api11: QuotientQuestion.Progress a Consumer<String> of progress lines (-1); QuotientAnswer, ThermographAnswer and
    // GraphAnswer package-private behind Report (json(), text(), lines(), stopped()) (-3); ThermographQuestion folded
    // into ValueQuestion (-1), PatternQuestion into TableQuestion (-1); Solution.Engine a string, the enum internal
    // (catalog.engine.Engine) (-1); SolveAnswer one class, without Impartial, PartizanValue and PartizanOutcome (-3);
    // MovesQuestion folded into SolveQuestion (SolveQuestion.moves; SolveQuestion.of lists at most 100,000 moves) (-1).
    // api12: QuotientQuestion folded into SequenceQuestion (SequenceQuestion.quotient) (-1); Solution.Statistics a map
    // with Solution.positionsStored(), nodes(), elapsedMillis() (-1); EngineMoveAnswer a MoveReport.AnalysedMove (-1);
    // StrongLookupAnswer.Move read by index (moveCount(), move(i), movePosition(i)...) (-1); LimitExceededException.Kind
    // removed (nothing read it but to pass it on; the subclasses say positions and time) (-1); Remedy to game.wording,
    // exported to the front ends and Spark, which phrase it (a library user reads getMessage()) (-1).
    static final int EXPORTED_TYPES_AT_MOST = 40;

    /**
     * The boundary cannot silently grow back: every public type (nested ones included, when
     * their enclosing types are public) in a package that module-info exports to all is on the
     * explicit list {@code exported-api.txt}, and there are at most {@link #EXPORTED_TYPES_AT_MOST}.
     * A type that only Sprague's modules need goes to a package exported to them only; one that
     * only its package needs is package-private.
     */
    @ArchTest
    static void noNewPublicTypeInThePackagesExportedToAll(JavaClasses classes) {
        java.util.Set<String> packages = ExportedTypes.unqualifiedExports(
                ExportedTypes.compiledDescriptor(org.sprague.catalog.Catalog.class));
        assertTrue(packages.contains("org.sprague.game") && packages.contains("org.sprague.app"),
                "module-info exports the model and the application layer to all: " + packages);
        java.util.Set<String> exported = ExportedTypes.exported(classes, packages);
        java.util.Set<String> unlisted = new java.util.TreeSet<>(exported);
        unlisted.removeAll(ExportedTypes.apiList());
        assertEquals(java.util.Set.of(), unlisted, "public types exported to all but not on "
                + ExportedTypes.API_LIST + " (make them package-private, or move them to a package"
                + " exported only to Sprague's modules, or list them if library users need them)");
        assertTrue(exported.size() <= EXPORTED_TYPES_AT_MOST, "public types exported to all: "
                + exported.size() + ", at most " + EXPORTED_TYPES_AT_MOST);
    }

    private CoreArchitectureTest() {
    }
}
