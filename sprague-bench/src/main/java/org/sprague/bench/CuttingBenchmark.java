package org.sprague.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.sprague.catalog.games.CuttingGrundyTable;

/** The whole Grundy table of the cutting game: {@link CuttingGrundyTable} and its steps. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3)
@Measurement(iterations = 5)
@Fork(1)
public class CuttingBenchmark {
    @Param({"1000"})
    public int side;

    @Benchmark
    public long table() {
        return new CuttingGrundyTable(side).checksum();
    }

    @Benchmark
    public long plain() {
        return CuttingVariants.plain(side);
    }

    @Benchmark
    public long halfCuts() {
        return CuttingVariants.halfCuts(side);
    }

    @Benchmark
    public long symmetric() {
        return CuttingVariants.symmetric(side);
    }

    @Benchmark
    public long stamped() {
        return CuttingVariants.stamped(side);
    }

    @Benchmark
    public long stampedMask() {
        return CuttingVariants.stampedMask(side);
    }
}
