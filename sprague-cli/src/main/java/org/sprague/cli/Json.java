package org.sprague.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

/** The one JSON writer of the command line: the library's result records, as they are. */
final class Json {
    /** With the web's shapes ({@link org.sprague.web.JsonShapes}): one record, one JSON in both front ends. */
    private static final ObjectMapper MAPPER = org.sprague.web.JsonShapes.register(new ObjectMapper())
            .enable(SerializationFeature.INDENT_OUTPUT);

    private Json() {
    }

    /** A record as a JSON tree, for rendering it as text (small answers: a sum, a weighted game). */
    static com.fasterxml.jackson.databind.JsonNode tree(Object value) {
        return MAPPER.valueToTree(value);
    }

    static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON for " + value.getClass(), e);
        }
    }
}
