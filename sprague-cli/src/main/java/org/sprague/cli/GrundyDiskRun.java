package org.sprague.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.sprague.app.disk.DiskSequenceAnswer;
import org.sprague.app.disk.DiskSequenceQuestion;
import org.sprague.game.Deadline;
import org.sprague.game.InvalidInputException;
import org.sprague.heap.engine.DiskSparseCalculator;
import org.sprague.heap.HeapCode;
import org.sprague.heap.store.ZstdSequenceStore;

/**
 * {@code sprague grundy RULE --to N --disk DIR}: the run of {@link DiskSparseCalculator} on a
 * zstd store in DIR, with progress, checkpoints (DIR is the checkpoint), Ctrl-C or kill
 * saving the values, and the report in the layout of the field's tables: one row per power of
 * two as T. Czajka's UnsolvedGames.md prints them, and the rare values as A. Flammenkamp lists
 * the sparse values of Grundy's game ({@code G(       n)=  v}, five to a line).
 */
final class GrundyDiskRun {
    /** The first power of two the text report shows a row for (the JSON has every one). */
    static final long FIRST_ROW = 1 << 10;
    /** The most values --to accepts with --disk (positions are longs; 2^48 is far past any disk). */
    static final long MAX_TO = (1L << 48) - 1;

    private GrundyDiskRun() {
    }

    static int run(GrundyCommand cmd, HeapCode code) throws IOException {
        if (cmd.disk == null) {
            throw new InvalidInputException("grundy: --disk-limit needs --disk DIR");
        }
        if (cmd.disk.toString().isBlank()) {
            throw new InvalidInputException("grundy: --disk needs a directory");
        }
        if (cmd.to > MAX_TO) {
            throw new InvalidInputException("grundy: --to " + cmd.to + " is past what --disk accepts (" + MAX_TO + ")");
        }
        if (cmd.checkpoint != null) {
            throw new InvalidInputException("grundy: --disk DIR is its own checkpoint; leave out --checkpoint");
        }
        if (cmd.plot != null) {
            throw new InvalidInputException("grundy: --plot draws values held in memory; leave out --disk or --plot");
        }
        if (!cmd.method.equals("auto") && !cmd.method.equals("sparse")) {
            throw new InvalidInputException("grundy: --disk computes by the sparse method, not --method " + cmd.method);
        }
        if (cmd.threads < 1) {
            throw new InvalidInputException("grundy: --threads " + cmd.threads + " must be >= 1");
        }
        long limit = cmd.diskLimit == null ? 0 : MemorySize.parse("grundy: --disk-limit", cmd.diskLimit);
        if (!DiskSparseCalculator.supports(code)) {
            throw new InvalidInputException("grundy: --disk needs a finite code without three-heap splits; "
                    + code.notation() + " is not one (compute it in memory, without --disk)");
        }
        ProgressReporter.Mode mode = ProgressReporter.Mode.parse("grundy", cmd.progress);
        long count = cmd.to + 1;
        PrintWriter err = cmd.spec.commandLine().getErr();
        DiskSparseCalculator.Settings d = DiskSparseCalculator.Settings.defaults(Math.min(cmd.threads, 2));
        // memory knobs for tests and tuning (system properties, not options: the defaults suit every run measured)
        DiskSparseCalculator.Settings settings = new DiskSparseCalculator.Settings(d.threads(),
                Long.getLong("sprague.grundy.prefix", d.prefixValues()),
                Integer.getInteger("sprague.grundy.window", d.windowValues()),
                Integer.getInteger("sprague.grundy.block", d.blockValues()), -1, false);
        try (ZstdSequenceStore store = ZstdSequenceStore.open(cmd.disk, limit, "sprague grundy " + cmd.rule
                + " --to " + cmd.to)) {
            long stored = store.load().map(s -> s.computed()).orElse(0L);
            ProgressReporter reporter = new ProgressReporter(err, mode, Math.min(stored, count));
            // Ctrl-C or kill (not kill -9): the computing thread commits at its next batch and stops
            StopOnSignal stop = new StopOnSignal("grundy-disk-save-on-exit", true);
            DiskSparseCalculator.Listener listener = p -> {
                reporter.report(p.computed(), p.total());
                if (stop.requested()) {
                    return DiskSparseCalculator.Action.STOP;
                }
                return reporter.checkpointDue(cmd.checkpointEvery) ? DiskSparseCalculator.Action.CHECKPOINT
                        : DiskSparseCalculator.Action.CONTINUE;
            };
            DiskSequenceAnswer a;
            try {
                // cooperative (the run checks its Deadline), not Watchdog: the run commits what
                // it computed and stops between heaps, never torn down in the middle of a write
                Duration timeout = cmd.time.limit();
                a = DiskSequenceAnswer.of(new DiskSequenceQuestion(cmd.rule, count - 1, settings, store,
                        cmd.disk.toString(), timeout == null ? Deadline.unlimited() : Deadline.after(timeout), listener));
            } catch (DiskSparseCalculator.Interrupted e) {
                err.println(); // the progress line; the exception's message says what was saved
                err.flush();
                throw e;
            } finally {
                stop.close();
            }
            reporter.finish(count);
            if (cmd.out != null) {
                writeValues(cmd, store, a.to() + 1);
            }
            a = a.stored(store.blockBytes());
            PrintWriter o = cmd.spec.commandLine().getOut();
            if (cmd.json) {
                o.println(Json.write(a));
            } else {
                o.print(text(cmd, code, a));
            }
            o.flush();
            return 0;
        }
    }

