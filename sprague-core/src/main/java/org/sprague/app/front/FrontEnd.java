package org.sprague.app.front;

import java.time.Duration;
import java.util.List;
import org.sprague.app.Report;
import org.sprague.app.Sprague;
import org.sprague.app.access.FrontEndAccess;
import org.sprague.catalog.Catalog;
import org.sprague.game.io.PositionFiles;
import org.sprague.partizan.games.PartizanSumSolver.Component;

/**
 * The application layer's calls that only Sprague's front ends make, because they name types a
 * module-path user cannot. Exported to the command line and the web only; a library user starts
 * from {@link Sprague#standard()}.
 */
public final class FrontEnd {
    private FrontEnd() {
    }

    /**
     * An application layer over {@code catalog} (the standard one, or it plus users' games); a
     * Hackenbush {@code @FILE} in a position is read through {@code files} (the command line
     * passes {@link PositionFiles#local()}, the web never does).
     */
    public static Sprague sprague(Catalog catalog, PositionFiles files) {
        return calls().sprague(catalog, files);
    }

    /**
     * The components of a sum of partizan positions, each to be solved to canonical form, as the
     * web's {@code POST /api/partizan} and {@code POST /api/thermograph} take them: a position (or
     * a sum) of a user's partizan game without parameter, else of the built-in partizan games
     * (Hackenbush's {@code @FILE} read through the layer's {@link PositionFiles}).
     *
     * @throws org.sprague.game.InvalidInputException for a word that names no such game, a bad
     *     position, or a sum of a user's partizan game with a game that is not partizan
     */
    public static List<Component<?>> partizanComponents(Sprague sprague, List<String> words) {
        return calls().partizanComponents(sprague, words);
    }

    /**
     * The thermograph of the sum of {@code parts} (the web's {@code POST /api/thermograph} of
     * positions), storing at most {@code maxForms} canonical forms, as {@link Sprague#thermograph}
     * answers a value's: its walls as data ({@link Report#json()}), drawn as SVG ({@link Report#text()}).
     *
     * @throws org.sprague.game.LimitExceededException past {@code maxForms} forms or the deadline
     *     {@code timeLimit} from the call's start (null: none)
     */
    public static Report thermograph(List<Component<?>> parts, long maxForms, Duration timeLimit) {
        return calls().thermograph(parts, maxForms, timeLimit);
    }

    @SuppressWarnings("unchecked")
    private static FrontEndAccess.Calls<Sprague, Report> calls() {
        try { // loads the layer, which registers its calls
            Class.forName(Sprague.class.getName(), true, Sprague.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
        return (FrontEndAccess.Calls<Sprague, Report>) FrontEndAccess.calls();
    }
}
