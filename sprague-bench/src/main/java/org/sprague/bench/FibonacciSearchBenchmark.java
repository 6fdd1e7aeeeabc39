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
import org.sprague.impartial.MemoizedGrundySolver;

/**
 * The generic solver on three-heap Fibonacci subtraction as one position (root: heaps
 * {@code heap, heap, heap}, all {@code (heap+1)(heap+2)(heap+3)/6} sorted triples stored),
 * against the solver as first written ({@link SeedGrundySolver}).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 3)
@Fork(value = 1, jvmArgs = {"-Xmx4g"})
public class FibonacciSearchBenchmark {
    @Param({"150"})
    public int heap;

    @Benchmark
    public int record() {
        return new MemoizedGrundySolver<>(new FibonacciThreeHeaps())
                .grundy(FibonacciThreeHeaps.Heaps.of(heap, heap, heap));
    }

    @Benchmark
    public int packed() {
        return new MemoizedGrundySolver<>(new FibonacciThreeHeapsPacked())
                .grundy(FibonacciThreeHeapsPacked.pack(heap, heap, heap));
    }

    @Benchmark
    public int seedRecord() {
        return new SeedGrundySolver<>(new FibonacciThreeHeaps())
                .grundy(FibonacciThreeHeaps.Heaps.of(heap, heap, heap));
    }

    @Benchmark
    public int seedPacked() {
        return new SeedGrundySolver<>(new FibonacciThreeHeapsPacked())
                .grundy(FibonacciThreeHeapsPacked.pack(heap, heap, heap));
    }
}
