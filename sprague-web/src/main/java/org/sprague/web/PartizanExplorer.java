package org.sprague.web;

import org.sprague.app.front.FrontEnd;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.sprague.app.play.PartizanPosition;
import org.sprague.app.Sprague;
import org.sprague.app.Report;
import org.sprague.app.ValueQuestion;
import org.sprague.catalog.Catalog;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.game.io.PositionFiles;
import org.sprague.partizan.Notation;
import org.sprague.partizan.games.Cutcake;
import org.sprague.partizan.games.Hackenbush;
import org.sprague.partizan.games.PartizanSumSolver.Component;

/**
 * The partizan part of the web API, without HTTP: values written in CGT notation
 * ({@code /api/value}, as {@code sprague value}), catalogue positions with both players'
 * options and the engine's reply ({@code /api/partizan}, as {@code sprague solve}), and
 * thermographs as data or SVG ({@code /api/thermograph}).
 *
 * <p>Cost: one store of canonical forms per request, bounded by {@code maxPositions} forms
 * (and regions), and the request's deadline (its time limit from the stage), which
 * {@link org.sprague.partizan.CanonicalForms#game} polls. Canonical-form operations keep their pending work on
 * explicit stacks (no recursion on a form's depth), so the worker threads have an ordinary
 * stack; should one still overflow, it is a 422, never a dead worker.
 */
final class PartizanExplorer {
    /** The most characters of a value or position text (a printed Domineering 6x6 value has 15,442). */
    static final int MAX_TEXT = 20_000;
    /**
     * The largest n of a nimber {@code *n} in a value (sums of them stay below 128), and the most
     * ups in it ({@code ^n}, {@code vn} count n, a bare {@code ^} or {@code v} one). A sum such as
     * {@code *511 + {1|0}} expands the nimber's options and their sums: on the shared test
     * machine (load average 19) {@code *256 + *255 + {1|0}} held a worker 15 s against a 5 s
     * limit (when the store's comparisons did not all poll the deadline; they do since issue 20),
     * {@code *4096 + {1|0}} ran the server's 1 GiB heap out; {@code *64 + *63 + {1|0} + {2|0}}
     * took 1.1 s.
     */
    static final int MAX_NIMBER = 64;
    /** See {@link #MAX_NIMBER}. */
    static final int MAX_UPS = 1024;
    /**
     * The longest side of a Cutcake piece: a piece's options are many and each canonical form
     * built from them is long work between two deadline polls; measured on the shared machine
     * (load average 20), 100 x 100 answered in 3.7 s, 128 x 128 was stopped at 8.2 s (5 s limit),
     * 4096 x 1 only at 15.5 s.
     */
    static final int MAX_CUTCAKE = 128;
    private static final java.util.regex.Pattern NIM_UP = java.util.regex.Pattern.compile("([*^v])\\s*(\\d*)");

    /** The application layer: the questions shared with the command line (no catalogue needed here). */
    private static final Sprague SPRAGUE = Sprague.standard();
    private final WebLimits limits;
    /**
     * The served catalogue's layer, for positions: its partizan games beyond the built-in ones
     * (users' {@code --game-file}s), a Hackenbush {@code @FILE} refused ({@link #NO_FILES}).
     */
    private final Sprague sprague;

    PartizanExplorer(WebLimits limits, Catalog catalog) {
        this.limits = limits;
        this.sprague = FrontEnd.sprague(catalog, NO_FILES);
    }

    /** A thermograph drawn as SVG (sent as {@code image/svg+xml}). */
    record SvgAnswer(String svg) {
    }

    /** Value, outcome, mean, temperature and stops of a game in CGT notation, or a comparison's truth. */
    Object value(ValueRequest r, java.time.Duration limit) {
        String input = checkedValue(r.value(), "{2|-1}");
        Notation notation = notation(r.notation());
        long max = maxForms(r.maxPositions());
        return guarded(max, () -> SPRAGUE.value(new ValueQuestion(input, notation.name(), max, null, null, false, false,
                limit)).json());
    }

    /**
     * A catalogue position's value, both players' options and the engine's replies: {@link
     * PartizanPosition#of}'s record, the position parsed here.
     */
    PartizanPosition position(PartizanRequest r, java.time.Duration limit) {
        Notation notation = notation(r.notation()); // checked in this order: notation, position, maxPositions
        List<Component<?>> parts = parts(r.game(), r.position());
        long max = maxForms(r.maxPositions());
        return guarded(max, () -> PartizanPosition.of(parts, notation, max, limits.maxMoves(), limit));
    }

    /** The request's notation: absent is Sprague's; a bad word is a 400 naming it. */
    private static Notation notation(String word) {
        return word == null ? Notation.SPRAGUE : Notation.parse(Text.clip(Text.printable(word), 20));
    }

    /** The thermograph of a value or of a catalogue position, as data or SVG. */
    Object thermograph(ThermographRequest r, java.time.Duration limit) {
        String format = r.format() == null ? "data" : r.format().toLowerCase(Locale.ROOT);
        if (!format.equals("data") && !format.equals("svg")) {
            throw new InvalidInputException("format '" + Text.clip(Text.printable(r.format()), 20)
                    + "': use \"data\" (the walls as JSON) or \"svg\"");
        }
        long max = maxForms(r.maxPositions());
        Report a;
        if (r.value() != null) {
            if (r.game() != null || r.position() != null) {
                throw new InvalidInputException("send either 'value' or 'game' and 'position', not both");
            }
            ValueQuestion q = new ValueQuestion(checkedValue(r.value(), "{3||2*|1*}"), null, max, null, null, false, true,
                    limit);
            a = guarded(max, () -> Sprague.thermograph(q));
        } else {
            List<Component<?>> parts = parts(r.game(), r.position());
            a = guarded(max, () -> FrontEnd.thermograph(parts, max, limit));
        }
        return format.equals("svg") ? new SvgAnswer(a.text()) : a.json();
    }

