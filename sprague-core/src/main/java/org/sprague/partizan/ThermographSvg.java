package org.sprague.partizan;

import java.util.List;
import java.util.Locale;
import org.sprague.partizan.Thermographs.Thermograph;

/**
 * Draws a thermograph as SVG in the field's orientation: values on the horizontal axis with
 * Left's (larger) values to the left, temperature upwards from {@code t = -1} (Berlekamp's
 * subzero thermography: the walls below the axis {@code t = 0} are drawn too); the left wall
 * in blue, the right wall in red, the mast above the temperature, which is marked by a dashed
 * line. Every text drawn (the title is the caller's, e.g. a user's value) is XML-escaped. Used
 * by {@code sprague value --thermograph} and the web explorer's {@code /api/thermograph}.
 */
public final class ThermographSvg {
    private static final int W = 480;
    private static final int H = 360;
    private static final int MARGIN = 50;

    private ThermographSvg() {
    }

    /** The SVG document of thermograph {@code th}, titled "thermograph of {@code title}". */
    public static String draw(String title, Thermograph th) {
        double temp = d(th.temperature());
        double tMax = Math.max(1, temp * 1.5 + 0.5);
        Dyadic base = Trajectory.BASE;
        double hi = d(th.leftWall().valueAt(base));
        double lo = d(th.rightWall().valueAt(base));
        double pad = Math.max(0.5, (hi - lo) * 0.15);
        double vMax = hi + pad;
        double vMin = lo - pad;
        StringBuilder sb = new StringBuilder();
        sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(W).append("\" height=\"").append(H)
                .append("\" viewBox=\"0 0 ").append(W).append(' ').append(H).append("\" font-family=\"sans-serif\" font-size=\"12\">\n");
        sb.append("<title>thermograph of ").append(escape(title)).append("</title>\n");
        sb.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        double y0 = y(0, tMax);
        sb.append(line(MARGIN, y0, W - MARGIN, y0, "#888", false));
        sb.append(text(MARGIN - 4, y0 + 4, "0", "end"));
        double yBase = y(-1, tMax);
        sb.append(line(MARGIN, yBase, W - MARGIN, yBase, "#ccc", false));
        sb.append(text(MARGIN - 4, yBase + 4, "-1", "end"));
        sb.append(text(MARGIN, yBase + 16, fmt(vMax), "start"));
        sb.append(text(W - MARGIN, yBase + 16, fmt(vMin), "end"));
        sb.append(text(W / 2.0, H - 8, "value (Left's side is the left)", "middle"));
        sb.append(text(12, MARGIN - 20, "t", "start"));
        sb.append(path(th.leftWall(), tMax, vMin, vMax, "#1f5fbf"));
        sb.append(path(th.rightWall(), tMax, vMin, vMax, "#c0392b"));
        double yt = y(temp, tMax);
        sb.append(line(MARGIN, yt, W - MARGIN, yt, "#555", true));
        sb.append(text(W - MARGIN + 4, yt + 4, "t = " + th.temperature(), "start"));
        double xm = x(d(th.mast()), vMin, vMax);
        sb.append(text(xm, MARGIN - 8, "mean " + th.mast(), "middle"));
        sb.append("</svg>\n");
        return sb.toString();
    }

    private static String path(Trajectory wall, double tMax, double vMin, double vMax, String colour) {
        StringBuilder p = new StringBuilder("<polyline fill=\"none\" stroke-width=\"2\" stroke=\"" + colour + "\" points=\"");
        List<Dyadic> ts = wall.breakpoints();
        for (Dyadic t : ts) {
            if (d(t) > tMax) {
                break;
            }
            p.append(fmt(x(d(wall.valueAt(t)), vMin, vMax))).append(',').append(fmt(y(d(t), tMax))).append(' ');
        }
        Dyadic top = Dyadic.of(Math.round(tMax * 1024), 10);
        p.append(fmt(x(d(wall.valueAt(top)), vMin, vMax))).append(',').append(fmt(y(d(top), tMax)));
        return p.append("\"/>\n").toString();
    }

    private static double x(double v, double vMin, double vMax) {
        return MARGIN + (vMax - v) / (vMax - vMin) * (W - 2 * MARGIN);
    }

    private static double y(double t, double tMax) {
        return H - MARGIN - (t + 1) / (tMax + 1) * (H - 2 * MARGIN);
    }

    private static String line(double x1, double y1, double x2, double y2, String colour, boolean dashed) {
        return String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\"%s/>%n",
                x1, y1, x2, y2, colour, dashed ? " stroke-dasharray=\"4 3\"" : "");
    }

    private static String text(double x, double y, String s, String anchor) {
        return String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\">%s</text>%n", x, y, anchor,
                escape(s));
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    private static double d(Dyadic v) {
        return new java.math.BigDecimal(v.numerator()).divide(java.math.BigDecimal.valueOf(2).pow(v.exponent()))
                .doubleValue();
    }

    private static String fmt(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }
}
