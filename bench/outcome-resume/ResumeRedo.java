package org.sprague.partizan.outcome;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * How much a resumed outcome search redoes when its checkpoint's table keeps only the entries of
 * 2^k+ nodes (issue 23, docs/performance-log.md "sit29"). One JVM, one thread, Left or Right to
 * move in POSITION: a fresh search to the end; the same search stopped by a deadline at FRACTION
 * of the fresh one's wall time, its facts written by the stop and its whole table then cut at
 * each K; each cut resumed to the end. The stop itself keeps, as {@code bench/domineering-10x10.sh}
 * does, the entries of 2^18+ nodes and the whole table ({@code solve --checkpoint-whole-table},
 * docs/performance-log.md "keep30"), resumed to the end last. Prints the nodes in all (the
 * checkpoint's count is cumulative) and the nodes redone: the resumed total minus the fresh one.
 *
 * <pre>
 * mvn -B -q -o package -DskipTests -pl sprague-core
 * javac -d /tmp/rr -cp sprague-core/target/classes bench/outcome-resume/ResumeRedo.java
 * java -Xmx6g -cp /tmp/rr:sprague-core/target/classes org.sprague.partizan.outcome.ResumeRedo \
 *     POSITION L|R FRACTION DIR K...      (e.g. 8x8 L 0.5 /tmp/rr8 4 8 12 16 18)
 * </pre>
 */
public final class ResumeRedo {
    public static void main(String[] args) throws Exception {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        DomineeringOutcome.Shape s = DomineeringOutcome.parse(List.of(args[0]));
        boolean left = args[1].equals("L");
        double stopFraction = Double.parseDouble(args[2]);
        Path dir = Path.of(args[3]);
        Files.createDirectories(dir);
        int squares = s.rows() * s.cols();
        int bits = PartizanOutcomeSearch.tableBits(squares);
        String pos = "domineering " + DomineeringOutcome.name(s);
        EndgameTable endgame = new EndgameTable();

        long c0 = threads.getCurrentThreadCpuTime();
        long w0 = System.nanoTime();
        RootSplitOutcomeSearch fresh = new RootSplitOutcomeSearch(DomineeringBoard.table(bits, squares), 1, null, 60,
                null, org.sprague.game.Deadline.unlimited());
        RootSplitOutcomeSearch.RootResult r = fresh.solve(DomineeringOutcome.board(s, left, endgame), 0);
        long freshNodes = r.nodes();
        double freshWall = (System.nanoTime() - w0) / 1e9;
        System.out.printf("fresh: %s, %d nodes, cpu %.1f s, wall %.1f s%n", r.wins() ? "win" : "loss", freshNodes,
                (threads.getCurrentThreadCpuTime() - c0) / 1e9, freshWall);

        OutcomeTable stopped = DomineeringBoard.table(bits, squares);
        Path stopFile = dir.resolve("stop.ckpt");
        Files.deleteIfExists(stopFile);
        Path wholeFile = dir.resolve("stop.whole");
        Files.deleteIfExists(wholeFile);
        OutcomeCheckpoint cp = OutcomeCheckpoint.open(stopFile, pos, 18, wholeFile, System.out::println);
        c0 = threads.getCurrentThreadCpuTime();
        RootSplitOutcomeSearch first = new RootSplitOutcomeSearch(stopped, 1, cp, 60, null,
                org.sprague.game.Deadline.after(java.time.Duration.ofMillis((long) (freshWall * stopFraction * 1000))));
        try {
            first.solve(DomineeringOutcome.board(s, left, endgame), 0);
            System.out.println("not stopped");
            return;
        } catch (org.sprague.game.TimeLimitException e) {
            // the stop: the facts are written
        }
        long before = OutcomeCheckpoint.open(stopFile, pos).sides[0].nodes;
        System.out.printf("stopped: %d nodes before the stop (%.1f%% of fresh), cpu %.1f s; %s%n", before,
                100.0 * before / freshNodes, (threads.getCurrentThreadCpuTime() - c0) / 1e9,
                Files.readString(stopFile).replace('\n', ' '));
        int[] cuts = new int[args.length - 4];
        for (int i = 4; i < args.length; i++) {
            cuts[i - 4] = Integer.parseInt(args[i]);
            Path f = dir.resolve("cut" + cuts[i - 4] + ".ckpt");
            Files.copy(stopFile, f, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            int n = OutcomeCheckpoint.open(f, pos, cuts[i - 4]).saveTable(stopped);
            System.out.printf("cut 2^%d: %d entries, %d bytes%n", cuts[i - 4], n,
                    Files.size(dir.resolve("cut" + cuts[i - 4] + ".ckpt.table")));
        }
        stopped = null;
        first = null;
        for (int k : cuts) {
            System.gc();
            Path f = dir.resolve("cut" + k + ".ckpt");
            OutcomeTable table = DomineeringBoard.table(bits, squares);
            c0 = threads.getCurrentThreadCpuTime();
            RootSplitOutcomeSearch resumed = new RootSplitOutcomeSearch(table, 1, OutcomeCheckpoint.open(f, pos, k), 60,
                    null, org.sprague.game.Deadline.unlimited());
            RootSplitOutcomeSearch.RootResult rr = resumed.solve(DomineeringOutcome.board(s, left, endgame), 0);
            long redo = rr.nodes() - freshNodes;
            System.out.printf("resumed from 2^%d: %s, %d nodes in all (%d after the stop), redone %d = %.1f%% of the %d"
                    + " before the stop, cpu %.1f s%n", k, rr.wins() == r.wins() ? "same answer" : "DIFFERENT ANSWER",
                    rr.nodes(), rr.nodes() - before, redo, 100.0 * redo / before, before,
                    (threads.getCurrentThreadCpuTime() - c0) / 1e9);
        }
        // the stop's own files: its 2^18+ entries and the whole table, loaded as a resumed sitting loads them
        System.gc();
        OutcomeTable table = DomineeringBoard.table(bits, squares);
        c0 = threads.getCurrentThreadCpuTime();
        RootSplitOutcomeSearch resumed = new RootSplitOutcomeSearch(table, 1,
                OutcomeCheckpoint.open(stopFile, pos, 18, wholeFile, System.out::println), 60, null,
                org.sprague.game.Deadline.unlimited());
        RootSplitOutcomeSearch.RootResult rr = resumed.solve(DomineeringOutcome.board(s, left, endgame), 0);
        long redo = rr.nodes() - freshNodes;
        System.out.printf("resumed from the stop's 2^18 and whole table: %s, %d nodes in all (%d after the stop), redone"
                + " %d = %.1f%% of the %d before the stop, cpu %.1f s%n", rr.wins() == r.wins() ? "same answer"
                : "DIFFERENT ANSWER", rr.nodes(), rr.nodes() - before, redo, 100.0 * redo / before, before,
                (threads.getCurrentThreadCpuTime() - c0) / 1e9);
    }
}
