package org.sprague.catalog;

import org.sprague.catalog.entry.GameDefinition;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.search.engine.SearchThreads;
import org.sprague.impartial.GrundyAlgorithm;
import org.sprague.impartial.MemoizedGrundySolver;
import org.sprague.impartial.MemoizedOutcomeSolver;
import org.sprague.game.Position;
import org.sprague.game.Move;
import org.sprague.catalog.engine.SequenceSearch;

/**
 * The engine of a catalogue game follows from what the game declares, chosen in one place
 * ({@link EngineChoice}): a codec gives the packed searches, a table over sizes its table,
 * frames of packed positions one search per frame, nothing the object searches.
 */
class EngineChoiceTest {
    private static final Catalog CATALOG = Catalog.standard();

    private static ImpartialCatalogGame game(String id) {
        return (ImpartialCatalogGame) CATALOG.game(id);
    }

    @Test
    void aGameWithACodecIsSearchedPackedForValuesAndMisereOutcomes() {
        ImpartialCatalogGame nim = game("nim");
        assertTrue(nim.codec(false).isPresent());
        assertInstanceOf(PackedGrundySolver.class, nim.searchSolver(1000));
        assertInstanceOf(PackedOutcomeSearch.class, nim.misereSolver(1000, SearchThreads.one()));
        ImpartialCatalogGame wythoff = game("wythoff");
        assertInstanceOf(PackedGrundySolver.class, wythoff.searchSolver(1000));
        assertInstanceOf(PackedOutcomeSearch.class, EngineChoice.outcome(wythoff, false, 1000, org.sprague.search.engine.SearchThreads.one()));
    }

    @Test
    void aGameWithATableOverSizesUsesItsTableBeforeItsCodec() {
        ImpartialCatalogGame lasker = game("lasker");
        assertInstanceOf(SequenceSearch.class, lasker);
        assertEquals("HeapSearchSolver", lasker.searchSolver(1000).getClass().getSimpleName());
        assertInstanceOf(PackedOutcomeSearch.class, lasker.misereSolver(1000, SearchThreads.one())); // misère: its codec, whole
        assertEquals("CuttingTableSolver", game("cutting").searchSolver(1000).getClass().getSimpleName());
    }

    @Test
    void framesOfPackedPositionsKeepOneSearchPerFrame() {
        ImpartialCatalogGame cram = game("cram");
        GrundyAlgorithm<Position> shared = cram.searchSolver(10_000_000);
        // 4x4 and 3x4 share the stride-8 frame; 2x9 and 1x10 each have a frame of their own
        // width: one search per frame, each giving what a fresh search gives
        for (String board : List.of("4x4", "3x4", "2x9", "1x10", "3x5", "2x9")) {
            Position p = cram.parse(List.of(board));
            assertEquals(cram.searchSolver(10_000_000).grundy(p), shared.grundy(p), board);
        }
        assertEquals(0, shared.grundy(cram.parse(List.of("4x4")))); // even by even: the symmetry strategy
        assertTrue(shared.positionsStored() > 0);
    }

    @Test
    void aFrameMetAgainKeepsItsSearch() {
        ImpartialCatalogGame cram = game("cram");
        GrundyAlgorithm<Position> shared = cram.searchSolver(10_000_000);
        shared.grundy(cram.parse(List.of("2x9")));
        shared.grundy(cram.parse(List.of("4x4")));
        long stored = shared.positionsStored();
        shared.grundy(cram.parse(List.of("2x9")));
        shared.grundy(cram.parse(List.of("4x4")));
        assertEquals(stored, shared.positionsStored()); // neither frame searched again
    }

    @Test
    void aGameDeclaringNothingIsSearchedOnObjects() {
        ImpartialCatalogGame plain = new PlainSubtraction();
        assertInstanceOf(MemoizedGrundySolver.class, plain.searchSolver(1000));
        assertInstanceOf(MemoizedOutcomeSolver.class, plain.misereSolver(1000, SearchThreads.one()));
        assertEquals(2, plain.searchSolver(1000).grundy(Position.of(5))); // subtract 1 or 2: 5 mod 3
    }

    /** One heap, take 1 or 2: no capability declared. */
    private static final class PlainSubtraction implements ImpartialCatalogGame {
        @Override
        public String id() {
            return "plain";
        }

        @Override
        public GameDefinition definition() {
            return null;
        }

        @Override
        public Position parse(List<String> tokens) {
            return Position.of(Long.parseLong(tokens.get(0)));
        }

        @Override
        public List<Move> moves(Position p) {
            List<Move> out = new ArrayList<>();
            for (int take = 1; take <= Math.min(2, p.intValue(0)); take++) {
                out.add(new Move("take " + take, Position.of(p.intValue(0) - take)));
            }
            return out;
        }
    }
}
