package org.sprague.app;

import java.util.LinkedHashMap;
import java.util.Map;

/** The answers' JSON objects written as their keys and values in order, one call per object. */
final class JsonMaps {
    private JsonMaps() {
    }

    /** An ordered map of {@code key, value, key, value, ...}; a value may be null (written as null). */
    static Map<String, Object> of(Object... keysAndValues) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            m.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return m;
    }
}
