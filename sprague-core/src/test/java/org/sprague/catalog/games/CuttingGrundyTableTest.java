package org.sprague.catalog.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.game.ImpartialGame;
import org.sprague.game.InvalidInputException;
import org.sprague.impartial.MemoizedGrundySolver;

class CuttingGrundyTableTest {

    record Sheet(int w, int h) {
    }

    /**
     * The cutting game as a user would write it: a position is a list of sheets; a cut
     * (both parts >= 2) turns one sheet into two; the components are the single sheets.
     */
    static final class CuttingSearchGame implements ImpartialGame<List<Sheet>> {
        @Override
        public List<List<Sheet>> options(List<Sheet> position) {
            List<List<Sheet>> options = new ArrayList<>();
            if (position.size() != 1) {
                return options; // the solver only asks atomic positions for options
            }
            Sheet s = position.get(0);
            for (int a = 2; a <= s.w() - 2; a++) {
                options.add(List.of(new Sheet(a, s.h()), new Sheet(s.w() - a, s.h())));
            }
            for (int b = 2; b <= s.h() - 2; b++) {
                options.add(List.of(new Sheet(s.w(), b), new Sheet(s.w(), s.h() - b)));
            }
            return options;
        }

        @Override
        public List<List<Sheet>> components(List<Sheet> position) {
            List<List<Sheet>> parts = new ArrayList<>();
            for (Sheet s : position) {
                parts.add(List.of(s));
            }
            return parts;
        }
    }

    @Test
    void everyValueUpTo30x30EqualsTheMemoizedSearch() {
        CuttingGrundyTable table = new CuttingGrundyTable(30);
        MemoizedGrundySolver<List<Sheet>> search = new MemoizedGrundySolver<>(new CuttingSearchGame());
        for (int w = 1; w <= 30; w++) {
            for (int h = 1; h <= 30; h++) {
                assertEquals(search.grundy(List.of(new Sheet(w, h))), table.grundy(w, h),
                        "g(" + w + "x" + h + ")");
            }
        }
    }

    @Test
    void aLargerTableAgreesWithASmallerOneOnTheirCommonSheets() {
        CuttingGrundyTable small = new CuttingGrundyTable(40);
        CuttingGrundyTable large = new CuttingGrundyTable(130);
        for (int w = 1; w <= 40; w++) {
            for (int h = 1; h <= 40; h++) {
                assertEquals(small.grundy(w, h), large.grundy(w, h));
            }
        }
    }

    @Test
    void sampledLargeSheetsEqualTheMemoizedSearch() {
        CuttingGrundyTable table = new CuttingGrundyTable(130);
        MemoizedGrundySolver<List<Sheet>> search = new MemoizedGrundySolver<>(new CuttingSearchGame());
        int[][] sheets = {{130, 130}, {129, 77}, {64, 100}, {127, 3}, {2, 130}, {66, 65}};
        for (int[] s : sheets) {
            assertEquals(search.grundy(List.of(new Sheet(s[0], s[1]))), table.grundy(s[0], s[1]),
                    "g(" + s[0] + "x" + s[1] + ")");
        }
    }

    @Test
    void pojSamplesTwoByTwoAndThreeByTwoLoseFourByTwoWins() {
        CuttingGrundyTable table = new CuttingGrundyTable(4);
        assertEquals(0, table.grundy(2, 2));
        assertEquals(0, table.grundy(3, 2));
        assertNotEquals(0, table.grundy(4, 2));
    }

    @Test
    void theTableIsSymmetric() {
        CuttingGrundyTable table = new CuttingGrundyTable(60);
        for (int w = 1; w <= 60; w++) {
            for (int h = 1; h <= 60; h++) {
                assertEquals(table.grundy(w, h), table.grundy(h, w));
            }
        }
    }

    @Test
    void theChecksumFoldsEveryCellInRowOrder() {
        CuttingGrundyTable table = new CuttingGrundyTable(5);
        long c = 0;
        for (int w = 1; w <= 5; w++) {
            for (int h = 1; h <= 5; h++) {
                c = c * 31 + table.grundy(w, h);
            }
        }
        assertEquals(c, table.checksum());
    }

    @Test
    void aSideOutOfRangeIsRejectedNamingIt() {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> new CuttingGrundyTable(0));
        assertEquals("cutting: table side '0' must be between 1 and 40000", e.getMessage());
        CuttingGrundyTable table = new CuttingGrundyTable(3);
        InvalidInputException outside = assertThrows(InvalidInputException.class, () -> table.grundy(4, 1));
        assertEquals("cutting: sheet '4x1' is outside the table 1..3", outside.getMessage());
    }
}
