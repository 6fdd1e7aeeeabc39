package org.sprague.heap;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

class RareMaskChooserTest {

    @Test
    void chosenMaskHasTheLeastRareCountOverEveryMaskAndType() {
        Random r = new Random(11);
        for (int trial = 0; trial < 50; trial++) {
            int size = 1 << (1 + r.nextInt(5));
            int[] values = new int[200];
            int q = r.nextInt(2);
            RareMaskChooser chooser = new RareMaskChooser(q);
            for (int x = 0; x < values.length; x++) {
                values[x] = r.nextInt(size);
                chooser.add(x, values[x]);
            }
            long best = Long.MAX_VALUE;
            for (int m = 0; m < size; m++) {
                long range = 0;
                long domain = 0;
                for (int x = 0; x < values.length; x++) {
                    int parity = Integer.bitCount(values[x] & m) & 1;
                    range += parity == 0 ? 1 : 0;
                    domain += parity == ((x ^ q) & 1) ? 1 : 0;
                }
                best = Math.min(best, Math.min(range, domain));
            }
            RareMaskChooser.Choice chosen = chooser.best(true);
            assertEquals(best, chosen.rare());
            // the reported count is the real count of the reported split
            int m = chosen.mask();
            long real = 0;
            for (int x = 0; x < values.length; x++) {
                int parity = Integer.bitCount(values[x] & m) & 1;
                int target = chosen.domain() ? (x ^ q) & 1 : 0;
                real += parity == target ? 1 : 0;
            }
            assertEquals(best, real);
        }
    }
}
