package org.sprague.cli;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import javax.imageio.ImageIO;
import org.sprague.app.SequenceAnswer;
import org.sprague.game.InvalidInputException;

/**
 * The scatter plot of G(n) against n, with the preperiod marked by a dashed line and the
 * first full period after it shaded: SVG (by extension .svg) or PNG (.png, through the JDK's
 * ImageIO). Values are binned into a pixel grid first, so a plot of a billion values is as
 * small as one of a thousand (O(N) time, O(width * height) memory). What it draws comes from
 * the sequence question's answer ({@link SequenceAnswer}: its values, name and periodicity).
 */
final class GrundyPlot {
    static final int WIDTH = 1000;
    static final int HEIGHT = 500;
    static final int LEFT = 60;
    static final int RIGHT = 20;
    static final int TOP = 40;
    static final int BOTTOM = 50;

    private GrundyPlot() {
    }

    /** Whether {@code file} is a PNG (else an SVG); exit 2 for any other name. */
    static boolean format(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        boolean png = name.endsWith(".png");
        if (!png && !name.endsWith(".svg")) {
            throw new InvalidInputException("grundy: --plot " + file + ": the file must end in .svg or .png");
        }
        return png;
    }

    /** G(0..count-1) of {@code answer} drawn into {@code file}, with its periodicity when one was seen. */
    static void write(Path file, SequenceAnswer answer, int count) throws IOException {
        boolean png = format(file);
        int plotW = WIDTH - LEFT - RIGHT;
        int plotH = HEIGHT - TOP - BOTTOM;
        int maxValue = Math.max(1, answer.maxValue());
        boolean[][] cell = new boolean[plotW][plotH];
        int last = Math.max(1, count - 1);
        for (int n = 0; n < count; n++) {
            int x = (int) ((long) n * (plotW - 1) / last);
            int y = plotH - 1 - (int) ((long) answer.value(n) * (plotH - 1) / maxValue);
            cell[x][y] = true;
        }
        String title = "G(n) of " + answer.name() + ", n = 0.." + (count - 1);
        Period p = answer.periodNote() == null ? null
                : new Period(answer.preperiod(), answer.period(), answer.periodNote());
        if (png) {
            writePng(file, cell, title, count, maxValue, p);
        } else {
            writeSvg(file, cell, title, count, maxValue, p);
        }
    }

    private static int xOf(long n, int count) {
        return LEFT + (int) (n * (WIDTH - LEFT - RIGHT - 1) / Math.max(1, count - 1));
    }

    /** The periodic part to mark: where it starts, its length, and the answer's words for it. */
    private record Period(int preperiod, int period, String note) {
    }

