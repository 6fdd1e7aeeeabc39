package org.sprague.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.sprague.app.json.GrundyReport;
import org.sprague.app.json.ValueRecord;
import org.sprague.catalog.front.GameTable;
import org.sprague.game.Solution;

/**
 * How the library's records are written as JSON, shared by the web API and the command line so
 * that their answers are the same record: a {@link Solution} of an impartial game carries no
 * {@code value} field (the canonical form is given for partizan catalogue positions only), as
 * before that field existed; a value report ({@link ValueRecord}) carries its
 * optional fields only when asked for; a heap game's sequence report ({@link GrundyReport}) leaves
 * out its null parts (a naive run's rare/common split, the values under {@code --no-values}); a
 * table ({@link GameTable}) writes Grundy values as numbers (its cells are held as text, "P"/"N"
 * or the value).
 */
public final class JsonShapes {
    private JsonShapes() {
    }

    /** Registers the shapes on {@code mapper} and returns it. */
    public static ObjectMapper register(ObjectMapper mapper) {
        mixIns().forEach(mapper::addMixIn);
        return mapper;
    }

    /** The shapes: each record's class and the mix-in class that shapes it (for a writer built without an ObjectMapper). */
    public static Map<Class<?>, Class<?>> mixIns() {
        return Map.of(Solution.class, SolutionShape.class, ValueRecord.class, ValueShape.class,
                GrundyReport.class, GrundyReportShape.class, GameTable.class, TableShape.class);
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

    /** Leaves out the null parts of a sequence report (its periodicity keeps its null valuesNeededForProof). */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    private abstract static class GrundyReportShape {
    }

    /** A table's rows of cells: a Grundy value as a number, a letter (P/N) as a string. */
    private abstract static class TableShape {
        @JsonSerialize(contentUsing = CellRow.class)
        abstract List<List<String>> cells();
    }

    /** One row of a table's cells: numbers for Grundy values, strings for P/N. */
    static final class CellRow extends StdSerializer<List<String>> {
        private static final long serialVersionUID = 1L;

        @SuppressWarnings("unchecked")
        CellRow() {
            super((Class<List<String>>) (Class<?>) List.class);
        }

        @Override
        public void serialize(List<String> row, JsonGenerator gen, SerializerProvider provider) throws IOException {
            gen.writeStartArray();
            for (String cell : row) {
                if (!cell.isEmpty() && (Character.isDigit(cell.charAt(0)) || cell.charAt(0) == '-')) {
                    gen.writeNumber(new BigInteger(cell));
                } else {
                    gen.writeString(cell);
                }
            }
            gen.writeEndArray();
        }
    }
}
