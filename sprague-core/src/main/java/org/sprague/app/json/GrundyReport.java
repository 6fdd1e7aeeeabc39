package org.sprague.app.json;

import java.util.Optional;
import org.sprague.heap.GrundySequenceCalculator;
import org.sprague.heap.HeapCode;
import org.sprague.heap.HeapPeriodicity;
import org.sprague.heap.Periodicity;

/**
 * One run of a heap game's Grundy sequence as {@code sprague grundy --json} and the web
 * API's {@code POST /api/grundy} print it: the rule, the values, the rare/common split the
 * sparse method used, and the periodicity with what proves it. Both front ends print this
 * record, so their JSON cannot drift apart; their one mapper ({@code JsonShapes}) leaves out the
 * components that are null (a naive run has no rare mask; {@code --no-values} leaves the values
 * out), the periodicity keeping its null {@code valuesNeededForProof}.
 *
 * @param rule the rule as the user wrote it ({@code kayles}, {@code 0.77}, {@code subtraction:1,3,4})
 * @param code the rule in the field's notation ({@code 0.77}, {@code 0.[3]})
 * @param to the last heap size computed: the values are G(0..to)
 * @param method naive or sparse
 * @param values G(0..to), or null when left out ({@code --no-values})
 * @param valuesFile where the values were written ({@code --out}), or null
 * @param periodicity the periodicity found, or null when none was seen in G(0..to)
 * @param rareMask the sparse method's rare/common mask, null for the naive method
 * @param rareDomainParity whether the split is of the domain type (null: naive)
 * @param rareCount how many heaps 1..to are rare under that split (null: naive)
 * @param maxValue the largest value
 * @param bitsPerValue bits a stored value takes: 8, 16 or 32
 */
public record GrundyReport(String rule, String code, long to, String method, int[] values, String valuesFile,
        PeriodicityReport periodicity, Integer rareMask, Boolean rareDomainParity, Integer rareCount,
        int maxValue, int bitsPerValue) {

    /**
     * The periodicity of a run: {@code G(n + period) = G(n) + saltus} for n >= preperiod.
     *
     * @param proven true only when a theorem (the Guy-Smith bound, for finite codes) extends it to every n
     * @param valuesNeededForProof how many values the Guy-Smith bound needs to prove it, or null
     *     when no theorem applies (infinite codes, unequal splits, arithmetic periodicity)
     */
    public record PeriodicityReport(int preperiod, int period, int saltus, boolean proven, Long valuesNeededForProof) {
    }

    /**
     * The report of a computed run.
     *
     * @param rule the rule as written
     * @param code its resolved code
     * @param result the calculator's result for G(0 .. count-1)
     * @param count how many values were computed ({@code to + 1})
     * @param periodicity the periodicity of those values ({@link HeapPeriodicity#of(HeapCode, GrundyValues)})
     * @param withValues whether to include the values
     * @param valuesFile where they were written, or null
     */
    public static GrundyReport of(String rule, HeapCode code, GrundySequenceCalculator.Result result, int count,
            Optional<Periodicity> periodicity, boolean withValues, String valuesFile) {
        boolean sparse = result.rareMask() >= 0;
        return new GrundyReport(rule, code.notation(), count - 1L, result.method(),
                withValues ? result.values().toIntArray(count) : null, valuesFile,
                periodicity.map(p -> new PeriodicityReport(p.preperiod(), p.period(), p.saltus(), p.proven(),
                        neededOrNull(code, p))).orElse(null),
                sparse ? result.rareMask() : null, sparse ? result.domainParity() : null,
                sparse ? result.rareCount() : null, result.values().max(), result.values().bitsPerValue());
    }

    private static Long neededOrNull(HeapCode code, Periodicity p) {
        long n = HeapPeriodicity.valuesNeeded(code, p);
        return n < 0 ? null : n;
    }
}
