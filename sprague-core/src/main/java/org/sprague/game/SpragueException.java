package org.sprague.game;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.sprague.game.wording.Wording;
import org.sprague.game.wording.Remedy;

/**
 * Base of the engine's failures that a front end reports to a user in one line: bad input
 * ({@link InvalidInputException}, {@link LoopyGameException}), a limit reached
 * ({@link LimitExceededException}). The engine states facts only; what a failure means for a
 * process (an exit code, an HTTP status) and how a remedy is put (a flag, a request field)
 * belong to each front end. So the message is a {@link Wording} template (a parameter written
 * {@code ${maxPositions}}) plus a list of {@link Remedy}s, and {@link #message} renders both
 * in a front end's words; {@link #getMessage} renders them in the library's.
 */
public abstract class SpragueException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final String template;
    private final List<Remedy> remedies;

    /** A failure stated by {@code template}, with no remedy. */
    protected SpragueException(String template) {
        this(template, new Remedy[0]);
    }

    protected SpragueException(String template, Remedy... remedies) {
        super(template);
        this.template = template;
        this.remedies = List.of(remedies);
    }

    /** The facts, as a {@link Wording} template. */
    public String template() {
        return template;
    }

    /** What the user can do, in the order the engine suggests it. */
    public List<Remedy> remedies() {
        return remedies;
    }

    /** The message in the library's words. */
    @Override
    public String getMessage() {
        return message(Function.identity(), Remedy::libraryWords);
    }

    /**
     * The message in a front end's words: each parameter spelled by {@code spell}, the
     * remedies phrased by {@code phrase} and listed in parentheses after the facts.
     */
    public String message(Function<String, String> spell, Function<Remedy, String> phrase) {
        String facts = Wording.render(template, spell);
        if (remedies.isEmpty()) {
            return facts;
        }
        List<String> phrases = new ArrayList<>(remedies.size());
        for (Remedy r : remedies) {
            String words = phrase.apply(r);
            if (!phrases.contains(words)) { // a front end may put two remedies the same way
                phrases.add(words);
            }
        }
        return facts + " (" + Remedy.join(phrases) + ")";
    }
}
