package org.sprague.partizan.outcome;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;

/**
 * The whole table's write at a stop and its load at the start on a full 10x10 table (issue 23,
 * docs/performance-log.md "keep30"): a sitting of two hours fills the 2^24 buckets (2^25 entries,
 * 512 MiB) with tens of millions of entries of 16+ nodes, which a 120 s measurement does not
 * reach. Fills the command's 10x10 table with STATES random states (keys of 100 squares, logs
 * 4..30 falling off as 10x10's do: about 1.7x fewer for each doubling), then writes the whole
 * table through the stop's path ({@link OutcomeCheckpoint#saveWhole}) and loads it into a fresh
 * table through the start's ({@link OutcomeCheckpoint#loadWhole}), printing the lines they print.
 *
 * <pre>
 * mvn -B -q -o package -DskipTests -pl sprague-core
 * javac -d /tmp/wt -cp sprague-core/target/classes bench/outcome-resume/WholeTableIo.java
 * java -cp /tmp/wt:sprague-core/target/classes org.sprague.partizan.outcome.WholeTableIo DIR STATES
 * </pre>
 */
public final class WholeTableIo {
    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        long states = Long.parseLong(args[1]);
        Files.createDirectories(dir);
        int squares = 100;
        int bits = PartizanOutcomeSearch.tableBits(squares);
        String pos = "domineering 10x10";
        OutcomeTable table = DomineeringBoard.table(bits, squares);
        SplittableRandom rnd = new SplittableRandom(23);
        long t0 = System.nanoTime();
        for (long i = 0; i < states; i++) {
            int log = 4;
            while (log < 30 && rnd.nextInt(17) < 10) {
                log++;
            }
            table.store(rnd.nextLong(), rnd.nextLong() & ((1L << (squares - 64)) - 1), 0, rnd.nextBoolean(), 1L << log);
        }
        System.out.printf("filled %d buckets with %,d states in %.1f s: %,d entries of 2^4+ nodes (%,d in all)%n",
                1 << bits, states, (System.nanoTime() - t0) / 1e9, table.count(OutcomeCheckpoint.TABLE_MIN_LOG),
                table.count(0));
        Path whole = dir.resolve("whole.table");
        OutcomeCheckpoint cp = OutcomeCheckpoint.open(dir.resolve("io.ckpt"), pos, 18, whole, System.out::println);
        System.out.printf("estimate before the write: %,d entries%n", table.estimate(OutcomeCheckpoint.TABLE_MIN_LOG));
        cp.saveWhole(table, Long.MAX_VALUE);
        table = null;
        System.gc();
        OutcomeTable fresh = DomineeringBoard.table(bits, squares);
        cp.loadWhole(fresh, org.sprague.game.Deadline.unlimited());
        System.out.printf("loaded table: %,d entries of 2^4+ nodes%n", fresh.count(OutcomeCheckpoint.TABLE_MIN_LOG));
    }
}
