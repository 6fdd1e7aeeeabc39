package org.sprague.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.sprague.app.json.ValueRecord;
import org.sprague.catalog.Solution;

/**
 * How the library's records are written as JSON, shared by the web API and the command line so
 * that their answers are the same record: a {@link Solution} of an impartial game carries no
 * {@code value} field (the canonical form is given for partizan catalogue positions only), as
 * before that field existed; a value report ({@link ValueRecord}) carries its
 * optional fields only when asked for.
 */
public final class JsonShapes {
    private JsonShapes() {
    }

    /** Registers the shapes on {@code mapper} and returns it. */
    public static ObjectMapper register(ObjectMapper mapper) {
        return mapper.addMixIn(Solution.class, SolutionShape.class)
                .addMixIn(ValueRecord.class, ValueShape.class);
    }

    /** Leaves out {@code value} when there is none. */
    private abstract static class SolutionShape {
        @JsonInclude(JsonInclude.Include.NON_NULL)
        abstract String value();
    }

    /** Leaves out the optional parts of a value report (cooled, heated, atomic weight) when not asked for. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    private abstract static class ValueShape {
    }
}