    private static void writeSvg(Path file, boolean[][] cell, String title, int count, int maxValue,
            Period p) throws IOException {
        try (Writer w = Files.newBufferedWriter(file)) {
            w.write(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                    + " viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">%n", WIDTH, HEIGHT, WIDTH,
                    HEIGHT));
            w.write("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
            w.write(String.format(Locale.ROOT, "<text x=\"%d\" y=\"22\" font-size=\"15\">%s</text>%n", LEFT,
                    escape(title)));
            if (p != null) {
                int x0 = xOf(p.preperiod(), count);
                int x1 = Math.max(x0 + 1, xOf((long) p.preperiod() + p.period(), count));
                w.write(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\""
                        + " fill=\"#ffd54f\" opacity=\"0.5\"><title>%s</title></rect>%n", x0, TOP, x1 - x0,
                        HEIGHT - TOP - BOTTOM, escape(p.note())));
                w.write(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#c62828\""
                        + " stroke-dasharray=\"5,4\"/>%n", x0, TOP, x0, HEIGHT - BOTTOM));
                w.write(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" fill=\"#c62828\">preperiod %d, %s</text>%n",
                        Math.min(x0 + 4, WIDTH - 300), TOP + 14, p.preperiod(), escape(p.note())));
            }
            axes(w, count, maxValue);
            w.write("<g fill=\"#1565c0\">\n");
            int dot = dotSize(count);
            int plotW = cell.length;
            int plotH = cell[0].length;
            for (int x = 0; x < plotW; x++) {
                int y = 0;
                while (y < plotH) {
                    if (!cell[x][y]) {
                        y++;
                        continue;
                    }
                    int run = y;
                    while (run < plotH && cell[x][run]) {
                        run++;
                    }
                    w.write(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\"/>%n",
                            LEFT + x - dot / 2, TOP + y - dot / 2, dot, run - y + dot - 1));
                    y = run;
                }
            }
            w.write("</g>\n</svg>\n");
        }
    }

    private static void axes(Writer w, int count, int maxValue) throws IOException {
        int bottom = HEIGHT - BOTTOM;
        w.write(String.format(Locale.ROOT, "<path d=\"M%d %d V%d H%d\" stroke=\"black\" fill=\"none\"/>%n", LEFT,
                TOP, bottom, WIDTH - RIGHT));
        w.write(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\">0</text>%n", LEFT, bottom + 16));
        w.write(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%d</text>%n",
                WIDTH - RIGHT, bottom + 16, count - 1));
        w.write(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">n</text>%n",
                (LEFT + WIDTH - RIGHT) / 2, bottom + 34));
        w.write(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%d</text>%n", LEFT - 6,
                TOP + 10, maxValue));
        w.write(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">0</text>%n", LEFT - 6,
                bottom));
        w.write(String.format(Locale.ROOT, "<text x=\"16\" y=\"%d\" transform=\"rotate(-90 16 %d)\""
                + " text-anchor=\"middle\">G(n)</text>%n", (TOP + bottom) / 2, (TOP + bottom) / 2));
    }

    private static void writePng(Path file, boolean[][] cell, String title, int count, int maxValue,
            Period p) throws IOException {
        BufferedImage img = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, WIDTH, HEIGHT);
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
            int bottom = HEIGHT - BOTTOM;
            if (p != null) {
                int x0 = xOf(p.preperiod(), count);
                int x1 = Math.max(x0 + 1, xOf((long) p.preperiod() + p.period(), count));
                g.setColor(new Color(0xff, 0xd5, 0x4f, 128));
                g.fillRect(x0, TOP, x1 - x0, bottom - TOP);
                g.setColor(new Color(0xc6, 0x28, 0x28));
                g.setStroke(new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
                        new float[] {5f, 4f}, 0f));
                g.drawLine(x0, TOP, x0, bottom);
                g.drawString("preperiod " + p.preperiod() + ", " + p.note(), Math.min(x0 + 4, WIDTH - 300),
                        TOP + 14);
            }
            g.setStroke(new BasicStroke(1f));
            g.setColor(Color.BLACK);
            g.drawLine(LEFT, TOP, LEFT, bottom);
            g.drawLine(LEFT, bottom, WIDTH - RIGHT, bottom);
            g.drawString("0", LEFT, bottom + 16);
            String end = Integer.toString(count - 1);
            g.drawString(end, WIDTH - RIGHT - g.getFontMetrics().stringWidth(end), bottom + 16);
            g.drawString("n", (LEFT + WIDTH - RIGHT) / 2, bottom + 34);
            String max = Integer.toString(maxValue);
            g.drawString(max, LEFT - 6 - g.getFontMetrics().stringWidth(max), TOP + 10);
            g.drawString("G(n)", 8, (TOP + bottom) / 2);
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 15));
            g.drawString(title, LEFT, 22);
            g.setColor(new Color(0x15, 0x65, 0xc0));
            int dot = dotSize(count);
            for (int x = 0; x < cell.length; x++) {
                for (int y = 0; y < cell[0].length; y++) {
                    if (cell[x][y]) {
                        g.fillRect(LEFT + x - dot / 2, TOP + y - dot / 2, dot, dot);
                    }
                }
            }
        } finally {
            g.dispose();
        }
        if (!ImageIO.write(img, "png", file.toFile())) {
            throw new IOException("no PNG writer in this JDK");
        }
    }

    /** Bigger dots when there are few values. */
    private static int dotSize(int count) {
        return count <= 1000 ? 4 : 2;
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
