package org.sprague.app;

import java.util.ArrayList;
import java.util.List;
import org.sprague.partizan.ThermographSvg;
import org.sprague.partizan.Thermographs;
import org.sprague.partizan.Trajectory;

/**
 * The answer of {@link Sprague#thermograph}: the walls as data (the JSON of
 * {@code POST /api/thermograph}), or the drawing as SVG when the question asked for it. The
 * walls' records are package-private: data to write as JSON, not API (issue 22 item 6; a
 * library user reads a value's mean and temperature from {@link Sprague#partizan} or
 * {@link Sprague#value}).
 *
 * @param walls the thermograph as data to write as JSON; null when drawn
 * @param svg the SVG drawing; null when given as data
 */
public record ThermographAnswer(Walls walls, String svg) {

    /**
     * The thermograph of form {@code g} of {@code th}'s store: {@link Sprague#thermograph}'s
     * answer, and {@link Sprague#value}'s drawing of the value it computed (so that the canonical
     * form is computed once).
     *
     * @param input what was asked
     * @param printed the canonical value as printed (the drawing's label)
     * @param svg whether to draw it (else the walls as data)
     */
    static ThermographAnswer of(Thermographs th, int g, String input, String printed, boolean svg) {
        Thermographs.Thermograph t = th.thermograph(g);
        if (svg) {
            return new ThermographAnswer(null, ThermographSvg.draw(printed, t));
        }
        return new ThermographAnswer(new Walls(input, printed, t.mast().toString(), t.temperature().toString(),
                Wall.of(t.leftWall()), Wall.of(t.rightWall())), null);
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
            List<WallPoint> points = new ArrayList<>();
            for (int i = 0; i < w.breakpoints().size(); i++) {
                points.add(new WallPoint(w.breakpoints().get(i).toString(), w.values().get(i).toString()));
            }
            return new Wall(points, w.finalSlope().toString());
        }
    }

    /** A point of a thermograph's wall: the wall's value at temperature {@code t}. */
    record WallPoint(String t, String value) {
    }
}
