package org.sprague.app;

import java.util.List;
import org.sprague.pattern.PatternAnalysis;
import org.sprague.pattern.PatternReport;
import org.sprague.pattern.Rejected;
import org.sprague.pattern.Rule;

/**
 * The answer of {@link Sprague#pattern}: the table and, for its P/N and its Grundy values, the
 * rule found (or none) with the evidence. The JSON of {@code sprague pattern --json} and
 * {@code POST /api/pattern} is {@link #json()}.
 *
 * @param analysis the analysis as {@link PatternAnalysis} reports it: a sequence or a table, with
 *     a {@link PatternReport} for its P/N and its Grundy values
 */
record PatternAnswer(PatternAnalysis.Result analysis) implements Report {
    /** Values shown of a one-coordinate table: the start when a rule was found, more when none was. */
    static final int SHOWN = 60;
    static final int SHOWN_WITHOUT_RULE = 400;

    /** The record written as JSON: the analysis. */
    public PatternAnalysis.Result json() {
        return analysis;
    }

    /** The text for people: the range, the table's start, then each rule with its evidence. */
    public String text() {
        return text(java.util.function.Function.identity());
    }

    /**
     * The text with each parameter it names spelled by {@code spell} (the command line's
     * flags, {@link org.sprague.game.wording.Wording}); {@link #text()} names them bare.
     */
    public String text(java.util.function.Function<String, String> spell) {
        StringBuilder sb = new StringBuilder();
        boolean anyRule = reports().stream().anyMatch(pr -> pr != null && pr.found().isPresent());
        if (analysis instanceof PatternAnalysis.Sequence r) {
            sb.append(r.game()).append(", n = ").append(r.from()).append("..").append(r.to())
                    .append(" (values by search)\n");
            List<?> table = r.table();
            int shown = anyRule ? SHOWN : SHOWN_WITHOUT_RULE;
            sb.append("  ").append(table.subList(0, Math.min(shown, table.size())))
                    .append(table.size() > shown ? " ... (${json} for all " + table.size() + ")" : "").append('\n');
        } else if (analysis instanceof PatternAnalysis.Table r) {
            sb.append(r.game()).append(", ").append(r.rows()).append("x").append(r.cols())
                    .append(" table from (").append(r.rowStart()).append(", ").append(r.colStart())
                    .append(") (values by search)\n");
            if (!anyRule) {
                List<String> grid = r.grid();
                for (String row : grid.subList(0, Math.min(40, grid.size()))) {
                    sb.append("  ").append(row).append('\n');
                }
            }
        }
        for (PatternReport pr : reports()) {
            if (pr == null) {
                continue;
            }
            sb.append('\n').append(pr.summary()).append('\n');
            pr.found().filter(Rule::proven).ifPresent(rule -> sb.append("  proof: ").append(rule.theorem()).append('\n'));
            sb.append("  learned on ").append(pr.learnedOn()).append("; checked on ").append(pr.checkedOn())
                    .append(" (the values beyond the learned range are held out: any difference there refutes a rule)\n");
            if (pr.note() != null) {
                sb.append("  note: ").append(pr.note()).append('\n');
            }
            if (pr.selection() != null) {
                sb.append("  ").append(pr.found().isPresent() ? "chosen: " : "").append(pr.selection()).append('\n');
            }
            if (!pr.rejected().isEmpty()) {
                sb.append(pr.found().isPresent() ? "  other candidates:\n" : "  candidates rejected:\n");
                for (Rejected rj : pr.rejected()) {
                    sb.append("    - ").append(rj.rule()).append(": ").append(rj.counterexample()).append('\n');
                }
            }
        }
        return org.sprague.game.wording.Wording.render(sb.toString().stripTrailing(), spell);
    }

    /** The P/N report, then the Grundy values' (null for a partizan game). */
    private List<PatternReport> reports() {
        return java.util.Arrays.asList(analysis.outcomes(), analysis.grundy());
    }
}
