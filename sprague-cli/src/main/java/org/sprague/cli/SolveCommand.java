package org.sprague.cli;

import org.sprague.app.front.FrontEnd;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import org.sprague.app.SolveAnswer;
import org.sprague.app.SolveQuestion;
import org.sprague.app.Sprague;
import org.sprague.catalog.SolveOptions;
import org.sprague.game.InvalidInputException;
import org.sprague.game.io.PositionFiles;
import org.sprague.partizan.outcome.PartizanOutcomeSearch;
import org.sprague.search.engine.SearchThreads;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code sprague solve}: outcome, Grundy value and every winning move. */
@Command(name = "solve", sortOptions = false,
        header = "Who wins from a position, its Grundy value and every winning move.",
        description = {"P: the player to move loses. N: the player to move wins (for a partizan game:"
                        + " the first player wins). The Grundy value (impartial games, normal play)"
                        + " is the nim-heap the position is worth; 0 exactly at P-positions.", "",
                "A sum of games (players pick one component and move in it) is written with '+'"
                        + " between components; its value is the XOR of theirs. Beside a partizan game"
                        + " (domineering 2x2 + nim 3) an impartial one counts as the nimber of its Grundy value,"
                        + " and the sum gets a partizan value."},
        footer = {"", "Examples:",
                "  sprague solve nim 3 4 5",
                "  sprague solve bash:3 10",
                "  sprague solve subtraction:1,3,4 10 20",
                "  sprague solve wythoff 3 5 --method search",
                "  sprague solve nim 1 1 2 --misere",
                "  sprague solve chomp 8x8 --outcome",
                "  sprague solve domineering 8x8 --outcome        # who wins, never the value",
                "  sprague solve chomp 12x12 --threads 2",
                "  sprague solve \"nim 3 4\" + \"wythoff 1 2\" + \"kayles 7\" --json",
                "  sprague solve --game-file examples/MultiplicationGame.java 1000 1",
                "", "JSON: {\"game\", \"position\", \"outcome\", \"grundy\" (null for misère or partizan,",
                "  or when not computed), \"winningMoves\": [{\"move\", \"position\"}], \"decidedBy\",",
                "  \"winningMovesComplete\", \"grundyNote\" (why grundy was not computed, else null),",
                "  \"fallbackReason\" (why a position was searched as objects, too big to pack; else null),",
                "  \"components\" (a sum's components with their values), \"engine\" (the technique that answered:",
                "  CLOSED_FORM, PACKED_SEARCH, NIMBER_PRUNING, SPLIT_ROOT, ...), \"statistics\" ({\"positionsStored\",",
                "  \"nodes\", \"elapsedMillis\"}), \"fallback\" (why a slower path was taken, else null),",
                "  \"threads\" (with --threads only: how many threads the search ran on)}",
                "  Partizan games valued by canonical form: their value report (value, outcome L/R/N/P, mean,",
                "  temperature, stops, each side's winning moves) with the same last fields.",
                "", "Game ids and position syntax: sprague games"})
