package org.sprague.examples;

// EXAMPLE-BEGIN
import java.math.BigInteger;
import java.util.Arrays;
import java.util.stream.IntStream;
import org.sprague.app.SequenceAnswer;
import org.sprague.app.SequenceQuestion;
import org.sprague.app.Sprague;

/** Kayles (code 0.77): knock down one pin or two adjacent pins of a row, maybe splitting it. */
public class HeapGameExample {
    public static void main(String[] args) {
        // G(0..1000) of "kayles" (or its code, "0.77"): enough values to prove its period
        SequenceAnswer kayles = Sprague.sequence(SequenceQuestion.of("kayles", 1000));
        int[] g = IntStream.range(0, 24).map(kayles::value).toArray();
        System.out.println("G(0..23) = " + Arrays.toString(g));

        System.out.println("period " + kayles.period() + " from heap " + kayles.preperiod()
                + (kayles.proven() ? ", proven by " + kayles.theorem() : ", not proven"));
        BigInteger googol = BigInteger.TEN.pow(100);
        System.out.println("G(10^100) = " + kayles.grundy(googol));
    }
}
// EXAMPLE-END