    private static void writeValues(GrundyCommand cmd, ZstdSequenceStore store, long computed) throws IOException {
        int blockValues = store.load().orElseThrow().blockValues();
        try (BufferedWriter w = Files.newBufferedWriter(cmd.out)) {
            StringBuilder line = new StringBuilder();
            for (long j = 0; j * blockValues < computed; j++) {
                Deadline.unlimited().check(); // an interrupt stops the copy (--timeout bounded the run)
                int len = (int) Math.min(blockValues, computed - j * blockValues);
                char[] values = store.readBlock(j, len);
                for (int i = 0; i < len; i++) {
                    line.setLength(0);
                    line.append((int) values[i]).append('\n');
                    w.append(line);
                }
            }
        } catch (IOException e) {
            throw FileProblem.of("grundy: cannot write --out " + cmd.out, e);
        }
    }

    private static String gameName(GrundyCommand cmd, HeapCode code) {
        return code.name().equals(code.notation()) ? code.notation() : cmd.rule + " = " + code.notation();
    }

    private static List<DiskSequenceAnswer.Census> rows(DiskSequenceAnswer a) {
        long computed = a.to() + 1;
        List<DiskSequenceAnswer.Census> rows = new ArrayList<>();
        for (DiskSequenceAnswer.Census c : a.censuses()) {
            if (c.n() >= FIRST_ROW || c.n() == computed) {
                rows.add(c);
            }
        }
        if (rows.isEmpty() || rows.get(rows.size() - 1).n() != computed) {
            rows.add(a.last());
        }
        return rows;
    }

    static String text(GrundyCommand cmd, HeapCode code, DiskSequenceAnswer a) {
        StringBuilder s = new StringBuilder();
        long computed = a.to() + 1;
        s.append("rule:        ").append(gameName(cmd, code)).append('\n');
        s.append(String.format(Locale.ROOT, "computed:    G(0..%d), %d values, sparse method, values on disk%s%n",
                a.to(), computed, a.resumedFrom() > 0 ? " (resumed from " + a.resumedFrom()
                        + " stored values)" : ""));
        s.append(String.format(Locale.ROOT, "largest:     G(%d) = %d (the first heap with the largest value)%n",
                a.largestIndex(), a.largest()));
        s.append(String.format(Locale.ROOT, "rare/common: mask 0x%x (%s type): %d rare heaps (heap 0 included),"
                + " the last at %d%n", a.rareMask(), a.rareDomainParity() ? "domain-parity" : "range", a.rareCount(),
                a.lastRare()));
        s.append(String.format(Locale.ROOT, "store:       %s (%,d bytes of zstd blocks)%n", a.store(),
                a.storeBytes()));
        s.append("periodicity: not searched with --disk (the rare values say how far the sequence is from one)\n");
        s.append('\n');
        s.append("Census at each power of two (the columns of T. Czajka's octal-games tables, UnsolvedGames.md):\n");
        s.append("game | n | largest idx | largest | rare mask | num rare | last rare\n");
        for (DiskSequenceAnswer.Census c : rows(a)) {
            s.append(c.row(cmd.rule)).append(c.n() == computed && (c.n() & (c.n() - 1)) != 0
                    ? "   (all values, split in effect)" : "").append('\n');
        }
        s.append('\n');
        s.append(String.format(Locale.ROOT, "Rare values under mask 0x%x%s, heap 0 included (A. Flammenkamp's layout"
                + " of the known sparse values): %d%n", a.rareMask(), a.rareDomainParity() ? " (domain type)" : "",
                a.rare().size()));
        int i = 0;
        for (long[] v : a.rare()) {
            s.append(String.format(Locale.ROOT, "G(%8d)=%3d", v[0], v[1]));
            s.append(++i % 5 == 0 ? "\n" : "  ");
        }
        if (i % 5 != 0) {
            s.setLength(s.length() - 2);
            s.append('\n');
        }
        return s.toString();
    }
}