    /** Hackenbush prints a position with no strings as this, which its parser does not read back. */
    private static final String NO_STRINGS = "(no strings)";
    /**
     * A request never names a server file (issue 20): Hackenbush's {@code @FILE} is refused with
     * one message whatever the path, which is neither opened, probed nor echoed.
     */
    static final PositionFiles NO_FILES = PositionFiles.refused("hackenbush @FILE: files are not accepted over HTTP"
            + " (a request never names a file on the server); send the strings instead, e.g. hackenbush lr e,"
            + " or solve a graph file with the sprague command: sprague solve hackenbush @FILE");

    /** Parses {@code game + " " + position} as {@code sprague solve} does, after size checks. */
    private List<Component<?>> parts(String game, String position) {
        Explorer.require(position != null, "position", "e.g. {\"game\": \"domineering\", \"position\": \"2x3\"}");
        String text = checkedText("position", game == null ? position : game + " " + position, "domineering 2x3");
        List<String> words = new ArrayList<>(List.of(text.trim().split("\\s+")));
        if (words.size() > limits.maxTokens()) {
            throw new LimitExceededException("the position has " + words.size() + " words; the server's limit is "
                    + limits.maxTokens());
        }
        // an empty Hackenbush position (what cutting the last edge leaves) is written "(no strings)" or nothing
        List<String> read = new ArrayList<>();
        List<Integer> emptyHackenbush = new ArrayList<>();
        List<String> component = new ArrayList<>();
        words.add("+");
        for (String w : words) {
            if (!w.equals("+")) {
                component.add(w);
                continue;
            }
            String joined = String.join(" ", component);
            if (joined.equals("hackenbush") || joined.equals("hackenbush " + NO_STRINGS)) {
                emptyHackenbush.add(read.isEmpty() ? 0 : (int) read.stream().filter("+"::equals).count() + 1);
                component = new ArrayList<>(List.of("hackenbush", "e")); // placeholder, replaced below
            }
            if (!read.isEmpty()) {
                read.add("+");
            }
            read.addAll(component);
            component = new ArrayList<>();
        }
        // the route (a served user's game, or the built-in partizan games) is the application layer's
        List<Component<?>> parts = new ArrayList<>(FrontEnd.partizanComponents(sprague, read));
        for (int k : emptyHackenbush) {
            Hackenbush h = (Hackenbush) parts.get(k).game();
            parts.set(k, new Component<>(h, new Hackenbush.Strings(List.of())));
        }
        for (Component<?> c : parts) {
            if (c.position() instanceof Cutcake.Cake cake) {
                for (int side : cake.sides()) {
                    if (side > MAX_CUTCAKE) {
                        throw new LimitExceededException("cutcake: a side of " + side + "; the server takes sides up to "
                                + MAX_CUTCAKE + " (sprague solve takes 4096)");
                    }
                }
            }
        }
        return parts;
    }

    private String checkedText(String field, String text, String example) {
        Explorer.require(Explorer.given(text), field, "e.g. \"" + example + "\"");
        if (text.length() > MAX_TEXT) {
            throw new LimitExceededException("the " + field + " has " + text.length()
                    + " characters; the server's limit is " + MAX_TEXT);
        }
        return text;
    }

    /** A value's text, checked for length, nimbers past {@link #MAX_NIMBER} and more than {@link #MAX_UPS} ups. */
    private String checkedValue(String text, String example) {
        String checked = checkedText("value", text, example);
        java.util.regex.Matcher m = NIM_UP.matcher(checked);
        long ups = 0;
        while (m.find()) {
            String digits = m.group(2);
            long n = digits.isEmpty() ? 1 : digits.length() > 9 ? Long.MAX_VALUE / 2 : Long.parseLong(digits);
            if (m.group(1).equals("*")) {
                if (n > MAX_NIMBER) {
                    throw new LimitExceededException("'*" + Text.clip(digits, 20) + "' at position " + (m.start() + 1)
                            + ": the server takes nimbers up to *" + MAX_NIMBER + " (sprague value has no such limit)");
                }
            } else {
                ups += n;
                if (ups > MAX_UPS) {
                    throw new LimitExceededException("'" + m.group(1) + Text.clip(digits, 20) + "' at position "
                            + (m.start() + 1) + ": the server takes values with at most " + MAX_UPS
                            + " ups and downs in all (sprague value has no such limit)");
                }
            }
        }
        return checked;
    }

    private long maxForms(Long requested) {
        return Explorer.atMost("maxPositions", requested, limits.maxPositions(), limits.maxPositions(), "");
    }

    /**
     * Runs {@code work}, turning the store's limit into the API's words (with the forms stored:
     * the store refuses a form when it holds {@code max}) and a form too deep for the worker's stack into a 422.
     */
    private static <T> T guarded(long max, java.util.function.Supplier<T> work) {
        try {
            return work.get();
        } catch (LimitExceededException e) {
            if (e.getMessage() != null && e.getMessage().contains("canonical forms, the limit")) {
                throw new LimitExceededException("stored " + max + " canonical forms, the limit of this"
                        + " request (maxPositions, at most the server's limit); ask for a smaller value or position,"
                        + " or use sprague value / sprague solve, which have no time limit");
            }
            throw e;
        } catch (StackOverflowError e) {
            // a safety net: no canonical-form operation recurses on a form's depth (DeepFormsTest)
            throw new LimitExceededException("the canonical forms are nested too deeply for the server's stack");
        }
    }
}
