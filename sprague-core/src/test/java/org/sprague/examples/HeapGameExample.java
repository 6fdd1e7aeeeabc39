package org.sprague.examples;

// EXAMPLE-BEGIN
import java.math.BigInteger;
import java.util.Arrays;
import org.sprague.heap.HeapCode;
import org.sprague.heap.HeapPeriodicity;
import org.sprague.heap.HeapRules;
import org.sprague.heap.ProvenPeriod;
import org.sprague.heap.SparseSpaceCalculator;

/** Kayles (code 0.77): knock down one pin or two adjacent pins of a row, maybe splitting it. */
public class HeapGameExample {
    public static void main(String[] args) {
        HeapCode kayles = HeapRules.resolve("kayles"); // or HeapCode.parse("0.77")
        int[] g = new SparseSpaceCalculator().compute(kayles, 24).values().toIntArray();
        System.out.println("G(0..23) = " + Arrays.toString(g));

        ProvenPeriod p = ProvenPeriod.find(kayles, 1 << 16).orElseThrow();
        System.out.println("period " + p.period() + " from heap " + p.preperiod()
                + ", proven by " + HeapPeriodicity.theorem(kayles));
        BigInteger googol = BigInteger.TEN.pow(100);
        System.out.println("G(10^100) = " + p.grundy(googol));
    }
}
// EXAMPLE-END
