package org.sprague.game.wording;

import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Messages that name a parameter without knowing how the front end spells it. The library
 * writes a parameter as {@code ${maxPositions}} (its Java and JSON name); each front end
 * renders the message with its own spelling: the library and the web API as the bare name
 * ({@code maxPositions}), the command line as its flag ({@code --max-positions}). So the
 * core never names a command-line flag, and a web user is never told to pass one.
 *
 * <p>Below {@code org.sprague.game} (whose exceptions render their messages with it) and
 * exported to the command line and the web only (issue 22, item 6): a library user reads a
 * message in the library's words from {@code getMessage()}.
 */
public final class Wording {
    private static final Pattern PARAMETER = Pattern.compile("\\$\\{([a-z][A-Za-z]*)}");

    private Wording() {
    }

    /** {@code ${name}} for use in a message template. */
    public static String parameter(String name) {
        return "${" + name + "}";
    }

    /** The template with every {@code ${name}} replaced by {@code spell.apply(name)}. */
    public static String render(String template, Function<String, String> spell) {
        if (template == null || template.indexOf("${") < 0) {
            return template;
        }
        Matcher m = PARAMETER.matcher(template);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(sb, Matcher.quoteReplacement(spell.apply(m.group(1))));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    /** The template in the library's words: each parameter by its Java/JSON name. */
    public static String library(String template) {
        return render(template, Function.identity());
    }
}
