package org.sprague.game;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import org.sprague.game.wording.Wording;
import org.sprague.game.wording.Remedy;

/**
 * Base of the engine's failures that a front end reports to a user in one line: bad input
 * ({@link InvalidInputException}, {@link LoopyGameException}), a limit reached
 * ({@link LimitExceededException}). The engine states facts only; what a failure means for a
 * process (an exit code, an HTTP status) and how a remedy is put (a flag, a request field)
 * belong to each front end. So the message is a {@link Wording} template (a parameter written
 * {@code ${maxPositions}}) plus a list of {@link Remedy}s (attached and read through
 * {@code Remedy}), which {@code Remedy.message} renders in a front end's words;
 * {@link #getMessage} renders them in the library's.
 */
public abstract class SpragueException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final String template;
    private final List<Remedy> remedies = new CopyOnWriteArrayList<>(); // set once: Remedy.attach

    static {
        Remedy.register(new Remedy.Access() {
            @Override
            public List<Remedy> of(RuntimeException e) {
                return List.copyOf(((SpragueException) e).remedies);
            }

            @Override
            public void attach(RuntimeException e, List<Remedy> remedies) {
                SpragueException s = (SpragueException) e;
                synchronized (s) {
                    if (!s.remedies.isEmpty()) {
                        throw new IllegalStateException("remedies attached already: " + s.remedies);
                    }
                    s.remedies.addAll(remedies);
                }
            }
        });
    }

    /** A failure stated by {@code template}, with no remedy ({@code Remedy.attach} gives it some). */
    protected SpragueException(String template) {
        this(template, new Remedy[0]);
    }

    SpragueException(String template, Remedy... remedies) {
        super(template);
        this.template = template;
        this.remedies.addAll(List.of(remedies));
    }

    /** The facts, as a {@link Wording} template. */
    public String template() {
        return template;
    }

    /** The message in the library's words. */
    @Override
    public String getMessage() {
        return Remedy.message(template, remedies, Function.identity(), Remedy::libraryWords);
    }
}
