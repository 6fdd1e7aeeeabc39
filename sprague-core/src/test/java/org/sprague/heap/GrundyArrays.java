package org.sprague.heap;

/** The tests' way to make a {@link GrundyValues} from an int array (stored in the narrowest width). */
final class GrundyArrays {
    private GrundyArrays() {
    }

    static GrundyValues of(int[] values) {
        GrundyValues g = new GrundyValues(values.length);
        for (int v : values) {
            g.add(v);
        }
        return g;
    }
}