final class SolveCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "GAME POSITION",
            description = "a game id (with :PARAMETER where it takes one) and the position's"
                    + " numbers; '+' separates the components of a sum")
    List<String> words;

    @Option(names = "--misere", description = "misère play: the player who cannot move wins")
    boolean misere;

    @Option(names = "--method", paramLabel = "auto|closed-form|search", defaultValue = "auto",
            description = "auto (default): the closed form where one is known, else search;"
                    + " search: brute force even where a formula exists, to check it;"
                    + " closed-form: only a formula")
    String method;

    @Option(names = "--max-positions", paramLabel = "N", defaultValue = "" + SolveOptions.DEFAULT_MAX_POSITIONS,
            description = "the most positions a search may store (default ${DEFAULT-VALUE}); past it: exit code 3")
    long maxPositions;

    @Option(names = "--max-moves", paramLabel = "N", defaultValue = "" + SolveOptions.DEFAULT_MAX_MOVES,
            description = "the most winning moves to list (default ${DEFAULT-VALUE})")
    int maxMoves;

    @Option(names = "--outcome", description = "only who wins and the winning moves, not the Grundy value:"
            + " a game searched as whole positions (chomp, wythoff, kiki, moore, zero-xor, staircase,"
            + " multiplication) stops scanning a position's moves at the"
            + " first move to a P-position; others still compute values, which sums need")
    boolean outcome;

    @Option(names = "--threads", paramLabel = "N",
            description = "1 (default) or " + SearchThreads.MAX + ": the Grundy search of a packed position"
                    + " (chomp, cutting strips, wythoff, moore, kiki and the other games searched whole, packed"
                    + " --game-file games whose forAnotherThread() allows it) splits the position's moves"
                    + " between two threads over a shared memo: chomp 12x12 1.7x faster in wall time when a second core"
                    + " is free, for 1.14x the CPU; no faster on a busy machine (docs/cli.md); same answers, limits and --timeout. Cram (Lemoine-Viennot's"
                    + " pruned search), the near-square cutting table, misère, --outcome and object positions run on one"
                    + " thread, and say so")
    Integer threads;

    @Option(names = "--checkpoint", paramLabel = "FILE",
            description = "with --outcome on a Domineering board: record what is proven in FILE (atomically,"
                    + " every minute and at a stop) and resume from it: a run stopped by --timeout or killed"
                    + " ends, when run again, with the same answer")
    java.nio.file.Path checkpoint;

    @Option(names = "--checkpoint-min-nodes", paramLabel = "N",
            description = "with --checkpoint: its transposition table keeps only the states whose search took"
                    + " at least N nodes (rounded down to a power of two; default 16): a file small enough to"
                    + " carry to another machine or commit (a 10x10 run's at 2^18: docs/partizan.md), for more"
                    + " work done again when the run resumes")
    Long checkpointMinNodes;

    @Option(names = "--checkpoint-whole-table", paramLabel = "FILE",
            description = "with --checkpoint: also keep the whole transposition table (every state of 16+ nodes)"
                    + " in FILE, written at every stop (--timeout, Ctrl-C, kill) and loaded when the run resumes,"
                    + " so that a machine that keeps its files redoes almost nothing of the run before;"
                    + " hundreds of MB on 10x10: put it outside the repository (docs/partizan.md)")
    java.nio.file.Path checkpointWholeTable;

    @Option(names = "--checkpoint-whole-every", paramLabel = "SECONDS",
            description = "with --checkpoint-whole-table: also write the whole table every SECONDS during the search"
                    + " (default 600; 0: only at the stops), the search paused for it (seconds on a full 10x10"
                    + " table), so that a crash that writes nothing (kill -9, a reboot) loses at most that much")
    Long checkpointWholeEvery;

    @Option(names = "--json", description = "print the result as JSON")
    boolean json;

    @Option(names = "--notation", paramLabel = "sprague|cgsuite", defaultValue = "sprague",
            description = "how partizan values are printed: sprague (default: as CGSuite prints them, plus x+-G)"
                    + " or cgsuite (CGScript that CGSuite reads back: 2+Tiny(2), ^.Pow(2))")
    String notation;

    @Mixin
    GameOptions game;

    @Override
    public Integer call() throws Exception {
        // the first checks, as before the question reads them (api32, api33): the notation, the method and limits
        org.sprague.partizan.Notation.parse(notation);
        new SolveOptions(misere, SolveOptions.Method.parse(method), maxPositions, maxMoves, outcome);
        Sprague sprague = FrontEnd.sprague(game.catalog(), PositionFiles.local());
        List<String> all = game.words(words);
        PrintWriter err = spec.commandLine().getErr();
        if (checkpointMinNodes != null && checkpoint == null) {
            throw new InvalidInputException("--checkpoint-min-nodes applies with --checkpoint FILE");
        }
        SolveQuestion question = new SolveQuestion(all, misere, method, maxPositions, maxMoves, outcome, threads,
                notation, checkpoint, PartizanOutcome.progress(err), game.limit(), null, SolveQuestion.DEFAULT_MAX_LISTED, Long.MAX_VALUE,
                Duration.ofSeconds(1), checkpointMinNodes == null ? PartizanOutcomeSearch.Options.DEFAULT_CHECKPOINT_MIN_NODES
                        : checkpointMinNodes, checkpointWholeTable, checkpointWholeTable == null ? null : PartizanOutcome.notes(err),
                checkpointWholeEvery == null ? null : checkpointWholeEvery < 0 ? Duration.ofSeconds(-1)
                        : Duration.ofSeconds(Math.min(checkpointWholeEvery, Long.MAX_VALUE / 1_000_000_000L)));
        if (checkpointWholeTable != null && checkpoint == null) {
            throw new InvalidInputException("--checkpoint-whole-table applies with --checkpoint FILE");
        }
        if (checkpointWholeEvery != null && checkpointWholeTable == null) {
            throw new InvalidInputException("--checkpoint-whole-every applies with --checkpoint-whole-table FILE");
        }
        // the outcome search of a built-in partizan game has its own progress line in place of the generic one
        // Ctrl-C or kill during a checkpointed run: the search is interrupted and writes its checkpoint first
        Thread caller = Thread.currentThread();
        SolveAnswer answer;
        StopOnSignal stop = new StopOnSignal("solve-checkpoint-on-exit", checkpoint != null, caller::interrupt);
        try {
            answer = outcome && sprague.partizanSum(all)
                    ? partizanOutcome(() -> sprague.solve(question)) : game.run(() -> sprague.solve(question));
        } catch (org.sprague.game.TimeLimitException e) {
            if (stop.requested()) {
                // said before the hook is released: the JVM exits once it returns, maybe before Main prints
                err.println("solve: interrupted; the same command resumes from " + checkpoint);
                err.flush();
            }
            throw e;
        } finally {
            stop.close();
        }
        return Text.print(spec, render(answer));
    }

    /** The answer as text or, with --json, its record. */
    private String render(SolveAnswer answer) throws Exception {
        if (answer.json() instanceof org.sprague.app.json.PartizanOutcomeRecord o) {
            return json ? Json.write(o) : PartizanOutcome.render(o);
        }
        if (answer.json() instanceof org.sprague.app.json.PartizanValueRecord) {
            return PartizanSolve.render(answer, json);
        }
        return json ? json(answer)
                : Text.solution(answer.solution(), misere, org.sprague.game.wording.Wording.render(answer.oneThreadNote(), CliWords::flag))
                        + (misere ? "" : PartizanSolve.catalogValue(answer));
    }

    /** The outcome search under --timeout, its own progress line in place of the generic one. */
    private SolveAnswer partizanOutcome(java.util.concurrent.Callable<SolveAnswer> work) throws Exception {
        PrintWriter err = spec.commandLine().getErr();
        try {
            return Watchdog.call("solve", work, game.timeout(), null);
        } finally {
            if (ProgressReporter.terminal()) {
                err.print("\r" + " ".repeat(79) + "\r");
                err.flush();
            }
        }
    }

    /** The solution's JSON: the record {@code POST /api/solve} answers with, the note in this command's words. */
    private String json(SolveAnswer answer) {
        org.sprague.game.Solution s = answer.solution();
        // the note's parameters spelled as this command's flags: the spelled text has no template left to render
        org.sprague.game.Solution spelled = s.withGrundyNote(s.grundyNote(CliWords::flag));
        return Json.write(threads == null ? spelled : new Threaded(spelled, answer.threadsUsed()));
    }

    /** With {@code --threads}: the solution's fields, then how many threads the search ran on. */
    record Threaded(@com.fasterxml.jackson.annotation.JsonUnwrapped org.sprague.game.Solution solution, int threads) {
    }
}
