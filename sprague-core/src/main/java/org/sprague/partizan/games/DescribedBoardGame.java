package org.sprague.partizan.games;

/**
 * The words a partizan game is described by ({@link #id}, {@link #rules}, {@link #syntax},
 * {@link #example}), given as data when the game is made rather than written as four
 * overrides in every game.
 *
 * @param <P> the position type
 */
abstract class DescribedBoardGame<P> implements PartizanBoardGame<P> {
    private final Words words;

    DescribedBoardGame(String id, String rules, String syntax, String example) {
        this.words = new Words(id, rules, syntax, example);
    }

    @Override
    public String id() {
        return words.id();
    }

    @Override
    public String rules() {
        return words.rules();
    }

    @Override
    public String syntax() {
        return words.syntax();
    }

    @Override
    public String example() {
        return words.example();
    }

    /** The four texts, as given. */
    private record Words(String id, String rules, String syntax, String example) {
    }
}
