/**
 * Sprague's library. Exported to everyone: the model ({@code game}), the application layer
 * ({@code app}: one call per question), the catalogue with its solver and results
 * ({@code catalog}), and the two packages whose interfaces a user's game file implements
 * ({@code search.PackedGame}, {@code strong.StrongGame}). The other packages are exported only
 * to Sprague's own modules, whose front ends use them today, or to none: among them the
 * memoized impartial searches ({@code impartial}: {@code Sprague.impartial} and
 * {@code Sprague.misere} answer a user's impartial game), the heap engines ({@code heap}: a
 * library user asks {@code Sprague.sequence} for a heap game's values and proven period), the
 * loopy engines ({@code loopy}: {@code Sprague.loopy} and {@code Sprague.graph} answer games with cycles), the
 * partizan engines ({@code partizan}: {@code Sprague.partizan} answers a user's partizan game's
 * outcome and value, {@code Sprague.value} values written out), the play engine ({@code app.play}:
 * {@code Sprague.engineMove} answers a library user; {@code sprague play} and the web's explorer
 * play whole games with it), the templates of messages ({@code game.wording}: a parameter as
 * {@code ${name}}, which each front end spells its own way; below {@code game}, whose
 * exceptions render with it), the atomic replace of a file ({@code game.io}: checkpoints, stores,
 * output files), the JSON records of some answers ({@code app.json}: the value
 * report, the partizan solve's and the heap sequence's {@code GrundyReport}, whose fields the
 * front ends read; a library user has the
 * same JSON from the answer's {@code json()}) and the engines behind the exported types
 * ({@code search.engine}: the packed search's memos, engines and codecs, so that {@code search}
 * holds only {@code PackedGame}; {@code heap.engine}: the disk sequence calculator, its store
 * and the sequence report; {@code loopy.engine}: the graph report and the weighted graph game;
 * {@code strong.engine}: the tier retrograde analysis behind {@code TieredRetrogradeSolver},
 * found as its {@code TierEngine}, which the Spark scheduler runs range by range;
 * {@code strong.space}: a tier's numbered positions, below {@code strong}, whose sorted codes
 * sprague-db stores; {@code catalog.entry}: a catalogue entry ({@code GameDefinition}), the game
 * it makes with its parameters fixed ({@code Game}), its kind and the service that lists the
 * entries, below {@code catalog}; the front ends list and parse games with them, a library user
 * names a game by its text and asks {@code Catalog} and {@code CatalogSolver}; {@code catalog.front}:
 * the catalogue's records only the front ends read, above {@code catalog}: a two-coordinate game's
 * {@code GameTable}, which a library user has as {@code Sprague.table}'s {@code TableAnswer}). Exported to none: {@code catalog.engine} (the capabilities a catalogue
 * game declares to the solver, such as its codec, closed forms and sequence table, and the
 * packed solver; they name only the model's {@code Position} and {@code Move}, so
 * {@code catalog} and {@code catalog.games} both build on them without a cycle) and
 * {@code game.codec} (the numbers a {@code Position} is, as the memos keep them).
 * The application layer (issue 22, item 4) is to take the front ends' place in the rest, and
 * then those qualified exports go. Those modules have no module-info yet (they
 * run on the class path, where a module's exports do not apply), hence the suppressed
 * "module not found" warnings.
 *
 * <p>The packages exported to everyone still mix API and engine: of their public types,
 * {@code exported-api.txt} (next to {@code CoreArchitectureTest}, which fails on any public type
 * there that is not listed) marks which a library user names, which only Sprague's other
 * modules use and which only the core itself uses. Issue 22's target is 40 exported types;
 * a type that only its package needs is package-private, one that only Sprague needs belongs
 * in a package exported to Sprague's modules only.
 */
@SuppressWarnings("module")
module org.sprague.core {
    requires java.management;

    exports org.sprague.game;
    exports org.sprague.app;
    exports org.sprague.search;
    exports org.sprague.strong;

    exports org.sprague.app.json to org.sprague.cli, org.sprague.web;
    exports org.sprague.game.wording to org.sprague.cli, org.sprague.web;
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
    exports org.sprague.strong.engine to org.sprague.spark;
    exports org.sprague.strong.solve to org.sprague.cli, org.sprague.web, org.sprague.db, org.sprague.spark,
            org.sprague.bench;
    exports org.sprague.strong.space to org.sprague.db, org.sprague.spark;
    exports org.sprague.strong.games to org.sprague.cli, org.sprague.web, org.sprague.spark, org.sprague.db,
            org.sprague.bench;

    uses org.sprague.catalog.entry.CatalogProvider;
    provides org.sprague.catalog.entry.CatalogProvider with org.sprague.catalog.games.StandardGames;
    uses org.sprague.strong.solve.TierEngine;
    provides org.sprague.strong.solve.TierEngine with org.sprague.strong.engine.TieredRetrograde;
}
