/**
 * Sprague's library. Exported to everyone: the model ({@code game}: the game interfaces,
 * {@code Position} and {@code Move}, the exceptions, {@code Deadline}, and {@code Solution}, what
 * solving a catalogue position answers), the application layer ({@code app}: one call per
 * question, the library user's one entry point), and the two packages whose interfaces a user's
 * game file implements ({@code search.PackedGame}; {@code strong.StrongGame} with the
 * {@code SolvedPositions} that {@code Sprague.strongLookup} reads).
 *
 * <p>The other packages are exported only to Sprague's own modules, whose front ends use them
 * today, or to none: the catalogue and its solver ({@code catalog}: a library user asks
 * {@code Sprague.solve}, {@code moves}, {@code table}... by a game's text, with the options on
 * the {@code SolveQuestion}), the memoized impartial searches ({@code impartial}:
 * {@code Sprague.impartial} and {@code Sprague.misere}), the heap engines ({@code heap},
 * {@code heap.engine}: {@code Sprague.sequence}), the loopy engines ({@code loopy},
 * {@code loopy.engine}: {@code Sprague.loopy} and {@code Sprague.graph}), the partizan engines
 * ({@code partizan}, {@code partizan.games}, {@code partizan.outcome}: {@code Sprague.partizan},
 * {@code Sprague.value}), the tier solver ({@code strong.solve}: {@code TierPlan},
 * {@code TierStore}, {@code StrongSolver}; {@code Sprague.strongSolveInMemory} solves a library
 * user's game, sprague-db's database writer and the Spark scheduler drive it), the tier
 * retrograde analysis ({@code strong.engine}: {@code TieredRetrogradeSolver}, the in-process
 * solver) and a tier's numbered positions ({@code strong.space}), the
 * play engine ({@code app.play}: {@code Sprague.engineMove}), the questions that write into a
 * store the caller opened ({@code app.disk}: {@code sprague grundy --disk} and
 * {@code sprague strong --db}), the JSON records of some answers ({@code app.json}: a library
 * user has the same JSON from the answer's {@code json()}), the templates of messages
 * and the remedies a front end phrases ({@code game.wording}: {@code Wording}, {@code Remedy},
 * through which Sprague's code attaches and reads an exception's remedies; a library user reads
 * its {@code getMessage()}), a position file's reader and the atomic replace of a file
 * ({@code game.io}), the packed search's memos, engines and codecs ({@code search.engine}), a
 * catalogue entry and the game it makes ({@code catalog.entry}) and the records only the front
 * ends read ({@code catalog.front}), and the application layer's calls that name such types
 * ({@code app.front.FrontEnd}: a layer over a catalogue with game files, the components of a
 * partizan sum and their thermograph; api32). Exported to none: {@code catalog.engine} (the
 * capabilities a catalogue game declares to the solver), {@code game.codec} (the numbers a
 * {@code Position} is, as the memos keep them) and {@code app.access} (how {@code Sprague} hands
 * {@code FrontEnd} those calls without a package cycle). Those modules have no module-info yet (they run on the class
 * path, where a module's exports do not apply), hence the suppressed "module not found" warnings.
 *
 * <p>{@code exported-api.txt} (next to {@code CoreArchitectureTest}, which fails on any public
 * type exported to all that is not listed) says why each exported type is; issue 22's target is
 * 40, reached (most answers of {@code app} are one {@code Report}, with {@code json()},
 * {@code text()} and {@code lines()}). A type that only its package needs is package-private, one
 * that only Sprague needs belongs in a package exported to Sprague's modules only.
 * {@code exported-signatures.txt} (checked by {@code ExportedSignaturesTest}) lists the exported
 * members whose signature still names a type of a package not exported to all, which a
 * module-path user cannot call: none since api33 (the questions carry their options as fields,
 * an exception's remedies are attached and read through {@code game.wording.Remedy}); a new
 * one fails the test.
 */
@SuppressWarnings("module")
module org.sprague.core {
    requires java.management;

    exports org.sprague.game;
    exports org.sprague.app;
    exports org.sprague.search;
    exports org.sprague.strong;

    exports org.sprague.app.json to org.sprague.cli, org.sprague.web;
    exports org.sprague.app.front to org.sprague.cli, org.sprague.web;
    exports org.sprague.game.wording to org.sprague.cli, org.sprague.web, org.sprague.spark;
    exports org.sprague.game.io to org.sprague.cli, org.sprague.web, org.sprague.db, org.sprague.bench;
    exports org.sprague.app.play to org.sprague.cli, org.sprague.web;
    exports org.sprague.app.disk to org.sprague.cli;
    exports org.sprague.catalog to org.sprague.cli, org.sprague.web;
    exports org.sprague.catalog.entry to org.sprague.cli, org.sprague.web;
    exports org.sprague.catalog.front to org.sprague.cli, org.sprague.web;
    exports org.sprague.catalog.games to org.sprague.cli, org.sprague.web, org.sprague.bench;
    exports org.sprague.impartial to org.sprague.bench;
    exports org.sprague.heap to org.sprague.cli, org.sprague.web, org.sprague.db, org.sprague.bench;
    exports org.sprague.heap.engine to org.sprague.cli, org.sprague.db;
    exports org.sprague.loopy to org.sprague.cli, org.sprague.bench;
    exports org.sprague.loopy.engine to org.sprague.cli;
    exports org.sprague.misere to org.sprague.cli, org.sprague.web;
    exports org.sprague.partizan to org.sprague.cli, org.sprague.web, org.sprague.bench;
    exports org.sprague.partizan.games to org.sprague.cli, org.sprague.web, org.sprague.bench;
    exports org.sprague.partizan.outcome to org.sprague.cli;
    exports org.sprague.pattern to org.sprague.cli, org.sprague.web;
    exports org.sprague.retrograde to org.sprague.spark;
    exports org.sprague.search.engine to org.sprague.cli, org.sprague.bench;
    exports org.sprague.strong.engine to org.sprague.db, org.sprague.spark;
    exports org.sprague.strong.solve to org.sprague.cli, org.sprague.web, org.sprague.db, org.sprague.spark,
            org.sprague.bench;
    exports org.sprague.strong.space to org.sprague.db, org.sprague.spark;
    exports org.sprague.strong.games to org.sprague.cli, org.sprague.web, org.sprague.spark, org.sprague.db,
            org.sprague.bench;

    uses org.sprague.catalog.entry.CatalogProvider;
    provides org.sprague.catalog.entry.CatalogProvider with org.sprague.catalog.games.StandardGames;
}
