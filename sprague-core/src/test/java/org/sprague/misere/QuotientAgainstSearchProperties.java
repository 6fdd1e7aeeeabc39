package org.sprague.misere;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import java.time.Duration;
import org.sprague.game.LimitExceededException;
import org.sprague.heap.HeapRules;

/**
 * For random take-and-break codes (octal, with d0 = 4, hexadecimal three-heap digits) and
 * subtraction sets, every quotient the calculator prints agrees with plain misère search on
 * every small sum of heaps.
 */
class QuotientAgainstSearchProperties {

    @Provide
    Arbitrary<String> codes() {
        Arbitrary<String> octal = Arbitraries.strings().withChars("01234567").ofMinLength(1).ofMaxLength(3)
                .filter(d -> !d.matches("0*")).map(d -> "0." + d);
        Arbitrary<String> lasker = Arbitraries.strings().withChars("01234567").ofMinLength(1).ofMaxLength(2)
                .map(d -> "4." + d);
        Arbitrary<String> hex = Arbitraries.strings().withChars("0123456789abcdef").ofMinLength(1).ofMaxLength(2)
                .filter(d -> !d.matches("0*")).map(d -> "0." + d);
        Arbitrary<String> subtraction = Arbitraries.integers().between(1, 7).set().ofMinSize(1).ofMaxSize(3)
                .map(s -> "subtraction:" + String.join(",", s.stream().sorted().map(String::valueOf).toList()));
        return Arbitraries.oneOf(octal, octal, lasker, hex, subtraction);
    }

    @Property(tries = 40)
    void everySmallSumAgreesWithPlainMisereSearch(@ForAll("codes") String code) {
        MisereQuotient q;
        try {
            // some codes' quotients pass 16,384 elements by heap 14 (0.e, 4.bf): refused, not printed
            q = new RecalibratingQuotientCalculator(HeapRules.resolve(code)).extendTo(14,
                    MisereQuotientCalculator.Listener.NONE, org.sprague.game.Deadline.after(Duration.ofSeconds(5)));
        } catch (LimitExceededException tooLargeOrTooSlow) {
            Assume.that(false);
            return;
        }
        RecalibratingQuotientCalculatorTest.agreeWithSearch(code, q, HeapSumSearch.sums(4, 14, 22));
    }
}
