package org.sprague.search.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

class MexTest {

    @Test
    void mexOfTheEmptySetIsZero() {
        assertEquals(0, Mex.of());
    }

    @Test
    void mexSkipsPresentValuesAcrossWordBoundaries() {
        int[] values = new int[130];
        for (int i = 0; i < values.length; i++) {
            values[i] = i;
        }
        assertEquals(130, Mex.of(values));
        assertEquals(2, Mex.of(0, 1, 3, 200));
    }

    @Property
    void mexIsTheLeastAbsentValue(@ForAll @Size(max = 40) int[] raw, @ForAll @IntRange(min = 1, max = 300) int range) {
        Set<Integer> set = new HashSet<>();
        int[] values = new int[raw.length];
        for (int i = 0; i < raw.length; i++) {
            values[i] = Math.floorMod(raw[i], range);
            set.add(values[i]);
        }
        int expected = 0;
        while (set.contains(expected)) {
            expected++;
        }
        assertEquals(expected, Mex.of(values));
    }
}
