package org.sprague.partizan;

import java.util.ArrayList;
import java.util.List;

/**
 * Random canonical forms for notation tests, built from a recipe (a list of ints, so that
 * jqwik can shrink it): a pool starts with small numbers, nimbers, ups and an up-second, and
 * each step adds a form made from earlier ones: {@code {a|b}}, {@code {a,b|c}},
 * {@code {a|b,c}}, {@code {a,b|c,d}}, a sum, a negative, a number plus a form, a switch,
 * Tiny and Miny of a form, or {@code x + (+-)^<n> + *m}. Each reaches a different rule of
 * the printer (switch lists, {@code x+-G}, {@code xTiny(G)}, powers with stars, four bars).
 */
final class RandomForms {
    private RandomForms() {
    }

    /** A few numbers used as translations and options. */
    private static final String[] NUMBERS = {"0", "1", "-1", "2", "1/2", "-3/4", "3/2", "-2", "5/8"};

    /** The pool after the recipe, in order of construction; the seeds first. */
    static List<Integer> build(CanonicalForms forms, List<Integer> recipe) {
        List<Integer> pool = new ArrayList<>();
        for (String x : NUMBERS) {
            pool.add(forms.number(Dyadic.parse(x)));
        }
        pool.add(forms.nimber(1));
        pool.add(forms.nimber(2));
        pool.add(forms.nus(Dyadic.ZERO, 1, 0));
        pool.add(forms.nus(Dyadic.ZERO, -1, 1));
        pool.add(new UpPowers(forms).pow(2));
        UpPowers powers = new UpPowers(forms);
        for (int op : recipe) {
            int k = Math.floorMod(op, 11);
            int r = Math.floorDiv(op, 11);
            int a = pool.get(Math.floorMod(r, pool.size()));
            int b = pool.get(Math.floorMod(r / 7 + 3, pool.size()));
            int c = pool.get(Math.floorMod(r / 53 + 1, pool.size()));
            int d = pool.get(Math.floorMod(r / 331 + 5, pool.size()));
            int x = forms.number(Dyadic.parse(NUMBERS[Math.floorMod(r / 13, NUMBERS.length)]));
            int g = switch (k) {
                case 0 -> forms.game(new int[] {a}, new int[] {b});
                case 1 -> forms.game(new int[] {a, b}, new int[] {c});
                case 2 -> forms.game(new int[] {a}, new int[] {b, c});
                case 3 -> forms.game(new int[] {a, b}, new int[] {c, d});
                case 4 -> forms.add(a, b);
                case 5 -> forms.negate(a);
                case 6 -> forms.add(x, a);
                case 7 -> forms.add(x, forms.game(new int[] {a}, new int[] {forms.negate(a)}));
                case 8 -> forms.add(x, forms.game(new int[] {CanonicalForms.ZERO},
                        new int[] {forms.game(new int[] {CanonicalForms.ZERO}, new int[] {forms.negate(a)})}));
                case 9 -> forms.add(x, forms.game(new int[] {forms.game(new int[] {a}, new int[] {CanonicalForms.ZERO})},
                        new int[] {CanonicalForms.ZERO}));
                default -> {
                    int n = 2 + Math.floorMod(r, 4);
                    int p = Math.floorMod(r / 4, 2) == 0 ? powers.pow(n) : powers.powSum(n);
                    if (Math.floorMod(r / 8, 2) == 1) {
                        p = forms.negate(p);
                    }
                    yield forms.add(forms.add(x, p), forms.nimber(Math.floorMod(r / 16, 4)));
                }
            };
            pool.add(g);
        }
        return pool;
    }
}
