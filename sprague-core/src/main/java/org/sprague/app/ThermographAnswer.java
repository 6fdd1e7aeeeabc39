package org.sprague.app;

import java.util.List;
import org.sprague.partizan.ThermographSvg;
import org.sprague.partizan.Thermographs;
import org.sprague.partizan.Trajectory;

/**
 * The answer of {@link Sprague#thermograph}, a {@link Report}: the walls as data, its
 * {@link #json()} (the JSON of {@code POST /api/thermograph}), and the drawing as SVG, its
 * {@link #text()} (drawn when first asked: {@code sprague value --thermograph FILE} and the SVG
 * of the web). The walls' records are package-private: data to write as JSON, not API (issue
 * 22 item 6; a library user reads a value's mean and temperature from {@link Sprague#partizan}
 * or {@link Sprague#value}). Package-private behind {@link Report}.
 *
 * @param walls the thermograph as data to write as JSON
 * @param label the canonical value as printed (the drawing's label)
 * @param thermograph the thermograph the drawing is made of
 */
record ThermographAnswer(Walls walls, String label, Thermographs.Thermograph thermograph) implements Report {

    @Override
    public Walls json() {
        return walls;
    }

    /** The thermograph drawn as SVG (subzero thermography, from t = -1), labelled with the value. */
    @Override
    public String text() {
        return ThermographSvg.draw(label, thermograph);
    }

    /**
     * The thermograph of form {@code g} of {@code th}'s store: {@link Sprague#thermograph}'s
     * answer, and {@link Sprague#value}'s drawing of the value it computed (so that the canonical
     * form is computed once).
     *
     * @param input what was asked
     * @param printed the canonical value as printed (the drawing's label)
     */
    static ThermographAnswer of(Thermographs th, int g, String input, String printed) {
        Thermographs.Thermograph t = th.thermograph(g);
        return new ThermographAnswer(new Walls(input, printed, t.mast().toString(), t.temperature().toString(),
                Wall.of(t.leftWall()), Wall.of(t.rightWall())), printed, t);
    }

    /**
     * A thermograph as data: what was asked ({@code input}), its canonical value, the mast (the
     * mean), the temperature, and both walls.
     */
    record Walls(String input, String value, String mast, String temperature, Wall leftWall,
            Wall rightWall) {
    }

    /** A wall: its breakpoints from {@code t = 0}, and its slope after the last (0 on the mast). */
    record Wall(List<WallPoint> points, String finalSlope) {
        public Wall {
            points = List.copyOf(points);
        }

        static Wall of(Trajectory w) {
            return new Wall(java.util.stream.IntStream.range(0, w.breakpoints().size()).mapToObj(i -> new WallPoint(
                    w.breakpoints().get(i).toString(), w.values().get(i).toString())).toList(), w.finalSlope().toString());
        }
    }

    /** A point of a thermograph's wall: the wall's value at temperature {@code t}. */
    record WallPoint(String t, String value) {
    }
}
