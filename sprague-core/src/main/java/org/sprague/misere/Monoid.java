package org.sprague.misere;

/** A finite commutative monoid on the elements {@code 0 .. size()-1}, with identity {@code 0}. */
interface Monoid {
    /** How many elements. */
    int size();

    /** The product {@code x y}. */
    int product(int x, int y);
}
