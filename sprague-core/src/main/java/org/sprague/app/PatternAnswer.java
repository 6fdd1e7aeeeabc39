package org.sprague.app;

import java.util.List;
import java.util.Map;
import org.sprague.pattern.PatternReport;
import org.sprague.pattern.Rejected;
import org.sprague.pattern.Rule;

/**
 * The answer of {@link Sprague#pattern}: the table and, for its P/N and its Grundy values, the
 * rule found (or none) with the evidence. The JSON of {@code sprague pattern --json} and
 * {@code POST /api/pattern} is {@link #json()}.
 *
 * @param json the analysis as {@link org.sprague.pattern.PatternAnalysis} reports it: kind
 *     ("sequence" or "table"), the game, the range, the table, and a {@link PatternReport} under
 *     "outcomes" and "grundy"
 */
public record PatternAnswer(Map<String, Object> json) {
    /** Values shown of a one-coordinate table: the start when a rule was found, more when none was. */
    static final int SHOWN = 60;
    static final int SHOWN_WITHOUT_RULE = 400;

    public PatternAnswer {
        json = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(json));
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
        Map<String, Object> r = json;
        StringBuilder sb = new StringBuilder();
        boolean anyRule = false;
        for (String key : List.of("outcomes", "grundy")) {
            PatternReport pr = (PatternReport) r.get(key);
            anyRule |= pr != null && pr.found().isPresent();
        }
        if (r.get("kind").equals("sequence")) {
            sb.append(r.get("game")).append(", n = ").append(r.get("from")).append("..").append(r.get("to"))
                    .append(" (values by search)\n");
            @SuppressWarnings("unchecked")
            List<Object> table = (List<Object>) r.get("table");
            int shown = anyRule ? SHOWN : SHOWN_WITHOUT_RULE;
            sb.append("  ").append(table.subList(0, Math.min(shown, table.size())))
                    .append(table.size() > shown ? " ... (${json} for all " + table.size() + ")" : "").append('\n');
        } else {
            sb.append(r.get("game")).append(", ").append(r.get("rows")).append("x").append(r.get("cols"))
                    .append(" table from (").append(r.get("rowStart")).append(", ").append(r.get("colStart"))
                    .append(") (values by search)\n");
            if (!anyRule && r.get("grid") instanceof List<?> grid) {
                for (Object row : grid.subList(0, Math.min(40, grid.size()))) {
                    sb.append("  ").append(row).append('\n');
                }
            }
        }
        for (String key : List.of("outcomes", "grundy")) {
            PatternReport pr = (PatternReport) r.get(key);
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
}
