package org.sprague.partizan.games;

/**
 * The id and the {@link Words} a partizan game is described by, given as data when the game is
 * made rather than written as overrides in every game.
 *
 * @param <P> the position type
 */
abstract class DescribedBoardGame<P> implements PartizanBoardGame<P> {
    private final String id;
    private final Words words;

    DescribedBoardGame(String id, String rules, String syntax, String example) {
        this.id = id;
        this.words = new Words(rules, syntax, example);
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public Words words() {
        return words;
    }
}
